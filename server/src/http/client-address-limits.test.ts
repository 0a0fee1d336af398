import { LOGIN, newUserInput, REGISTER, startTestServer, type TestServer } from '../../test/test-server';
import { LEGACY_CLIENT_ID } from '../auth/tokens';
import { LEGACY_CLIENT_SECRET } from '../legacy/oauth.routes';

/** The old Angular client's OAuth client credentials. */
const CLIENT_BASIC = `Basic ${Buffer.from(`${LEGACY_CLIENT_ID}:${LEGACY_CLIENT_SECRET}`).toString('base64')}`;
const LIMIT = 3;

/** A GraphQL sign-in (wrong password: the limit counts attempts, not failures) as seen from `forwardedFor`. */
async function graphqlSignIn(server: TestServer, forwardedFor?: string) {
  const response = await fetch(`${server.mainUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    body: JSON.stringify({ query: LOGIN, variables: { email: 'nobody@example.com', password: 'wrong' } }),
  });
  const body = (await response.json()) as { errors: { message: string; extensions: { code: string } }[] };
  return body.errors[0];
}

/** A legacy password grant (unknown email: 401) as seen from `forwardedFor`. */
async function legacySignIn(server: TestServer, forwardedFor?: string) {
  const response = await fetch(`${server.legacyUrl}/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: CLIENT_BASIC,
      'content-type': 'application/x-www-form-urlencoded',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    body: 'grant_type=password&username=nobody%40example.com&password=wrong',
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

/** Legacy registration (`POST /users`) as seen from `forwardedFor`. */
async function legacyRegister(server: TestServer, forwardedFor?: string) {
  const input = newUserInput();
  const response = await fetch(`${server.legacyUrl}/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    body: JSON.stringify(input),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function withServer(trustProxy: false | string, test: (server: TestServer) => Promise<void>) {
  const server = await startTestServer({ trustProxy }, { signInAttemptsPerMinute: LIMIT });
  try {
    await test(server);
  } finally {
    await server.close();
  }
}

const REFUSED = 'Too many sign-in attempts from this address. Try again in a minute.';

describe('sign-in attempts per client address', () => {
  it('GraphQL: after 3 sign-ins or registrations in a minute from one address, both are refused', () =>
    withServer(false, async (server) => {
      expect((await graphqlSignIn(server)).extensions.code).toBe('UNAUTHENTICATED');
      expect((await server.gql(REGISTER, { input: newUserInput() })).errors).toBeUndefined();
      expect((await graphqlSignIn(server)).extensions.code).toBe('UNAUTHENTICATED');

      expect(await graphqlSignIn(server)).toMatchObject({ message: REFUSED, extensions: { code: 'TOO_MANY_REQUESTS' } });
      const registration = await server.gql(REGISTER, { input: newUserInput() });
      expect(registration.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    }));

  it('counts refused registrations too, on both doors (the input is checked by the service, after the count)', () =>
    withServer(false, async (server) => {
      const blank = { ...newUserInput(), name: '   ' };
      expect((await server.gql(REGISTER, { input: blank })).errors?.[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { name: ['Required field.'] },
      });
      expect((await server.gql(REGISTER, { input: { ...blank, email: 'not an email' } })).errors?.[0].extensions?.code).toBe(
        'BAD_USER_INPUT',
      );
      expect((await legacyRegister(server)).status).toBe(200);
      expect((await server.gql(REGISTER, { input: blank })).errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    }));

  it('legacy: after 3 password grants in a minute, 429 with an OAuth-shaped body; registrations get {"errors"}', () =>
    withServer(false, async (server) => {
      for (let i = 0; i < LIMIT; i++) {
        expect(await legacySignIn(server)).toEqual({
          status: 401,
          body: { error: 'unauthorized', error_description: 'User with email nobody@example.com was not found.' },
        });
      }
      expect(await legacySignIn(server)).toEqual({ status: 429, body: { error: 'too_many_requests', error_description: REFUSED } });
      expect(await legacyRegister(server)).toEqual({ status: 400, body: { errors: [REFUSED] } });
    }));

  it('counts both doors in one budget', () =>
    withServer(false, async (server) => {
      expect((await legacyRegister(server)).status).toBe(200);
      expect((await legacySignIn(server)).status).toBe(401);
      expect((await graphqlSignIn(server)).extensions.code).toBe('UNAUTHENTICATED');
      expect((await graphqlSignIn(server)).extensions.code).toBe('TOO_MANY_REQUESTS');
      expect((await legacySignIn(server)).status).toBe(429);
    }));

  it('ignores X-Forwarded-For unless TRUST_PROXY says to (a client cannot pick a fresh address)', () =>
    withServer(false, async (server) => {
      for (let i = 0; i < LIMIT; i++) await graphqlSignIn(server, `203.0.113.${i}`);
      expect((await graphqlSignIn(server, '203.0.113.99')).extensions.code).toBe('TOO_MANY_REQUESTS');
      expect((await legacySignIn(server, '203.0.113.98')).status).toBe(429);
    }));

  it('counts IPv6 clients per /56, so changing the address within a network does not start afresh', () =>
    withServer('loopback', async (server) => {
      for (let i = 1; i <= LIMIT; i++) await graphqlSignIn(server, `2001:db8:0:1::${i}`);
      expect((await graphqlSignIn(server, '2001:db8:0:2::99')).extensions.code).toBe('TOO_MANY_REQUESTS');
      expect((await graphqlSignIn(server, '2001:db8:0:100::1')).extensions.code).toBe('UNAUTHENTICATED');
    }));

  it('behind a trusted proxy, counts each forwarded client on its own', () =>
    withServer('loopback', async (server) => {
      for (let i = 0; i < LIMIT; i++) await graphqlSignIn(server, '203.0.113.1');
      expect((await graphqlSignIn(server, '203.0.113.1')).extensions.code).toBe('TOO_MANY_REQUESTS');
      expect((await legacySignIn(server, '203.0.113.1')).status).toBe(429);
      expect((await graphqlSignIn(server, '203.0.113.2')).extensions.code).toBe('UNAUTHENTICATED');
      expect((await legacySignIn(server, '203.0.113.3')).status).toBe(401);
    }));
});
