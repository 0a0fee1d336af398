import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { SessionExerciseFieldsFragment, SessionExerciseInput } from '../../gql/graphql';
import { useRecordMutation } from '../../shared/recordMutations';
import {
  AddSessionExerciseMutation,
  CompleteSessionMutation,
  DeleteSessionExerciseMutation,
  UpdateSessionExerciseMutation,
  UpdateSessionMutation,
} from './routineDocuments';

/*
 * Cache strategy for sessions (no refetchQueries):
 * - a renamed session and an edited session exercise are normalised (Session:{id}, SessionExercise:{id}) and
 *   update in place wherever they are shown;
 * - an added session exercise is appended to its session's `exercises` list, a deleted one is removed from it
 *   (cache.modify on Session:{sessionId}), evicted and garbage-collected;
 * - 'Done!' (completeSession) returns the routine's sessions with their `isCurrent`: normalising them moves the
 *   current flag from the completed session to the next one, so the home card and the routine view follow.
 */

export function useUpdateSession() {
  const update = useRecordMutation(UpdateSessionMutation, 'updateSession', 'session');
  return useCallback(
    (id: number, description: string): Promise<{ id: number; description: string }> => update({ id, description }),
    [update],
  );
}

export function useAddSessionExercise() {
  const add = useRecordMutation(AddSessionExerciseMutation, 'addSessionExercise', 'session exercise');
  return useCallback(
    (sessionId: number, input: SessionExerciseInput): Promise<SessionExerciseFieldsFragment> =>
      add({ sessionId, input }, (cache, added) => {
        const addedId = cache.identify(added);
        const sessionCacheId = cache.identify({ __typename: 'Session', id: added.sessionId });
        if (!addedId || !sessionCacheId) return;
        cache.modify<{ exercises: ReadonlyArray<Reference> }>({
          id: sessionCacheId,
          fields: {
            exercises: (existing, { toReference }) => {
              const ref = toReference(addedId);
              if (!ref || existing.some((item) => item.__ref === ref.__ref)) return existing;
              return [...existing, ref];
            },
          },
        });
      }),
    [add],
  );
}

export function useUpdateSessionExercise() {
  const update = useRecordMutation(UpdateSessionExerciseMutation, 'updateSessionExercise', 'session exercise');
  return useCallback((id: number, input: SessionExerciseInput): Promise<SessionExerciseFieldsFragment> => update({ id, input }), [update]);
}

/** Deletes a session exercise and returns its exercise's name (for '… was successfully deleted.'). */
export function useDeleteSessionExercise() {
  const remove = useRecordMutation(DeleteSessionExerciseMutation, 'deleteSessionExercise', 'session exercise');
  return useCallback(
    async (id: number): Promise<string> => {
      const removed = await remove({ id }, (cache, deleted) => {
        const deletedId = cache.identify({ __typename: 'SessionExercise', id: deleted.id });
        const sessionCacheId = cache.identify({ __typename: 'Session', id: deleted.sessionId });
        if (sessionCacheId) {
          cache.modify<{ exercises: ReadonlyArray<Reference> }>({
            id: sessionCacheId,
            fields: { exercises: (existing) => existing.filter((item) => item.__ref !== deletedId) },
          });
        }
        cache.evict({ id: deletedId });
        cache.gc();
      });
      return removed.exercise.name;
    },
    [remove],
  );
}

/**
 * 'Done!': completes the current session; the returned sessions move the current flag in the cache, and the
 * cached training history is dropped (it has a new first row).
 */
export function useCompleteSession() {
  const [mutate, { loading }] = useMutation(CompleteSessionMutation);
  const complete = useCallback(
    async (sessionId: number) => {
      const { data } = await mutate({
        variables: { sessionId },
        // The history gained a row: its lists are read again when next shown.
        update: (cache) => {
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'trainingHistory' });
          cache.gc();
        },
      });
      if (!data) throw new Error('The server sent no routine.');
      return data.completeSession;
    },
    [mutate],
  );
  return { complete, loading };
}
