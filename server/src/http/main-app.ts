import { existsSync } from 'node:fs';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import compression from 'compression';
import helmet, { type HelmetOptions } from 'helmet';
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import type { GraphQLSchema } from 'graphql';
import { authenticate } from '../auth/authenticate';
import type { AppConfig } from '../config';
import { formatForHeader } from '../common/messages';
import { clientAddress } from './client-address';
import { MAX_QUERY_TOKENS, operationLimitsPlugin, rootFieldNames } from '../graphql/operation-limits.plugin';
import type { GraphQLContext } from '../graphql/context';
import { contextFromDatabase, databaseUnavailablePlugin } from '../graphql/database-unavailable.plugin';
import { createErrorFormatter } from '../graphql/errors';
import { parsedDocumentStore, type DocumentStore } from '../graphql/document-store';
import { JitExecutor, jitPlugin, type JitOptions } from '../graphql/jit-executor';
import { acceptLanguage, adoptUserLanguage } from '../graphql/language';
import { isLanguage, message, type Message } from '@fitness-manager/shared';
import { writeLockPlugin } from '../graphql/write-lock.plugin';
import { observabilityPlugin } from '../observability/graphql.plugin';
import { createLogger, type Logger } from '../observability/logger';
import { AppMetrics } from '../observability/metrics';
import { currentRequest } from '../observability/request-context';
import { requestLogging, requestOf } from '../observability/request-log';
import type { Services } from '../services';
import { clientFiles, REVALIDATE, sendClientFile } from './client-files';
import { downloadHandler } from './downloads';
import { handlerSeries } from './handler-series';
import { jsonBody } from './json-body';
import { requestTimeLimit, REQUEST_TIMEOUT_MS } from './request-time-limit';
import { uploadHandler } from './uploads';
import { Readiness, readinessHandler } from './readiness';
import { securityHeaders } from './security-headers';

/** The largest GraphQL request body, 1 MB (the 413's message says so). */
const GRAPHQL_BODY_LIMIT = 1024 * 1024;
/** GraphQL answers from this size on are compressed (br or gzip, as the client accepts); smaller ones gain nothing. */
export const GRAPHQL_COMPRESSION_THRESHOLD = 1024;

const PROBES = new Set(['/health', '/ready']);

/** helmet's options for every answer of the main port (the app shell adds its content security policy). */
export const MAIN_SECURITY_HEADERS: HelmetOptions = { contentSecurityPolicy: false, strictTransportSecurity: false };

export interface MainAppOptions {
  /** Values a GraphQL answer may be built of (see graphql/operation-limits.plugin.ts). */
  maxAnswerValues?: number;
  /** The JSON log (default: a new pino logger on stdout at the configured level). */
  logger?: Logger;
  /** Where request counts and durations go (default: a registry nobody reads). */
  metrics?: AppMetrics;
  /** The server's life cycle, answered on /ready (default: ready). */
  readiness?: Readiness;
  /** How long a whole request may take to arrive, uploads aside (default REQUEST_TIMEOUT_MS; http/request-time-limit.ts). */
  requestTimeoutMs?: number;
  /** An upload sending nothing for this long is cut (default UPLOAD_IDLE_MS; http/uploads.ts). */
  uploadIdleMs?: number;
  /** Where uploads are received before they are stored (default the system's temporary folder). */
  uploadDir?: string;
  /** The compiled executor's bounds and counters (graphql/jit-executor.ts; default JIT_DEFAULTS). */
  jit?: JitOptions;
  /** Apollo's parsed documents (default `parsedDocumentStore()`: 30 MB counted by what they hold). */
  documentStore?: DocumentStore;
}

export interface MainApp {
  app: Express;
  apollo: ApolloServer<GraphQLContext>;
}

/**
 * The main port: `/graphql`, `/health` and the built React app (with index.html for client routes).
 */
export async function createMainApp(
  services: Services,
  schema: GraphQLSchema,
  config: Pick<AppConfig, 'env' | 'clientDir' | 'trustProxy' | 'verboseErrors' | 'logLevel'>,
  {
    maxAnswerValues,
    logger = createLogger({ level: config.logLevel }),
    metrics = new AppMetrics(),
    readiness,
    requestTimeoutMs = REQUEST_TIMEOUT_MS,
    uploadIdleMs,
    uploadDir,
    jit,
    documentStore = parsedDocumentStore(),
  }: MainAppOptions = {},
): Promise<MainApp> {
  const log = () => currentRequest()?.log ?? logger;
  const verbose = config.verboseErrors ?? false;
  const formatError = createErrorFormatter({
    exposeInternalErrors: verbose,
    log: (error) => log().error({ err: error }, 'GraphQL internal error'),
    requestId: () => currentRequest()?.id,
  });
  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    parseOptions: { maxTokens: MAX_QUERY_TOKENS },
    // Parsed documents counted by what they hold, not by Apollo's JSON size (graphql/document-store.ts).
    documentStore,
    // The server stops Apollo itself, after the listeners have answered what they were working on: Apollo's own
    // SIGTERM handler would stop it at once and answer requests still arriving with a 500.
    stopOnTerminationSignals: false,
    introspection: true,
    // Never decided by NODE_ENV (`npm start` runs in development): stack traces only when VERBOSE_ERRORS asks.
    includeStacktraceInErrorResponses: verbose,
    formatError: (formatted, error) => {
      const answer = formatError(formatted, error);
      const code = answer.extensions?.code;
      currentRequest()?.errorCodes.add(typeof code === 'string' ? code : 'UNKNOWN');
      return answer;
    },
    plugins: [
      observabilityPlugin(),
      ApolloServerPluginCacheControlDisabled(),
      writeLockPlugin(services.writeLock, (document, variables, operationName) =>
        rootFieldNames(schema, document, variables, operationName),
      ),
      databaseUnavailablePlugin(),
      operationLimitsPlugin(schema, { maxAnswerValues }),
      // Queries a client repeats run compiled by graphql-jit, with graphql-js's answers (graphql/jit-executor.ts). Its
      // answers skip Apollo's execution hooks, so Apollo's tracing plugins, which would install themselves from
      // APOLLO_KEY and read every field's execution, are off.
      jitPlugin(new JitExecutor(schema, jit)),
      ApolloServerPluginUsageReportingDisabled(),
      ApolloServerPluginInlineTraceDisabled(),
      // Apollo's landing page loads its script from a CDN into the origin that keeps the user's token: never served
      // (GraphQL tools still work against the endpoint, introspection is on).
      ApolloServerPluginLandingPageDisabled(),
    ],
  });
  await apollo.start();

  const app = express();
  app.disable('x-powered-by');
  // No ETag on what res.send answers (GraphQL, probes, errors): the client's GraphQL answers are POST answers, never
  // asked for conditionally (a GET query no longer gets a 304 either), and hashing each one cost a large read tens
  // of microseconds. A function, not `false`: the app's files keep the ETags sendFile makes when the setting is on
  // (http/client-files.ts).
  app.set('etag', () => undefined);
  app.set('trust proxy', config.trustProxy);
  // What every request passes, as one layer of the router (http/handler-series.ts).
  app.use(
    handlerSeries(
      // Request id, one JSON log line and the metrics of every request (observability/request-log.ts).
      requestLogging({
        door: 'main',
        logger,
        metrics,
        operation: (path) =>
          path === '/health'
            ? 'health'
            : path === '/ready'
              ? 'ready'
              : path.startsWith('/graphql')
                ? 'graphql'
                : path === '/download'
                  ? 'download'
                  : path === '/uploads'
                    ? 'upload'
                    : 'static',
        quiet: (path) => PROBES.has(path),
      }),
      // Whole requests within a minute, but uploads: those are cut when idle (http/uploads.ts).
      requestTimeLimit(requestTimeoutMs, (req) => req.path === '/uploads'),
      // Security headers everywhere; HSTS is left to the TLS-terminating proxy (the app itself speaks HTTP).
      securityHeaders(MAIN_SECURITY_HEADERS),
    ),
  );

  // Compressed as the client accepts; a client that accepts no encoding (browsers always send one; scripts and
  // integrators often none) skips compression's wrapping of the response, a few percent of a small read's CPU.
  const compress = compression({ threshold: GRAPHQL_COMPRESSION_THRESHOLD });
  const compressAnswers: RequestHandler = (req, res, next) => {
    if (req.headers['accept-encoding']) return compress(req, res, next);
    res.vary('Accept-Encoding'); // as compression says it on every answer
    next();
  };
  const graphqlHandlers: RequestHandler[] = [
    compressAnswers,
    // body-parser's JSON, with a short path for the usual request (http/json-body.ts).
    jsonBody(GRAPHQL_BODY_LIMIT),
    // The request's lock scope (db/write-lock.ts), set once its body has been read.
    (_req, _res, next) => services.writeLock.scope(next),
    // The language of the answer's messages (graphql/language.ts): Accept-Language, else the user's setting.
    acceptLanguage,
    expressMiddleware(apollo, {
      context: async ({ req }) => {
        const auth = await contextFromDatabase(authenticate(services, req.headers.authorization));
        if (auth.status === 'authenticated') adoptUserLanguage(isLanguage(auth.user.language) ? auth.user.language : null);
        return { services, auth, clientAddress: clientAddress(req) };
      },
    }),
  ];
  // First after the middlewares every request passes, and as one layer (http/handler-series.ts): the router matches
  // the door's most frequent request once, not once per handler and per route before it.
  app.use('/graphql', handlerSeries(...graphqlHandlers));

  // A body that is not JSON, or too large, never reaches Apollo: answer in GraphQL's error shape, not Express's
  // HTML page, in the request's language.
  app.use('/graphql', ((error, req, res, next) => {
    const type = (error as { type?: string }).type;
    if (res.headersSent) return next(error);
    const refuse = (status: number, code: string, text: Message) =>
      res.status(status).json({ errors: [{ message: formatForHeader(text, req.headers['accept-language']), extensions: { code } }] });
    if (type === 'entity.parse.failed') return refuse(400, 'BAD_REQUEST', message('server.bodyNotJson'));
    if (type === 'entity.too.large') return refuse(413, 'PAYLOAD_TOO_LARGE', message('server.bodyTooLarge'));
    // Any other unreadable body (an unknown charset or content encoding …): the parser's status, in JSON.
    const status = (error as { status?: number }).status;
    if (status && status >= 400 && status < 500) return refuse(status, 'BAD_REQUEST', message('server.bodyUnreadable'));
    next(error);
  }) as ErrorRequestHandler);

  app.get('/health', async (_req, res) => {
    try {
      await services.dataSource.query('SELECT 1');
      res.json({ status: 'ok', database: 'up' });
    } catch (error) {
      // The database's own words stay in the log: they can name hosts, users and schema.
      log().error({ err: error }, 'Health check: the database did not answer');
      res.status(503).json({ status: 'error', database: 'down' });
    }
  });

  app.get('/ready', readinessHandler(readiness ?? Object.assign(new Readiness(), { state: 'ready' as const }), services.dataSource, log));

  // Exports: streamed through a link a GraphQL mutation issued (http/downloads.ts).
  app.get('/download', downloadHandler(services, log));
  // Files for imports (http/uploads.ts); previews and imports are GraphQL operations.
  app.post('/uploads', acceptLanguage, uploadHandler(services, log, { idleMs: uploadIdleMs, directory: uploadDir }));

  if (config.clientDir && existsSync(path.join(config.clientDir, 'index.html'))) {
    const indexHtml = path.join(config.clientDir, 'index.html');
    // The app shell only loads its own files; react-select's emotion styles need inline <style>. Not on
    // /graphql, whose browser landing page loads Apollo's sandbox from its CDN.
    app.use(
      helmet.contentSecurityPolicy({
        directives: { 'upgrade-insecure-requests': null, 'style-src': ["'self'", "'unsafe-inline'"] },
      }),
    );
    // Precompressed (brotli, gzip) when the build made the variants; hashed assets cached for a year (http/client-files.ts).
    app.use(clientFiles(config.clientDir));
    // Client-side routes (/home, /foods/3/edit …) all get the app shell; assets that do not exist stay 404.
    app.get(/^(?!\/(graphql|health|ready|download|uploads)(\/|$)).*/, (req, res, next) => {
      if (path.extname(req.path)) return next();
      void sendClientFile(req, res, next, indexHtml, REVALIDATE);
    });
  } else if (config.clientDir) {
    app.get('/', (_req, res) => {
      res.status(503).type('text').send('The React client is not built yet: run `npm run build` (npm start does it for you).');
    });
  }
  // Anything else that throws: logged under the request id, answered without the error's text or stack (Express's
  // own handler prints the stack unless NODE_ENV=production).
  app.use(((error, req, res, next) => {
    // A request answered 408 (request-time-limit.ts): its body's reader fails as the socket closes; nothing to say.
    if (res.locals.timedOut) return;
    if (res.headersSent) return next(error);
    const request = currentRequest() ?? requestOf(res);
    (request?.log ?? logger).error({ err: error }, 'Internal error');
    const language = req.headers['accept-language'];
    const status = (error as { status?: number }).status;
    if (status && status >= 400 && status < 500)
      return res.status(status).json({ error: formatForHeader(message('server.badRequest'), language) });
    res.status(500).json({ error: formatForHeader(message('server.internalError'), language), requestId: request?.id });
  }) as ErrorRequestHandler);
  return { app, apollo };
}
