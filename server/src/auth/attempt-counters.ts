import { createHash } from 'node:crypto';
import { ipKeyGenerator } from 'express-rate-limit';
import type { DataSource, EntityManager } from 'typeorm';
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
  /** Hits in the current window, this one included. */
  hits: number;
  /** Milliseconds until the window ends (and the count starts again). */
  msLeft: number;
}

/** What differs between the dialects: the database's clock and the atomic upsert. */
interface CounterSql {
  now: string;
  /** Adds one hit to `counter_key` (a new window if the last one ended). */
  increment: string;
  incrementParameters: (key: string, windowSeconds: number) => unknown[];
  /** Whether `increment` returns the row itself (SQLite's RETURNING); otherwise it is read in the same transaction. */
  returnsRow: boolean;
  msLeft: string;
}

const MYSQL: CounterSql = {
  now: 'UTC_TIMESTAMP(3)',
  // Assignments run left to right: `hits` is decided before `window_ends_at` changes.
  increment: `INSERT INTO sign_in_counters (counter_key, hits, window_ends_at) VALUES (?, 1, UTC_TIMESTAMP(3) + INTERVAL ? SECOND)
    ON DUPLICATE KEY UPDATE
      hits = IF(window_ends_at <= UTC_TIMESTAMP(3), 1, hits + 1),
      window_ends_at = IF(window_ends_at <= UTC_TIMESTAMP(3), UTC_TIMESTAMP(3) + INTERVAL ? SECOND, window_ends_at)`,
  incrementParameters: (key, windowSeconds) => [key, windowSeconds, windowSeconds],
  returnsRow: false,
  msLeft: 'TIMESTAMPDIFF(MICROSECOND, UTC_TIMESTAMP(3), window_ends_at) DIV 1000',
};

const SQLITE_NOW = `strftime('%Y-%m-%d %H:%M:%f', 'now')`;
const SQLITE_MS_LEFT = `CAST(ROUND((julianday(window_ends_at) - julianday('now')) * 86400000) AS INTEGER)`;
const SQLITE: CounterSql = {
  now: SQLITE_NOW,
  increment: `INSERT INTO sign_in_counters (counter_key, hits, window_ends_at)
      VALUES (?, 1, strftime('%Y-%m-%d %H:%M:%f', 'now', '+' || ? || ' seconds'))
    ON CONFLICT (counter_key) DO UPDATE SET
      hits = CASE WHEN window_ends_at <= ${SQLITE_NOW} THEN 1 ELSE hits + 1 END,
      window_ends_at = CASE WHEN window_ends_at <= ${SQLITE_NOW} THEN excluded.window_ends_at ELSE window_ends_at END
    RETURNING hits, ${SQLITE_MS_LEFT} AS ms_left`,
  incrementParameters: (key, windowSeconds) => [key, windowSeconds],
  returnsRow: true,
  msLeft: SQLITE_MS_LEFT,
};

/** InnoDB may pick an increment as a deadlock victim (against the clean-up's range delete): it is safe to repeat. */
const isDeadlock = (error: unknown) => (error as { driverError?: { errno?: number } }).driverError?.errno === 1213;
const DEADLOCK_RETRIES = 3;

interface CounterRow {
  counter_key?: string;
  hits: number | string;
  ms_left: number | string;
}
const toCount = (row: CounterRow): WindowCount => ({ hits: Number(row.hits), msLeft: Math.max(0, Number(row.ms_left)) });

export class AttemptCounters {
  private readonly sql: CounterSql;

  constructor(private readonly dataSource: DataSource) {
    this.sql = dataSource.options.type === 'better-sqlite3' ? SQLITE : MYSQL;
  }

  /**
   * Counts one hit on `key`; a window starts with a key's first hit and lasts `windowSeconds`. (On SQLite it is one
   * statement on the shared connection; should it land inside another request's transaction that then rolls back,
   * the hit is lost with it: a limit can only come out looser by that, never block anyone wrongly.)
   */
  async increment(key: string, windowSeconds: number): Promise<WindowCount> {
    if (this.sql.returnsRow) {
      const [row] = await this.dataSource.query<CounterRow[]>(this.sql.increment, this.sql.incrementParameters(key, windowSeconds));
      return toCount(row);
    }
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.dataSource.transaction(async (manager) => {
          await manager.query(this.sql.increment, this.sql.incrementParameters(key, windowSeconds));
          // Our upsert holds the row's lock until commit, so this reads our own hit, not a later one.
          const [row] = await this.select(manager, [key]);
          return toCount(row);
        });
      } catch (error) {
        if (!isDeadlock(error) || attempt >= DEADLOCK_RETRIES) throw error;
      }
    }
  }

  /** The counts of the keys whose window is still open (one statement). */
  async read(keys: string[]): Promise<Map<string, WindowCount>> {
    if (keys.length === 0) return new Map();
    const rows = await this.select(this.dataSource.manager, keys, `AND window_ends_at > ${this.sql.now}`);
    return new Map(rows.map((row) => [row.counter_key!, toCount(row)]));
  }

  /** Deletes the counters of `keys` (in the caller's transaction when given one). */
  async delete(key: string | string[], manager: EntityManager = this.dataSource.manager): Promise<void> {
    const keys = typeof key === 'string' ? [key] : key;
    if (keys.length === 0) return;
    await manager.query(`DELETE FROM sign_in_counters WHERE counter_key IN (${keys.map(() => '?').join(', ')})`, keys);
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

  private select(manager: EntityManager, keys: string[], condition = ''): Promise<CounterRow[]> {
    return manager.query(
      `SELECT counter_key, hits, ${this.sql.msLeft} AS ms_left FROM sign_in_counters
        WHERE counter_key IN (${keys.map(() => '?').join(', ')}) ${condition}`,
      keys,
    );
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
