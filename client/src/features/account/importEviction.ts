import type { ApolloCache } from '@apollo/client';
import type { ImportSummaryFieldsFragment } from '../../gql/graphql';
import { evictRootField, evictRootFieldsExcept } from '../../shared/cacheLists';

/** What an import reports it wrote: the count of `item` in its summary (0 when not counted). */
export const countIn = (summary: ImportSummaryFieldsFragment, item: string) => summary.counts.find((c) => c.item === item)?.count ?? 0;

/** The root reads an import leaves, whatever it wrote: it never writes the user. */
export const NEVER_IMPORTED = ['me'];
/** A history's finished workouts: outside any routine, with no session completion (training history and routines stay). */
export const HISTORY_READS = ['workouts', 'exerciseHistory', 'exerciseProgress', 'exerciseRecords'];
/** The exercises a history creates when the account lacks them, and the tag it gives them. */
export const HISTORY_EXERCISE_READS = ['exercises', 'allExercises', 'tags', 'allTags'];
/** New foods are in the food lists only. */
export const NEW_FOOD_READS = ['foods', 'allFoods'];
/** An updated food changes itself and the days, recipes, recent sources and progress that use it. */
export const UPDATED_FOOD_READS = ['food', 'recentMealSources', 'dailyMeal', 'dietProgress', 'recipes', 'allRecipes', 'recipe'];

/**
 * Forgets the cached reads an import changed, from what its summary says it wrote (evicted, so pages read them again
 * when next shown). An account export may hold anything the account has: every root read but `me`, so a root field
 * added later is forgotten too.
 */
export function forgetImported(cache: ApolloCache, summary: ImportSummaryFieldsFragment) {
  switch (summary.kind) {
    case 'ACCOUNT_JSON':
      evictRootFieldsExcept(cache, NEVER_IMPORTED);
      break;
    case 'WORKOUT_HISTORY_CSV':
      for (const field of [...HISTORY_READS, ...(countIn(summary, 'exercises') > 0 ? HISTORY_EXERCISE_READS : [])])
        evictRootField(cache, field);
      break;
    case 'FOODS_CSV':
      for (const field of [...NEW_FOOD_READS, ...(countIn(summary, 'updatedFoods') > 0 ? UPDATED_FOOD_READS : [])])
        evictRootField(cache, field);
      break;
  }
  cache.gc();
}
