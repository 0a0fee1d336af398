import { GraphQLError } from 'graphql';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes, withToasts } from '../../test/render';
import { addDays, formatPtBrDate, localToday } from '../../shared/dates';
import { CopyDayMutation, CopyMealMutation } from './mealDocuments';
import { MealsPage } from './MealsPage';
import { BANANA_ENTRY, BOLO_ENTRY, dailyMealMock, day, foodEntry, macros, meal, mealInfoMock, startedDay } from './testData';

const routes = withToasts([{ path: '/meals', element: <MealsPage /> }]);
type Mocks = NonNullable<Parameters<typeof renderRoutes>[0]['mocks']>;

const TODAY = localToday();
const YESTERDAY = addDays(TODAY, -1);
const TWO_DAYS_AGO = addDays(TODAY, -2);

/** Yesterday as the copy source: Breakfast with Banana and Bolo (ids of another day). */
const yesterday = day(
  YESTERDAY,
  [
    meal(
      41,
      'Breakfast',
      1,
      [
        { ...BANANA_ENTRY, id: 401, mealId: 41 },
        { ...BOLO_ENTRY, id: 402, mealId: 41 },
      ],
      6,
    ),
    meal(42, 'Lunch', 2, [], 6),
  ],
  6,
);

function renderMeals(mocks: Mocks) {
  return renderRoutes({ routes, path: '/meals', mocks: [mealInfoMock(), ...mocks] });
}

async function openDialog(user: ReturnType<typeof renderMeals>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Copy from another day' }));
  return screen.findByRole('dialog', { name: 'Copy from another day' });
}

describe('Copy from another day', () => {
  it("copies yesterday into a day not started yet: says what yesterday holds, then shows today's meals and totals", async () => {
    const copied = day(
      TODAY,
      [
        meal(
          51,
          'Breakfast',
          1,
          [
            { ...BANANA_ENTRY, id: 501, mealId: 51 },
            { ...BOLO_ENTRY, id: 502, mealId: 51 },
          ],
          7,
        ),
        meal(52, 'Lunch', 2, [], 7),
      ],
      7,
    );
    const copy = vi.fn(() => ({ data: { copyDay: copied } }));
    const { user } = renderMeals([
      dailyMealMock(TODAY, null),
      dailyMealMock(YESTERDAY, yesterday),
      { request: { query: CopyDayMutation, variables: { from: YESTERDAY, to: TODAY } }, result: copy },
    ]);
    await screen.findByText("You didn't register any meal this day. :(");

    const dialog = await openDialog(user);
    const from = within(dialog).getByLabelText('Copy from');
    expect(from).toHaveValue(formatPtBrDate(YESTERDAY));
    expect(from).toHaveFocus();
    expect(await within(dialog).findByText(`${formatPtBrDate(YESTERDAY)} has 2 entries in 1 meal.`)).toBeInTheDocument();
    // The day is not started: only the whole day can be copied (it starts the day).
    expect(within(dialog).queryByRole('radio', { name: 'One meal' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));

    expect(await screen.findByText(`Copied 2 entries from ${formatPtBrDate(YESTERDAY)}.`)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Copy from another day' })).not.toBeInTheDocument();
    // The page shows the copied day from the cache, without asking the server again.
    const breakfast = await screen.findByRole('region', { name: 'Breakfast' });
    expect(within(breakfast).getByRole('rowheader', { name: /Banana/ })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Day totals' })).toHaveTextContent('568,5');
    expect(copy).toHaveBeenCalledTimes(1);
  });

  it('says when the chosen day has nothing, and offers no Copy for it', async () => {
    const copy = vi.fn(() => ({ data: { copyDay: startedDay(TODAY) } }));
    const { user } = renderMeals([
      dailyMealMock(TODAY, startedDay(TODAY)),
      dailyMealMock(YESTERDAY, yesterday),
      dailyMealMock(TWO_DAYS_AGO, null),
      { request: { query: CopyDayMutation, variables: { from: TWO_DAYS_AGO, to: TODAY } }, result: copy },
    ]);
    await screen.findByRole('region', { name: 'Breakfast' });
    const dialog = await openDialog(user);
    await within(dialog).findByText(new RegExp(`^${formatPtBrDate(YESTERDAY)} has 2 entries`));
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeEnabled();
    const from = within(dialog).getByLabelText('Copy from');
    await user.clear(from);
    await user.type(from, formatPtBrDate(TWO_DAYS_AGO));
    expect(await within(dialog).findByText(`There are no entries on ${formatPtBrDate(TWO_DAYS_AGO)} to copy.`)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeDisabled();

    await user.type(from, '{Enter}');
    expect(copy).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Copy from another day' })).toBeInTheDocument();
  });

  it('shows a refusal in the dialog, keeping it open, until another date is chosen', async () => {
    const { user } = renderMeals([
      dailyMealMock(TODAY, startedDay(TODAY)),
      dailyMealMock(YESTERDAY, yesterday),
      {
        // The day was emptied elsewhere after the dialog read it.
        request: { query: CopyDayMutation, variables: { from: YESTERDAY, to: TODAY } },
        result: {
          errors: [
            new GraphQLError(`There are no entries on ${formatPtBrDate(YESTERDAY)} to copy.`, {
              extensions: { code: 'BAD_USER_INPUT' },
            }),
          ],
        },
      },
    ]);
    await screen.findByRole('region', { name: 'Breakfast' });
    const dialog = await openDialog(user);
    await within(dialog).findByText(new RegExp(`^${formatPtBrDate(YESTERDAY)} has 2 entries`));

    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Copy failed:');
    expect(alert).toHaveTextContent(`There are no entries on ${formatPtBrDate(YESTERDAY)} to copy.`);
    expect(screen.getByRole('dialog', { name: 'Copy from another day' })).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Copy from'), '{Backspace}');
    expect(within(dialog).getByText('Type a date as dd/mm/yyyy.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses the same day and a day after today before sending anything', async () => {
    const { user } = renderMeals([dailyMealMock(TODAY, startedDay(TODAY)), dailyMealMock(YESTERDAY, yesterday)]);
    await screen.findByRole('region', { name: 'Breakfast' });
    const dialog = await openDialog(user);
    const from = within(dialog).getByLabelText('Copy from');
    await user.clear(from);
    await user.type(from, formatPtBrDate(TODAY));
    expect(within(dialog).getByText('Choose another day to copy from.')).toBeInTheDocument();
    await user.clear(from);
    await user.type(from, formatPtBrDate(addDays(TODAY, 1)));
    expect(within(dialog).getByText('Choose a day up to today.')).toBeInTheDocument();
    await user.clear(from);
    expect(within(dialog).getByText('Choose a date.')).toBeInTheDocument();
    await user.type(from, '31/02');
    expect(within(dialog).getByText('Type a date as dd/mm/yyyy.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(from).toHaveFocus();
  });

  it('says that the copy adds to the entries the day, or the meal copied into, already has', async () => {
    const { user } = renderMeals([dailyMealMock(TODAY, startedDay(TODAY)), dailyMealMock(YESTERDAY, yesterday)]);
    await screen.findByRole('region', { name: 'Breakfast' });
    const dialog = await openDialog(user);
    const summary = `${formatPtBrDate(YESTERDAY)} has 2 entries in 1 meal.`;
    const status = await within(dialog).findByText(
      `${summary} They will be added after the 2 entries ${formatPtBrDate(TODAY)} already has.`,
    );
    expect(status).toHaveAttribute('role', 'status');

    await user.click(within(dialog).getByRole('radio', { name: 'One meal' }));
    expect(within(dialog).getByLabelText('Into meal')).toHaveDisplayValue('Breakfast');
    expect(status).toHaveTextContent(`${summary} They will be added after the 2 entries Breakfast already has.`);
    await user.selectOptions(within(dialog).getByLabelText('Into meal'), 'Lunch');
    expect(status.textContent).toBe(summary);
  });

  it("copies one meal into another of this day and updates that meal's table and the day totals", async () => {
    const lunchAfter = meal(22, 'Lunch', 2, [
      foodEntry(601, 22, 1, '2', macros('46', '2.2', '0.6', '178')),
      { ...BOLO_ENTRY, id: 602, mealId: 22 },
    ]);
    const { user } = renderMeals([
      dailyMealMock(TODAY, startedDay(TODAY)),
      dailyMealMock(YESTERDAY, yesterday),
      {
        request: { query: CopyMealMutation, variables: { fromMealId: 41, toMealId: 22 } },
        result: {
          data: {
            copyMeal: {
              meal: lunchAfter,
              dailyMeal: { __typename: 'DailyMeal', id: 5, totals: macros('213.5', '22.4', '25.8', '1137') },
            },
          },
        },
      },
    ]);
    await screen.findByRole('region', { name: 'Breakfast' });
    const dialog = await openDialog(user);
    await within(dialog).findByText(new RegExp(`^${formatPtBrDate(YESTERDAY)} has 2 entries in 1 meal\\.`));
    await user.click(within(dialog).getByRole('radio', { name: 'One meal' }));
    expect(within(dialog).getByLabelText('From meal')).toHaveDisplayValue('Breakfast (2 entries)');
    await user.selectOptions(within(dialog).getByLabelText('Into meal'), 'Lunch');

    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Copy from another day' })).not.toBeInTheDocument());
    const lunch = screen.getByRole('region', { name: 'Lunch' });
    expect(within(lunch).getAllByRole('row').length).toBeGreaterThan(2);
    expect(screen.getByRole('region', { name: 'Day totals' })).toHaveTextContent('Calories1137 kcal');
  });

  it('never copies the whole day when one meal was asked for and that day has no meal with entries', async () => {
    const copy = vi.fn(() => ({ data: { copyDay: startedDay(TODAY) } }));
    const { user } = renderMeals([
      dailyMealMock(TODAY, startedDay(TODAY)),
      dailyMealMock(YESTERDAY, day(YESTERDAY, [meal(41, 'Breakfast', 1, [], 6)], 6)),
      { request: { query: CopyDayMutation, variables: { from: YESTERDAY, to: TODAY } }, result: copy },
    ]);
    await screen.findByRole('region', { name: 'Breakfast' });
    const dialog = await openDialog(user);
    await within(dialog).findByText(`There are no entries on ${formatPtBrDate(YESTERDAY)} to copy.`);
    await user.click(within(dialog).getByRole('radio', { name: 'One meal' }));
    expect(within(dialog).getByText('No meal of that day has entries.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Copy from'), '{Enter}');

    expect(copy).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Copy from another day' })).toBeInTheDocument();
  });
});
