import type { ApolloCache, Reference, StoreObject } from '@apollo/client';
import { useCallback } from 'react';
import type { RoutineDetailFragment, RoutineInput } from '../../gql/graphql';
import { evictDeleted, evictRootField } from '../../shared/cacheLists';
import { useRecordMutation } from '../../shared/recordMutations';
import { CreateRoutineMutation, DeleteRoutineMutation, UpdateRoutineMutation } from './routineDocuments';

/*
 * Cache strategy for routines (no refetchQueries):
 * - a saved routine comes back whole (RoutineDetail) and is normalised (Routine:{id}, its sessions and their
 *   exercises), so the view, the list row and the home card update in place; sessions the server removed (fewer
 *   times per week) are no longer referenced and go with `cache.gc()`;
 * - the paged `routines` field (creation order) is evicted on create and delete only — the set of rows changes;
 * - `activeRoutine` follows the active flag: a routine saved as active becomes `activeRoutine` and every other
 *   cached routine loses its flag (the server keeps at most one active); the active routine saved as inactive, or
 *   deleted, leaves `activeRoutine` null (the server makes no other routine active then).
 */

/** Writes the active flag of `routine` into the cache: `activeRoutine` and the other routines' `isActive`. */
export function syncActiveRoutine(cache: ApolloCache, routine: { id: number; isActive: boolean }) {
  const cacheId = cache.identify({ __typename: 'Routine', id: routine.id });
  if (!cacheId) return;
  if (routine.isActive) {
    const stored = cache.extract() as Record<string, StoreObject | undefined>;
    for (const [key, value] of Object.entries(stored)) {
      if (key !== cacheId && value?.__typename === 'Routine' && value.isActive === true) {
        cache.modify({ id: key, fields: { isActive: () => false } });
      }
    }
    cache.modify<{ activeRoutine: Reference | null }>({
      id: 'ROOT_QUERY',
      fields: { activeRoutine: (_existing, { toReference }) => toReference(cacheId) ?? null },
    });
  } else {
    clearActiveRoutineIf(cache, routine.id);
  }
}

/** `activeRoutine` becomes null when it is the routine `id` (unchanged otherwise, or while not cached). */
function clearActiveRoutineIf(cache: ApolloCache, id: number) {
  cache.modify<{ activeRoutine: Reference | null }>({
    id: 'ROOT_QUERY',
    fields: {
      activeRoutine: (existing, { readField }) => (existing && readField<number>('id', existing) === id ? null : existing),
    },
  });
}

export function useCreateRoutine() {
  const create = useRecordMutation(CreateRoutineMutation, 'createRoutine', 'routine');
  return useCallback(
    (input: RoutineInput): Promise<RoutineDetailFragment> =>
      create({ input }, (cache, routine) => {
        syncActiveRoutine(cache, routine);
        evictRootField(cache, 'routines');
      }),
    [create],
  );
}

export function useUpdateRoutine() {
  const update = useRecordMutation(UpdateRoutineMutation, 'updateRoutine', 'routine');
  return useCallback(
    (id: number, input: RoutineInput): Promise<RoutineDetailFragment> =>
      update({ id, input }, (cache, routine) => {
        syncActiveRoutine(cache, routine);
        // Sessions past a lower weekFrequency (and their exercises) are no longer referenced.
        cache.gc();
      }),
    [update],
  );
}

/** Deletes a routine (with its sessions) and returns its name; rejects with the server's error. */
export function useDeleteRoutine() {
  const remove = useRecordMutation(DeleteRoutineMutation, 'deleteRoutine', 'routine');
  return useCallback(
    async (id: number): Promise<string> => {
      const deleted = await remove({ id }, (cache, routine) => {
        clearActiveRoutineIf(cache, routine.id);
        evictDeleted(cache, routine, 'routines');
      });
      return deleted.name;
    },
    [remove],
  );
}
