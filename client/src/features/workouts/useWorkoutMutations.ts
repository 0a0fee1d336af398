import type { ApolloCache, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { AddWorkoutExerciseInput, WorkoutSetInput } from '../../gql/graphql';
import {
  AddWorkoutExerciseMutation,
  AddWorkoutSetMutation,
  CompleteWorkoutSetMutation,
  DeleteWorkoutMutation,
  DiscardWorkoutMutation,
  ExtendRestMutation,
  FinishWorkoutMutation,
  RemoveWorkoutExerciseMutation,
  RemoveWorkoutSetMutation,
  SetWorkoutExerciseNoteMutation,
  SkipRestMutation,
  SkipWorkoutExerciseMutation,
  StartWorkoutMutation,
  UncompleteWorkoutSetMutation,
  UpdateWorkoutSetMutation,
} from './workoutDocuments';

/**
 * Cache strategy for workouts (mutations refetch nothing; the screen's own guarded refresh is refreshWorkout.ts): the workout, its exercises and sets are normalised
 * (Workout:{id}, WorkoutExercise:{id}, WorkoutSet:{id}), and every mutation answers what it changed, so it updates
 * in place; structure changes (a set or an exercise added or removed) answer the workout's whole lists, which
 * replace the cached ones (type policies). Starting points `workoutInProgress` at the new workout; finishing and
 * discarding set it to null, and drop the cached training history (it gained or lost a row).
 */

/**
 * This tab's workout writes, for the workout screen's refetches (useRefreshWorkout): moves on when a write starts and
 * when it ends. A refetch the server read before a write may answer after it: its older values must not replace the
 * write's answer in the cache, so a refetch during which the mark moved, or that answers while a write is on its way,
 * is not written (refreshWorkout.ts).
 */
let writeMark = 0;
let writesOnTheWay = 0;

/** The mark now: compare it with `writtenSince` when a read answers. */
export function workoutWriteMark(): number {
  return writeMark;
}

/** Whether a workout write started or ended since `mark`, or one is on its way now. */
export function writtenSince(mark: number): boolean {
  return writeMark !== mark || writesOnTheWay > 0;
}

/** Runs one workout write, counted. */
async function counted<T>(write: () => Promise<T>): Promise<T> {
  writeMark += 1;
  writesOnTheWay += 1;
  try {
    return await write();
  } finally {
    writesOnTheWay -= 1;
    writeMark += 1;
  }
}

/** `useMutation` for a workout write, its mutate counted (every workout mutation goes through here). */
function useWorkoutMutation<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
): useMutation.ResultTuple<TData, TVariables> {
  const [mutate, result] = useMutation(document);
  const countedMutate = useCallback<typeof mutate>((...args) => counted(() => mutate(...args)), [mutate]);
  return [countedMutate, result];
}

function setInProgress(cache: ApolloCache, workout: { __typename: 'Workout'; id: number } | null) {
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      workoutInProgress: (_existing, { toReference }) => (workout ? (toReference(workout) ?? null) : null),
    },
  });
}

function dropHistory(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'trainingHistory' });
  forgetExerciseLog(cache);
}

/** Drops the cached exercise histories, progress series and records (asked again when shown): a logged set changed. */
export function forgetExerciseLog(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'exerciseHistory' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'exerciseProgress' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'exerciseRecords' });
}

/**
 * After a set or an exercise left a workout (the mutation answers the workout): a finished workout's sets are the
 * exercise pages' history, progress and records, so those are forgotten; a workout in progress is not in them yet.
 * Every removal goes through here (the workout page, the finished workout's corrections).
 */
function forgetRemoved(cache: ApolloCache, workout: { inProgress: boolean } | undefined) {
  if (workout && !workout.inProgress) forgetExerciseLog(cache);
}

export function useStartWorkout() {
  const [mutate, { loading }] = useWorkoutMutation(StartWorkoutMutation);
  const start = useCallback(
    async (sessionId: number) => {
      const { data } = await mutate({
        variables: { sessionId },
        update: (cache, { data: result }) => {
          if (result) setInProgress(cache, result.startWorkout);
        },
      });
      if (!data) throw new Error('The server sent no workout.');
      return data.startWorkout;
    },
    [mutate],
  );
  return { start, loading };
}

export function useUpdateWorkoutSet() {
  const [mutate] = useWorkoutMutation(UpdateWorkoutSetMutation);
  return useCallback(
    async (id: number, input: WorkoutSetInput) => {
      const { data } = await mutate({ variables: { id, input } });
      if (!data) throw new Error('The server sent no set.');
      return data.updateWorkoutSet;
    },
    [mutate],
  );
}

export function useCompleteWorkoutSet() {
  const [mutate] = useWorkoutMutation(CompleteWorkoutSetMutation);
  return useCallback(
    /** `markedAt`: when the user ticked it, for a completion sent late (sendPending.ts); the server takes now without. */
    async (id: number, input: WorkoutSetInput, markedAt?: string) => {
      const { data } = await mutate({ variables: markedAt ? { id, input, markedAt } : { id, input } });
      if (!data) throw new Error('The server sent no set.');
      return data.completeWorkoutSet;
    },
    [mutate],
  );
}

export function useUncompleteWorkoutSet() {
  const [mutate] = useWorkoutMutation(UncompleteWorkoutSetMutation);
  return useCallback(
    async (id: number) => {
      const { data } = await mutate({ variables: { id } });
      if (!data) throw new Error('The server sent no set.');
      return data.uncompleteWorkoutSet;
    },
    [mutate],
  );
}

export function useAddWorkoutSet() {
  const [mutate] = useWorkoutMutation(AddWorkoutSetMutation);
  return useCallback(async (workoutExerciseId: number) => void (await mutate({ variables: { workoutExerciseId } })), [mutate]);
}

export function useRemoveWorkoutSet() {
  const [mutate] = useWorkoutMutation(RemoveWorkoutSetMutation);
  return useCallback(
    async (id: number) =>
      void (await mutate({
        variables: { id },
        update: (cache, { data }) => {
          cache.evict({ id: cache.identify({ __typename: 'WorkoutSet', id }) });
          forgetRemoved(cache, data?.removeWorkoutSet);
          cache.gc();
        },
      })),
    [mutate],
  );
}

export function useSkipWorkoutExercise() {
  const [mutate] = useWorkoutMutation(SkipWorkoutExerciseMutation);
  return useCallback(async (id: number, skipped: boolean) => void (await mutate({ variables: { id, skipped } })), [mutate]);
}

/** Sets (or, with '', clears) the note on an exercise of a workout, in progress or finished; answers the saved note. */
export function useSetWorkoutExerciseNote() {
  const [mutate, { loading }] = useWorkoutMutation(SetWorkoutExerciseNoteMutation);
  const save = useCallback(
    async (id: number, note: string) => (await mutate({ variables: { id, note } })).data!.setWorkoutExerciseNote.note,
    [mutate],
  );
  return { save, loading };
}

/** Answers the workout with the exercise added. */
export function useAddWorkoutExercise() {
  const [mutate] = useWorkoutMutation(AddWorkoutExerciseMutation);
  return useCallback(
    async (workoutId: number, input: AddWorkoutExerciseInput) => {
      const { data } = await mutate({ variables: { workoutId, input } });
      if (!data) throw new Error('The server sent no workout.');
      return data.addWorkoutExercise;
    },
    [mutate],
  );
}

export function useRemoveWorkoutExercise() {
  const [mutate] = useWorkoutMutation(RemoveWorkoutExerciseMutation);
  return useCallback(
    async (id: number) =>
      void (await mutate({
        variables: { id },
        update: (cache, { data }) => forgetRemoved(cache, data?.removeWorkoutExercise),
      })),
    [mutate],
  );
}

export function useRestTimerActions() {
  const [extend] = useWorkoutMutation(ExtendRestMutation);
  const [skip] = useWorkoutMutation(SkipRestMutation);
  return {
    extend: useCallback(async (workoutId: number, seconds = 30) => void (await extend({ variables: { workoutId, seconds } })), [extend]),
    skip: useCallback(async (workoutId: number) => void (await skip({ variables: { workoutId } })), [skip]),
  };
}

export function useFinishWorkout() {
  const [mutate, { loading }] = useWorkoutMutation(FinishWorkoutMutation);
  const finish = useCallback(
    async (id: number, notes: string) => {
      const { data } = await mutate({
        variables: { id, notes },
        update: (cache) => {
          setInProgress(cache, null);
          dropHistory(cache);
          cache.gc();
        },
      });
      if (!data) throw new Error('The server sent no workout.');
      return data.finishWorkout;
    },
    [mutate],
  );
  return { finish, loading };
}

export function useDiscardWorkout() {
  const [mutate, { loading }] = useWorkoutMutation(DiscardWorkoutMutation);
  const discard = useCallback(
    async (id: number) => {
      await mutate({
        variables: { id },
        update: (cache) => {
          setInProgress(cache, null);
          cache.evict({ id: cache.identify({ __typename: 'Workout', id }) });
          cache.gc();
        },
      });
    },
    [mutate],
  );
  return { discard, loading };
}

export function useDeleteWorkout() {
  const [mutate, { loading }] = useWorkoutMutation(DeleteWorkoutMutation);
  const remove = useCallback(
    async (id: number) => {
      const { data } = await mutate({
        variables: { id },
        update: (cache) => {
          cache.evict({ id: cache.identify({ __typename: 'Workout', id }) });
          dropHistory(cache);
          cache.gc();
        },
      });
      if (!data) throw new Error('The server sent no workout.');
      return data.deleteWorkout;
    },
    [mutate],
  );
  return { remove, loading };
}
