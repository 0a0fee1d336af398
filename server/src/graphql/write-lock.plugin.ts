import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { OperationTypeNode, type DocumentNode } from 'graphql';
import { ServiceBusyError } from '../common/errors';
import { WriteLockError, type WriteLock } from '../db/write-lock';
import { localized } from './language';

/**
 * Mutations that take the write lock themselves, for their writes only (`Type.field`): `importUpload` parses and
 * checks a whole file first (seconds); `login`, `register`, `changePassword`, `changeEmail` and `deleteAccount` hash
 * or check a password (Argon2id, ~140 ms of CPU each), so a few sign-ins a second would hold everyone's writes up. The operation limits make such a
 * field the only one of its operation (operation-limits.plugin.ts), so nothing else runs outside the lock.
 */
export const LOCKS_ITSELF = new Set([
  'Mutation.importUpload',
  'Mutation.login',
  'Mutation.register',
  'Mutation.changePassword',
  'Mutation.changeEmail',
  'Mutation.deleteAccount',
]);

/** Any busy refusal (a ServiceBusyError: the write lock's, the file reads', the uploads' …) behind a GraphQL error, if that is what it is. */
export function busyRefusal(error: unknown): ServiceBusyError | null {
  const original = unwrapResolverError(error);
  if (original instanceof ServiceBusyError) return original;
  const cause = (original as { originalError?: unknown } | null)?.originalError;
  return cause instanceof ServiceBusyError ? cause : null;
}

/** How a busy refusal reads in a GraphQL answer (the error formatter gives resolver errors the same shape). */
export function busyError(refusal: ServiceBusyError) {
  return {
    message: localized(refusal.text),
    extensions: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: refusal.retryAfterSeconds },
  };
}

/**
 * Runs each mutation under the write lock (see db/write-lock.ts); queries are not held up. The lock is taken once
 * the operation is parsed and checked (the body was read before Apollo saw it) and given back when execution ends.
 * A mutation that waited too long for it, or held it too long, answers 503 with `Retry-After` and saved nothing.
 */
export function writeLockPlugin(
  lock: WriteLock,
  /** The operation's root fields (`Type.field`), to find the ones in LOCKS_ITSELF. */
  rootFields: (document: DocumentNode, variables: Record<string, unknown>, operationName?: string) => string[] = () => [],
): ApolloServerPlugin {
  return {
    async requestDidStart() {
      let release: (() => void) | undefined;
      return {
        // Not in didResolveOperation: Apollo runs those hooks side by side, so the lock could be granted to an
        // operation that the operation limits refuse at the same moment. This hook comes after them, alone.
        async responseForOperation({ operation, document, request }) {
          // Apollo calls this hook even when no operation could be chosen (it answers that error next).
          if (operation?.operation !== OperationTypeNode.MUTATION) return null;
          if (locksItself(() => rootFields(document, request.variables ?? {}, request.operationName ?? undefined))) return null;
          try {
            release = await lock.acquire();
            return null;
          } catch (error) {
            if (!(error instanceof WriteLockError)) throw error;
            return {
              http: { status: 503, headers: new HeaderMap([['retry-after', String(error.retryAfterSeconds)]]) },
              body: { kind: 'single', singleResult: { errors: [busyError(error)] } },
            };
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
          const refusal = errors?.map(busyRefusal).find((found) => found !== null);
          if (!refusal) return;
          // 503 says "nothing was saved": not when another root field of the mutation did save.
          const data = response.body.kind === 'single' ? response.body.singleResult.data : undefined;
          if (data && Object.values(data).some((value) => value !== null)) return;
          response.http.status = 503;
          response.http.headers.set('retry-after', String(refusal.retryAfterSeconds));
        },
      };
    },
  };
}

/** Whether every root field is one that takes the lock itself (unreadable variables: no, the lock is taken). */
function locksItself(names: () => string[]): boolean {
  try {
    const fields = names();
    return fields.length > 0 && fields.every((name) => LOCKS_ITSELF.has(name));
  } catch {
    return false;
  }
}
