import { connect, type Socket } from 'node:net';
import type { EntitySubscriberInterface, InsertEvent } from 'typeorm';
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
    const server = await startTestServer(
      { database: SQLITE },
      { signInAttemptsPerMinute: 1000, writeLockBounds: { waitMs: 100, holdMs: 60_000 } },
    );
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
      const body = (await graphqlAnswer.json()) as { data?: unknown; errors: { message: string; extensions: { code: string } }[] };
      expect(body.errors[0]).toMatchObject({
        message: 'The server is busy with other changes. Nothing was saved; try again in a few seconds.',
        extensions: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 5 },
      });
      // `register` takes the lock itself (LOCKS_ITSELF): refused in its resolver, the field answers null.
      expect(body.data).toBeNull();
      // In the request's language.
      const again = await server.services.writeLock.acquire();
      const portuguese = await fetch(`${server.mainUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'pt-BR' },
        body: JSON.stringify({ query: REGISTER, variables: { input: newUserInput() } }),
      });
      again();
      expect([portuguese.status, portuguese.headers.get('retry-after')]).toEqual([503, '5']);
      expect(((await portuguese.json()) as { errors: { message: string }[] }).errors[0].message).toBe(
        'O servidor está ocupado com outras alterações. Nada foi salvo; tente de novo em alguns segundos.',
      );

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
    const server = await startTestServer(
      { database: SQLITE },
      { signInAttemptsPerMinute: 1000, writeLockBounds: { waitMs: 10_000, holdMs: 0 } },
    );
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
      expect(((await response.json()) as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code).toBe(
        'SERVICE_UNAVAILABLE',
      );

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

describe('the write lock around the edges of a write (SQLite)', () => {
  const CREATE_FOOD = 'mutation($input: FoodInput!) { createFood(input: $input) { id name } }';
  const food = (name: string) => ({ name, serving: '100', unit: 'G', carbohydrates: '1', proteins: '1', fats: '1', calories: '1' });
  const foodNames = async (server: TestServer) =>
    (await server.services.dataSource.getRepository(FoodEntity).find()).map((row) => row.name);

  it('keeps the lock of a write whose client went away until its handler is done, so no other write runs inside its transaction', async () => {
    const server = await startTestServer({ database: SQLITE });
    const { token } = await signUp(server);
    const dataSource = server.services.dataSource;
    let entered!: () => void;
    const held = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // Write A stops after its INSERT, inside its transaction, then fails (as a later constraint would) and rolls back.
    const failing: EntitySubscriberInterface<FoodEntity> = {
      listenTo: () => FoodEntity,
      async afterInsert(event: InsertEvent<FoodEntity>) {
        if (event.entity.name !== 'Abandoned write') return;
        entered();
        await released;
        throw new Error('the abandoned write fails');
      },
    };
    dataSource.subscribers.push(failing);
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const abort = new AbortController();
      const abandoned = fetch(`${server.legacyUrl}/foods`, {
        method: 'POST',
        signal: abort.signal,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ id: null, ...food('Abandoned write'), unit: 'g' }),
      }).catch(() => 'aborted');
      await held;
      abort.abort();
      expect(await abandoned).toBe('aborted');
      // The server has seen the connection close before the next write arrives.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const next = server.gql(CREATE_FOOD, { input: food('Write after an abandoned one') }, token);
      await new Promise((resolve) => setTimeout(resolve, 100));
      release();
      expect((await next).errors).toBeUndefined();
      // The abandoned write rolled back alone: the write answered 200 is kept.
      expect(await foodNames(server)).toEqual(['Write after an abandoned one']);
    } finally {
      release();
      log.mockRestore();
      await server.close();
    }
  });

  it.each(['legacy', 'GraphQL'])('does not report as failed a %s write that committed just before its deadline', async (door) => {
    // The lock's clock jumps past every deadline right after the commit; the request then reads back what it saved.
    let pastDeadline = false;
    const clock = () => Date.now() + (pastDeadline ? 120_000 : 0);
    const server = await startTestServer(
      { database: SQLITE },
      { signInAttemptsPerMinute: 1000, writeLockBounds: { waitMs: 10_000, holdMs: 60_000 }, writeLockClock: clock },
    );
    const { token } = await signUp(server);
    const dataSource = server.services.dataSource;
    const jump: EntitySubscriberInterface = {
      afterTransactionCommit() {
        pastDeadline = true;
      },
    };
    dataSource.subscribers.push(jump);
    try {
      const answer =
        door === 'legacy'
          ? await fetch(`${server.legacyUrl}/meals?day=4&month=5&year=2021`, {
              method: 'POST',
              headers: { authorization: `Bearer ${token}` },
            })
          : await fetch(`${server.mainUrl}/graphql`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
              body: JSON.stringify({ query: 'mutation { startDay(date: "2021-05-04") { id date meals { id } } }' }),
            });
      expect(pastDeadline).toBe(true);
      expect(answer.status).toBe(200); // not a 503 "nothing was saved"
      if (door === 'GraphQL') expect(((await answer.json()) as { errors?: unknown }).errors).toBeUndefined();
    } finally {
      dataSource.subscribers.splice(dataSource.subscribers.indexOf(jump), 1);
      await server.close();
    }
  });

  it('refuses the writes still waiting for the lock when the server shuts down, instead of starting them', async () => {
    const server = await startTestServer({ database: SQLITE });
    const { token } = await signUp(server);
    const release = await server.services.writeLock.acquire();
    const waiting = server.gql(CREATE_FOOD, { input: food('Queued at shutdown') }, token);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closed = server.close();
    const answer = await waiting;
    expect(answer.errors?.[0].extensions?.code).toBe('SERVICE_UNAVAILABLE');
    release();
    await closed;
  });
});

describe('request time limits', () => {
  it('answers 408 to a request whose body does not arrive in time, and closes its socket', async () => {
    const server = await startTestServer(
      {},
      { signInAttemptsPerMinute: 1000, requestTimeouts: { headersTimeout: 1_000, requestTimeout: 1_500 } },
    );
    try {
      const slow = await halfSentRequest(server.legacyUrl, '/users');
      const answer = await new Promise<string>((resolve) => {
        let text = '';
        slow.on('data', (chunk: Buffer) => (text += chunk.toString()));
        slow.on('close', () => resolve(text));
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await server.close();
    }
  });
});
