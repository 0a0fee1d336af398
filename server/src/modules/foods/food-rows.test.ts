/** A food read by position (`foodFromValues`) is the food read by column name (`foodFromRow`), on both databases. */
import type { DataSource } from 'typeorm';
import { openTestDataSource } from '../../../test/test-database';
import { selectValues } from '../../db/raw-rows';
import { FOOD_COLUMNS, foodFromRow, foodFromValues } from './food.entity';

let dataSource: DataSource;
beforeAll(async () => {
  dataSource = await openTestDataSource();
  await dataSource.query(
    "INSERT INTO users (email, email_key, name, password_hash, token_version) VALUES ('a@b.c', 'a@b.c', 'Ana', 'x', 0)",
  );
  // Every column a value no other column has, so a swapped position shows.
  await dataSource.query(
    "INSERT INTO foods (user_id, name, name_key, serving, unit, carbohydrates, proteins, fats, calories) VALUES (1, 'Feijão', 'feijao', 100, 'g', 14.1, 4.8, 0.5, 76.25)",
  );
});
afterAll(() => dataSource.destroy());

test('FOOD_COLUMNS read by position and by name give the same food, every column in its place', async () => {
  const sql = `SELECT ${FOOD_COLUMNS} FROM foods f WHERE f.user_id = ?`;
  const [byPosition] = (await selectValues(dataSource.manager, sql, [1])).map(foodFromValues);
  const [byName] = (await dataSource.query<Record<string, unknown>[]>(sql, [1])).map(foodFromRow);
  expect(byPosition).toEqual(byName);
  expect(byPosition).toEqual({
    id: expect.any(Number),
    userId: 1,
    name: 'Feijão',
    nameKey: 'feijao',
    serving: '100',
    unit: 'g',
    carbohydrates: '14.1',
    proteins: '4.8',
    fats: '0.5',
    calories: '76.25',
  });
});
