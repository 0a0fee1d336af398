import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inspect } from 'node:util';
import { parseDatabaseUrl, type DatabaseConfig } from '../config';
import { openDataSource } from '../db/data-source';
import { TagEntity } from '../modules/training/tag.entity';
import { CLIENT_BASIC } from '../../test/sign-in';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy';
import { freshDatabaseConfig, testDialect } from '../../test/test-database';
import { captureLog } from '../../test/log-capture';
import { newUserInput, signUp, startTestServer, type TestServer } from '../../test/test-server';

/**
 * While the database cannot be reached, both doors answer a clean 503 with Retry-After (issue 9, "Done means"):
 * GraphQL `SERVICE_UNAVAILABLE`, the legacy door its `{"errors": [...]}` body. Before, both answered 500.
 */

interface Answer {
  status: number;
  retryAfter: string | null;
  body: any;
}

const MESSAGE = 'The database cannot be reached right now. Try again in a few seconds.';
// A resolver's error also names its `path`.
const GRAPHQL_DOWN = {
  errors: [expect.objectContaining({ message: MESSAGE, extensions: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 5 } })],
};
const LEGACY_DOWN = { errors: [MESSAGE] };

async function call(url: string, init: RequestInit): Promise<Answer> {
  const response = await fetch(url, init);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // kept as text: the assertion shows it
  }
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body };
}

const json = (token?: string) => ({
  'content-type': 'application/json',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

function graphql(server: TestServer, query: string, variables: Record<string, unknown>, token?: string) {
  return call(`${server.mainUrl}/graphql`, { method: 'POST', headers: json(token), body: JSON.stringify({ query, variables }) });
}

const CREATE_TAG = 'mutation($input: TagInput!) { createTag(input: $input) { id name } }';
const ALL_TAGS = 'query { allTags { name } }';

const createTag = {
  graphql: (server: TestServer, token: string, name: string) => graphql(server, CREATE_TAG, { input: { name } }, token),
  legacy: (server: TestServer, token: string, name: string) =>
    call(`${server.legacyUrl}/tags`, { method: 'POST', headers: json(token), body: JSON.stringify({ name }) }),
};

/** One request of each kind on both doors: with and without a token, reads and writes, sign-in and registration. */
async function everyKindOfRequest(server: TestServer, token: string, email: string) {
  const register = newUserInput();
  return {
    graphqlRead: await graphql(server, ALL_TAGS, {}, token),
    graphqlWrite: await createTag.graphql(server, token, 'while down (GraphQL)'),
    graphqlLogin: await graphql(
      server,
      'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { accessToken } }',
      { email, password: 'secret' },
    ),
    graphqlRegister: await graphql(server, 'mutation($input: RegisterInput!) { register(input: $input) { id } }', { input: register }),
    legacyRead: await call(`${server.legacyUrl}/tags?page=0&size=9`, { headers: json(token) }),
    legacyWrite: await createTag.legacy(server, token, 'while down (legacy)'),
    legacyRegister: await call(`${server.legacyUrl}/users`, {
      method: 'POST',
      headers: json(),
      body: JSON.stringify({ ...register, email: `legacy-${register.email}` }),
    }),
    legacySignIn: await call(`${server.legacyUrl}/oauth/token`, {
      method: 'POST',
      headers: { authorization: CLIENT_BASIC, 'content-type': 'application/x-www-form-urlencoded' },
      body: `username=${email}&password=secret&grant_type=password`,
    }),
  };
}

function expectAllUnavailable(answers: Record<string, Answer>) {
  for (const [name, answer] of Object.entries(answers)) {
    const expected = name.startsWith('graphql') ? GRAPHQL_DOWN : LEGACY_DOWN;
    expect({ name, ...answer, body: { ...answer.body, data: undefined } }).toEqual({
      name,
      status: 503,
      retryAfter: '5',
      body: expect.objectContaining(expected),
    });
    // A mutation refused for the database says nothing was returned: no partial data.
    if (name.startsWith('graphql')) expect(answer.body.data ?? null).toBeNull();
  }
}

async function tagNames(server: TestServer, token: string): Promise<string[]> {
  const { allTags } = await server.data<{ allTags: { name: string }[] }>(ALL_TAGS, {}, token);
  return allTags.map((tag) => tag.name).sort();
}

/** Waits (bounded by the test's timeout only) until the condition holds. */
async function until(condition: () => boolean | Promise<boolean>) {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 100));
}

const mysqlIt = testDialect === 'mysql' ? it : it.skip;
const sqliteIt = testDialect === 'sqlite' ? it : it.skip;

describe('the database going away', () => {
  let silenced: jest.SpyInstance;
  beforeEach(() => {
    // Each refused request is logged; the test output does not need them.
    silenced = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => silenced.mockRestore());
  /** The server's JSON log (test/log-capture.ts); each test starts its server with it. */
  let log = captureLog();
  beforeEach(() => {
    log = captureLog();
  });
  /** The driver's error codes in what the server logged (its JSON log, or the console outside requests). */
  const loggedDriverCodes = () => [
    ...new Set([
      ...silenced.mock.calls.flatMap((args) => [...inspect(args, { depth: 6 }).matchAll(/code: '([A-Z_]+)'/g)].map((m) => m[1])),
      ...[...log.text().matchAll(/"code":"([A-Z_]+)"/g)].map((m) => m[1]),
    ]),
  ];

  mysqlIt(
    'MariaDB/MySQL: 503 with Retry-After on both doors while it is unreachable, statements cut in flight included, and recovery once it is back',
    async () => {
      const config = (await freshDatabaseConfig()) as Extract<DatabaseConfig, { type: 'mysql' }>;
      const target = new URL(config.url);
      const proxy: TcpProxy = await startTcpProxy(target.hostname, Number(target.port || 3306));
      const proxied = new URL(config.url);
      proxied.port = String(proxy.port);
      const server = await startTestServer(
        { database: parseDatabaseUrl(proxied.toString().replace(/^mysql:/, config.mariadb ? 'mariadb:' : 'mysql:')) },
        { signInAttemptsPerMinute: 1000, logger: log.logger },
      );
      try {
        const { token, input } = await signUp(server);
        expect((await createTag.legacy(server, token, 'before')).status).toBe(200);

        // Two writes whose statements are on their way to the database when it goes away: connection lost.
        proxy.hold();
        const inFlight = [createTag.graphql(server, token, 'cut (GraphQL)'), createTag.legacy(server, token, 'cut (legacy)')];
        await until(() => proxy.heldConnections() >= 2);
        await proxy.down();
        const [cutGraphql, cutLegacy] = await Promise.all(inFlight);
        expectAllUnavailable({ graphqlCut: cutGraphql, legacyCut: cutLegacy });
        expect(loggedDriverCodes()).toContain('PROTOCOL_CONNECTION_LOST');

        // Down: nothing listens on the database's port (ECONNREFUSED for every new connection).
        expectAllUnavailable(await everyKindOfRequest(server, token, input.email));
        expect((await call(`${server.mainUrl}/health`, {})).status).toBe(503);
        expect(loggedDriverCodes()).toContain('ECONNREFUSED');

        // Back: the pool connects again by itself.
        await proxy.up();
        await until(async () => (await call(`${server.mainUrl}/health`, {})).status === 200);
        const graphqlAfter = await createTag.graphql(server, token, 'after (GraphQL)');
        expect({ status: graphqlAfter.status, errors: graphqlAfter.body.errors }).toEqual({ status: 200, errors: undefined });
        expect((await createTag.legacy(server, token, 'after (legacy)')).status).toBe(200);
        // Only what was acknowledged is stored: nothing refused with a 503 landed.
        expect(await tagNames(server, token)).toEqual(['after (GraphQL)', 'after (legacy)', 'before']);
      } finally {
        await server.close();
        await proxy.close();
      }
    },
    180_000,
  );

  sqliteIt('SQLite: 503 with Retry-After on both doors once its connection is closed, and nothing written', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fm-down-'));
    const database = { type: 'sqlite', path: path.join(dir, 'down.sqlite') } as const;
    try {
      const server = await startTestServer({ database });
      let closed = false;
      try {
        const { token, input } = await signUp(server);
        expect((await createTag.legacy(server, token, 'before')).status).toBe(200);

        // The database handle is gone (as when its file cannot be opened): every statement fails.
        (server.services.dataSource.driver as unknown as { databaseConnection: { close(): void } }).databaseConnection.close();
        expectAllUnavailable(await everyKindOfRequest(server, token, input.email));
        expect((await call(`${server.mainUrl}/health`, {})).status).toBe(503);
        await server.close();
        closed = true;
      } finally {
        if (!closed) await server.close().catch(() => undefined);
      }
      const reopened = await openDataSource(database);
      try {
        expect((await reopened.getRepository(TagEntity).find()).map((tag) => tag.name)).toEqual(['before']);
      } finally {
        await reopened.destroy();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
