import { openTestDataSource, testDialect } from '../../test/test-database';

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

describe(`the sign-in limits and token version migration (${testDialect})`, () => {
  it('keeps every account and its data, at token version 0, both ways', async () => {
    const dataSource = await openTestDataSource();
    try {
      await dataSource.undoLastMigration();
      await dataSource.query(`INSERT INTO users (name, email, email_key, password_hash) VALUES ('Ana', 'ana@example.com', 'ana@example.com', 'x')`);
      const [{ id }] = await dataSource.query(`SELECT id FROM users`);
      await dataSource.query(`INSERT INTO meal_info (user_id, calories_goal, carbohydrates_goal, proteins_goal, fats_goal) VALUES (?, 1, 2, 3, 4)`, [id]);

      await dataSource.runMigrations();
      expect(await dataSource.query(`SELECT id, email, token_version FROM users`)).toEqual([{ id, email: 'ana@example.com', token_version: 0 }]);
      await dataSource.undoLastMigration();
      expect(await dataSource.query(`SELECT user_id FROM meal_info`)).toEqual([{ user_id: id }]);
    } finally {
      await dataSource.destroy();
    }
  });
});
