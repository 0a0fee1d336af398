import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes, withToasts } from '../../test/render';
import { addDays, formatPtBrDate, localToday } from '../../shared/dates';
import { RenameMealsMutation } from './mealDocuments';
import { MealNamesPage } from './MealNamesPage';
import { MealsPage } from './MealsPage';
import { dailyMealMock, day, meal, mealInfo, mealInfoMock, startedDay } from './testData';

const routes = withToasts([
  { path: '/meals', element: <MealsPage /> },
  { path: '/meals/:id', element: <MealNamesPage /> },
]);

type Mocks = NonNullable<Parameters<typeof renderRoutes>[0]['mocks']>;

const TODAY = localToday();
const YESTERDAY = addDays(TODAY, -1);

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
        request: { query: RenameMealsMutation, variables: { input: { names } } },
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
      {
        request: { query: RenameMealsMutation, variables: { input: { names: ['Café', 'Almoço'], renameDate: YESTERDAY } } },
        result: {
          data: {
            renameMeals: { __typename: 'RenameMealsPayload' as const, mealInfo: renamedInfo(['Café', 'Almoço']), dailyMeal: renamedDay },
          },
        },
      },
    ]);
    await screen.findByRole('region', { name: 'Breakfast' });
    await user.click(screen.getByRole('link', { name: /Edit meal names/ }));

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

  it("shows the server's refusal in the 'Submition failed:' alert and stays", async () => {
    const { user, pathname } = renderNames('/meals/7', [
      {
        request: { query: RenameMealsMutation, variables: { input: { names: ['Breakfast', 'Lunch', 'Dinner'] } } },
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
