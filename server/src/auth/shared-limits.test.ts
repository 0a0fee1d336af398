/**
 * Sign-in limits live in the database (table sign_in_counters): replicas on one MySQL/MariaDB share one budget,
 * a restart forgets nothing, and expired counters are deleted.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabaseConfig } from '../config';
import { GRAPHQL_REFUSED, graphqlSignIn, LEGACY_REFUSED, legacySignIn } from '../../test/sign-in';
import { freshDatabaseConfig, testDialect } from '../../test/test-database';
import { signUp, startTestServer, type TestServer } from '../../test/test-server';
import type { ServerOptions } from '../server';

const ADDRESS_REFUSED = 'Too many sign-in attempts from this address. Try again in a minute.';

const servers: TestServer[] = [];
/** A server over `database` as it is (a replica, or the same one after a restart); closed after each test. */
async function serverOn(database: DatabaseConfig, options: ServerOptions = {}) {
  const server = await startTestServer({ database, trustProxy: 'loopback' }, { signInAttemptsPerMinute: 1000, ...options });
  servers.push(server);
  return server;
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

let temporaryDirectory: string | undefined;
/** A database that outlives its server: SQLite in a file (`:memory:` would end with the server), or MariaDB's. */
async function persistentDatabase(): Promise<DatabaseConfig> {
  if (testDialect === 'mysql') return freshDatabaseConfig();
  temporaryDirectory ??= mkdtempSync(path.join(tmpdir(), 'fm-limits-'));
  return { type: 'sqlite', path: path.join(temporaryDirectory, `${servers.length}-${Date.now()}.sqlite`) };
}
afterAll(() => {
  if (temporaryDirectory) rmSync(temporaryDirectory, { recursive: true, force: true });
});

(testDialect === 'mysql' ? describe : describe.skip)('two replicas on one MySQL/MariaDB database', () => {
  it('share one budget per client address across both doors', async () => {
    const database = await freshDatabaseConfig();
    const [a, b] = [await serverOn(database, { signInAttemptsPerMinute: 4 }), await serverOn(database, { signInAttemptsPerMinute: 4 })];
    const from = '203.0.113.50';
    expect(await graphqlSignIn(a, 'nobody@example.com', 'x', from)).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await legacySignIn(b, 'nobody@example.com', 'x', from)).status).toBe(401);
    expect((await legacySignIn(a, 'nobody@example.com', 'x', from)).status).toBe(401);
    expect(await graphqlSignIn(b, 'nobody@example.com', 'x', from)).toMatchObject({ code: 'UNAUTHENTICATED' });

    expect(await graphqlSignIn(a, 'nobody@example.com', 'x', from)).toEqual({ code: 'TOO_MANY_REQUESTS', message: ADDRESS_REFUSED });
    expect(await legacySignIn(b, 'nobody@example.com', 'x', from)).toMatchObject({
      status: 429,
      body: { error_description: ADDRESS_REFUSED },
    });
  });

  it('share one budget of failures per account and address', async () => {
    const database = await freshDatabaseConfig();
    const [a, b] = [await serverOn(database), await serverOn(database)];
    const { input } = await signUp(a);
    const from = '203.0.113.51';
    for (let i = 0; i < 5; i++) {
      expect(await graphqlSignIn(a, input.email, 'wrong', from)).toMatchObject({ code: 'UNAUTHENTICATED' });
      expect((await legacySignIn(b, input.email, 'wrong', from)).status).toBe(400);
    }
    expect(await graphqlSignIn(b, input.email, input.password, from)).toEqual(GRAPHQL_REFUSED);
    expect(await legacySignIn(a, input.email, input.password, from)).toEqual(LEGACY_REFUSED);
  });

  it('let exactly 10 of 30 concurrent guesses spread over both replicas reach the password check', async () => {
    const database = await freshDatabaseConfig();
    const [a, b] = [await serverOn(database), await serverOn(database)];
    const { input } = await signUp(a);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => legacySignIn(i % 2 ? a : b, input.email, `guess ${i}`, '203.0.113.52')),
    );
    expect(results.filter((r) => r.status === 400)).toHaveLength(10);
    expect(results.filter((r) => r.status === 429)).toHaveLength(20);
  });
});

describe(`after a restart (${testDialect})`, () => {
  it('the counts are still there', async () => {
    const database = await persistentDatabase();
    const first = await serverOn(database, { signInAttemptsPerMinute: 12 });
    const { input } = await signUp(first); // two attempts from 127.0.0.1 (register, login)
    const from = '203.0.113.60';
    for (let i = 0; i < 10; i++) await graphqlSignIn(first, input.email, 'wrong', from);
    for (let i = 0; i < 11; i++) await legacySignIn(first, 'nobody@example.com', 'x');
    await first.close();

    const second = await serverOn(database, { signInAttemptsPerMinute: 12 });
    expect(await legacySignIn(second, input.email, input.password, from)).toEqual(LEGACY_REFUSED);
    expect(await graphqlSignIn(second, input.email, input.password)).toEqual({ code: 'TOO_MANY_REQUESTS', message: ADDRESS_REFUSED });
    expect(await graphqlSignIn(second, input.email, input.password, '203.0.113.61')).toEqual({ token: expect.any(String) });
  });
});

describe(`expired counters (${testDialect})`, () => {
  it('are deleted by the server every interval, and counted afresh meanwhile', async () => {
    const server = await serverOn(await persistentDatabase(), { expiredCounterCleanupMs: 200 });
    const { dataSource } = server.services;
    const rows = () => dataSource.query<{ hits: number }[]>('SELECT hits FROM sign_in_counters ORDER BY hits');
    const { input } = await signUp(server);
    for (let i = 0; i < 10; i++) await graphqlSignIn(server, input.email, 'wrong', '203.0.113.70');
    // Attempts from 127.0.0.1 (register, login) and from 203.0.113.70; failures of the account, and of the two together.
    expect((await rows()).map((r) => Number(r.hits))).toEqual([2, 10, 10, 10]);

    // Every window ends (the server's next cleanup may already run):
    await dataSource.query(`UPDATE sign_in_counters SET window_ends_at = '2000-01-01 00:00:00.000'`);
    expect(await graphqlSignIn(server, input.email, input.password, '203.0.113.70')).toEqual({ token: expect.any(String) });
    await dataSource.query(`UPDATE sign_in_counters SET window_ends_at = '2000-01-01 00:00:00.000'`);
    for (let waited = 0; (await rows()).length > 0 && waited < 20_000; waited += 100) await new Promise((r) => setTimeout(r, 100));
    expect(await rows()).toEqual([]);
  });
});
