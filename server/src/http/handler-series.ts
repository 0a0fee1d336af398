import type { RequestHandler } from 'express';

/**
 * Several handlers as one, run in order as Express would run them (each `next()` goes on to the following one; an
 * error, thrown or passed to `next` or a rejected promise, goes to the router's error handlers, the rest skipped).
 * Mounted as one layer, a request passes the router's matching and path trimming once instead of once a handler:
 * the GraphQL door's five handlers cost as much in the router as in themselves (docs/performance.md › Third pass).
 * `next('route')` and `next('router')` are not supported: none of the handlers uses them.
 */
export function handlerSeries(...handlers: RequestHandler[]): RequestHandler {
  return (req, res, next) => {
    let index = 0;
    const step = (error?: unknown): void => {
      if (error !== undefined && error !== null) return next(error);
      const handler = handlers[index++];
      if (handler === undefined) return next();
      try {
        const result: unknown = handler(req, res, step);
        if (isThenable(result)) result.then(undefined, (rejection: unknown) => step(rejection || new Error('Rejected promise')));
      } catch (thrown) {
        step(thrown);
      }
    };
    step();
  };
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}
