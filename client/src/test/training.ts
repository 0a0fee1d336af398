import type {
  ExerciseFieldsFragment,
  RoutineDetailFragment,
  SessionExerciseFieldsFragment,
  SessionFieldsFragment,
  TagFieldsFragment,
} from '../gql/graphql';
import { TrainingHistoryQuery } from '../features/routines/routineDocuments';
import { WorkoutInProgressQuery } from '../features/workouts/workoutDocuments';

/* Fixtures for the training pages' tests (tags, exercises, routines), shaped as the cache stores them. */

export function tag(id: number, name: string): TagFieldsFragment {
  return { __typename: 'Tag', id, name };
}

export function exercise(id: number, name: string, tags: TagFieldsFragment[] = []): ExerciseFieldsFragment {
  return { __typename: 'Exercise', id, name, tags };
}

export function sessionExercise(
  id: number,
  sessionId: number,
  ofExercise: ExerciseFieldsFragment,
  sets: number,
  repetitions: number,
  restSeconds: number,
): SessionExerciseFieldsFragment {
  return { __typename: 'SessionExercise', id, sessionId, exercise: ofExercise, sets, repetitions, restSeconds };
}

export function session(
  id: number,
  routineId: number,
  orderNumber: number,
  description: string,
  isCurrent = false,
  exercises: SessionExerciseFieldsFragment[] = [],
): SessionFieldsFragment {
  return { __typename: 'Session', id, routineId, orderNumber, description, isCurrent, exercises };
}

export function routine(
  id: number,
  name: string,
  sessions: SessionFieldsFragment[],
  overrides: Partial<Omit<RoutineDetailFragment, 'sessions'>> = {},
): RoutineDetailFragment {
  return {
    __typename: 'Routine',
    id,
    name,
    description: `${name} description`,
    goal: 'Hypertrophy',
    weekFrequency: sessions.length,
    isActive: true,
    sessions,
    ...overrides,
  };
}

export const chest = tag(1, 'Chest');
export const legs = tag(2, 'Legs');
export const arms = tag(3, 'Arms');
export const benchPress = exercise(10, 'Bench press', [chest, arms]);
export const squat = exercise(11, 'Squat', [legs]);
export const curl = exercise(12, 'Biceps curl', [arms]);

/** 'Push Pull Legs': sessions A (current, bench press 4 x 12 / 90 s), B (squat 5 x 5 / 180 s), C (empty). */
export function pushPullLegs(overrides: Partial<Omit<RoutineDetailFragment, 'sessions'>> = {}): RoutineDetailFragment {
  return routine(
    7,
    'Push Pull Legs',
    [
      session(71, 7, 1, 'A', true, [sessionExercise(701, 71, benchPress, 4, 12, 90)]),
      session(72, 7, 2, 'B', false, [sessionExercise(702, 72, squat, 5, 5, 180)]),
      session(73, 7, 3, 'C', false, []),
    ],
    { description: 'Three days a week', goal: 'Get stronger', ...overrides },
  );
}

/** Any routine's history, with no session done yet (for views that show a routine but don't test its history). */
export const emptyHistoryMock = {
  request: { query: TrainingHistoryQuery, variables: () => true },
  result: { data: { trainingHistory: { __typename: 'SessionCompletionPage' as const, totalElements: 0, content: [] } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** No workout in progress (for views with 'Start workout' that don't test the workout in progress). */
export const noWorkoutInProgressMock = {
  request: { query: WorkoutInProgressQuery },
  result: { data: { workoutInProgress: null } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
