import { message } from '@fitness-manager/shared';
import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import { DomainError, ValidationError } from '../common/errors';
import { isDatabaseUnavailable } from '../db/unavailable';
import { databaseUnavailableError } from './database-unavailable.plugin';
import { localized } from './language';
import { decimalInputError, type DecimalInputError } from './scalars';
import { busyError, busyRefusal } from './write-lock.plugin';

const TOO_MANY_VARIABLE_ERRORS = 'Too many errors processing variables';

/**
 * Where a refused variable value was, from graphql-js's message (`Variable "$input" got invalid value "x" at
 * "input.serving"; <the scalar's message>`): `input.serving`, or `$input` for the variable itself; nothing for a value
 * written in the document (its `locations` say where).
 */
function refusedField(text: string, refusal: DecimalInputError): string | undefined {
  const suffix = `; ${refusal.message}`;
  if (!text.startsWith('Variable "$') || !text.endsWith(suffix)) return undefined;
  const prefix = text.slice(0, -suffix.length);
  return / at "([^"]+)"$/.exec(prefix)?.[1] ?? /^Variable "(\$\w+)"/.exec(prefix)?.[1];
}

/**
 * Maps service errors to GraphQL error codes, adds per-field messages to BAD_USER_INPUT, and hides
 * the details of unexpected failures (logged on the server instead).
 */
export function createErrorFormatter(options: {
  exposeInternalErrors: boolean;
  log: (error: unknown) => void;
  /** The request's id (observability/request-context.ts), named in the generic message so the log can be searched. */
  requestId?: () => string | undefined;
}) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    const refusal = busyRefusal(error);
    if (refusal) {
      return { ...busyError(refusal), path: formatted.path };
    }
    // The database is down or went away: SERVICE_UNAVAILABLE (the plugin makes the answer a 503), not an internal error.
    if (isDatabaseUnavailable(error)) {
      options.log(original);
      return { ...databaseUnavailableError(), path: formatted.path };
    }
    // The service's words, in the request's language (graphql/language.ts).
    if (original instanceof ValidationError) {
      const fields = Object.fromEntries(Object.entries(original.fieldMessages).map(([field, texts]) => [field, texts.map(localized)]));
      return { ...formatted, message: Object.values(fields).flat().join(' '), extensions: { code: original.code, fields } };
    }
    if (original instanceof DomainError) {
      return { ...formatted, message: localized(original.text), extensions: { code: original.code } };
    }
    // A value the Decimal scalar refused: graphql-js's English words around it are said again in the request's language.
    const decimal = decimalInputError(error);
    if (decimal) return { ...formatted, message: localized(decimal.text(refusedField(formatted.message, decimal))) };
    // graphql-js stops coercing variables after 50 errors and adds this one, with no code: it is the caller's too.
    if (formatted.message.startsWith(TOO_MANY_VARIABLE_ERRORS)) {
      return { message: formatted.message, extensions: { code: 'BAD_USER_INPUT' } };
    }
    const code = formatted.extensions?.code;
    if (code === 'INTERNAL_SERVER_ERROR' || code === undefined) {
      options.log(original);
      if (!options.exposeInternalErrors) {
        const requestId = options.requestId?.();
        return requestId
          ? {
              message: localized(message('server.internalErrorWithId', { requestId })),
              path: formatted.path,
              extensions: { code: 'INTERNAL_SERVER_ERROR', requestId },
            }
          : { message: localized(message('server.internalError')), path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
      }
    }
    return formatted;
  };
}
