import { existsSync } from 'node:fs';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import helmet from 'helmet';
import express, { type ErrorRequestHandler, type Express } from 'express';
import type { GraphQLSchema } from 'graphql';
import type { Server } from 'node:http';
import { authenticate } from '../auth/authenticate';
import type { AppConfig } from '../config';
import { clientAddress } from './client-address';
import { rootFieldLimitPlugin } from '../graphql/root-field-limit.plugin';
import type { GraphQLContext } from '../graphql/context';
import { createErrorFormatter } from '../graphql/errors';
import { writeLockPlugin } from '../graphql/write-lock.plugin';
import type { Services } from '../services';

export interface MainApp {
  app: Express;
  apollo: ApolloServer<GraphQLContext>;
}

/**
 * The main port: `/graphql`, `/health` and the built React app (with index.html for client routes).
 * `httpServer` lets Apollo drain in-flight requests on shutdown.
 */
export async function createMainApp(
  services: Services,
  schema: GraphQLSchema,
  config: Pick<AppConfig, 'env' | 'clientDir' | 'trustProxy'>,
  httpServer: Server,
): Promise<MainApp> {
  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    introspection: true,
    formatError: createErrorFormatter({
      exposeInternalErrors: config.env !== 'production',
      log: (error) => console.error('GraphQL internal error:', error),
    }),
    plugins: [
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginDrainHttpServer({ httpServer }),
      writeLockPlugin(services.writeLock),
      rootFieldLimitPlugin(schema),
    ],
  });
  await apollo.start();

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  // Security headers everywhere; HSTS is left to the TLS-terminating proxy (the app itself speaks HTTP).
  app.use(helmet({ contentSecurityPolicy: false, strictTransportSecurity: false }));

  app.get('/health', async (_req, res) => {
    try {
      await services.dataSource.query('SELECT 1');
      res.json({ status: 'ok', database: 'up' });
    } catch (error) {
      res.status(503).json({ status: 'error', database: 'down', message: (error as Error).message });
    }
  });

  app.use(
    '/graphql',
    express.json({ limit: '1mb' }),
    expressMiddleware(apollo, {
      context: async ({ req }) => ({
        services,
        auth: await authenticate(services, req.headers.authorization),
        clientAddress: clientAddress(req),
      }),
    }),
  );

  // A body that is not JSON never reaches Apollo: answer in GraphQL's error shape, not Express's HTML page.
  app.use('/graphql', ((error, _req, res, next) => {
    if (res.headersSent || (error as { type?: string }).type !== 'entity.parse.failed') return next(error);
    res.status(400).json({ errors: [{ message: 'The request body is not valid JSON.', extensions: { code: 'BAD_REQUEST' } }] });
  }) as ErrorRequestHandler);

  if (config.clientDir && existsSync(path.join(config.clientDir, 'index.html'))) {
    const indexHtml = path.join(config.clientDir, 'index.html');
    // The app shell only loads its own files; react-select's emotion styles need inline <style>. Not on
    // /graphql, whose browser landing page loads Apollo's sandbox from its CDN.
    app.use(
      helmet.contentSecurityPolicy({
        directives: { 'upgrade-insecure-requests': null, 'style-src': ["'self'", "'unsafe-inline'"] },
      }),
    );
    app.use(express.static(config.clientDir, { index: false, maxAge: '1h' }));
    // Client-side routes (/home, /foods/3/edit …) all get the app shell; assets that do not exist stay 404.
    app.get(/^(?!\/(graphql|health)(\/|$)).*/, (req, res, next) => {
      if (path.extname(req.path)) return next();
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(indexHtml);
    });
  } else if (config.clientDir) {
    app.get('/', (_req, res) => {
      res.status(503).type('text').send('The React client is not built yet: run `npm run build` (npm start does it for you).');
    });
  }
  return { app, apollo };
}
