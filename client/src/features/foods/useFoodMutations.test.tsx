import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { FoodFieldsFragment, FoodInput } from '../../gql/graphql';
import {
  CreateFoodMutation,
  DeleteFoodMutation,
  foodPickerVariables,
  FoodPickerQuery,
  FoodsPageQuery,
  UpdateFoodMutation,
} from './foodDocuments';
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

const pickerFirst = foodPickerVariables();
const pickerSearch = foodPickerVariables('e');

/**
 * A client whose cache holds page 0 of `foods` and the food pickers' first foods and search for "e" (answers of the
 * same field), all [Apple, Cheese].
 */
function setup(mocks: ReadonlyArray<MockLink.MockedResponse>) {
  const client = new ApolloClient({ cache: new InMemoryCache(), link: new MockLink(mocks) });
  client.writeQuery({
    query: FoodsPageQuery,
    variables: pageVariables,
    data: { foods: { __typename: 'FoodPage', content: [apple, cheese], totalElements: 2 } },
  });
  for (const variables of [pickerFirst, pickerSearch]) {
    client.writeQuery({
      query: FoodPickerQuery,
      variables,
      data: { foods: { __typename: 'FoodPage', content: [apple, cheese], totalElements: 2 } },
    });
  }
  const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
  return { client, wrapper };
}

/** The pickers' cached answers (null once evicted: the picker on screen, or the next one opened, asks again). */
const pickerAnswers = (client: ApolloClient) =>
  [pickerFirst, pickerSearch].map(
    (variables) => client.readQuery({ query: FoodPickerQuery, variables })?.foods.content.map((item) => [item.name, item.calories]) ?? null,
  );
const cachedPage = (client: ApolloClient) => client.readQuery({ query: FoodsPageQuery, variables: pageVariables });

describe('food mutation hooks update the cache', () => {
  it("create: drops the cached pages and the pickers' searches", async () => {
    const banana = food(2, 'Banana');
    const { client, wrapper } = setup([
      { request: { query: CreateFoodMutation, variables: { input: inputOf(banana) } }, result: { data: { createFood: banana } } },
    ]);
    const { result } = renderHook(() => useCreateFood(), { wrapper });

    await act(() => result.current(inputOf(banana)));

    expect(cachedPage(client)).toBeNull();
    expect(pickerAnswers(client)).toEqual([null, null]);
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
    // the pickers' answers show the new values too (the food is normalised), without asking again
    const both = [
      ['Apple', '52'],
      ['Cheese', '50'],
    ];
    expect(pickerAnswers(client)).toEqual([both, both]);
  });

  it("update: a rename drops the cached pages and the pickers' searches (it may leave or join a search)", async () => {
    const renamed = food(1, 'Zucchini');
    const { client, wrapper } = setup([
      { request: { query: UpdateFoodMutation, variables: { id: 1, input: inputOf(renamed) } }, result: { data: { updateFood: renamed } } },
    ]);
    const { result } = renderHook(() => useUpdateFood(), { wrapper });

    await act(() => result.current(1, inputOf(renamed)));

    expect(cachedPage(client)).toBeNull();
    expect(pickerAnswers(client)).toEqual([null, null]);
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
    expect(cachedPage(client)).toBeNull();
    expect(pickerAnswers(client)).toEqual([null, null]);
  });
});
