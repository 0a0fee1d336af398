/** The failures `db/errors.ts` recognises, as each database reports them. */
import type { DataSource } from 'typeorm';
import { openTestDataSource } from '../../test/test-database';
import { isForeignKeyViolation, isUniqueViolation } from './errors';

let dataSource: DataSource;
beforeAll(async () => {
  dataSource = await openTestDataSource();
  await dataSource.query(
    "INSERT INTO users (email, email_key, name, password_hash, token_version) VALUES ('a@b.c', 'a@b.c', 'Ana', 'x', 0)",
  );
});
afterAll(() => dataSource.destroy());

/** The error a statement fails with. */
const failure = (sql: string) =>
  dataSource.query(sql).then(
    () => {
      throw new Error(`${sql} did not fail`);
    },
    (error: unknown) => error,
  );

describe('db/errors', () => {
  it('tells a unique-key violation from a row named that is gone', async () => {
    const duplicate = await failure(
      "INSERT INTO users (email, email_key, name, password_hash, token_version) VALUES ('a@b.c', 'a@b.c', 'Ana', 'x', 0)",
    );
    expect([isUniqueViolation(duplicate), isForeignKeyViolation(duplicate)]).toEqual([true, false]);
    const gone = await failure(
      "INSERT INTO foods (user_id, name, name_key, serving, unit, carbohydrates, proteins, fats, calories) VALUES (9999, 'Arroz', 'arroz', 100, 'g', 0, 0, 0, 0)",
    );
    expect([isUniqueViolation(gone), isForeignKeyViolation(gone)]).toEqual([false, true]);
    expect([isUniqueViolation(new Error('other')), isForeignKeyViolation(new Error('other'))]).toEqual([false, false]);
  });
});
