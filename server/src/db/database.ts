import type { DataSource, EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

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

/**
 * Locks the rows `where` selects (alias `row`) FOR UPDATE until the transaction ends, on MySQL/MariaDB: the changes that
 * lock the same row run one at a time. Nothing on SQLite (see `writesConcurrently`).
 */
export async function lockRows<T extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  where: string,
  parameters: ObjectLiteral,
): Promise<void> {
  if (!writesConcurrently(manager)) return;
  await manager.createQueryBuilder(entity, 'row').select('row.id').where(where, parameters).setLock('pessimistic_write').getMany();
}
