import { message as describe, REQUIRED_MESSAGE, type Message } from '@fitness-manager/shared';
import { formatMessage, type ComposedMessage } from './messages';

/**
 * Errors the services raise. Each door maps them to its own wire format: GraphQL `extensions.code`
 * (graphql/errors.ts) and the legacy `{"errors": [...]}` 400 bodies (legacy/). Their words are message descriptors
 * (`text`, common/messages.ts), which the GraphQL door formats in the request's language; `message` is the English
 * text (the legacy door's, the logs').
 */
export abstract class DomainError extends Error {
  abstract readonly code: 'BAD_USER_INPUT' | 'NOT_FOUND' | 'CONFLICT' | 'UNAUTHENTICATED' | 'TOO_MANY_REQUESTS';
  /** The message as a descriptor (or a text in English only: the legacy door's own words). */
  readonly text: ComposedMessage | string;

  constructor(text: ComposedMessage | string) {
    super(formatMessage(text));
    this.text = text;
  }
}

/** Field name → messages in English, e.g. `{ email: ['Invalid email.'] }`. */
export type FieldErrors = Record<string, string[]>;
/** Field name → messages as descriptors (or English-only texts of the legacy door's parsing). */
export type FieldMessages = Record<string, Array<ComposedMessage | string>>;

export class ValidationError extends DomainError {
  readonly code = 'BAD_USER_INPUT';
  /** In English: the legacy door's words. */
  readonly fields: FieldErrors;

  constructor(readonly fieldMessages: FieldMessages) {
    const fields = Object.fromEntries(
      Object.entries(fieldMessages).map(([field, texts]) => [field, texts.map((text) => formatMessage(text))]),
    );
    super(Object.values(fields).flat().join(' '));
    this.fields = fields;
  }

  /** Every message in English, in field order. */
  get messages(): string[] {
    return Object.values(this.fields).flat();
  }

  /** Whether the whole refusal is that `field` is required: that field only, with the one message `REQUIRED_MESSAGE`. */
  onlyRequires(field: string): boolean {
    const fields = Object.keys(this.fieldMessages);
    const messages = this.fieldMessages[field];
    return fields.length === 1 && messages?.length === 1 && typeof messages[0] === 'object' && messages[0].id === REQUIRED_MESSAGE.id;
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

export class NotFoundError extends DomainError {
  readonly code = 'NOT_FOUND';
  constructor(
    text: Message | string,
    /** The missing record, when the error is about one (the legacy door rewords it). */
    readonly record?: { kind: RecordKind; id: number | string },
  ) {
    super(text);
  }

  /** "Routine with id 7 was not found." (the record's name per language: `server.notFound`). */
  static record(kind: RecordKind, id: number | string): NotFoundError {
    return new NotFoundError(describe('server.notFound', { kind, id: String(id) }), { kind, id });
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
    super(describe('server.invalidCredentials'));
  }
}

/**
 * The server cannot take the request now, through no fault of the caller's, and did nothing: try again after
 * `retryAfterSeconds`. The write lock's refusals (db/write-lock.ts), too many files being read (the imports) or stored
 * (the uploads). Every door answers it alike: 503 with `Retry-After` (GraphQL: `SERVICE_UNAVAILABLE` with
 * `retryAfterSeconds`), worded in the request's language; the legacy door says `message`, the English words.
 */
export class ServiceBusyError extends Error {
  constructor(
    readonly text: Message,
    readonly retryAfterSeconds: number,
  ) {
    super(formatMessage(text));
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
    text: Message = describe('server.tooManyFailedSignIns', { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) }),
  ) {
    super(text);
  }
}
