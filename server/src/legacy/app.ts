import cors from 'cors';
import express, { type Express, type RequestHandler } from 'express';
import type { AppConfig } from '../config';
import type { WriteLock } from '../db/write-lock';
import type { Services } from '../services';
import { legacyAuth } from './auth';
import { legacyErrorHandler, sendErrors } from './errors';
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
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Requests that may write hold the write lock (db/write-lock.ts) until their response is sent. */
function holdWriteLock(lock: WriteLock): RequestHandler {
  return async (req, res, next) => {
    if (READ_METHODS.has(req.method)) return next();
    const release = await lock.acquire();
    res.once('finish', release);
    res.once('close', release);
    next();
  };
}

export function createLegacyApp(services: Services, config: Pick<AppConfig, 'trustProxy'>): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  // Whose X-Forwarded-For gives the client address the sign-in limits count (config TRUST_PROXY).
  app.set('trust proxy', config.trustProxy);
  // Origins, methods and headers are open and credentials off; preflights never need a token.
  app.use(cors({ origin: '*', methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'], optionsSuccessStatus: 200 }));

  app.use(oauthRoutes(services));
  app.use(legacyAuth(services));
  app.use(holdWriteLock(services.writeLock));
  app.use(express.json({ limit: '1mb', type: () => true }));
  app.use(usersRoutes(services));
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
