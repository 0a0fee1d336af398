import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** Vite names every file under assets/ by its content's hash: a new build gives new names, so they never change. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, favicon.svg, the app shell for client routes): ask the server each time (ETag). */
export const REVALIDATE = 'no-cache';

/** Encodings the build writes beside a file (client/scripts/precompress.mjs), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** Types the build compresses: the server names the variants only for these (Vary: Accept-Encoding). */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.webmanifest', '.txt', '.map', '.xml', '.ico', '.wasm']);

/** q-values of an Accept-Encoding header: `gzip, br;q=0.8` → { gzip: 1, br: 0.8 }. */
export function acceptedEncodings(header: string | undefined): Map<string, number> {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)).find(Boolean);
    accepted.set(name, q ? Math.min(1, Number(q[1]) || 0) : 1);
  }
  return accepted;
}

/** The best precompressed variant the client accepts (the server's order breaks ties: br before gzip), or none. */
export function chooseEncoding(header: string | undefined, available: readonly string[]): string | undefined {
  const accepted = acceptedEncodings(header);
  let best: { name: string; q: number } | undefined;
  for (const { name } of ENCODINGS) {
    if (!available.includes(name)) continue;
    const q = accepted.get(name) ?? accepted.get('*') ?? 0;
    if (q > 0 && (!best || q > best.q)) best = { name, q };
  }
  return best?.name;
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The file's modification time, or undefined when it is not a file. */
async function modified(file: string): Promise<number | undefined> {
  try {
    const info = await stat(file);
    return info.isFile() ? info.mtimeMs : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sends one file of the built client with its caching rule, as its brotli or gzip variant when the build made one and
 * the browser accepts it (`Content-Encoding`, `Vary: Accept-Encoding`; ETag and length are the variant's own).
 */
export async function sendClientFile(req: Request, res: Response, next: NextFunction, file: string, cacheControl: string): Promise<void> {
  const extension = path.extname(file).toLowerCase();
  let sent = file;
  if (COMPRESSIBLE.has(extension)) {
    res.vary('Accept-Encoding');
    // A copy older than its file is stale (the file was changed after the build): never sent in its place.
    const original = await modified(file);
    const available: string[] = [];
    for (const { name, suffix } of ENCODINGS) {
      const variant = await modified(file + suffix);
      if (original !== undefined && variant !== undefined && variant >= original) available.push(name);
    }
    const encoding = chooseEncoding(req.headers['accept-encoding'], available);
    if (encoding) {
      sent = file + ENCODINGS.find((candidate) => candidate.name === encoding)!.suffix;
      res.setHeader('Content-Encoding', encoding);
    }
  }
  res.type(extension);
  res.setHeader('Cache-Control', cacheControl);
  res.sendFile(sent, { cacheControl: false, dotfiles: 'deny' }, (error) => {
    if (error && !res.headersSent) {
      res.removeHeader('Content-Encoding');
      next((error as { code?: string }).code === 'ENOENT' ? undefined : error);
    }
  });
}

/** The built client's files (requests whose path has an extension); what does not exist goes on (a 404). */
export function clientFiles(clientDir: string): RequestHandler {
  const root = path.resolve(clientDir);
  return async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !path.extname(req.path)) return next();
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = path.join(root, relative);
    if (relative.includes('\0') || !file.startsWith(root + path.sep) || !(await isFile(file))) return next();
    const immutable = relative.startsWith('/assets/');
    await sendClientFile(req, res, next, file, immutable ? IMMUTABLE : REVALIDATE);
  };
}
