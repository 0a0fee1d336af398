import type { Request, RequestHandler, Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's security headers, worked out once at start: with static options (no CSP nonces) they never depend on the
 * request, and running helmet's dozen middlewares on every request cost about as much as a small read's SQL
 * (docs/performance.md). The same headers, set in one step; helmet stays the one place that decides them.
 */
export function securityHeaders(options: HelmetOptions): RequestHandler {
  const set: [string, string][] = [];
  const removed: string[] = [];
  let finished = false;
  const recorder = {
    setHeader(name: string, value: unknown) {
      set.push([name, String(value)]);
      return recorder;
    },
    removeHeader(name: string) {
      removed.push(name);
    },
  };
  helmet(options)({} as Request, recorder as unknown as Response, (error?: unknown) => {
    if (error instanceof Error) throw error;
    finished = !error;
  });
  // helmet answers synchronously; a version that did not would leave requests without their headers.
  if (!finished) throw new Error('helmet did not set its headers synchronously');
  return (_req, res, next) => {
    for (const [name, value] of set) res.setHeader(name, value);
    for (const name of removed) res.removeHeader(name);
    next();
  };
}
