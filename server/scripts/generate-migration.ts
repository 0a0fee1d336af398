/**
 * Writes a migration for one dialect from the difference between the entities and the database:
 *   node server/dist/scripts/generate-migration.js <sqlite|mysql> <Name> [DATABASE_URL]
 * (build first with `npm run build -w server`). For mysql, pass an empty scratch database: existing
 * migrations are applied first, then the difference is written to server/src/db/migrations/<dialect>/
 * and that folder's index.ts is rewritten to list every migration in order.
 */
import 'reflect-metadata';
import { readdirSync, writeFileSync } from 'node:fs';
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
  // Tables follow the accent-insensitive collation whatever the server's default is.
  const tableOptions = (q: string) =>
    dialect === 'mysql' ? q.replace(/ENGINE=InnoDB$/, 'ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci') : q;
  const up = sql.upQueries.map((q) => `    await queryRunner.query(${quote(tableOptions(q.query))});`).join('\n');
  const down = sql.downQueries
    .reverse()
    .map((q) => `    await queryRunner.query(${quote(q.query)});`)
    .join('\n');
  const folder = path.join(__dirname, '..', '..', 'src', 'db', 'migrations', dialect);
  const file = path.join(folder, `${timestamp}-${name}.ts`);
  writeFileSync(
    file,
    `import type { MigrationInterface, QueryRunner } from 'typeorm';\n\n` +
      `export class ${className} implements MigrationInterface {\n  name = '${className}';\n\n` +
      `  async up(queryRunner: QueryRunner): Promise<void> {\n${up}\n  }\n\n` +
      `  async down(queryRunner: QueryRunner): Promise<void> {\n${down}\n  }\n}\n`,
  );
  writeIndex(folder, dialect);
  console.log(`Wrote ${path.relative(process.cwd(), file)} (class ${className}) and its index.ts.`);
}

function writeIndex(folder: string, dialect: string) {
  const migrations = readdirSync(folder)
    .filter((f) => /^\d+-\w+\.ts$/.test(f))
    .sort()
    .map((f) => {
      const [timestamp, name] = f.replace(/\.ts$/, '').split('-');
      return { module: f.replace(/\.ts$/, ''), className: `${name}${timestamp}` };
    });
  writeFileSync(
    path.join(folder, 'index.ts'),
    "import type { MigrationInterface } from 'typeorm';\n" +
      migrations.map((m) => `import { ${m.className} } from './${m.module}';`).join('\n') +
      `\n\n/** In order of application. */\nexport const ${dialect}Migrations: Array<new () => MigrationInterface> = [\n` +
      migrations.map((m) => `  ${m.className},\n`).join('') +
      '];\n',
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
