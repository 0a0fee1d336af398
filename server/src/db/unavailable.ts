/**
 * "The database cannot be reached": the errors both doors answer with 503 and `Retry-After` instead of 500
 * (legacy/errors.ts, graphql/database-unavailable.plugin.ts). Only connection loss counts; every other database
 * error (a constraint, a bad statement, a deadlock) stays what it was.
 *
 * MySQL/MariaDB: the pool reconnects by itself once the server is back, so the client is told to retry. SQLite: a
 * closed handle or a file that cannot be opened or read (no reconnection: the process must be restarted).
 */

/** How long clients are asked to wait (`Retry-After`): mysql2 opens a new connection on the next request. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database cannot be reached right now. Try again in a few seconds.';

/** mysql2 and Node socket codes of a server that is down, unreachable, going away or gone. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR',
  'PROTOCOL_ENQUEUE_AFTER_QUIT',
  'ER_SERVER_SHUTDOWN',
  'ER_CON_COUNT_ERROR',
  'ER_CLIENT_INTERACTION_TIMEOUT',
]);

/**
 * Server error numbers of the same, for those mysql2 has no name for: 1040 too many connections, 1053 shutdown in
 * progress, 1927 connection killed (MariaDB, on shutdown), 4031 disconnected for inactivity (MySQL 8).
 */
const CONNECTION_ERRNOS = new Set([1040, 1053, 1927, 4031]);

const CONNECTION_MESSAGES = [
  /^Pool is closed\.$/, // mysql2, after the pool was ended
  /^Connection is not established with mysql database$/, // TypeORM, after destroy()
  /^The database connection is not open$/, // better-sqlite3, closed handle
];

/** SQLite result codes (better-sqlite3's `code`, extended codes included) of a file that cannot be opened or read. */
const SQLITE_CODE = /^SQLITE_(CANTOPEN|IOERR)(_|$)/;

const TYPEORM_NOT_CONNECTED = new Set(['CannotExecuteNotConnectedError', 'ConnectionIsNotSetError']);

function isConnectionFailure(error: object): boolean {
  const { code, errno, message, name } = error as { code?: unknown; errno?: unknown; message?: unknown; name?: unknown };
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || SQLITE_CODE.test(code))) return true;
  if (typeof errno === 'number' && CONNECTION_ERRNOS.has(errno) && typeof (error as { sqlState?: unknown }).sqlState === 'string')
    return true;
  if (typeof name === 'string' && TYPEORM_NOT_CONNECTED.has(name)) return true;
  return typeof message === 'string' && CONNECTION_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * True when the error, or what it wraps (TypeORM's `driverError`, `cause`, GraphQL's `originalError`, the attempts of
 * an AggregateError, graphql-js's `thrownValue` for a thrown value it does not take for an Error: under jest, Node's
 * socket errors come from another realm), says the database cannot be reached.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0 && seen.size < 20) {
    const next = pending.pop();
    if (typeof next !== 'object' || next === null || seen.has(next)) continue;
    seen.add(next);
    if (isConnectionFailure(next)) return true;
    const wrapper = next as { driverError?: unknown; cause?: unknown; originalError?: unknown; thrownValue?: unknown; errors?: unknown };
    pending.push(wrapper.driverError, wrapper.cause, wrapper.originalError, wrapper.thrownValue);
    if (Array.isArray(wrapper.errors)) pending.push(...(wrapper.errors as unknown[]));
  }
  return false;
}
