/**
 * Writes a migration for one dialect from the difference between the entities and the database:
 *   node server/dist/scripts/generate-migration.js <sqlite|mysql> <Name> [DATABASE_URL]
 * (build first with `npm run build -w server`). For mysql, pass a scratch database that has every
 * existing migration applied. The file lands in server/src/db/migrations/<dialect>/; add it to that
 * folder's index.ts.
 */
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { parseDatabaseUrl } from '../src/config';
import { dataSourceOptions } from '../src/db/data-source';

async function main() {
  const [dialect, name, url] = process.argv.slice(2);
  if ((dialect !== 'sqlite' && dialect !== 'mysql') || !name) {
    throw new Error('usage: generate-migration <sqlite|mysql> <Name> [DATABASE_URL]');
  }
  const database = parseDatabaseUrl(url ?? (dialect === 'sqlite' ? 'sqlite::memory:' : ''));
  const dataSource = new DataSource(dataSourceOptions(database, { runMigrations: false }));
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  const sql = await dataSource.driver.createSchemaBuilder().log();
  await dataSource.destroy();
  if (sql.upQueries.length === 0) {
    console.log('No changes: the migrations already match the entities.');
    return;
  }
  const timestamp = Date.now();
  const className = `${name}${timestamp}`;
  const quote = (q: string) => '`' + q.replace(/\\/g, '\\\\').replace(/`/g, '\\`') + '`';
  const up = sql.upQueries.map((q) => `    await queryRunner.query(${quote(q.query)});`).join('\n');
  const down = sql.downQueries.reverse().map((q) => `    await queryRunner.query(${quote(q.query)});`).join('\n');
  const file = path.join(__dirname, '..', '..', 'src', 'db', 'migrations', dialect, `${timestamp}-${name}.ts`);
  writeFileSync(
    file,
    `import type { MigrationInterface, QueryRunner } from 'typeorm';\n\n` +
      `export class ${className} implements MigrationInterface {\n  name = '${className}';\n\n` +
      `  async up(queryRunner: QueryRunner): Promise<void> {\n${up}\n  }\n\n` +
      `  async down(queryRunner: QueryRunner): Promise<void> {\n${down}\n  }\n}\n`,
  );
  console.log(`Wrote ${path.relative(process.cwd(), file)} (class ${className}).`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
