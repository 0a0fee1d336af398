import argon2 from 'argon2';
import { storedHits } from '../../test/sign-in';
import { LOGIN, newUserInput, REGISTER, signUp, startTestServer, type TestServer } from '../../test/test-server';
import { counterKey } from '../auth/attempt-counters';
import { LEGACY_CLIENT_ID } from '../auth/tokens';
import { LEGACY_CLIENT_SECRET } from '../legacy/oauth.routes';
import { FoodEntity } from '../modules/foods/food.entity';
import { UserEntity } from '../modules/users/user.entity';

/**
 * Signing in, registering and changing the password hold the SQLite write lock (db/write-lock.ts) around their
 * statements only, never around hashing or checking a password (Argon2id, ~140 ms of CPU each in production): while
 * a password check is parked, another user's write completes. Before, both doors held the lock for the whole
 * sign-in, so the write waited for the check (and, past the wait bound, answered 503). On MySQL/MariaDB there is no
 * lock; the same ordering holds.
 */

const CREATE_FOOD = `mutation($input: FoodInput!) { createFood(input: $input) { id } }`;
const CHANGE_PASSWORD = `mutation($currentPassword: String!, $newPassword: String!) {
  changePassword(currentPassword: $currentPassword, newPassword: $newPassword) { accessToken }
}`;
const FOOD = { name: 'Arroz', serving: '100', unit: 'G', carbohydrates: '28', proteins: '2.7', fats: '0.3', calories: '130' };
const LEGACY_FOOD = { name: 'Arroz', serving: 100, unit: 'g', carbohydrates: 28, proteins: 2.7, fats: 0.3, calories: 130 };
const LEGACY_CLIENT = Buffer.from(`${LEGACY_CLIENT_ID}:${LEGACY_CLIENT_SECRET}`).toString('base64');

/** Releases of the parks still closed: a failing test releases its parked requests too (afterEach). */
const parks: (() => void)[] = [];

/**
 * Parks argon2's `hash` or `verify` (what auth/password.ts calls): every call waits until `release`, then runs.
 * `reached(n)` resolves once n calls are waiting.
 */
function park(method: 'hash' | 'verify') {
  const real = argon2[method] as (...args: unknown[]) => Promise<unknown>;
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let waiting = 0;
  const watchers: { n: number; resolve: () => void }[] = [];
  const spy = jest.spyOn(argon2, method).mockImplementation((async (...args: unknown[]) => {
    waiting += 1;
    for (const watcher of watchers.filter((w) => w.n <= waiting)) watcher.resolve();
    await gate;
    return real(...args);
  }) as never);
  const release = () => {
    spy.mockRestore();
    open();
  };
  parks.push(release);
  return {
    reached: (n = 1) => (waiting >= n ? Promise.resolve() : new Promise<void>((resolve) => watchers.push({ n, resolve }))),
    release,
  };
}

/** A promise and whether it has settled yet. */
function watch<T>(promise: Promise<T>) {
  const state = { settled: false, promise };
  void promise.finally(() => (state.settled = true)).catch(() => undefined);
  return state;
}

let server: TestServer;
let writer: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  server = await startTestServer();
  writer = await signUp(server);
});
afterEach(() => {
  for (const release of parks.splice(0)) release();
});
afterAll(() => server.close());

const graphqlWrite = async () => {
  const answer = await server.gql(CREATE_FOOD, { input: FOOD }, writer.token);
  return answer.errors ?? answer.data;
};
const legacyWrite = async () => {
  const response = await fetch(`${server.legacyUrl}/foods`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${writer.token}` },
    body: JSON.stringify(LEGACY_FOOD),
  });
  return response.status;
};
const legacyTokenRequest = (email: string, password: string) =>
  fetch(`${server.legacyUrl}/oauth/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${LEGACY_CLIENT}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: `grant_type=password&username=${encodeURIComponent(email)}&password=${encodeURIComponent(password)}`,
  });
const failuresOf = (userId: number) => storedHits(server.services.dataSource, counterKey('account', `user:${userId}`));

describe('a password being checked holds no write up', () => {
  it('GraphQL login: another user’s write completes while the check is parked; the failure was counted before it', async () => {
    const { user, input } = await signUp(server);
    const parked = park('verify');
    const login = watch(server.gql(LOGIN, { email: input.email, password: 'wrong' }));
    await parked.reached();
    expect(await failuresOf(user.id)).toBe(1);

    expect(await graphqlWrite()).toEqual({ createFood: { id: expect.any(Number) } });
    expect(await legacyWrite()).toBe(200);
    expect(login.settled).toBe(false);

    parked.release();
    expect((await login.promise).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    expect(await failuresOf(user.id)).toBe(1);
  });

  it('legacy POST /oauth/token: writes complete while the check is parked; the token is issued after it', async () => {
    const { input } = await signUp(server);
    const parked = park('verify');
    const token = watch(legacyTokenRequest(input.email, input.password));
    await parked.reached();

    expect(await legacyWrite()).toBe(200);
    expect(await graphqlWrite()).toEqual({ createFood: { id: expect.any(Number) } });
    expect(token.settled).toBe(false);

    parked.release();
    const answer = await token.promise;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ access_token: expect.any(String), token_type: 'bearer' });
  });

  it('GraphQL changePassword: a write completes while the current password is checked, and the change lands after', async () => {
    const { input, token } = await signUp(server);
    const parked = park('verify');
    const change = watch(server.gql(CHANGE_PASSWORD, { currentPassword: input.password, newPassword: 'another secret' }, token));
    await parked.reached();

    expect(await graphqlWrite()).toEqual({ createFood: { id: expect.any(Number) } });
    expect(change.settled).toBe(false);

    parked.release();
    expect((await change.promise).data).toEqual({ changePassword: { accessToken: expect.any(String) } });
    expect((await server.gql(LOGIN, { email: input.email, password: 'another secret' })).errors).toBeUndefined();
  });

  /** Registrations on both doors, each answering 'ok' or what went wrong. */
  const registrations: [string, () => Promise<unknown>][] = [
    ['GraphQL register', () => server.gql(REGISTER, { input: newUserInput() }).then((answer) => answer.errors ?? 'ok')],
    [
      'GraphQL register with the demo data',
      () => server.gql(REGISTER, { input: { ...newUserInput(), populate: true } }).then((answer) => answer.errors ?? 'ok'),
    ],
    ...['/users', '/users/populate'].map((path): [string, () => Promise<unknown>] => [
      `legacy POST ${path}`,
      () =>
        fetch(`${server.legacyUrl}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(newUserInput()),
        }).then((response) => (response.status === 200 ? 'ok' : response.status)),
    ]),
  ];

  it.each(registrations)(
    '%s: writes complete while the new password is hashed, and the account is created after',
    async (_door, register) => {
      const parked = park('hash');
      const registration = watch(register());
      await parked.reached();

      expect(await graphqlWrite()).toEqual({ createFood: { id: expect.any(Number) } });
      expect(await legacyWrite()).toBe(200);
      expect(registration.settled).toBe(false);

      parked.release();
      expect(await registration.promise).toBe('ok');
    },
  );
});

describe('with the checks outside the lock, concurrent attempts still race safely', () => {
  it('counts every one of concurrent wrong passwords for the account', async () => {
    const { user, input } = await signUp(server);
    const parked = park('verify');
    const attempts = Array.from({ length: 5 }, () => server.gql(LOGIN, { email: input.email, password: 'wrong' }));
    await parked.reached(5);
    parked.release();

    const answers = await Promise.all(attempts);
    expect(answers.map((answer) => answer.errors![0].extensions!.code)).toEqual(Array(5).fill('UNAUTHENTICATED'));
    expect(await failuresOf(user.id)).toBe(5);
  });

  it('gives two registrations of one email, both hashed at once, one account and one clear error', async () => {
    const input = newUserInput();
    const parked = park('hash');
    const registrations = [server.gql(REGISTER, { input }), server.gql(REGISTER, { input: { ...input, name: 'Twin' } })];
    await parked.reached(2);
    parked.release();

    const answers = await Promise.all(registrations);
    expect(answers.filter((answer) => answer.errors === undefined)).toHaveLength(1);
    expect(answers.flatMap((answer) => answer.errors ?? [])).toEqual([
      expect.objectContaining({
        message: `User with email ${input.email} was already registered.`,
        extensions: expect.objectContaining({ code: 'CONFLICT' }),
      }),
    ]);
    expect(await server.services.dataSource.getRepository(UserEntity).countBy({ emailKey: input.email.toLowerCase() })).toBe(1);
  });

  it('lets one of two concurrent password changes, both checked at once, land; the other changes nothing', async () => {
    const { input, token } = await signUp(server);
    const parked = park('verify');
    const changes = ['first secret', 'second secret'].map((newPassword) =>
      server.gql(CHANGE_PASSWORD, { currentPassword: input.password, newPassword }, token),
    );
    await parked.reached(2);
    parked.release();

    const answers = await Promise.all(changes);
    const landed = answers.findIndex((answer) => answer.errors === undefined);
    expect(landed).not.toBe(-1);
    expect(answers[1 - landed].errors![0].extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { currentPassword: ['Wrong password.'] } });
    const password = landed === 0 ? 'first secret' : 'second secret';
    expect((await server.gql(LOGIN, { email: input.email, password })).errors).toBeUndefined();
    const user = await server.services.dataSource.getRepository(UserEntity).findOneByOrFail({ emailKey: input.email.toLowerCase() });
    expect(user.tokenVersion).toBe(1);
  });
});

describe('a field that hashes a password is alone in its operation', () => {
  it.each([
    'login(email: "a@example.com", password: "x") { accessToken }',
    'register(input: { name: "A", email: "a@example.com", password: "x" }) { id }',
  ])('refuses %s beside another mutation, running neither', async (field) => {
    const answer = await server.gql(
      `mutation { ${field} createFood(input: { name: "Alone test food", serving: "100", unit: G, carbohydrates: "14", proteins: "4.8", fats: "0.5", calories: "76" }) { id } }`,
      {},
      writer.token,
    );
    expect(answer.errors![0]).toMatchObject({
      message: `${field.split('(')[0]} must be the only field of its operation.`,
      extensions: { code: 'QUERY_TOO_LARGE' },
    });
    expect(await server.services.dataSource.getRepository(FoodEntity).countBy({ name: 'Alone test food' })).toBe(0);
  });
});
