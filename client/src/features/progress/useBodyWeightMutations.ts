import type { ApolloCache, Reference } from '@apollo/client';
import { useCallback } from 'react';
import type { BodyWeightFieldsFragment, BodyWeightTrendFieldsFragment } from '../../gql/graphql';
import { formatPtBrDate } from '../../shared/dates';
import { t } from '../../shared/i18n/i18n';
import { useRecordMutation } from '../../shared/recordMutations';
import { BodyWeightTrendQuery, DeleteBodyWeightMutation, SetBodyWeightMutation } from './progressDocuments';

/*
 * Cache strategy (no refetch): a weight set or deleted changes the cached `bodyWeights(from, to)` lists whose range
 * holds its date (the saved weight goes in at its date, replacing another one of that date; a deleted one comes
 * out and is evicted), and the trend the mutation returns is written into `bodyWeightTrend(today)` (the home card).
 */

/** The `from` and `to` of a cached `bodyWeights({"from":…,"to":…})` field. */
function rangeOf(storeFieldName: string): { from: string; to: string } | null {
  const open = storeFieldName.indexOf('(');
  if (open < 0) return null;
  try {
    const args = JSON.parse(storeFieldName.slice(open + 1, -1)) as { from?: unknown; to?: unknown };
    return typeof args.from === 'string' && typeof args.to === 'string' ? { from: args.from, to: args.to } : null;
  } catch {
    return null;
  }
}

/** Puts a saved weight into every cached list whose range holds its date, by date; another weight of that date goes. */
export function upsertBodyWeight(cache: ApolloCache, weight: BodyWeightFieldsFragment): void {
  const id = cache.identify(weight);
  if (!id) return;
  cache.modify<{ bodyWeights: Reference[] }>({
    id: 'ROOT_QUERY',
    fields: {
      bodyWeights(existing, { storeFieldName, readField, toReference }) {
        const range = rangeOf(storeFieldName);
        if (!range || weight.date < range.from || weight.date > range.to) return existing;
        const ref = toReference(id);
        if (!ref) return existing;
        const others = (existing as Reference[]).filter((item) => item.__ref !== id && readField<string>('date', item) !== weight.date);
        const at = others.findIndex((item) => (readField<string>('date', item) ?? '') > weight.date);
        return at < 0 ? [...others, ref] : [...others.slice(0, at), ref, ...others.slice(at)];
      },
    },
  });
}

/** Takes a deleted weight out of the cached lists and out of the cache. */
export function removeBodyWeight(cache: ApolloCache, weight: BodyWeightFieldsFragment): void {
  const id = cache.identify(weight);
  if (!id) return;
  cache.modify<{ bodyWeights: Reference[] }>({
    id: 'ROOT_QUERY',
    fields: {
      bodyWeights: (existing) => (existing as Reference[]).filter((item) => item.__ref !== id),
    },
  });
  cache.evict({ id });
  cache.gc();
}

/** The trend up to `today` as the home card reads it. */
export function writeTrend(cache: ApolloCache, today: string, trend: BodyWeightTrendFieldsFragment): void {
  cache.writeQuery({ query: BodyWeightTrendQuery, variables: { today }, data: { bodyWeightTrend: trend } });
}

/** Logs a weight for a date (replacing that date's weight); `today` is the user's, for the trend. */
export function useSetBodyWeight() {
  const set = useRecordMutation(SetBodyWeightMutation, 'setBodyWeight', 'weight');
  return useCallback(
    async (input: { date: string; weight: string }, today: string): Promise<BodyWeightFieldsFragment> => {
      const payload = await set({ input, today }, (cache, result) => {
        upsertBodyWeight(cache, result.bodyWeight);
        writeTrend(cache, today, result.trend);
      });
      return payload.bodyWeight;
    },
    [set],
  );
}

/** Deletes a weight; resolves with how the toasts name it ('Weight of 03/11/2025'). */
export function useDeleteBodyWeight(today: string) {
  const remove = useRecordMutation(DeleteBodyWeightMutation, 'deleteBodyWeight', 'weight');
  return useCallback(
    async (id: number): Promise<string> => {
      const payload = await remove({ id, today }, (cache, result) => {
        writeTrend(cache, today, result.trend);
        removeBodyWeight(cache, result.bodyWeight);
      });
      return t('progress.weight.name', { date: formatPtBrDate(payload.bodyWeight.date) });
    },
    [remove, today],
  );
}
