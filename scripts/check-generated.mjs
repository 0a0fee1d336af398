#!/usr/bin/env node
// Fails when the committed generated artefacts are not what the code generates:
//   schema.graphql   <- npm run emit-schema   (from the server's resolvers)
//   client/src/gql/  <- npm run codegen       (from schema.graphql and the client's operations)
// Works without git and leaves the working tree as it found it: it snapshots those files, regenerates
// them, compares byte for byte (changed, added and removed files) and puts the snapshot back when they
// differ. Exit status 0 = up to date, 1 = stale (or a generator failed).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SCHEMA = 'schema.graphql';
const GQL_DIR = 'client/src/gql';
const FIX = 'npm run emit-schema && npm run codegen';
const npm = 'npm';

/** Relative path (with forward slashes) -> contents, for schema.graphql and every file under client/src/gql. */
function snapshot() {
  const files = new Map();
  const schema = path.join(root, SCHEMA);
  if (existsSync(schema)) files.set(SCHEMA, readFileSync(schema));
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.set(path.relative(root, full).split(path.sep).join('/'), readFileSync(full));
    }
  };
  walk(path.join(root, GQL_DIR));
  return files;
}

function restore(files) {
  const now = snapshot();
  for (const name of now.keys()) if (!files.has(name)) rmSync(path.join(root, name), { force: true });
  for (const [name, contents] of files) {
    const full = path.join(root, name);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, contents);
  }
}

/** Runs an npm script quietly; its output is shown only when it fails. */
function runScript(script) {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', script], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ code: 127, output: String(error) }));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

const before = snapshot();
let restored = false;
const restoreOnce = () => {
  if (restored) return;
  restored = true;
  restore(before);
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    restoreOnce();
    process.exit(130);
  });
}

for (const script of ['emit-schema', 'codegen']) {
  // codegen never deletes files it no longer writes: start from an empty folder to catch leftovers.
  if (script === 'codegen') rmSync(path.join(root, GQL_DIR), { recursive: true, force: true });
  console.log(`check-generated: npm run ${script}`);
  const { code, output } = await runScript(script);
  if (code !== 0) {
    restoreOnce();
    process.stderr.write(output);
    console.error(`\ncheck-generated: \`npm run ${script}\` failed (exit code ${code}); generated files left as they were.`);
    process.exit(1);
  }
}

const after = snapshot();
const problems = [];
const generator = (name) => (name === SCHEMA ? 'npm run emit-schema' : 'npm run codegen');
for (const [name, contents] of after) {
  if (!before.has(name)) problems.push(`${name} is missing (\`${generator(name)}\` creates it)`);
  else if (!before.get(name).equals(contents)) problems.push(`${name} is stale (differs from what \`${generator(name)}\` writes)`);
}
for (const name of before.keys()) {
  if (!after.has(name)) problems.push(`${name} is not written by \`${generator(name)}\` any more (delete it)`);
}

if (problems.length === 0) {
  console.log(`check-generated: ${SCHEMA} and ${GQL_DIR}/ (${after.size - (after.has(SCHEMA) ? 1 : 0)} files) are up to date.`);
  process.exit(0);
}

restoreOnce();
console.error('check-generated: generated files are out of date:');
for (const problem of problems) console.error(`  - ${problem}`);
console.error(`Fix: run \`${FIX}\` and commit the result (the working tree was left unchanged).`);
process.exit(1);
