import { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../app/apolloClient';
import type { RecipeDetailFragment, RecipeInput } from '../../gql/graphql';
import { MealEntryRecipesQuery } from '../meals/mealDocuments';
import { CreateRecipeMutation, DeleteRecipeMutation, RecipeQuery, RecipesPageQuery, UpdateRecipeMutation } from './recipeDocuments';
import { useCreateRecipe, useDeleteRecipe, useUpdateRecipe } from './useRecipeMutations';

const egg = {
  __typename: 'Food' as const,
  id: 5,
  name: 'Egg',
  serving: '1',
  unit: 'UN' as const,
  carbohydrates: '0.6',
  proteins: '6.3',
  fats: '5',
  calories: '72',
};

/** A recipe of `quantity` eggs, its one ingredient row having the id `ingredientId`. */
function recipe(id: number, name: string, ingredientId: number, quantity = '2'): RecipeDetailFragment {
  return {
    __typename: 'Recipe',
    id,
    name,
    serving: '1',
    unit: 'UN',
    ingredients: [{ __typename: 'Ingredient', id: ingredientId, quantity, food: egg }],
    perServing: { __typename: 'Macros', carbohydrates: '1.2', proteins: '12.6', fats: '10', calories: '144' },
  };
}

const omelette = recipe(1, 'Omelette', 11);
const salad = recipe(3, 'Salad', 31);
const pageVariables = { page: 0, size: 9 };

function inputOf({ name, serving, unit, ingredients }: RecipeDetailFragment): RecipeInput {
  return { name, serving, unit, ingredients: ingredients.map(({ food, quantity }) => ({ foodId: food.id, quantity })) };
}

/** A recipe as the meal entry dialog's options hold it (with what the macros preview needs). */
function option({ id, name, unit, serving, ingredients }: RecipeDetailFragment) {
  return { __typename: 'Recipe' as const, id, name, unit, serving, ingredients };
}

/**
 * A client (with the app's cache) holding page 0 of `recipes` and `allRecipes`, both [Omelette, Salad], and
 * `recipe(id: 1)` with Omelette's ingredient (Ingredient:11).
 */
function setup(mocks: ReadonlyArray<MockLink.MockedResponse>) {
  const client = new ApolloClient({ cache: createCache(), link: new MockLink(mocks) });
  client.writeQuery({
    query: RecipesPageQuery,
    variables: pageVariables,
    data: { recipes: { __typename: 'RecipePage', content: [omelette, salad], totalElements: 2 } },
  });
  client.writeQuery({
    query: MealEntryRecipesQuery,
    data: { allRecipes: [option(omelette), option(salad)] },
  });
  client.writeQuery({ query: RecipeQuery, variables: { id: 1 }, data: { recipe: omelette } });
  const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
  return { client, wrapper };
}

const allRecipeNames = (client: ApolloClient) => client.readQuery({ query: MealEntryRecipesQuery })?.allRecipes.map((item) => item.name);
const cachedPage = (client: ApolloClient) => client.readQuery({ query: RecipesPageQuery, variables: pageVariables });
const normalized = (client: ApolloClient) => client.cache.extract();

describe('recipe mutation hooks update the cache', () => {
  it('create: inserts the recipe into allRecipes in name order and drops the cached pages', async () => {
    const porridge = recipe(2, 'Porridge', 21);
    const { client, wrapper } = setup([
      {
        request: { query: CreateRecipeMutation, variables: { input: inputOf(porridge) } },
        result: { data: { createRecipe: porridge } },
      },
    ]);
    const { result } = renderHook(() => useCreateRecipe(), { wrapper });

    let created: RecipeDetailFragment | undefined;
    await act(async () => {
      created = await result.current(inputOf(porridge));
    });

    expect(created?.id).toBe(2);
    expect(allRecipeNames(client)).toEqual(['Omelette', 'Porridge', 'Salad']);
    expect(cachedPage(client)).toBeNull();
  });

  it('update: changes the recipe in place, keeping the cached page when the name is unchanged, and drops replaced ingredients', async () => {
    // The server replaces the ingredient rows: Ingredient:11 goes, Ingredient:12 comes.
    const edited = recipe(1, 'Omelette', 12, '3');
    const { client, wrapper } = setup([
      {
        request: { query: UpdateRecipeMutation, variables: { id: 1, input: inputOf(edited) } },
        result: { data: { updateRecipe: edited } },
      },
    ]);
    const { result } = renderHook(() => useUpdateRecipe(), { wrapper });

    await act(() => result.current(1, inputOf(edited)));

    expect(cachedPage(client)?.recipes.content.map((item) => item.name)).toEqual(['Omelette', 'Salad']);
    expect(allRecipeNames(client)).toEqual(['Omelette', 'Salad']);
    expect(client.readQuery({ query: RecipeQuery, variables: { id: 1 } })?.recipe?.ingredients.map((item) => item.quantity)).toEqual(['3']);
    expect(normalized(client)).toHaveProperty('Ingredient:12');
    expect(normalized(client)).not.toHaveProperty('Ingredient:11');
  });

  it('update: a rename moves the recipe in allRecipes and drops the cached pages', async () => {
    const renamed = recipe(1, 'Tortilla', 11);
    const { client, wrapper } = setup([
      {
        request: { query: UpdateRecipeMutation, variables: { id: 1, input: inputOf(renamed) } },
        result: { data: { updateRecipe: renamed } },
      },
    ]);
    const { result } = renderHook(() => useUpdateRecipe(), { wrapper });

    await act(() => result.current(1, inputOf(renamed)));

    expect(allRecipeNames(client)).toEqual(['Salad', 'Tortilla']);
    expect(cachedPage(client)).toBeNull();
  });

  it('delete: evicts the recipe and its ingredients, drops the cached pages and returns the name', async () => {
    const { client, wrapper } = setup([
      {
        request: { query: DeleteRecipeMutation, variables: { id: 1 } },
        result: { data: { deleteRecipe: { __typename: 'Recipe', id: 1, name: 'Omelette' } } },
      },
    ]);
    const { result } = renderHook(() => useDeleteRecipe(), { wrapper });
    expect(normalized(client)).toHaveProperty('Ingredient:11');

    let name = '';
    await act(async () => {
      name = await result.current(1);
    });

    expect(name).toBe('Omelette');
    expect(normalized(client)).not.toHaveProperty('Recipe:1');
    expect(normalized(client)).not.toHaveProperty('Ingredient:11');
    expect(allRecipeNames(client)).toEqual(['Salad']);
    expect(cachedPage(client)).toBeNull();
  });
});
