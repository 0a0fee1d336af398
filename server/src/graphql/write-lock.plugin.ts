import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError } from 'graphql';
import { WriteLockError, type WriteLock } from '../db/write-lock';

/** The lock refusal behind a GraphQL error, if that is what it is. */
export function writeLockRefusal(error: unknown): WriteLockError | null {
  const original = unwrapResolverError(error);
  if (original instanceof WriteLockError) return original;
  const cause = (original as { originalError?: unknown } | null)?.originalError;
  return cause instanceof WriteLockError ? cause : null;
}

/**
 * Runs each mutation under the write lock (see db/write-lock.ts); queries are not held up. The lock is taken once
 * the operation is parsed and checked (the body was read before Apollo saw it) and given back when execution ends.
 * A mutation that waited too long for it, or held it too long, answers 503 with `Retry-After` and saved nothing.
 */
export function writeLockPlugin(lock: WriteLock): ApolloServerPlugin {
  return {
    async requestDidStart() {
      let release: (() => void) | undefined;
      return {
        async didResolveOperation({ operation }) {
          if (operation?.operation !== 'mutation') return;
          try {
            release = await lock.acquire();
          } catch (error) {
            if (!(error instanceof WriteLockError)) throw error;
            // Thrown here (not in executionDidStart) so Apollo answers it as an error response before execution.
            throw new GraphQLError(error.message, { originalError: error });
          }
        },
        async executionDidStart() {
          return {
            async executionDidEnd() {
              release?.();
            },
          };
        },
        // Also on paths that end before execution finishes normally.
        async willSendResponse({ response, errors }) {
          release?.();
          const refusal = errors?.map(writeLockRefusal).find((found) => found !== null);
          if (!refusal) return;
          response.http.status = 503;
          response.http.headers.set('retry-after', String(refusal.retryAfterSeconds));
        },
      };
    },
  };
}
