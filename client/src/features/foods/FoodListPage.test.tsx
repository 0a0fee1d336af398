import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FoodFieldsFragment } from '../../gql/graphql';
import { deleteAfterConfirming } from '../../test/deletion';
import { Marker, recordMutations, renderRoutes, withToasts } from '../../test/render';
import { DeleteFoodMutation, FoodsPageQuery } from './foodDocuments';
import { FoodListPage } from './FoodListPage';

const routes = withToasts([
  { path: '/foods/list', element: <FoodListPage /> },
  { path: '/foods/new', element: <Marker name="new food" /> },
  { path: '/foods/:id/edit', element: <Marker name="edit food" /> },
]);

const NAMES = ['Apple', 'Banana', 'Cheese', 'Date', 'Egg', 'Fig', 'Grape', 'Ham', 'Kiwi', 'Lemon', 'Mango'];

function food(index: number, overrides: Partial<FoodFieldsFragment> = {}): FoodFieldsFragment {
  return {
    __typename: 'Food',
    id: index + 1,
    name: NAMES[index],
    serving: '100',
    unit: 'G',
    carbohydrates: '10',
    proteins: '1',
    fats: '0.5',
    calories: '50',
    ...overrides,
  };
}

const ALL = NAMES.map((_, index) => food(index));

function pageMock(page: number, rows: FoodFieldsFragment[], totalElements: number, search?: string) {
  return {
    request: { query: FoodsPageQuery, variables: { page, size: 9, ...(search ? { search } : {}) } },
    result: { data: { foods: { __typename: 'FoodPage' as const, content: rows, totalElements } } },
  };
}

type Mocks = NonNullable<Parameters<typeof renderRoutes>[0]['mocks']>;

function renderList(mocks: Mocks, link?: Parameters<typeof renderRoutes>[0]['link']) {
  return renderRoutes({ routes, path: '/foods/list', mocks, link });
}

function rowOf(name: string) {
  const header = screen.getByRole('rowheader', { name });
  const row = header.closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

describe('FoodListPage', () => {
  it('shows the header, the New button and rows with decimal commas and unit labels', async () => {
    const rows = [
      food(0, { serving: '1', unit: 'UN', carbohydrates: '1234.5', proteins: '0.25', fats: '100.000', calories: '52' }),
      food(1, { serving: '200.5', unit: 'ML' }),
    ];
    renderList([pageMock(0, rows, 2)]);

    expect(await screen.findByRole('rowheader', { name: 'Apple' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Foods' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New' })).toHaveAttribute('href', '/foods/new');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'Serving', 'Carbohydrates', 'Proteins', 'Fats', 'Calories', 'Actions']);
    expect(
      within(rowOf('Apple'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 5),
    ).toEqual(['1 un.', '1234,5', '0,25', '100', '52']);
    expect(within(rowOf('Banana')).getAllByRole('cell')[0]).toHaveTextContent('200,5 ml');
    expect(screen.getByRole('link', { name: 'Edit Banana' })).toHaveAttribute('href', '/foods/2/edit');
    expect(screen.getByRole('button', { name: 'Delete Banana' })).toBeEnabled();
    // everything fits on one page
    expect(screen.queryByRole('navigation', { name: 'Foods pages' })).not.toBeInTheDocument();
  });

  it('pages through 9 rows at a time, starting at page 0', async () => {
    const { user } = renderList([pageMock(0, ALL.slice(0, 9), 11), pageMock(1, ALL.slice(9), 11)]);

    expect(await screen.findByRole('rowheader', { name: 'Apple' })).toBeInTheDocument();
    expect(screen.getAllByRole('rowheader')).toHaveLength(9);
    const paginator = screen.getByRole('navigation', { name: 'Foods pages' });
    expect(within(paginator).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(paginator).getByRole('button', { name: 'Page 2' }));

    expect(await screen.findByRole('rowheader', { name: 'Lemon' })).toBeInTheDocument();
    expect(screen.getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['Lemon', 'Mango']);
    expect(within(paginator).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('asks before deleting a food; Cancel and Escape send nothing and give the focus back to its Delete button', async () => {
    const mutations = recordMutations();
    const { user } = renderList([pageMock(0, ALL.slice(0, 3), 3)], mutations.link);

    const deleteBanana = await screen.findByRole('button', { name: 'Delete Banana' });
    await user.click(deleteBanana);
    const dialog = screen.getByRole('dialog', { name: 'Delete Banana?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    // Cancel has the focus: Enter on a habit deletes nothing.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(deleteBanana).toHaveFocus());

    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Delete Banana?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(deleteBanana).toHaveFocus());

    expect(mutations.sent).toEqual([]);
    expect(screen.getByRole('rowheader', { name: 'Banana' })).toBeInTheDocument();
    expect(screen.queryByText('Banana was successfully deleted.')).not.toBeInTheDocument();
  });

  it('deletes after the confirmation, toasts the name, reloads the current page and keeps the focus in the table', async () => {
    const remaining = ALL.filter((item) => item.name !== 'Banana');
    const reload = vi.fn(() => pageMock(0, remaining.slice(0, 9), 10).result);
    const { user } = renderList([
      pageMock(0, ALL.slice(0, 9), 11),
      {
        request: { query: DeleteFoodMutation, variables: { id: 2 } },
        result: { data: { deleteFood: { __typename: 'Food' as const, id: 2, name: 'Banana' } } },
      },
      { request: pageMock(0, [], 0).request, result: reload },
    ]);

    await screen.findByRole('rowheader', { name: 'Banana' });
    // Lemon is the 10th food: on page 2 until Banana goes.
    expect(screen.queryByRole('rowheader', { name: 'Lemon' })).not.toBeInTheDocument();
    const deleteBanana = await deleteAfterConfirming(user, 'Banana');

    expect(await screen.findByText('Deletion succeed')).toBeInTheDocument();
    expect(screen.getByText('Banana was successfully deleted.')).toBeInTheDocument();
    // the page was queried again: Lemon moved up from page 2
    expect(await screen.findByRole('rowheader', { name: 'Lemon' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Banana' })).not.toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
    // Its Delete button went with its row: the focus stays in the table.
    expect(deleteBanana).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Foods' })).toHaveFocus();
  });

  it("shows one 'Deletion failed' toast per server message and keeps the row", async () => {
    const { user } = renderList([
      pageMock(0, ALL.slice(0, 3), 3),
      {
        request: { query: DeleteFoodMutation, variables: { id: 2 } },
        result: {
          errors: [{ message: "You can't delete a food with recipes associated.", extensions: { code: 'CONFLICT' } }],
        },
      },
    ]);

    await deleteAfterConfirming(user, 'Banana');

    expect(await screen.findByText('Deletion failed')).toBeInTheDocument();
    expect(screen.getByText("You can't delete a food with recipes associated.")).toBeInTheDocument();
    expect(screen.queryByText('Deletion succeed')).not.toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Banana' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Banana' })).not.toHaveAttribute('aria-busy'));
  });

  it('toasts each message separately when the server sends several', async () => {
    const { user } = renderList([
      pageMock(0, ALL.slice(0, 3), 3),
      {
        request: { query: DeleteFoodMutation, variables: { id: 1 } },
        result: { errors: [{ message: 'First reason.' }, { message: 'Second reason.' }] },
      },
    ]);

    await deleteAfterConfirming(user, 'Apple');

    expect(await screen.findByText('Second reason.')).toBeInTheDocument();
    expect(screen.getByText('First reason.')).toBeInTheDocument();
    expect(screen.getAllByText('Deletion failed')).toHaveLength(2);
  });

  it('searches on the server after a pause in typing, from page 0', async () => {
    const { user } = renderList([pageMock(0, ALL.slice(0, 9), 11), pageMock(0, [ALL[1]], 1, 'ban')]);
    await screen.findByRole('rowheader', { name: 'Apple' });

    await user.type(screen.getByRole('searchbox', { name: 'Search foods' }), 'ban');

    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Apple' })).not.toBeInTheDocument());
    expect(screen.getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['Banana']);
  });

  it('invites to register the first food when there is none', async () => {
    renderList([pageMock(0, [], 0)]);
    expect(await screen.findByText("You haven't registered any food yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register your first food' })).toHaveAttribute('href', '/foods/new');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
