import { DEFAULT_LANGUAGE, languageOfAcceptLanguage, type Language, type Message } from '@fitness-manager/shared';
import type { RequestHandler } from 'express';
import { formatMessage, type Words } from '../common/messages';
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
export function localized(text: Words | Message | string): string {
  return formatMessage(text, requestLanguage());
}
