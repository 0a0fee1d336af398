import { EntityManager, In } from 'typeorm';
import { signUp, startTestServer, type TestServer } from '../../../test/test-server';
import { RoutineEntity } from './routine.entity';
import { SessionCompletionEntity } from './session-completion.entity';
import { SessionExerciseEntity } from './session-exercise.entity';
import { SessionEntity } from './session.entity';

const ITEM_FIELDS = 'id sets repetitions restSeconds sessionId exercise { id name tags { id name } }';
const SESSION_FIELDS = `id orderNumber description isCurrent routineId exercises { ${ITEM_FIELDS} }`;
const ROUTINE_FIELDS = `id name description goal weekFrequency isActive sessions { ${SESSION_FIELDS} } currentSession { id description }`;
const CREATE = `mutation($input: RoutineInput!) { createRoutine(input: $input) { ${ROUTINE_FIELDS} } }`;
const UPDATE = `mutation($id: Int!, $input: RoutineInput!) { updateRoutine(id: $id, input: $input) { ${ROUTINE_FIELDS} } }`;
const DELETE = `mutation($id: Int!) { deleteRoutine(id: $id) { id name sessions { id } } }`;
const GET = `query($id: Int!) { routine(id: $id) { ${ROUTINE_FIELDS} } }`;
const PAGE = `query($page: Int, $size: Int) { routines(page: $page, size: $size) { totalElements content { id name isActive sessions { id } } } }`;
const ACTIVE = `{ activeRoutine { ${ROUTINE_FIELDS} } }`;
const UPDATE_SESSION = `mutation($id: Int!, $description: String!) { updateSession(id: $id, description: $description) { ${SESSION_FIELDS} } }`;
const ADD_ITEM = `mutation($sessionId: Int!, $input: SessionExerciseInput!) { addSessionExercise(sessionId: $sessionId, input: $input) { ${ITEM_FIELDS} } }`;
const UPDATE_ITEM = `mutation($id: Int!, $input: SessionExerciseInput!) { updateSessionExercise(id: $id, input: $input) { ${ITEM_FIELDS} } }`;
const DELETE_ITEM = `mutation($id: Int!) { deleteSessionExercise(id: $id) { ${ITEM_FIELDS} } }`;
const COMPLETE = `mutation($sessionId: Int!) { completeSession(sessionId: $sessionId) { id sessions { id orderNumber isCurrent } currentSession { id description } } }`;
const CREATE_TAG = `mutation($input: TagInput!) { createTag(input: $input) { id name } }`;
const CREATE_EXERCISE = `mutation($input: ExerciseInput!) { createExercise(input: $input) { id name tags { id name } } }`;

let server: TestServer;
let token: string;
let userId: number;
let bench: { id: number; name: string; tags: { id: number; name: string }[] };
let squat: { id: number; name: string; tags: { id: number; name: string }[] };

beforeAll(async () => {
  server = await startTestServer();
  ({
    token,
    user: { id: userId },
  } = await signUp(server));
  const chest = (await ok(CREATE_TAG, { input: { name: 'Peitoral' } })).createTag;
  const legs = (await ok(CREATE_TAG, { input: { name: 'Pernas' } })).createTag;
  bench = (await ok(CREATE_EXERCISE, { input: { name: 'Supino reto', tagIds: [chest.id] } })).createExercise;
  squat = (await ok(CREATE_EXERCISE, { input: { name: 'Agachamento', tagIds: [legs.id] } })).createExercise;
});
afterAll(() => server.close());

const gql = (query: string, variables?: Record<string, unknown>, as = token) => server.gql(query, variables, as);
const ok = <T = any>(query: string, variables?: Record<string, unknown>, as = token) => server.data<T>(query, variables, as);
const routineInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Treino ABC',
  description: 'Membros superiores e inferiores.',
  goal: 'Hipertrofia',
  weekFrequency: 3,
  ...overrides,
});
const createRoutine = async (overrides: Record<string, unknown> = {}, as = token) =>
  (await ok(CREATE, { input: routineInput(overrides) }, as)).createRoutine;
const getRoutine = async (id: number, as = token) => (await ok(GET, { id }, as)).routine;
const addItem = async (sessionId: number, input: Record<string, unknown>, as = token) =>
  (await ok(ADD_ITEM, { sessionId, input: { sets: 4, repetitions: 12, restSeconds: 60, ...input } }, as)).addSessionExercise;
const sessionsOf = (routine: { sessions: { orderNumber: number; description: string; isCurrent: boolean }[] }) =>
  routine.sessions.map((s) => [s.orderNumber, s.description, s.isCurrent]);
const completions = (routineId: number) =>
  server.services.dataSource.getRepository(SessionCompletionEntity).find({ where: { routineId }, order: { id: 'ASC' } });

describe('routines', () => {
  it('creates sessions A, B, C with the first one current, active by default', async () => {
    const routine = await createRoutine({ name: '  Treino ABC ' });
    expect(routine).toMatchObject({
      name: 'Treino ABC',
      description: 'Membros superiores e inferiores.',
      goal: 'Hipertrofia',
      weekFrequency: 3,
      isActive: true,
    });
    expect(sessionsOf(routine)).toEqual([
      [1, 'A', true],
      [2, 'B', false],
      [3, 'C', false],
    ]);
    expect(
      routine.sessions.every((s: { routineId: number; exercises: unknown[] }) => s.routineId === routine.id && s.exercises.length === 0),
    ).toBe(true);
    expect(routine.currentSession).toEqual({ id: routine.sessions[0].id, description: 'A' });
    expect(await getRoutine(routine.id)).toEqual(routine);
  });

  it('keeps at most one active routine: create active, update inactive, update active, delete active', async () => {
    const { token: own } = await signUp(server);
    const active = async () => (await ok(ACTIVE, {}, own)).activeRoutine;
    expect(await active()).toBeNull();

    const first = await createRoutine({ name: 'First' }, own);
    expect((await active()).id).toBe(first.id);

    const second = await createRoutine({ name: 'Second' }, own);
    expect((await active()).id).toBe(second.id);
    expect((await getRoutine(first.id, own)).isActive).toBe(false);

    const inactive = await createRoutine({ name: 'Third', isActive: false }, own);
    expect(inactive.isActive).toBe(false);
    expect((await active()).id).toBe(second.id);

    // Updating the active one to inactive leaves none active.
    expect(
      (await ok(UPDATE, { id: second.id, input: routineInput({ name: 'Second', isActive: false }) }, own)).updateRoutine.isActive,
    ).toBe(false);
    expect(await active()).toBeNull();
    // Updating with false when none is active is fine too (difference 13).
    await ok(UPDATE, { id: second.id, input: routineInput({ name: 'Second', isActive: false }) }, own);

    await ok(UPDATE, { id: first.id, input: routineInput({ name: 'First', isActive: true }) }, own);
    await ok(UPDATE, { id: inactive.id, input: routineInput({ name: 'Third', isActive: true }) }, own);
    const page = (await ok(PAGE, {}, own)).routines;
    expect(page.content.map((r: { name: string; isActive: boolean }) => [r.name, r.isActive])).toEqual([
      ['First', false],
      ['Second', false],
      ['Third', true],
    ]);

    await ok(DELETE, { id: inactive.id }, own);
    expect(await active()).toBeNull();
    // Deleting when no routine is active works (difference 13).
    await ok(DELETE, { id: second.id }, own);
    expect((await ok(PAGE, {}, own)).routines.totalElements).toBe(1);
  });

  it("doesn't touch another user's active routine", async () => {
    const { token: own } = await signUp(server);
    const mine = await createRoutine({}, own);
    await createRoutine({});
    expect((await ok(ACTIVE, {}, own)).activeRoutine.id).toBe(mine.id);
  });

  it('adds sessions D, E when the frequency goes up, keeping the current one (difference 7)', async () => {
    const routine = await createRoutine({ isActive: false });
    await ok(COMPLETE, { sessionId: routine.sessions[0].id }); // B is current now
    const updated = (await ok(UPDATE, { id: routine.id, input: routineInput({ weekFrequency: 5, isActive: false }) })).updateRoutine;
    expect(sessionsOf(updated)).toEqual([
      [1, 'A', false],
      [2, 'B', true],
      [3, 'C', false],
      [4, 'D', false],
      [5, 'E', false],
    ]);
    expect(updated.sessions.slice(0, 3).map((s: { id: number }) => s.id)).toEqual(routine.sessions.map((s: { id: number }) => s.id));
  });

  it('removes sessions past the new frequency with their exercises, and makes session 1 current if the current one went', async () => {
    const routine = await createRoutine({ isActive: false });
    const [a, b, c] = routine.sessions;
    const inA = await addItem(a.id, { exerciseId: bench.id });
    const inB = await addItem(b.id, { exerciseId: squat.id });
    await addItem(c.id, { exerciseId: squat.id });
    await addItem(c.id, { exerciseId: bench.id });
    await ok(COMPLETE, { sessionId: a.id });
    await ok(COMPLETE, { sessionId: b.id }); // C is current

    const two = (await ok(UPDATE, { id: routine.id, input: routineInput({ weekFrequency: 2, isActive: false }) })).updateRoutine;
    expect(sessionsOf(two)).toEqual([
      [1, 'A', true],
      [2, 'B', false],
    ]);
    expect(two.sessions.map((s: { exercises: { id: number }[] }) => s.exercises.map((e) => e.id))).toEqual([[inA.id], [inB.id]]);
    const { SessionExerciseEntity } = await import('./session-exercise.entity');
    expect(await server.services.dataSource.getRepository(SessionExerciseEntity).countBy({ sessionId: c.id })).toBe(0);
    // The history of C stays, without its session.
    expect((await completions(routine.id)).map((r) => [r.sessionId, r.sessionDescription])).toEqual([
      [a.id, 'A'],
      [b.id, 'B'],
    ]);

    // Down to one and back up to three: new sessions are added, none takes the flag from A.
    const one = (await ok(UPDATE, { id: routine.id, input: routineInput({ weekFrequency: 1, isActive: false }) })).updateRoutine;
    expect(sessionsOf(one)).toEqual([[1, 'A', true]]);
    const three = (await ok(UPDATE, { id: routine.id, input: routineInput({ weekFrequency: 3, isActive: false }) })).updateRoutine;
    expect(sessionsOf(three)).toEqual([
      [1, 'A', true],
      [2, 'B', false],
      [3, 'C', false],
    ]);
    expect(three.sessions[0].exercises).toHaveLength(1);
  });

  it('keeps the same current session when only the fields change', async () => {
    const routine = await createRoutine({ isActive: false, weekFrequency: 2 });
    await ok(COMPLETE, { sessionId: routine.sessions[0].id });
    const updated = (await ok(UPDATE, { id: routine.id, input: routineInput({ name: 'Renamed', weekFrequency: 2, isActive: false }) }))
      .updateRoutine;
    expect(updated.name).toBe('Renamed');
    expect(sessionsOf(updated)).toEqual([
      [1, 'A', false],
      [2, 'B', true],
    ]);
  });

  it('deletes a routine with its sessions, their exercises and its history in one go', async () => {
    const routine = await createRoutine({ isActive: false });
    await addItem(routine.sessions[0].id, { exerciseId: bench.id });
    await ok(COMPLETE, { sessionId: routine.sessions[0].id });
    const deleted = (await ok(DELETE, { id: routine.id })).deleteRoutine;
    expect(deleted).toEqual({ id: routine.id, name: 'Treino ABC', sessions: routine.sessions.map((s: { id: number }) => ({ id: s.id })) });
    expect((await gql(GET, { id: routine.id })).errors![0]).toMatchObject({
      message: `Routine with id ${routine.id} was not found.`,
      extensions: { code: 'NOT_FOUND' },
    });
    expect(
      await server.services.dataSource.getRepository(SessionEntity).countBy({ id: In(routine.sessions.map((s: { id: number }) => s.id)) }),
    ).toBe(0);
    expect(await completions(routine.id)).toEqual([]);
  });

  it.each([
    // Completions and session exercises gone, then deleting the sessions fails.
    ['deleting the sessions', () => SessionEntity],
    // Everything below the routine gone, then deleting the routine itself fails.
    ['deleting the routine row', () => RoutineEntity],
  ])('keeps the routine, its sessions, exercises and history when the delete fails %s', async (_step, target) => {
    const routine = await createRoutine({ isActive: true });
    await addItem(routine.sessions[0].id, { exerciseId: bench.id });
    await addItem(routine.sessions[1].id, { exerciseId: squat.id, sets: 5 });
    await ok(COMPLETE, { sessionId: routine.sessions[0].id });
    const before = await getRoutine(routine.id);
    const history = await completions(routine.id);
    expect(history).toHaveLength(1);

    const failing = target();
    const original = EntityManager.prototype.delete;
    const failure = jest.spyOn(EntityManager.prototype, 'delete').mockImplementation(function (this: EntityManager, ...args: unknown[]) {
      return args[0] === failing
        ? Promise.reject(new Error('disk full'))
        : (original as (...a: unknown[]) => Promise<unknown>).apply(this, args);
    } as any);
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const result = await gql(DELETE, { id: routine.id });
      expect(result.errors![0].extensions!.code).toBe('INTERNAL_SERVER_ERROR');
      expect(failure).toHaveBeenCalledWith(failing, expect.anything());
      // The earlier steps did run before the failure.
      expect(failure).toHaveBeenCalledWith(SessionCompletionEntity, { routineId: routine.id });
    } finally {
      failure.mockRestore();
      log.mockRestore();
    }

    const after = await getRoutine(routine.id);
    expect(after).toEqual(before);
    expect(after.sessions.map((s: { exercises: unknown[] }) => s.exercises.length)).toEqual([1, 1, 0]);
    expect(after.currentSession.id).toBe(routine.sessions[1].id);
    expect((await ok(ACTIVE)).activeRoutine.id).toBe(routine.id);
    expect(await completions(routine.id)).toEqual(history);
    const items = server.services.dataSource.getRepository(SessionExerciseEntity);
    expect(await items.countBy({ sessionId: In(routine.sessions.map((s: { id: number }) => s.id)) })).toBe(2);

    // Once nothing fails, the same delete goes through.
    expect((await gql(DELETE, { id: routine.id })).errors).toBeUndefined();
    expect(await completions(routine.id)).toEqual([]);
  });

  it.each([
    ['a blank name', { name: ' ' }, 'name', 'Required field.'],
    ['a long name', { name: 'n'.repeat(101) }, 'name', 'Maximum 100 characters.'],
    ['a blank description', { description: '' }, 'description', 'Required field.'],
    ['a long description', { description: 'd'.repeat(501) }, 'description', 'Maximum 500 characters.'],
    ['a blank goal', { goal: '  ' }, 'goal', 'Required field.'],
    ['a long goal', { goal: 'g'.repeat(101) }, 'goal', 'Maximum 100 characters.'],
    ['0 times a week', { weekFrequency: 0 }, 'weekFrequency', 'Choose 1 to 7 times per week.'],
    ['8 times a week', { weekFrequency: 8 }, 'weekFrequency', 'Choose 1 to 7 times per week.'],
  ])('rejects %s and stores nothing', async (_case, override, field, message) => {
    const { token: own } = await signUp(server);
    const result = await gql(CREATE, { input: routineInput(override) }, own);
    expect(result.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { [field]: [message] } });
    expect((await ok(PAGE, {}, own)).routines.totalElements).toBe(0);
  });

  it('pages by id with the whole tree', async () => {
    const { token: own } = await signUp(server);
    for (const weekFrequency of [1, 2, 3]) await createRoutine({ name: `R${weekFrequency}`, weekFrequency }, own);
    const page = (await ok(PAGE, { page: 1, size: 2 }, own)).routines;
    expect(page.totalElements).toBe(3);
    expect(page.content.map((r: { name: string; sessions: unknown[] }) => [r.name, r.sessions.length])).toEqual([['R3', 3]]);
    expect((await gql(PAGE, { size: 101 }, own)).errors![0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { size: ['size must be at most 100.'] },
    });
  });
});

describe('sessions and session exercises', () => {
  it('renames a session (trimmed) without touching its order or flag', async () => {
    const routine = await createRoutine({ isActive: false });
    const session = (await ok(UPDATE_SESSION, { id: routine.sessions[1].id, description: ' B - Pernas ' })).updateSession;
    expect(session).toMatchObject({
      id: routine.sessions[1].id,
      orderNumber: 2,
      description: 'B - Pernas',
      isCurrent: false,
      routineId: routine.id,
      exercises: [],
    });
    expect((await getRoutine(routine.id)).sessions[1].description).toBe('B - Pernas');
    for (const [description, message] of [
      ['  ', 'Required field.'],
      ['x'.repeat(101), 'Maximum 100 characters.'],
    ]) {
      const result = await gql(UPDATE_SESSION, { id: routine.sessions[1].id, description });
      expect(result.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { description: [message] } });
    }
  });

  it('adds, edits and deletes session exercises, ordered by id within the session', async () => {
    const routine = await createRoutine({ isActive: false });
    const session = routine.sessions[0];
    const first = await addItem(session.id, { exerciseId: bench.id, sets: 4, repetitions: 12, restSeconds: 60 });
    expect(first).toEqual({ id: expect.any(Number), sets: 4, repetitions: 12, restSeconds: 60, sessionId: session.id, exercise: bench });
    const second = await addItem(session.id, { exerciseId: squat.id, sets: 0, repetitions: 0, restSeconds: 0 });
    const third = await addItem(session.id, { exerciseId: bench.id, sets: 100, repetitions: 1000, restSeconds: 3600 });

    const edited = (await ok(UPDATE_ITEM, { id: first.id, input: { exerciseId: squat.id, sets: 5, repetitions: 8, restSeconds: 90 } }))
      .updateSessionExercise;
    expect(edited).toEqual({ id: first.id, sets: 5, repetitions: 8, restSeconds: 90, sessionId: session.id, exercise: squat });

    const deleted = (await ok(DELETE_ITEM, { id: second.id })).deleteSessionExercise;
    expect(deleted).toEqual({ ...second, exercise: squat });
    expect((await gql(DELETE_ITEM, { id: second.id })).errors![0]).toMatchObject({
      message: `Session exercise with id ${second.id} was not found.`,
      extensions: { code: 'NOT_FOUND' },
    });

    const after = await getRoutine(routine.id);
    expect(after.sessions[0].exercises.map((e: { id: number }) => e.id)).toEqual([first.id, third.id]);
    expect(after.sessions[0].exercises[0]).toEqual(edited);
  });

  it.each([
    ['negative sets', { sets: -1 }, 'sets', 'Must be 0 or more.'],
    ['too many sets', { sets: 101 }, 'sets', 'Must be at most 100.'],
    ['too many repetitions', { repetitions: 1001 }, 'repetitions', 'Must be at most 1000.'],
    ['negative rest', { restSeconds: -5 }, 'restSeconds', 'Must be 0 or more.'],
    ['too long a rest', { restSeconds: 3601 }, 'restSeconds', 'Must be at most 3600.'],
  ])('rejects %s with the field named', async (_case, override, field, message) => {
    const routine = await createRoutine({ isActive: false, weekFrequency: 1 });
    const result = await gql(ADD_ITEM, {
      sessionId: routine.sessions[0].id,
      input: { exerciseId: bench.id, sets: 3, repetitions: 10, restSeconds: 60, ...override },
    });
    expect(result.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { [field]: [message] } });
    expect((await getRoutine(routine.id)).sessions[0].exercises).toEqual([]);
  });

  it('rejects a fractional number of sets', async () => {
    const routine = await createRoutine({ isActive: false, weekFrequency: 1 });
    const result = await gql(ADD_ITEM, {
      sessionId: routine.sessions[0].id,
      input: { exerciseId: bench.id, sets: 2.5, repetitions: 10, restSeconds: 60 },
    });
    expect(result.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
  });

  it('answers a missing session or exercise with not found', async () => {
    const routine = await createRoutine({ isActive: false, weekFrequency: 1 });
    const missingSession = await gql(ADD_ITEM, {
      sessionId: 999999,
      input: { exerciseId: bench.id, sets: 1, repetitions: 1, restSeconds: 1 },
    });
    expect(missingSession.errors![0]).toMatchObject({
      message: 'Session with id 999999 was not found.',
      extensions: { code: 'NOT_FOUND' },
    });
    const missingExercise = await gql(ADD_ITEM, {
      sessionId: routine.sessions[0].id,
      input: { exerciseId: 999999, sets: 1, repetitions: 1, restSeconds: 1 },
    });
    expect(missingExercise.errors![0]).toMatchObject({
      message: 'Exercise with id 999999 was not found.',
      extensions: { code: 'NOT_FOUND' },
    });
    expect((await gql(UPDATE_SESSION, { id: 999999, description: 'x' })).errors![0].message).toBe('Session with id 999999 was not found.');
  });
});

describe("'Done!' (completeSession)", () => {
  it('advances A → B → C → A, recording each completion', async () => {
    const routine = await createRoutine({ isActive: false });
    const [a, b, c] = routine.sessions;
    const before = Date.now();
    const currents: string[] = [];
    for (const session of [a, b, c]) {
      const result = (await ok(COMPLETE, { sessionId: session.id })).completeSession;
      expect(result.sessions.filter((s: { isCurrent: boolean }) => s.isCurrent)).toHaveLength(1);
      currents.push(result.currentSession.description);
    }
    expect(currents).toEqual(['B', 'C', 'A']);
    const records = await completions(routine.id);
    expect(records.map((r) => [r.sessionId, r.userId, r.routineId, r.sessionDescription])).toEqual([
      [a.id, userId, routine.id, 'A'],
      [b.id, userId, routine.id, 'B'],
      [c.id, userId, routine.id, 'C'],
    ]);
    for (const record of records) {
      expect(record.completedAt).toBeInstanceOf(Date);
      // SQLite keeps whole seconds.
      expect(record.completedAt.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 - 1000);
      expect(record.completedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    }
  });

  it('keeps a single session current', async () => {
    const routine = await createRoutine({ isActive: false, weekFrequency: 1 });
    const result = (await ok(COMPLETE, { sessionId: routine.sessions[0].id })).completeSession;
    expect(result.sessions).toEqual([{ id: routine.sessions[0].id, orderNumber: 1, isCurrent: true }]);
    expect(await completions(routine.id)).toHaveLength(1);
  });

  it('refuses a session that is not the current one, changing nothing', async () => {
    const routine = await createRoutine({ isActive: false });
    const result = await gql(COMPLETE, { sessionId: routine.sessions[1].id });
    expect(result.errors![0]).toMatchObject({ message: 'This session is not the current one.', extensions: { code: 'CONFLICT' } });
    expect(sessionsOf(await getRoutine(routine.id)).map((s) => s[2])).toEqual([true, false, false]);
    expect(await completions(routine.id)).toEqual([]);
  });

  it('lets only one of two simultaneous Done! on the same session through', async () => {
    const routine = await createRoutine({ isActive: false });
    const results = await Promise.all([
      gql(COMPLETE, { sessionId: routine.sessions[0].id }),
      gql(COMPLETE, { sessionId: routine.sessions[0].id }),
    ]);
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.find((r) => r.errors)!.errors![0].extensions!.code).toBe('CONFLICT');
    expect(sessionsOf(await getRoutine(routine.id)).map((s) => s[2])).toEqual([false, true, false]);
    expect(await completions(routine.id)).toHaveLength(1);
  });
});

describe('ownership', () => {
  it("treats another user's routine, sessions and session exercises as not found, and refuses my exercise in theirs", async () => {
    const mine = await createRoutine({ isActive: false, weekFrequency: 2 });
    const item = await addItem(mine.sessions[0].id, { exerciseId: bench.id });
    const { token: other } = await signUp(server);
    const theirs = await createRoutine({}, other);

    const routineMessage = `Routine with id ${mine.id} was not found.`;
    expect((await gql(GET, { id: mine.id }, other)).errors![0].message).toBe(routineMessage);
    expect((await gql(UPDATE, { id: mine.id, input: routineInput() }, other)).errors![0].message).toBe(routineMessage);
    expect((await gql(DELETE, { id: mine.id }, other)).errors![0].message).toBe(routineMessage);

    const sessionId = mine.sessions[0].id;
    const sessionMessage = `Session with id ${sessionId} was not found.`;
    expect((await gql(UPDATE_SESSION, { id: sessionId, description: 'x' }, other)).errors![0]).toMatchObject({
      message: sessionMessage,
      extensions: { code: 'NOT_FOUND' },
    });
    expect((await gql(COMPLETE, { sessionId }, other)).errors![0]).toMatchObject({
      message: sessionMessage,
      extensions: { code: 'NOT_FOUND' },
    });
    const otherExercise = (
      await ok(
        CREATE_EXERCISE,
        { input: { name: 'Deles', tagIds: [(await ok(CREATE_TAG, { input: { name: 'T' } }, other)).createTag.id] } },
        other,
      )
    ).createExercise;
    expect(
      (await gql(ADD_ITEM, { sessionId, input: { exerciseId: otherExercise.id, sets: 1, repetitions: 1, restSeconds: 1 } }, other))
        .errors![0].message,
    ).toBe(sessionMessage);

    const itemMessage = `Session exercise with id ${item.id} was not found.`;
    expect(
      (await gql(UPDATE_ITEM, { id: item.id, input: { exerciseId: otherExercise.id, sets: 1, repetitions: 1, restSeconds: 1 } }, other))
        .errors![0].message,
    ).toBe(itemMessage);
    expect((await gql(DELETE_ITEM, { id: item.id }, other)).errors![0].message).toBe(itemMessage);

    // My exercise in their session, or in an edit of their session exercise: not found.
    const benchMessage = `Exercise with id ${bench.id} was not found.`;
    expect(
      (
        await gql(
          ADD_ITEM,
          { sessionId: theirs.sessions[0].id, input: { exerciseId: bench.id, sets: 1, repetitions: 1, restSeconds: 1 } },
          other,
        )
      ).errors![0].message,
    ).toBe(benchMessage);
    const theirItem = await addItem(theirs.sessions[0].id, { exerciseId: otherExercise.id }, other);
    expect(
      (await gql(UPDATE_ITEM, { id: theirItem.id, input: { exerciseId: bench.id, sets: 1, repetitions: 1, restSeconds: 1 } }, other))
        .errors![0].message,
    ).toBe(benchMessage);

    // Nothing of mine changed.
    const after = await getRoutine(mine.id);
    expect(after.sessions[0]).toMatchObject({
      description: 'A',
      isCurrent: true,
      exercises: [{ id: item.id, exercise: { id: bench.id } }],
    });
    expect((await ok(PAGE, {}, other)).routines.content.map((r: { id: number }) => r.id)).toEqual([theirs.id]);
  });
});
