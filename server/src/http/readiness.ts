import type { IncomingMessage, ServerResponse } from 'node:http';
import { message } from '@fitness-manager/shared';
import type { RequestHandler } from 'express';
import type { DataSource } from 'typeorm';
import { formatForHeader } from '../common/messages';
import type { Logger } from '../observability/logger';

/** Where the server is in its life: it takes traffic only while `ready`. */
export type ReadinessState = 'starting' | 'migrating' | 'ready' | 'stopping';

export class Readiness {
  state: ReadinessState = 'starting';
}

/**
 * `GET /ready`: 200 `{"status":"ready","database":"up"}` when this replica should get traffic; 503 while it starts,
 * while migrations run (here or, on MySQL, in another replica holding the migration lock), when the database does
 * not answer, and from the moment shutdown begins. `/health` stays the cheap liveness answer.
 */
export function readinessHandler(readiness: Readiness, dataSource: DataSource, log: () => Logger): RequestHandler {
  return async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (readiness.state !== 'ready') {
      res.status(503).json({ status: readiness.state });
      return;
    }
    try {
      await dataSource.query('SELECT 1');
      // Shutdown may have begun while the database answered.
      if (readiness.state !== 'ready') res.status(503).json({ status: readiness.state });
      else res.json({ status: 'ready', database: 'up' });
    } catch (error) {
      log().error({ err: error }, 'Readiness check: the database did not answer');
      res.status(503).json({ status: 'error', database: 'down' });
    }
  };
}

/**
 * What the main port answers before the app is built (the database opening, migrations running): 503 everywhere, with
 * the state on `/ready` and `/health`, so a load balancer or an orchestrator sees a replica that is not ready yet. Its
 * message (the React client shows it) is in the request's `Accept-Language`.
 */
export function startingListener(readiness: Readiness) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0];
    res.statusCode = 503;
    res.setHeader('Retry-After', '5');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    // The body may not have been read: don't keep the socket for the next request.
    if (!req.complete) res.setHeader('Connection', 'close');
    const starting = () => formatForHeader(message('server.starting'), req.headers['accept-language']);
    if (path === '/ready' || path === '/health') {
      res.end(JSON.stringify({ status: readiness.state }));
    } else if (path === '/graphql') {
      res.end(
        JSON.stringify({
          errors: [{ message: starting(), extensions: { code: 'SERVICE_UNAVAILABLE' } }],
        }),
      );
    } else {
      res.end(JSON.stringify({ status: readiness.state, message: starting() }));
    }
  };
}
