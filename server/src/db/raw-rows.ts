import { QueryFailedError, type EntityManager } from 'typeorm';

/**
 * SELECTs whose rows are read by position: each row an array of its columns' values in the order the statement
 * selects them (docs/performance.md › Fourth pass). better-sqlite3 then builds no object per row (its raw mode:
 * about half the native cost of a row), and the statement skips TypeORM's query runner (its broadcaster events,
 * result object and timing: ~5 µs a statement). The one home of that path; the reads written as SQL
 * (db/rows.ts) choose it where every microsecond shows.
 *
 * What stays as through `manager.query`:
 * - the data source's logger hears every statement (`logQuery`, the statement counter of the tests) and every
 *   failure (`logQueryError`, the failed-statements metric), and a failure is TypeORM's `QueryFailedError` wrapping
 *   the driver's error (db/errors.ts, db/unavailable.ts read it);
 * - SQLite's write lock guard (db/write-lock.ts, a TypeORM subscriber) lets a SELECT outside a transaction through
 *   whatever the lock's state, and only those take this path: inside a transaction (a transaction's manager, or
 *   the shared connection's open transaction) the statement goes through `manager.query`, guard included;
 * - on MySQL/MariaDB every statement goes through `manager.query` and its rows' values are taken in column order.
 */
export async function selectValues(manager: EntityManager, sql: string, parameters: unknown[]): Promise<unknown[][]> {
  const sqlite = outsideTransaction(manager);
  if (sqlite) return sqliteValues(manager, sqlite, sql, parameters);
  const rows = await manager.query<Record<string, unknown>[]>(sql, parameters);
  return rows.map((row) => Object.values(row));
}

interface SqliteStatement {
  raw(toggle: boolean): SqliteStatement;
  all(...parameters: unknown[]): unknown[][];
}

interface SqliteConnection {
  prepare(sql: string): SqliteStatement;
}

interface SqliteDriverInternals {
  databaseConnection?: SqliteConnection;
  /** The one query runner TypeORM's better-sqlite3 driver shares (made on first use). */
  queryRunner?: { isTransactionActive: boolean };
}

/** better-sqlite3's connection when `manager` may read without TypeORM's query runner; else undefined. */
function outsideTransaction(manager: EntityManager): SqliteConnection | undefined {
  if (manager.queryRunner !== undefined || manager.connection.options.type !== 'better-sqlite3') return undefined;
  const driver = manager.connection.driver as unknown as SqliteDriverInternals;
  if (driver.queryRunner?.isTransactionActive) return undefined;
  return driver.databaseConnection;
}

/**
 * Prepared statements in raw mode, per connection. Their texts are fixed (a search's depends only on how many pieces it
 * weighs): bounded as TypeORM bounds its own cache, the oldest forgotten first, and a hit is one `Map.get`.
 */
const preparedByConnection = new WeakMap<SqliteConnection, Map<string, SqliteStatement>>();
export const PREPARED_MAX = 100;

function sqliteValues(manager: EntityManager, connection: SqliteConnection, sql: string, parameters: unknown[]): unknown[][] {
  const logger = manager.connection.logger;
  logger.logQuery(sql, parameters);
  let prepared = preparedByConnection.get(connection);
  if (!prepared) preparedByConnection.set(connection, (prepared = new Map<string, SqliteStatement>()));
  let statement = prepared.get(sql);
  if (!statement) {
    // As TypeORM's runner: preparing is outside the wrapped part (a closed connection throws its own error here).
    statement = connection.prepare(sql).raw(true);
    prepared.set(sql, statement);
    if (prepared.size > PREPARED_MAX) prepared.delete(prepared.keys().next().value!);
  }
  try {
    return statement.all(...parameters);
  } catch (error) {
    logger.logQueryError(error as Error, sql, parameters);
    throw new QueryFailedError(sql, parameters, error as Error);
  }
}
