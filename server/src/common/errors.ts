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
  constructor(readonly fields: FieldErrors, message = Object.values(fields).flat().join(' ')) {
    super(message);
  }

  /** Every message, in field order. */
  get messages(): string[] {
    return Object.values(this.fields).flat();
  }
}

export class NotFoundError extends DomainError {
  readonly code = 'NOT_FOUND';
}

/** The request conflicts with stored data: duplicate email, deleting something still in use. */
export class ConflictError extends DomainError {
  readonly code = 'CONFLICT';
}

export class InvalidCredentialsError extends DomainError {
  readonly code = 'UNAUTHENTICATED';
  /** Kept so the legacy door can reproduce its two distinct answers; GraphQL shows one message for both. */
  constructor(readonly reason: 'unknown-email' | 'wrong-password', readonly email: string) {
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
