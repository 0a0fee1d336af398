import type { RequestHandler } from 'express';
import type { WriteLock } from '../db/write-lock';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Requests that may write hold the write lock (db/write-lock.ts) while their handler works: taken once the body has
 * been read (a client that sends half a body holds no one up), given back when the handler answers (not when the
 * client has read the answer, nor when it goes away). A refusal (waited or held too long) is a 503 with Retry-After from the error handler.
 */
export function holdWriteLock(lock: WriteLock): RequestHandler {
  return async (req, res, next) => {
    if (READ_METHODS.has(req.method)) return next();
    const release = await lock.acquire();
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the response as `this`
    const end = res.end;
    res.end = function endAndRelease(this: typeof res, ...args: unknown[]) {
      release();
      return (end as (...endArgs: unknown[]) => typeof res).apply(this, args);
    } as typeof res.end;
    // Not on 'close': a client that goes away does not end its handler, whose transaction may still be open; a
    // write let in then would run inside it and share its fate. Every handler and the error handler end the response.
    next();
  };
}
