import type { ApolloCache } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import type { FoodFieldsFragment, FoodInput } from '../../gql/graphql';
import { evictRootField } from '../../shared/cacheLists';
import { useDeleteRecord, useRecordMutation } from '../../shared/recordMutations';
import { CreateFoodMutation, DeleteFoodMutation, FoodFieldsFragment as FoodFieldsDoc, UpdateFoodMutation } from './foodDocuments';

/*
 * Cache strategy (no refetchQueries):
 * - the saved food is normalised by Apollo (Food:{id}), so every cached view of it updates in place;
 * - the paged `foods` field is evicted (all pages and searches) when the set or the order of rows changes
 *   (create, rename, delete): the list on screen, or the next one shown, queries its page again, which is also how
 *   the current page "reloads" after a deletion (rows shift in from the next page, totals change); the food
 *   pickers' searches (`useFoodSearch`) are answers of the same field, so they follow the same rule (the client
 *   reads no `allFoods`: a catalogue may hold 200,000 foods);
 * - recipes and daily meals are computed from their foods, so an edited food evicts the cached recipe queries and
 *   the cached days (`dailyMeal`).
 */

function cachedFoodName(cache: ApolloCache, id: number): string | undefined {
  const cacheId = cache.identify({ __typename: 'Food', id });
  return cacheId ? (cache.readFragment({ id: cacheId, fragment: FoodFieldsDoc })?.name ?? undefined) : undefined;
}

/** The cached root fields computed from foods' values: recipe macros, daily-meal entries and totals. */
const FIELDS_FROM_FOODS = ['recipes', 'allRecipes', 'recipe', 'dailyMeal'] as const;

export function useCreateFood() {
  const create = useRecordMutation(CreateFoodMutation, 'createFood', 'food');
  return useCallback(
    (input: FoodInput): Promise<FoodFieldsFragment> => create({ input }, (cache) => evictRootField(cache, 'foods')),
    [create],
  );
}

export function useUpdateFood() {
  const client = useApolloClient();
  const update = useRecordMutation(UpdateFoodMutation, 'updateFood', 'food');
  return useCallback(
    (id: number, input: FoodInput): Promise<FoodFieldsFragment> => {
      const previousName = cachedFoodName(client.cache, id);
      return update({ id, input }, (cache, food) => {
        if (food.name !== previousName) evictRootField(cache, 'foods');
        for (const field of FIELDS_FROM_FOODS) evictRootField(cache, field);
      });
    },
    [client, update],
  );
}

/** Deletes a food and returns its name; rejects with the server's error (e.g. CONFLICT while a recipe uses it). */
export function useDeleteFood() {
  return useDeleteRecord(DeleteFoodMutation, 'deleteFood', 'food', 'foods');
}
