import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes, withToasts } from '../../test/render';
import { addDays, formatPtBrDate, localToday } from '../../shared/dates';
import { RenameMealsMutation } from './mealDocuments';
import { MealNamesPage } from './MealNamesPage';
import { MealsPage } from './MealsPage';
import { dailyMealMock, day, foodEntry, macros, meal, mealInfo, mealInfoMock, startedDay } from './testData';

const routes = withToasts([
  { path: '/meals', element: <MealsPage /> },
  { path: '/meals/:id', element: <MealNamesPage /> },
]);

type Mocks = NonNullable<Parameters<typeof renderRoutes>[0]['mocks']>;

const TODAY = localToday();
const YESTERDAY = addDays(TODAY, -1);
/** The default meal info's names, which a save says it was made from. */
const DEFAULT_NAMES = ['Breakfast', 'Lunch', 'Dinner'];

function renderNames(path: string, mocks: Mocks = []) {
  return renderRoutes({ routes, path, mocks: [mealInfoMock(), ...mocks] });
}

function nameInputs() {
  return screen.getAllByRole('textbox', { name: /^Meal \d+ name$/ });
}

function renamedInfo(names: string[]) {
  return mealInfo({
    mealsPerDay: names.length,
    mealNames: names.map((name, index) => ({ __typename: 'MealName' as const, id: 50 + index, orderNumber: index + 1, name })),
  });
}

describe('MealNamesPage', () => {
  it('lists the meal names in order, each editable with a numbered label', async () => {
    renderNames('/meals/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Editing your meals names' })).toBeInTheDocument();
    expect(nameInputs().map((input) => [input.getAttribute('id'), (input as HTMLInputElement).value])).toEqual([
      ['meals.0.name', 'Breakfast'],
      ['meals.1.name', 'Lunch'],
      ['meals.2.name', 'Dinner'],
    ]);
    expect(screen.getByLabelText('Meal 1 name')).toHaveValue('Breakfast');
    expect(screen.getByText(/only affect the daily meals you start from now on/)).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: `I want to rename the meals from the current date (${formatPtBrDate(TODAY)}) as well` }),
    ).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/meals');
  });

  it('renumbers the names after a removal and appends "New meal"', async () => {
    const { user } = renderNames('/meals/7');
    await screen.findByLabelText('Meal 3 name');

    await user.click(screen.getByRole('button', { name: 'Remove meal 1' }));

    expect(screen.getByLabelText('Meal 1 name')).toHaveValue('Lunch');
    expect(screen.getByLabelText('Meal 2 name')).toHaveValue('Dinner');
    expect(screen.queryByLabelText('Meal 3 name')).not.toBeInTheDocument();
    expect(screen.getByText(/\(2 meals per day\)/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add new meal' }));

    const added = screen.getByLabelText('Meal 3 name');
    expect(added).toHaveValue('New meal');
    expect(added).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Remove meal 3' })).toBeInTheDocument();
  });

  it('moves the focus to the next name when a meal is removed, or to the previous one when the last goes', async () => {
    const { user } = renderNames('/meals/7');
    await screen.findByLabelText('Meal 3 name');

    screen.getByRole('button', { name: 'Remove meal 1' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Meal 1 name')).toHaveFocus());
    expect(screen.getByLabelText('Meal 1 name')).toHaveValue('Lunch');

    screen.getByRole('button', { name: 'Remove meal 2' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Meal 1 name')).toHaveFocus());
    expect(nameInputs().map((input) => (input as HTMLInputElement).value)).toEqual(['Lunch']);
  });

  it('asks before leaving with unsaved names: Keep editing stays with them, Discard leaves', async () => {
    const { user, pathname } = renderNames('/meals/7', [dailyMealMock(TODAY, null)]);
    const first = await screen.findByLabelText('Meal 1 name');
    await user.clear(first);
    await user.type(first, 'Early breakfast');

    await user.click(screen.getByRole('link', { name: 'Back' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    expect(within(dialog).getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(pathname()).toBe('/meals/7');
    expect(screen.getByLabelText('Meal 1 name')).toHaveValue('Early breakfast');

    await user.click(screen.getByRole('link', { name: 'Back' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(pathname()).toBe('/meals'));
  });

  it('leaves without asking when nothing changed', async () => {
    const { user, pathname } = renderNames('/meals/7', [dailyMealMock(TODAY, null)]);
    await screen.findByLabelText('Meal 1 name');
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await waitFor(() => expect(pathname()).toBe('/meals'));
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).not.toBeInTheDocument();
  });

  it('keeps at least one meal', async () => {
    const { user } = renderNames('/meals/7');
    await screen.findByLabelText('Meal 3 name');
    await user.click(screen.getByRole('button', { name: 'Remove meal 3' }));
    await user.click(screen.getByRole('button', { name: 'Remove meal 2' }));
    expect(screen.getByRole('button', { name: 'Remove meal 1' })).toBeDisabled();
  });

  it("says 'Required field.' for a list without meals", async () => {
    const rename = vi.fn();
    const { user } = renderRoutes({
      routes,
      path: '/meals/7',
      mocks: [
        mealInfoMock(mealInfo({ mealsPerDay: 0, mealNames: [] })),
        { request: { query: RenameMealsMutation, variables: () => true }, result: rename },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Required field.')).toBeInTheDocument();
    expect(screen.queryByText('Keep at least one meal.')).not.toBeInTheDocument();
    expect(rename).not.toHaveBeenCalled();
  });

  it('shows a name error while it is edited and focuses the first invalid name after a failed save', async () => {
    const rename = vi.fn();
    const { user } = renderNames('/meals/7', [{ request: { query: RenameMealsMutation, variables: () => true }, result: rename }]);
    const dinner = await screen.findByLabelText('Meal 3 name');
    await user.clear(dinner);
    expect(dinner).toHaveAccessibleDescription('Required field.');
    const lunch = screen.getByLabelText('Meal 2 name');
    await user.clear(lunch);

    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(lunch).toHaveFocus());
    expect(rename).not.toHaveBeenCalled();
  });

  it('requires every name', async () => {
    const rename = vi.fn();
    const { user } = renderNames('/meals/7', [{ request: { query: RenameMealsMutation, variables: () => true }, result: rename }]);
    await user.clear(await screen.findByLabelText('Meal 2 name'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required field.')).toBeInTheDocument();
    expect(screen.getByLabelText('Meal 2 name')).toHaveAttribute('aria-invalid', 'true');
    expect(rename).not.toHaveBeenCalled();
  });

  it('saves the names (future days only), toasts and goes back to /meals', async () => {
    const names = ['Café da manhã', 'Almoço', 'Dinner', 'New meal'];
    const { user, pathname } = renderNames('/meals/7', [
      {
        request: {
          query: RenameMealsMutation,
          variables: { input: { names, previousOrderNumbers: [1, 2, 3, null], previousNames: DEFAULT_NAMES } },
        },
        result: { data: { renameMeals: { __typename: 'RenameMealsPayload' as const, mealInfo: renamedInfo(names), dailyMeal: null } } },
      },
      dailyMealMock(TODAY, null),
    ]);
    const first = await screen.findByLabelText('Meal 1 name');
    await user.clear(first);
    await user.type(first, '  Café da manhã ');
    await user.clear(screen.getByLabelText('Meal 2 name'));
    await user.type(screen.getByLabelText('Meal 2 name'), 'Almoço');
    await user.click(screen.getByRole('button', { name: 'Add new meal' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your daily meal names were successfully updated.')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    await waitFor(() => expect(pathname()).toBe('/meals'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Daily Meals' })).toBeInTheDocument();
  });

  it('keeps the day chosen on /meals: the checkbox names it, the rename covers it, and /meals shows it again', async () => {
    const renamedDay = day(YESTERDAY, [meal(21, 'Café', 1, []), meal(22, 'Almoço', 2, [])]);
    const { user, router } = renderNames(`/meals?date=${YESTERDAY}`, [
      dailyMealMock(YESTERDAY, startedDay(YESTERDAY)),
      // Saving asks the server for the day again, whatever the cache holds (what it deletes must be seen).
      dailyMealMock(YESTERDAY, startedDay(YESTERDAY)),
      {
        request: {
          query: RenameMealsMutation,
          variables: {
            input: { names: ['Café', 'Almoço'], previousOrderNumbers: [1, 2], previousNames: DEFAULT_NAMES, renameDate: YESTERDAY },
          },
        },
        result: {
          data: {
            renameMeals: { __typename: 'RenameMealsPayload' as const, mealInfo: renamedInfo(['Café', 'Almoço']), dailyMeal: renamedDay },
          },
        },
      },
    ]);
    await screen.findByRole('region', { name: 'Breakfast' });
    // The link comes with the meal names' answer, which may follow the day's.
    await user.click(await screen.findByRole('link', { name: /Edit meal names/ }));

    const checkbox = await screen.findByRole('checkbox', {
      name: `I want to rename the meals from the current date (${formatPtBrDate(YESTERDAY)}) as well`,
    });
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', `/meals?date=${YESTERDAY}`);
    await user.clear(screen.getByLabelText('Meal 1 name'));
    await user.type(screen.getByLabelText('Meal 1 name'), 'Café');
    await user.clear(screen.getByLabelText('Meal 2 name'));
    await user.type(screen.getByLabelText('Meal 2 name'), 'Almoço');
    await user.click(screen.getByRole('button', { name: 'Remove meal 3' }));
    await user.click(checkbox);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // back on /meals, on the same day, with the renamed meals from the cache (Breakfast had entries: gone with it)
    expect(await screen.findByRole('region', { name: 'Café' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/meals');
    expect(router.state.location.search).toBe(`?date=${YESTERDAY}`);
    expect(screen.getByRole('region', { name: 'Almoço' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Breakfast' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Day' })).getByRole('heading')).toHaveTextContent(formatPtBrDate(YESTERDAY));
  });

  /** The QA day: Café da manhã (3 entries), Almoço (3), Jantar (2), Ceia (2), with the same four meal names. */
  const QA_NAMES = ['Café da manhã', 'Almoço', 'Jantar', 'Ceia'];
  const QA_COUNTS = [3, 3, 2, 2];
  function qaDay(date: string, names = QA_NAMES, counts = QA_COUNTS) {
    return day(
      date,
      names.map((name, index) =>
        meal(
          41 + index,
          name,
          index + 1,
          Array.from({ length: counts[index] }, (_, n) =>
            foodEntry(600 + index * 10 + n, 41 + index, 1, '1', macros('23', '1.1', '0.3', '89')),
          ),
        ),
      ),
    );
  }
  const qaInfo = () => mealInfoMock(renamedInfo(QA_NAMES));

  it('asks the server for the day before deleting: a cached day without entries does not hide entries added since', async () => {
    const { user } = renderRoutes({
      routes,
      path: `/meals?date=${TODAY}`,
      mocks: [
        qaInfo(),
        // What /meals cached (nothing eaten yet), then the day as the server has it (another device logged meal 1).
        dailyMealMock(TODAY, qaDay(TODAY, QA_NAMES, [0, 0, 0, 0])),
        dailyMealMock(TODAY, qaDay(TODAY)),
      ],
    });
    await screen.findByRole('region', { name: 'Café da manhã' });
    // The link comes with the meal names' answer, which may follow the day's.
    await user.click(await screen.findByRole('link', { name: /Edit meal names/ }));
    await screen.findByLabelText('Meal 4 name');
    await user.click(screen.getByRole('button', { name: 'Remove meal 1' }));
    await user.click(screen.getByRole('checkbox', { name: /rename the meals from the current date/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete meals with entries?' });
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('Café da manhã (3 entries)');
  });

  it('says which meals a removal keeps, and asks before deleting a removed meal with entries of the renamed day', async () => {
    const rename = vi.fn(() => ({
      data: {
        renameMeals: {
          __typename: 'RenameMealsPayload' as const,
          mealInfo: renamedInfo(QA_NAMES.slice(1)),
          dailyMeal: qaDay(TODAY, QA_NAMES.slice(1), QA_COUNTS.slice(1)),
        },
      },
    }));
    const { user, pathname } = renderRoutes({
      routes,
      path: '/meals/7',
      mocks: [
        qaInfo(),
        dailyMealMock(TODAY, qaDay(TODAY)),
        dailyMealMock(TODAY, qaDay(TODAY)),
        {
          request: {
            query: RenameMealsMutation,
            variables: {
              input: { names: ['Almoço', 'Jantar', 'Ceia'], previousOrderNumbers: [2, 3, 4], previousNames: QA_NAMES, renameDate: TODAY },
            },
          },
          result: rename,
        },
      ],
    });
    await screen.findByLabelText('Meal 4 name');
    await user.click(screen.getByRole('button', { name: 'Remove meal 1' }));
    await user.click(screen.getByRole('checkbox', { name: /rename the meals from the current date/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete meals with entries?' });
    expect(dialog).toHaveTextContent(`Saving deletes this meal of ${formatPtBrDate(TODAY)} with its entries:`);
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Café da manhã (3 entries)']);
    expect(rename).not.toHaveBeenCalled();

    // Cancel keeps the form as it is, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rename).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Meal 1 name')).toHaveValue('Almoço');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save and delete' }));

    expect(await screen.findByText('Your daily meal names were successfully updated.')).toBeInTheDocument();
    expect(rename).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(pathname()).toBe('/meals'));
  });

  it('lists every removed meal of the renamed day that has entries', async () => {
    const rename = vi.fn();
    const { user } = renderRoutes({
      routes,
      path: '/meals/7',
      mocks: [
        qaInfo(),
        dailyMealMock(TODAY, qaDay(TODAY, QA_NAMES, [3, 1, 0, 2])),
        { request: { query: RenameMealsMutation, variables: () => true }, result: rename },
      ],
    });
    await screen.findByLabelText('Meal 4 name');
    await user.click(screen.getByRole('checkbox', { name: /rename the meals from the current date/ }));
    await user.click(screen.getByRole('button', { name: 'Remove meal 1' }));
    await user.click(screen.getByRole('button', { name: 'Remove meal 1' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete meals with entries?' });
    expect(dialog).toHaveTextContent(`Saving deletes these meals of ${formatPtBrDate(TODAY)} with their entries:`);
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Café da manhã (3 entries)', 'Almoço (1 entry)']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rename).not.toHaveBeenCalled();
  });

  it('saves without asking when the removed meals of the renamed day are empty', async () => {
    const { user, pathname } = renderRoutes({
      routes,
      path: '/meals/7',
      mocks: [
        qaInfo(),
        // Jantar is empty on this day.
        dailyMealMock(TODAY, qaDay(TODAY, QA_NAMES, [3, 1, 0, 2])),
        {
          request: {
            query: RenameMealsMutation,
            variables: {
              input: {
                names: ['Café da manhã', 'Almoço', 'Ceia'],
                previousOrderNumbers: [1, 2, 4],
                previousNames: QA_NAMES,
                renameDate: TODAY,
              },
            },
          },
          result: {
            data: {
              renameMeals: {
                __typename: 'RenameMealsPayload' as const,
                mealInfo: renamedInfo(['Café da manhã', 'Almoço', 'Ceia']),
                dailyMeal: null,
              },
            },
          },
        },
      ],
    });
    await screen.findByLabelText('Meal 4 name');
    await user.click(screen.getByRole('checkbox', { name: /rename the meals from the current date/ }));
    await user.click(screen.getByRole('button', { name: 'Remove meal 3' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your daily meal names were successfully updated.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Delete meals with entries?' })).not.toBeInTheDocument();
    await waitFor(() => expect(pathname()).toBe('/meals'));
  });

  it('does not ask when the day is not renamed (no entry is deleted), and still says which meals continue', async () => {
    const { user } = renderRoutes({
      routes,
      path: '/meals/7',
      mocks: [
        qaInfo(),
        {
          request: {
            query: RenameMealsMutation,
            variables: { input: { names: ['Almoço', 'Jantar', 'Ceia'], previousOrderNumbers: [2, 3, 4], previousNames: QA_NAMES } },
          },
          result: {
            data: {
              renameMeals: {
                __typename: 'RenameMealsPayload' as const,
                mealInfo: renamedInfo(['Almoço', 'Jantar', 'Ceia']),
                dailyMeal: null,
              },
            },
          },
        },
        dailyMealMock(TODAY, qaDay(TODAY)),
      ],
    });
    await screen.findByLabelText('Meal 4 name');
    await user.click(screen.getByRole('button', { name: 'Remove meal 1' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your daily meal names were successfully updated.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Delete meals with entries?' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal in the 'Submition failed:' alert and stays", async () => {
    const { user, pathname } = renderNames('/meals/7', [
      {
        request: {
          query: RenameMealsMutation,
          variables: { input: { names: ['Breakfast', 'Lunch', 'Dinner'], previousOrderNumbers: [1, 2, 3], previousNames: DEFAULT_NAMES } },
        },
        result: {
          errors: [{ message: 'Invalid input.', extensions: { code: 'BAD_USER_INPUT', fields: { names: ['At most 20 meals a day.'] } } }],
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Submition failed:');
    expect(alert).toHaveTextContent('At most 20 meals a day.');
    expect(pathname()).toBe('/meals/7');
  });

  it("answers an id that is not the user's meal info with the not-found message", async () => {
    renderNames('/meals/8');
    expect(await screen.findByRole('heading', { level: 1, name: 'Meal names not found' })).toBeInTheDocument();
    expect(screen.getByText("These meal names don't exist or aren't yours.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your daily meals' })).toHaveAttribute('href', '/meals');
  });
});
