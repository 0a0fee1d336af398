import { ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';

/**
 * How long a GraphQL request may go unanswered before it is given up as lost. A request can hang for minutes on a
 * phone whose network went away (no answer, no error), and the workout screen sends a set's edits one at a time, so
 * one hung send would hold the set's later ones. The server answers its slowest normal reads in well under a second,
 * and a write on SQLite may wait 10 s for the write lock and hold it 20 s (db/write-lock.ts): the limit is above both.
 * An operation that may run longer (an import) says so with the `timeLimitMs` context.
 */
export const REQUEST_TIME_LIMIT_MS = 45_000;

/** The failure's name for the logs; never shown: a failed request shows its own screen's words. */
const TIMED_OUT = 'TimeoutError';

/** The context an operation may carry to set its own time limit (0: none). */
export interface TimeLimitContext {
  timeLimitMs?: number;
}

/**
 * Aborts a request unanswered after `limitMs` (or the operation's own `timeLimitMs`): it fails like a lost
 * connection (a `TimeoutError`), so what a failed send keeps (a workout's edits) is sent again later.
 */
export function createRequestTimeLimitLink(limitMs = REQUEST_TIME_LIMIT_MS): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const limit = (operation.getContext() as TimeLimitContext).timeLimitMs ?? limitMs;
    if (!limit) return forward(operation);
    return new Observable((observer) => {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(new DOMException(TIMED_OUT, 'TimeoutError')), limit);
      operation.setContext(({ fetchOptions }: { fetchOptions?: RequestInit }) => ({
        fetchOptions: { ...fetchOptions, signal: controller.signal },
      }));
      const subscription = forward(operation).subscribe({
        next: (result) => observer.next(result),
        error: (error: unknown) => {
          clearTimeout(timer);
          observer.error(error);
        },
        complete: () => {
          clearTimeout(timer);
          observer.complete();
        },
      });
      return () => {
        clearTimeout(timer);
        subscription.unsubscribe();
      };
    });
  });
}
