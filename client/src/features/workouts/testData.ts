import type { RestTimerFieldsFragment, WorkoutFieldsFragment, WorkoutSetFieldsFragment } from '../../gql/graphql';

/*
 * Fixtures for the workout screen's tests (the screen's own, and the app's that open it), shaped as the cache stores
 * them: workout 9 "Treino AB — A", started 2026-11-24 10:00, with Supino reto (workout exercise 31, its sets) and
 * Rosca direta (32, added to the workout, no sets).
 */

/** A set of Supino reto (workout exercise 31); done ones were completed at 10:05. */
export function workoutSet(
  id: number,
  position: number,
  weight: string | null,
  reps: number | null,
  done = false,
): WorkoutSetFieldsFragment {
  return {
    __typename: 'WorkoutSet',
    id,
    workoutExerciseId: 31,
    position,
    weight,
    reps,
    setType: 'NORMAL',
    rpe: null,
    completedAt: done ? '2026-11-24T10:05:00.000Z' : null,
    done,
  };
}

/**
 * The workout in progress, with Supino reto's `sets` (by default set 101, 80 kg × 10, and set 102, × 10, neither done),
 * and the `overrides` given (a finished workout, another session's, one with no exercises yet).
 */
export function workout(
  sets: WorkoutSetFieldsFragment[] = [workoutSet(101, 1, '80', 10), workoutSet(102, 2, null, 10)],
  overrides: Partial<WorkoutFieldsFragment> = {},
): WorkoutFieldsFragment {
  return {
    __typename: 'Workout',
    id: 9,
    title: 'Treino AB — A',
    routineId: 7,
    sessionId: 71,
    startedAt: '2026-11-24T10:00:00.000Z',
    finishedAt: null,
    inProgress: true,
    durationSeconds: null,
    notes: '',
    volume: '0',
    // The server answered now (no clock correction), or when its rest timer says (one reading per answer).
    serverTime: overrides.restTimer?.serverTime ?? new Date().toISOString(),
    restTimer: null,
    exercises: [
      {
        __typename: 'WorkoutExercise',
        id: 31,
        workoutId: 9,
        position: 1,
        plannedSets: 2,
        plannedReps: 10,
        restSeconds: 90,
        skipped: false,
        note: '',
        addedToWorkout: false,
        exercise: { __typename: 'Exercise', id: 5, name: 'Supino reto' },
        sets,
        lastTime: {
          __typename: 'PreviousPerformance',
          workoutId: 8,
          startedAt: '2026-11-20T10:00:00.000Z',
          sets: [
            { __typename: 'WorkoutSet', id: 91, position: 1, weight: '80', reps: 10, setType: 'NORMAL' },
            { __typename: 'WorkoutSet', id: 92, position: 2, weight: '77.5', reps: 9, setType: 'NORMAL' },
          ],
        },
      },
      {
        __typename: 'WorkoutExercise',
        id: 32,
        workoutId: 9,
        position: 2,
        plannedSets: null,
        plannedReps: null,
        restSeconds: 90,
        skipped: false,
        note: '',
        addedToWorkout: true,
        exercise: { __typename: 'Exercise', id: 6, name: 'Rosca direta' },
        sets: [],
        lastTime: null,
      },
    ],
    ...overrides,
  };
}

/** The rest Supino reto's set 1 started at 10:05 (90 s), as answered then. */
export const REST_AFTER_SET_1: RestTimerFieldsFragment = {
  __typename: 'RestTimer',
  workoutExerciseId: 31,
  startedAt: '2026-11-24T10:05:00.000Z',
  endsAt: '2026-11-24T10:06:30.000Z',
  serverTime: '2026-11-24T10:05:00.000Z',
};

/** `completeWorkoutSet`'s answer: the set, done, and the workout's rest timer then. */
export function completeAnswer(set: WorkoutSetFieldsFragment, restTimer: RestTimerFieldsFragment | null = REST_AFTER_SET_1) {
  return {
    data: {
      completeWorkoutSet: {
        __typename: 'CompleteSetPayload' as const,
        set,
        workout: { __typename: 'Workout' as const, id: 9, serverTime: restTimer?.serverTime ?? new Date().toISOString(), restTimer },
        recordsBeaten: [],
      },
    },
  };
}

/**
 * A mocked request for `variables` exactly that says when it was answered (`answered()`): a test waits for the sends of
 * the screen's opening before pressing what would otherwise join one still on its way.
 */
export function noticedRequest<Query>(query: Query, variables: Record<string, unknown>) {
  let answered = false;
  return {
    request: {
      query,
      variables: (sent: Record<string, unknown>) => {
        const matches = JSON.stringify(sent) === JSON.stringify(variables);
        // (answered right after this match)
        if (matches) setTimeout(() => (answered = true));
        return matches;
      },
    },
    answered: () => answered,
  };
}
