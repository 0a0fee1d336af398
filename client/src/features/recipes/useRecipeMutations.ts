import type { ApolloCache } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { RecipeDetailFragment, RecipeInput } from '../../gql/graphql';
import { evictRootField, upsertSortedByName } from '../../shared/cacheLists';
import { CreateRecipeMutation, DeleteRecipeMutation, RecipeRowFragment, UpdateRecipeMutation } from './recipeDocuments';

/**
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
  const [mutate] = useMutation(CreateRecipeMutation);
  return useCallback(
    async (input: RecipeInput): Promise<RecipeDetailFragment> => {
      const { data } = await mutate({
        variables: { input },
        update(cache, { data: result }) {
          if (!result) return;
          upsertSortedByName(cache, 'allRecipes', result.createRecipe);
          evictRootField(cache, 'recipes');
        },
      });
      if (!data) throw new Error('The server sent no recipe.');
      return data.createRecipe;
    },
    [mutate],
  );
}

export function useUpdateRecipe() {
  const client = useApolloClient();
  const [mutate] = useMutation(UpdateRecipeMutation);
  return useCallback(
    async (id: number, input: RecipeInput): Promise<RecipeDetailFragment> => {
      const previousName = cachedRecipeName(client.cache, id);
      const { data } = await mutate({
        variables: { id, input },
        update(cache, { data: result }) {
          if (!result) return;
          const recipe = result.updateRecipe;
          if (recipe.name !== previousName) {
            upsertSortedByName(cache, 'allRecipes', recipe);
            evictRootField(cache, 'recipes');
          }
          // Daily-meal entries of this recipe (and their days' totals) are computed from its new values.
          evictRootField(cache, 'dailyMeal');
          // The replaced ingredients are no longer referenced.
          cache.gc();
        },
      });
      if (!data) throw new Error('The server sent no recipe.');
      return data.updateRecipe;
    },
    [client, mutate],
  );
}

/** Deletes a recipe and returns its name; rejects with the server's error (e.g. CONFLICT while a meal uses it). */
export function useDeleteRecipe() {
  const [mutate] = useMutation(DeleteRecipeMutation);
  return useCallback(
    async (id: number): Promise<string> => {
      const { data } = await mutate({
        variables: { id },
        update(cache, { data: result }) {
          if (!result) return;
          cache.evict({ id: cache.identify(result.deleteRecipe) });
          evictRootField(cache, 'recipes');
          cache.gc();
        },
      });
      if (!data) throw new Error('The server sent no recipe.');
      return data.deleteRecipe.name;
    },
    [mutate],
  );
}
