import { openTestDataSource, testDialect } from '../../test/test-database';
import { FoodCatalogue, nameGrams } from '../modules/foods/food-catalogue';

describe(`migrations (${testDialect})`, () => {
  it('build exactly the schema the entities describe', async () => {
    const dataSource = await openTestDataSource();
    try {
      expect(await dataSource.showMigrations()).toBe(false); // nothing pending
      const pending = await dataSource.driver.createSchemaBuilder().log();
      expect(pending.upQueries.map((q) => q.query)).toEqual([]);
    } finally {
      await dataSource.destroy();
    }
  });

  it('can be reverted and applied again', async () => {
    const dataSource = await openTestDataSource();
    try {
      const runner = dataSource.createQueryRunner();
      for (let i = 0; i < dataSource.migrations.length; i++) await dataSource.undoLastMigration();
      expect(await runner.hasTable('users')).toBe(false);
      await dataSource.runMigrations();
      expect(await runner.hasTable('users')).toBe(true);
      expect(await dataSource.showMigrations()).toBe(false);
      await runner.release();
    } finally {
      await dataSource.destroy();
    }
  });
});

describe(`migrations on a database with data (${testDialect})`, () => {
  it('keep every row and its references when the name keys grow (NameKeyRoom)', async () => {
    const dataSource = await openTestDataSource();
    try {
      // Back to just before NameKeyRoom (later migrations are undone first).
      const index = dataSource.migrations.findIndex((migration) => migration.name?.startsWith('NameKeyRoom'));
      expect(index).toBeGreaterThan(0);
      for (let i = dataSource.migrations.length; i > index; i -= 1) await dataSource.undoLastMigration();
      const q = (sql: string) => dataSource.query(sql);
      const quote = testDialect === 'mysql' ? '`' : '"';
      const t = (name: string) => `${quote}${name}${quote}`;
      await q(
        `INSERT INTO ${t('users')} (${t('name')}, ${t('email')}, ${t('email_key')}, ${t('password_hash')}) VALUES ('A', 'a@x.com', 'a@x.com', 'x')`,
      );
      const [{ id: userId }] = await q(`SELECT ${t('id')} AS id FROM ${t('users')}`);
      await q(
        `INSERT INTO ${t('foods')} (${t('user_id')}, ${t('name')}, ${t('name_key')}, ${t('serving')}, ${t('unit')}, ${t('carbohydrates')}, ${t('proteins')}, ${t('fats')}, ${t('calories')}) VALUES (${userId}, 'Feijão', 'feijao', 100, 'g', 1, 1, 1, 1)`,
      );
      const [{ id: foodId }] = await q(`SELECT ${t('id')} AS id FROM ${t('foods')}`);
      await q(
        `INSERT INTO ${t('recipes')} (${t('user_id')}, ${t('name')}, ${t('name_key')}, ${t('serving')}, ${t('unit')}) VALUES (${userId}, 'Bowl', 'bowl', 1, 'un')`,
      );
      const [{ id: recipeId }] = await q(`SELECT ${t('id')} AS id FROM ${t('recipes')}`);
      await q(
        `INSERT INTO ${t('recipe_ingredients')} (${t('recipe_id')}, ${t('food_id')}, ${t('quantity')}) VALUES (${recipeId}, ${foodId}, 50)`,
      );

      await dataSource.runMigrations();

      expect(await q(`SELECT ${t('name')} AS name, ${t('name_key')} AS nameKey FROM ${t('foods')}`)).toEqual([
        { name: 'Feijão', nameKey: 'feijao' },
      ]);
      expect(
        (await q(`SELECT ${t('food_id')} AS foodId FROM ${t('recipe_ingredients')}`)).map((row: { foodId: number }) => Number(row.foodId)),
      ).toEqual([Number(foodId)]);
      await q(`UPDATE ${t('foods')} SET ${t('name_key')} = '${'한'.normalize('NFD').repeat(100)}'`);
      const [{ length }] = await q(
        `SELECT ${testDialect === 'mysql' ? 'CHAR_LENGTH' : 'LENGTH'}(${t('name_key')}) AS length FROM ${t('foods')}`,
      );
      expect(Number(length)).toBe(300);
    } finally {
      await dataSource.destroy();
    }
  });
});

describe(`the sign-in limits and token version migration (${testDialect})`, () => {
  it('keeps every account and its data, at token version 0, both ways', async () => {
    const dataSource = await openTestDataSource();
    try {
      await dataSource.undoLastMigration();
      await dataSource.query(
        `INSERT INTO users (name, email, email_key, password_hash) VALUES ('Ana', 'ana@example.com', 'ana@example.com', 'x')`,
      );
      const [{ id }] = await dataSource.query(`SELECT id FROM users`);
      await dataSource.query(
        `INSERT INTO meal_info (user_id, calories_goal, carbohydrates_goal, proteins_goal, fats_goal) VALUES (?, 1, 2, 3, 4)`,
        [id],
      );

      await dataSource.runMigrations();
      expect(await dataSource.query(`SELECT id, email, token_version FROM users`)).toEqual([
        { id, email: 'ana@example.com', token_version: 0 },
      ]);
      await dataSource.undoLastMigration();
      expect(await dataSource.query(`SELECT user_id FROM meal_info`)).toEqual([{ user_id: id }]);
    } finally {
      await dataSource.destroy();
    }
  });
});

describe(`the food catalogue migration (${testDialect})`, () => {
  it('counts and indexes the foods that were there, so the catalogue answers as it did', async () => {
    const dataSource = await openTestDataSource();
    try {
      const index = dataSource.migrations.findIndex((migration) => migration.name?.startsWith('FoodCatalogue'));
      expect(index).toBeGreaterThan(0);
      for (let i = dataSource.migrations.length; i > index; i -= 1) await dataSource.undoLastMigration();
      const users: number[] = [];
      for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
        await dataSource.query(`INSERT INTO users (name, email, email_key, password_hash) VALUES ('X', ?, ?, 'x')`, [email, email]);
        users.push(Number((await dataSource.query(`SELECT id FROM users WHERE email = ?`, [email]))[0].id));
      }
      const keys = Array.from({ length: 2_500 }, (_, i) => (i % 2 === 0 ? `feijao ${i}` : `arroz ${i}`));
      for (let start = 0; start < keys.length; start += 500) {
        const chunk = keys.slice(start, start + 500);
        await dataSource.query(
          `INSERT INTO foods (user_id, name, name_key, serving, unit, carbohydrates, proteins, fats, calories) VALUES ${chunk.map(() => `(?, ?, ?, 100, 'g', 1, 1, 1, 1)`).join(', ')}`,
          chunk.flatMap((key, i) => [users[(start + i) % 2], key, key]),
        );
      }

      await dataSource.runMigrations();

      const counts = await dataSource.query(`SELECT user_id, foods FROM food_counts ORDER BY user_id`);
      expect(counts.map((row: { user_id: number; foods: number }) => [Number(row.user_id), Number(row.foods)])).toEqual([
        [users[0], 1_250],
        [users[1], 1_250],
      ]);
      const [{ grams }] = await dataSource.query(`SELECT COUNT(*) AS grams FROM food_search_grams`);
      expect(Number(grams)).toBe(keys.reduce((n, key) => n + nameGrams(key).length, 0));
      const catalogue = new FoodCatalogue();
      const found = await catalogue.search(dataSource.manager, users[0], 'feijao 24', 0, 100);
      const expected = keys.filter((key, i) => i % 2 === 0 && key.includes('feijao 24')).sort();
      expect(found.content.map((food) => food.nameKey)).toEqual(expected);
      expect(found.totalElements).toBe(expected.length);
      expect((await catalogue.page(dataSource.manager, users[2], 0, 9)).totalElements).toBe(0);
    } finally {
      await dataSource.destroy();
    }
  });
});

describe(`the workout exercise note migration (${testDialect})`, () => {
  it('gives the exercises of existing workouts an empty note, keeps their sets, and goes back without losing rows', async () => {
    const dataSource = await openTestDataSource();
    try {
      const index = dataSource.migrations.findIndex((migration) => migration.name?.startsWith('WorkoutExerciseNote'));
      expect(index).toBeGreaterThan(0);
      for (let i = dataSource.migrations.length; i > index; i -= 1) await dataSource.undoLastMigration();
      const q = (sql: string, parameters?: unknown[]) => dataSource.query(sql, parameters);
      await q(`INSERT INTO users (name, email, email_key, password_hash) VALUES ('X', 'n@example.com', 'n@example.com', 'x')`);
      const userId = Number((await q(`SELECT id FROM users`))[0].id);
      await q(`INSERT INTO exercises (user_id, name, name_key) VALUES (?, 'Bench', 'bench')`, [userId]);
      const exerciseId = Number((await q(`SELECT id FROM exercises`))[0].id);
      await q(
        `INSERT INTO workouts (user_id, title, started_at, finished_at) VALUES (?, 'W', '2025-01-02 10:00:00.000', '2025-01-02 11:00:00.000')`,
        [userId],
      );
      const workoutId = Number((await q(`SELECT id FROM workouts`))[0].id);
      await q(`INSERT INTO workout_exercises (workout_id, exercise_id, position, rest_seconds) VALUES (?, ?, 1, 90)`, [
        workoutId,
        exerciseId,
      ]);
      const itemId = Number((await q(`SELECT id FROM workout_exercises`))[0].id);
      await q(`INSERT INTO workout_sets (workout_exercise_id, position, weight, reps) VALUES (?, 1, 80, 10)`, [itemId]);

      await dataSource.runMigrations();
      const notes = await q(`SELECT id, note FROM workout_exercises`);
      expect(notes.map((row: { id: number; note: string }) => [Number(row.id), row.note])).toEqual([[itemId, '']]);
      expect(Number((await q(`SELECT COUNT(*) AS n FROM workout_sets WHERE workout_exercise_id = ?`, [itemId]))[0].n)).toBe(1);
      await q(`UPDATE workout_exercises SET note = 'Narrow bar'`);

      await dataSource.undoLastMigration();
      expect(Number((await q(`SELECT COUNT(*) AS n FROM workout_exercises`))[0].n)).toBe(1);
      expect(Number((await q(`SELECT COUNT(*) AS n FROM workout_sets WHERE workout_exercise_id = ?`, [itemId]))[0].n)).toBe(1);
      await dataSource.runMigrations();
      expect((await q(`SELECT note FROM workout_exercises`))[0].note).toBe('');
    } finally {
      await dataSource.destroy();
    }
  });
});
