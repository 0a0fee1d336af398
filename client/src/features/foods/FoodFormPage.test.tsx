import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FoodInput } from '../../gql/graphql';
import { Marker, renderRoutes, withToasts } from '../../test/render';
import { CreateFoodMutation, FoodQuery, FoodsPageQuery, UpdateFoodMutation } from './foodDocuments';
import { FoodFormPage } from './FoodFormPage';
import { FoodListPage } from './FoodListPage';

const routes = withToasts([
  { path: '/foods/new', element: <FoodFormPage /> },
  { path: '/foods/:id/edit', element: <FoodFormPage /> },
  { path: '/foods/list', element: <Marker name="foods list" /> },
]);

const banana = {
  __typename: 'Food' as const,
  id: 3,
  name: 'Banana',
  serving: '100',
  unit: 'G' as const,
  carbohydrates: '22.8',
  proteins: '1.1',
  fats: '0.3',
  calories: '89',
};

const input: FoodInput = {
  name: 'Banana',
  serving: '100',
  unit: 'G',
  carbohydrates: '22.8',
  proteins: '1.1',
  fats: '0.3',
  calories: '89.5',
};

type Mocks = Parameters<typeof renderRoutes>[0]['mocks'];

function renderForm(path: string, mocks: Mocks = []) {
  return renderRoutes({ routes, path, mocks });
}

async function fillBanana(user: ReturnType<typeof renderForm>['user']) {
  await user.type(await screen.findByLabelText('Name'), 'Banana');
  await user.type(screen.getByLabelText('Serving'), '100');
  await user.type(screen.getByLabelText('Carbohydrates'), '22.8');
  await user.type(screen.getByLabelText('Proteins'), '1,1');
  await user.type(screen.getByLabelText('Fats'), '0.3');
  await user.type(screen.getByLabelText('Calories'), '89.5');
}

describe('FoodFormPage (new)', () => {
  it('shows the title, the back link, the fields with unit g by default and the Create button', async () => {
    renderForm('/foods/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Registering new food' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/foods/list');
    for (const label of ['Name', 'Serving', 'Carbohydrates', 'Proteins', 'Fats', 'Calories']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
    const unit = screen.getByLabelText('Unit');
    expect(unit).toHaveValue('G');
    expect(
      within(unit)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['g', 'ml', 'un.']);
    expect(screen.getByRole('button', { name: 'Create' })).toBeInTheDocument();
  });

  it('masks amounts: a dot becomes a comma, at most 3 decimals, no thousands separator, no letters', async () => {
    const { user } = renderForm('/foods/new');
    const serving = await screen.findByLabelText('Serving');

    await user.type(serving, '1.5');
    expect(serving).toHaveValue('1,5');

    await user.clear(serving);
    await user.type(serving, '2,1234');
    expect(serving).toHaveValue('2,123');

    await user.clear(serving);
    await user.type(serving, '1234567');
    expect(serving).toHaveValue('1234567');

    await user.clear(serving);
    await user.type(serving, '12a-b');
    expect(serving).toHaveValue('12');
  });

  it("shows 'Required field.' under every empty field only after submitting", async () => {
    const { user } = renderForm('/foods/new');
    await screen.findByLabelText('Name');
    expect(screen.queryByText('Required field.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findAllByText('Required field.')).toHaveLength(6);
    expect(screen.getByLabelText('Serving')).toHaveAccessibleDescription('Required field.');
    expect(screen.getByLabelText('Calories')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a field error once that field is left empty', async () => {
    const { user } = renderForm('/foods/new');
    await user.click(await screen.findByLabelText('Fats'));
    await user.tab();
    expect(await screen.findByText('Required field.')).toBeInTheDocument();
    expect(screen.getByLabelText('Fats')).toHaveAccessibleDescription('Required field.');
  });

  it('shows an amount error as soon as the amount is edited, even if emptied again', async () => {
    const { user } = renderForm('/foods/new');
    const serving = await screen.findByLabelText('Serving');
    await user.type(serving, '1');
    expect(screen.queryByText('Required field.')).not.toBeInTheDocument();

    await user.clear(serving);

    expect(serving).toHaveFocus();
    expect(serving).toHaveAttribute('aria-invalid', 'true');
    expect(serving).toHaveAccessibleDescription('Required field.');
  });

  it('refuses a lone decimal comma as "Must be a number." (it was saved as 0), and sends nothing', async () => {
    const result = vi.fn(() => ({ data: { createFood: banana } }));
    const { user, pathname } = renderForm('/foods/new', [{ request: { query: CreateFoodMutation, variables: () => true }, result }]);
    await fillBanana(user);
    await user.clear(screen.getByLabelText('Fats'));
    await user.type(screen.getByLabelText('Fats'), ',');
    await user.clear(screen.getByLabelText('Serving'));
    await user.type(screen.getByLabelText('Serving'), ',');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(screen.getByLabelText('Serving')).toHaveFocus());
    expect(screen.getByLabelText('Serving')).toHaveAccessibleDescription('Must be a number.');
    expect(screen.getByLabelText('Fats')).toHaveAccessibleDescription('Must be a number.');
    expect(result).not.toHaveBeenCalled();
    expect(pathname()).toBe('/foods/new');
  });

  it('moves the focus to the first invalid field after a submit fails validation', async () => {
    const { user } = renderForm('/foods/new');
    await user.type(await screen.findByLabelText('Name'), 'Banana');
    await user.type(screen.getByLabelText('Serving'), '100');

    await user.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(screen.getByLabelText('Carbohydrates')).toHaveFocus());
    expect(screen.getByLabelText('Carbohydrates')).toHaveAccessibleDescription('Required field.');
  });

  it('sends the amounts with a dot, toasts success and goes to the list', async () => {
    const result = vi.fn(() => ({ data: { createFood: { ...banana, calories: '89.5' } } }));
    const { user, pathname } = renderForm('/foods/new', [{ request: { query: CreateFoodMutation, variables: { input } }, result }]);

    await fillBanana(user);
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByTestId('marker')).toHaveTextContent('foods list');
    expect(pathname()).toBe('/foods/list');
    expect(result).toHaveBeenCalledWith({ input });
    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(screen.getByText('Banana was successfully created.')).toBeInTheDocument();
  });

  it("shows the server's messages in the 'Submition failed:' alert and field messages under the fields", async () => {
    const { user, pathname } = renderForm('/foods/new', [
      {
        request: { query: CreateFoodMutation, variables: { input } },
        result: {
          errors: [
            {
              message: 'Must be greater than 0.',
              extensions: { code: 'BAD_USER_INPUT', fields: { serving: ['Must be greater than 0.'] } },
            },
            { message: 'Something else went wrong.' },
          ],
        },
      },
    ]);

    await fillBanana(user);
    await user.click(screen.getByRole('button', { name: 'Create' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Submition failed:');
    expect(alert).toHaveTextContent('Something else went wrong.');
    expect(screen.getByLabelText('Serving')).toHaveAccessibleDescription('Must be greater than 0.');
    expect(pathname()).toBe('/foods/new');
    expect(screen.getByLabelText('Name')).toHaveValue('Banana');
  });
});

describe('FoodFormPage (edit)', () => {
  it('loads the food with decimal commas and saves it with dots', async () => {
    const edited: FoodInput = { ...input, name: 'Banana prata', calories: '89' };
    const { user, pathname } = renderForm('/foods/3/edit', [
      { request: { query: FoodQuery, variables: { id: 3 } }, result: { data: { food: banana } } },
      {
        request: { query: UpdateFoodMutation, variables: { id: 3, input: edited } },
        result: { data: { updateFood: { ...banana, name: 'Banana prata' } } },
      },
    ]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Editing food Banana' })).toBeInTheDocument();
    expect(screen.getByLabelText('Carbohydrates')).toHaveValue('22,8');
    expect(screen.getByLabelText('Unit')).toHaveValue('G');

    await user.type(screen.getByLabelText('Name'), ' prata');
    await user.click(screen.getByRole('button', { name: 'Edit' }));

    expect(await screen.findByTestId('marker')).toHaveTextContent('foods list');
    expect(pathname()).toBe('/foods/list');
    expect(await screen.findByText('Banana prata was successfully edited.')).toBeInTheDocument();
  });

  it('says so when the food does not exist, with a link back to the list', async () => {
    renderForm('/foods/99/edit', [
      {
        request: { query: FoodQuery, variables: { id: 99 } },
        result: { errors: [{ message: 'Food with id 99 was not found.', extensions: { code: 'NOT_FOUND' } }] },
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Food not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the foods list' })).toHaveAttribute('href', '/foods/list');
  });

  it('treats a non-numeric id as not found without asking the server', async () => {
    renderForm('/foods/abc/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Food not found' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading…')).not.toBeInTheDocument());
  });
});

describe('FoodFormPage opened from the list', () => {
  const listRoutes = withToasts([
    { path: '/foods/list', element: <FoodListPage /> },
    { path: '/foods/new', element: <FoodFormPage /> },
    { path: '/foods/:id/edit', element: <FoodFormPage /> },
  ]);
  const food = (id: number, name: string, calories = '50') => ({ ...banana, id, name, calories });
  const SEARCHED_PAGE_2 = [food(10, 'Banana nanica'), food(11, 'Banana prata'), food(12, 'Banana terra')];
  const listPage = {
    request: { query: FoodsPageQuery, variables: { page: 1, size: 9, search: 'banana' } },
    result: { data: { foods: { __typename: 'FoodPage' as const, content: SEARCHED_PAGE_2, totalElements: 12 } } },
  };
  const calories = (name: string) =>
    within(screen.getByRole('rowheader', { name }).closest('tr')!).getAllByRole('cell').at(-2)?.textContent;

  it('returns to the page and search it was opened from after a save, the row showing its new values', async () => {
    const edited: FoodInput = { ...input, name: 'Banana prata', calories: '60' };
    const { user, router } = renderRoutes({
      routes: listRoutes,
      path: '/foods/list?search=banana&page=2',
      mocks: [
        listPage,
        { request: { query: FoodQuery, variables: { id: 11 } }, result: { data: { food: food(11, 'Banana prata', '89') } } },
        {
          request: { query: UpdateFoodMutation, variables: { id: 11, input: edited } },
          result: { data: { updateFood: food(11, 'Banana prata', '60') } },
        },
      ],
    });
    await screen.findByRole('rowheader', { name: 'Banana prata' });
    expect(calories('Banana prata')).toBe('50');

    await user.click(screen.getByRole('link', { name: 'Edit Banana prata' }));
    const caloriesBox = await screen.findByLabelText('Calories');
    // the header's way back leads there too
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/foods/list?search=banana&page=2');
    await user.clear(caloriesBox);
    await user.type(caloriesBox, '60');
    await user.click(screen.getByRole('button', { name: 'Edit' }));

    expect(await screen.findByText('Banana prata was successfully edited.')).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/foods/list?search=banana&page=2');
    expect(await screen.findByRole('rowheader', { name: 'Banana terra' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search foods' })).toHaveValue('banana');
    const paginator = screen.getByRole('navigation', { name: 'Foods pages' });
    expect(within(paginator).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    // the saved food as the server answered it (Apollo's cache), not as the list first showed it
    expect(calories('Banana prata')).toBe('60');
  });

  it("goes back from New to the list's page and search too", async () => {
    const { user } = renderRoutes({ routes: listRoutes, path: '/foods/list?search=banana&page=2', mocks: [listPage] });
    await screen.findByRole('rowheader', { name: 'Banana prata' });
    await user.click(screen.getByRole('link', { name: 'New' }));
    await screen.findByRole('heading', { level: 1, name: 'Registering new food' });
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/foods/list?search=banana&page=2');
  });
});
