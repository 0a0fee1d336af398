/** Rows read by position (raw-rows.ts): the values, the logger and the failures of `manager.query`, on both databases. */
import { QueryFailedError, type DataSource, type EntityManager } from 'typeorm';
import { countQueries } from '../../test/query-counter';
import { openTestDataSource, testDialect } from '../../test/test-database';
import { PREPARED_MAX, selectValues } from './raw-rows';

let dataSource: DataSource;
beforeAll(async () => {
  dataSource = await openTestDataSource();
  await dataSource.query(
    "INSERT INTO users (email, email_key, name, password_hash, token_version) VALUES ('a@b.c', 'a@b.c', 'Ana', 'x', 3), ('d@e.f', 'd@e.f', 'Davi', 'y', 0)",
  );
});
afterAll(() => dataSource.destroy());

const SQL = 'SELECT name, id, token_version, language, email FROM users WHERE id >= ? ORDER BY id';
/** What `manager.query` gives, its values in the statement's column order. */
const viaTypeorm = async (manager: EntityManager) =>
  (await manager.query<Record<string, unknown>[]>(SQL, [1])).map((row) => [row.name, row.id, row.token_version, row.language, row.email]);

describe('selectValues', () => {
  it("answers each row's values in the order the statement selects them, as manager.query gives them", async () => {
    const expected = await viaTypeorm(dataSource.manager);
    expect(expected).toHaveLength(2);
    expect(await selectValues(dataSource.manager, SQL, [1])).toEqual(expected);
    // The same statement again (a prepared statement on SQLite), other parameters.
    expect(await selectValues(dataSource.manager, SQL, [2])).toEqual(expected.slice(1));
    expect(await selectValues(dataSource.manager, SQL, [99])).toEqual([]);
  });

  it("skips TypeORM's query runner on SQLite outside a transaction, and uses it on MySQL/MariaDB", async () => {
    const runner = dataSource.createQueryRunner();
    const query = jest.spyOn(Object.getPrototypeOf(runner) as typeof runner, 'query');
    try {
      await selectValues(dataSource.manager, SQL, [1]);
      expect(query).toHaveBeenCalledTimes(testDialect === 'sqlite' ? 0 : 1);
    } finally {
      query.mockRestore();
      await runner.release();
    }
  });

  it("reads inside a transaction through the transaction's query runner (SQLite's write lock guard sees it)", async () => {
    await dataSource.transaction(async (manager) => {
      const runner = jest.spyOn(manager.queryRunner!, 'query');
      try {
        expect(await selectValues(manager, SQL, [1])).toEqual(await viaTypeorm(dataSource.manager));
        expect(runner).toHaveBeenCalledWith(SQL, [1]);
        if (testDialect === 'sqlite') {
          // SQLite shares one connection: a read outside the transaction's manager still runs in it, so through it.
          runner.mockClear();
          await selectValues(dataSource.manager, SQL, [1]);
          expect(runner).toHaveBeenCalledWith(SQL, [1]);
        }
      } finally {
        runner.mockRestore();
      }
    });
  });

  it('keeps answering past its bound of prepared statements (the oldest forgotten first)', async () => {
    for (let i = 0; i <= PREPARED_MAX + 5; i++) {
      expect(await selectValues(dataSource.manager, `SELECT id, ${i} AS n FROM users WHERE id = ?`, [1])).toEqual([[1, i]]);
    }
    expect(await selectValues(dataSource.manager, 'SELECT id, 0 AS n FROM users WHERE id = ?', [1])).toEqual([[1, 0]]);
  });

  it("tells the data source's logger of every statement, as the statement counter of the tests expects", async () => {
    const { count, queries } = await countQueries(dataSource, async () => {
      await selectValues(dataSource.manager, SQL, [1]);
      await selectValues(dataSource.manager, 'SELECT id FROM users WHERE id = ?', [1]);
    });
    expect(count).toBe(2);
    expect(queries).toEqual([SQL, 'SELECT id FROM users WHERE id = ?']);
  });

  it("fails as manager.query fails: QueryFailedError wrapping the driver's error, told to the logger", async () => {
    // A statement that fails when it runs (not when it is prepared) on each database.
    const failing =
      testDialect === 'sqlite' ? "SELECT json_extract(?, '$') AS v" : 'SELECT id FROM users WHERE id = ? AND no_such_column = 1';
    const logged = jest.spyOn(dataSource.logger, 'logQueryError');
    try {
      const via = await selectValues(dataSource.manager, failing, ['{']).catch((error: unknown) => error);
      const before = await dataSource.manager.query(failing, ['{']).catch((error: unknown) => error);
      expect(via).toBeInstanceOf(QueryFailedError);
      expect(before).toBeInstanceOf(QueryFailedError);
      expect((via as QueryFailedError).driverError).toEqual((before as QueryFailedError).driverError);
      expect(logged).toHaveBeenCalledTimes(2);
    } finally {
      logged.mockRestore();
    }
  });
});
