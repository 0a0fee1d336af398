import { useCallback } from 'react';
import type { ExerciseFieldsFragment, ExerciseInput } from '../../gql/graphql';
import { appendToRootList, evictRootField } from '../../shared/cacheLists';
import { useDeleteRecord, useRecordMutation } from '../../shared/recordMutations';
import { CreateExerciseMutation, DeleteExerciseMutation, UpdateExerciseMutation } from './exerciseDocuments';

/*
 * Cache strategy (no refetchQueries). Exercises are listed in creation order (id), so:
 * - a saved exercise is normalised (Exercise:{id}, with its new tag set): list rows, the session exercises of every
 *   cached routine and the session-exercise picker update in place; a rename moves nothing;
 * - create appends the exercise to `allExercises` and evicts the paged `exercises` field;
 * - delete evicts the exercise and the paged field and garbage-collects. The server refuses to delete an exercise
 *   a session uses, so no session exercise is left pointing at it.
 */

export function useCreateExercise() {
  const create = useRecordMutation(CreateExerciseMutation, 'createExercise', 'exercise');
  return useCallback(
    (input: ExerciseInput): Promise<ExerciseFieldsFragment> =>
      create({ input }, (cache, exercise) => {
        appendToRootList(cache, 'allExercises', exercise);
        evictRootField(cache, 'exercises');
      }),
    [create],
  );
}

export function useUpdateExercise() {
  const update = useRecordMutation(UpdateExerciseMutation, 'updateExercise', 'exercise');
  return useCallback((id: number, input: ExerciseInput): Promise<ExerciseFieldsFragment> => update({ id, input }), [update]);
}

/** Deletes an exercise and returns its name; rejects with the server's error (CONFLICT while a session uses it). */
export function useDeleteExercise() {
  return useDeleteRecord(DeleteExerciseMutation, 'deleteExercise', 'exercise', 'exercises');
}
