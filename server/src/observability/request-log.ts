import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from './logger';
import type { AppMetrics, Outcome } from './metrics';
import { runInRequest, type Door, type RequestContext } from './request-context';

/** What an incoming `X-Request-Id` may look like (a UUID, a proxy's hex id, …); anything else is replaced. */
const REQUEST_ID = /^[A-Za-z0-9._:@+=/-]{1,128}$/;

/**
 * The request's id: the `X-Request-Id` a trusted proxy set (TRUST_PROXY names it; the proxy's id then joins its
 * own log to ours), else a new UUID. From any other client the header is ignored: a client could otherwise pick
 * ids that collide with other requests' and muddle the log.
 */
export function requestIdFor(req: Request): string {
  const given = req.headers['x-request-id'];
  if (typeof given === 'string' && REQUEST_ID.test(given)) {
    const trust = req.app.get('trust proxy fn') as ((address: string | undefined, hop: number) => boolean) | undefined;
    if (trust?.(req.socket.remoteAddress, 0)) return given;
  }
  return randomUUID();
}

/** The request's context (set by `requestLogging`), for error handlers that have `res` at hand. */
export function requestOf(res: Response): RequestContext | undefined {
  return res.locals.request as RequestContext | undefined;
}

export interface RequestLoggingOptions {
  door: Door;
  logger: Logger;
  metrics: AppMetrics;
  /**
   * The operation of a request the door knows without the handler's help (`health`, `static` …), from its path as it
   * arrived (a router mounted on a path, like `/graphql`, trims `req.path` and leaves it so when it answers itself).
   */
  operation?: (path: string) => string | undefined;
  /** Requests logged at debug rather than info (health probes every few seconds), by their path as it arrived. */
  quiet?: (path: string) => boolean;
}

/**
 * First middleware of a door: gives the request its id (answered as `X-Request-Id`) and context, and when the answer
 * has been sent (or the client left) writes one log line and the metrics: method, path without its query string,
 * status, duration, operation, outcome. Never headers, bodies or query strings: they carry passwords and tokens.
 */
export function requestLogging({ door, logger, metrics, operation, quiet }: RequestLoggingOptions): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const path = req.path;
    const id = requestIdFor(req);
    res.setHeader('X-Request-Id', id);
    const context = new Context(id, door, logger);
    res.locals.request = context;

    let logged = false;
    const done = (aborted: boolean) => {
      if (logged) return;
      logged = true;
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const name = context.operation ?? operation?.(path) ?? routeOf(req);
      const outcome = outcomeOf(res.statusCode, context, aborted);
      metrics.observeRequest(door, name, outcome, seconds);
      for (const code of context.errorCodes) metrics.graphqlErrors.inc({ code });
      for (const limit of context.signInRefusals) metrics.signInRefusals.inc({ door, limit });
      const level = outcome === 'server_error' ? 'error' : quiet?.(path) && outcome === 'ok' ? 'debug' : 'info';
      // The line is only built when its level is written (the bench and quiet deployments log warnings only).
      if (!logger.isLevelEnabled(level)) return;
      const line = {
        door,
        method: req.method,
        path: req.originalUrl.split('?')[0].slice(0, 200),
        status: aborted ? undefined : res.statusCode,
        durationMs: Math.round(seconds * 10_000) / 10,
        operation: name,
        outcome,
        remoteAddress: req.ip,
        ...(context.errorCodes.size ? { errorCodes: [...context.errorCodes] } : {}),
        ...(context.signInRefusals.length ? { signInRefusals: context.signInRefusals } : {}),
      };
      context.log[level](line, aborted ? 'request aborted by the client' : 'request completed');
    };
    // One listener: 'close' follows 'finish' (on the next tick) when the answer was sent, and comes alone when the
    // client left first.
    res.once('close', () => done(!res.writableFinished));
    runInRequest(context, next);
  };
}

/** A request's context; its child logger is made when first used (most requests log nothing but their line). */
class Context implements RequestContext {
  operation?: string;
  readonly errorCodes = new Set<string>();
  readonly signInRefusals: string[] = [];
  language?: RequestContext['language'];
  private child?: Logger;

  constructor(
    readonly id: string,
    readonly door: Door,
    private readonly logger: Logger,
  ) {}

  get log(): Logger {
    return (this.child ??= this.logger.child({ reqId: this.id }));
  }
}

/** The legacy route that answered (`GET /foods/:id`), or `unmatched`. */
function routeOf(req: Request): string {
  const route: unknown = (req as { route?: unknown }).route;
  const path = (route as { path?: unknown } | undefined)?.path;
  return typeof path === 'string' ? `${req.method} ${req.baseUrl}${path}` : `${req.method} unmatched`;
}

function outcomeOf(status: number, context: RequestContext, aborted: boolean): Outcome {
  if (aborted) return 'aborted';
  if (status >= 500 || context.errorCodes.has('INTERNAL_SERVER_ERROR')) return 'server_error';
  if (status >= 400 || context.errorCodes.size > 0) return 'client_error';
  return 'ok';
}
