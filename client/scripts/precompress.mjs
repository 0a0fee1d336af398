#!/usr/bin/env node
// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the client build (default: dist/),
// at the strongest settings: done once per build, so the server sends them without compressing per request
// (server/src/http/client-files.ts picks the best one the browser accepts). A copy that would not be smaller than
// the file is not written, and nor are copies of files under 1 KB. Plain Node (zlib), no dependencies.
//
//   node scripts/precompress.mjs [dir]
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.map',
  '.xml',
  '.ico',
  '.wasm',
]);
export const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

export function precompress(dir) {
  const written = { files: 0, bytes: 0, br: 0, gzip: 0 };
  for (const file of files(dir)) {
    if (file.endsWith('.br') || file.endsWith('.gz')) continue;
    // A copy from an earlier build of a file that has changed must not outlive it.
    for (const suffix of ['.br', '.gz']) rmSync(file + suffix, { force: true });
    if (!COMPRESSIBLE.has(path.extname(file).toLowerCase()) || statSync(file).size < MIN_BYTES) continue;
    const content = readFileSync(file);
    const br = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
    const gz = gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
    written.files += 1;
    written.bytes += content.length;
    if (br.length < content.length) {
      writeFileSync(file + '.br', br);
      written.br += br.length;
    }
    if (gz.length < content.length) {
      writeFileSync(file + '.gz', gz);
      written.gzip += gz.length;
    }
  }
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const dir = path.resolve(process.argv[2] ?? path.join(here, '..', 'dist'));
  const { files: count, bytes, br, gzip } = precompress(dir);
  const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
  console.log(
    `precompress: ${count} files in ${path.relative(process.cwd(), dir) || '.'}: ${kb(bytes)} → brotli ${kb(br)}, gzip ${kb(gzip)}`,
  );
}
