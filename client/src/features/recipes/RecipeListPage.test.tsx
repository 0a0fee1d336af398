import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RecipeRowFragment } from '../../gql/graphql';
import { Marker, renderRoutes, withToasts } from '../../test/render';
import { DeleteRecipeMutation, RecipesPageQuery } from './recipeDocuments';
import { RecipeListPage } from './RecipeListPage';

const routes = withToasts([
  { path: '/recipes/list', element: <RecipeListPage /> },
  { path: '/recipes/new', element: <Marker name="new recipe" /> },
]);

function recipe(id: number, name: string, overrides: Partial<RecipeRowFragment> = {}): RecipeRowFragment {
  return {
    __typename: 'Recipe',
    id,
    name,
    serving: '1',
    unit: 'UN',
    perServing: { __typename: 'Macros', carbohydrates: '43.35', proteins: '16.35', fats: '10.3', calories: '336' },
    ...overrides,
  };
}

const omelette = recipe(1, 'Omelette');
const porridge = recipe(2, 'Porridge', { serving: '350.5', unit: 'G' });
const salad = recipe(3, 'Salad');

/** Eleven recipes in name order: page 0 holds the first nine, page 1 the last two. */
const ELEVEN = ['Bread', 'Cake', 'Curry', 'Falafel', 'Granola', 'Hummus', 'Lasagna', 'Muffin', 'Pancake', 'Risotto', 'Soup'].map(
  (name, index) => recipe(100 + index, name),
);

function pageMock(rows: RecipeRowFragment[], totalElements = rows.length, { page = 0, search }: { page?: number; search?: string } = {}) {
  return {
    request: { query: RecipesPageQuery, variables: { page, size: 9, ...(search ? { search } : {}) } },
    result: { data: { recipes: { __typename: 'RecipePage' as const, content: rows, totalElements } } },
  };
}

function rowOf(name: string) {
  const row = screen.getByRole('rowheader', { name }).closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

describe('RecipeListPage', () => {
  it('shows serving with unit and the macros of one serving, with decimal commas', async () => {
    renderRoutes({ routes, path: '/recipes/list', mocks: [pageMock([omelette, porridge])] });

    expect(await screen.findByRole('rowheader', { name: 'Omelette' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Recipes' })).toBeInTheDocument();
    expect(document.title).toBe('Recipes · Fitness Manager');
    expect(screen.getByRole('link', { name: 'New' })).toHaveAttribute('href', '/recipes/new');
    expect(
      within(rowOf('Omelette'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 5),
    ).toEqual(['1 un.', '43,35', '16,35', '10,3', '336']);
    expect(within(rowOf('Porridge')).getAllByRole('cell')[0]).toHaveTextContent('350,5 g');
    expect(screen.getByRole('link', { name: 'Edit Porridge' })).toHaveAttribute('href', '/recipes/2/edit');
  });

  it('asks before deleting, saying the ingredients go with the recipe; Cancel keeps it', async () => {
    const { user } = renderRoutes({ routes, path: '/recipes/list', mocks: [pageMock([omelette, porridge])] });

    const deleteButton = await screen.findByRole('button', { name: 'Delete Omelette' });
    await user.click(deleteButton);

    const dialog = screen.getByRole('dialog', { name: 'Delete Omelette?' });
    expect(dialog).toHaveTextContent(
      'Its ingredients (the foods and their quantities in this recipe) are deleted with it. The foods themselves stay. This cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Omelette' })).toBeInTheDocument();
    expect(screen.queryByText('Omelette was successfully deleted.')).not.toBeInTheDocument();
  });

  it("deletes after the confirmation with a 'Success' toast (only foods and routines say 'Deletion succeed') and reloads the page", async () => {
    const { user } = renderRoutes({
      routes,
      path: '/recipes/list',
      mocks: [
        pageMock([omelette, porridge]),
        {
          request: { query: DeleteRecipeMutation, variables: { id: 1 } },
          result: { data: { deleteRecipe: { __typename: 'Recipe' as const, id: 1, name: 'Omelette' } } },
        },
        pageMock([porridge, salad]),
      ],
    });

    const deleteButton = await screen.findByRole('button', { name: 'Delete Omelette' });
    await user.click(deleteButton);
    // Nothing is deleted before the confirmation.
    const dialog = screen.getByRole('dialog', { name: 'Delete Omelette?' });
    expect(screen.getByRole('rowheader', { name: 'Omelette' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Omelette was successfully deleted.')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    expect(screen.queryByText('Deletion succeed')).not.toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'Salad' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Omelette' })).not.toBeInTheDocument();
    // The focused Delete button went with its row: the focus stays in the table.
    expect(deleteButton).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Recipes' })).toHaveFocus();
  });

  it("shows 'Deletion failed' with the server's message", async () => {
    const { user } = renderRoutes({
      routes,
      path: '/recipes/list',
      mocks: [
        pageMock([omelette]),
        {
          request: { query: DeleteRecipeMutation, variables: { id: 1 } },
          result: { errors: [{ message: "You can't delete a recipe used in a meal.", extensions: { code: 'CONFLICT' } }] },
        },
      ],
    });

    await user.click(await screen.findByRole('button', { name: 'Delete Omelette' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete Omelette?' })).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Deletion failed')).toBeInTheDocument();
    expect(screen.getByText("You can't delete a recipe used in a meal.")).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Omelette' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Omelette' })).toHaveFocus();
  });

  it('pages through 9 recipes at a time: Page 2 queries page 1 and shows its rows', async () => {
    const { user } = renderRoutes({
      routes,
      path: '/recipes/list',
      mocks: [pageMock(ELEVEN.slice(0, 9), 11), pageMock(ELEVEN.slice(9), 11, { page: 1 })],
    });

    expect(await screen.findByRole('rowheader', { name: 'Bread' })).toBeInTheDocument();
    expect(screen.getAllByRole('rowheader')).toHaveLength(9);
    const paginator = screen.getByRole('navigation', { name: 'Recipes pages' });
    expect(within(paginator).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(paginator).getByRole('button', { name: 'Page 2' }));

    expect(await screen.findByRole('rowheader', { name: 'Soup' })).toBeInTheDocument();
    expect(screen.getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['Risotto', 'Soup']);
    expect(within(paginator).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('searches on the server with the typed text and shows the matching rows', async () => {
    const searched = vi.fn(() => pageMock([porridge], 1, { search: 'por' }).result);
    const { user } = renderRoutes({
      routes,
      path: '/recipes/list',
      mocks: [pageMock([omelette, porridge, salad]), { request: pageMock([], 0, { search: 'por' }).request, result: searched }],
    });
    await screen.findByRole('rowheader', { name: 'Omelette' });

    await user.type(screen.getByRole('searchbox', { name: 'Search recipes' }), 'por');

    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Omelette' })).not.toBeInTheDocument());
    expect(screen.getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['Porridge']);
    expect(searched).toHaveBeenCalledTimes(1);
  });
});
