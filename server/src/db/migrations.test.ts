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
