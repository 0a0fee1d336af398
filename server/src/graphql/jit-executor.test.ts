import { parse, type OperationDefinitionNode } from 'graphql';
import { kitchen } from '../../test/meal-fixtures';
import { startTestServer, type TestServer } from '../../test/test-server';
import { trainingFixture } from '../../test/workout-fixtures';
import { compilable, JIT_DEFAULTS, type JitStats } from './jit-executor';

/**
 * Every document is sent twice to one server: its first sight runs on graphql-js, its second on graphql-jit's
 * compiled function (graphql/jit-executor.ts). The two answers (status and body, byte for byte) must be the same, and
 * the counters say which executor answered.
 */
const stats: JitStats = { compiled: 0, compiledRuns: 0, graphqlJsRuns: 0, errorReruns: 0, notCompiled: {} };
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({}, { signInAttemptsPerMinute: 1000, jit: { stats } });
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

  it('a resolver error on the only root field (NOT_FOUND, UNAUTHENTICATED): the compiled answer, as graphql-js words it', async () => {
    const notFound = await bothExecutors(fresh(`query($id: Int!) { food(id: $id) { id name } }`), { id: 999_999 }, token);
    expect(notFound.path).toBe('compiled');
    expect(notFound.answer.data).toBeNull();
    expect(notFound.answer.errors).toEqual([
      expect.objectContaining({ path: ['food'], locations: [{ line: 1, column: 20 }], extensions: { code: 'NOT_FOUND' } }),
    ]);
    const anonymous = await bothExecutors(fresh(`{ me { id } }`));
    expect(anonymous.path).toBe('compiled');
    expect(anonymous.answer.errors![0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('several root fields failing (non-null bubbling, two errors): graphql-js answers, in its order', async () => {
    const { path, answer } = await bothExecutors(fresh(`{ me { id } foods(page: 0, size: 1) { totalElements } activeRoutine { id } }`));
    expect(path).toBe('rerun');
    expect(answer.data).toBeNull();
    expect(answer.errors!.map((error) => error.extensions.code)).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED']);
    const twoMissing = await bothExecutors(
      fresh(`query($id: Int!) { food(id: $id) { id } again: food(id: $id) { id } }`),
      { id: 999_998 },
      token,
    );
    expect(twoMissing.path).toBe('rerun');
    // graphql-js reports the failure that nulled the answer first; graphql-jit's own answer is not trusted for this.
    expect(twoMissing.answer.errors).toHaveLength(1);
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
    expect(['compiled', 'rerun']).toContain(path);
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
    expect(stats.notCompiled).toMatchObject({
      'string literal': expect.any(Number),
      directive: expect.any(Number),
      'reserved response key': expect.any(Number),
    });
  });
});

describe('compilable', () => {
  const operation = (query: string) => {
    const document = parse(query);
    return [document, document.definitions[0] as OperationDefinitionNode] as const;
  };

  it('refuses what graphql-jit would do differently or unsafely, and documents past the field bound', () => {
    expect(compilable(...operation(`query($d: LocalDate!) { dailyMeal(date: $d) { id } }`), 10)).toBe(true);
    expect(compilable(...operation(`{ dailyMeal(date: "2026-01-01") { id } }`), 10)).toBe('string literal');
    expect(compilable(...operation(`query($d: String = "x") { me { id } }`), 10)).toBe('string literal');
    expect(compilable(...operation(`{ me @skip(if: false) { id } }`), 10)).toBe('directive');
    expect(compilable(...operation(`{ __proto__: me { id } }`), 10)).toBe('reserved response key');
    expect(compilable(...operation(`{ __type(name: Food) { name } }`), 10)).toBe('reserved response key');
    expect(compilable(...operation(`mutation { logout }`), 10)).toBe('not a query');
    // A fragment spread at every level is counted at every spread (what the compiled code would hold), in linear time.
    const levels = Array.from({ length: 30 }, (_, i) => `fragment f${i} on User { id a: id ...f${i + 1} b: id ...f${i + 1} }`);
    const deep = `{ me { ...f0 } } ${levels.join(' ')} fragment f30 on User { id }`;
    expect(compilable(...operation(deep), JIT_DEFAULTS.maxFields)).toBe('too many fields');
    expect(compilable(...operation(`{ me { id name email } }`), 3)).toBe('too many fields');
    expect(compilable(...operation(`{ me { id name } }`), 3)).toBe(true);
  });
});
