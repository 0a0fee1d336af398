import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CurrentUserQuery } from '../features/auth/useCurrentUser';
import { foodPickerVariables, FoodPickerQuery, FoodsPageQuery } from '../features/foods/foodDocuments';
import { RecipesPageQuery } from '../features/recipes/recipeDocuments';
import { expIn, makeJwt, storeToken } from '../test/jwt';
import { renderRoutes } from '../test/render';
import { routes } from './routes';

const meMock = {
  request: { query: CurrentUserQuery },
  result: { data: { me: { __typename: 'User' as const, id: 1, name: 'Ana Souza', email: 'ana@example.com', language: 'EN' as const } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
const emptyFoods = {
  request: { query: FoodsPageQuery, variables: { page: 0, size: 9 } },
  result: { data: { foods: { __typename: 'FoodPage' as const, content: [], totalElements: 0 } } },
};
const emptyRecipes = {
  request: { query: RecipesPageQuery, variables: { page: 0, size: 9 } },
  result: { data: { recipes: { __typename: 'RecipePage' as const, content: [], totalElements: 0 } } },
};
const noFoodOptions = {
  request: { query: FoodPickerQuery, variables: foodPickerVariables() },
  result: { data: { foods: { __typename: 'FoodPage' as const, content: [], totalElements: 0 } } },
};

function renderSignedIn(path: string, mocks: Parameters<typeof renderRoutes>[0]['mocks'] = []) {
  storeToken(makeJwt({ sub: '1', exp: expIn(3600) }));
  return renderRoutes({ routes, path, mocks: [meMock, ...(mocks ?? [])] });
}

describe('diet routes', () => {
  it('redirects /foods to /foods/list', async () => {
    const { pathname } = renderSignedIn('/foods', [emptyFoods]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Foods' })).toBeInTheDocument();
    expect(pathname()).toBe('/foods/list');
  });

  it('redirects /recipes to /recipes/list', async () => {
    const { pathname } = renderSignedIn('/recipes', [emptyRecipes]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Recipes' })).toBeInTheDocument();
    expect(pathname()).toBe('/recipes/list');
    expect(await screen.findByRole('link', { name: 'Create your first recipe' })).toHaveAttribute('href', '/recipes/new');
  });

  it('opens the new-food form', async () => {
    renderSignedIn('/foods/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Registering new food' })).toBeInTheDocument();
  });

  it('opens the new-recipe form, pointing to the foods page while there are no foods', async () => {
    renderSignedIn('/recipes/new', [noFoodOptions]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Creating new Recipe' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Register a food' })).toHaveAttribute('href', '/foods/new');
  });
});
