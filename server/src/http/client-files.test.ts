/**
 * Serving the built client: the build's brotli/gzip copies (client/scripts/precompress.mjs) sent to browsers that
 * accept them, with `Vary: Accept-Encoding`; hashed assets cached for a year, index.html and the app shell revalidated;
 * GraphQL answers compressed from 1 KB on.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { repoRoot } from '../common/paths';
import { startTestServer, type TestServer } from '../../test/test-server';
import { acceptedEncodings, chooseEncoding } from './client-files';

const PRECOMPRESS = path.join(repoRoot(), 'client', 'scripts', 'precompress.mjs');

/** A raw GET (fetch would decode the body and hide what was sent). */
function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

function decode(response: { headers: Record<string, unknown>; body: Buffer }): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.body).toString();
  if (encoding === 'gzip') return gunzipSync(response.body).toString();
  return response.body.toString();
}

describe('precompress script', () => {
  it('writes smaller brotli and gzip copies of compressible files from 1 KB on, and removes stale copies', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fm-precompress-'));
    try {
      mkdirSync(path.join(dir, 'assets'));
      const js = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: "Food ${i}" }`).join(',\n')}];\n`;
      writeFileSync(path.join(dir, 'assets', 'index-AbC123.js'), js);
      writeFileSync(path.join(dir, 'small.css'), 'a{color:red}');
      writeFileSync(path.join(dir, 'photo.png'), Buffer.alloc(4096, 7));
      writeFileSync(path.join(dir, 'small.css.br'), 'stale');
      execFileSync(process.execPath, [PRECOMPRESS, dir]);
      const file = path.join(dir, 'assets', 'index-AbC123.js');
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(js);
      expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(js);
      expect(readFileSync(`${file}.br`).length).toBeLessThan(readFileSync(`${file}.gz`).length);
      expect(readFileSync(`${file}.gz`).length).toBeLessThan(js.length / 4);
      for (const skipped of ['small.css.br', 'small.css.gz', 'photo.png.br', 'photo.png.gz'])
        expect(existsSync(path.join(dir, skipped))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('Accept-Encoding', () => {
  it.each([
    ['gzip, deflate, br', ['br', 'gzip'], 'br'],
    ['gzip, deflate, br, zstd', ['gzip'], 'gzip'],
    ['gzip;q=1, br;q=0.5', ['br', 'gzip'], 'gzip'],
    ['br;q=0, gzip', ['br', 'gzip'], 'gzip'],
    ['*', ['br', 'gzip'], 'br'],
    ['identity', ['br', 'gzip'], undefined],
    ['', ['br', 'gzip'], undefined],
    [undefined, ['br', 'gzip'], undefined],
    ['BR', ['br'], 'br'],
  ])('%p with %p available → %p', (header, available, chosen) => {
    expect(chooseEncoding(header, available)).toBe(chosen);
  });

  it('reads q-values', () => {
    expect(acceptedEncodings('gzip;q=0.8, br')).toEqual(
      new Map([
        ['gzip', 0.8],
        ['br', 1],
      ]),
    );
  });
});

describe('serving the built client', () => {
  let server: TestServer;
  let clientDir: string;
  const app = `console.log(${JSON.stringify('Fitness Manager '.repeat(400))});\n`;
  const shell = `<!doctype html><html><head><title>Fitness Manager</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), 'fm-client-'));
    mkdirSync(path.join(clientDir, 'assets'));
    writeFileSync(path.join(clientDir, 'index.html'), shell);
    writeFileSync(path.join(clientDir, 'assets', 'index-AbC123.js'), app);
    writeFileSync(path.join(clientDir, 'assets', 'logo-Zz9.png'), Buffer.alloc(2048, 1));
    writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    execFileSync(process.execPath, [PRECOMPRESS, clientDir]);
    server = await startTestServer({ clientDir });
  });
  afterAll(async () => {
    await server.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', undefined],
  ])('a hashed asset for Accept-Encoding %p: %p, cached for a year, Vary: Accept-Encoding', async (accept, encoding) => {
    const response = await get(`${server.mainUrl}/assets/index-AbC123.js`, { 'accept-encoding': accept });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(decode(response)).toBe(app);
  });

  it('gives each encoding its own ETag (a cache never serves one for another)', async () => {
    const br = await get(`${server.mainUrl}/assets/index-AbC123.js`, { 'accept-encoding': 'br' });
    const gzip = await get(`${server.mainUrl}/assets/index-AbC123.js`, { 'accept-encoding': 'gzip' });
    const plain = await get(`${server.mainUrl}/assets/index-AbC123.js`);
    expect(new Set([br.headers.etag, gzip.headers.etag, plain.headers.etag]).size).toBe(3);
    const revalidated = await get(`${server.mainUrl}/assets/index-AbC123.js`, {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(revalidated.status).toBe(304);
  });

  it.each(['/', '/home', '/foods/3/edit', '/index.html'])(
    'the app shell at %s: revalidated (no-cache), brotli when accepted',
    async (route) => {
      const response = await get(server.mainUrl + route, { 'accept-encoding': 'gzip, deflate, br' });
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(decode(response)).toBe(shell);
    },
  );

  it('HEAD answers the headers of the variant without a body', async () => {
    const response = await get(`${server.mainUrl}/assets/index-AbC123.js`, { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.body.length).toBe(0);
  });

  it('sends files with no compressed copy as they are: small or incompressible files, revalidated outside assets/', async () => {
    const icon = await get(`${server.mainUrl}/favicon.svg`, { 'accept-encoding': 'br' });
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.headers['cache-control']).toBe('no-cache');
    const png = await get(`${server.mainUrl}/assets/logo-Zz9.png`, { 'accept-encoding': 'br' });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(png.body.length).toBe(2048);
  });

  it('never sends a compressed copy older than its file (the file was changed after the build)', async () => {
    const file = path.join(clientDir, 'assets', 'edited-Qq1.js');
    writeFileSync(file, app);
    execFileSync(process.execPath, [PRECOMPRESS, clientDir]);
    const edited = `${app}// edited after the build\n`;
    writeFileSync(file, edited);
    const later = new Date(Date.now() + 5_000);
    utimesSync(file, later, later);
    const response = await get(`${server.mainUrl}/assets/edited-Qq1.js`, { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe(edited);
  });

  it('answers 404 for files that do not exist and for paths outside the build', async () => {
    expect((await get(`${server.mainUrl}/assets/missing-123.js`)).status).toBe(404);
    expect((await get(`${server.mainUrl}/%2e%2e/%2e%2e/etc/passwd.txt`)).status).toBe(404);
    expect((await get(`${server.mainUrl}/assets/%E0%A4%A.js`)).status).toBe(404);
  });

  it('compresses GraphQL answers from 1 KB on, as the client accepts, and leaves small ones alone', async () => {
    const post = (query: string, accept: string) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        const req = request(
          `${server.mainUrl}/graphql`,
          { method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': accept } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          },
        );
        req.on('error', reject);
        req.end(JSON.stringify({ query }));
      });
    const large = '{ __schema { types { name fields { name } } } }';
    const br = await post(large, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(JSON.parse(decode(br)).data.__schema.types.length).toBeGreaterThan(10);
    const gzip = await post(large, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode(gzip)).data.__schema.types.length).toBeGreaterThan(10);
    const plain = await post(large, '');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    expect(plain.headers.etag).toBeUndefined();
    expect(JSON.parse(plain.body.toString()).data.__schema.types.length).toBeGreaterThan(10);
    const small = await post('{ __typename }', 'gzip, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ data: { __typename: 'Query' } });
  });
});
