import { DEFAULT_LANGUAGE, languageOfAcceptLanguage, message, type Language, type Message } from '@fitness-manager/shared';
import type { RequestHandler } from 'express';
import { formatMessage } from '../common/messages';
import { WriteLockClosedError, WriteLockExpiredError, type WriteLockError } from '../db/write-lock';
import { currentRequest } from '../observability/request-context';

/**
 * The language of a GraphQL answer's messages: the request's `Accept-Language` when it names a supported language
 * (the React client sends its interface language), else the signed-in user's setting (`User.language`), else
 * English. Kept in the request's context (observability/request-context.ts), where the error formatter reads it.
 */
export const acceptLanguage: RequestHandler = (req, _res, next) => {
  const request = currentRequest();
  const language = languageOfAcceptLanguage(req.headers['accept-language']);
  if (request && language) request.language = language;
  next();
};

/** The signed-in user's setting, for a request whose `Accept-Language` chose nothing. */
export function adoptUserLanguage(language: Language | null | undefined): void {
  const request = currentRequest();
  if (request && !request.language && language) request.language = language;
}

export function requestLanguage(): Language {
  return currentRequest()?.language ?? DEFAULT_LANGUAGE;
}

/** A message in the current request's language. */
export function localized(text: Message | string): string {
  return formatMessage(text, requestLanguage());
}

/** The write lock's refusals (db/write-lock.ts keeps English words for the legacy door). */
export function writeLockMessage(refusal: WriteLockError): Message {
  if (refusal instanceof WriteLockClosedError) return message('server.shuttingDown');
  if (refusal instanceof WriteLockExpiredError) return message('server.tookTooLong');
  return message('server.busy');
}
