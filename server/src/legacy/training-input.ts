import { ValidationError } from '../common/errors';
import { ExerciseInput } from '../modules/training/exercise.types';
import { RoutineInput, SessionExerciseInput } from '../modules/training/routine.types';
import { TagInput } from '../modules/training/tag.types';
import { asObject, LegacyBodyReader } from './legacy-input';

/**
 * Legacy training request bodies → core inputs. The body `id`, the client's
 * placeholder `user`/`trainingSessions` objects and the `isCurrentSession`/`trainingRoutineId` defaults
 * of a session body are ignored. Numbers may come as JSON numbers or strings ("4", "60").
 */

export function readLegacyTag(body: unknown): TagInput {
  const reader = LegacyBodyReader.of(body);
  return Object.assign(new TagInput(), { name: reader.text(reader.body.name) });
}

/** `tags` are the tag objects of `GET /tags/all`; only their ids link (as in legacy). */
export function readLegacyExercise(body: unknown): ExerciseInput {
  const reader = LegacyBodyReader.of(body);
  const tags = Array.isArray(reader.body.tags) ? reader.body.tags : [];
  const input = Object.assign(new ExerciseInput(), {
    name: reader.text(reader.body.name),
    tagIds: tags.map((tag: unknown, index: number) => reader.integer(asObject(tag).id, `tagIds.${index}`)),
  });
  reader.throwIfMalformed(ExerciseInput, input);
  return input;
}

/** `true`/`false`, also as text; `undefined` when missing. */
function readBoolean(value: unknown): boolean | undefined | 'invalid' {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  return 'invalid';
}

/**
 * Routine create/update body. The flag is read from `isActiveRoutine`, or `activeRoutine` as legacy also
 * accepted; when both are missing the routine is active (the client's default for a new routine).
 */
export function readLegacyRoutine(body: unknown): RoutineInput {
  const reader = LegacyBodyReader.of(body);
  const b = reader.body;
  const flag = readBoolean(b.isActiveRoutine !== undefined ? b.isActiveRoutine : b.activeRoutine);
  const input = Object.assign(new RoutineInput(), {
    name: reader.text(b.name),
    description: reader.text(b.description),
    goal: reader.text(b.goal),
    weekFrequency: reader.integer(b.weekFrequency, 'weekFrequency'),
    isActive: flag === 'invalid' ? true : (flag ?? true),
  });
  reader.throwIfMalformed(RoutineInput, input);
  if (flag === 'invalid') throw new ValidationError({ isActive: ['Must be true or false.'] });
  return input;
}

export interface LegacySessionExerciseBody {
  /** `trainingSessionId`; undefined when the body has none (required to create, ignored on update). */
  sessionId: number | undefined;
  input: SessionExerciseInput;
}

/** `{id, exercise: {id, …}, sets: "4", repetitions: "12", restInterval: "60", trainingSessionId}`. */
export function readLegacySessionExercise(body: unknown): LegacySessionExerciseBody {
  const reader = LegacyBodyReader.of(body);
  const b = reader.body;
  const input = Object.assign(new SessionExerciseInput(), {
    exerciseId: reader.integer(asObject(b.exercise).id, 'exerciseId'),
    sets: reader.integer(b.sets, 'sets'),
    repetitions: reader.integer(b.repetitions, 'repetitions'),
    restSeconds: reader.integer(b.restInterval, 'restSeconds'),
  });
  const sessionId = reader.integer(b.trainingSessionId, 'trainingSessionId');
  reader.throwIfMalformed(SessionExerciseInput, input);
  return { sessionId, input };
}

/** Session update body: only `description` is used (see trainings.routes.ts). */
export function readLegacySessionDescription(body: unknown): string {
  const reader = LegacyBodyReader.of(body);
  return reader.text(reader.body.description) as string;
}

/** The `id` and `trainingRoutineId` of the session body `POST /trainings/session/next` sends. */
export function readLegacyNextSession(body: unknown): { sessionId: number; routineId: number | undefined } {
  const reader = LegacyBodyReader.of(body);
  const sessionId = reader.integer(reader.body.id, 'id');
  const routineId = reader.integer(reader.body.trainingRoutineId, 'trainingRoutineId');
  reader.throwIfMalformed();
  if (sessionId === undefined) throw new ValidationError({ id: ['Required field.'] });
  return { sessionId, routineId };
}

/** Field labels of the core inputs as the legacy client shows them ("Rest interval: Must be 0 or more."). */
export const TRAINING_FIELD_LABELS = {
  tagIds: 'Tags',
  exerciseId: 'Exercise',
  restSeconds: 'Rest interval',
  trainingSessionId: 'Training session',
  trainingRoutineId: 'Training routine',
  weekFrequency: 'Times per week',
  isActive: 'Active routine',
  id: 'Session id',
};
