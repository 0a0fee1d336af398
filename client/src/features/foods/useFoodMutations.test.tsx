import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { FoodFieldsFragment, FoodInput } from '../../gql/graphql';
import { RecipeFoodOptionsQuery } from '../recipes/recipeDocuments';
import { CreateFoodMutation, DeleteFoodMutation, FoodsPageQuery, UpdateFoodMutation } from './foodDocuments';
import { useCreateFood, useDeleteFood, useUpdateFood } from './useFoodMutations';

function food(id: number, name: string, calories = '50'): FoodFieldsFragment {
  return { __typename: 'Food', id, name, serving: '100', unit: 'G', carbohydrates: '10', proteins: '1', fats: '0.5', calories };
}

const apple = food(1, 'Apple');
const cheese = food(3, 'Cheese');
const pageVariables = { page: 0, size: 9 };

function inputOf({ name, serving, unit, carbohydrates, proteins, fats, calories }: FoodFieldsFragment): FoodInput {
  return { name, serving, unit, carbohydrates, proteins, fats, calories };
}

/** A client whose cache holds page 0 of `foods` and `allFoods`, both [Apple, Cheese]. */
function setup(mocks: ReadonlyArray<MockLink.MockedResponse>) {
  const client = new ApolloClient({ cache: new InMemoryCache(), link: new MockLink(mocks) });
  client.writeQuery({
    query: FoodsPageQuery,
    variables: pageVariables,
    data: { foods: { __typename: 'FoodPage', content: [apple, cheese], totalElements: 2 } },
  });
  client.writeQuery({ query: RecipeFoodOptionsQuery, data: { allFoods: [apple, cheese] } });
  const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
  return { client, wrapper };
}

const allFoodNames = (client: ApolloClient) => client.readQuery({ query: RecipeFoodOptionsQuery })?.allFoods.map((item) => item.name);
const cachedPage = (client: ApolloClient) => client.readQuery({ query: FoodsPageQuery, variables: pageVariables });

describe('food mutation hooks update the cache', () => {
  it('create: inserts the food into allFoods in name order and drops the cached pages', async () => {
    const banana = food(2, 'Banana');
    const { client, wrapper } = setup([
      { request: { query: CreateFoodMutation, variables: { input: inputOf(banana) } }, result: { data: { createFood: banana } } },
    ]);
    const { result } = renderHook(() => useCreateFood(), { wrapper });

    await act(() => result.current(inputOf(banana)));

    expect(allFoodNames(client)).toEqual(['Apple', 'Banana', 'Cheese']);
    expect(cachedPage(client)).toBeNull();
  });

  it('update: changes the food in place, keeping the cached page when the name is unchanged', async () => {
    const edited = food(1, 'Apple', '52');
    const { client, wrapper } = setup([
      { request: { query: UpdateFoodMutation, variables: { id: 1, input: inputOf(edited) } }, result: { data: { updateFood: edited } } },
    ]);
    const { result } = renderHook(() => useUpdateFood(), { wrapper });

    await act(() => result.current(1, inputOf(edited)));

    expect(cachedPage(client)?.foods.content.map((item) => [item.name, item.calories])).toEqual([
      ['Apple', '52'],
      ['Cheese', '50'],
    ]);
    expect(allFoodNames(client)).toEqual(['Apple', 'Cheese']);
  });

  it('update: a rename moves the food in allFoods and drops the cached pages', async () => {
    const renamed = food(1, 'Zucchini');
    const { client, wrapper } = setup([
      { request: { query: UpdateFoodMutation, variables: { id: 1, input: inputOf(renamed) } }, result: { data: { updateFood: renamed } } },
    ]);
    const { result } = renderHook(() => useUpdateFood(), { wrapper });

    await act(() => result.current(1, inputOf(renamed)));

    expect(allFoodNames(client)).toEqual(['Cheese', 'Zucchini']);
    expect(cachedPage(client)).toBeNull();
  });

  it('delete: evicts the food, drops the cached pages and returns the name', async () => {
    const { client, wrapper } = setup([
      {
        request: { query: DeleteFoodMutation, variables: { id: 3 } },
        result: { data: { deleteFood: { __typename: 'Food', id: 3, name: 'Cheese' } } },
      },
    ]);
    const { result } = renderHook(() => useDeleteFood(), { wrapper });

    let name = '';
    await act(async () => {
      name = await result.current(3);
    });

    expect(name).toBe('Cheese');
    expect(client.cache.extract()).not.toHaveProperty('Food:3');
    expect(allFoodNames(client)).toEqual(['Apple']);
    expect(cachedPage(client)).toBeNull();
  });
});
