import type { DataSource, EntityManager } from 'typeorm';

/**
 * What the services use of the database: a DataSource, or the manager of an open transaction (so a
 * larger operation, like creating an account with demo data, can run many service calls atomically;
 * their own transactions then become savepoints).
 */
export type Database = Pick<DataSource, 'transaction' | 'getRepository' | 'manager'>;

export function transactionDatabase(manager: EntityManager): Database {
  return {
    manager,
    getRepository: ((target: Parameters<EntityManager['getRepository']>[0]) => manager.getRepository(target)) as Database['getRepository'],
    transaction: ((...args: unknown[]) => (manager.transaction as (...a: unknown[]) => unknown)(...args)) as Database['transaction'],
  };
}

/**
 * Whether transactions on this connection run side by side (MySQL/MariaDB). SQLite's write lock (db/write-lock.ts)
 * runs each request's writes alone, so row locks there would only cost statements.
 */
export function writesConcurrently(manager: EntityManager): boolean {
  return manager.connection.options.type !== 'better-sqlite3';
}
