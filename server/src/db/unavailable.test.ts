import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { createPool } from 'mysql2/promise';
import { QueryFailedError } from 'typeorm';
import { NotFoundError, ValidationError } from '../common/errors';
import { isDatabaseUnavailable } from './unavailable';

/** A port on 127.0.0.1 where nothing listens (taken, then given back). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const failure = <T>(work: () => Promise<T> | T) =>
  Promise.resolve()
    .then(work)
    .then(
      () => {
        throw new Error('expected a failure');
      },
      (error: unknown) => error,
    );

const mysqlError = (code: string | undefined, errno: number, fatal = false) =>
  Object.assign(new Error('from the server'), { code, errno, sqlState: 'HY000', fatal });

describe('isDatabaseUnavailable', () => {
  it('knows the real mysql2 errors of a server that is not there and of a closed pool', async () => {
    const pool = createPool({ host: '127.0.0.1', port: await closedPort(), user: 'app', password: 'app', connectTimeout: 10_000 });
    const refused = await failure(() => pool.query('SELECT 1'));
    expect(refused).toMatchObject({ code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    await pool.end();
    const closed = await failure(() => pool.query('SELECT 1'));
    expect(closed).toMatchObject({ message: 'Pool is closed.' });
    expect(isDatabaseUnavailable(closed)).toBe(true);
  });

  it('knows a connection lost, a server shutting down or killing connections, and too many connections', () => {
    for (const error of [
      Object.assign(new Error('Connection lost: The server closed the connection.'), { code: 'PROTOCOL_CONNECTION_LOST', fatal: true }),
      Object.assign(new Error("Can't add new command when connection is in closed state"), { code: 'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR' }),
      mysqlError('ER_SERVER_SHUTDOWN', 1053),
      mysqlError(undefined, 1927), // MariaDB: Connection was killed
      mysqlError('ER_CON_COUNT_ERROR', 1040),
      mysqlError('ER_CLIENT_INTERACTION_TIMEOUT', 4031),
      Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
    ]) {
      expect([error.message, isDatabaseUnavailable(error)]).toEqual([error.message, true]);
    }
  });

  it('looks inside what wraps the driver error', () => {
    const lost = Object.assign(new Error('Connection lost'), { code: 'PROTOCOL_CONNECTION_LOST' });
    expect(isDatabaseUnavailable(new QueryFailedError('SELECT 1', [], lost))).toBe(true);
    expect(isDatabaseUnavailable(new Error('outer', { cause: lost }))).toBe(true);
    expect(isDatabaseUnavailable({ originalError: { thrownValue: lost } })).toBe(true);
    const refused = Object.assign(
      new AggregateError([Object.assign(new Error('connect ECONNREFUSED ::1:3306'), { code: 'ECONNREFUSED' })]),
      {},
    );
    expect(isDatabaseUnavailable(refused)).toBe(true);
    const loop: { cause?: unknown } = {};
    loop.cause = loop;
    expect(isDatabaseUnavailable(loop)).toBe(false);
  });

  it('knows a closed SQLite handle and a file that cannot be opened (real better-sqlite3 errors)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fm-unavailable-'));
    try {
      const db = new Database(path.join(dir, 'closed.sqlite'));
      db.close();
      const closed = await failure(() => db.prepare('SELECT 1'));
      expect(isDatabaseUnavailable(new QueryFailedError('SELECT 1', [], closed as Error))).toBe(true);
      // A directory where the file should be: SQLite's own "unable to open database file".
      const cannotOpen = await failure(() => new Database(dir));
      expect(cannotOpen).toMatchObject({ code: 'SQLITE_CANTOPEN' });
      expect(isDatabaseUnavailable(cannotOpen)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('leaves every other error alone', () => {
    for (const error of [
      mysqlError('ER_DUP_ENTRY', 1062),
      mysqlError('ER_LOCK_DEADLOCK', 1213),
      mysqlError('ER_DATA_TOO_LONG', 1406),
      mysqlError('ER_PARSE_ERROR', 1064),
      Object.assign(new Error('UNIQUE constraint failed: users.email'), { code: 'SQLITE_CONSTRAINT_UNIQUE' }),
      Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }),
      Object.assign(new Error('not a number'), { errno: 1053 }), // an errno without a server SQL state is not the server's
      new QueryFailedError('SELECT x', [], mysqlError('ER_BAD_FIELD_ERROR', 1054)),
      new ValidationError({ name: ['Required field.'] }),
      new NotFoundError('missing'),
      new Error('Pool is closed. Or is it?'),
      new TypeError('boom'),
      'a string',
      null,
      undefined,
    ]) {
      expect([error, isDatabaseUnavailable(error)]).toEqual([error, false]);
    }
  });
});
