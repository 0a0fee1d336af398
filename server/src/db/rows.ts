import { DECIMAL_SCALE, decimalFromDatabase } from './decimal';

/**
 * Helpers of the hot reads written as SQL (the day, the routine tree, a page of foods: docs/performance.md › Reads
 * as SQL). TypeORM's find() builds its query and maps every row through its metadata on each call, which cost the
 * day read more than its SQL; these reads send fixed SQL (the same text on SQLite and MySQL: `?` placeholders,
 * unquoted snake_case names) and build the entity-shaped objects themselves, with the values TypeORM would have
 * given (the same DECIMAL normalisation, numbers, booleans, `YYYY-MM-DD` dates).
 */

/** A raw row as either driver gives it. */
export type Row = Record<string, unknown>;

/** `?, ?, ?` for an IN list of `count` values (at least one). */
export function placeholders(count: number): string {
  return count === 1 ? '?' : `?${', ?'.repeat(count - 1)}`;
}

/** A DECIMAL(12,3) column as the entities hold it (db/decimal.ts). */
export const amount = (value: unknown): string => decimalFromDatabase(value as string | number, DECIMAL_SCALE);

/** An INT column (mysql2 may give text for big numbers; SQLite and mysql2 otherwise give numbers). */
export const whole = (value: unknown): number => (typeof value === 'number' ? value : Number(value));

/** An INT column that may be NULL. */
export const wholeOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : whole(value));

/** A BOOLEAN column: 1/0 on both databases (TINYINT on MySQL). */
export const flag = (value: unknown): boolean => value === true || value === 1 || value === '1';

/** A DATE column: SQLite gives the text, mysql2 a Date at UTC midnight (the connection's zone is UTC). */
export const isoDate = (value: unknown): string => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));
