#!/usr/bin/env node
// The login page's JavaScript budget: what a first visit to /login downloads, gzipped, must stay under 150 kB, in
// every interface language.
//
//   node scripts/login-budget.mjs            # reads the built client (client/dist: `npm run build -w client` first)
//   node scripts/login-budget.mjs --json     # the figures as JSON (the bench prints them)
//
// It follows the built client's Vite manifest (client/dist/.vite/manifest.json) as the browser does: index.html's
// entry and everything it imports statically (the modulepreloads), then the /login route's page chunk
// (src/features/auth/LoginPage.tsx, loaded by the router) and its static imports. Dynamic imports are not followed:
// they load later, for other pages. English's sign-in texts are in the entry; a first visit in another language
// (a pt-BR browser) also downloads that language's sign-in catalogue (`catalogue:<language>/signin`, loaded before
// the first render): each language is measured, and the largest must fit too. Each file counts once, gzipped at
// zlib's default level (what a server compressing on the fly sends; brotli would be smaller). Exit status 1 above
// the budget or when the build is missing.
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

  /** The JavaScript files loaded from these chunks (the why of each: what it is loaded for), each file once. */
  const collect = (starts) => {
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
    for (const [key, why] of starts) visit(key, why);
    const sum = (field) => files.reduce((total, file) => total + file[field], 0);
    return { files, raw: sum('raw'), gzip: sum('gzip') };
  };

  const firstVisit = [
    [entry, 'index.html'],
    [LOGIN_PAGE, '/login'],
  ];
  const english = { language: 'en', ...collect(firstVisit) };
  // Another language's first visit also loads its sign-in catalogue chunk before the first render.
  const others = Object.keys(manifest)
    .sort()
    .flatMap((key) => {
      const language = /^catalogue:([^/]+)\/signin$/.exec(key)?.[1];
      return language ? [{ language, ...collect([...firstVisit, [key, `/login in ${language}`]]) }] : [];
    });
  // The product has another language: a build without its chunk would be measured in English only.
  if (others.length === 0) throw new Error('The manifest has no catalogue:<language>/signin chunk (client/vite.catalogues.ts).');
  const languages = [english, ...others];
  const largest = languages.reduce((most, measured) => (measured.gzip > most.gzip ? measured : most));
  // `files`, `raw` and `gzip` are English's first visit (the default language), as before.
  return { files: english.files, raw: english.raw, gzip: english.gzip, budget: LOGIN_BUDGET_BYTES, languages, largest };
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
    for (const file of [...result.largest.files].sort((a, b) => b.gzip - a.gzip)) {
      console.log(`${kB(file.gzip).padStart(9)} gzip ${kB(file.raw).padStart(9)} raw  ${file.file} (${file.why})`);
    }
    for (const measured of result.languages) {
      const verdict = measured.gzip <= result.budget ? 'within' : 'OVER';
      console.log(
        `Login page JavaScript, first visit in ${measured.language}: ${kB(measured.gzip)} gzipped (${kB(measured.raw)} raw), ${verdict} the ${kB(result.budget)} budget`,
      );
    }
  }
  process.exitCode = result.languages.every((measured) => measured.gzip <= result.budget) ? 0 : 1;
}
