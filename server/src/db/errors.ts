import { QueryFailedError } from 'typeorm';

/** True for a unique-key violation on either database (a concurrent insert that won the race). */
export function isUniqueViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** The driver's error code of a failed query (mysql2's `ER_…`, better-sqlite3's `SQLITE_…`). */
const codeOf = (error: unknown) =>
  error instanceof QueryFailedError ? (error.driverError as { code?: string } | undefined)?.code : undefined;
const errnoOf = (error: unknown) => (error as { driverError?: { errno?: number } }).driverError?.errno;

/**
 * An insert or update named a row that is gone (MySQL/MariaDB 1452; SQLite's foreign-key constraint): deleted by a
 * concurrent transaction after this one read it.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === 'ER_NO_REFERENCED_ROW_2' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/** InnoDB chose this statement as a deadlock's victim (1213): its transaction was rolled back and may be repeated. */
export const isDeadlock = (error: unknown): boolean => errnoOf(error) === 1213;

/** InnoDB waited for a row lock longer than `innodb_lock_wait_timeout` (1205): the statement did nothing. */
export const isLockWaitTimeout = (error: unknown): boolean => errnoOf(error) === 1205;
