import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { ExerciseFieldsFragment, ExerciseInput } from '../../gql/graphql';
import { appendToRootList, evictRootField } from '../../shared/cacheLists';
import { CreateExerciseMutation, DeleteExerciseMutation, UpdateExerciseMutation } from './exerciseDocuments';

/**
 * Cache strategy (no refetchQueries). Exercises are listed in creation order (id), so:
 * - a saved exercise is normalised (Exercise:{id}, with its new tag set): list rows, the session exercises of every
 *   cached routine and the session-exercise picker update in place; a rename moves nothing;
 * - create appends the exercise to `allExercises` and evicts the paged `exercises` field;
 * - delete evicts the exercise and the paged field and garbage-collects. The server refuses to delete an exercise
 *   a session uses, so no session exercise is left pointing at it.
 */

export function useCreateExercise() {
  const [mutate] = useMutation(CreateExerciseMutation);
  return useCallback(
    async (input: ExerciseInput): Promise<ExerciseFieldsFragment> => {
      const { data } = await mutate({
        variables: { input },
        update(cache, { data: result }) {
          if (!result) return;
          appendToRootList(cache, 'allExercises', result.createExercise);
          evictRootField(cache, 'exercises');
        },
      });
      if (!data) throw new Error('The server sent no exercise.');
      return data.createExercise;
    },
    [mutate],
  );
}

export function useUpdateExercise() {
  const [mutate] = useMutation(UpdateExerciseMutation);
  return useCallback(
    async (id: number, input: ExerciseInput): Promise<ExerciseFieldsFragment> => {
      const { data } = await mutate({ variables: { id, input } });
      if (!data) throw new Error('The server sent no exercise.');
      return data.updateExercise;
    },
    [mutate],
  );
}

/** Deletes an exercise and returns its name; rejects with the server's error (CONFLICT while a session uses it). */
export function useDeleteExercise() {
  const [mutate] = useMutation(DeleteExerciseMutation);
  return useCallback(
    async (id: number): Promise<string> => {
      const { data } = await mutate({
        variables: { id },
        update(cache, { data: result }) {
          if (!result) return;
          cache.evict({ id: cache.identify(result.deleteExercise) });
          evictRootField(cache, 'exercises');
          cache.gc();
        },
      });
      if (!data) throw new Error('The server sent no exercise.');
      return data.deleteExercise.name;
    },
    [mutate],
  );
}
