#!/usr/bin/env node
// The login page's JavaScript budget: what a first visit to /login downloads, gzipped, must stay under 150 kB.
//
//   node scripts/login-budget.mjs            # reads the built client (client/dist: `npm run build -w client` first)
//   node scripts/login-budget.mjs --json     # the figures as JSON (the bench prints them)
//
// It follows the built client's Vite manifest (client/dist/.vite/manifest.json) as the browser does: index.html's
// entry and everything it imports statically (the modulepreloads), then the /login route's page chunk
// (src/features/auth/LoginPage.tsx, loaded by the router) and its static imports. Dynamic imports are not followed:
// they load later, for other pages. Each file counts once, gzipped at zlib's default level (what a server
// compressing on the fly sends; brotli would be smaller). Exit status 1 above the budget or when the build is missing.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const LOGIN_BUDGET_BYTES = 150_000;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'client', 'dist');
const LOGIN_PAGE = 'src/features/auth/LoginPage.tsx';

/** The JavaScript files a first visit to /login loads, with their raw and gzipped sizes (bytes). */
export function measureLoginPage(dist = DIST) {
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile))
    throw new Error(`${path.relative(ROOT, manifestFile)} is missing: build the client first (npm run build -w client).`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('The manifest has no entry chunk.');
  if (!manifest[LOGIN_PAGE]) throw new Error(`The manifest has no chunk for ${LOGIN_PAGE}.`);

  const files = [];
  const seen = new Set();
  const visit = (key, why) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk ${key}.`);
    if (chunk.file.endsWith('.js')) {
      const content = readFileSync(path.join(dist, chunk.file));
      files.push({ file: chunk.file, why, raw: content.length, gzip: gzipSync(content).length });
    }
    for (const imported of chunk.imports ?? []) visit(imported, why);
  };
  visit(entry, 'index.html');
  visit(LOGIN_PAGE, '/login');
  const total = files.reduce((sum, file) => sum + file.gzip, 0);
  const raw = files.reduce((sum, file) => sum + file.raw, 0);
  return { files, raw, gzip: total, budget: LOGIN_BUDGET_BYTES };
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let result;
  try {
    result = measureLoginPage();
  } catch (error) {
    console.error(`login budget: ${error.message}`);
    process.exit(1);
  }
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(result));
  } else {
    for (const file of [...result.files].sort((a, b) => b.gzip - a.gzip)) {
      console.log(`${kB(file.gzip).padStart(9)} gzip ${kB(file.raw).padStart(9)} raw  ${file.file} (${file.why})`);
    }
    const verdict = result.gzip <= result.budget ? 'within' : 'OVER';
    console.log(`Login page JavaScript: ${kB(result.gzip)} gzipped (${kB(result.raw)} raw), ${verdict} the ${kB(result.budget)} budget`);
  }
  process.exitCode = result.gzip <= result.budget ? 0 : 1;
}
