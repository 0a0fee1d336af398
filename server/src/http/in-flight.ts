import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export interface InFlightRequests {
  /** Requests whose handler has not answered yet. */
  readonly active: number;
  /** Resolves true once no request is in flight, false when `timeoutMs` passed first. */
  idle(timeoutMs: number): Promise<boolean>;
}

/**
 * Counts the requests a server's handlers are still working on. A client that disconnects closes its
 * connection at once, so `server.close()` can report "closed" while a handler is still using the database;
 * shutdown waits for this count to reach zero before it closes the database.
 *
 * A request counts as answered when its handler calls `res.end` (every route and error handler does, even
 * for a client that has gone) or when the response finishes. `tracks` picks the requests that use the database:
 * a static file piped to a client that went away never ends its response, and must not hold up shutdown.
 */
export function trackInFlight(server: Server, tracks: (request: IncomingMessage) => boolean = () => true): InFlightRequests {
  let active = 0;
  let waiters: Array<() => void> = [];

  const answered = () => {
    active -= 1;
    if (active > 0) return;
    for (const wake of waiters) wake();
    waiters = [];
  };

  // Runs before the application's own listener, so `res.end` is wrapped before any handler sees it.
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!tracks(request)) return;
    active += 1;
    let counted = false;
    const settle = () => {
      if (counted) return;
      counted = true;
      answered();
    };
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the response as `this`
    const end = response.end;
    response.end = function endAndSettle(this: ServerResponse, ...args: unknown[]) {
      settle();
      return (end as (...endArgs: unknown[]) => ServerResponse).apply(this, args);
    } as ServerResponse['end'];
    response.once('finish', settle);
  });

  return {
    get active() {
      return active;
    },
    idle(timeoutMs) {
      if (active === 0) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => {
          waiters = waiters.filter((wake) => wake !== onIdle);
          resolve(false);
        }, timeoutMs);
        const onIdle = () => {
          clearTimeout(timer);
          resolve(true);
        };
        waiters.push(onIdle);
      });
    },
  };
}
