import type { ExerciseEntity } from '../modules/training/exercise.entity';
import type { RoutineEntity } from '../modules/training/routine.entity';
import type { SessionExerciseEntity } from '../modules/training/session-exercise.entity';
import type { SessionEntity } from '../modules/training/session.entity';
import type { TagEntity } from '../modules/training/tag.entity';

/**
 * Core training entities → the legacy JSON of routines, sessions and session exercises (legacy field order). Ids,
 * orderNumber, weekFrequency, sets, repetitions and restInterval are JSON numbers; the booleans are
 * named `isActiveRoutine` / `isCurrentSession`; lists are always arrays.
 */

export interface LegacyTag {
  id: number;
  name: string;
}

export interface LegacyExercise {
  id: number;
  name: string;
  tags: LegacyTag[];
}

export interface LegacySessionExercise {
  id: number;
  exercise: LegacyExercise;
  sets: number;
  repetitions: number;
  /** Seconds. Legacy wrote a Java Double (`60.0`); JSON cannot tell 60.0 from 60, and the client reads a number. */
  restInterval: number;
  trainingSessionId: number;
}

export interface LegacySession {
  id: number;
  orderNumber: number;
  description: string;
  sessionExercises: LegacySessionExercise[];
  trainingRoutineId: number;
  isCurrentSession: boolean;
}

/** The routine owner as legacy nested it (`UserDTO`), without the password (difference 10). */
export interface LegacyOwner {
  name: string;
  email: string;
}

export interface LegacyRoutine {
  id: number;
  name: string;
  description: string;
  goal: string;
  weekFrequency: number;
  user: LegacyOwner;
  trainingSessions: LegacySession[];
  isActiveRoutine: boolean;
}

export function legacyTag(tag: TagEntity): LegacyTag {
  return { id: tag.id, name: tag.name };
}

export function legacyExercise(exercise: ExerciseEntity): LegacyExercise {
  return { id: exercise.id, name: exercise.name, tags: (exercise.tags ?? []).map(legacyTag) };
}

export function legacySessionExercise(item: SessionExerciseEntity): LegacySessionExercise {
  return {
    id: item.id,
    exercise: legacyExercise(item.exercise),
    sets: item.sets,
    repetitions: item.repetitions,
    restInterval: item.restSeconds,
    trainingSessionId: item.sessionId,
  };
}

export function legacySession(session: SessionEntity): LegacySession {
  return {
    id: session.id,
    orderNumber: session.orderNumber,
    description: session.description,
    sessionExercises: (session.exercises ?? []).map(legacySessionExercise),
    trainingRoutineId: session.routineId,
    isCurrentSession: session.isCurrent,
  };
}

/** A routine with its sessions in orderNumber order (as the core loads them) and its owner. */
export function legacyRoutine(routine: RoutineEntity, owner: LegacyOwner): LegacyRoutine {
  return {
    id: routine.id,
    name: routine.name,
    description: routine.description,
    goal: routine.goal,
    weekFrequency: routine.weekFrequency,
    user: { name: owner.name, email: owner.email },
    trainingSessions: (routine.sessions ?? []).map(legacySession),
    isActiveRoutine: routine.isActive,
  };
}

/**
 * `GET /trainings/active` when the user has no active routine: the home page tests
 * `id`, the routines page tests `user`; both must be null.
 */
export const NO_ACTIVE_ROUTINE = Object.freeze({
  id: null,
  name: '',
  description: '',
  goal: '',
  weekFrequency: 0,
  user: null,
  trainingSessions: null,
  isActiveRoutine: false,
});
