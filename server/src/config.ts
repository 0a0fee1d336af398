import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import express from 'express';
import { z } from 'zod';
import { repoRoot } from './common/paths';
import { isTimeZone } from './common/zoned-time';
import { LOG_LEVELS, type LogLevel } from './observability/logger';

export type DatabaseConfig =
  | { type: 'sqlite'; path: string }
  /** MySQL or MariaDB (`mariadb://` URLs): same migrations; TypeORM compares schemas per server kind. */
  | {
      type: 'mysql';
      url: string;
      mariadb?: boolean;
      /** Connections of the process's pool (DB_POOL_SIZE; default DEFAULT_POOL_SIZE, db/data-source.ts). */
      poolSize?: number;
    };

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** null when the legacy REST listener is turned off (`LEGACY_PORT=off`). */
  legacyPort: number | null;
  database: DatabaseConfig;
  jwtSecret: string;
  /** Access-token lifetime in seconds (legacy clients expect 24 h). */
  tokenTtlSeconds: number;
  /** IANA zone for "today" when a request does not say the user's date (demo data over REST). */
  timeZone: string;
  /** Built React app served on the main port; null when it should not be served. */
  clientDir: string | null;
  /**
   * Express's `trust proxy` for both listeners: which proxies' X-Forwarded-For to believe, so limits per client
   * address count clients, not the proxy. false (the default): the connection's own address.
   */
  trustProxy: TrustProxy;
  /**
   * Stack traces and the text of internal errors in GraphQL answers (VERBOSE_ERRORS=1): a development aid, off unless
   * asked for, whatever NODE_ENV says. Off, an internal error answers "Internal server error (request <id>)." and the
   * details go to the log under that id.
   */
  verboseErrors?: boolean;
  /** pino level of the JSON log on stdout (LOG_LEVEL, default info). */
  logLevel?: LogLevel;
  /** The Prometheus listener (METRICS_PORT, METRICS_HOST); null or absent: no metrics listener. */
  metrics?: { port: number; host: string } | null;
  /**
   * HEAP_GROWING_PERCENT (default 100): how far V8's old generation may grow past what was live after a full
   * collection before the next one, in percent (common/heap-growth.ts); null (`off`) or absent: V8's own factor.
   */
  heapGrowingPercent?: number | null;
}

/** `false`, a hop count, or addresses/subnets/names ('loopback', '10.0.0.0/8, 172.16.0.1'). */
export type TrustProxy = false | number | string;

export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

const DEFAULT_DATABASE_URL = 'sqlite:./data/fitness-manager.sqlite';
const MIN_SECRET_LENGTH = 32;

const port = (variable: string) =>
  z.coerce
    .number({ error: `${variable} must be a port number` })
    .int(`${variable} must be a whole number`)
    .min(0, `${variable} must be between 0 and 65535`)
    .max(65535, `${variable} must be between 0 and 65535`);

function parseOrThrow<T>(variable: string, schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new ConfigError(variable, `is invalid: ${result.error.issues[0].message} (got "${String(value)}")`);
  return result.data;
}

export function parseDatabaseUrl(url: string): DatabaseConfig {
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length);
    if (!file) throw new ConfigError('DATABASE_URL', 'needs a file path after "sqlite:" (or ":memory:")');
    return { type: 'sqlite', path: file };
  }
  if (url.startsWith('mysql://') || url.startsWith('mariadb://')) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new ConfigError('DATABASE_URL', `is not a valid URL: "${url}"`);
    }
    if (!parsed.hostname || parsed.pathname.length <= 1) {
      throw new ConfigError('DATABASE_URL', 'must look like mysql://user:password@host:3306/database');
    }
    const mariadb = url.startsWith('mariadb://');
    return { type: 'mysql', url: mariadb ? url.replace(/^mariadb:/, 'mysql:') : url, mariadb };
  }
  throw new ConfigError('DATABASE_URL', `must start with "sqlite:", "mysql://" or "mariadb://" (got "${url}")`);
}

/**
 * In development a random secret is generated once and kept beside the data so tokens survive restarts;
 * production refuses to start without a strong one.
 */
function resolveJwtSecret(env: AppConfig['env'], value: string | undefined, dataDir: string): string {
  if (value !== undefined && value !== '') {
    if (value.length < MIN_SECRET_LENGTH) {
      throw new ConfigError('JWT_SECRET', `must be at least ${MIN_SECRET_LENGTH} characters long`);
    }
    return value;
  }
  if (env === 'production') throw new ConfigError('JWT_SECRET', 'is required in production');
  if (env === 'test') return randomBytes(32).toString('hex');
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

/**
 * TRUST_PROXY: unset or "false", a number of hops, or what Express accepts as a list of proxies. "true" is
 * refused: it believes the leftmost X-Forwarded-For entry, which any client can write, so the per-address limits
 * would count whatever address a client claims.
 */
function parseTrustProxy(value: string | undefined): TrustProxy {
  const raw = (value ?? '').trim();
  if (raw === '' || raw === 'false') return false;
  if (raw === 'true') {
    throw new ConfigError(
      'TRUST_PROXY',
      'must not be "true" (any client could then choose its address): give the number of proxies in front (e.g. 1) or their addresses (e.g. loopback, 10.0.0.0/8)',
    );
  }
  if (/^\d+$/.test(raw)) return Number(raw);
  try {
    // Express compiles the list when it is set, and throws on an address it can't read.
    express().set('trust proxy', raw);
  } catch (error) {
    throw new ConfigError('TRUST_PROXY', `is invalid: ${(error as Error).message} (got "${raw}")`);
  }
  return raw;
}

const truthy = (value: string | undefined) => value !== undefined && /^(1|true|yes|on)$/i.test(value.trim());

function parseMetrics(environment: NodeJS.ProcessEnv): AppConfig['metrics'] {
  const raw = (environment.METRICS_PORT ?? '').trim();
  if (raw === '' || raw === 'off') return null;
  return { port: parseOrThrow('METRICS_PORT', port('METRICS_PORT'), raw), host: environment.METRICS_HOST || '127.0.0.1' };
}

/**
 * FM_JIT_SIGHTS: sights a query runs on graphql-js before graphql-jit compiles it (graphql/jit-executor.ts; default
 * 1). A testing knob: the test server reads it (FM_JIT_SIGHTS=0 runs a whole suite with every signed-in query
 * compiled on first sight); undefined when unset or empty, and a ConfigError for anything but a whole number ≥ 0.
 */
export function jitSightsFromEnvironment(environment: NodeJS.ProcessEnv = process.env): number | undefined {
  const raw = (environment.FM_JIT_SIGHTS ?? '').trim();
  if (raw === '') return undefined;
  return parseOrThrow(
    'FM_JIT_SIGHTS',
    z
      .string()
      .regex(/^\d{1,3}$/, 'FM_JIT_SIGHTS must be a whole number from 0 to 999')
      .transform(Number),
    raw,
  );
}

/** HEAP_GROWING_PERCENT: `off` (V8's own factor), or a whole number from 10 to 300; default 100. */
export const DEFAULT_HEAP_GROWING_PERCENT = 100;

/** Digits only (no sign, fraction or exponent, which `Number` would take), from `min` to `max`. */
const wholeNumberFrom = (min: number, max: number, message: string) =>
  z
    .string()
    .regex(/^\d{1,6}$/, message)
    .transform(Number)
    .refine((value) => value >= min && value <= max, message);

/**
 * DB_POOL_SIZE: connections each process may open to MySQL/MariaDB, 1–100. More lowers the tail when many requests
 * wait for a connection, for more memory and database threads (docs/operations.md); SQLite has one connection, so it
 * is refused there rather than silently ignored.
 */
function withPoolSize(database: DatabaseConfig, value: string | undefined): DatabaseConfig {
  const raw = (value ?? '').trim();
  if (raw === '') return database;
  if (database.type !== 'mysql') throw new ConfigError('DB_POOL_SIZE', 'applies to MySQL/MariaDB only (SQLite has one connection)');
  const poolSize = parseOrThrow('DB_POOL_SIZE', wholeNumberFrom(1, 100, 'DB_POOL_SIZE must be a whole number from 1 to 100'), raw);
  return { ...database, poolSize };
}

function parseHeapGrowingPercent(value: string | undefined): number | null {
  const raw = (value ?? '').trim();
  if (raw === '') return DEFAULT_HEAP_GROWING_PERCENT;
  if (raw === 'off') return null;
  return parseOrThrow(
    'HEAP_GROWING_PERCENT',
    wholeNumberFrom(10, 300, 'HEAP_GROWING_PERCENT must be "off" or a whole number from 10 to 300'),
    raw,
  );
}

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  const env = parseOrThrow('NODE_ENV', z.enum(['development', 'production', 'test']), environment.NODE_ENV || 'development');
  const mainPort = parseOrThrow('PORT', port('PORT'), environment.PORT || '4000');
  const legacyRaw = environment.LEGACY_PORT || '8080';
  const legacyPort = legacyRaw === 'off' ? null : parseOrThrow('LEGACY_PORT', port('LEGACY_PORT'), legacyRaw);
  const database = withPoolSize(parseDatabaseUrl(environment.DATABASE_URL || DEFAULT_DATABASE_URL), environment.DB_POOL_SIZE);
  const dataDir = path.resolve(environment.DATA_DIR || 'data');
  const tokenTtlSeconds = parseOrThrow(
    'TOKEN_TTL_SECONDS',
    z.coerce.number().int('TOKEN_TTL_SECONDS must be a whole number').min(60, 'TOKEN_TTL_SECONDS must be at least 60'),
    environment.TOKEN_TTL_SECONDS || '86400',
  );
  const clientDir =
    environment.CLIENT_DIR === 'off' ? null : path.resolve(environment.CLIENT_DIR || path.join(repoRoot(), 'client', 'dist'));
  const timeZone = parseOrThrow(
    'TIME_ZONE',
    z.string().refine(isTimeZone, 'TIME_ZONE must be an IANA time zone such as America/Sao_Paulo'),
    environment.TIME_ZONE || Intl.DateTimeFormat().resolvedOptions().timeZone,
  );
  return {
    env,
    timeZone,
    host: environment.HOST || '0.0.0.0',
    port: mainPort,
    legacyPort,
    database,
    jwtSecret: resolveJwtSecret(env, environment.JWT_SECRET, dataDir),
    tokenTtlSeconds,
    clientDir,
    trustProxy: parseTrustProxy(environment.TRUST_PROXY),
    verboseErrors: truthy(environment.VERBOSE_ERRORS),
    logLevel: parseOrThrow('LOG_LEVEL', z.enum(LOG_LEVELS as [LogLevel, ...LogLevel[]]), environment.LOG_LEVEL || 'info'),
    metrics: parseMetrics(environment),
    heapGrowingPercent: parseHeapGrowingPercent(environment.HEAP_GROWING_PERCENT),
  };
}
