/**
 * The counters behind the sign-in limits (and the uploads' rate, the download links' single use): one statement per
 * hit on both databases, exact under concurrency, and a hit taken back only from the window it was counted in.
 */
import { QueryFailedError, type DataSource } from 'typeorm';
import type { MysqlDriver } from 'typeorm/driver/mysql/MysqlDriver';
import { countQueries } from '../../test/query-counter';
import { endWindow, storedHits } from '../../test/sign-in';
import { openTestDataSource, testDialect, testOnMariaDb } from '../../test/test-database';
import { WriteLockTimeoutError } from '../db/write-lock';
import { AttemptCounters, HITS_REPORTED_MAX, WINDOW_SECONDS_MAX } from './attempt-counters';

let dataSource: DataSource;
let counters: AttemptCounters;
beforeAll(async () => {
  dataSource = await openTestDataSource();
  counters = new AttemptCounters(dataSource);
});
afterAll(() => dataSource.destroy());

let n = 0;
const freshKey = () => `pair:test-${process.pid}-${++n}`;
const hitsOf = (key: string) => storedHits(dataSource, key);

describe(`AttemptCounters (${testDialect})`, () => {
  it('counts hits in one window, each answer its own count, the window and its time left', async () => {
    const key = freshKey();
    const counts = [];
    for (let i = 0; i < 5; i++) counts.push(await counters.increment(key, 900));
    expect(counts.map((count) => count.hits)).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(counts.map((count) => count.window)).size).toBe(1);
    for (const { msLeft } of counts) {
      expect(msLeft).toBeGreaterThan(800_000);
      expect(msLeft).toBeLessThanOrEqual(900_000);
    }
    expect(await hitsOf(key)).toBe(5);

    await endWindow(dataSource, key);
    const next = await counters.increment(key, 60);
    expect(next).toMatchObject({ hits: 1 });
    expect(next.window).not.toBe(counts[0].window);
    expect(next.msLeft).toBeLessThanOrEqual(60_000);
  });

  it('sends one statement a hit, also on MySQL/MariaDB (no read-back transaction)', async () => {
    const key = freshKey();
    await counters.increment(key, 900);
    const { result, queries } = await countQueries(dataSource, () => counters.increment(key, 900));
    expect(result.hits).toBe(2);
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatch(/^\s*INSERT INTO sign_in_counters/);
  });

  it('ends at N after N concurrent hits, each told a different count', async () => {
    const key = freshKey();
    const N = 60;
    const counts = await Promise.all(Array.from({ length: N }, () => counters.increment(key, 900)));
    expect(counts.map((count) => count.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: N }, (_, i) => i + 1));
    expect(await hitsOf(key)).toBe(N);
    expect(new Set(counts.map((count) => count.window)).size).toBe(1);
  });

  it('takes a hit back from its own window only', async () => {
    const key = freshKey();
    await counters.increment(key, 600);
    const second = await counters.increment(key, 600);
    await counters.uncount(key, second.window);
    expect(await hitsOf(key)).toBe(1);
    expect((await counters.increment(key, 600)).hits).toBe(2);

    // The window ended and a new one started (another attempt's): the old window's hit is not taken from it. (A
    // real next window ends at least a whole window after the last one ended; ended by hand within the same
    // millisecond, only a different length keeps the two ends apart.)
    await endWindow(dataSource, key);
    const fresh = await counters.increment(key, 900);
    await counters.uncount(key, second.window);
    expect(await hitsOf(key)).toBe(1);
    // An ended window gives nothing back either.
    await endWindow(dataSource, key);
    await counters.uncount(key, fresh.window);
    expect(await hitsOf(key)).toBe(1);
  });

  it('reports counts up to HITS_REPORTED_MAX and refuses windows it cannot pack', async () => {
    const key = freshKey();
    await counters.increment(key, 900);
    await dataSource.query('UPDATE sign_in_counters SET hits = ? WHERE counter_key = ?', [HITS_REPORTED_MAX + 500, key]);
    expect((await counters.increment(key, 900)).hits).toBe(HITS_REPORTED_MAX);
    expect(await hitsOf(key)).toBe(HITS_REPORTED_MAX + 501);
    await expect(counters.increment(freshKey(), WINDOW_SECONDS_MAX + 1)).rejects.toThrow(RangeError);
    await expect(counters.increment(freshKey(), 0)).rejects.toThrow(RangeError);
  });

  it('answers busy when its write waits too long for a row lock (MySQL/MariaDB error 1205, injected)', async () => {
    const lockWaitTimeout = Object.assign(new Error('Lock wait timeout exceeded; try restarting transaction'), {
      errno: 1205,
      code: 'ER_LOCK_WAIT_TIMEOUT',
    });
    const spy = jest.spyOn(dataSource, 'query').mockRejectedValueOnce(new QueryFailedError('INSERT …', [], lockWaitTimeout));
    const key = freshKey();
    try {
      // SQLite has no row locks (its waits are the write lock's, already busy refusals): the error stays as it is.
      if (testDialect === 'mysql') await expect(counters.increment(key, 900)).rejects.toBeInstanceOf(WriteLockTimeoutError);
      else await expect(counters.increment(key, 900)).rejects.toBeInstanceOf(QueryFailedError);
    } finally {
      spy.mockRestore();
    }
    expect(await hitsOf(key)).toBe(0);
  });
});

/**
 * MariaDB's sql_mode SIMULTANEOUS_ASSIGNMENT makes every assignment of an UPDATE (and of ON DUPLICATE KEY UPDATE) read
 * the row as it was, where the default reads columns already assigned to the left. The increment must count the same
 * either way: here every statement of the pool runs with that mode on. MySQL has no such mode: skipped there.
 */
(testOnMariaDb ? describe : describe.skip)('AttemptCounters with sql_mode SIMULTANEOUS_ASSIGNMENT (MariaDB)', () => {
  let simultaneous: DataSource;
  let counting: AttemptCounters;
  /** The first error of a connection's SET of the mode (it runs before the connection's first statement). */
  let modeRefused: Error | null = null;
  beforeAll(async () => {
    simultaneous = await openTestDataSource();
    // mysql2 runs a connection's commands in order, and a pool announces a connection before handing it out.
    type PoolConnection = { query: (sql: string, done: (error: Error | null) => void) => void };
    (simultaneous.driver as MysqlDriver).pool.on('acquire', (connection: PoolConnection) =>
      connection.query("SET SESSION sql_mode = CONCAT_WS(',', NULLIF(@@sql_mode, ''), 'SIMULTANEOUS_ASSIGNMENT')", (error) => {
        modeRefused ??= error;
      }),
    );
    counting = new AttemptCounters(simultaneous);
  });
  afterEach(() => expect(modeRefused).toBeNull());
  afterAll(() => simultaneous.destroy());

  const hitsIn = (key: string) => storedHits(simultaneous, key);

  it('runs with the mode on', async () => {
    const [{ mode }] = await simultaneous.query<{ mode: string }[]>('SELECT @@SESSION.sql_mode AS mode');
    expect(mode.split(',')).toContain('SIMULTANEOUS_ASSIGNMENT');
  });

  it('ends at 60 after 60 concurrent hits, each told a different count, and rolls windows over', async () => {
    const key = freshKey();
    const counts = await Promise.all(Array.from({ length: 60 }, () => counting.increment(key, 900)));
    expect(counts.map((count) => count.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(new Set(counts.map((count) => count.window)).size).toBe(1);
    expect(Math.min(...counts.map((count) => count.msLeft))).toBeGreaterThan(800_000);
    expect(await hitsIn(key)).toBe(60);

    await endWindow(simultaneous, key);
    const next = await counting.increment(key, 60);
    expect(next.hits).toBe(1);
    expect(next.window).not.toBe(counts[0].window);
    expect(next.msLeft).toBeGreaterThan(0);
    expect(next.msLeft).toBeLessThanOrEqual(60_000);
    expect(await hitsIn(key)).toBe(1);
    expect((await counting.increment(key, 60)).hits).toBe(2);
    expect(await hitsIn(key)).toBe(2);
  });
});
