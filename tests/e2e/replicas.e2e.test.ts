/**
 * The compose file's `replicas` profile without Docker: two processes of the built server, started at the same moment
 * on one empty MariaDB database, and a round robin in this test where nginx would stand (each request goes to the
 * next process). What a replica must share lives in the database: tokens signed with one secret are accepted by
 * both, a write through one is read through the other, and the sign-in budget of a client address is one budget.
 *
 * Needs TEST_MYSQL_URL (`npm test` passes the MariaDB it started); skipped without it.
 */
import { randomBytes } from 'node:crypto';
import { createConnection, type Connection } from 'mysql2/promise';
import { startAppServer, type AppServer } from './support/harness';

const mysqlUrl = process.env.TEST_MYSQL_URL;
const describeOnMariaDb = mysqlUrl ? describe : describe.skip;

const LEGACY_BASIC =
  'Basic ' +
  Buffer.from(
    'training-diet-frontend-angular-app:veryhardsecretwhowouldguessitthereisanumber1andasign#nowacapitalletterAwowthatsextensive!andnew',
  ).toString('base64');

interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

describeOnMariaDb('two app processes behind a round robin on one MariaDB database', () => {
  const database = `app_e2e_replicas_${process.pid}_${Date.now().toString(36)}`;
  let admin: Connection;
  let replicas: AppServer[] = [];
  let turn = 0;
  /** The next replica in turn, as a round-robin proxy would pick it. */
  const next = () => replicas[turn++ % replicas.length];

  beforeAll(async () => {
    const url = new URL(mysqlUrl!);
    admin = await createConnection({
      host: url.hostname,
      port: Number(url.port || 3306),
      user: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
    });
    await admin.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    url.pathname = `/${database}`;
    // What the compose profile gives both replicas: one database, one JWT secret, a trusted proxy in front.
    const env = { JWT_SECRET: randomBytes(48).toString('base64'), TRUST_PROXY: 'loopback' };
    const started = await Promise.allSettled([0, 1].map(() => startAppServer({ databaseUrl: url.href, legacy: true, env })));
    replicas = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const failed = started.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
    if (failed.length) throw new Error(`A replica did not start:\n${failed.join('\n')}`);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.stop()));
    await admin?.query(`DROP DATABASE IF EXISTS \`${database}\``);
    await admin?.end();
  });

  async function graphql<T>(replica: AppServer, query: string, variables: object = {}, headers: Record<string, string> = {}) {
    const response = await fetch(`${replica.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as GraphQLAnswer<T>;
  }
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  async function legacy(replica: AppServer, method: string, path: string, options: { token?: string; body?: unknown; from?: string } = {}) {
    const response = await fetch(`${replica.legacyUrl!}${path}`, {
      method,
      headers: {
        ...(options.token ? bearer(options.token) : {}),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    return { status: response.status, json: await response.json() };
  }

  function legacyToken(replica: AppServer, email: string, password: string, from: string) {
    return fetch(`${replica.legacyUrl!}/oauth/token`, {
      method: 'POST',
      headers: { authorization: LEGACY_BASIC, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': from },
      body: new URLSearchParams({ username: email, password, grant_type: 'password' }).toString(),
    }).then(async (response) => ({ status: response.status, json: (await response.json()) as Record<string, unknown> }));
  }

  const LOGIN = 'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { accessToken } }';
  const FOOD_FIELDS = 'id name serving unit carbohydrates proteins fats calories';
  const food = (name: string, calories: string) => ({
    name,
    serving: '100',
    unit: 'G',
    carbohydrates: '10.5',
    proteins: '2',
    fats: '0.25',
    calories,
  });

  async function signedInUser(from: string) {
    const user = { name: 'Replica User', email: `replica-${randomBytes(6).toString('hex')}@example.com`, password: 'secret-replicas' };
    const registered = await graphql(
      next(),
      'mutation ($input: RegisterInput!) { register(input: $input) { id } }',
      { input: user },
      {
        'x-forwarded-for': from,
      },
    );
    expect(registered.errors).toBeUndefined();
    const login = await graphql<{ login: { accessToken: string } }>(next(), LOGIN, user, { 'x-forwarded-for': from });
    expect(login.errors).toBeUndefined();
    return { ...user, token: login.data!.login.accessToken };
  }

  test('both started at once on the empty database, and every migration was applied once', async () => {
    const [rows] = await admin.query(`SELECT name, COUNT(*) AS n FROM \`${database}\`.migrations GROUP BY name`);
    const counts = rows as { name: string; n: number | string }[];
    expect(counts.length).toBeGreaterThan(0);
    expect(counts.filter((row) => Number(row.n) !== 1)).toEqual([]);
    for (const replica of replicas) expect((await fetch(`${replica.baseUrl}/ready`)).status).toBe(200);
  });

  test('a token from one replica is accepted by the other, on both doors', async () => {
    const user = await signedInUser('198.51.100.10');
    const [a, b] = replicas;
    for (const replica of [a, b]) {
      const me = await graphql<{ me: { email: string } }>(replica, '{ me { email } }', {}, bearer(user.token));
      expect(me).toEqual({ data: { me: { email: user.email } } });
    }
    // A legacy token from the second replica reads the account through the first one's GraphQL door, and back.
    const issued = await legacyToken(b, user.email, user.password, '198.51.100.10');
    expect(issued.status).toBe(200);
    const legacyAccess = issued.json.access_token as string;
    const me = await graphql<{ me: { email: string } }>(a, '{ me { email } }', {}, bearer(legacyAccess));
    expect(me.data?.me.email).toBe(user.email);
    expect((await legacy(a, 'GET', '/foods?page=0&size=5', { token: user.token })).status).toBe(200);
    // A token the replicas did not sign is refused by both.
    for (const replica of [a, b]) {
      const refused = await graphql(replica, '{ me { email } }', {}, bearer(`${user.token.slice(0, -4)}AAAA`));
      expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  test('a write through one replica is read through the other', async () => {
    const user = await signedInUser('198.51.100.11');
    // Ten foods created in turn through both replicas and both doors; every replica then lists all ten in name order.
    const names = ['Jiló', 'arroz', 'Banana', 'feijão', 'Ovo', 'aveia', 'Café', 'leite', 'Maçã', 'pão'];
    for (const [index, name] of names.entries()) {
      const replica = next();
      if (index % 3 === 2) {
        const created = await legacy(replica, 'POST', '/foods', {
          token: user.token,
          body: { id: null, name, serving: '100', unit: 'g', carbohydrates: '10.5', proteins: '2', fats: '0.25', calories: '50' },
        });
        expect(created.status).toBe(200);
      } else {
        const created = await graphql(
          replica,
          `
            mutation ($input: FoodInput!) {
              createFood(input: $input) {
                id
              }
            }
          `,
          { input: food(name, '50') },
          bearer(user.token),
        );
        expect(created.errors).toBeUndefined();
      }
    }
    // Name order: lower case without accents (these keys are letters only, where both databases agree).
    const key = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const expected = [...names].sort((x, y) => (key(x) < key(y) ? -1 : 1));
    for (const replica of replicas) {
      const page = await graphql<{ foods: { totalElements: number; content: { name: string }[] } }>(
        replica,
        '{ foods(page: 0, size: 20) { totalElements content { name } } }',
        {},
        bearer(user.token),
      );
      expect(page.data?.foods.totalElements).toBe(10);
      expect(page.data?.foods.content.map((row) => row.name)).toEqual(expected);
    }

    // An update through one is what the other answers next, and a deletion through the other is gone from the first.
    const [a, b] = replicas;
    const listed = await graphql<{ foods: { content: { id: number; name: string }[] } }>(
      a,
      '{ foods(page: 0, size: 20, search: "jilo") { content { id name } } }',
      {},
      bearer(user.token),
    );
    const jilo = listed.data!.foods.content[0];
    const updated = await graphql(
      a,
      `
        mutation ($id: Int!, $input: FoodInput!) {
          updateFood(id: $id, input: $input) {
            id
          }
        }
      `,
      { id: jilo.id, input: food('Jiló refogado', '77.125') },
      bearer(user.token),
    );
    expect(updated.errors).toBeUndefined();
    const read = await graphql<{ food: Record<string, unknown> }>(
      b,
      `query ($id: Int!) { food(id: $id) { ${FOOD_FIELDS} } }`,
      { id: jilo.id },
      bearer(user.token),
    );
    expect(read.data?.food).toMatchObject({ name: 'Jiló refogado', calories: '77.125' });
    const deleted = await graphql(b, 'mutation ($id: Int!) { deleteFood(id: $id) { id } }', { id: jilo.id }, bearer(user.token));
    expect(deleted.errors).toBeUndefined();
    const gone = await graphql(
      a,
      `
        query ($id: Int!) {
          food(id: $id) {
            id
          }
        }
      `,
      { id: jilo.id },
      bearer(user.token),
    );
    expect(gone.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    // Another account, through either replica, sees none of it.
    const stranger = await signedInUser('198.51.100.12');
    for (const replica of replicas) {
      const page = await graphql<{ foods: { totalElements: number } }>(replica, '{ foods { totalElements } }', {}, bearer(stranger.token));
      expect(page.data?.foods.totalElements).toBe(0);
    }
  });

  test('a client address has one sign-in budget across both replicas and both doors', async () => {
    // 30 attempts a minute per address (README › TRUST_PROXY): 30 wrong sign-ins, in turn through both replicas and
    // both doors, each for another email so that no per-account limit is reached first; all are answered as wrong.
    const from = '203.0.113.77';
    for (let attempt = 0; attempt < 30; attempt++) {
      const replica = next();
      const email = `nobody-${attempt}-${process.pid}@example.com`;
      if (attempt % 2 === 0) {
        const answer = await graphql(replica, LOGIN, { email, password: 'wrong' }, { 'x-forwarded-for': from });
        expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      } else {
        expect((await legacyToken(replica, email, 'wrong', from)).status).toBe(401);
      }
    }
    // The 31st is refused by either replica, on either door, whatever the account, the right password included.
    const owner = await signedInUser('198.51.100.13');
    const [a, b] = replicas;
    const refused = await graphql(a, LOGIN, { email: owner.email, password: owner.password }, { 'x-forwarded-for': from });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Too many sign-in attempts from this address. Try again in a minute.',
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    const refusedLegacy = await legacyToken(b, owner.email, owner.password, from);
    expect(refusedLegacy.status).toBe(429);
    // Another address is not held back by it.
    const elsewhere = await graphql<{ login: { accessToken: string } }>(
      b,
      LOGIN,
      { email: owner.email, password: owner.password },
      {
        'x-forwarded-for': '203.0.113.78',
      },
    );
    expect(elsewhere.data?.login.accessToken).toEqual(expect.any(String));
  });
});
