import { createHash } from 'node:crypto';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { buildSchema, isInputObjectType, isInterfaceType, isObjectType, parse, type OperationDefinitionNode } from 'graphql';
import { captureLog } from '../../test/log-capture';
import { kitchen } from '../../test/meal-fixtures';
import { startTestServer, type TestServer } from '../../test/test-server';
import { trainingFixture } from '../../test/workout-fixtures';
import { jitSightsFromEnvironment } from '../config';
import { compilable, ERROR_RERUNS_IN_A_ROW, JIT_DEFAULTS, JitExecutor, jitPlugin, type JitOptions, type JitStats } from './jit-executor';
import { operationLimitsPlugin } from './operation-limits.plugin';
import { buildAppSchema } from './schema';

/**
 * Every document is sent twice to one server: its first sight runs on graphql-js, its second on graphql-jit's
 * compiled function (graphql/jit-executor.ts). The two answers (status and body, byte for byte) must be the same, and
 * the counters say which executor answered.
 */
const stats: JitStats = { compiled: 0, compiledRuns: 0, graphqlJsRuns: 0, errorReruns: 0, notCompiled: {} };
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({}, { signInAttemptsPerMinute: 1000, jit: { stats, sightsBeforeCompile: 1 } });
});
afterAll(() => server?.close());

async function post(query: string, variables?: Record<string, unknown>, token?: string) {
  const response = await fetch(`${server.mainUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: await response.text() };
}

/**
 * A document's answers on its first sight (graphql-js) and second (compiled, when it compiles): the same bytes. What
 * the second request did: `compiled` (the compiled answer was sent), `rerun` (compiled, then graphql-js answered
 * because the compiled answer had errors it could not vouch for), or `graphql-js` (never compiled).
 */
async function bothExecutors(query: string, variables?: Record<string, unknown>, token?: string) {
  const first = await post(query, variables, token);
  const before = { ...stats };
  const second = await post(query, variables, token);
  expect(second).toEqual(first);
  const path = stats.errorReruns > before.errorReruns ? 'rerun' : stats.compiledRuns > before.compiledRuns ? 'compiled' : 'graphql-js';
  return { path, status: first.status, answer: JSON.parse(first.body) as { data?: any; errors?: any[] } };
}

/** A query text no other test sends (a document is compiled once per server, on its second sight). */
let unique = 0;
const fresh = (query: string) => `${query}\n# ${(unique += 1)}`;

const MACROS = '{ carbohydrates proteins fats calories }';
const DAY = `query DailyMeal($date: LocalDate!) { dailyMeal(date: $date) { id date meals { id dailyMealId name orderNumber
  entries { id mealId quantity food { id name unit } recipe { id name unit } macros ${MACROS} } totals ${MACROS} } totals ${MACROS} } }`;
const ROUTINE = `query ActiveRoutine { activeRoutine { id name description goal weekFrequency isActive sessions { id routineId orderNumber
  description isCurrent exercises { id sessionId sets repetitions restSeconds exercise { id name tags { id name } } } } currentSession { id } } }`;
const FOODS = `query FoodsPage($page: Int!, $size: Int!, $search: String) { foods(page: $page, size: $size, search: $search) {
  content { id name serving unit carbohydrates proteins fats calories } totalElements } }`;

describe('the compiled executor answers as graphql-js does', () => {
  let token: string;
  let trainingToken: string;
  beforeAll(async () => {
    const cook = await kitchen(server);
    token = cook.token;
    const day = (await server.data(`mutation { startDay(date: "2026-03-06") { meals { id } } }`, {}, token)).startDay;
    const add = `mutation($mealId: Int!, $input: MealEntryInput!) { addMealEntry(mealId: $mealId, input: $input) { entry { id } } }`;
    await server.data(add, { mealId: day.meals[0].id, input: { foodId: cook.banana, quantity: '250.125' } }, token);
    await server.data(add, { mealId: day.meals[0].id, input: { recipeId: cook.recipe, quantity: '1.5' } }, token);
    await server.data(add, { mealId: day.meals[1].id, input: { foodId: cook.oats, quantity: 33 } }, token);
    trainingToken = (await trainingFixture(server)).token;
  });

  it('the hot reads: day (exact decimals, dates), active routine, foods page', async () => {
    const day = await bothExecutors(fresh(DAY), { date: '2026-03-06' }, token);
    expect(day.path).toBe('compiled');
    expect(day.answer.data.dailyMeal.meals[0].entries).toHaveLength(2);
    expect(day.answer.data.dailyMeal.meals[0].entries[0].quantity).toBe('250.125');
    const routine = await bothExecutors(fresh(ROUTINE), {}, trainingToken);
    expect(routine.path).toBe('compiled');
    expect(routine.answer.data.activeRoutine.sessions).toHaveLength(2);
    const foods = await bothExecutors(fresh(FOODS), { page: 0, size: 9 }, token);
    expect(foods.path).toBe('compiled');
    expect(foods.answer.data.foods.totalElements).toBe(2);
    expect((await bothExecutors(fresh(FOODS), { page: 0, size: 9, search: 'ban' }, token)).path).toBe('compiled');
    // A day with no data: a nullable root field answered null.
    const empty = await bothExecutors(fresh(DAY), { date: '2026-03-07' }, token);
    expect(empty.path).toBe('compiled');
    expect(empty.answer).toEqual({ data: { dailyMeal: null } });
  });

  it('aliases, fragments, inline fragments, __typename and several operations in one document', async () => {
    const query = `query A { first: foods(page: 0, size: 1) { ...page } second: foods(page: 1, size: 1) { content { ... on Food { __typename id name } } } me { __typename id } }
      query B { me { id } }
      fragment page on FoodPage { totalElements content { id name macros: calories } }`;
    const named = async (operationName: string) => {
      const body = JSON.stringify({ query, operationName });
      const send = () =>
        fetch(`${server.mainUrl}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body,
        }).then((r) => r.text());
      const first = await send();
      const before = stats.compiledRuns;
      expect(await send()).toBe(first);
      expect(stats.compiledRuns).toBe(before + 1);
      return JSON.parse(first);
    };
    const answerA = await named('A');
    expect(Object.keys(answerA.data)).toEqual(['first', 'second', 'me']);
    expect(answerA.data.second.content[0].__typename).toBe('Food');
    expect(Object.keys((await named('B')).data)).toEqual(['me']);
  });

  it('a resolver error (NOT_FOUND): graphql-js words the answer, and the document stays compiled for the next request', async () => {
    const query = fresh(`query($id: Int!) { food(id: $id) { id name } }`);
    const notFound = await bothExecutors(query, { id: 999_999 }, token);
    expect(notFound.path).toBe('rerun');
    expect(notFound.answer.data).toBeNull();
    expect(notFound.answer.errors).toEqual([
      expect.objectContaining({ path: ['food'], locations: [{ line: 1, column: 20 }], extensions: { code: 'NOT_FOUND' } }),
    ]);
    const id = (await server.data(`{ allFoods { id } }`, {}, token)).allFoods[0].id;
    const before = stats.compiledRuns;
    const found = await post(query, { id }, token);
    expect(JSON.parse(found.body).data.food.id).toEqual(expect.any(Number));
    expect(stats.compiledRuns).toBe(before + 1);
  });

  it('anonymous requests never make the server compile', async () => {
    const before = stats.notCompiled['signed out'] ?? 0;
    const anonymous = await bothExecutors(fresh(`{ me { id } }`));
    expect(anonymous.path).toBe('graphql-js');
    expect(anonymous.answer.errors![0].extensions.code).toBe('UNAUTHENTICATED');
    expect(stats.notCompiled['signed out']).toBe(before + 2);
  });

  it('several root fields failing (non-null bubbling, two errors): graphql-js answers, and the document stays compiled', async () => {
    const query = fresh(`query($id: Int!) { food(id: $id) { id } again: food(id: $id) { id } }`);
    // graphql-js reports the failure that nulled the answer first, and which read fails first is the database's timing
    // (on MariaDB either may): the two answers are compared by shape, not bytes. graphql-jit's own answer is not trusted
    // for this.
    const reruns = stats.errorReruns;
    const answers = [await post(query, { id: 999_998 }, token), await post(query, { id: 999_998 }, token)];
    expect(stats.errorReruns).toBe(reruns + 1);
    const eitherFailure = (field: string, column: number) => ({
      message: 'Food with id 999998 was not found.',
      locations: [{ line: 1, column }],
      path: [field],
      extensions: { code: 'NOT_FOUND' },
    });
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      const body = JSON.parse(answer.body) as { data: unknown; errors: unknown[] };
      expect(body.data).toBeNull();
      expect(body.errors).toHaveLength(1);
      expect([eitherFailure('food', 20), eitherFailure('again', 41)]).toContainEqual(body.errors[0]);
    }
    // The errors were the resolvers' (the data's): a request that finds the food runs compiled, once.
    const id = (await server.data(`{ allFoods { id } }`, {}, token)).allFoods[0].id;
    const before = { ...stats };
    const found = await post(query, { id }, token);
    expect(JSON.parse(found.body).data.food.id).toEqual(expect.any(Number));
    expect(stats.compiledRuns).toBe(before.compiledRuns + 1);
    expect(stats.errorReruns).toBe(before.errorReruns);
  });

  // No query takes a Decimal or an input object: those variables are a mutation's, never compiled.
  it('refused variables (type, non-null, 32-bit, the LocalDate scalar): graphql-js words them, status 400', async () => {
    const cases: [string, Record<string, unknown>][] = [
      [FOODS, { page: 'zero', size: 9 }],
      [FOODS, { page: 0 }],
      [FOODS, { page: 0, size: 2 ** 40 }],
      [DAY, { date: '2026-02-31' }],
      [DAY, { date: 20260306 }],
      [DAY, {}],
    ];
    for (const [query, variables] of cases) {
      const { path, status, answer } = await bothExecutors(fresh(query), variables, token);
      expect(path).toBe('rerun');
      expect(status).toBe(400);
      expect(answer.errors![0].extensions.code).toBe('BAD_USER_INPUT');
    }
  });

  it('a bad argument the service refuses (BAD_USER_INPUT with field messages) answers the same', async () => {
    const { path, answer } = await bothExecutors(fresh(FOODS), { page: -1, size: 9 }, token);
    expect(path).toBe('rerun');
    expect(answer.errors![0].extensions.code).toBe('BAD_USER_INPUT');
    expect(answer.errors![0].extensions.fields).toBeDefined();
  });

  it('documents that are never compiled: string literals (code injection in graphql-jit 0.8.9), directives, `__` aliases, mutations, introspection', async () => {
    const marker = '__MAGIC_DATE__33a9e76d_02e0_4128_8e92_3530ad3da74d';
    const injection = `{ foods(page: 0, size: 1, search: "${marker}0)+(globalThis.jitInjected=1)+(0") { totalElements } }`;
    const literal = await bothExecutors(injection, undefined, token);
    expect(literal.path).toBe('graphql-js');
    expect((globalThis as { jitInjected?: number }).jitInjected).toBeUndefined();
    expect(literal.answer.data.foods.totalElements).toBe(0);
    expect((await bothExecutors(fresh(`query($s: Boolean!) { me @include(if: $s) { id } }`), { s: true }, token)).path).toBe('graphql-js');
    const proto = await bothExecutors(fresh(`{ __proto__: me { id } }`), undefined, token);
    expect(proto.path).toBe('graphql-js');
    expect(Object.keys(proto.answer.data)).toEqual(['__proto__']);
    expect((await bothExecutors(fresh(`{ __schema { queryType { name } } }`))).path).toBe('graphql-js');
    const mutation = `mutation($input: TagInput!) { createTag(input: $input) { name } }`;
    const before = stats.compiledRuns;
    await post(mutation, { input: { name: 'Um' } }, trainingToken);
    await post(mutation, { input: { name: 'Dois' } }, trainingToken);
    expect(stats.compiledRuns).toBe(before);
    // `_` in an alias (graphql-jit's keys of resolve infos join response paths with `_`), a long alias, a long text.
    expect((await bothExecutors(fresh(`{ me_: me { id } }`), undefined, token)).path).toBe('graphql-js');
    expect((await bothExecutors(fresh(`{ ${'m'.repeat(65)}: me { id } }`), undefined, token)).path).toBe('graphql-js');
    const long = await bothExecutors(`${fresh(FOODS)}\n#${'#'.repeat(JIT_DEFAULTS.maxQueryLength)}`, { page: 0, size: 1 }, token);
    expect(long.path).toBe('graphql-js');
    expect(long.answer.data.foods.totalElements).toBe(2);
    // Short enough, but comment lines: every token is kept with the document.
    const commented = await bothExecutors(`${fresh(FOODS)}\n${'#\n'.repeat(JIT_DEFAULTS.maxTokens)}`, { page: 0, size: 1 }, token);
    expect(commented.path).toBe('graphql-js');
    expect(commented.answer.data.foods.totalElements).toBe(2);
    expect(stats.notCompiled).toMatchObject({
      'string literal': expect.any(Number),
      directive: expect.any(Number),
      'reserved response key': expect.any(Number),
      'underscore in a name': expect.any(Number),
      'long alias': expect.any(Number),
      'query too long': 2,
      'too many tokens': 1,
    });
  });
});

describe('the answer meter (operation-limits) counts compiled answers as graphql-js answers', () => {
  const meterStats: JitStats = { compiled: 0, compiledRuns: 0, graphqlJsRuns: 0, errorReruns: 0, notCompiled: {} };
  let metered: TestServer;
  let token: string;
  const aliases = (n: number) => Array.from({ length: n }, (_, i) => `a${i}: name`).join(' ');
  beforeAll(async () => {
    metered = await startTestServer(
      {},
      { signInAttemptsPerMinute: 1000, maxAnswerValues: 100, jit: { stats: meterStats, sightsBeforeCompile: 1 } },
    );
    token = (await kitchen(metered)).token; // two foods
  });
  afterAll(() => metered?.close());

  const twice = async (query: string) => {
    const send = () =>
      fetch(`${metered.mainUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query }),
      }).then(async (r) => ({ status: r.status, body: await r.text() }));
    const first = await send();
    const before = meterStats.compiledRuns;
    const second = await send();
    expect(second).toEqual(first);
    return { first, compiled: meterStats.compiledRuns > before };
  };

  it('past the bound on the compiled path: RESPONSE_TOO_LARGE, the same bytes, read once', async () => {
    const reruns = meterStats.errorReruns;
    const { first, compiled } = await twice(`{ allFoods { ${aliases(60)} } }`); // 2 × 60 + 1 values
    expect(compiled).toBe(true);
    // Not executed again by graphql-js: the answer is the operation limits' error whatever was read.
    expect(meterStats.errorReruns).toBe(reruns);
    expect(first.status).toBe(400);
    expect(JSON.parse(first.body).errors[0].extensions.code).toBe('RESPONSE_TOO_LARGE');
    expect((await twice(`{ allFoods { ${aliases(40)} } }`)).compiled).toBe(true); // 81 values: answered
  });

  it('an alias with `_` cannot hand a list the resolve info of another field (graphql-jit joins paths with `_`)', async () => {
    // Compiled, `x_y`'s resolver got the info of `y → x` (`mealNames`, one value an item) and the meter counted 3.
    const { first, compiled } = await twice(`{ x_y: allFoods { ${aliases(60)} } y: mealInfo { x: mealNames { id } } }`);
    expect(compiled).toBe(false);
    expect(first.status).toBe(400);
    expect(JSON.parse(first.body).errors[0].extensions.code).toBe('RESPONSE_TOO_LARGE');
  });
});

describe('the compiled executor alone (a small schema)', () => {
  const schema = buildSchema(`type Query { list: [Int!]! a: Int b: Int c: Int! }`);
  schema.getQueryType()!.getFields().list.resolve = () => [1, 2, 3, 4, 5, 6];
  schema.getQueryType()!.getFields().a.resolve = () => {
    throw new Error('a failed');
  };
  schema.getQueryType()!.getFields().b.resolve = () => {
    throw new Error('b failed');
  };
  schema.getQueryType()!.getFields().c.resolve = () => null;
  const signedIn = (id = 1) => ({ auth: { status: 'authenticated', user: { id } } });

  async function apollo(executor: JitExecutor) {
    const server = new ApolloServer({
      schema,
      plugins: [ApolloServerPluginCacheControlDisabled(), operationLimitsPlugin(schema, { maxAnswerValues: 10 }), jitPlugin(executor)],
    });
    await server.start();
    return server;
  }
  /** The answer to `query` from the signed-in user `userId`. */
  const run = async (server: ApolloServer, query: string, userId = 1) => {
    const response = await server.executeOperation({ query }, { contextValue: signedIn(userId) });
    return response.body.kind === 'single' ? response.body.singleResult : null;
  };
  /** An executor with these options (compiling on first sight) behind an Apollo server of its own, stopped after `body`. */
  async function withExecutor(options: JitOptions, body: (server: ApolloServer, executor: JitExecutor) => Promise<void>) {
    const executor = new JitExecutor(schema, { sightsBeforeCompile: 0, ...options });
    const server = await apollo(executor);
    try {
      await body(server, executor);
    } finally {
      await server.stop();
    }
  }

  it('restarts the answer meter when graphql-js executes a compiled answer with errors again', async () => {
    await withExecutor({}, async (server, executor) => {
      // 7 values a run, at most 10: counted twice (the compiled run and graphql-js's), it would answer RESPONSE_TOO_LARGE.
      const answer = await run(server, `{ list a b }`);
      expect(executor.stats.errorReruns).toBe(1);
      expect(answer?.data).toEqual({ list: [1, 2, 3, 4, 5, 6], a: null, b: null });
      expect(answer?.errors?.map((error) => error.message)).toEqual(['a failed', 'b failed']);
    });
  });

  it("keeps a document whose errors are its resolvers' compiled; one whose errors graphql-jit made is not compiled again", async () => {
    await withExecutor({}, async (server, executor) => {
      await run(server, `{ list a }`);
      await run(server, `{ list a }`);
      expect(executor.stats).toMatchObject({ compiled: 1, compiledRuns: 2, errorReruns: 2 });
      expect(executor.keptDocuments).toBe(1);
      // A non-null field whose resolver gave null: the error is the executor's, not a resolver's.
      const nulled = await run(server, `{ list c }`);
      expect(nulled).toEqual({ data: null, errors: [expect.objectContaining({ path: ['c'] })] });
      expect(nulled?.errors?.[0].message).toBe('Cannot return null for non-nullable field Query.c.');
      expect(executor.stats.notCompiled.errors).toBe(1);
      expect(await run(server, `{ list c }`)).toEqual(nulled);
      expect(executor.stats).toMatchObject({ compiled: 2, compiledRuns: 3, errorReruns: 3 });
      expect(executor.keptDocuments).toBe(1);
    });
  });

  it(`a document whose resolvers fail ${ERROR_RERUNS_IN_A_ROW} times in a row goes to graphql-js; a clean answer starts the count again`, async () => {
    let fail = true;
    const flaky = buildSchema(`type Query { item: Int }`);
    flaky.getQueryType()!.getFields().item.resolve = () => {
      if (fail) throw new Error('not found');
      return 1;
    };
    const log = captureLog();
    const executor = new JitExecutor(flaky, { sightsBeforeCompile: 0, log: () => log.logger });
    const server = new ApolloServer({ schema: flaky, plugins: [ApolloServerPluginCacheControlDisabled(), jitPlugin(executor)] });
    await server.start();
    /** The debug lines saying an answer was read again: [errors in a row, whether the document stays compiled]. */
    const rereads = () =>
      log.lines().map((line) => {
        expect(line).toMatchObject({ level: 'debug', operation: 'query Item', cause: 'resolver errors' });
        return [line.errorRunsInARow, line.staysCompiled];
      });
    try {
      const ask = () => run(server, `query Item { item }`);
      for (let i = 1; i < ERROR_RERUNS_IN_A_ROW; i += 1) await ask();
      fail = false;
      expect(await ask()).toEqual({ data: { item: 1 } }); // compiled, clean: the count starts again
      fail = true;
      for (let i = 1; i < ERROR_RERUNS_IN_A_ROW; i += 1) await ask();
      expect(executor.keptDocuments).toBe(1);
      await ask();
      expect(executor.stats.notCompiled.errors).toBe(1);
      expect(executor.keptDocuments).toBe(0);
      const runs = executor.stats.compiledRuns;
      await ask();
      expect(executor.stats.compiledRuns).toBe(runs);
      // Every compiled answer thrown away is said once; graphql-js's own answers are not.
      expect(rereads()).toEqual([
        ...Array.from({ length: ERROR_RERUNS_IN_A_ROW - 1 }, (_, i) => [i + 1, true]),
        ...Array.from({ length: ERROR_RERUNS_IN_A_ROW - 1 }, (_, i) => [i + 1, true]),
        [ERROR_RERUNS_IN_A_ROW, false],
      ]);
    } finally {
      await server.stop();
    }
  });

  it('a compiled function that throws: graphql-js answers, and the document is not compiled again', async () => {
    const log = captureLog();
    await withExecutor({ log: () => log.logger }, async (server, executor) => {
      const query = `{ list }`;
      expect((await run(server, query))?.data).toEqual({ list: [1, 2, 3, 4, 5, 6] });
      expect(executor.stats.compiledRuns).toBe(1);
      // graphql-jit failing inside its own code (not a resolver): reached through the entry it keeps.
      const key = `${createHash('sha256').update(query).digest('hex')}:0`;
      const entry = (executor as unknown as { compiled: { get(key: string): { query: () => never } | undefined } }).compiled.get(key);
      entry!.query = () => {
        throw new TypeError('compiled code failed');
      };
      expect(await run(server, query)).toEqual({ data: { list: [1, 2, 3, 4, 5, 6] } });
      expect(executor.stats.errorReruns).toBe(1);
      expect(executor.stats.notCompiled.errors).toBe(1);
      expect(executor.keptDocuments).toBe(0);
      expect(executor.keptCode).toBe(0);
      expect(log.lines()).toEqual([
        expect.objectContaining({ level: 'debug', operation: 'query anonymous', cause: 'compiled function threw', staysCompiled: false }),
      ]);
    });
  });

  it('anonymous requests run on graphql-js; the sights knob refuses what is not a count', async () => {
    await withExecutor({}, async (server, executor) => {
      await server.executeOperation({ query: `{ list }` }, { contextValue: {} });
      expect(executor.stats.compiledRuns).toBe(0);
      expect(executor.stats.notCompiled['signed out']).toBe(1);
    });
    expect(() => new JitExecutor(schema, { sightsBeforeCompile: NaN })).toThrow(RangeError);
    expect(jitSightsFromEnvironment({})).toBeUndefined();
    expect(jitSightsFromEnvironment({ FM_JIT_SIGHTS: '' })).toBeUndefined();
    expect(jitSightsFromEnvironment({ FM_JIT_SIGHTS: '0' })).toBe(0);
    expect(jitSightsFromEnvironment({ FM_JIT_SIGHTS: '2' })).toBe(2);
    expect(() => jitSightsFromEnvironment({ FM_JIT_SIGHTS: 'abc' })).toThrow(/FM_JIT_SIGHTS/);
    expect(() => jitSightsFromEnvironment({ FM_JIT_SIGHTS: '-1' })).toThrow(/FM_JIT_SIGHTS/);
  });

  it('compiles at most a burst per user, then one a refill period; refused users get graphql-js answers', async () => {
    let now = 0;
    await withExecutor({ compileBurst: 2, compileRefillMs: 1_000, clock: () => now }, async (server, executor) => {
      const as = (userId: number, query: string) => run(server, query, userId);
      const list = { data: { list: [1, 2, 3, 4, 5, 6] } };
      expect(await as(1, `{ list }`)).toEqual(list);
      expect(await as(1, `{ one: list }`)).toEqual({ data: { one: [1, 2, 3, 4, 5, 6] } });
      expect(executor.stats.compiled).toBe(2);
      // The third new document: user 1 is out of compiles, so graphql-js answers and nothing is remembered against it.
      expect(await as(1, `{ two: list }`)).toEqual({ data: { two: [1, 2, 3, 4, 5, 6] } });
      expect(executor.stats.compiled).toBe(2);
      expect(executor.stats.notCompiled['compile budget']).toBe(1);
      // Documents already compiled cost nothing.
      expect(await as(1, `{ list }`)).toEqual(list);
      expect(executor.stats.compiledRuns).toBe(3);
      // Another user compiles it; then user 1 runs it compiled.
      expect(await as(2, `{ two: list }`)).toEqual({ data: { two: [1, 2, 3, 4, 5, 6] } });
      expect(executor.stats.compiled).toBe(3);
      await as(1, `{ two: list }`);
      expect(executor.stats.compiledRuns).toBe(5);
      // A refill period later, user 1 compiles one more, and only one.
      now += 1_000;
      await as(1, `{ three: list }`);
      await as(1, `{ four: list }`);
      expect(executor.stats.compiled).toBe(4);
      expect(executor.stats.notCompiled['compile budget']).toBe(2);
      // Refusals for other reasons take nothing from the budget.
      now += 1_000;
      await as(1, `{ list @skip(if: false) }`);
      expect(executor.stats.notCompiled.directive).toBe(1);
      await as(1, `{ four: list }`);
      expect(executor.stats.compiled).toBe(5);
    });
  });

  it('bounds the generated code kept, measured per document, not per field', async () => {
    // Each document ~ the same fields; a bound of code a little above one document's keeps one at a time.
    let one = 0;
    await withExecutor({}, async (server, probe) => {
      await run(server, `{ list }`);
      one = probe.keptCode;
    });
    expect(one).toBeGreaterThan(0);
    await withExecutor({ maxCompiledCode: one * 1.5 }, async (server, executor) => {
      await run(server, `{ list }`);
      await run(server, `{ other: list }`);
      expect(executor.stats.compiled).toBe(2);
      expect(executor.keptDocuments).toBe(1);
      expect(executor.keptCode).toBeLessThanOrEqual(one * 1.5);
    });
    // One document's code past its own bound: compiled once, never kept.
    await withExecutor({ maxDocumentCode: 10 }, async (server, small) => {
      expect((await run(server, `{ list }`))?.data).toEqual({ list: [1, 2, 3, 4, 5, 6] });
      expect(small.stats.notCompiled['code too large']).toBe(1);
      expect(small.keptDocuments).toBe(0);
    });
  });
});

describe('compilable', () => {
  const operation = (query: string) => {
    const document = parse(query);
    return [document, document.definitions[0] as OperationDefinitionNode] as const;
  };

  it('refuses what graphql-jit would do differently or unsafely, and documents past the field bound', () => {
    expect(compilable(...operation(`query($d: LocalDate!) { dailyMeal(date: $d) { id } }`), 10)).toEqual({ fields: 2 });
    expect(compilable(...operation(`{ dailyMeal(date: "2026-01-01") { id } }`), 10)).toBe('string literal');
    expect(compilable(...operation(`query($d: String = "x") { me { id } }`), 10)).toBe('string literal');
    expect(compilable(...operation(`{ me @skip(if: false) { id } }`), 10)).toBe('directive');
    expect(compilable(...operation(`{ __proto__: me { id } }`), 10)).toBe('reserved response key');
    expect(compilable(...operation(`{ __type(name: Food) { name } }`), 10)).toBe('reserved response key');
    expect(compilable(...operation(`{ x_y: allFoods { name } y: mealInfo { x: mealNames } }`), 10)).toBe('underscore in a name');
    expect(compilable(...operation(`{ me { first_name } }`), 10)).toBe('underscore in a name');
    expect(compilable(...operation(`{ me { __typename id } }`), 10)).toEqual({ fields: 3 });
    expect(compilable(...operation(`{ me { ${'a'.repeat(64)}: id } }`), 10)).toEqual({ fields: 2 });
    expect(compilable(...operation(`{ me { ${'a'.repeat(65)}: id } }`), 10)).toBe('long alias');
    expect(compilable(...operation(`mutation { logout }`), 10)).toBe('not a query');
    // Queries that write (importPreview claims the upload and stores its preview): a re-run would write again.
    expect(compilable(...operation(`query($id: Int!) { importPreview(uploadId: $id) { layout } }`), 10)).toBe('writes');
    expect(compilable(...operation(`query($id: Int!) { ...f } fragment f on Query { importPreview(uploadId: $id) { layout } }`), 10)).toBe(
      'writes',
    );
    // A fragment spread at every level is counted at every spread (what the compiled code would hold), in linear time.
    const levels = Array.from({ length: 30 }, (_, i) => `fragment f${i} on User { id a: id ...f${i + 1} b: id ...f${i + 1} }`);
    const deep = `{ me { ...f0 } } ${levels.join(' ')} fragment f30 on User { id }`;
    expect(compilable(...operation(deep), JIT_DEFAULTS.maxFields)).toBe('too many fields');
    expect(compilable(...operation(`{ me { id name email } }`), 3)).toBe('too many fields');
    expect(compilable(...operation(`{ me { id name } a: me { id } }`), 5)).toEqual({ fields: 5 });
  });

  it('no name of the schema has `_` (graphql-jit keys resolve infos by paths joined with `_`: with no `_` in aliases either, keys are unique)', async () => {
    const schema = await buildAppSchema();
    const names: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__')) continue;
      names.push(type.name);
      if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) names.push(...Object.keys(type.getFields()));
    }
    expect(names.length).toBeGreaterThan(100);
    expect(names.filter((name) => name.includes('_'))).toEqual([]);
  });
});
