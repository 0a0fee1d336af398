import { connect, type Socket } from 'node:net';
import { newUserInput, REGISTER, signUp, startTestServer, type TestServer } from '../../test/test-server';
import { openDataSource } from '../db/data-source';
import { createWriteLock, guardDataSource, WriteLockExpiredError } from '../db/write-lock';
import { FoodEntity } from '../modules/foods/food.entity';
import { UserEntity } from '../modules/users/user.entity';

const SQLITE = { type: 'sqlite', path: ':memory:' } as const;

/** A client that sent the headers of `POST path` and half of its body, and then goes quiet (until `end`). */
function halfSentRequest(baseUrl: string, path: string): Promise<Socket> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"name":"Slow",`,
        () => resolve(socket),
      );
    });
    socket.on('error', reject);
  });
}

const legacyRegister = (server: TestServer, input: { name: string; email: string; password: string }) =>
  fetch(`${server.legacyUrl}/users`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(input) });

const userExists = (server: TestServer, email: string) =>
  server.services.dataSource.getRepository(UserEntity).existsBy({ emailKey: email.toLowerCase() });

describe('a client that sends half a body', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('holds up no write on either door while it keeps its socket open', async () => {
    const { token } = await signUp(server);
    const slow = await halfSentRequest(server.legacyUrl, '/users');
    try {
      const legacy = newUserInput();
      const graphql = newUserInput();
      const [legacyAnswer, graphqlAnswer, food] = await Promise.all([
        legacyRegister(server, legacy),
        server.gql(REGISTER, { input: graphql }),
        fetch(`${server.legacyUrl}/foods`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ name: 'Rice', serving: 100, unit: 'g', carbohydrates: 28, proteins: 2.7, fats: 0.3, calories: 130 }),
        }),
      ]);
      expect(legacyAnswer.status).toBe(200);
      expect(graphqlAnswer.errors).toBeUndefined();
      expect(food.status).toBe(200);
      expect(await userExists(server, legacy.email)).toBe(true);
      expect(await userExists(server, graphql.email)).toBe(true);
    } finally {
      slow.destroy();
    }
  });
});

describe('write lock bounds (SQLite)', () => {
  it('refuses a write that waited too long for the lock with 503 and Retry-After on both doors, and never runs it later', async () => {
    const server = await startTestServer({ database: SQLITE }, { signInAttemptsPerMinute: 1000, writeLockBounds: { waitMs: 100, holdMs: 60_000 } });
    try {
      const release = await server.services.writeLock.acquire();
      const legacy = newUserInput();
      const graphql = newUserInput();
      const [legacyAnswer, graphqlAnswer] = await Promise.all([
        legacyRegister(server, legacy),
        fetch(`${server.mainUrl}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: REGISTER, variables: { input: graphql } }),
        }),
      ]);
      release();

      expect(legacyAnswer.status).toBe(503);
      expect(legacyAnswer.headers.get('retry-after')).toBe('5');
      expect(await legacyAnswer.json()).toEqual({ errors: [expect.stringMatching(/busy/)] });
      expect(graphqlAnswer.status).toBe(503);
      expect(graphqlAnswer.headers.get('retry-after')).toBe('5');
      const body = (await graphqlAnswer.json()) as { data?: unknown; errors: { extensions: { code: string } }[] };
      expect(body.errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
      expect(body.data).toBeUndefined();

      // Writes flow again, and the refused ones were dropped, not queued.
      const later = newUserInput();
      expect((await server.gql(REGISTER, { input: later })).errors).toBeUndefined();
      expect(await userExists(server, legacy.email)).toBe(false);
      expect(await userExists(server, graphql.email)).toBe(false);
    } finally {
      await server.close();
    }
  });

  it('cancels a holder past its deadline: 503 with Retry-After on both doors, nothing it wrote is kept', async () => {
    const server = await startTestServer({ database: SQLITE }, { signInAttemptsPerMinute: 1000, writeLockBounds: { waitMs: 10_000, holdMs: 0 } });
    try {
      const legacy = newUserInput();
      const legacyAnswer = await legacyRegister(server, legacy);
      expect(legacyAnswer.status).toBe(503);
      expect(legacyAnswer.headers.get('retry-after')).toBe('5');
      expect(await legacyAnswer.json()).toEqual({ errors: [expect.stringMatching(/took too long/)] });

      const graphql = newUserInput();
      const response = await fetch(`${server.mainUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: REGISTER, variables: { input: { ...graphql, populate: true } } }),
      });
      expect(response.status).toBe(503);
      expect(((await response.json()) as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');

      expect(await userExists(server, legacy.email)).toBe(false);
      expect(await userExists(server, graphql.email)).toBe(false);
      // The lock was given back: a read-only request and the next writer are not stuck behind the cancelled ones.
      expect((await fetch(`${server.mainUrl}/health`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('rolls back an open transaction whose holder passes its deadline before COMMIT', async () => {
    const dataSource = await openDataSource(SQLITE);
    let clock = 1_000;
    const lock = createWriteLock(SQLITE, { waitMs: 1_000, holdMs: 50 }, () => clock);
    guardDataSource(dataSource, lock);
    try {
      const user = await dataSource.getRepository(UserEntity).save({ name: 'A', email: 'a@x.com', emailKey: 'a@x.com', passwordHash: 'x' });
      const attempt = lock.scope(async () => {
        const release = await lock.acquire();
        try {
          await dataSource.transaction(async (manager) => {
            await manager.insert(FoodEntity, {
              userId: user.id,
              name: 'Late',
              nameKey: 'late',
              serving: '1',
              unit: 'g',
              carbohydrates: '1',
              proteins: '1',
              fats: '1',
              calories: '1',
            } as never);
            clock += 51; // the work took longer than the hold bound
          });
        } finally {
          release();
        }
      });
      await expect(attempt).rejects.toBeInstanceOf(WriteLockExpiredError);
      expect(await dataSource.getRepository(FoodEntity).countBy({ userId: user.id })).toBe(0);
    } finally {
      await dataSource.destroy();
    }
  });
});
