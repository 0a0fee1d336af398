/** The legacy door's registration, tokens, bearer checks, CORS and error bodies (docs/legacy-rest.md, Signing in). */
import jwt from 'jsonwebtoken';
import { call, CLIENT_BASIC, newAccount, registerAndLogin, requestToken, signToken, startLegacyServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startLegacyServer();
});
afterAll(() => server.close());

describe('POST /users', () => {
  it('registers and answers 200 with name and email, never the password', async () => {
    const account = newAccount();
    const response = await call(server, 'POST', '/users', { body: account });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.json).toEqual({ name: account.name, email: account.email });
  });

  it.each([
    ['name', "User name can't be empty."],
    ['email', "User email can't be empty."],
    ['password', "User password can't be empty."],
  ])('answers 400 with the legacy message when %s is empty or missing', async (field, message) => {
    for (const value of ['', null, undefined]) {
      const response = await call(server, 'POST', '/users', { body: { ...newAccount(), [field]: value } });
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ errors: [message] });
    }
  });

  it('lists one message per failing field', async () => {
    const response = await call(server, 'POST', '/users', { body: {} });
    expect(response.status).toBe(400);
    expect(response.json.errors.sort()).toEqual(
      ["User email can't be empty.", "User name can't be empty.", "User password can't be empty."].sort(),
    );
  });

  it('refuses a duplicate email in another letter case', async () => {
    const account = newAccount({ email: 'Same.Person@Example.com' });
    await call(server, 'POST', '/users', { body: account });
    const response = await call(server, 'POST', '/users', { body: newAccount({ email: 'same.person@example.COM' }) });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ errors: ['User with email same.person@example.COM was already registered.'] });
  });

  it('ignores extra fields the client might send', async () => {
    const response = await call(server, 'POST', '/users', { body: { ...newAccount(), populateData: false, id: 7 } });
    expect(response.status).toBe(200);
  });

  it('answers malformed JSON with an errors body', async () => {
    const response = await call(server, 'POST', '/users', { body: '{"name": ' });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ errors: [expect.any(String)] });
  });
});

describe('POST /oauth/token', () => {
  it('returns the token JSON with a three-part JWT carrying a numeric exp and user_name', async () => {
    const account = newAccount({ email: 'Token.Shape@Example.com' });
    await call(server, 'POST', '/users', { body: account });

    const response = await requestToken(server, 'token.shape@example.com', account.password);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.json).toEqual({
      access_token: expect.any(String),
      token_type: 'bearer',
      expires_in: expect.any(Number),
      scope: 'read write',
      jti: expect.any(String),
    });
    expect(response.json.expires_in).toBeGreaterThanOrEqual(86398);
    expect(response.json.expires_in).toBeLessThanOrEqual(86400);
    const parts = response.json.access_token.split('.');
    expect(parts).toHaveLength(3);
    expect(JSON.parse(Buffer.from(parts[0], 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    const payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString());
    expect(payload).toMatchObject({
      user_name: 'Token.Shape@Example.com',
      scope: ['read', 'write'],
      authorities: ['ROLE_USER'],
      client_id: 'training-diet-frontend-angular-app',
      jti: response.json.jti,
    });
    expect(Number.isInteger(payload.exp)).toBe(true);
    expect(payload.exp).toBeGreaterThan(Date.now() / 1000);
  });

  it('answers a wrong password with 400 invalid_grant', async () => {
    const { account } = await registerAndLogin(server);
    const response = await requestToken(server, account.email, 'wrong');
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ error: 'invalid_grant', error_description: 'Bad credentials' });
  });

  it('answers 429 after 10 wrong passwords for one account from one address, even to the right one', async () => {
    const { account } = await registerAndLogin(server);
    for (let i = 0; i < 10; i++) expect((await requestToken(server, account.email, 'wrong')).status).toBe(400);
    const response = await requestToken(server, account.email, account.password);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(response.json).toEqual({
      error: 'too_many_requests',
      error_description: expect.stringMatching(/^Too many failed sign-in attempts/),
    });
  });

  it('answers an unknown email with 401 unauthorized naming the email', async () => {
    const response = await requestToken(server, 'nobody@example.com', 'whatever');
    expect(response.status).toBe(401);
    expect(response.json).toEqual({ error: 'unauthorized', error_description: 'User with email nobody@example.com was not found.' });
  });

  it.each(['álice@例え.jp', '김민준@example.com', 'ana"quote@example.com'])(
    'answers an unknown email outside Latin-1 (%s) with the same 401, never a 500',
    async (email) => {
      const response = await requestToken(server, email, 'whatever');
      expect(response.status).toBe(401);
      expect(response.json).toEqual({ error: 'unauthorized', error_description: `User with email ${email} was not found.` });
      expect(response.headers.get('www-authenticate')).toMatch(
        /^Bearer realm="oauth2-resource", error="unauthorized", error_description="User with email [\x20-\x7e]+ was not found\."$/,
      );
    },
  );

  it('refuses requests without the client credentials', async () => {
    const response = await requestToken(server, 'a@example.com', 'x', 'Basic ' + Buffer.from('someone:else').toString('base64'));
    expect(response.status).toBe(401);
    expect(response.json.error).toBe('unauthorized');
  });

  it('refuses other grant types', async () => {
    const response = await call(server, 'POST', '/oauth/token', {
      headers: { authorization: CLIENT_BASIC, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    expect(response.status).toBe(400);
    expect(response.json.error).toBe('unsupported_grant_type');
  });

  it('keeps a literal + in the email and password (the client sends it un-escaped)', async () => {
    const account = newAccount({ email: `ana+fit${process.pid}@example.com`, password: 'a+b' });
    await call(server, 'POST', '/users', { body: account });
    const response = await requestToken(server, account.email, account.password);
    expect(response.status).toBe(200);
  });

  it('issues tokens the GraphQL door accepts', async () => {
    const { account, token } = await registerAndLogin(server);
    const me = await server.gql('{ me { email } }', {}, token);
    expect(me.data).toEqual({ me: { email: account.email } });
  });
});

describe('bearer checks', () => {
  let token: string;
  let email: string;
  beforeAll(async () => {
    ({
      token,
      account: { email },
    } = await registerAndLogin(server));
  });

  it('answers a protected path without a token with 401 unauthorized', async () => {
    const response = await call(server, 'GET', '/foods/all');
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer /);
    expect(response.json).toEqual({ error: 'unauthorized', error_description: 'Full authentication is required to access this resource' });
  });

  it('answers an expired token with 401 invalid_token quoting the token', async () => {
    const expired = signToken({ user_name: email, exp: Math.floor(Date.now() / 1000) - 60 });
    const response = await call(server, 'GET', '/foods/all', { token: expired });
    expect(response.status).toBe(401);
    expect(response.json).toEqual({ error: 'invalid_token', error_description: `Access token expired: ${expired}` });
  });

  it.each([
    ['garbage', 'not-a-token'],
    [
      'a foreign signature',
      jwt.sign({ user_name: 'x@example.com', exp: 9999999999 }, 'another-secret-another-secret-123456', { algorithm: 'HS256' }),
    ],
    [
      'alg none',
      `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from('{"user_name":"x@example.com","exp":9999999999}').toString('base64url')}.`,
    ],
  ])('answers %s with 401 invalid_token', async (_case, bad) => {
    const response = await call(server, 'GET', '/trainings/active', { token: bad });
    expect(response.status).toBe(401);
    expect(response.json).toEqual({ error: 'invalid_token', error_description: 'Cannot convert access token to JSON' });
  });

  it('rejects an invalid token even on the public /users path', async () => {
    const response = await call(server, 'POST', '/users', { token: 'not-a-token', body: newAccount() });
    expect(response.status).toBe(401);
    expect(response.json.error).toBe('invalid_token');
  });

  it('denies other paths: 401 without a token, 403 access_denied with one', async () => {
    const anonymous = await call(server, 'GET', '/admin');
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.error).toBe('unauthorized');
    const signedIn = await call(server, 'GET', '/admin', { token });
    expect(signedIn.status).toBe(403);
    expect(signedIn.json).toEqual({ error: 'access_denied', error_description: 'Access is denied' });
  });
});

describe('CORS', () => {
  it('answers a preflight without a token, echoing the requested headers', async () => {
    const response = await call(server, 'OPTIONS', '/foods', {
      headers: {
        origin: 'http://localhost:4200',
        'access-control-request-method': 'DELETE',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(response.status).toBe(200);
    expect(response.text).toBe('');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('DELETE');
    expect(response.headers.get('access-control-allow-headers')).toBe('authorization,content-type');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('adds the CORS header to error responses too', async () => {
    const response = await call(server, 'GET', '/foods', { headers: { origin: 'http://localhost:4200' } });
    expect(response.status).toBe(401);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('never asks for an XSRF token', async () => {
    const response = await call(server, 'POST', '/users', { body: newAccount(), headers: { origin: 'http://localhost:4200' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});
