import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DataSource } from 'typeorm';
import { detached } from '../common/text';
import type { Door } from './request-context';

/** Distinct GraphQL operation names kept as labels; further names count as `other` (names are the client's choice). */
export const MAX_OPERATION_LABELS = 100;

export type Outcome = 'ok' | 'client_error' | 'server_error' | 'aborted';

/**
 * The server's Prometheus metrics (prom-client), one registry per running server: request counts and durations per
 * door and operation, GraphQL error codes, sign-in refusals, database errors and pool, and (when exposed) Node's
 * process metrics. Counting is always on and cheap; the numbers are only served on the metrics listener
 * (`METRICS_PORT`), never on the public ports.
 */
export class AppMetrics {
  readonly registry = new Registry();
  readonly requests = new Counter({
    name: 'fm_http_requests_total',
    help: 'HTTP requests answered, by door (main, legacy), operation (GraphQL operation or legacy route) and outcome.',
    labelNames: ['door', 'operation', 'outcome'] as const,
    registers: [this.registry],
  });
  readonly requestDuration = new Histogram({
    name: 'fm_http_request_duration_seconds',
    help: 'Time from the request to the end of its answer, by door and operation.',
    labelNames: ['door', 'operation'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });
  readonly graphqlErrors = new Counter({
    name: 'fm_graphql_errors_total',
    help: 'Errors in GraphQL answers, by extensions.code.',
    labelNames: ['code'] as const,
    registers: [this.registry],
  });
  readonly signInRefusals = new Counter({
    name: 'fm_sign_in_refusals_total',
    help: 'Sign-ins and registrations refused by a sign-in limit, by door and limit (address: attempts per address; account: failed sign-ins).',
    labelNames: ['door', 'limit'] as const,
    registers: [this.registry],
  });
  readonly dbErrors = new Counter({
    name: 'fm_db_query_errors_total',
    help: 'SQL statements that failed (constraint violations included: the services turn some into answers).',
    registers: [this.registry],
  });
  /** Each label kept, by itself (a copy: see operationLabel). */
  private readonly operations = new Map<string, string>();

  constructor() {
    this.dbErrors.inc(0);
  }

  /** Node's process metrics (CPU, memory, event loop lag, handles …), prefixed `fm_`. Only for an exposed registry. */
  collectProcessMetrics(): void {
    collectDefaultMetrics({ register: this.registry, prefix: 'fm_' });
  }

  /** An operation label with bounded cardinality. */
  operationLabel(operation: string): string {
    const kept = this.operations.get(operation);
    if (kept !== undefined) return kept;
    if (this.operations.size >= MAX_OPERATION_LABELS) return 'other';
    // A copy, since a label is kept for good: the operation's name is a slice of the request's query text (up to 1 MB,
    // comments included), which V8 would otherwise keep alive with it.
    const copy = detached(operation);
    this.operations.set(copy, copy);
    return copy;
  }

  observeRequest(door: Door, operation: string, outcome: Outcome, seconds: number): void {
    const label = this.operationLabel(operation);
    this.requests.inc({ door, operation: label, outcome });
    this.requestDuration.observe({ door, operation: label }, seconds);
  }

  /** Counts failed statements, and reports the MySQL pool (connections open, idle, requests waiting for one). */
  watchDataSource(dataSource: DataSource): void {
    // Both drivers report every failed statement to the data source's logger (whatever `logging` says); TypeORM's
    // subscribers hear of failures on MySQL only.
    const errors = this.dbErrors;
    const logger = dataSource.logger;
    const logQueryError = logger.logQueryError.bind(logger);
    logger.logQueryError = (...args: Parameters<typeof logQueryError>) => {
      errors.inc();
      logQueryError(...args);
    };
    new Gauge({
      name: 'fm_db_pool_connections',
      help: 'Database connections by state (MySQL/MariaDB pool: open, idle, waiting requests, limit; SQLite: one connection).',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const pool = mysqlPool(dataSource);
        if (!pool) {
          this.set({ state: 'open' }, dataSource.isInitialized ? 1 : 0);
          this.set({ state: 'limit' }, 1);
          return;
        }
        this.set({ state: 'open' }, pool._allConnections?.length ?? 0);
        this.set({ state: 'idle' }, pool._freeConnections?.length ?? 0);
        this.set({ state: 'waiting' }, pool._connectionQueue?.length ?? 0);
        this.set({ state: 'limit' }, pool.config?.connectionLimit ?? 0);
      },
    });
  }
}

interface Mysql2PoolInternals {
  _allConnections?: { length: number };
  _freeConnections?: { length: number };
  _connectionQueue?: { length: number };
  config?: { connectionLimit?: number };
}

/** mysql2's pool keeps its counts in fields it does not document; read defensively (absent → 0). */
function mysqlPool(dataSource: DataSource): Mysql2PoolInternals | undefined {
  if (dataSource.options.type !== 'mysql' && dataSource.options.type !== 'mariadb') return undefined;
  return (dataSource.driver as unknown as { pool?: Mysql2PoolInternals }).pool;
}

export interface MetricsListener {
  url: string;
  close(): Promise<void>;
}

/** `GET /metrics` in Prometheus text format on its own listener (METRICS_HOST:METRICS_PORT), apart from the public doors. */
export async function listenMetrics(metrics: AppMetrics, port: number, host: string): Promise<MetricsListener> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    if (path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: metrics are at /metrics\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shownHost}:${address.port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
