import type { ApolloCache } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { FoodFieldsFragment, FoodInput } from '../../gql/graphql';
import { evictRootField, upsertSortedByName } from '../../shared/cacheLists';
import {
  CreateFoodMutation,
  DeleteFoodMutation,
  FoodFieldsFragment as FoodFieldsDoc,
  UpdateFoodMutation,
} from './foodDocuments';

/**
 * Cache strategy (no refetchQueries):
 * - the saved food is normalised by Apollo (Food:{id}), so every cached view of it updates in place;
 * - `allFoods` (name order) is modified in place: the food is inserted or moved to its place;
 * - the paged `foods` field is evicted (all pages and searches) when the set or the order of rows changes
 *   (create, rename, delete): the list on screen, or the next one shown, queries its page again, which is also how
 *   the current page "reloads" after a deletion (rows shift in from the next page, totals change);
 * - recipes and daily meals are computed from their foods, so an edited food evicts the cached recipe queries and
 *   the cached days (`dailyMeal`).
 */

function cachedFoodName(cache: ApolloCache, id: number): string | undefined {
  const cacheId = cache.identify({ __typename: 'Food', id });
  return cacheId ? (cache.readFragment({ id: cacheId, fragment: FoodFieldsDoc })?.name ?? undefined) : undefined;
}

export function useCreateFood() {
  const [mutate] = useMutation(CreateFoodMutation);
  return useCallback(
    async (input: FoodInput): Promise<FoodFieldsFragment> => {
      const { data } = await mutate({
        variables: { input },
        update(cache, { data: result }) {
          if (!result) return;
          upsertSortedByName(cache, 'allFoods', result.createFood);
          evictRootField(cache, 'foods');
        },
      });
      if (!data) throw new Error('The server sent no food.');
      return data.createFood;
    },
    [mutate],
  );
}

export function useUpdateFood() {
  const client = useApolloClient();
  const [mutate] = useMutation(UpdateFoodMutation);
  return useCallback(
    async (id: number, input: FoodInput): Promise<FoodFieldsFragment> => {
      const previousName = cachedFoodName(client.cache, id);
      const { data } = await mutate({
        variables: { id, input },
        update(cache, { data: result }) {
          if (!result) return;
          const food = result.updateFood;
          if (food.name !== previousName) {
            upsertSortedByName(cache, 'allFoods', food);
            evictRootField(cache, 'foods');
          }
          // Recipe macros and daily-meal entries and totals are computed from their foods' values.
          for (const field of ['recipes', 'allRecipes', 'recipe', 'dailyMeal']) evictRootField(cache, field);
        },
      });
      if (!data) throw new Error('The server sent no food.');
      return data.updateFood;
    },
    [client, mutate],
  );
}

/** Deletes a food and returns its name; rejects with the server's error (e.g. CONFLICT while a recipe uses it). */
export function useDeleteFood() {
  const [mutate] = useMutation(DeleteFoodMutation);
  return useCallback(
    async (id: number): Promise<string> => {
      const { data } = await mutate({
        variables: { id },
        update(cache, { data: result }) {
          if (!result) return;
          cache.evict({ id: cache.identify(result.deleteFood) });
          evictRootField(cache, 'foods');
          cache.gc();
        },
      });
      if (!data) throw new Error('The server sent no food.');
      return data.deleteFood.name;
    },
    [mutate],
  );
}
