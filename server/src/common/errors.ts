/**
 * Errors the services raise. Each door maps them to its own wire format: GraphQL `extensions.code`
 * (graphql/errors.ts) and the legacy `{"errors": [...]}` 400 bodies (legacy/).
 */
export abstract class DomainError extends Error {
  abstract readonly code: 'BAD_USER_INPUT' | 'NOT_FOUND' | 'CONFLICT' | 'UNAUTHENTICATED' | 'TOO_MANY_REQUESTS';
}

/** Field name → messages, e.g. `{ email: ['Invalid email.'] }`. */
export type FieldErrors = Record<string, string[]>;

export class ValidationError extends DomainError {
  readonly code = 'BAD_USER_INPUT';
  constructor(
    readonly fields: FieldErrors,
    message = Object.values(fields).flat().join(' '),
  ) {
    super(message);
  }

  /** Every message, in field order. */
  get messages(): string[] {
    return Object.values(this.fields).flat();
  }
}

/** The records a lookup can miss. Each door words them its own way (the legacy one as its Spring entities did). */
export type RecordKind =
  | 'user'
  | 'food'
  | 'recipe'
  | 'mealInfo'
  | 'dailyMeal'
  | 'meal'
  | 'mealEntry'
  | 'tag'
  | 'exercise'
  | 'routine'
  | 'session'
  | 'sessionExercise'
  | 'workout'
  | 'workoutExercise'
  | 'workoutSet'
  | 'bodyWeight';

const RECORD_NAMES: Record<RecordKind, string> = {
  user: 'User',
  food: 'Food',
  recipe: 'Recipe',
  mealInfo: 'Meal info',
  dailyMeal: 'Daily meal',
  meal: 'Meal',
  mealEntry: 'Meal entry',
  tag: 'Tag',
  exercise: 'Exercise',
  routine: 'Routine',
  session: 'Session',
  sessionExercise: 'Session exercise',
  workout: 'Workout',
  workoutExercise: 'Workout exercise',
  workoutSet: 'Workout set',
  bodyWeight: 'Body weight',
};

export class NotFoundError extends DomainError {
  readonly code = 'NOT_FOUND';
  constructor(
    message: string,
    /** The missing record, when the error is about one (the legacy door rewords it). */
    readonly record?: { kind: RecordKind; id: number | string },
  ) {
    super(message);
  }

  /** "Routine with id 7 was not found." */
  static record(kind: RecordKind, id: number | string): NotFoundError {
    return new NotFoundError(`${RECORD_NAMES[kind]} with id ${id} was not found.`, { kind, id });
  }
}

/** The request conflicts with stored data: duplicate email, deleting something still in use. */
export class ConflictError extends DomainError {
  readonly code = 'CONFLICT';
}

export class InvalidCredentialsError extends DomainError {
  readonly code = 'UNAUTHENTICATED';
  /** Kept so the legacy door can reproduce its two distinct answers; GraphQL shows one message for both. */
  constructor(
    readonly reason: 'unknown-email' | 'wrong-password',
    readonly email: string,
  ) {
    super('Invalid email or password.');
  }
}

/**
 * Too many failed sign-ins for one account (both doors), or too many sign-in and registration attempts from one
 * client address (GraphQL; the legacy token endpoint answers its own OAuth-shaped 429).
 */
export class TooManyAttemptsError extends DomainError {
  readonly code = 'TOO_MANY_REQUESTS';
  constructor(
    readonly retryAfterSeconds: number,
    message = `Too many failed sign-in attempts. Try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minute(s).`,
  ) {
    super(message);
  }
}
