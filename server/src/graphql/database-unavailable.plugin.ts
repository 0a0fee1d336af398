import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { message } from '@fitness-manager/shared';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/unavailable';
import { localized } from './language';

/** How an unreachable database reads in a GraphQL answer (the same shape as the write lock's 503). */
export function databaseUnavailableError() {
  return {
    message: localized(message('server.databaseUnavailable')),
    extensions: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS },
  };
}

/**
 * Builds the request's context part that reads the database (the token's owner): when the database cannot be
 * reached, a 503 with Retry-After instead of Apollo's "Context creation failed" 500. Context failures never reach
 * the plugins, so the status travels in the error itself.
 */
export async function contextFromDatabase<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    throw new GraphQLError(localized(message('server.databaseUnavailable')), {
      originalError: error as Error,
      extensions: {
        code: 'SERVICE_UNAVAILABLE',
        http: { status: 503, headers: new HeaderMap([['retry-after', String(DATABASE_RETRY_AFTER_SECONDS)]]) },
      },
    });
  }
}

/**
 * An operation that failed because the database cannot be reached answers 503 with `Retry-After` (the error
 * formatter gives each such error the code SERVICE_UNAVAILABLE). Not when another root field returned data: that
 * part was done, and the answer must say so (status 200, the failed field's error beside it).
 */
export function databaseUnavailablePlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, errors }) {
          if (!errors?.some((error) => isDatabaseUnavailable(error))) return;
          const data = response.body.kind === 'single' ? response.body.singleResult.data : undefined;
          if (data && Object.values(data).some((value) => value !== null)) return;
          response.http.status = 503;
          response.http.headers.set('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        },
      };
    },
  };
}
