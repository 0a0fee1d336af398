import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DataSource, type DataSourceOptions, type Logger } from 'typeorm';
import type { MysqlDriver } from 'typeorm/driver/mysql/MysqlDriver';
import type { DatabaseConfig } from '../config';
import { entities } from './entities';
import { reusesDeletedIds } from './engine-version';
import { mysqlMigrations } from './migrations/mysql';

/** Connections of a MySQL/MariaDB pool unless DB_POOL_SIZE says: mysql2's own default, what docs/performance.md measured. */
export const DEFAULT_POOL_SIZE = 10;
import { sqliteMigrations } from './migrations/sqlite';

export interface DataSourceFactoryOptions {
  /** Apply pending migrations (start-up and tests do; the migration generator does not). */
  runMigrations?: boolean;
  logger?: Logger;
}

export function dataSourceOptions(config: DatabaseConfig, options: DataSourceFactoryOptions = {}): DataSourceOptions {
  const common = {
    entities,
    synchronize: false,
    migrationsRun: options.runMigrations ?? true,
    migrationsTransactionMode: 'each' as const,
    logger: options.logger,
    logging: options.logger ? ('all' as const) : false,
  };
  if (config.type === 'sqlite') {
    if (config.path !== ':memory:') mkdirSync(path.dirname(path.resolve(config.path)), { recursive: true });
    return {
      ...common,
      type: 'better-sqlite3',
      database: config.path,
      migrations: sqliteMigrations,
      // Foreign keys are off by default in SQLite; WAL lets readers run beside the writer.
      prepareDatabase: (db: { pragma(statement: string): unknown }) => {
        db.pragma('foreign_keys = ON');
        if (config.path !== ':memory:') db.pragma('journal_mode = WAL');
      },
    };
  }
  return {
    ...common,
    type: config.mariadb ? 'mariadb' : 'mysql',
    url: config.url,
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    // DECIMAL stays a string from mysql2; the entity transformer normalises it.
    supportBigNumbers: true,
    poolSize: config.poolSize ?? DEFAULT_POOL_SIZE,
    migrations: mysqlMigrations,
  };
}

/**
 * Opens (and, unless told not to, migrates) the database; refuses a MySQL/MariaDB that may reuse deleted ids
 * (`reusesDeletedIds`). The check comes after `initialize`, so it runs after the migrations when they run here: the
 * server's start-up opens without them and migrates once the check has passed (server.ts).
 */
export async function openDataSource(config: DatabaseConfig, options: DataSourceFactoryOptions = {}): Promise<DataSource> {
  const dataSource = new DataSource(dataSourceOptions(config, options));
  await dataSource.initialize();
  // The driver read the server's version when it connected (`SELECT version()`, cut to its number).
  const version = config.type === 'sqlite' ? undefined : (dataSource.driver as MysqlDriver).version;
  if (version !== undefined && reusesDeletedIds(version)) {
    await dataSource.destroy();
    throw new Error(
      `The database server ${version} may reuse a deleted account's id after a restart (MySQL before 8.0, MariaDB ` +
        "before 10.2.4), which would let that account's tokens open a new account. Use MySQL 8 or MariaDB 10.2.4 or later.",
    );
  }
  return dataSource;
}
