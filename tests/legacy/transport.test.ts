/**
 * The legacy door's conventions (docs/legacy-rest.md, Conventions) across every kind of answer: CORS on all of
 * them (errors included), no XSRF requirement, `{"errors": [...]}` on every non-OAuth error (fallbacks,
 * malformed bodies, internal failures), the OAuth 401/403 bodies on paths outside the API, JSON as UTF-8,
 * and numbers as plain decimal strings even where Java would have switched to scientific notation.
 */
import {
  call,
  CLIENT_BASIC,
  createFood,
  LEGACY_NUMBER,
  registerAndLogin,
  requestToken,
  startLegacyServer,
  type TestServer,
} from './helpers';

let server: TestServer;
let token: string;
let account: { name: string; email: string; password: string };
let food: any;
beforeAll(async () => {
  server = await startLegacyServer();
  ({ token, account } = await registerAndLogin(server));
  food = await createFood(server, token, { name: 'Cross-origin food' });
}, 30_000);
afterAll(() => server.close());

const ORIGIN = 'http://localhost:4200';

/** A request as a page on another origin sends it. */
const fromBrowser = (method: string, path: string, options: Parameters<typeof call>[3] = {}) =>
  call(server, method, path, { ...options, headers: { origin: ORIGIN, ...options.headers } });

describe('CORS on every kind of answer', () => {
  const cases: [string, number, () => ReturnType<typeof call>][] = [
    ['a JSON 200', 200, () => fromBrowser('GET', '/foods/all', { token })],
    ['a create (200, never 201)', 200, () => fromBrowser('POST', '/tags', { token, body: { id: null, name: 'CORS' } })],
    ['an empty 200', 200, () => fromBrowser('POST', `/foods/${food.id}`, { token, body: { ...food } })],
    ['a business 400', 400, () => fromBrowser('GET', '/foods/999999', { token })],
    ['a validation 400', 400, () => fromBrowser('POST', '/users', { body: {} })],
    ['a malformed-JSON 400', 400, () => fromBrowser('POST', '/foods', { token, body: '{"name":' })],
    ['a 401 without a token', 401, () => fromBrowser('GET', '/meals/meals-info')],
    ['a 401 for a bad token', 401, () => fromBrowser('GET', '/meals/meals-info', { token: 'garbage' })],
    ['a 403 outside the API', 403, () => fromBrowser('GET', '/actuator/health', { token })],
    ['a 404 fallback', 404, () => fromBrowser('GET', '/foods/1/extra', { token })],
    [
      'an OAuth 400',
      400,
      () =>
        fromBrowser('POST', '/oauth/token', {
          headers: { authorization: CLIENT_BASIC, 'content-type': 'application/x-www-form-urlencoded' },
          body: `username=${account.email}&password=wrong&grant_type=password`,
        }),
    ],
    [
      'an OAuth 401',
      401,
      () =>
        fromBrowser('POST', '/oauth/token', {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'grant_type=password',
        }),
    ],
  ];

  it.each(cases)('adds Access-Control-Allow-Origin: * to %s, never credentials', async (_name, status, send) => {
    const response = await send();
    expect(response.status).toBe(status);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('adds it to an internal 500 too', async () => {
    const failure = jest.spyOn(server.services.foods, 'all').mockRejectedValueOnce(new Error('boom'));
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await fromBrowser('GET', '/foods/all', { token });
      expect(response.status).toBe(500);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.json).toEqual({ errors: ['Internal server error.'] });
    } finally {
      failure.mockRestore();
      log.mockRestore();
    }
  });

  it.each([
    ['/oauth/token', 'POST'],
    ['/users', 'POST'],
    ['/users/populate', 'POST'],
    ['/foods/all', 'GET'],
    ['/foods/7', 'DELETE'],
    ['/meals?day=1&month=1&year=2021', 'POST'],
    ['/meals/meals-info/macros/1', 'POST'],
    ['/trainings/session/next', 'POST'],
    ['/somewhere/else', 'GET'],
  ])('answers the preflight of %s (%s) with 200 and no token', async (path, method) => {
    const response = await call(server, 'OPTIONS', path, {
      headers: { origin: ORIGIN, 'access-control-request-method': method, 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(response.status).toBe(200);
    expect(response.text).toBe('');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain(method);
    expect(response.headers.get('access-control-allow-headers')).toBe('authorization,content-type');
  });
});

describe('no XSRF', () => {
  it('never needs, never sets and ignores the XSRF token and cookie', async () => {
    const plain = await fromBrowser('POST', '/tags', { token, body: { id: null, name: 'No XSRF' } });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('set-cookie')).toBeNull();
    const stray = await fromBrowser('DELETE', `/tags/${plain.json.id}`, {
      token,
      headers: { 'x-xsrf-token': 'whatever', cookie: 'XSRF-TOKEN=other' },
    });
    expect(stray.status).toBe(200);
    expect(stray.headers.get('set-cookie')).toBeNull();
  });
});

describe('{"errors": [...]} on every non-OAuth error', () => {
  const expectErrorsBody = (response: { status: number; headers: Headers; json: any }, status: number) => {
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(Object.keys(response.json)).toEqual(['errors']);
    expect(response.json.errors.length).toBeGreaterThan(0);
    for (const message of response.json.errors) expect(typeof message).toBe('string');
  };

  it.each([
    ['GET', '/foods/1/extra'],
    ['GET', '/meals/entries'],
    ['GET', '/meals/meals-info/macros/1'],
    ['PUT', '/foods/1'],
    ['PATCH', '/trainings/1'],
    ['DELETE', '/foods'],
    ['GET', '/trainings/session/next'],
  ])('answers %s %s (no such endpoint, token given) with 404 {errors}', async (method, path) => {
    const response = await call(server, method, path, { token });
    expectErrorsBody(response, 404);
    expect(response.json.errors).toEqual([`No endpoint ${method} ${path}.`]);
  });

  it('answers an unknown path under the public /users with 404 {errors}, without a token', async () => {
    const response = await call(server, 'GET', '/users/me');
    expectErrorsBody(response, 404);
  });

  it.each([
    ['/foods', '{"name": "Banana",'],
    ['/meals/entries', '{'],
    ['/trainings/session/next', 'not json'],
    ['/users', '"just a string"'],
    ['/foods', 'null'],
  ])('answers a malformed JSON body on %s with 400 {errors}', async (path, body) => {
    const response = await call(server, 'POST', path, { token: path === '/users' ? undefined : token, body });
    expectErrorsBody(response, 400);
    expect(response.json.errors).toEqual(['Malformed request body.']);
  });

  it('answers a JSON array body with the validation errors of an empty object', async () => {
    const response = await call(server, 'POST', '/tags', { token, body: [1, 2] });
    expectErrorsBody(response, 400);
  });

  it('answers a body above 1 MB with 400 {errors}', async () => {
    const response = await call(server, 'POST', '/foods', { token, body: JSON.stringify({ name: 'x'.repeat(1_100_000) }) });
    expectErrorsBody(response, 400);
    expect(response.json.errors).toEqual(['Request body too large.']);
  });

  it('answers an internal failure with 500 {errors}', async () => {
    const failure = jest.spyOn(server.services.routines, 'active').mockRejectedValueOnce(new Error('database gone'));
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await call(server, 'GET', '/trainings/active', { token });
      expectErrorsBody(response, 500);
      expect(response.json.errors).toEqual(['Internal server error.']); // no internals leak
    } finally {
      failure.mockRestore();
      log.mockRestore();
    }
  });
});

describe('legacy 500s answer 400 {errors} (differences 6, 12 and 13)', () => {
  const recipe = { id: null, name: 'R', foodsSelected: [], serving: '1', unit: 'un.' };
  it.each<[string, string, string, unknown, string[]]>([
    ['a recipe with ingredients null', 'POST', '/recipes', { ...recipe, ingredients: null }, ['Ingredients: Add at least one ingredient.']],
    ['a recipe without ingredients', 'POST', '/recipes', recipe, ['Ingredients: Add at least one ingredient.']],
    [
      'an entry with mealId and dailyMealId null',
      'POST',
      '/meals/entries',
      { id: null, mealId: null, quantity: '1', food: { id: 1 }, macrosCount: null, dailyMealId: null },
      ['Meal: Required field.', 'Daily meal: Required field.'],
    ],
    [
      'an edit of a missing entry',
      'POST',
      '/meals/entries/99999',
      { id: 99999, quantity: '1', food: { id: 1 } },
      ['Meal entry with id 99999 was not found.'],
    ],
    ['a page out of range', 'GET', '/foods?page=-1&size=0', undefined, ['Page: Must be 0 or more.', 'Size: Must be at least 1.']],
    ['an impossible date', 'GET', '/meals?day=31&month=2&year=2021', undefined, ['Date: 31/2/2021 is not a valid date.']],
    [
      'a routine without weekFrequency',
      'POST',
      '/trainings',
      {
        id: null,
        name: 'R',
        description: 'd',
        goal: 'g',
        weekFrequency: null,
        isActiveRoutine: true,
        trainingSessions: [],
        user: { name: '', email: '', password: '' },
      },
      ['Times per week: Required field.'],
    ],
    [
      'a food without a unit',
      'POST',
      '/foods',
      { id: null, name: 'F', serving: '1', unit: null, carbohydrates: '1', proteins: '1', fats: '1', calories: '1' },
      ['Unit: Required field. Choose g, ml or un.'],
    ],
  ])('answers %s with 400', async (_name, method, path, body, errors) => {
    const response = await call(server, method, path, { token, body });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ errors });
  });
});

describe('paths outside the API', () => {
  it.each(['/', '/admin', '/graphql', '/api/foods', '/oauth/authorize', '/FOODS/all', '/foodsx'])(
    'answers %s with the OAuth 401 without a token and 403 access_denied with one',
    async (path) => {
      const anonymous = await call(server, 'GET', path);
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.get('www-authenticate')).toMatch(/^Bearer /);
      expect(anonymous.json).toEqual({
        error: 'unauthorized',
        error_description: 'Full authentication is required to access this resource',
      });
      const signedIn = await call(server, 'POST', path, { token, body: {} });
      expect(signedIn.status).toBe(403);
      expect(signedIn.json).toEqual({ error: 'access_denied', error_description: 'Access is denied' });
    },
  );

  it('answers GET /oauth/token (only POST exists) like any protected path', async () => {
    const response = await call(server, 'GET', '/oauth/token');
    expect(response.status).toBe(401);
    expect(response.json.error).toBe('unauthorized');
  });
});

describe('JSON in UTF-8', () => {
  /** The raw bytes, to prove the accents travel as UTF-8 and not as escapes or Latin-1. */
  async function raw(method: string, path: string, body?: unknown) {
    const response = await fetch(server.legacyUrl + path, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
  }

  it('answers application/json; charset=utf-8 with accents intact, in answers and in error messages', async () => {
    const name = 'Feijão com açaí e pão';
    const created = await raw('POST', '/foods', {
      id: null,
      name,
      serving: '100',
      unit: 'g',
      carbohydrates: '1',
      proteins: '1',
      fats: '1',
      calories: '1',
    });
    expect(created.status).toBe(200);
    expect(created.type).toBe('application/json; charset=utf-8');
    expect(created.bytes.includes(Buffer.from(`"name":"${name}"`, 'utf8'))).toBe(true);

    const listed = await raw('GET', '/foods/all');
    expect(listed.type).toBe('application/json; charset=utf-8');
    expect(listed.bytes.includes(Buffer.from(name, 'utf8'))).toBe(true);

    const refused = await raw('POST', '/foods', {
      id: null,
      name,
      serving: '100',
      unit: 'porção',
      carbohydrates: '1',
      proteins: '1',
      fats: '1',
      calories: '1',
    });
    expect(refused.status).toBe(400);
    expect(refused.type).toBe('application/json; charset=utf-8');
    expect(JSON.parse(refused.bytes.toString('utf8'))).toEqual({ errors: ['Unit: Unknown unit "porção". Choose g, ml or un.'] });
  });

  it('answers updates and deletes with no body and no content type', async () => {
    const update = await call(server, 'POST', `/foods/${food.id}`, { token, body: { ...food, name: 'Renamed' } });
    expect(update.status).toBe(200);
    expect(update.text).toBe('');
    expect(update.headers.get('content-type')).toBeNull();
  });
});

describe('numbers as plain decimal strings (difference 1)', () => {
  /**
   * Every numeric-looking string of a JSON tree ("12.5", "1.0E7") is plain decimal text: a legacy
   * number ("12.5", "0.0") or, for `mealsPerDay`, integer text ("3").
   */
  function expectPlainNumbers(value: unknown, key = '') {
    if (typeof value === 'string' && /^-?[\d.]+([eE][+-]?\d+)?$/.test(value))
      expect(value).toMatch(key === 'mealsPerDay' ? /^\d+$/ : LEGACY_NUMBER);
    else if (Array.isArray(value)) value.forEach((item) => expectPlainNumbers(item));
    else if (value && typeof value === 'object') Object.entries(value).forEach(([k, item]) => expectPlainNumbers(item, k));
  }

  it('writes huge and tiny amounts, entry macros and day totals without an exponent', async () => {
    const { token: own } = await registerAndLogin(server);
    // Java would write these as 1.0E-3… / 9.9999999E7 / 1.0E9: the client's mask garbles that.
    const huge = await createFood(server, own, {
      name: 'Huge',
      serving: '0.001',
      carbohydrates: '999999999.999',
      proteins: '10000000',
      fats: '0.001',
      calories: '99999999',
    });
    expect(huge).toMatchObject({
      serving: '0.001',
      carbohydrates: '999999999.999',
      proteins: '10000000.0',
      fats: '0.001',
      calories: '99999999.0',
    });
    const tiny = await createFood(server, own, {
      name: 'Tiny',
      serving: '999999999',
      carbohydrates: '0.001',
      proteins: '0.001',
      fats: '0',
      calories: '0.002',
    });
    expect(tiny).toMatchObject({ serving: '999999999.0', carbohydrates: '0.001', fats: '0.0', calories: '0.002' });

    const day = (await call(server, 'POST', '/meals?day=1&month=3&year=2021', { token: own })).json;
    const add = (item: object, quantity: string) =>
      call(server, 'POST', '/meals/entries', {
        token: own,
        body: { id: null, mealId: day.meals[0].id, quantity, ...item, macrosCount: null, dailyMealId: day.id },
      });
    const big = await add({ food: huge }, '999999999,999');
    expect(big.status).toBe(200);
    expect(big.json.macrosCount.proteinsCount).toBe('9999999999990000000.0'); // 1e7 / 0.001 × 999999999.999
    const small = await add({ food: tiny }, '0,001');
    expect(small.status).toBe(200);
    expect(small.json.macrosCount).toMatchObject({ caloriesCount: '0.0', carbsCount: '0.0', fatsCount: '0.0' });

    const goals = await call(server, 'GET', '/meals/meals-info', { token: own });
    const id = goals.json.macrosGoal.id;
    await call(server, 'POST', `/meals/meals-info/macros/${id}`, {
      token: own,
      body: { id, caloriesCount: '12345678,9', carbsCount: '0,001', proteinsCount: '10000000', fatsCount: '0' },
    });

    for (const path of ['/foods/all', '/meals?day=1&month=3&year=2021', '/meals/meals-info']) {
      const response = await call(server, 'GET', path, { token: own });
      expect(response.status).toBe(200);
      expect(response.text).not.toMatch(/\d[eE][+-]?\d/);
      expectPlainNumbers(response.json);
    }
    const info = (await call(server, 'GET', '/meals/meals-info', { token: own })).json;
    expect(info.macrosGoal).toMatchObject({
      caloriesCount: '12345678.9',
      carbsCount: '0.001',
      proteinsCount: '10000000.0',
      fatsCount: '0.0',
    });
  });
});

describe('token interchangeability', () => {
  it('accepts a GraphQL login token on the legacy door', async () => {
    const login = await server.gql(
      'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { accessToken } }',
      { email: account.email, password: account.password },
    );
    const graphqlToken = login.data!.login.accessToken as string;
    const response = await call(server, 'GET', '/foods/all', { token: graphqlToken });
    expect(response.status).toBe(200);
    const legacyToken = (await requestToken(server, account.email, account.password)).json.access_token;
    expect(JSON.parse(Buffer.from(graphqlToken.split('.')[1], 'base64url').toString()).user_name).toBe(
      JSON.parse(Buffer.from(legacyToken.split('.')[1], 'base64url').toString()).user_name,
    );
  });
});

describe('security headers and content types (hardening)', () => {
  it('sends the security headers the contract allows on answers, errors and preflights, keeping CORS open', async () => {
    const answers = [
      await fromBrowser('GET', '/foods/all', { token }),
      await fromBrowser('GET', '/foods/999999', { token }),
      await fromBrowser('GET', '/meals/meals-info'),
      await call(server, 'OPTIONS', '/foods', {
        headers: {
          origin: ORIGIN,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type',
        },
      }),
    ];
    for (const response of answers) {
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      // The old client reads these answers from another origin.
      expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    }
  });

  it.each([
    ['text/plain', 'text/plain;charset=UTF-8'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['no type', undefined],
  ])(
    'refuses a JSON body sent as %s with 415 and registers nobody (a page elsewhere could send it without a preflight)',
    async (_kind, type) => {
      const email = `simple-${type ?? 'none'}-${process.pid}@example.com`.replace(/[^\w@.-]/g, '');
      const body = JSON.stringify({ name: 'Mallory', email, password: 'secret' });
      const response = await fetch(`${server.legacyUrl}/users`, {
        method: 'POST',
        headers: { origin: 'http://evil.example', ...(type ? { 'content-type': type } : {}) },
        body: type ? body : new Blob([body]),
      });
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ errors: ['Send the request body as JSON, with Content-Type: application/json.'] });
      expect(await server.services.users.findByEmail(email)).toBeNull();
    },
  );

  it('still takes bodiless writes such as starting a day', async () => {
    const response = await call(server, 'POST', '/meals?day=3&month=2&year=2026', { token });
    expect(response.status).toBe(200);
  });
});
