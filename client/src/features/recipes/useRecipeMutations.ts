import type { ApolloCache } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import type { RecipeDetailFragment, RecipeInput } from '../../gql/graphql';
import { evictRootField, upsertSortedByName } from '../../shared/cacheLists';
import { useDeleteRecord, useRecordMutation } from '../../shared/recordMutations';
import { CreateRecipeMutation, DeleteRecipeMutation, RecipeRowFragment, UpdateRecipeMutation } from './recipeDocuments';

/*
 * Cache strategy (no refetchQueries), as for foods: the saved recipe is normalised (Recipe:{id}, with its new
 * ingredients and per-serving values); `allRecipes` (name order) is modified in place; the paged `recipes` field
 * is evicted when rows appear, disappear or move (create, rename, delete), so the list shown next queries its
 * page again. A deleted recipe is evicted and the cache garbage-collected (its ingredients go with it). An edited
 * recipe evicts the cached days (`dailyMeal`), whose entries are computed from it.
 */

function cachedRecipeName(cache: ApolloCache, id: number): string | undefined {
  const cacheId = cache.identify({ __typename: 'Recipe', id });
  return cacheId ? (cache.readFragment({ id: cacheId, fragment: RecipeRowFragment })?.name ?? undefined) : undefined;
}

export function useCreateRecipe() {
  const create = useRecordMutation(CreateRecipeMutation, 'createRecipe', 'recipe');
  return useCallback(
    (input: RecipeInput): Promise<RecipeDetailFragment> =>
      create({ input }, (cache, recipe) => {
        upsertSortedByName(cache, 'allRecipes', recipe);
        evictRootField(cache, 'recipes');
      }),
    [create],
  );
}

export function useUpdateRecipe() {
  const client = useApolloClient();
  const update = useRecordMutation(UpdateRecipeMutation, 'updateRecipe', 'recipe');
  return useCallback(
    (id: number, input: RecipeInput): Promise<RecipeDetailFragment> => {
      const previousName = cachedRecipeName(client.cache, id);
      return update({ id, input }, (cache, recipe) => {
        if (recipe.name !== previousName) {
          upsertSortedByName(cache, 'allRecipes', recipe);
          evictRootField(cache, 'recipes');
        }
        // Daily-meal entries of this recipe (and their days' totals) are computed from its new values.
        evictRootField(cache, 'dailyMeal');
        // The replaced ingredients are no longer referenced.
        cache.gc();
      });
    },
    [client, update],
  );
}

/** Deletes a recipe and returns its name; rejects with the server's error (e.g. CONFLICT while a meal uses it). */
export function useDeleteRecipe() {
  return useDeleteRecord(DeleteRecipeMutation, 'deleteRecipe', 'recipe', 'recipes');
}
