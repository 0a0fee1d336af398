/** Writes schema.graphql at the repository root from the server code (`npm run emit-schema`). */
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { printAppSchema, SCHEMA_FILE } from '../src/graphql/schema';

printAppSchema().then((sdl) => {
  writeFileSync(SCHEMA_FILE, sdl);
  console.log(`Wrote ${SCHEMA_FILE}`);
});
