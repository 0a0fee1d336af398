/**
 * Safe defaults and the JSON log: generic internal errors naming the request id, no stack traces or SQL text unless
 * VERBOSE_ERRORS asks, a request id per request on both doors (X-Request-Id believed from trusted proxies only), one
 * log line per request with the operation, status, duration and outcome, and never a password, token or body.
 */
import { request } from 'node:http';
import { QueryFailedError } from 'typeorm';
import { captureLog } from '../../test/log-capture';
import { CLIENT_BASIC } from '../../test/sign-in';
import { LOGIN, newUserInput, REGISTER, startTestServer, type TestServer } from '../../test/test-server';
import type { AppConfig } from '../config';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SQL_TEXT = 'SELECT `secret_column` FROM `users` WHERE `email` = ?';

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, json: (await response.json()) as any };
}

const servers: TestServer[] = [];
async function serverWith(config: Partial<AppConfig> = {}) {
  const log = captureLog();
  const server = await startTestServer(config, { signInAttemptsPerMinute: 1000, logger: log.logger });
  servers.push(server);
  return { server, log };
}
// One at a time: on MariaDB every server of a test worker gets the same database, recreated by the next one.
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/**
 * Makes `foods.all` fail as a database error would (SQL text in the message) until restored: every call, since a
 * compiled query whose answer has errors is executed again by graphql-js (FM_JIT_SIGHTS=0 compiles on first sight).
 */
function failFoodsReads(server: TestServer) {
  return jest
    .spyOn(server.services.foods, 'all')
    .mockRejectedValue(
      new QueryFailedError(SQL_TEXT, ['ana@example.com'], new Error(`ER_BAD_FIELD_ERROR: Unknown column 'secret_column' in ${SQL_TEXT}`)),
    );
}

async function signedIn(server: TestServer) {
  const input = newUserInput();
  await server.data(REGISTER, { input });
  const login = await server.data(LOGIN, { email: input.email, password: input.password });
  return { input, token: login.login.accessToken as string };
}

const FOODS = 'query Foods { allFoods { id } }';

describe('safe defaults', () => {
  it.each(['development', 'production', 'test'] as const)(
    'in %s, an internal error answers a generic message with the request id, no stack and no SQL; the log has the details under that id',
    async (env) => {
      const { server, log } = await serverWith({ env });
      const { token } = await signedIn(server);
      const failure = failFoodsReads(server);
      const answer = await post(`${server.mainUrl}/graphql`, { query: FOODS }, { authorization: `Bearer ${token}` });
      failure.mockRestore();
      const requestId = answer.headers.get('x-request-id')!;
      expect(requestId).toMatch(UUID);
      expect(answer.json.errors).toEqual([
        {
          message: `Internal server error (request ${requestId}).`,
          path: ['allFoods'],
          extensions: { code: 'INTERNAL_SERVER_ERROR', requestId },
        },
      ]);
      const text = JSON.stringify(answer.json);
      expect(text).not.toMatch(/secret_column|SELECT|stacktrace|at \//);

      const lines = log.lines().filter((line) => line.reqId === requestId);
      expect(lines).toContainEqual(
        expect.objectContaining({
          level: 'error',
          msg: 'GraphQL internal error',
          err: expect.objectContaining({ message: expect.stringContaining('secret_column') }),
        }),
      );
      // The statement's values (here an email; could be a password hash) never reach the log.
      expect(log.text()).not.toContain('ana@example.com');
      expect(lines).toContainEqual(
        expect.objectContaining({ msg: 'request completed', operation: 'query Foods', outcome: 'server_error', status: 200 }),
      );
    },
  );

  it('gives no stack trace for GraphQL errors of the caller either (unknown field), whatever NODE_ENV', async () => {
    const { server } = await serverWith({ env: 'development' });
    const answer = await post(`${server.mainUrl}/graphql`, { query: '{ nope }' });
    expect(answer.json.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(answer.json.errors[0].extensions.stacktrace).toBeUndefined();
  });

  it('with VERBOSE_ERRORS, answers the internal error text and its stack trace (development aid)', async () => {
    const { server } = await serverWith({ env: 'development', verboseErrors: true });
    const { token } = await signedIn(server);
    const failure = failFoodsReads(server);
    const answer = await post(`${server.mainUrl}/graphql`, { query: FOODS }, { authorization: `Bearer ${token}` });
    failure.mockRestore();
    expect(answer.json.errors[0].message).toContain('secret_column');
    expect(answer.json.errors[0].extensions.stacktrace).toEqual(expect.arrayContaining([expect.stringContaining('QueryFailedError')]));
  });

  it('answers an internal legacy failure with the contract body, and its X-Request-Id finds it in the log', async () => {
    const { server, log } = await serverWith();
    const { token } = await signedIn(server);
    const failure = jest.spyOn(server.services.foods, 'all').mockRejectedValueOnce(new Error('database gone'));
    const response = await fetch(`${server.legacyUrl}/foods/all`, { headers: { authorization: `Bearer ${token}` } });
    failure.mockRestore();
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ errors: ['Internal server error.'] });
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(UUID);
    expect(log.lines()).toContainEqual(
      expect.objectContaining({
        reqId: requestId,
        msg: 'Legacy REST internal error',
        err: expect.objectContaining({ message: 'database gone' }),
      }),
    );
    expect(log.lines()).toContainEqual(
      expect.objectContaining({ reqId: requestId, door: 'legacy', operation: 'GET /foods/all', status: 500, outcome: 'server_error' }),
    );
  });
});

describe('request ids', () => {
  it.each([
    ['main', (s: TestServer) => `${s.mainUrl}/health`],
    ['legacy', (s: TestServer) => `${s.legacyUrl}/foods/all`],
  ])('on the %s door, a new id per request; a client’s X-Request-Id is ignored without a trusted proxy', async (_door, url) => {
    const { server } = await serverWith({ trustProxy: false });
    const [first, second] = [await fetch(url(server)), await fetch(url(server), { headers: { 'x-request-id': 'chosen-by-client' } })];
    expect(first.headers.get('x-request-id')).toMatch(UUID);
    expect(second.headers.get('x-request-id')).toMatch(UUID);
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
  });

  it.each([
    ['main', (s: TestServer) => `${s.mainUrl}/health`],
    ['legacy', (s: TestServer) => `${s.legacyUrl}/foods/all`],
  ])('on the %s door, the X-Request-Id of a trusted proxy is kept (and logged); a malformed one is replaced', async (_door, url) => {
    const { server, log } = await serverWith({ trustProxy: 'loopback' });
    const kept = await fetch(url(server), { headers: { 'x-request-id': 'proxy-4f2a9c' } });
    expect(kept.headers.get('x-request-id')).toBe('proxy-4f2a9c');
    expect(log.lines()).toContainEqual(expect.objectContaining({ reqId: 'proxy-4f2a9c', msg: 'request completed' }));
    const replaced = await fetch(url(server), { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(replaced.headers.get('x-request-id')).toMatch(UUID);
  });
});

describe('the log', () => {
  it('has one JSON line per request with door, operation, status, duration and outcome, and no password, token or body', async () => {
    const { server, log } = await serverWith();
    const password = 'correct-horse-battery-staple';
    const input = newUserInput({ password });
    await server.data(REGISTER, { input });
    const login = await post(`${server.mainUrl}/graphql`, { query: LOGIN, variables: { email: input.email, password } });
    const token = login.json.data.login.accessToken as string;
    await post(`${server.mainUrl}/graphql`, { query: LOGIN, variables: { email: input.email, password: `${password}-wrong` } });
    await post(`${server.mainUrl}/graphql`, { query: 'query { me { id } }' }, { authorization: `Bearer ${token}` });
    // The legacy sign-in: a form body, and the old client may put the password in the query string too.
    const legacy = await fetch(
      `${server.legacyUrl}/oauth/token?grant_type=password&username=${encodeURIComponent(input.email)}&password=${password}`,
      {
        method: 'POST',
        headers: { authorization: CLIENT_BASIC, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'password', username: input.email, password }).toString(),
      },
    );
    const legacyToken = ((await legacy.json()) as { access_token?: string }).access_token;
    await fetch(`${server.legacyUrl}/foods/all`, { headers: { authorization: `Bearer ${legacyToken ?? token}` } });

    const text = log.text();
    expect(legacyToken).toEqual(expect.any(String));
    for (const secret of [password, token, legacyToken!, 'Bearer', CLIENT_BASIC.slice(6), input.email]) expect(text).not.toContain(secret);

    const requests = log.lines().filter((line) => line.msg === 'request completed');
    expect(requests).toContainEqual(
      expect.objectContaining({
        level: 'info',
        door: 'main',
        method: 'POST',
        path: '/graphql',
        status: 200,
        operation: 'mutation Login',
        outcome: 'ok',
        durationMs: expect.any(Number),
      }),
    );
    expect(requests).toContainEqual(
      expect.objectContaining({ door: 'main', operation: 'mutation Login', outcome: 'client_error', errorCodes: ['UNAUTHENTICATED'] }),
    );
    expect(requests).toContainEqual(expect.objectContaining({ door: 'main', operation: 'query anonymous', outcome: 'ok' }));
    expect(requests).toContainEqual(
      expect.objectContaining({ door: 'legacy', method: 'POST', path: '/oauth/token', operation: 'POST /oauth/token' }),
    );
    expect(requests).toContainEqual(
      expect.objectContaining({ door: 'legacy', path: '/foods/all', operation: 'GET /foods/all', status: 200, outcome: 'ok' }),
    );
    for (const line of requests) {
      expect(line).toEqual(
        expect.objectContaining({ reqId: expect.any(String), time: expect.any(String), durationMs: expect.any(Number) }),
      );
      expect(Object.keys(line)).not.toEqual(expect.arrayContaining(['body', 'headers', 'query', 'variables']));
    }
  });

  it('says when the client left before the answer', async () => {
    const { server, log } = await serverWith();
    // Headers and half a body, then the socket closes: the request never completes.
    await new Promise<void>((resolve) => {
      const url = new URL(`${server.mainUrl}/graphql`);
      const req = request({
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: '/graphql',
        headers: { 'content-type': 'application/json', 'content-length': '100' },
      });
      req.on('error', () => resolve());
      req.write('{"query":');
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 200);
    });
    const deadline = Date.now() + 30_000;
    while (!log.lines().some((line) => line.outcome === 'aborted') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(log.lines()).toContainEqual(expect.objectContaining({ msg: 'request aborted by the client', door: 'main', outcome: 'aborted' }));
  });

  it('says at debug level, under the request id and naming the operation, when a compiled answer with errors is read again by graphql-js', async () => {
    const log = captureLog();
    const server = await startTestServer({}, { signInAttemptsPerMinute: 1000, logger: log.logger, jit: { sightsBeforeCompile: 0 } });
    servers.push(server);
    const { token } = await signedIn(server);
    const answer = await server.gql('query MissingWorkout($id: Int!) { workout(id: $id) { id } }', { id: 2_000_000_000 }, token);
    expect(answer.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const request = log.lines().find((line) => line.msg === 'request completed' && line.operation === 'query MissingWorkout');
    expect(log.lines().filter((line) => line.msg === 'Compiled answer thrown away: graphql-js executes the query again')).toEqual([
      expect.objectContaining({
        level: 'debug',
        reqId: request!.reqId,
        operation: 'query MissingWorkout',
        cause: 'resolver errors',
        errorRunsInARow: 1,
        staysCompiled: true,
      }),
    ]);
  });
});
