import type { AddressInfo } from 'node:net';
import express, { type RequestHandler } from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import { LEGACY_SECURITY_HEADERS } from '../legacy/app';
import { MAIN_SECURITY_HEADERS } from './main-app';
import { securityHeaders } from './security-headers';

// securityHeaders must answer exactly what helmet answers with each door's options, on every request.
const DOORS: Record<string, HelmetOptions> = { main: MAIN_SECURITY_HEADERS, legacy: LEGACY_SECURITY_HEADERS };

async function headersOf(middleware: RequestHandler): Promise<Record<string, string>> {
  const app = express();
  app.use(middleware);
  app.get('/', (_req, res) => {
    res.json({ ok: true });
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const answers = [];
    for (let i = 0; i < 2; i++) answers.push(await fetch(`http://127.0.0.1:${port}/`));
    const [first, second] = answers.map((response) => {
      const headers = Object.fromEntries(response.headers);
      delete headers.date;
      delete headers['keep-alive'];
      delete headers.connection;
      return headers;
    });
    expect(second).toEqual(first);
    return first;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('securityHeaders', () => {
  it.each(Object.keys(DOORS))('sets the same headers as helmet on the %s door, on every request', async (door) => {
    const expected = await headersOf(helmet(DOORS[door]));
    const actual = await headersOf(securityHeaders(DOORS[door]));
    expect(actual).toEqual(expected);
    expect(actual['x-content-type-options']).toBe('nosniff');
    expect(actual['x-powered-by']).toBeUndefined();
  });
});
