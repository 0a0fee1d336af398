/** Tokens name the account by id and token version (docs/security.md, "Tokens"), on both doors. */
import jwt from 'jsonwebtoken';
import { countQueries } from '../../test/query-counter';
import { graphqlSignIn, legacySignIn } from '../../test/sign-in';
import { ME, REGISTER, newUserInput, signUp, startTestServer, TEST_JWT_SECRET, type TestServer } from '../../test/test-server';
import { UserEntity } from '../modules/users/user.entity';
import { authenticate } from './authenticate';
import { LEGACY_CLIENT_ID } from './tokens';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ trustProxy: 'loopback' });
});
afterAll(() => server.close());

const CHANGE_PASSWORD = `mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
  changePassword(currentPassword: $currentPassword, newPassword: $newPassword) { accessToken tokenType expiresIn }
}`;

/** `GET /foods/all` on the legacy door with the token: 200, or the OAuth 401 body. */
async function legacyFoods(token: string) {
  const response = await fetch(`${server.legacyUrl}/foods/all`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: await response.json() };
}

const GRAPHQL_INVALID = { message: 'Your session is not valid. Please sign in again.', extensions: { code: 'UNAUTHENTICATED' } };
const LEGACY_INVALID = { status: 401, body: { error: 'invalid_token', error_description: 'Cannot convert access token to JSON' } };

const expectAccepted = async (token: string, email: string) => {
  expect((await server.gql(ME, {}, token)).data).toEqual({ me: expect.objectContaining({ email }) });
  expect((await legacyFoods(token)).status).toBe(200);
};

const expectRefused = async (token: string) => {
  const me = await server.gql(ME, {}, token);
  expect(me.data).toBeNull();
  expect(me.errors![0]).toMatchObject(GRAPHQL_INVALID);
  expect(await legacyFoods(token)).toEqual(LEGACY_INVALID);
};

const claims = (token: string) => jwt.decode(token) as Record<string, unknown>;

describe('token claims', () => {
  it('name the account by id and token version, beside the legacy claims, from both doors', async () => {
    const { user, input, token } = await signUp(server);
    const legacy = await legacySignIn(server, input.email, input.password);
    for (const issued of [token, legacy.body.access_token as string]) {
      expect(claims(issued)).toEqual({
        user_id: user.id,
        token_version: 0,
        user_name: input.email,
        scope: ['read', 'write'],
        exp: expect.any(Number),
        authorities: ['ROLE_USER'],
        jti: expect.any(String),
        client_id: LEGACY_CLIENT_ID,
      });
    }
  });

  it('a token of a deleted account is refused, also once its email is registered again', async () => {
    const { user, input, token } = await signUp(server);
    await server.services.dataSource.getRepository(UserEntity).delete({ id: user.id });
    expect((await server.gql(REGISTER, { input })).errors).toBeUndefined();
    await expectRefused(token);
  });

  it('a token without the account id (issued before ids were in tokens) is refused: its user signs in again', async () => {
    const { input, token } = await signUp(server);
    const { user_id: _id, token_version: _version, ...older } = claims(token);
    const olderToken = jwt.sign(older, TEST_JWT_SECRET, { algorithm: 'HS256', noTimestamp: true });
    await expectRefused(olderToken);
    await expectAccepted(token, input.email);
  });

  it.each([
    ['a token version the account has not reached', { token_version: 1 }],
    ['a text id', { user_id: 'abc' }],
    ['a fractional id', { user_id: 1.5 }],
    ['a negative token version', { token_version: -1 }],
  ])('refuses %s', async (_case, change) => {
    const { token } = await signUp(server);
    await expectRefused(jwt.sign({ ...claims(token), ...change }, TEST_JWT_SECRET, { algorithm: 'HS256', noTimestamp: true }));
  });
});

describe('authentication of a request', () => {
  it('reads only the id, email, name and token version of the account, by id', async () => {
    const { user, token } = await signUp(server);
    const { result, queries } = await countQueries(server.services.dataSource, () => authenticate(server.services, `Bearer ${token}`));
    expect(result).toMatchObject({ status: 'authenticated', user: { id: user.id, email: user.email, name: user.name } });
    expect(queries).toHaveLength(1);
    expect(queries[0]).not.toMatch(/password/i);
    expect(queries[0]).toMatch(/\bWHERE\b.*\bid\b/i);
  });

  it('answers `me` from that read alone: one statement, no password hash', async () => {
    const { user, token } = await signUp(server);
    const { result, queries } = await countQueries(server.services.dataSource, () => server.gql(ME, {}, token));
    expect(result.data!.me).toEqual({ id: user.id, name: user.name, email: user.email });
    expect(queries).toHaveLength(1);
    expect(queries.join('\n')).not.toMatch(/password/i);
  });
});

describe('changePassword', () => {
  it('changes the password, refuses every earlier token on both doors, and returns a fresh one', async () => {
    const { input, token } = await signUp(server);
    const legacyToken = (await legacySignIn(server, input.email, input.password)).body.access_token as string;

    const result = await server.gql(CHANGE_PASSWORD, { currentPassword: input.password, newPassword: 'a new secret' }, token);

    expect(result.errors).toBeUndefined();
    expect(result.data!.changePassword).toEqual({ accessToken: expect.any(String), tokenType: 'Bearer', expiresIn: 86400 });
    const fresh = result.data!.changePassword.accessToken;
    expect(claims(fresh).token_version).toBe(1);
    await expectAccepted(fresh, input.email);
    // The GraphQL door says why (the other device's sign-in page tells it); the legacy door answers as it always has.
    for (const earlier of [token, legacyToken]) {
      const me = await server.gql(ME, {}, earlier);
      expect(me.data).toBeNull();
      expect(me.errors![0]).toMatchObject({
        message: 'You were signed out because your password was changed. Please sign in again.',
        extensions: { code: 'UNAUTHENTICATED', reason: 'PASSWORD_CHANGED' },
      });
      expect(await legacyFoods(earlier)).toEqual(LEGACY_INVALID);
    }
    expect(await graphqlSignIn(server, input.email, input.password)).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await graphqlSignIn(server, input.email, 'a new secret')).toEqual({ token: expect.any(String) });
    expect((await legacySignIn(server, input.email, 'a new secret')).status).toBe(200);
  });

  it.each([
    ['an empty new password', { newPassword: '' }, 'newPassword', 'Required field.'],
    ['a new password over 128 characters', { newPassword: 'p'.repeat(129) }, 'newPassword', 'Maximum 128 characters.'],
    ['an empty current password', { currentPassword: '' }, 'currentPassword', 'Required field.'],
    ['a wrong current password', { currentPassword: 'not it' }, 'currentPassword', 'Wrong password.'],
  ])('refuses %s with a field message and changes nothing', async (_case, change, field, message) => {
    const { input, token } = await signUp(server);
    const result = await server.gql(CHANGE_PASSWORD, { currentPassword: input.password, newPassword: 'a new secret', ...change }, token);

    expect(result.data).toBeNull();
    expect(result.errors![0].extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { [field]: [message] } });
    await expectAccepted(token, input.email);
    expect(await graphqlSignIn(server, input.email, input.password)).toEqual({ token: expect.any(String) });
  });

  it('needs a token', async () => {
    const result = await server.gql(CHANGE_PASSWORD, { currentPassword: 'x', newPassword: 'y' });
    expect(result.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('counts a wrong current password as a failed sign-in of that account from that address', async () => {
    const from = '198.51.100.7';
    const { input } = await signUp(server);
    const token = (await graphqlSignIn(server, input.email, input.password, from)).token!;
    const change = (currentPassword: string) =>
      fetch(`${server.mainUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-forwarded-for': from },
        body: JSON.stringify({ query: CHANGE_PASSWORD, variables: { currentPassword, newPassword: 'a new secret' } }),
      }).then((r) => r.json() as Promise<{ errors?: { extensions: { code: string } }[] }>);
    for (let i = 0; i < 10; i++) expect((await change('wrong')).errors![0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await change(input.password)).errors![0].extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(await graphqlSignIn(server, input.email, input.password, from)).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });
});

it('registration starts every account at token version 0', async () => {
  const input = newUserInput();
  await server.gql(REGISTER, { input });
  expect(await server.services.dataSource.getRepository(UserEntity).findOneByOrFail({ email: input.email })).toMatchObject({
    tokenVersion: 0,
  });
});
