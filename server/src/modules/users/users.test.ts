import jwt from 'jsonwebtoken';
import { MealInfoEntity } from '../meal-info/meal-info.entity';
import { MealNameEntity } from '../meal-info/meal-name.entity';
import { UserEntity } from './user.entity';
import { captureLog } from '../../../test/log-capture';
import { LOGIN, ME, newUserInput, REGISTER, signUp, startTestServer, TEST_JWT_SECRET, type TestServer } from '../../../test/test-server';

let server: TestServer;
const log = captureLog();
beforeAll(async () => {
  server = await startTestServer({}, { signInAttemptsPerMinute: 1000, logger: log.logger });
});
afterAll(() => server.close());

const userCount = () => server.services.dataSource.getRepository(UserEntity).count();

describe('register', () => {
  it('creates the account with its default meal info, goals and meal names', async () => {
    const input = newUserInput({ name: '  Ana Souza  ', email: '  Ana.Souza@Example.com ' });
    const result = await server.gql(REGISTER, { input });

    expect(result.errors).toBeUndefined();
    expect(result.data!.register).toEqual({ id: expect.any(Number), name: 'Ana Souza', email: 'Ana.Souza@Example.com' });
    const userId = result.data!.register.id;
    const info = await server.services.dataSource.getRepository(MealInfoEntity).findOneByOrFail({ userId });
    expect(info).toMatchObject({ caloriesGoal: '2000', carbohydratesGoal: '150', proteinsGoal: '100', fatsGoal: '50' });
    const names = await server.services.dataSource
      .getRepository(MealNameEntity)
      .find({ where: { mealInfoId: info.id }, order: { orderNumber: 'ASC' } });
    expect(names.map((n) => [n.orderNumber, n.name])).toEqual([
      [1, 'Meal 1'],
      [2, 'Meal 2'],
      [3, 'Meal 3'],
    ]);
  });

  it('stores an Argon2id hash, never the password', async () => {
    const input = newUserInput({ password: 'plain-text-password' });
    await server.gql(REGISTER, { input });
    const user = await server.services.users.findByEmail(input.email);
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user!.passwordHash).not.toContain('plain-text-password');
  });

  it('refuses an email already registered in another letter case', async () => {
    const first = newUserInput({ email: 'Duplicate.Case@Example.com' });
    await server.gql(REGISTER, { input: first });
    const before = await userCount();

    const result = await server.gql(REGISTER, { input: newUserInput({ email: 'duplicate.case@EXAMPLE.com' }) });

    expect(result.data).toBeNull();
    expect(result.errors![0].extensions!.code).toBe('CONFLICT');
    expect(result.errors![0].message).toBe('User with email duplicate.case@EXAMPLE.com was already registered.');
    expect(await userCount()).toBe(before);
  });

  it.each([
    ['a blank name', { name: '   ' }, 'name', 'Required field.'],
    ['an empty email', { email: '' }, 'email', 'Required field.'],
    ['a malformed email', { email: 'not-an-email' }, 'email', 'Invalid email.'],
    ['an empty password', { password: '' }, 'password', 'Required field.'],
    ['a name over 100 characters', { name: 'x'.repeat(101) }, 'name', 'Maximum 100 characters.'],
    ['a password over 128 characters', { password: 'p'.repeat(129) }, 'password', 'Maximum 128 characters.'],
  ])('rejects %s with a field message and creates nothing', async (_case, override, field, message) => {
    const before = await userCount();
    const result = await server.gql(REGISTER, { input: newUserInput(override) });

    expect(result.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    expect(result.errors![0].extensions!.fields![field]).toEqual([message]);
    expect(await userCount()).toBe(before);
  });

  it('leaves no account behind when creating the defaults fails midway', async () => {
    const before = await userCount();
    const spy = jest.spyOn(server.services.mealInfo, 'createDefaults').mockRejectedValueOnce(new Error('disk full'));
    try {
      const result = await server.gql(REGISTER, { input: newUserInput() });
      expect(result.errors![0].extensions!.code).toBe('INTERNAL_SERVER_ERROR');
      expect(log.lines()).toContainEqual(
        expect.objectContaining({ msg: 'GraphQL internal error', err: expect.objectContaining({ message: 'disk full' }) }),
      );
    } finally {
      spy.mockRestore();
    }
    expect(await userCount()).toBe(before);
  });
});

describe('login and me', () => {
  it('returns a bearer token that `me` accepts, for any letter case of the email', async () => {
    const input = newUserInput({ email: 'Mixed.Case@Example.com' });
    await server.gql(REGISTER, { input });

    const login = await server.gql(LOGIN, { email: 'MIXED.case@example.com', password: input.password });

    expect(login.errors).toBeUndefined();
    expect(login.data!.login).toMatchObject({ tokenType: 'Bearer', expiresIn: 86400 });
    const token = login.data!.login.accessToken;
    const payload = jwt.decode(token) as Record<string, unknown>;
    expect(payload.user_name).toBe('Mixed.Case@Example.com');
    expect(payload.exp).toBeGreaterThan(Date.now() / 1000 + 86000);
    const me = await server.gql(ME, {}, token);
    expect(me.data!.me).toMatchObject({ name: input.name, email: 'Mixed.Case@Example.com' });
  });

  it('answers a wrong password and an unknown email with the same UNAUTHENTICATED error', async () => {
    const { input } = await signUp(server);
    const wrongPassword = await server.gql(LOGIN, { email: input.email, password: 'wrong' });
    const unknownEmail = await server.gql(LOGIN, { email: 'nobody@example.com', password: 'wrong' });

    for (const result of [wrongPassword, unknownEmail]) {
      expect(result.data).toBeNull();
      expect(result.errors![0]).toMatchObject({ message: 'Invalid email or password.', extensions: { code: 'UNAUTHENTICATED' } });
    }
  });
});

describe('failed sign-in limit', () => {
  const wrong = (email: string, times: number) =>
    Promise.all(Array.from({ length: times }, () => server.gql(LOGIN, { email, password: 'wrong' })));

  it('refuses an account from the failing address for a while after 10 wrong passwords, even with the right one', async () => {
    const { input } = await signUp(server);
    await wrong(input.email, 10);
    const refused = await server.gql(LOGIN, { email: input.email.toUpperCase(), password: input.password });
    expect(refused.errors![0]).toMatchObject({ extensions: { code: 'TOO_MANY_REQUESTS' } });
    expect(refused.errors![0].message).toMatch(/^Too many failed sign-in attempts\. Try again in 15 minute\(s\)\.$/);
    // Other accounts are not affected.
    const other = await signUp(server);
    expect((await server.gql(LOGIN, { email: other.input.email, password: other.input.password })).errors).toBeUndefined();
  });

  it('starts counting again after a successful sign-in', async () => {
    const { input } = await signUp(server);
    await wrong(input.email, 9);
    expect((await server.gql(LOGIN, { email: input.email, password: input.password })).errors).toBeUndefined();
    await wrong(input.email, 9);
    expect((await server.gql(LOGIN, { email: input.email, password: input.password })).errors).toBeUndefined();
  });
});

describe('token checks', () => {
  let email: string;
  beforeAll(async () => {
    ({
      input: { email },
    } = await signUp(server));
  });

  const expectRejected = async (token: string | undefined, message: string) => {
    const result = await server.gql(ME, {}, token);
    expect(result.data).toBeNull();
    expect(result.errors![0]).toMatchObject({ message, extensions: { code: 'UNAUTHENTICATED' } });
  };

  it('rejects a request without a token', () => expectRejected(undefined, 'You must be signed in.'));

  it('rejects an expired token', () =>
    expectRejected(
      jwt.sign({ user_name: email, exp: Math.floor(Date.now() / 1000) - 10 }, TEST_JWT_SECRET, { algorithm: 'HS256' }),
      'Your session has expired. Please sign in again.',
    ));

  it('rejects a token signed with another secret', () =>
    expectRejected(
      jwt.sign({ user_name: email, exp: Math.floor(Date.now() / 1000) + 600 }, 'another-secret-of-the-same-length-0123456789', {
        algorithm: 'HS256',
      }),
      'Your session is not valid. Please sign in again.',
    ));

  it('rejects an unsigned `alg: none` token', () => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const token = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ user_name: email, exp: Math.floor(Date.now() / 1000) + 600 })}.`;
    return expectRejected(token, 'Your session is not valid. Please sign in again.');
  });

  it('rejects a token whose account does not exist', () =>
    expectRejected(
      jwt.sign(
        { user_name: 'ghost@example.com', user_id: 2 ** 31 - 1, token_version: 0, exp: Math.floor(Date.now() / 1000) + 600 },
        TEST_JWT_SECRET,
        {
          algorithm: 'HS256',
        },
      ),
      'Your session is not valid. Please sign in again.',
    ));
});
