/**
 * Writes schema.graphql at the repository root from the server code (`npm run emit-schema`). With `--check` it
 * writes nothing and fails (exit 1) when the committed file differs from what it would write
 * (`npm run check-generated` runs it so).
 */
import 'reflect-metadata';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { printAppSchema, SCHEMA_FILE } from '../src/graphql/schema';

const check = process.argv.includes('--check');

// A rejection ends the process with its stack and exit code 1, as Node does for any unhandled rejection.
void printAppSchema().then((sdl) => {
  if (!check) {
    writeFileSync(SCHEMA_FILE, sdl);
    console.log(`Wrote ${SCHEMA_FILE}`);
    return;
  }
  if (existsSync(SCHEMA_FILE) && readFileSync(SCHEMA_FILE, 'utf8') === sdl) {
    console.log(`${SCHEMA_FILE} is up to date.`);
    return;
  }
  console.error(
    `${SCHEMA_FILE} is ${existsSync(SCHEMA_FILE) ? 'stale' : 'missing'}: run \`npm run emit-schema && npm run codegen\` and commit the result.`,
  );
  process.exitCode = 1;
});
