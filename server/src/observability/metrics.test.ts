/**
 * Prometheus metrics on their own listener (METRICS_PORT, bound to 127.0.0.1 by default), never on the public doors:
 * requests per door and operation, GraphQL error codes, sign-in refusals, database errors and pool, process metrics.
 */
import { graphqlSignIn, legacySignIn } from '../../test/sign-in';
import { freshDatabaseConfig, testDialect } from '../../test/test-database';
import { LOGIN, newUserInput, REGISTER, startTestServer, type TestServer } from '../../test/test-server';
import { AppMetrics, MAX_OPERATION_LABELS } from './metrics';

/** The value of one sample line (`name{labels} value`), or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const match = /^[^{ ]+(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const given = Object.fromEntries([...(match[1] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => given[key] === value)) return Number(match[2]);
  }
  return undefined;
}

describe('metrics listener', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ metrics: { port: 0, host: '127.0.0.1' }, trustProxy: 'loopback' }, { signInAttemptsPerMinute: 3 });
  });
  afterAll(() => server.close());

  const scrape = async () => {
    const response = await fetch(server.metricsUrl!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.text();
  };

  it('listens on 127.0.0.1 on its own port; the public doors have no /metrics', async () => {
    expect(server.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(new URL(server.metricsUrl!).port).not.toBe(new URL(server.mainUrl).port);
    expect((await fetch(`${server.mainUrl}/metrics`)).status).toBe(404);
    expect((await fetch(`${server.legacyUrl}/metrics`)).status).not.toBe(200);
    expect((await fetch(server.metricsUrl!.replace('/metrics', '/other'))).status).toBe(404);
  });

  it('names an operation by at most 64 characters of its name, however long the name a client sends', async () => {
    const name = `Long${'x'.repeat(100_000)}`;
    const answer = await server.gql(`query ${name} { __typename }`);
    expect(answer).toEqual({ data: { __typename: 'Query' } });
    const text = await scrape();
    const shown = `query ${name.slice(0, 64)}…`;
    expect(sample(text, 'fm_http_requests_total', { door: 'main', operation: shown, outcome: 'ok' })).toBe(1);
    expect(text).not.toContain(name.slice(0, 65));
  });

  it('counts requests and their durations per door and operation, with the outcome', async () => {
    const input = newUserInput();
    await server.data(REGISTER, { input });
    const token = (await server.data(LOGIN, { email: input.email, password: input.password }, undefined)).login.accessToken;
    await server.gql('query Me { me { id } }', {}, token);
    await server.gql('query Me { me { id } }'); // not signed in: UNAUTHENTICATED
    await fetch(`${server.legacyUrl}/foods/all`, { headers: { authorization: `Bearer ${token}` } });
    await fetch(`${server.legacyUrl}/foods/999999`, { headers: { authorization: `Bearer ${token}` } });
    await fetch(`${server.mainUrl}/health`);

    const text = await scrape();
    expect(sample(text, 'fm_http_requests_total', { door: 'main', operation: 'query Me', outcome: 'ok' })).toBe(1);
    expect(sample(text, 'fm_http_requests_total', { door: 'main', operation: 'query Me', outcome: 'client_error' })).toBe(1);
    expect(sample(text, 'fm_http_requests_total', { door: 'main', operation: 'mutation Register', outcome: 'ok' })).toBe(1);
    expect(sample(text, 'fm_http_requests_total', { door: 'main', operation: 'health', outcome: 'ok' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'fm_http_requests_total', { door: 'legacy', operation: 'GET /foods/all', outcome: 'ok' })).toBe(1);
    expect(sample(text, 'fm_http_requests_total', { door: 'legacy', operation: 'GET /foods/:id', outcome: 'client_error' })).toBe(1);
    expect(sample(text, 'fm_http_request_duration_seconds_count', { door: 'main', operation: 'query Me' })).toBe(2);
    expect(sample(text, 'fm_http_request_duration_seconds_bucket', { door: 'main', operation: 'query Me', le: '+Inf' })).toBe(2);
    expect(sample(text, 'fm_graphql_errors_total', { code: 'UNAUTHENTICATED' })).toBeGreaterThanOrEqual(1);
  });

  it("counts a body the GraphQL door refuses as the door's, not as a static file", async () => {
    const before = sample(await scrape(), 'fm_http_requests_total', { door: 'main', operation: 'graphql', outcome: 'client_error' }) ?? 0;
    const response = await fetch(`${server.mainUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":',
    });
    expect(response.status).toBe(400);
    const text = await scrape();
    expect(sample(text, 'fm_http_requests_total', { door: 'main', operation: 'graphql', outcome: 'client_error' })).toBe(before + 1);
  });

  it('counts sign-in refusals per door and limit', async () => {
    const from = '203.0.113.77';
    for (let i = 0; i < 3; i++)
      expect(await graphqlSignIn(server, 'nobody@example.com', 'x', from)).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await graphqlSignIn(server, 'nobody@example.com', 'x', from)).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    const legacy = await legacySignIn(server, 'nobody@example.com', 'x', from);
    expect(legacy.status).toBe(429);
    const text = await scrape();
    expect(sample(text, 'fm_sign_in_refusals_total', { door: 'main', limit: 'address' })).toBe(1);
    expect(sample(text, 'fm_sign_in_refusals_total', { door: 'legacy', limit: 'address' })).toBe(1);
  });

  it('reports the database (failed statements, pool) and the process', async () => {
    const before = sample(await scrape(), 'fm_db_query_errors_total') ?? 0;
    const db = server.services.dataSource;
    await db.query('CREATE TEMPORARY TABLE fm_metrics_probe (id INT PRIMARY KEY)');
    // A duplicate key (SQLite: one connection), or a table another pool connection cannot see (MySQL): either fails.
    const failed = await db.query('INSERT INTO fm_metrics_probe (id) VALUES (1), (1)').then(
      () => false,
      () => true,
    );
    expect(failed).toBe(true);
    const text = await scrape();
    expect(sample(text, 'fm_db_query_errors_total')).toBe(before + 1);
    expect(sample(text, 'fm_db_pool_connections', { state: 'open' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'fm_db_pool_connections', { state: 'limit' })).toBeGreaterThanOrEqual(1);
    if (testDialect === 'mysql') expect(sample(text, 'fm_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'fm_process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'fm_nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });
});

describe('without METRICS_PORT', () => {
  it('opens no metrics listener', async () => {
    const server = await startTestServer();
    try {
      expect(server.metricsUrl).toBeNull();
      expect((await fetch(`${server.mainUrl}/metrics`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});

describe('operation labels', () => {
  it(`keep at most ${MAX_OPERATION_LABELS} names (clients choose them); later ones count as "other"`, async () => {
    const metrics = new AppMetrics();
    for (let i = 0; i < MAX_OPERATION_LABELS + 20; i++) metrics.observeRequest('main', `query Q${i}`, 'ok', 0.01);
    metrics.observeRequest('main', 'query Q0', 'ok', 0.01);
    const text = await metrics.registry.metrics();
    expect(sample(text, 'fm_http_requests_total', { operation: 'query Q0' })).toBe(2);
    expect(sample(text, 'fm_http_requests_total', { operation: `query Q${MAX_OPERATION_LABELS + 5}` })).toBeUndefined();
    expect(sample(text, 'fm_http_requests_total', { operation: 'other' })).toBe(20);
  });
});

describe('the MySQL/MariaDB pool', () => {
  (testDialect === 'mysql' ? it : it.skip)('has the connections DB_POOL_SIZE gives it (reported as its limit)', async () => {
    const database = await freshDatabaseConfig();
    if (database.type !== 'mysql') throw new Error('a MySQL test database was expected');
    const server = await startTestServer({ database: { ...database, poolSize: 3 }, metrics: { port: 0, host: '127.0.0.1' } });
    try {
      const text = await (await fetch(server.metricsUrl!)).text();
      expect(sample(text, 'fm_db_pool_connections', { state: 'limit' })).toBe(3);
    } finally {
      await server.close();
    }
  });
});
