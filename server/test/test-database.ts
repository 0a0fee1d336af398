import { createConnection } from 'mysql2/promise';
import type { DataSource } from 'typeorm';
import { parseDatabaseUrl, type DatabaseConfig } from '../src/config';
import { openDataSource } from '../src/db/data-source';

/**
 * TEST_DB=sqlite (default): a fresh in-memory database per call.
 * TEST_DB=mysql: a database per jest worker (`app_test_<worker>`), recreated per call, on the server
 * of TEST_MYSQL_URL (`mariadb://` or `mysql://`; default: the private MariaDB of scripts/mariadb.sh).
 */
export const testDialect: 'sqlite' | 'mysql' = process.env.TEST_DB === 'mysql' ? 'mysql' : 'sqlite';

export async function freshDatabaseConfig(): Promise<DatabaseConfig> {
  if (testDialect === 'sqlite') return { type: 'sqlite', path: ':memory:' };
  const base = new URL(process.env.TEST_MYSQL_URL ?? 'mariadb://app:app@127.0.0.1:3307');
  const name = `app_test_${process.env.JEST_WORKER_ID ?? '1'}`;
  const admin = await createConnection({
    host: base.hostname,
    port: Number(base.port || 3306),
    user: decodeURIComponent(base.username),
    password: decodeURIComponent(base.password),
  });
  try {
    await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await admin.end();
  }
  base.pathname = `/${name}`;
  return parseDatabaseUrl(base.toString());
}

/** A migrated, empty database. */
export async function openTestDataSource(): Promise<DataSource> {
  return openDataSource(await freshDatabaseConfig());
}
