import cors from 'cors';
import express, { type Express, type Request, type RequestHandler } from 'express';
import type { HelmetOptions } from 'helmet';
import type { AppConfig } from '../config';
import { createLogger, type Logger } from '../observability/logger';
import { AppMetrics } from '../observability/metrics';
import { requestLogging } from '../observability/request-log';
import { securityHeaders } from '../http/security-headers';
import type { Services } from '../services';
import { legacyAuth } from './auth';
import { legacyErrorHandler, sendErrors } from './errors';
import { holdWriteLock } from './hold-write-lock';
import { foodsRoutes } from './foods.routes';
import { mealsRoutes } from './meals.routes';
import { oauthRoutes } from './oauth.routes';
import { recipesRoutes } from './recipes.routes';
import { exercisesRoutes, tagsRoutes, trainingsRoutes } from './trainings.routes';
import { usersRoutes } from './users.routes';

/**
 * The REST compatibility adapter for the unchanged Angular client (docs/legacy-rest.md): root paths,
 * permissive CORS, OAuth2 password grant, `{"errors": [...]}` bodies. Every legacy quirk lives under
 * src/legacy/; the services it calls are the same ones GraphQL uses. "Difference N" in the comments and tests of
 * the adapter is row N of that page's "Deliberate differences from the legacy server".
 */

/**
 * helmet's options for the legacy port: the security headers an API of JSON answers can carry without touching the
 * contract (no sniffing, no framing, no referrer, its own browsing context group); resources stay readable
 * cross-origin (the old client runs on another origin); HSTS is left to the TLS-terminating proxy.
 */
export const LEGACY_SECURITY_HEADERS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] } },
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  referrerPolicy: { policy: 'no-referrer' },
  strictTransportSecurity: false,
  xFrameOptions: { action: 'deny' },
};

const hasBody = (req: Request) => req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/**
 * Bodies must be declared JSON, as the old client sends them: a `text/plain` or form body would be a "simple"
 * request that any web page can send without a preflight (registering accounts, say). Requests without a body
 * (`POST /meals?day=…`) pass.
 */
const requireJsonBodies: RequestHandler = (req, res, next) => {
  if (!hasBody(req) || req.is(['application/json', 'application/*+json'])) return next();
  sendErrors(res, ['Send the request body as JSON, with Content-Type: application/json.'], 415);
};

export interface LegacyAppOptions {
  logger?: Logger;
  metrics?: AppMetrics;
}

export function createLegacyApp(
  services: Services,
  config: Pick<AppConfig, 'trustProxy'>,
  { logger = createLogger(), metrics = new AppMetrics() }: LegacyAppOptions = {},
): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  // Whose X-Forwarded-For gives the client address the sign-in limits count (config TRUST_PROXY).
  app.set('trust proxy', config.trustProxy);
  // Request id (X-Request-Id), one JSON log line and the metrics of every request, by route (`GET /foods/:id`).
  app.use(requestLogging({ door: 'legacy', logger, metrics }));
  app.use(securityHeaders(LEGACY_SECURITY_HEADERS));
  // Origins, methods and headers are open and credentials off; preflights never need a token.
  app.use(cors({ origin: '*', methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'], optionsSuccessStatus: 200 }));

  // Every request's work runs in its own lock scope, so the lock can tell its holder's statements apart.
  app.use((_req, _res, next) => services.writeLock.scope(next));
  app.use(oauthRoutes(services));
  app.use(legacyAuth(services));
  app.use(requireJsonBodies);
  app.use(express.json({ limit: '1mb', type: () => true }));
  // Registering takes the write lock itself around its statements, never around the password hash: before the door's.
  app.use(usersRoutes(services));
  app.use(holdWriteLock(services.writeLock));
  app.use(foodsRoutes(services));
  app.use(recipesRoutes(services));
  app.use(mealsRoutes(services));
  app.use(tagsRoutes(services));
  app.use(exercisesRoutes(services));
  app.use(trainingsRoutes(services));

  app.use((req, res) => sendErrors(res, [`No endpoint ${req.method} ${req.path}.`], 404));
  app.use(legacyErrorHandler);
  return app;
}
