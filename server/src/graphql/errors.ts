import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import { DomainError, ValidationError } from '../common/errors';

/**
 * Maps service errors to GraphQL error codes, adds per-field messages to BAD_USER_INPUT, and hides
 * the details of unexpected failures (logged on the server instead).
 */
export function createErrorFormatter(options: { exposeInternalErrors: boolean; log: (error: unknown) => void }) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof ValidationError) {
      return { ...formatted, message: original.message, extensions: { code: original.code, fields: original.fields } };
    }
    if (original instanceof DomainError) {
      return { ...formatted, message: original.message, extensions: { code: original.code } };
    }
    const code = formatted.extensions?.code;
    if (code === 'INTERNAL_SERVER_ERROR' || code === undefined) {
      options.log(original);
      if (!options.exposeInternalErrors) {
        return { message: 'Internal server error.', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
      }
    }
    return formatted;
  };
}
