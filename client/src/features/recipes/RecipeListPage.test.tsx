import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

function pageMock(rows: RecipeRowFragment[], totalElements = rows.length) {
  return {
    request: { query: RecipesPageQuery, variables: { page: 0, size: 9 } },
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
    expect(within(rowOf('Omelette')).getAllByRole('cell').map((cell) => cell.textContent).slice(0, 5)).toEqual([
      '1 un.',
      '43,35',
      '16,35',
      '10,3',
      '336',
    ]);
    expect(within(rowOf('Porridge')).getAllByRole('cell')[0]).toHaveTextContent('350,5 g');
    expect(screen.getByRole('link', { name: 'Edit Porridge' })).toHaveAttribute('href', '/recipes/2/edit');
  });

  it("deletes at once with a 'Success' toast (spec §8: only foods and routines say 'Deletion succeed') and reloads the page", async () => {
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

    expect(await screen.findByText('Deletion failed')).toBeInTheDocument();
    expect(screen.getByText("You can't delete a recipe used in a meal.")).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Omelette' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Omelette' })).toHaveFocus();
  });
});
