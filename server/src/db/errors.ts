import { QueryFailedError } from 'typeorm';

/** True for a unique-key violation on either database (a concurrent insert that won the race). */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const code = (error.driverError as { code?: string } | undefined)?.code;
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

const errnoOf = (error: unknown) => (error as { driverError?: { errno?: number } }).driverError?.errno;

/**
 * An insert or update named a row that is gone (MySQL/MariaDB 1452; SQLite's foreign-key constraint): deleted by a
 * concurrent transaction after this one read it.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  return errnoOf(error) === 1452 || (error.driverError as { code?: string } | undefined)?.code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/** InnoDB chose this statement as a deadlock's victim (1213): its transaction was rolled back and may be repeated. */
export const isDeadlock = (error: unknown): boolean => errnoOf(error) === 1213;

/** InnoDB waited for a row lock longer than `innodb_lock_wait_timeout` (1205): the statement did nothing. */
export const isLockWaitTimeout = (error: unknown): boolean => errnoOf(error) === 1205;
