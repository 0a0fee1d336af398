/**
 * The legacy `/tags`, `/exercises` and `/trainings` endpoints (docs/legacy-rest.md; "difference N" is row N of its
 * deliberate differences): JSON shapes, paging, not-found texts, ownership, sessions and 'Done!'.
 */
import { call, registerAndLogin, startLegacyServer, type TestServer } from './helpers';

let server: TestServer;
let token: string;
let account: { name: string; email: string };
let otherToken: string;
beforeAll(async () => {
  server = await startLegacyServer();
  ({ token, account } = await registerAndLogin(server));
  ({ token: otherToken } = await registerAndLogin(server));
});
afterAll(() => server.close());

// ---- JSON shape checks, field by field ----

function expectId(value: unknown) {
  expect(Number.isInteger(value)).toBe(true);
  expect(value).toBeGreaterThan(0);
}

function expectLegacyTag(tag: any) {
  expect(Object.keys(tag).sort()).toEqual(['id', 'name']);
  expectId(tag.id);
  expect(typeof tag.name).toBe('string');
}

function expectLegacyExercise(exercise: any) {
  expect(Object.keys(exercise).sort()).toEqual(['id', 'name', 'tags']);
  expectId(exercise.id);
  expect(typeof exercise.name).toBe('string');
  expect(Array.isArray(exercise.tags)).toBe(true);
  exercise.tags.forEach(expectLegacyTag);
}

function expectLegacySessionExercise(item: any) {
  expect(Object.keys(item).sort()).toEqual(['exercise', 'id', 'repetitions', 'restInterval', 'sets', 'trainingSessionId']);
  expectId(item.id);
  expectLegacyExercise(item.exercise);
  for (const field of ['sets', 'repetitions', 'restInterval']) {
    expect(typeof item[field]).toBe('number');
    expect(Number.isInteger(item[field])).toBe(true);
  }
  expectId(item.trainingSessionId);
}

function expectLegacySession(session: any) {
  expect(Object.keys(session).sort()).toEqual([
    'description',
    'id',
    'isCurrentSession',
    'orderNumber',
    'sessionExercises',
    'trainingRoutineId',
  ]);
  expectId(session.id);
  expectId(session.orderNumber);
  expect(typeof session.description).toBe('string');
  expect(Array.isArray(session.sessionExercises)).toBe(true);
  session.sessionExercises.forEach(expectLegacySessionExercise);
  expectId(session.trainingRoutineId);
  expect(typeof session.isCurrentSession).toBe('boolean');
}

function expectLegacyRoutine(routine: any) {
  expect(Object.keys(routine).sort()).toEqual([
    'description',
    'goal',
    'id',
    'isActiveRoutine',
    'name',
    'trainingSessions',
    'user',
    'weekFrequency',
  ]);
  expectId(routine.id);
  for (const field of ['name', 'description', 'goal']) expect(typeof routine[field]).toBe('string');
  expect(Number.isInteger(routine.weekFrequency)).toBe(true);
  expect(routine.user).toEqual({ name: account.name, email: account.email });
  expect(typeof routine.isActiveRoutine).toBe('boolean');
  expect(Array.isArray(routine.trainingSessions)).toBe(true);
  expect(routine.trainingSessions).toHaveLength(routine.weekFrequency);
  routine.trainingSessions.forEach(expectLegacySession);
  expect(routine.trainingSessions.map((s: any) => s.orderNumber)).toEqual(routine.trainingSessions.map((_: unknown, i: number) => i + 1));
  expect(routine.trainingSessions.every((s: any) => s.trainingRoutineId === routine.id)).toBe(true);
  expect(routine.trainingSessions.filter((s: any) => s.isCurrentSession)).toHaveLength(1);
}

function expectPage(page: any, expected: { number: number; size: number; totalElements: number; numberOfElements: number }) {
  const totalPages = Math.ceil(expected.totalElements / expected.size);
  expect(page).toEqual({
    content: expect.any(Array),
    pageable: {
      sort: { sorted: false, unsorted: true, empty: true },
      offset: expected.number * expected.size,
      pageNumber: expected.number,
      pageSize: expected.size,
      paged: true,
      unpaged: false,
    },
    totalPages,
    totalElements: expected.totalElements,
    last: expected.number + 1 >= totalPages,
    size: expected.size,
    number: expected.number,
    sort: { sorted: false, unsorted: true, empty: true },
    numberOfElements: expected.numberOfElements,
    first: expected.number === 0,
    empty: expected.numberOfElements === 0,
  });
  expect(page.content).toHaveLength(expected.numberOfElements);
}

/** 200 with no body at all. */
function expectEmpty(response: { status: number; text: string }) {
  expect(response.status).toBe(200);
  expect(response.text).toBe('');
}

function expectErrors(response: { status: number; json: any }, messages: string[]) {
  expect(response.status).toBe(400);
  expect(response.json).toEqual({ errors: messages });
}

// ---- request helpers, bodies as the Angular client sends them ----

async function ok(method: string, path: string, body?: unknown, as = token) {
  const response = await call(server, method, path, { token: as, body });
  if (response.status !== 200) throw new Error(`${method} ${path} → ${response.status} ${response.text}`);
  return response.json;
}
const createTag = (name: string, as = token) => ok('POST', '/tags', { id: null, name }, as);
const createExercise = (name: string, tags: unknown[], as = token) => ok('POST', '/exercises', { id: null, name, tags }, as);
const routineBody = (overrides: Record<string, unknown> = {}) => ({
  id: null,
  name: 'Treino ABC',
  description: 'Treinamento para membros superiores e inferiores.',
  goal: 'Hipertrofia',
  weekFrequency: 3,
  isActiveRoutine: true,
  trainingSessions: [],
  user: { name: '', email: '', password: '' },
  ...overrides,
});
const createRoutine = (overrides: Record<string, unknown> = {}, as = token) => ok('POST', '/trainings', routineBody(overrides), as);
const itemBody = (exercise: unknown, trainingSessionId: number, overrides: Record<string, unknown> = {}) => ({
  id: null,
  exercise,
  sets: '4',
  repetitions: '12',
  restInterval: '60',
  trainingSessionId,
  ...overrides,
});

describe('/tags', () => {
  it('creates, lists, pages, reads, updates (empty body) and deletes (empty body) a tag', async () => {
    const { token: own } = await registerAndLogin(server);
    const created = await createTag('Peitoral', own);
    expectLegacyTag(created);
    expect(created.name).toBe('Peitoral');
    const second = await createTag('  Costas ', own);
    expect(second.name).toBe('Costas');
    await createTag('Abdômen', own);

    const all = await ok('GET', '/tags/all', undefined, own);
    expect(all.map((t: any) => t.name)).toEqual(['Peitoral', 'Costas', 'Abdômen']); // id order, not names
    all.forEach(expectLegacyTag);

    const page = await ok('GET', '/tags?page=1&size=2', undefined, own);
    expectPage(page, { number: 1, size: 2, totalElements: 3, numberOfElements: 1 });
    expect(page.content).toEqual([all[2]]);
    expectPage(await ok('GET', '/tags?page=5&size=2', undefined, own), { number: 5, size: 2, totalElements: 3, numberOfElements: 0 });

    expect(await ok('GET', `/tags/${created.id}`, undefined, own)).toEqual(created);
    expectEmpty(await call(server, 'POST', `/tags/${created.id}`, { token: own, body: { id: 999, name: 'Peito' } }));
    expect((await ok('GET', `/tags/${created.id}`, undefined, own)).name).toBe('Peito');
    expectEmpty(await call(server, 'DELETE', `/tags/${created.id}`, { token: own }));
    expectErrors(await call(server, 'GET', `/tags/${created.id}`, { token: own }), [`Tag with id ${created.id} was not found.`]);
  });

  it('answers not found with 400 and the legacy text on get, update and delete', async () => {
    for (const [method, body] of [
      ['GET', undefined],
      ['POST', { name: 'x' }],
      ['DELETE', undefined],
    ] as const) {
      expectErrors(await call(server, method, '/tags/999999', { token, body }), ['Tag with id 999999 was not found.']);
    }
    expectErrors(await call(server, 'GET', '/tags/abc', { token }), ['Tag with id abc was not found.']);
  });

  it('refuses to delete a tag used by an exercise', async () => {
    const tag = await createTag('Ombros');
    await createExercise('Desenvolvimento', [tag]);
    expectErrors(await call(server, 'DELETE', `/tags/${tag.id}`, { token }), ["You can't delete a tag with exercises associated."]);
  });

  it('rejects a missing or blank name', async () => {
    for (const name of [undefined, null, '', '   ']) {
      expectErrors(await call(server, 'POST', '/tags', { token, body: { id: null, name } }), ['Name: Required field.']);
    }
    expectErrors(await call(server, 'POST', '/tags', { token, body: { name: 'x'.repeat(101) } }), ['Name: Maximum 100 characters.']);
  });

  it('scopes every id to the signed-in user (difference 4)', async () => {
    const mine = await createTag('Minha');
    const message = [`Tag with id ${mine.id} was not found.`];
    expectErrors(await call(server, 'GET', `/tags/${mine.id}`, { token: otherToken }), message);
    expectErrors(await call(server, 'POST', `/tags/${mine.id}`, { token: otherToken, body: { name: 'x' } }), message);
    expectErrors(await call(server, 'DELETE', `/tags/${mine.id}`, { token: otherToken }), message);
    expect((await ok('GET', '/tags/all', undefined, otherToken)).some((t: any) => t.id === mine.id)).toBe(false);
  });

  it('needs a token', async () => {
    expect((await call(server, 'GET', '/tags/all')).status).toBe(401);
  });
});

describe('/exercises', () => {
  let chest: any;
  let triceps: any;
  beforeAll(async () => {
    chest = await createTag('Peitoral');
    triceps = await createTag('Tríceps');
  });

  it('creates with the tag objects of /tags/all, reads, replaces the tags on update and deletes', async () => {
    const created = await createExercise('Supino reto', [triceps, chest]);
    expectLegacyExercise(created);
    expect(created).toEqual({ id: created.id, name: 'Supino reto', tags: [chest, triceps] });

    expect(await ok('GET', `/exercises/${created.id}`)).toEqual(created);
    expect((await ok('GET', '/exercises/all')).find((e: any) => e.id === created.id)).toEqual(created);

    expectEmpty(
      await call(server, 'POST', `/exercises/${created.id}`, {
        token,
        body: { ...created, name: 'Supino inclinado', tags: [{ id: triceps.id, name: 'ignored' }] },
      }),
    );
    expect(await ok('GET', `/exercises/${created.id}`)).toEqual({ id: created.id, name: 'Supino inclinado', tags: [triceps] });

    expectEmpty(await call(server, 'DELETE', `/exercises/${created.id}`, { token }));
    expectErrors(await call(server, 'GET', `/exercises/${created.id}`, { token }), [`Exercise with id ${created.id} was not found.`]);
  });

  it('pages in id order with the Spring page object', async () => {
    const { token: own } = await registerAndLogin(server);
    const tag = await createTag('Pernas', own);
    for (const name of ['Leg press', 'Agachamento', 'Cadeira extensora']) await createExercise(name, [tag], own);
    const page = await ok('GET', '/exercises?page=0&size=2', undefined, own);
    expectPage(page, { number: 0, size: 2, totalElements: 3, numberOfElements: 2 });
    expect(page.content.map((e: any) => e.name)).toEqual(['Leg press', 'Agachamento']);
    page.content.forEach(expectLegacyExercise);
    expectErrors(await call(server, 'GET', '/exercises?page=-1&size=9', { token: own }), ['Page: Must be 0 or more.']);
  });

  it("rejects a missing name or no tags, and a tag that is not the user's", async () => {
    const response = await call(server, 'POST', '/exercises', { token, body: { id: null, name: '', tags: [] } });
    expect(response.status).toBe(400);
    expect(response.json.errors.sort()).toEqual(['Name: Required field.', 'Tags: Choose at least one tag.']);
    expectErrors(await call(server, 'POST', '/exercises', { token, body: { name: 'x' } }), ['Tags: Choose at least one tag.']);
    const theirs = await createTag('Deles', otherToken);
    expectErrors(await call(server, 'POST', '/exercises', { token, body: { name: 'x', tags: [theirs] } }), [
      `Tag with id ${theirs.id} was not found.`,
    ]);
  });

  it('refuses to delete an exercise used in a session, with the legacy text', async () => {
    const exercise = await createExercise('Paralelas', [triceps]);
    const routine = await createRoutine({ isActiveRoutine: false, weekFrequency: 1 });
    await ok('POST', '/trainings/session-exercise', itemBody(exercise, routine.trainingSessions[0].id));
    expectErrors(await call(server, 'DELETE', `/exercises/${exercise.id}`, { token }), [
      "You can't delete a exercise if it's part of some training routine.",
    ]);
  });

  it('scopes every id to the signed-in user', async () => {
    const mine = await createExercise('Meu', [chest]);
    const message = [`Exercise with id ${mine.id} was not found.`];
    expectErrors(await call(server, 'GET', `/exercises/${mine.id}`, { token: otherToken }), message);
    expectErrors(await call(server, 'POST', `/exercises/${mine.id}`, { token: otherToken, body: { name: 'x', tags: [] } }), [
      'Tags: Choose at least one tag.',
    ]);
    const theirTag = await createTag('T', otherToken);
    expectErrors(
      await call(server, 'POST', `/exercises/${mine.id}`, { token: otherToken, body: { name: 'x', tags: [theirTag] } }),
      message,
    );
    expectErrors(await call(server, 'DELETE', `/exercises/${mine.id}`, { token: otherToken }), message);
  });
});

describe('/trainings', () => {
  it('creates a routine with sessions A, B, C, the first one current (difference 7), active by default', async () => {
    const { token: own, account: owner } = await registerAndLogin(server);
    const response = await call(server, 'POST', '/trainings', { token: own, body: routineBody({ isActiveRoutine: undefined }) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const routine = response.json;
    expect(routine.user).toEqual({ name: owner.name, email: owner.email });
    expect({ ...routine, user: undefined, trainingSessions: undefined }).toEqual({
      id: expect.any(Number),
      name: 'Treino ABC',
      description: 'Treinamento para membros superiores e inferiores.',
      goal: 'Hipertrofia',
      weekFrequency: 3,
      isActiveRoutine: true,
    });
    expect(
      routine.trainingSessions.map((s: any) => [s.orderNumber, s.description, s.isCurrentSession, s.sessionExercises, s.trainingRoutineId]),
    ).toEqual([
      [1, 'A', true, [], routine.id],
      [2, 'B', false, [], routine.id],
      [3, 'C', false, [], routine.id],
    ]);
    expect(await ok('GET', `/trainings/${routine.id}`, undefined, own)).toEqual(routine);
  });

  it('checks every field type of a full routine', async () => {
    const tag = await createTag('Peitoral');
    const exercise = await createExercise('Supino', [tag]);
    const routine = await createRoutine({ isActiveRoutine: false });
    await ok('POST', '/trainings/session-exercise', itemBody(exercise, routine.trainingSessions[1].id));
    const full = await ok('GET', `/trainings/${routine.id}`);
    expectLegacyRoutine(full);
    expect(full.trainingSessions[1].sessionExercises).toHaveLength(1);
  });

  it('answers the no-active-routine placeholder when no routine is active, and the active routine otherwise', async () => {
    const { token: own } = await registerAndLogin(server);
    const placeholder = await call(server, 'GET', '/trainings/active', { token: own });
    expect(placeholder.status).toBe(200);
    expect(placeholder.text).toBe(
      '{"id":null,"name":"","description":"","goal":"","weekFrequency":0,"user":null,"trainingSessions":null,"isActiveRoutine":false}',
    );

    const first = await createRoutine({ name: 'First' }, own);
    expect((await ok('GET', '/trainings/active', undefined, own)).id).toBe(first.id);
    const second = await createRoutine({ name: 'Second' }, own);
    const active = await ok('GET', '/trainings/active', undefined, own);
    expect(active.id).toBe(second.id);
    expect(active.isActiveRoutine).toBe(true);
    expect((await ok('GET', `/trainings/${first.id}`, undefined, own)).isActiveRoutine).toBe(false);

    // `activeRoutine` is accepted as the flag's name too.
    const third = await createRoutine({ name: 'Third', isActiveRoutine: undefined, activeRoutine: false }, own);
    expect(third.isActiveRoutine).toBe(false);
    expectEmpty(
      await call(server, 'POST', `/trainings/${third.id}`, {
        token: own,
        body: routineBody({ name: 'Third', isActiveRoutine: undefined, activeRoutine: true }),
      }),
    );
    expect((await ok('GET', '/trainings/active', undefined, own)).id).toBe(third.id);

    // Update with the flag off (difference 13) and delete of a non-active routine (difference 13) both work.
    expectEmpty(
      await call(server, 'POST', `/trainings/${third.id}`, { token: own, body: routineBody({ name: 'Third', isActiveRoutine: false }) }),
    );
    expect((await call(server, 'GET', '/trainings/active', { token: own })).json.id).toBeNull();
    expectEmpty(
      await call(server, 'POST', `/trainings/${first.id}`, { token: own, body: routineBody({ name: 'First', isActiveRoutine: false }) }),
    );
    expectEmpty(await call(server, 'DELETE', `/trainings/${first.id}`, { token: own }));
    expectEmpty(
      await call(server, 'POST', `/trainings/${second.id}`, { token: own, body: routineBody({ name: 'Second', isActiveRoutine: true }) }),
    );
    expect((await ok('GET', '/trainings/active', undefined, own)).id).toBe(second.id);
    expectEmpty(await call(server, 'DELETE', `/trainings/${second.id}`, { token: own }));
    expect((await call(server, 'GET', '/trainings/active', { token: own })).json.user).toBeNull();
  });

  it('lists all routines and pages them in id order, with sessions ordered by orderNumber', async () => {
    const { token: own } = await registerAndLogin(server);
    for (const weekFrequency of [1, 2, 7]) await createRoutine({ name: `R${weekFrequency}`, weekFrequency }, own);
    const all = await ok('GET', '/trainings/all', undefined, own);
    expect(all.map((r: any) => [r.name, r.trainingSessions.length])).toEqual([
      ['R1', 1],
      ['R2', 2],
      ['R7', 7],
    ]);
    expect(all[2].trainingSessions.map((s: any) => s.description)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G']);
    const page = await ok('GET', '/trainings?page=0&size=9', undefined, own);
    expectPage(page, { number: 0, size: 9, totalElements: 3, numberOfElements: 3 });
    expect(page.content).toEqual(all);
  });

  it('adjusts sessions on update: extra ones go with their exercises, new ones are not made current (difference 7)', async () => {
    const tag = await createTag('X');
    const exercise = await createExercise('E', [tag]);
    const routine = await createRoutine({ isActiveRoutine: false });
    const [a, b, c] = routine.trainingSessions;
    const item = await ok('POST', '/trainings/session-exercise', itemBody(exercise, c.id));
    await ok('POST', '/trainings/session/next', a); // B current

    expectEmpty(
      await call(server, 'POST', `/trainings/${routine.id}`, { token, body: routineBody({ isActiveRoutine: false, weekFrequency: 5 }) }),
    );
    let now = await ok('GET', `/trainings/${routine.id}`);
    expect(now.trainingSessions.map((s: any) => [s.description, s.isCurrentSession])).toEqual([
      ['A', false],
      ['B', true],
      ['C', false],
      ['D', false],
      ['E', false],
    ]);

    expectEmpty(
      await call(server, 'POST', `/trainings/${routine.id}`, { token, body: routineBody({ isActiveRoutine: false, weekFrequency: '1' }) }),
    );
    now = await ok('GET', `/trainings/${routine.id}`);
    expect(now.trainingSessions.map((s: any) => [s.id, s.description, s.isCurrentSession])).toEqual([[a.id, 'A', true]]);
    expectErrors(await call(server, 'DELETE', `/trainings/session-exercise/${item.id}`, { token }), [
      `Session exercise with id ${item.id} was not found.`,
    ]);
    expectErrors(await call(server, 'POST', `/trainings/session/${b.id}`, { token, body: { description: 'x' } }), [
      `Training Session with id ${b.id} was not found.`,
    ]);
  });

  it('deletes a routine with its sessions and their exercises (empty body)', async () => {
    const tag = await createTag('Y');
    const exercise = await createExercise('F', [tag]);
    const routine = await createRoutine({ isActiveRoutine: false, weekFrequency: 2 });
    const item = await ok('POST', '/trainings/session-exercise', itemBody(exercise, routine.trainingSessions[0].id));
    expectEmpty(await call(server, 'DELETE', `/trainings/${routine.id}`, { token }));
    expectErrors(await call(server, 'GET', `/trainings/${routine.id}`, { token }), [
      `TrainingRoutine with id ${routine.id} was not found.`,
    ]);
    expectErrors(await call(server, 'DELETE', `/trainings/session-exercise/${item.id}`, { token }), [
      `Session exercise with id ${item.id} was not found.`,
    ]);
    expectEmpty(await call(server, 'DELETE', `/exercises/${exercise.id}`, { token }));
  });

  it('answers not found with the legacy text', async () => {
    for (const [method, body] of [
      ['GET', undefined],
      ['POST', routineBody()],
      ['DELETE', undefined],
    ] as const) {
      expectErrors(await call(server, method, '/trainings/999999', { token, body }), ['TrainingRoutine with id 999999 was not found.']);
    }
    expectErrors(await call(server, 'GET', '/trainings/xyz', { token }), ['TrainingRoutine with id xyz was not found.']);
  });

  it('validates the routine body with readable messages', async () => {
    const response = await call(server, 'POST', '/trainings', {
      token,
      body: { name: '', description: null, goal: '  ', weekFrequency: 8 },
    });
    expect(response.status).toBe(400);
    expect(response.json.errors.sort()).toEqual(
      [
        'Description: Required field.',
        'Goal: Required field.',
        'Name: Required field.',
        'Times per week: Choose 1 to 7 times per week.',
      ].sort(),
    );
    expectErrors(await call(server, 'POST', '/trainings', { token, body: routineBody({ weekFrequency: null }) }), [
      'Times per week: Required field.',
    ]);
    expectErrors(await call(server, 'POST', '/trainings', { token, body: routineBody({ weekFrequency: 'three' }) }), [
      'Times per week: Must be a number.',
    ]);
    expectErrors(await call(server, 'POST', '/trainings', { token, body: routineBody({ isActiveRoutine: 'yes' }) }), [
      'Active routine: Must be true or false.',
    ]);
  });

  it('scopes routines to the signed-in user', async () => {
    const mine = await createRoutine({ isActiveRoutine: false });
    const message = [`TrainingRoutine with id ${mine.id} was not found.`];
    expectErrors(await call(server, 'GET', `/trainings/${mine.id}`, { token: otherToken }), message);
    expectErrors(await call(server, 'POST', `/trainings/${mine.id}`, { token: otherToken, body: routineBody() }), message);
    expectErrors(await call(server, 'DELETE', `/trainings/${mine.id}`, { token: otherToken }), message);
    expect((await ok('GET', '/trainings/all', undefined, otherToken)).some((r: any) => r.id === mine.id)).toBe(false);
  });
});

describe('/trainings/session-exercise', () => {
  let exercise: any;
  let other: any;
  let routine: any;
  beforeAll(async () => {
    const tag = await createTag('Bíceps');
    exercise = await createExercise('Rosca direta', [tag]);
    other = await createExercise('Rosca martelo', [tag]);
    routine = await createRoutine({ isActiveRoutine: false, weekFrequency: 2 });
  });

  it('creates from strings and answers numbers (restInterval a number)', async () => {
    const sessionId = routine.trainingSessions[0].id;
    const response = await call(server, 'POST', '/trainings/session-exercise', { token, body: itemBody(exercise, sessionId) });
    expect(response.status).toBe(200);
    const item = response.json;
    expectLegacySessionExercise(item);
    expect(item).toEqual({ id: item.id, exercise, sets: 4, repetitions: 12, restInterval: 60, trainingSessionId: sessionId });
    expect(response.text).toContain('"restInterval":60');

    const numbers = await ok(
      'POST',
      '/trainings/session-exercise',
      itemBody(other, sessionId, { sets: 3, repetitions: 10, restInterval: 90.0 }),
    );
    expect(numbers).toMatchObject({ sets: 3, repetitions: 10, restInterval: 90 });
    const session = (await ok('GET', `/trainings/${routine.id}`)).trainingSessions[0];
    expect(session.sessionExercises.map((e: any) => e.id)).toEqual([item.id, numbers.id]);
  });

  it('updates (empty body; the session does not change) and deletes (empty body)', async () => {
    const sessionId = routine.trainingSessions[1].id;
    const item = await ok('POST', '/trainings/session-exercise', itemBody(exercise, sessionId));
    expectEmpty(
      await call(server, 'POST', `/trainings/session-exercise/${item.id}`, {
        token,
        body: { ...item, exercise: other, sets: '5', repetitions: '8', restInterval: '120' },
      }),
    );
    const stored = (await ok('GET', `/trainings/${routine.id}`)).trainingSessions[1].sessionExercises.find((e: any) => e.id === item.id);
    expect(stored).toEqual({ id: item.id, exercise: other, sets: 5, repetitions: 8, restInterval: 120, trainingSessionId: sessionId });

    expectEmpty(await call(server, 'DELETE', `/trainings/session-exercise/${item.id}`, { token }));
    expectErrors(await call(server, 'DELETE', `/trainings/session-exercise/${item.id}`, { token }), [
      `Session exercise with id ${item.id} was not found.`,
    ]);
    expectErrors(await call(server, 'POST', `/trainings/session-exercise/${item.id}`, { token, body: itemBody(exercise, sessionId) }), [
      `Session exercise with id ${item.id} was not found.`,
    ]);
  });

  it('answers a missing session or exercise with the legacy texts', async () => {
    expectErrors(await call(server, 'POST', '/trainings/session-exercise', { token, body: itemBody(exercise, 999999) }), [
      'Training Session with id 999999 was not found.',
    ]);
    expectErrors(
      await call(server, 'POST', '/trainings/session-exercise', {
        token,
        body: itemBody({ id: 999999, name: 'x', tags: [] }, routine.trainingSessions[0].id),
      }),
      ['Exercise with id 999999 was not found.'],
    );
    expectErrors(
      await call(server, 'POST', '/trainings/session-exercise', { token, body: itemBody(exercise, undefined as unknown as number) }),
      ['Training session: Required field.'],
    );
  });

  it('validates sets, repetitions and rest with readable messages', async () => {
    const sessionId = routine.trainingSessions[0].id;
    const response = await call(server, 'POST', '/trainings/session-exercise', {
      token,
      body: itemBody(exercise, sessionId, { sets: '', repetitions: '-1', restInterval: '1,5' }),
    });
    expect(response.status).toBe(400);
    expect(response.json.errors.sort()).toEqual([
      'Repetitions: Must be 0 or more.',
      'Rest interval: Must be a whole number.',
      'Sets: Required field.',
    ]);
    expectErrors(
      await call(server, 'POST', '/trainings/session-exercise', { token, body: itemBody(exercise, sessionId, { sets: '101' }) }),
      ['Sets: Must be at most 100.'],
    );
    expectErrors(
      await call(server, 'POST', '/trainings/session-exercise', { token, body: itemBody(exercise, sessionId, { restInterval: 3601 }) }),
      ['Rest interval: Must be at most 3600.'],
    );
    expectErrors(await call(server, 'POST', '/trainings/session-exercise', { token, body: itemBody(undefined, sessionId) }), [
      'Exercise: Required field.',
    ]);
  });

  it('scopes sessions, session exercises and exercises to the signed-in user', async () => {
    const sessionId = routine.trainingSessions[0].id;
    const item = await ok('POST', '/trainings/session-exercise', itemBody(exercise, sessionId));
    const theirTag = await createTag('T', otherToken);
    const theirExercise = await createExercise('Deles', [theirTag], otherToken);
    const theirRoutine = await createRoutine({}, otherToken);
    expectErrors(
      await call(server, 'POST', '/trainings/session-exercise', { token: otherToken, body: itemBody(theirExercise, sessionId) }),
      [`Training Session with id ${sessionId} was not found.`],
    );
    expectErrors(
      await call(server, 'POST', `/trainings/session-exercise/${item.id}`, { token: otherToken, body: itemBody(theirExercise, sessionId) }),
      [`Session exercise with id ${item.id} was not found.`],
    );
    expectErrors(await call(server, 'DELETE', `/trainings/session-exercise/${item.id}`, { token: otherToken }), [
      `Session exercise with id ${item.id} was not found.`,
    ]);
    expectErrors(
      await call(server, 'POST', '/trainings/session-exercise', {
        token: otherToken,
        body: itemBody(exercise, theirRoutine.trainingSessions[0].id),
      }),
      [`Exercise with id ${exercise.id} was not found.`],
    );
  });
});

describe('POST /trainings/session/{id}', () => {
  it('saves the description only and answers an empty body', async () => {
    const routine = await createRoutine({ isActiveRoutine: false });
    const b = routine.trainingSessions[1];
    // What the client sends: its session with isCurrentSession/trainingRoutineId defaults and any orderNumber.
    const body = {
      id: b.id,
      orderNumber: 9,
      description: 'B - Costas',
      sessionExercises: [],
      isCurrentSession: false,
      trainingRoutineId: 0,
    };
    expectEmpty(await call(server, 'POST', `/trainings/session/${b.id}`, { token, body }));
    const a = { ...routine.trainingSessions[0], isCurrentSession: false, trainingRoutineId: 0, orderNumber: 3, description: 'A - Peito' };
    expectEmpty(await call(server, 'POST', `/trainings/session/${a.id}`, { token, body: a }));
    const now = await ok('GET', `/trainings/${routine.id}`);
    expect(now.trainingSessions.map((s: any) => [s.id, s.orderNumber, s.description, s.isCurrentSession])).toEqual([
      [routine.trainingSessions[0].id, 1, 'A - Peito', true],
      [b.id, 2, 'B - Costas', false],
      [routine.trainingSessions[2].id, 3, 'C', false],
    ]);
  });

  it('answers not found, foreign sessions and a blank description with 400', async () => {
    const routine = await createRoutine({ isActiveRoutine: false, weekFrequency: 1 });
    const session = routine.trainingSessions[0];
    expectErrors(await call(server, 'POST', '/trainings/session/999999', { token, body: { description: 'x' } }), [
      'Training Session with id 999999 was not found.',
    ]);
    expectErrors(await call(server, 'POST', `/trainings/session/${session.id}`, { token: otherToken, body: { description: 'x' } }), [
      `Training Session with id ${session.id} was not found.`,
    ]);
    expectErrors(await call(server, 'POST', `/trainings/session/${session.id}`, { token, body: { ...session, description: ' ' } }), [
      'Description: Required field.',
    ]);
  });
});

describe("POST /trainings/session/next ('Done!')", () => {
  it('answers the next session and wraps from the last to the first (A → B → C → A)', async () => {
    const tag = await createTag('Z');
    const exercise = await createExercise('G', [tag]);
    const routine = await createRoutine({ isActiveRoutine: false });
    const item = await ok('POST', '/trainings/session-exercise', itemBody(exercise, routine.trainingSessions[1].id));
    let current = routine.trainingSessions[0];
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await call(server, 'POST', '/trainings/session/next', { token, body: current });
      expect(response.status).toBe(200);
      const next = response.json;
      expectLegacySession(next);
      expect(next.isCurrentSession).toBe(true);
      expect(next.trainingRoutineId).toBe(routine.id);
      seen.push(next.description);
      current = next; // the client replaces its current session with the answer and sends it next time
    }
    expect(seen).toEqual(['B', 'C', 'A', 'B']);
    expect(current.sessionExercises.map((e: any) => e.id)).toEqual([item.id]);
    const now = await ok('GET', `/trainings/${routine.id}`);
    expect(now.trainingSessions.map((s: any) => s.isCurrentSession)).toEqual([false, true, false]);
  });

  it('records a completion with no workout, as GraphQL trainingHistory shows it', async () => {
    const { token: own } = await registerAndLogin(server);
    const routine = await createRoutine({ isActiveRoutine: false }, own);
    await ok('POST', '/trainings/session/next', routine.trainingSessions[0], own);
    const { trainingHistory } = await server.data(
      `query($routineId: Int!) { trainingHistory(routineId: $routineId) { totalElements content { routineId sessionId sessionDescription completedAt workout { id } } } }`,
      { routineId: routine.id },
      own,
    );
    expect(trainingHistory.totalElements).toBe(1);
    const [done] = trainingHistory.content;
    expect(done).toMatchObject({
      routineId: routine.id,
      sessionId: routine.trainingSessions[0].id,
      sessionDescription: 'A',
      workout: null,
    });
    expect(Number.isNaN(Date.parse(done.completedAt))).toBe(false);
    // Nothing else was logged: no workout at all for this user.
    expect((await server.data(`{ workouts { totalElements } }`, {}, own)).workouts.totalElements).toBe(0);
  });

  it('keeps a single session current', async () => {
    const routine = await createRoutine({ isActiveRoutine: false, weekFrequency: 1 });
    const next = await ok('POST', '/trainings/session/next', routine.trainingSessions[0]);
    expect(next).toMatchObject({ id: routine.trainingSessions[0].id, isCurrentSession: true, trainingRoutineId: routine.id });
  });

  it('works for ids above 127 (compared by value, difference 8), for sessions and the active routine', async () => {
    const { token: own } = await registerAndLogin(server);
    let previous = await createRoutine({ weekFrequency: 2 }, own);
    let routine = await createRoutine({ weekFrequency: 2 }, own);
    while (previous.id <= 130) [previous, routine] = [routine, await createRoutine({ weekFrequency: 2 }, own)];
    expect(routine.trainingSessions[0].id).toBeGreaterThan(127);
    expect((await ok('GET', '/trainings/active', undefined, own)).id).toBe(routine.id);
    const next = await ok('POST', '/trainings/session/next', routine.trainingSessions[0], own);
    expect(next).toMatchObject({
      id: routine.trainingSessions[1].id,
      orderNumber: 2,
      trainingRoutineId: routine.id,
      isCurrentSession: true,
    });
    expect(await ok('POST', '/trainings/session/next', next, own)).toMatchObject({ id: routine.trainingSessions[0].id, orderNumber: 1 });
    // Switching the active routine between two ids above 127.
    expectEmpty(
      await call(server, 'POST', `/trainings/${previous.id}`, {
        token: own,
        body: routineBody({ weekFrequency: 2, isActiveRoutine: true }),
      }),
    );
    expect((await ok('GET', '/trainings/active', undefined, own)).id).toBe(previous.id);
    expect((await ok('GET', `/trainings/${routine.id}`, undefined, own)).isActiveRoutine).toBe(false);
  });

  it('uses the body id alone when trainingRoutineId is missing', async () => {
    const routine = await createRoutine({ isActiveRoutine: false, weekFrequency: 2 });
    const next = await ok('POST', '/trainings/session/next', { id: routine.trainingSessions[0].id });
    expect(next).toMatchObject({ id: routine.trainingSessions[1].id, trainingRoutineId: routine.id });
  });

  it('answers the legacy texts for a routine that is not found and a session not in the routine', async () => {
    const routine = await createRoutine({ isActiveRoutine: false });
    const otherRoutine = await createRoutine({ isActiveRoutine: false });
    const session = routine.trainingSessions[0];
    expectErrors(await call(server, 'POST', '/trainings/session/next', { token, body: { ...session, trainingRoutineId: 0 } }), [
      `The training routine with id 0 from the current training session of id ${session.id} was not found.`,
    ]);
    expectErrors(
      await call(server, 'POST', '/trainings/session/next', { token, body: { ...session, trainingRoutineId: otherRoutine.id } }),
      [`Current training session with id ${session.id} does not exists in its training routine of id ${otherRoutine.id}.`],
    );
    // Another user's routine is not found for them either.
    expectErrors(await call(server, 'POST', '/trainings/session/next', { token: otherToken, body: session }), [
      `The training routine with id ${routine.id} from the current training session of id ${session.id} was not found.`,
    ]);
    expectErrors(await call(server, 'POST', '/trainings/session/next', { token: otherToken, body: { id: session.id } }), [
      `Training Session with id ${session.id} was not found.`,
    ]);
    expectErrors(await call(server, 'POST', '/trainings/session/next', { token, body: {} }), ['Session id: Required field.']);
    // Nothing moved.
    expect((await ok('GET', `/trainings/${routine.id}`)).trainingSessions.map((s: any) => s.isCurrentSession)).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('refuses a session that is not the current one with 400', async () => {
    const routine = await createRoutine({ isActiveRoutine: false });
    expectErrors(await call(server, 'POST', '/trainings/session/next', { token, body: routine.trainingSessions[2] }), [
      'This session is not the current one.',
    ]);
    expectErrors(await call(server, 'POST', '/trainings/session/next', { token, body: { id: routine.trainingSessions[2].id } }), [
      'This session is not the current one.',
    ]);
  });
});

describe('route literals win over ids', () => {
  it('serves /trainings/all, /trainings/active and /trainings/session/next, not /{id}', async () => {
    expect(Array.isArray((await call(server, 'GET', '/trainings/all', { token })).json)).toBe(true);
    expect((await call(server, 'GET', '/trainings/active', { token })).status).toBe(200);
    expect((await call(server, 'POST', '/trainings/session/next', { token, body: {} })).json).toEqual({
      errors: ['Session id: Required field.'],
    });
    expect((await call(server, 'GET', '/tags/all', { token })).status).toBe(200);
    expect((await call(server, 'GET', '/exercises/all', { token })).status).toBe(200);
  });

  it('needs a token on every training path', async () => {
    for (const [method, path] of [
      ['GET', '/trainings/active'],
      ['GET', '/exercises?page=0&size=9'],
      ['POST', '/trainings/session/next'],
      ['DELETE', '/trainings/session-exercise/1'],
    ]) {
      expect((await call(server, method, path)).status).toBe(401);
    }
  });
});
