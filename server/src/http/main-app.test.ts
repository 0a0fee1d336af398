import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { captureLog } from '../../test/log-capture';
import { startTestServer, type TestServer } from '../../test/test-server';

describe('main port', () => {
  const log = captureLog();
  let server: TestServer;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), 'fm-client-'));
    writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Fitness Manager</title>');
    writeFileSync(path.join(clientDir, 'app.js'), 'console.log(1)');
    writeFileSync(path.join(clientDir, '.hidden.js'), 'console.log(2)');
    server = await startTestServer({ clientDir }, { signInAttemptsPerMinute: 1000, logger: log.logger });
  });
  afterAll(() => server.close());

  it('reports health with a database check', async () => {
    const response = await fetch(`${server.mainUrl}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('serves the client shell for client routes and real files as they are', async () => {
    for (const route of ['/', '/home', '/foods/3/edit']) {
      const response = await fetch(server.mainUrl + route);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>Fitness Manager</title>');
    }
    expect(await (await fetch(`${server.mainUrl}/app.js`)).text()).toBe('console.log(1)');
    expect((await fetch(`${server.mainUrl}/missing.js`)).status).toBe(404);
  });

  it('sends security headers, with a content security policy on the app shell only', async () => {
    const shell = await fetch(`${server.mainUrl}/home`);
    expect(shell.headers.get('x-content-type-options')).toBe('nosniff');
    expect(shell.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(shell.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
    expect(shell.headers.get('strict-transport-security')).toBeNull();
    const health = await fetch(`${server.mainUrl}/health`);
    expect(health.headers.get('x-content-type-options')).toBe('nosniff');
    expect(health.headers.get('content-security-policy')).toBeNull();
  });

  it('answers a body that is not JSON with a GraphQL-shaped error', async () => {
    const response = await fetch(`${server.mainUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [{ message: 'The request body is not valid JSON.', extensions: { code: 'BAD_REQUEST' } }],
    });
  });

  it('answers a body over 1 MB with a GraphQL-shaped 413, not an HTML page', async () => {
    const response = await fetch(`${server.mainUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ me { id } } # ${'x'.repeat(1_100_000)}` }),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      errors: [{ message: 'The request body is larger than 1 MB.', extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
    });
  });

  it('reports an unhealthy database with 503, keeping the database error for the log', async () => {
    const query = jest
      .spyOn(server.services.dataSource, 'query')
      .mockRejectedValueOnce(new Error('connect ECONNREFUSED db.internal:3306 user app'));
    const response = await fetch(`${server.mainUrl}/health`);
    query.mockRestore();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'error', database: 'down' });
    expect(log.lines()).toContainEqual(
      expect.objectContaining({
        msg: expect.stringContaining('Health check'),
        reqId: response.headers.get('x-request-id'),
        err: expect.objectContaining({ message: expect.stringContaining('ECONNREFUSED') }),
      }),
    );
  });

  it("never serves Apollo's landing page (it would load a CDN script on the origin that keeps the token)", async () => {
    for (const env of ['development', 'production'] as const) {
      const server = await startTestServer({ env, clientDir });
      try {
        const page = await fetch(`${server.mainUrl}/graphql`, { headers: { accept: 'text/html' } });
        expect(await page.text()).not.toMatch(/<script|cdn\./i);
        // GraphQL itself still answers.
        expect((await server.gql('{ __typename }')).data).toEqual({ __typename: 'Query' });
      } finally {
        await server.close();
      }
    }
  });

  it('leaves SIGTERM to the server: Apollo adds no signal handler of its own (it would stop before the drain)', async () => {
    const before = process.listenerCount('SIGTERM');
    // Apollo's default registers its handler whenever NODE_ENV is not 'test', as when the app really runs.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    let production: TestServer | undefined;
    try {
      production = await startTestServer({ env: 'production', clientDir });
      expect(process.listenerCount('SIGTERM')).toBe(before);
    } finally {
      process.env.NODE_ENV = nodeEnv;
      await production?.close();
    }
  });

  it('answers a request it cannot serve in JSON, in the request’s language', async () => {
    // A hidden file of the client's folder is refused (403) by the file sender.
    const hidden = await fetch(`${server.mainUrl}/.hidden.js`, { headers: { 'accept-language': 'pt-BR' } });
    expect(hidden.status).toBe(403);
    expect(await hidden.json()).toEqual({ error: 'Requisição inválida.' });
    const english = await fetch(`${server.mainUrl}/.hidden.js`);
    expect(await english.json()).toEqual({ error: 'Bad request.' });
  });

  it('answers any other unreadable GraphQL body in JSON', async () => {
    const response = await fetch(`${server.mainUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'compress' },
      body: '{}',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      errors: [{ message: 'The request body could not be read.', extensions: { code: 'BAD_REQUEST' } }],
    });
  });
});
