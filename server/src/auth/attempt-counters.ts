import { createHash } from 'node:crypto';
import { ipKeyGenerator } from 'express-rate-limit';
import type { DataSource, EntityManager } from 'typeorm';
import { isDeadlock, isLockWaitTimeout } from '../db/errors';
import { WriteLockTimeoutError } from '../db/write-lock';
import { SignInCounterEntity } from './sign-in-counter.entity';

/**
 * Hit counters with fixed windows for the sign-in limits (and the uploads' rate and the download links' single use,
 * modules/data), in the table `sign_in_counters` (migrated like any other), so that every replica on one MySQL/MariaDB counts in the same place and a restart forgets nothing.
 * SQLite uses the same table (one code path; there it is one process anyway).
 *
 * Why our own table rather than rate-limiter-flexible's RateLimiterMySQL: that one creates its table (and a
 * database) at run time outside the migrations, keys it with a case- and accent-insensitive utf8mb3 collation,
 * times windows by each replica's clock, needs the mysql2 pool inside TypeORM's driver, cleans up on a timer that
 * cannot be stopped, and would leave SQLite as a second code path. Here a window's end is set by the database's
 * clock (one clock for every replica) and an increment is one atomic upsert.
 */
export interface WindowCount {
  /** Hits in the current window, this one included (reported up to HITS_REPORTED_MAX: every limit is far below). */
  hits: number;
  /** Milliseconds until the window ends (and the count starts again). */
  msLeft: number;
  /**
   * Which window the count belongs to: its end in milliseconds since 1970, modulo 2²² (about 70 minutes, longer
   * than any window and the time between a hit and its `uncount`), so a hit is only ever taken back from the window
   * it was counted in.
   */
  window: number;
}

/** A count is reported up to this many hits (MySQL/MariaDB pack it into 11 bits, `packed` below). */
export const HITS_REPORTED_MAX = 2 ** 11 - 1;
/** The longest window a counter may have: its milliseconds left are packed into 20 bits. */
export const WINDOW_SECONDS_MAX = Math.floor((2 ** 20 - 1) / 1000);
const WINDOW_TAG_MODULUS = 2 ** 22;

/** What differs between the dialects: the database's clock, the atomic upsert and the window's tag. */
interface CounterSql {
  now: string;
  /** Adds one hit to `counter_key` (a new window if the last one ended). */
  increment: string;
  incrementParameters: (key: string, windowSeconds: number) => unknown[];
  /** Takes one hit back from `counter_key` if its window is still the tagged one. */
  uncount: string;
}

/*
 * MySQL/MariaDB have no RETURNING on an upsert, and reading the row back took a transaction of four statements.
 * Instead the upsert hands its result back in the OK packet: `LAST_INSERT_ID(expr)` sets the statement's insert id
 * to `expr` (MySQL's documented idiom for INSERT … ON DUPLICATE KEY UPDATE; the table has no AUTO_INCREMENT column,
 * so nothing else sets it), evaluated under the row's lock, so concurrent increments each read their own count.
 * One integer below 2⁵³ (mysql2 gives it as an exact number) carries hits (11 bits), milliseconds left (20 bits) and
 * the window's tag (22 bits). On a new row the VALUES clause sets it (LEAST(1, …) stores 1); on an existing one the
 * first assignment sets it again.
 * The update reads no column an earlier assignment of it changed: by default MySQL and MariaDB let an assignment read
 * the columns assigned to its left, and MariaDB's sql_mode SIMULTANEOUS_ASSIGNMENT has each read the row as it was.
 * So `hits` (assigned first) computes the new hits and end from the old row, and `window_ends_at` reads only itself.
 * Independent of the mode, rather than pinning it per connection: one statement, nothing to set up on each pooled
 * connection, and MySQL, which has no such mode, runs the same text.
 */
const MYSQL_NOW = 'UTC_TIMESTAMP(3)';
const mysqlEpochMs = (time: string) => `(TIMESTAMPDIFF(MICROSECOND, '1970-01-01 00:00:00', ${time}) DIV 1000)`;
const mysqlMsLeft = (end: string) => `TIMESTAMPDIFF(MICROSECOND, ${MYSQL_NOW}, ${end}) DIV 1000`;
const mysqlWindowTag = (end: string) => `MOD(${mysqlEpochMs(end)}, ${WINDOW_TAG_MODULUS})`;
const packed = (hits: string, end: string) =>
  `(LEAST(${hits}, ${HITS_REPORTED_MAX}) + GREATEST(0, LEAST(${mysqlMsLeft(end)}, ${2 ** 20 - 1})) * ${2 ** 11} + ${mysqlWindowTag(end)} * ${2 ** 31})`;
const unpack = (value: number): WindowCount => ({
  hits: value % 2 ** 11,
  msLeft: Math.floor(value / 2 ** 11) % 2 ** 20,
  window: Math.floor(value / 2 ** 31),
});
/** A new window's end (one parameter: its seconds). */
const MYSQL_NEW_END = `${MYSQL_NOW} + INTERVAL ? SECOND`;
/** The row's end after this hit, from the row as it was (one parameter). */
const MYSQL_NEXT_END = `IF(window_ends_at <= ${MYSQL_NOW}, ${MYSQL_NEW_END}, window_ends_at)`;
/** The row's hits after this hit, from the row as it was. */
const MYSQL_NEXT_HITS = `IF(window_ends_at <= ${MYSQL_NOW}, 1, hits + 1)`;

const MYSQL: CounterSql = {
  now: MYSQL_NOW,
  // Whatever the order assignments read in (see above): `hits` reads the row before either changes, and
  // `window_ends_at` only itself. LAST_INSERT_ID is never below 0, so `hits` gets the new count.
  increment: `INSERT INTO sign_in_counters (counter_key, hits, window_ends_at)
      VALUES (?, LEAST(1, LAST_INSERT_ID(${packed('1', MYSQL_NEW_END)})), ${MYSQL_NEW_END})
    ON DUPLICATE KEY UPDATE
      hits = IF(LAST_INSERT_ID(${packed(MYSQL_NEXT_HITS, MYSQL_NEXT_END)}) < 0, NULL, ${MYSQL_NEXT_HITS}),
      window_ends_at = ${MYSQL_NEXT_END}`,
  // The window's seconds, once per `?` of the ends above (2 + 1 in VALUES, 2 + 1 in the update).
  incrementParameters: (key, windowSeconds) => [key, ...Array<number>(6).fill(windowSeconds)],
  uncount: `UPDATE sign_in_counters SET hits = hits - 1
    WHERE counter_key = ? AND hits > 0 AND window_ends_at > ${MYSQL_NOW} AND ${mysqlWindowTag('window_ends_at')} = ?`,
};

const SQLITE_NOW = `strftime('%Y-%m-%d %H:%M:%f', 'now')`;
const SQLITE_MS_LEFT = `CAST(ROUND((julianday(window_ends_at) - julianday('now')) * 86400000) AS INTEGER)`;
// Stored as 'YYYY-MM-DD HH:MM:SS.SSS': whole seconds, then the milliseconds at characters 21–23.
const SQLITE_WINDOW_TAG = `((CAST(strftime('%s', window_ends_at) AS INTEGER) * 1000 + CAST(substr(window_ends_at, 21, 3) AS INTEGER)) % ${WINDOW_TAG_MODULUS})`;
const SQLITE: CounterSql = {
  now: SQLITE_NOW,
  increment: `INSERT INTO sign_in_counters (counter_key, hits, window_ends_at)
      VALUES (?, 1, strftime('%Y-%m-%d %H:%M:%f', 'now', '+' || ? || ' seconds'))
    ON CONFLICT (counter_key) DO UPDATE SET
      hits = CASE WHEN window_ends_at <= ${SQLITE_NOW} THEN 1 ELSE hits + 1 END,
      window_ends_at = CASE WHEN window_ends_at <= ${SQLITE_NOW} THEN excluded.window_ends_at ELSE window_ends_at END
    RETURNING hits, ${SQLITE_MS_LEFT} AS ms_left, ${SQLITE_WINDOW_TAG} AS window_tag`,
  incrementParameters: (key, windowSeconds) => [key, windowSeconds],
  uncount: `UPDATE sign_in_counters SET hits = hits - 1
    WHERE counter_key = ? AND hits > 0 AND window_ends_at > ${SQLITE_NOW} AND ${SQLITE_WINDOW_TAG} = ?`,
};

/** InnoDB may pick an increment as a deadlock victim (against the clean-up's range delete): it is safe to repeat. */
const DEADLOCK_RETRIES = 3;
/**
 * A count that could not be written in time (InnoDB's lock wait timeout) is the SQLite write lock's refusal
 * too: busy, 503 with Retry-After on both doors. What depended on the count (a sign-in's check) does not run.
 */
const busyIfLockWaitTimeout = (error: unknown): never => {
  throw isLockWaitTimeout(error) ? new WriteLockTimeoutError() : error;
};

interface CounterRow {
  hits: number | string;
  ms_left: number | string;
  window_tag: number | string;
}
const toCount = (row: CounterRow): WindowCount => ({
  hits: Math.min(HITS_REPORTED_MAX, Number(row.hits)),
  msLeft: Math.max(0, Number(row.ms_left)),
  window: Number(row.window_tag),
});

export class AttemptCounters {
  private readonly sql: CounterSql;
  private readonly dialect: 'sqlite' | 'mysql';

  constructor(private readonly dataSource: DataSource) {
    this.dialect = dataSource.options.type === 'better-sqlite3' ? 'sqlite' : 'mysql';
    this.sql = this.dialect === 'sqlite' ? SQLITE : MYSQL;
  }

  /**
   * Counts one hit on `key`; a window starts with a key's first hit and lasts `windowSeconds`. (On SQLite it is one
   * statement on the shared connection; should it land inside another request's transaction that then rolls back,
   * the hit is lost with it: a limit can only come out looser by that, never block anyone wrongly.)
   */
  async increment(key: string, windowSeconds: number): Promise<WindowCount> {
    if (!Number.isInteger(windowSeconds) || windowSeconds < 1 || windowSeconds > WINDOW_SECONDS_MAX)
      throw new RangeError(`A counter's window is 1 to ${WINDOW_SECONDS_MAX} whole seconds, not ${windowSeconds}.`);
    const parameters = this.sql.incrementParameters(key, windowSeconds);
    if (this.dialect === 'sqlite') {
      const [row] = await this.dataSource.query<CounterRow[]>(this.sql.increment, parameters);
      return toCount(row);
    }
    for (let attempt = 1; ; attempt++) {
      try {
        const result = await this.dataSource.query<{ insertId: number | string }>(this.sql.increment, parameters);
        return unpack(Number(result.insertId));
      } catch (error) {
        if (!isDeadlock(error) || attempt >= DEADLOCK_RETRIES) busyIfLockWaitTimeout(error);
      }
    }
  }

  /**
   * Takes back one hit counted on `key` in the window `window` (`WindowCount.window`): nothing if that window has
   * ended (its hits went with it). One statement.
   */
  async uncount(key: string, window: number): Promise<void> {
    await this.dataSource.query(this.sql.uncount, [key, window]).catch(busyIfLockWaitTimeout);
  }

  /** Deletes the counters of `keys` (in the caller's transaction when given one). */
  async delete(key: string | string[], manager: EntityManager = this.dataSource.manager): Promise<void> {
    const keys = typeof key === 'string' ? [key] : key;
    if (keys.length === 0) return;
    await manager
      .query(`DELETE FROM sign_in_counters WHERE counter_key IN (${keys.map(() => '?').join(', ')})`, keys)
      .catch(busyIfLockWaitTimeout);
  }

  /** Deletes every counter whose window has ended (they count as zero already); returns how many. */
  async deleteExpired(): Promise<number> {
    const result = await this.dataSource
      .createQueryBuilder()
      .delete()
      .from(SignInCounterEntity)
      .where(`window_ends_at <= ${this.sql.now}`)
      .execute();
    return result.affected ?? 0;
  }
}

/** A counter key: its kind in clear, the rest (emails, addresses) as a SHA-256 digest. */
export function counterKey(kind: 'address' | 'account' | 'pair' | 'upload' | 'download', ...parts: string[]): string {
  return `${kind}:${createHash('sha256').update(parts.join('\n')).digest('hex')}`;
}

/**
 * The client address as the limits count it: IPv6 per /56 (express-rate-limit's `ipKeyGenerator`), since one
 * client usually holds a whole /64 or more and could change address every attempt.
 */
export const addressGroup = (clientAddress: string): string => ipKeyGenerator(clientAddress);
