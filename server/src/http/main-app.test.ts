import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer } from '../../test/test-server';

describe('main port', () => {
  let server: TestServer;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), 'fm-client-'));
    writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Fitness Manager</title>');
    writeFileSync(path.join(clientDir, 'app.js'), 'console.log(1)');
    server = await startTestServer({ clientDir });
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
      errors: [{ message: 'The request body is larger than 1mb.', extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
    });
  });

  it('reports an unhealthy database with 503, keeping the database error for the log', async () => {
    const query = jest.spyOn(server.services.dataSource, 'query').mockRejectedValueOnce(new Error('connect ECONNREFUSED db.internal:3306 user app'));
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await fetch(`${server.mainUrl}/health`);
    query.mockRestore();
    const logged = log.mock.calls.slice();
    log.mockRestore();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'error', database: 'down' });
    expect(logged).toContainEqual([expect.stringContaining('Health check'), expect.objectContaining({ message: expect.stringContaining('ECONNREFUSED') })]);
  });

  it('serves Apollo\'s landing page in development only: never in production, where it would load a CDN script', async () => {
    const browser = { accept: 'text/html' };
    const development = await fetch(`${server.mainUrl}/graphql`, { headers: browser });
    expect(await development.text()).toContain('apollo');
    const production = await startTestServer({ env: 'production', clientDir });
    try {
      const page = await fetch(`${production.mainUrl}/graphql`, { headers: browser });
      expect(await page.text()).not.toMatch(/<script|cdn\./i);
      // GraphQL itself still answers.
      expect((await production.gql('{ __typename }')).data).toEqual({ __typename: 'Query' });
    } finally {
      await production.close();
    }
  });
});
