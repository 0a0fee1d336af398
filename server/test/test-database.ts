import { createConnection, type Connection, type RowDataPacket } from 'mysql2/promise';
import type { DataSource } from 'typeorm';
import { parseDatabaseUrl, type DatabaseConfig } from '../src/config';
import { openDataSource } from '../src/db/data-source';

/**
 * TEST_DB=sqlite (default): a fresh in-memory database per call.
 * TEST_DB=mysql: a database per jest worker (`app_test_<worker>`), recreated per call, on the server
 * of TEST_MYSQL_URL (`mariadb://` or `mysql://`; default: the private MariaDB of scripts/mariadb.sh).
 */
export const testDialect: 'sqlite' | 'mysql' = process.env.TEST_DB === 'mysql' ? 'mysql' : 'sqlite';
const testMysqlUrl = process.env.TEST_MYSQL_URL ?? 'mariadb://app:app@127.0.0.1:3307';
/** TEST_DB=mysql on a `mariadb://` server: for what only MariaDB has (MySQL has no sql_mode SIMULTANEOUS_ASSIGNMENT). */
export const testOnMariaDb = testDialect === 'mysql' && testMysqlUrl.startsWith('mariadb://');

export async function freshDatabaseConfig(): Promise<DatabaseConfig> {
  if (testDialect === 'sqlite') return { type: 'sqlite', path: ':memory:' };
  const base = new URL(testMysqlUrl);
  // Unique per jest run (the worker's parent is the run's main process) so parallel runs never share.
  const name = `app_test_${process.ppid}_${process.env.JEST_WORKER_ID ?? '1'}`;
  const admin = await createConnection({
    host: base.hostname,
    port: Number(base.port || 3306),
    user: decodeURIComponent(base.username),
    password: decodeURIComponent(base.password),
  });
  try {
    await dropAbandonedDatabases(admin);
    await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await admin.end();
  }
  base.pathname = `/${name}`;
  return parseDatabaseUrl(base.toString());
}

/** Test databases of runs whose main process has ended. */
async function dropAbandonedDatabases(admin: Connection) {
  const [rows] = await admin.query<RowDataPacket[]>("SHOW DATABASES LIKE 'app\\_test\\_%'");
  for (const row of rows) {
    const database = Object.values(row)[0] as string;
    const pid = Number(/^app_test_(\d+)_/.exec(database)?.[1]);
    if (pid && !isAlive(pid)) await admin.query(`DROP DATABASE IF EXISTS \`${database}\``);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A migrated, empty database. */
export async function openTestDataSource(): Promise<DataSource> {
  return openDataSource(await freshDatabaseConfig());
}
