import type { DataSource } from 'typeorm';
import type { Logger } from '../observability/logger';

/** How long a replica waits for another one's migrations before giving up (exit, and the orchestrator restarts it). */
export const MIGRATION_LOCK_WAIT_SECONDS = 600;

/**
 * Applies pending migrations, one replica at a time. On MySQL/MariaDB a named lock (`GET_LOCK`, held by one
 * connection for the whole run, given back by `RELEASE_LOCK` or when that connection ends) makes a second replica
 * starting at the same moment wait; it then finds nothing pending. Without it both would read the same pending list,
 * and MySQL's DDL is not transactional: the second `CREATE TABLE` fails and a half-applied migration stays. SQLite is
 * one process on one file: no lock.
 */
export async function runMigrationsLocked(
  dataSource: DataSource,
  { log, waitSeconds = MIGRATION_LOCK_WAIT_SECONDS }: { log: Logger; waitSeconds?: number },
): Promise<void> {
  if (dataSource.options.type !== 'mysql' && dataSource.options.type !== 'mariadb') {
    await runPending(dataSource, log);
    return;
  }
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    const name = await migrationLockName(dataSource);
    const [free] = (await runner.query('SELECT IS_FREE_LOCK(?) AS free', [name])) as { free: number | string | null }[];
    if (Number(free?.free) !== 1) log.info({ lock: name }, 'Another replica is migrating the database: waiting for it');
    const [got] = (await runner.query('SELECT GET_LOCK(?, ?) AS got', [name, waitSeconds])) as { got: number | string | null }[];
    if (Number(got?.got) !== 1) throw new Error(`Timed out after ${waitSeconds} s waiting for the migration lock ${name}`);
    try {
      await runPending(dataSource, log);
    } finally {
      await runner.query('SELECT RELEASE_LOCK(?)', [name]);
    }
  } finally {
    await runner.release();
  }
}

/** The lock's name: one per database on the server (names are server-wide, at most 64 characters). */
export async function migrationLockName(dataSource: DataSource): Promise<string> {
  const [row] = await dataSource.query<{ db: string }[]>('SELECT DATABASE() AS db');
  return lockNameFor(row.db);
}

export const lockNameFor = (database: string) => `fitness-manager:migrations:${database}`.slice(0, 64);

async function runPending(dataSource: DataSource, log: Logger): Promise<void> {
  const applied = await dataSource.runMigrations({ transaction: 'each' });
  if (applied.length) log.info({ migrations: applied.map((migration) => migration.name) }, `Applied ${applied.length} migration(s)`);
}
