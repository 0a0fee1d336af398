import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RecipeDetailFragment, RecipeFoodFragment, RecipeInput } from '../../gql/graphql';
import { Marker, renderRoutes, withToasts } from '../../test/render';
import { foodPickerVariables, FoodPickerQuery } from '../foods/foodDocuments';
import { CreateRecipeMutation, RecipeQuery, UpdateRecipeMutation } from './recipeDocuments';
import { RecipeFormPage } from './RecipeFormPage';

const routes = withToasts([
  { path: '/recipes/new', element: <RecipeFormPage /> },
  { path: '/recipes/:id/edit', element: <RecipeFormPage /> },
  { path: '/recipes/list', element: <Marker name="recipes list" /> },
]);

function food(
  id: number,
  name: string,
  serving: string,
  unit: 'G' | 'ML' | 'UN',
  macros: [string, string, string, string],
): RecipeFoodFragment {
  const [carbohydrates, proteins, fats, calories] = macros;
  return { __typename: 'Food', id, name, serving, unit, carbohydrates, proteins, fats, calories };
}

const banana = food(1, 'Banana', '100', 'G', ['22.8', '1.1', '0.3', '89']);
const egg = food(2, 'Egg', '1', 'UN', ['0.6', '6.3', '5', '72']);
const milk = food(3, 'Milk', '200', 'ML', ['9.6', '6.4', '6', '122']);
const rice = food(4, 'Rice', '100', 'G', ['28.1', '2.5', '0.2', '128']);
const FOODS = [banana, egg, milk, rice];

/** The picker's first foods (as opened) and its answer to a typed search. */
const foodOptions = foodSearch(undefined, FOODS);

function foodSearch(search: string | undefined, foods: RecipeFoodFragment[], delay = 0, total = foods.length) {
  return {
    request: { query: FoodPickerQuery, variables: foodPickerVariables(search) },
    result: { data: { foods: { __typename: 'FoodPage' as const, content: foods, totalElements: total } } },
    delay,
  };
}

type Mocks = NonNullable<Parameters<typeof renderRoutes>[0]['mocks']>;

function renderForm(path: string, mocks: Mocks = []) {
  return renderRoutes({ routes, path, mocks: [foodOptions, ...mocks] });
}

type User = ReturnType<typeof renderForm>['user'];

/** Opens the foods multi-select and toggles the named options. */
async function toggleFoods(user: User, ...names: string[]) {
  await user.click(screen.getByLabelText('Foods'));
  for (const name of names) await user.click(await screen.findByRole('option', { name }));
  await user.keyboard('{Escape}');
}

function rowOf(name: string) {
  const row = within(screen.getByRole('table', { name: 'Ingredients' }))
    .getByRole('rowheader', { name })
    .closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

/** Carbohydrates, proteins, fats, calories shown in a row (after the quantity). */
function macrosOf(row: HTMLElement) {
  return within(row)
    .getAllByRole('cell')
    .slice(1)
    .map((cell) => cell.textContent);
}

function totals() {
  const table = screen.getByRole('table', { name: 'Ingredients' });
  const row = within(table).getByRole('rowheader', { name: 'Total per serving' }).closest('tr');
  if (!row) throw new Error('No totals row');
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

describe('RecipeFormPage (new)', () => {
  it('shows the title, the back link, the fields, unit un. by default and the Create button', async () => {
    renderForm('/recipes/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Creating new Recipe' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/recipes/list');
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Serving')).toHaveValue('');
    expect(screen.getByLabelText('Unit')).toHaveValue('UN');
    expect(screen.getByLabelText('Foods')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("adds a row per selected food with the food's serving as quantity, and drops deselected ones", async () => {
    const { user } = renderForm('/recipes/new');
    await screen.findByLabelText('Foods');

    await toggleFoods(user, 'Rice', 'Egg');

    expect(screen.getByLabelText('Quantity of Rice')).toHaveValue('100');
    expect(screen.getByLabelText('Quantity of Egg')).toHaveValue('1');
    expect(macrosOf(rowOf('Rice'))).toEqual(['28,1', '2,5', '0,2', '128']);
    // the calories column shows calories (72), not proteins
    expect(macrosOf(rowOf('Egg'))).toEqual(['0,6', '6,3', '5', '72']);

    // a changed quantity survives other selections; a deselected food loses its row
    await user.clear(screen.getByLabelText('Quantity of Egg'));
    await user.type(screen.getByLabelText('Quantity of Egg'), '2');
    await toggleFoods(user, 'Rice', 'Banana');

    expect(screen.queryByLabelText('Quantity of Rice')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Quantity of Egg')).toHaveValue('2');
    expect(screen.getByLabelText('Quantity of Banana')).toHaveValue('100');
    expect(
      within(screen.getByRole('table', { name: 'Ingredients' }))
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Egg', 'Banana', 'Total per serving']);
  });

  it('keeps the foods when Backspace or Delete is pressed in the empty search; a food focused with Left arrow goes', async () => {
    const { user } = renderForm('/recipes/new');
    await screen.findByLabelText('Foods');
    await toggleFoods(user, 'Rice', 'Egg');
    await user.clear(screen.getByLabelText('Quantity of Egg'));
    await user.type(screen.getByLabelText('Quantity of Egg'), '2');

    const foods = screen.getByLabelText('Foods');
    await user.click(foods);
    await user.keyboard('{Escape}{Backspace}{Delete}{Backspace}');
    expect(foods).toHaveFocus();
    expect(screen.getByLabelText('Quantity of Rice')).toHaveValue('100');
    expect(screen.getByLabelText('Quantity of Egg')).toHaveValue('2');

    // The deliberate way: the last food focused, then removed.
    await user.keyboard('{ArrowLeft}{Backspace}');
    await waitFor(() => expect(screen.queryByLabelText('Quantity of Egg')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Quantity of Rice')).toHaveValue('100');
  });

  it("recomputes a row's macros and the totals as its quantity is typed", async () => {
    const { user } = renderForm('/recipes/new');
    await screen.findByLabelText('Foods');
    await toggleFoods(user, 'Rice', 'Egg');
    expect(totals()).toEqual(['28,7', '8,8', '5,2', '200']);

    const quantity = screen.getByLabelText('Quantity of Rice');
    await user.clear(quantity);
    await user.type(quantity, '150.5');

    expect(quantity).toHaveValue('150,5');
    // 28.1 / 100 × 150.5 = 42.2905; 2.5 → 3.7625; 0.2 → 0.301; 128 → 192.64
    expect(macrosOf(rowOf('Rice'))).toEqual(['42,291', '3,763', '0,301', '192,64']);
    expect(totals()).toEqual(['42,891', '10,063', '5,301', '264,64']);

    await user.clear(quantity);
    expect(macrosOf(rowOf('Rice'))).toEqual(['0', '0', '0', '0']);
    expect(totals()).toEqual(['0,6', '6,3', '5', '72']);
  });

  it("shows at most 3 labels, then '{n} items selected', and 'No results found' when the search finds nothing", async () => {
    const noMatch = vi.fn(() => ({ data: { foods: { __typename: 'FoodPage' as const, content: [], totalElements: 0 } } }));
    const { user } = renderForm('/recipes/new', [{ ...foodSearch('zzz', []), result: noMatch }]);
    await screen.findByLabelText('Foods');

    await toggleFoods(user, 'Banana', 'Egg', 'Milk');
    expect(screen.getByRole('button', { name: 'Remove Milk' })).toBeInTheDocument();
    expect(screen.queryByText(/items selected/)).not.toBeInTheDocument();

    await toggleFoods(user, 'Rice');
    expect(screen.getByText('4 items selected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Milk' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Foods'), 'zzz');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(noMatch).toHaveBeenCalledTimes(1);
  });

  it('requires name, serving, at least one food and every quantity', async () => {
    const { user } = renderForm('/recipes/new');
    await screen.findByLabelText('Foods');

    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findAllByText('Required field.')).toHaveLength(3);
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Required field.');
    expect(screen.getByLabelText('Serving')).toHaveAccessibleDescription('Required field.');
    const foods = screen.getByLabelText('Foods');
    expect(foods).toHaveAttribute('aria-invalid', 'true');
    expect(foods).toHaveAccessibleDescription(/^Required field\./);
    expect(screen.queryByText(/Select at least one/)).not.toBeInTheDocument();

    await toggleFoods(user, 'Egg');
    expect(screen.getAllByText('Required field.')).toHaveLength(2);
    expect(foods).not.toHaveAttribute('aria-invalid');
    await user.clear(screen.getByLabelText('Quantity of Egg'));
    await user.tab();
    expect(await screen.findByRole('cell', { name: /Required field\./ })).toBeInTheDocument();
    expect(screen.getByLabelText('Quantity of Egg')).toHaveAccessibleDescription('Required field.');

    await user.type(screen.getByLabelText('Quantity of Egg'), '0');
    await user.tab();
    expect(screen.getByLabelText('Quantity of Egg')).toHaveAccessibleDescription('Must be greater than 0.');
  });

  it('keeps a validation error with its ingredient when a row before it is removed', async () => {
    const { user } = renderForm('/recipes/new');
    await screen.findByLabelText('Foods');
    await toggleFoods(user, 'Banana', 'Egg');
    await user.clear(screen.getByLabelText('Quantity of Banana'));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByLabelText('Quantity of Banana')).toHaveAccessibleDescription('Required field.');
    expect(screen.getByLabelText('Quantity of Egg')).not.toHaveAccessibleDescription('Required field.');

    // Remove the invalid Banana row by its chip, then leave the foods: Egg, now first, stays valid.
    await user.click(screen.getByRole('button', { name: 'Remove Banana' }));
    await user.tab();
    expect(screen.queryByLabelText('Quantity of Banana')).not.toBeInTheDocument();
    const egg = screen.getByLabelText('Quantity of Egg');
    expect(egg).not.toHaveAttribute('aria-invalid');
    expect(egg).not.toHaveAccessibleDescription('Required field.');

    // And an error stays with its row when a row after it goes.
    await toggleFoods(user, 'Milk');
    await user.clear(screen.getByLabelText('Quantity of Egg'));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByLabelText('Quantity of Egg')).toHaveAccessibleDescription('Required field.');
    await toggleFoods(user, 'Milk');
    expect(screen.getByLabelText('Quantity of Egg')).toHaveAccessibleDescription('Required field.');
  });

  it('sends { foodId, quantity } with dot decimals, toasts and goes to the list', async () => {
    const input: RecipeInput = {
      name: 'Rice and eggs',
      serving: '1.5',
      unit: 'UN',
      ingredients: [
        { foodId: 4, quantity: '150.5' },
        { foodId: 2, quantity: '2' },
      ],
    };
    const created: RecipeDetailFragment = {
      __typename: 'Recipe',
      id: 10,
      name: 'Rice and eggs',
      serving: '1.5',
      unit: 'UN',
      perServing: { __typename: 'Macros', carbohydrates: '43.491', proteins: '16.363', fats: '10.301', calories: '336.64' },
      ingredients: [
        { __typename: 'Ingredient', id: 1, quantity: '150.5', food: rice },
        { __typename: 'Ingredient', id: 2, quantity: '2', food: egg },
      ],
    };
    const result = vi.fn(() => ({ data: { createRecipe: created } }));
    const { user, pathname } = renderForm('/recipes/new', [{ request: { query: CreateRecipeMutation, variables: { input } }, result }]);
    await screen.findByLabelText('Foods');

    await user.type(screen.getByLabelText('Name'), 'Rice and eggs');
    await user.type(screen.getByLabelText('Serving'), '1.5');
    await toggleFoods(user, 'Rice', 'Egg');
    await user.clear(screen.getByLabelText('Quantity of Rice'));
    await user.type(screen.getByLabelText('Quantity of Rice'), '150,5');
    await user.clear(screen.getByLabelText('Quantity of Egg'));
    await user.type(screen.getByLabelText('Quantity of Egg'), '2');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByTestId('marker')).toHaveTextContent('recipes list');
    expect(pathname()).toBe('/recipes/list');
    expect(result).toHaveBeenCalledWith({ input });
    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(screen.getByText('Rice and eggs was successfully created.')).toBeInTheDocument();
  });

  it("shows the server's messages in the 'Submition failed:' alert", async () => {
    const input: RecipeInput = { name: 'Omelette', serving: '1', unit: 'UN', ingredients: [{ foodId: 2, quantity: '1' }] };
    const { user, pathname } = renderForm('/recipes/new', [
      {
        request: { query: CreateRecipeMutation, variables: { input } },
        result: { errors: [{ message: 'Food with id 2 was not found.', extensions: { code: 'NOT_FOUND' } }] },
      },
    ]);
    await screen.findByLabelText('Foods');
    await user.type(screen.getByLabelText('Name'), 'Omelette');
    await user.type(screen.getByLabelText('Serving'), '1');
    await toggleFoods(user, 'Egg');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Submition failed:');
    expect(alert).toHaveTextContent('Food with id 2 was not found.');
    expect(pathname()).toBe('/recipes/new');
  });
});

describe('RecipeFormPage (edit)', () => {
  const omelette: RecipeDetailFragment = {
    __typename: 'Recipe',
    id: 7,
    name: 'Omelette',
    serving: '1',
    unit: 'UN',
    perServing: { __typename: 'Macros', carbohydrates: '10.8', proteins: '25.4', fats: '21', calories: '410' },
    ingredients: [
      { __typename: 'Ingredient', id: 11, quantity: '3', food: egg },
      { __typename: 'Ingredient', id: 12, quantity: '100', food: milk },
    ],
  };

  it('loads the recipe into the form and saves the changes', async () => {
    const input: RecipeInput = {
      name: 'Omelette',
      serving: '1',
      unit: 'UN',
      ingredients: [{ foodId: 2, quantity: '3' }],
    };
    const updated = { ...omelette, ingredients: [omelette.ingredients[0]] };
    const { user, pathname } = renderForm('/recipes/7/edit', [
      { request: { query: RecipeQuery, variables: { id: 7 } }, result: { data: { recipe: omelette } } },
      { request: { query: UpdateRecipeMutation, variables: { id: 7, input } }, result: { data: { updateRecipe: updated } } },
    ]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Editing Omelette' })).toBeInTheDocument();
    expect(screen.getByLabelText('Serving')).toHaveValue('1');
    expect(screen.getByLabelText('Quantity of Egg')).toHaveValue('3');
    expect(screen.getByLabelText('Quantity of Milk')).toHaveValue('100');
    expect(totals()).toEqual(['6,6', '22,1', '18', '277']);

    await user.click(screen.getByRole('button', { name: 'Remove Milk' }));
    await user.click(screen.getByRole('button', { name: 'Edit' }));

    expect(await screen.findByTestId('marker')).toHaveTextContent('recipes list');
    expect(pathname()).toBe('/recipes/list');
    expect(await screen.findByText('Omelette was successfully edited.')).toBeInTheDocument();
  });

  it('says so when the recipe does not exist', async () => {
    renderForm('/recipes/99/edit', [
      {
        request: { query: RecipeQuery, variables: { id: 99 } },
        result: { errors: [{ message: 'Recipe with id 99 was not found.', extensions: { code: 'NOT_FOUND' } }] },
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Recipe not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the recipes list' })).toHaveAttribute('href', '/recipes/list');
  });
});

/** The foods offered by the open multi-select. */
const menuOptions = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('RecipeFormPage: the foods are searched on the server', () => {
  /** Foods beyond the picker's first foods (the first page shows Banana, Egg, Milk, Rice). */
  const tapioca = food(20, 'Tapioca', '50', 'G', ['27', '0', '0', '110']);
  const tahini = food(21, 'Tahini', '15', 'G', ['3', '2.6', '8', '89']);

  it('offers the first foods, searches as the user types, and keeps the chosen ones whatever the search shows', async () => {
    const search = vi.fn(() => ({ data: { foods: { __typename: 'FoodPage' as const, content: [tahini, tapioca], totalElements: 2 } } }));
    const input: RecipeInput = {
      name: 'Crepioca',
      serving: '1',
      unit: 'UN',
      ingredients: [
        { foodId: 21, quantity: '15' },
        { foodId: 2, quantity: '1' },
      ],
    };
    const created: RecipeDetailFragment = {
      __typename: 'Recipe',
      id: 30,
      name: 'Crepioca',
      serving: '1',
      unit: 'UN',
      perServing: { __typename: 'Macros', carbohydrates: '3.6', proteins: '8.9', fats: '13', calories: '161' },
      ingredients: [
        { __typename: 'Ingredient', id: 1, quantity: '15', food: tahini },
        { __typename: 'Ingredient', id: 2, quantity: '1', food: egg },
      ],
    };
    const save = vi.fn(() => ({ data: { createRecipe: created } }));
    const { user } = renderForm('/recipes/new', [
      { ...foodSearch('ta', []), result: search },
      { request: { query: CreateRecipeMutation, variables: { input } }, result: save },
    ]);
    const foods = await screen.findByLabelText('Foods');
    await user.click(foods);
    await waitFor(() => expect(menuOptions()).toEqual(['Banana', 'Egg', 'Milk', 'Rice']));

    await user.type(foods, 'ta');
    expect(await screen.findByRole('option', { name: 'Tahini' })).toBeInTheDocument();
    expect(menuOptions()).toEqual(['Tahini', 'Tapioca']);
    expect(search).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('option', { name: 'Tahini' }));
    await user.keyboard('{Escape}');

    // Tahini stays an ingredient, with its name and serving, once the list is back to the first foods
    await toggleFoods(user, 'Egg');
    expect(screen.getByLabelText('Quantity of Tahini')).toHaveValue('15');
    expect(screen.getByLabelText('Quantity of Egg')).toHaveValue('1');
    expect(screen.getByRole('button', { name: 'Remove Tahini' })).toBeInTheDocument();
    expect(macrosOf(rowOf('Tahini'))).toEqual(['3', '2,6', '8', '89']);

    await user.type(screen.getByLabelText('Name'), 'Crepioca');
    await user.type(screen.getByLabelText('Serving'), '1');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Crepioca was successfully created.')).toBeInTheDocument();
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('says how many foods the first ones are of, and how many a search found, and nothing when it shows them all', async () => {
    const { user } = renderRoutes({
      routes,
      path: '/recipes/new',
      mocks: [foodSearch(undefined, FOODS, 0, 512), foodSearch('an', [banana], 0, 45), foodSearch('ban', [banana])],
    });
    const foods = await screen.findByLabelText('Foods');
    expect(await screen.findByText('Showing 4 of 512 foods — type to search.')).toBeInTheDocument();
    // read with the field by screen readers
    expect(foods).toHaveAccessibleDescription(/^Showing 4 of 512 foods — type to search\./);
    await user.type(foods, 'an');
    expect(await screen.findByText('Showing 1 of 45 matching foods — type more to narrow.')).toBeInTheDocument();
    expect(foods).toHaveAccessibleDescription(/^Showing 1 of 45 matching foods — type more to narrow\./);
    await user.clear(foods);
    await user.type(foods, 'ban');
    await waitFor(() => expect(menuOptions()).toEqual(['Banana']));
    await waitFor(() => expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument());
    expect(foods).not.toHaveAccessibleDescription(/Showing/);
    await user.clear(foods);
    expect(await screen.findByText('Showing 4 of 512 foods — type to search.')).toBeInTheDocument();

    // with an error, the field is described by the error first, then by the hint
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(foods).toHaveAttribute('aria-invalid', 'true'));
    expect(foods).toHaveAccessibleDescription(/^Required field\. Showing 4 of 512 foods — type to search\./);
  });

  it('says when the foods cannot be loaded, and when there are none yet, read with the Foods field', async () => {
    const failing = { request: { query: FoodPickerQuery, variables: foodPickerVariables() }, error: new Error('Failed to fetch') };
    const { unmount } = renderRoutes({ routes, path: '/recipes/new', mocks: [failing] });
    expect(await screen.findByText("Couldn't load your foods. Server might be down right now.")).toBeInTheDocument();
    expect(screen.getByLabelText('Foods')).toHaveAccessibleDescription(/^Couldn't load your foods\. Server might be down right now\./);
    unmount();

    renderRoutes({ routes, path: '/recipes/new', mocks: [foodSearch(undefined, [])] });
    expect(await screen.findByRole('link', { name: 'Register a food' })).toHaveAttribute('href', '/foods/new');
    expect(screen.getByLabelText('Foods')).toHaveAccessibleDescription(/^You have no foods yet\. Register a food first\./);
  });

  it("shows an edited recipe's foods beyond the first foods, chosen, with their rows", async () => {
    const crepioca: RecipeDetailFragment = {
      __typename: 'Recipe',
      id: 8,
      name: 'Crepioca',
      serving: '1',
      unit: 'UN',
      perServing: { __typename: 'Macros', carbohydrates: '27.6', proteins: '6.3', fats: '5', calories: '182' },
      ingredients: [
        { __typename: 'Ingredient', id: 13, quantity: '50', food: tapioca },
        { __typename: 'Ingredient', id: 14, quantity: '1', food: egg },
      ],
    };
    const { user } = renderForm('/recipes/8/edit', [
      { request: { query: RecipeQuery, variables: { id: 8 } }, result: { data: { recipe: crepioca } } },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Editing Crepioca' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Tapioca' })).toBeInTheDocument();
    expect(screen.getByLabelText('Quantity of Tapioca')).toHaveValue('50');
    expect(totals()).toEqual(['27,6', '6,3', '5', '182']);
    // the list offers the first foods and the chosen Tapioca, in name order, Egg and Tapioca ticked
    await user.click(screen.getByLabelText('Foods'));
    expect(menuOptions()).toEqual(['Banana', '✓Egg', 'Milk', 'Rice', '✓Tapioca']);
  });
});
