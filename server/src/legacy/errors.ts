import type { ErrorRequestHandler, Response } from 'express';
import type { MessageId } from '@fitness-manager/shared';
import { DomainError, NotFoundError, ServiceBusyError, ValidationError, type RecordKind } from '../common/errors';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../db/unavailable';
import { requestOf } from '../observability/request-log';

/** The legacy business-error body: always 400, always `{"errors": [...]}`. */
export function sendErrors(res: Response, messages: string[], status = 400): void {
  res.status(status).json({ errors: messages });
}

/**
 * Text safe inside a quoted header parameter: header values are Latin-1 at most (Node refuses anything else, and an
 * email such as 'álice@例え.jp' would turn a 401 into a 500), so quotes become apostrophes and every character
 * outside printable ASCII, and the backslash (an escape inside a quoted string), is percent-encoded. The JSON body keeps the text as it is.
 */
export function headerText(text: string): string {
  return text.replace(/"/g, "'").replace(/[^\x20-\x5b\x5d-\x7e]/gu, (character) => {
    try {
      return encodeURIComponent(character);
    } catch {
      return '?'; // a lone surrogate has no UTF-8 form
    }
  });
}

/** Bodies of the OAuth2 resource server, with the matching WWW-Authenticate header. */
export function sendOAuthError(res: Response, status: 401 | 403, error: string, description: string): void {
  if (status === 401) {
    res.setHeader('WWW-Authenticate', `Bearer realm="oauth2-resource", error="${error}", error_description="${headerText(description)}"`);
  }
  res.status(status).json({ error, error_description: description });
}

/** The legacy server's names for records in its not-found messages: its Spring entity names. */
const LEGACY_RECORD_NAMES: Record<RecordKind, string> = {
  user: 'User',
  food: 'Food',
  recipe: 'Recipe',
  mealInfo: 'User meal info',
  dailyMeal: 'Daily meal',
  meal: 'Meal',
  mealEntry: 'Meal entry',
  tag: 'Tag',
  exercise: 'Exercise',
  routine: 'TrainingRoutine',
  session: 'Training Session',
  sessionExercise: 'Session exercise',
  // Not on the legacy door (workouts came later): the core's words.
  workout: 'Workout',
  workoutExercise: 'Workout exercise',
  workoutSet: 'Workout set',
  bodyWeight: 'Body weight',
};

/**
 * The legacy contract's own words for the service messages whose English the catalogue has since corrected
 * (shared/src/messages/en.json): the legacy door answers these, byte for byte (legacy-rest-contract.md's error
 * catalogue), while GraphQL and the React client say the corrected text. Keyed by the catalogue's message id.
 */
export const LEGACY_TEXTS: Partial<Record<MessageId, string>> = {
  'server.exerciseInRoutine': "You can't delete a exercise if it's part of some training routine.",
};

/**
 * A service error as the legacy client reads it: not-found messages in the legacy words ("TrainingRoutine with id 7 …"),
 * and the contract's own text where the catalogue's English differs (`LEGACY_TEXTS`).
 */
function legacyMessage(error: DomainError): string {
  if (error instanceof NotFoundError && error.record) {
    return `${LEGACY_RECORD_NAMES[error.record.kind]} with id ${error.record.id} was not found.`;
  }
  const legacyText = typeof error.text === 'string' ? undefined : LEGACY_TEXTS[error.text.id];
  return legacyText ?? error.message;
}

export const legacyErrorHandler: ErrorRequestHandler = (error, _req, res, _next) => {
  const request = requestOf(res);
  if (res.headersSent) return;
  // The write lock's refusals (and any other busy service): 503 with Retry-After, the English words.
  if (error instanceof ServiceBusyError) {
    res.setHeader('Retry-After', String(error.retryAfterSeconds));
    return sendErrors(res, [error.message], 503);
  }
  if (error instanceof ValidationError) return sendErrors(res, error.messages);
  if (error instanceof DomainError) return sendErrors(res, [legacyMessage(error)]);
  // Body-parser failures (malformed JSON, payload too large) are the caller's fault.
  const status = (error as { status?: number }).status;
  if (status && status >= 400 && status < 500) {
    return sendErrors(res, [status === 413 ? 'Request body too large.' : 'Malformed request body.'], 400);
  }
  // The database is down or went away (db/unavailable.ts): a clean 503, as for the write lock, not a crash.
  if (isDatabaseUnavailable(error)) {
    if (request) request.log.error({ err: error }, 'Legacy REST: the database cannot be reached');
    else console.error('Legacy REST: the database cannot be reached:', error);
    res.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    return sendErrors(res, [DATABASE_UNAVAILABLE_MESSAGE], 503);
  }
  // The contract's body; the details are in the log under the request id, which the answer's X-Request-Id gives.
  if (request) request.log.error({ err: error }, 'Legacy REST internal error');
  else console.error('Legacy REST internal error:', error);
  sendErrors(res, ['Internal server error.'], 500);
};
