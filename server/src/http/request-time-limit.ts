import type { Request, RequestHandler } from 'express';

/** How long a whole request (headers and body) may take to arrive on the main port, uploads aside. */
export const REQUEST_TIMEOUT_MS = 60_000;
/**
 * Node's own whole-request limit on the main port: the most an upload may take (64 MB in 30 minutes is 36 KB/s).
 * Uploads are watched for idleness instead (http/uploads.ts); every other route keeps REQUEST_TIMEOUT_MS here.
 */
export const UPLOAD_REQUEST_MAX_MS = 30 * 60_000;

/**
 * The main port's whole-request limit, for every route but `exempt` ones (uploads): a request whose body has not
 * arrived `limitMs` after it began is answered 408 with `Connection: close` and its socket closed, as Node's
 * `requestTimeout` does on the legacy port. Node's limit cannot spare one route, so on the main port it is set to
 * the uploads' (UPLOAD_REQUEST_MAX_MS) and this keeps the others at theirs.
 */
export function requestTimeLimit(limitMs: number, exempt: (req: Request) => boolean): RequestHandler {
  return (req, res, next) => {
    if (exempt(req)) return next();
    const timer = setTimeout(() => {
      if (req.complete || res.writableEnded) return;
      res.locals.timedOut = true;
      if (!res.headersSent) {
        res.writeHead(408, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'close' });
        res.end(JSON.stringify({ error: 'The request did not arrive in time.' }), () => req.socket.destroy());
      } else req.socket.destroy();
    }, limitMs);
    timer.unref();
    res.once('close', () => clearTimeout(timer));
    next();
  };
}
