import 'reflect-metadata';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DataSource } from 'typeorm';
import { applyHeapGrowth } from './common/heap-growth';
import type { AppConfig } from './config';
import { openDataSource } from './db/data-source';
import { runMigrationsLocked } from './db/migration-lock';
import { DEFAULT_WRITE_LOCK_BOUNDS } from './db/write-lock';
import { buildAppSchema } from './graphql/schema';
import { appPrototypes } from './http/app-prototypes';
import { gracefulClose } from './http/graceful-close';
import { REQUEST_TIMEOUT_MS, UPLOAD_REQUEST_MAX_MS } from './http/request-time-limit';
import { sweepUploadTemps } from './http/uploads';
import { scheduleHousekeeping } from './housekeeping';
import { trackInFlight, type InFlightRequests } from './http/in-flight';
import { createMainApp, type MainAppOptions } from './http/main-app';
import { Readiness, startingListener } from './http/readiness';
import { createLegacyApp } from './legacy/app';
import { createLogger, type Logger } from './observability/logger';
import { AppMetrics, listenMetrics, type MetricsListener } from './observability/metrics';
import { createServices, type ServiceOptions, type Services } from './services';

export interface RunningServer {
  services: Services;
  /** e.g. http://127.0.0.1:4000 */
  mainUrl: string;
  /** null when LEGACY_PORT=off */
  legacyUrl: string | null;
  /** e.g. http://127.0.0.1:9464/metrics; null unless `config.metrics` names a port. */
  metricsUrl: string | null;
  /** starting → migrating → ready → stopping, answered on GET /ready. */
  readiness: Readiness;
  metrics: AppMetrics;
  logger: Logger;
  close(): Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** How long shutdown waits for handlers still running after their client went away. */
const HANDLER_GRACE_MS = 5_000;

/** How long an idle keep-alive socket stays open (longer than the 60 s idle timeout of common proxies). */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

const urlFor = (host: string, port: number) => `http://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host}:${port}`;

export interface ServerOptions extends ServiceOptions, MainAppOptions {
  /** An open data source to use (and leave open on close) instead of opening `config.database`. */
  dataSource?: DataSource;
  /** How often the housekeeping runs: expired counters, stale uploads, abandoned upload files (default every minute). */
  expiredCounterCleanupMs?: number;
  /** Node's request time limits of both listeners (tests shorten them). */
  requestTimeouts?: { headersTimeout?: number; requestTimeout?: number };
  /** Awaited once the main port listens and the database is open, before migrations (tests hold the start there). */
  beforeMigrations?: () => Promise<void>;
}

/**
 * Start-up: the main port listens at once (503 and `/ready` saying `starting`/`migrating` until the app is built), then
 * database → migrations (one replica at a time on MySQL) → services → app, then the legacy port. Port 0 picks a free port.
 */
export async function startServer(config: AppConfig, options: ServerOptions = {}): Promise<RunningServer> {
  applyHeapGrowth(config.heapGrowingPercent ?? null);
  const logger = options.logger ?? createLogger({ level: config.logLevel });
  const metrics = options.metrics ?? new AppMetrics();
  const readiness = options.readiness ?? new Readiness();
  let metricsListener: MetricsListener | null = null;
  if (config.metrics) {
    metrics.collectProcessMetrics();
    metricsListener = await listenMetrics(metrics, config.metrics.port, config.metrics.host);
  }

  // Headers must arrive within 20 s and a whole request within a minute (checked every second, not Node's 30 s):
  // a client that sends slowly holds a socket, never the others (the write lock waits for whole bodies).
  // An idle keep-alive socket is kept 65 s (Node's default is 5 s): a client reusing a socket at the moment the server
  // closes it gets ECONNRESET, and with 5 s a busy client (or a proxy with a 60 s idle timeout) met that race.
  // Shutdown closes idle sockets at once, so the longer wait costs nothing there.
  const timeouts = {
    headersTimeout: 20_000,
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionsCheckingInterval: 1_000,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    ...options.requestTimeouts,
  };
  // The main port takes uploads of up to 64 MB from slow uplinks: Node's whole-request limit there is the uploads'
  // (watched for idleness instead), and the app keeps every other route at `requestTimeout` (http/request-time-limit.ts).
  // Requests and responses get the app's prototypes when it is built (http/app-prototypes.ts).
  const mainPrototypes = appPrototypes();
  const mainServer = createServer({
    ...timeouts,
    requestTimeout: Math.max(UPLOAD_REQUEST_MAX_MS, timeouts.requestTimeout),
    ...mainPrototypes.serverOptions,
  });
  let mainHandler: RequestListener = startingListener(readiness);
  mainServer.on('request', (request, response) => mainHandler(request, response));
  // Only the database users: the built client's files are streamed, and an aborted download never "ends".
  const mainRequests = trackInFlight(mainServer, (request) =>
    /^\/(graphql|health|ready|download|uploads)(?:[/?]|$)/.test(request.url ?? ''),
  );
  // Sockets still open at shutdown are cut only once every write lock holder has passed its bound.
  const shutdownGraceMs = (options.writeLockBounds ?? DEFAULT_WRITE_LOCK_BOUNDS).holdMs + 5_000;
  const mainShutdown = gracefulClose(mainServer, shutdownGraceMs);
  let mainPort: number;
  try {
    mainPort = await listen(mainServer, config.port, config.host);
  } catch (error) {
    await metricsListener?.close();
    throw error;
  }

  let dataSource: DataSource | undefined = options.dataSource;
  let legacyServer: Server | null = null;
  let legacyPort: number | null = null;
  let legacyRequests: InFlightRequests | null = null;
  let legacyShutdown: { close(): Promise<void> } | null = null;
  let services: Services;
  let apollo: Awaited<ReturnType<typeof createMainApp>>['apollo'];
  try {
    if (!dataSource) {
      dataSource = await openDataSource(config.database, { runMigrations: false });
      metrics.watchDataSource(dataSource);
    }
    readiness.state = 'migrating';
    await options.beforeMigrations?.();
    if (!options.dataSource) await runMigrationsLocked(dataSource, { log: logger });
    // Upload files a process that died left behind (uploads.ts), before the app answers: it starts clean.
    await sweepUploadTemps(undefined, options.uploadDir).catch((error: unknown) =>
      logger.error({ err: error }, 'Sweeping temporary upload files failed'),
    );
    services = createServices(dataSource, config, options);
    const schema = await buildAppSchema();
    const main = await createMainApp(services, schema, config, {
      requestTimeoutMs: timeouts.requestTimeout,
      ...options,
      logger,
      metrics,
      readiness,
    });
    apollo = main.apollo;
    mainPrototypes.adopt(main.app);
    mainHandler = main.app;

    if (config.legacyPort !== null) {
      const legacyApp = createLegacyApp(services, config, { logger, metrics });
      const legacyPrototypes = appPrototypes();
      legacyPrototypes.adopt(legacyApp);
      legacyServer = createServer({ ...timeouts, ...legacyPrototypes.serverOptions }, legacyApp);
      legacyRequests = trackInFlight(legacyServer);
      legacyShutdown = gracefulClose(legacyServer, shutdownGraceMs);
      legacyPort = await listen(legacyServer, config.legacyPort, config.host);
    }
  } catch (error) {
    readiness.state = 'stopping';
    await mainShutdown.close();
    await metricsListener?.close();
    if (dataSource && !options.dataSource && dataSource.isInitialized) await dataSource.destroy();
    throw error;
  }
  const openDatabase = dataSource;

  // The same sweep as at start-up, every minute, with the rest of the clean-up.
  const housekeeping = scheduleHousekeeping(services, options.expiredCounterCleanupMs ?? 60_000, options.uploadDir, (error, task) =>
    logger.error({ err: error }, `Housekeeping (${task}) failed`),
  );
  readiness.state = 'ready';

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      // From now on /ready answers 503: a load balancer stops sending new work here.
      readiness.state = 'stopping';
      // Writes still waiting for the SQLite lock are refused (503) rather than started; the holder has its bound.
      services.writeLock.close();
      // Both listeners stop taking connections and answer what they are working on (http/graceful-close.ts).
      await Promise.all([mainShutdown.close(), legacyShutdown?.close()]);
      await apollo.stop();
      // Handlers of clients that disconnected may still be working: let them finish with the database.
      await Promise.all([mainRequests.idle(HANDLER_GRACE_MS), legacyRequests?.idle(HANDLER_GRACE_MS)]);
      await housekeeping.stop();
      if (!options.dataSource) await openDatabase.destroy();
      await metricsListener?.close();
    })());

  return {
    services,
    mainUrl: urlFor(config.host, mainPort),
    legacyUrl: legacyPort === null ? null : urlFor(config.host, legacyPort),
    metricsUrl: metricsListener?.url ?? null,
    readiness,
    metrics,
    logger,
    close,
  };
}
