import type { ApolloCache } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type {
  DailyMealFieldsFragment,
  MacroGoalsInput,
  MealEntryFieldsFragment,
  MealEntryInput,
  MealInfoFieldsFragment,
} from '../../gql/graphql';
import { useRecordMutation } from '../../shared/recordMutations';
import {
  AddMealEntryMutation,
  CopyDayMutation,
  CopyMealMutation,
  DailyMealQuery,
  DeleteMealEntryMutation,
  RenameMealsMutation,
  StartDayMutation,
  UpdateMacroGoalsMutation,
  UpdateMealEntryMutation,
} from './mealDocuments';
import { optimisticAdd, optimisticDelete, optimisticUpdate } from './optimisticEntries';
import { t } from '../../shared/i18n/i18n';

/*
 * Cache strategy (no refetchQueries, no refetch at all):
 * - start a day: the new day is written into the `dailyMeal(date)` field, so /meals (and the home card, for today)
 *   switch from "not started" to the day at once;
 * - add, edit, delete an entry: the payload's `meal` (selected with the same `MealFields` as the page, so with its
 *   whole `entries` list and fresh `totals`) and `dailyMeal { id totals }` are normalised over the cached Meal and
 *   DailyMeal: the meal's table, the meal's totals, the day's totals and the home card change in place. A deleted
 *   entry is evicted too. Before the server answers, the same payload computed from the cache with the shared
 *   nutrition math (`optimisticEntries.ts`) is shown as Apollo's optimistic layer; Apollo drops that layer when
 *   the answer arrives (the server's payload then stands) or when the server refuses (the cache is as before, and
 *   the caller toasts the failure). Still nothing is refetched;
 * - rename meals: the payload's `mealInfo` and, with a rename date, that day (with its new meal list) are
 *   normalised; meals removed from the day are garbage-collected;
 * - macro goals: the returned `MealInfo` is normalised (the home card reads it);
 * - every change of entries (add, delete, copy) drops the cached `recentMealSources` (the dialog asks again);
 * - copy a day: the returned day is written into `dailyMeal(to)`, like a started day; copy a meal: the payload's
 *   `meal` and `dailyMeal { id totals }` are normalised, like an entry change.
 * Lists the server sends whole replace the cached ones (`mealTypePolicies`).
 */

/** The entry dialog's recent foods and recipes changed (an entry came or went): asked again when next shown. */
function forgetRecent(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'recentMealSources' });
}

/** What an entry is called in messages: its food's or recipe's name. */
export function entryName(entry: { food?: { name: string } | null; recipe?: { name: string } | null }): string {
  return entry.food?.name ?? entry.recipe?.name ?? t('meals.entry.unnamed');
}

export function useStartDay() {
  const start = useRecordMutation(StartDayMutation, 'startDay', 'day');
  return useCallback(
    (date: string): Promise<DailyMealFieldsFragment> =>
      start({ date }, (cache, day) => {
        cache.writeQuery({ query: DailyMealQuery, variables: { date }, data: { dailyMeal: day } });
      }),
    [start],
  );
}

export function useAddMealEntry() {
  const { cache } = useApolloClient();
  const add = useRecordMutation(AddMealEntryMutation, 'addMealEntry', 'entry');
  return useCallback(
    async (mealId: number, input: MealEntryInput): Promise<MealEntryFieldsFragment> =>
      (await add({ mealId, input }, forgetRecent, () => optimisticAdd(cache, mealId, input))).entry,
    [add, cache],
  );
}

export function useUpdateMealEntry() {
  const { cache } = useApolloClient();
  const update = useRecordMutation(UpdateMealEntryMutation, 'updateMealEntry', 'entry');
  return useCallback(
    async (id: number, input: MealEntryInput): Promise<MealEntryFieldsFragment> =>
      (await update({ id, input }, undefined, () => optimisticUpdate(cache, id, input))).entry,
    [update, cache],
  );
}

/** Deletes an entry and returns its food's or recipe's name. */
export function useDeleteMealEntry() {
  const { cache } = useApolloClient();
  const remove = useRecordMutation(DeleteMealEntryMutation, 'deleteMealEntry', 'entry');
  return useCallback(
    async (id: number): Promise<string> => {
      const { entry } = await remove(
        { id },
        (proxy, deleted) => {
          proxy.evict({ id: proxy.identify(deleted.entry) });
          forgetRecent(proxy);
          proxy.gc();
        },
        () => optimisticDelete(cache, id),
      );
      return entryName(entry);
    },
    [remove, cache],
  );
}

/**
 * Replaces the meal names; `previousOrderNumbers[i]` is the order number in `previousNames` (the names the change was
 * made from) of the meal name i continues (null: a new meal). The server refuses the change if `previousNames` are no
 * longer the current names. With `renameDate`, that day's meals follow: kept ones keep their entries, the others go
 * with theirs.
 */
export function useRenameMeals() {
  const [mutate] = useMutation(RenameMealsMutation);
  return useCallback(
    async (
      names: string[],
      previousOrderNumbers: Array<number | null>,
      previousNames: string[],
      renameDate: string | null,
    ): Promise<MealInfoFieldsFragment> => {
      const input = { names, previousOrderNumbers, previousNames };
      const { data } = await mutate({
        variables: { input: renameDate ? { ...input, renameDate } : input },
        update(cache) {
          // Meals removed from the renamed day (and their entries) are no longer referenced.
          cache.gc();
        },
      });
      if (!data) throw new Error('The server sent no meal names.');
      return data.renameMeals.mealInfo;
    },
    [mutate],
  );
}

/** Sets the goals from the user's `today` on (the goal history keeps the days before with the goals they had). */
export function useUpdateMacroGoals() {
  const update = useRecordMutation(UpdateMacroGoalsMutation, 'updateMacroGoals', 'goals');
  return useCallback((input: MacroGoalsInput, today: string): Promise<MealInfoFieldsFragment> => update({ input, date: today }), [update]);
}

/** Copies every entry of the day `from` into the day `to` (started if needed); resolves with `to`'s day. */
export function useCopyDay() {
  const copy = useRecordMutation(CopyDayMutation, 'copyDay', 'day');
  return useCallback(
    (from: string, to: string): Promise<DailyMealFieldsFragment> =>
      copy({ from, to }, (cache, day) => {
        forgetRecent(cache);
        cache.writeQuery({ query: DailyMealQuery, variables: { date: to }, data: { dailyMeal: day } });
      }),
    [copy],
  );
}

/** Copies one meal's entries into another meal. */
export function useCopyMeal() {
  const copy = useRecordMutation(CopyMealMutation, 'copyMeal', 'meal');
  return useCallback((fromMealId: number, toMealId: number) => copy({ fromMealId, toMealId }, forgetRecent), [copy]);
}
