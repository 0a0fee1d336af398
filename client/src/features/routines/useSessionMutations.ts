import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { SessionExerciseFieldsFragment, SessionExerciseInput } from '../../gql/graphql';
import {
  AddSessionExerciseMutation,
  CompleteSessionMutation,
  DeleteSessionExerciseMutation,
  UpdateSessionExerciseMutation,
  UpdateSessionMutation,
} from './routineDocuments';

/**
 * Cache strategy for sessions (no refetchQueries):
 * - a renamed session and an edited session exercise are normalised (Session:{id}, SessionExercise:{id}) and
 *   update in place wherever they are shown;
 * - an added session exercise is appended to its session's `exercises` list, a deleted one is removed from it
 *   (cache.modify on Session:{sessionId}), evicted and garbage-collected;
 * - 'Done!' (completeSession) returns the routine's sessions with their `isCurrent`: normalising them moves the
 *   current flag from the completed session to the next one, so the home card and the routine view follow.
 */

export function useUpdateSession() {
  const [mutate] = useMutation(UpdateSessionMutation);
  return useCallback(
    async (id: number, description: string): Promise<{ id: number; description: string }> => {
      const { data } = await mutate({ variables: { id, description } });
      if (!data) throw new Error('The server sent no session.');
      return data.updateSession;
    },
    [mutate],
  );
}

export function useAddSessionExercise() {
  const [mutate] = useMutation(AddSessionExerciseMutation);
  return useCallback(
    async (sessionId: number, input: SessionExerciseInput): Promise<SessionExerciseFieldsFragment> => {
      const { data } = await mutate({
        variables: { sessionId, input },
        update(cache, { data: result }) {
          if (!result) return;
          const added = result.addSessionExercise;
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
        },
      });
      if (!data) throw new Error('The server sent no session exercise.');
      return data.addSessionExercise;
    },
    [mutate],
  );
}

export function useUpdateSessionExercise() {
  const [mutate] = useMutation(UpdateSessionExerciseMutation);
  return useCallback(
    async (id: number, input: SessionExerciseInput): Promise<SessionExerciseFieldsFragment> => {
      const { data } = await mutate({ variables: { id, input } });
      if (!data) throw new Error('The server sent no session exercise.');
      return data.updateSessionExercise;
    },
    [mutate],
  );
}

/** Deletes a session exercise and returns its exercise's name (for '… was successfully deleted.'). */
export function useDeleteSessionExercise() {
  const [mutate] = useMutation(DeleteSessionExerciseMutation);
  return useCallback(
    async (id: number): Promise<string> => {
      const { data } = await mutate({
        variables: { id },
        update(cache, { data: result }) {
          if (!result) return;
          const deleted = result.deleteSessionExercise;
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
        },
      });
      if (!data) throw new Error('The server sent no session exercise.');
      return data.deleteSessionExercise.exercise.name;
    },
    [mutate],
  );
}

/** 'Done!': completes the current session; the returned sessions move the current flag in the cache. */
export function useCompleteSession() {
  const [mutate, { loading }] = useMutation(CompleteSessionMutation);
  const complete = useCallback(
    async (sessionId: number) => {
      const { data } = await mutate({ variables: { sessionId } });
      if (!data) throw new Error('The server sent no routine.');
      return data.completeSession;
    },
    [mutate],
  );
  return { complete, loading };
}
