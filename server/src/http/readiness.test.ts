/**
 * Liveness and readiness: /health stays the cheap answer; /ready fails while the server starts or migrates, while the
 * database does not answer and from the moment shutdown begins.
 */
import { createServer } from 'node:net';
import { freshDatabaseConfig } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function answer(url: string, init?: RequestInit) {
  const response = await fetch(url, init);
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, headers: response.headers };
}

describe('a running server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('is ready, and /health keeps its answer', async () => {
    expect(await answer(`${server.mainUrl}/ready`)).toMatchObject({ status: 200, body: { status: 'ready', database: 'up' } });
    expect(await answer(`${server.mainUrl}/health`)).toMatchObject({ status: 200, body: { status: 'ok', database: 'up' } });
  });

  it('is not ready while the database does not answer', async () => {
    const query = jest.spyOn(server.services.dataSource, 'query').mockRejectedValueOnce(new Error('connect ECONNREFUSED'));
    const ready = await answer(`${server.mainUrl}/ready`);
    query.mockRestore();
    expect(ready).toMatchObject({ status: 503, body: { status: 'error', database: 'down' } });
    expect(JSON.stringify(ready.body)).not.toContain('ECONNREFUSED');
  });

  it('is not ready once stopping (the state shutdown sets first)', async () => {
    server.readiness.state = 'stopping';
    try {
      expect(await answer(`${server.mainUrl}/ready`)).toMatchObject({ status: 503, body: { status: 'stopping' } });
    } finally {
      server.readiness.state = 'ready';
    }
  });
});

it('says stopping from the first moment of shutdown', async () => {
  const server = await startTestServer();
  expect(server.readiness.state).toBe('ready');
  const closing = server.close();
  expect(server.readiness.state).toBe('stopping');
  await closing;
});

it('answers 503 on every path while migrations run, then serves', async () => {
  const port = await freePort();
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let reached!: () => void;
  const migrating = new Promise<void>((resolve) => (reached = resolve));
  const starting = startTestServer(
    { port, database: await freshDatabaseConfig() },
    {
      signInAttemptsPerMinute: 1000,
      beforeMigrations: () => {
        reached();
        return gate;
      },
    },
  );
  try {
    await migrating;
    const base = `http://127.0.0.1:${port}`;
    expect(await answer(`${base}/ready`)).toMatchObject({ status: 503, body: { status: 'migrating' } });
    expect(await answer(`${base}/health`)).toMatchObject({ status: 503, body: { status: 'migrating' } });
    const graphql = await answer(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":"{ __typename }"}',
    });
    expect(graphql.status).toBe(503);
    expect(graphql.headers.get('retry-after')).toBe('5');
    expect(graphql.body).toEqual({
      errors: [{ message: 'The server is starting. Try again in a few seconds.', extensions: { code: 'SERVICE_UNAVAILABLE' } }],
    });
    // In the request's language: the React client shows this message, and every restart goes through it.
    const portuguese = await answer(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'pt-BR,pt;q=0.9' },
      body: '{"query":"{ __typename }"}',
    });
    expect(portuguese).toMatchObject({
      status: 503,
      body: {
        errors: [{ message: 'O servidor está iniciando. Tente de novo em alguns segundos.', extensions: { code: 'SERVICE_UNAVAILABLE' } }],
      },
    });
    expect(await answer(`${base}/home`, { headers: { 'accept-language': 'pt' } })).toMatchObject({
      status: 503,
      body: { status: 'migrating', message: 'O servidor está iniciando. Tente de novo em alguns segundos.' },
    });
  } finally {
    release();
  }
  const server = await starting;
  try {
    expect(server.mainUrl).toBe(`http://127.0.0.1:${port}`);
    expect(await answer(`${server.mainUrl}/ready`)).toMatchObject({ status: 200, body: { status: 'ready' } });
    expect((await server.gql('{ __typename }')).data).toEqual({ __typename: 'Query' });
  } finally {
    await server.close();
  }
});
