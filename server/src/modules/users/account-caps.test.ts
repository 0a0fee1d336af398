/**
 * The account's caps (account-caps.ts): at the cap every addition path is refused with the kind's message and adds
 * nothing, one below it passes, two additions at the edge never both pass, and each account counts its own. The
 * accounts are filled with plain rows by one INSERT … SELECT (a cross join of digits, the same SQL on both databases),
 * so the check counts real rows without a test making thousands of requests.
 */
import { countsOf, download, fullAccount, IMPORT, upload } from '../../../test/data-fixtures';
import { SESSION_EXERCISES_MAX } from '@fitness-manager/shared';
import { legacySignIn } from '../../../test/sign-in';
import { signUp, startTestServer, type TestServer } from '../../../test/test-server';
import { ACCOUNT_CAPS, ensureRoom, type CappedKind } from './account-caps';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const DIGITS =
  '(SELECT 0 AS n UNION ALL SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3 UNION ALL SELECT 4 UNION ALL SELECT 5 UNION ALL SELECT 6 UNION ALL SELECT 7 UNION ALL SELECT 8 UNION ALL SELECT 9)';
const TEN_THOUSAND = `${DIGITS} a CROSS JOIN ${DIGITS} b CROSS JOIN ${DIGITS} c CROSS JOIN ${DIGITS} d`;

/** Columns and values of a filler row of each kind (the user's id is the first value). */
const FILLER: Record<CappedKind, { columns: string; values: string }> = {
  recipes: { columns: 'user_id, name, name_key, serving, unit', values: "?, 'Filler', 'filler', '1', 'g'" },
  exercises: { columns: 'user_id, name, name_key', values: "?, 'Filler', 'filler'" },
  tags: { columns: 'user_id, name, name_key', values: "?, 'Filler', 'filler'" },
  routines: {
    columns: 'user_id, name, name_key, description, goal, week_frequency, is_active',
    values: "?, 'Filler', 'filler', 'd', 'g', 1, 0",
  },
  workouts: {
    columns: 'user_id, title, started_at, finished_at, in_progress, notes',
    values: "?, 'Filler', '2020-01-01 07:00:00.000', '2020-01-01 08:00:00.000', NULL, ''",
  },
};

const held = async (kind: CappedKind, userId: number) => {
  const [row] = await server.services.dataSource.query<{ held: number | string }[]>(
    `SELECT COUNT(*) AS held FROM ${ACCOUNT_CAPS[kind].table} WHERE user_id = ?`,
    [userId],
  );
  return Number(row.held);
};

/** Adds filler rows until the account holds `total` records of the kind. */
async function fillTo(kind: CappedKind, userId: number, total: number) {
  const missing = total - (await held(kind, userId));
  if (missing > 0) {
    const { columns, values } = FILLER[kind];
    await server.services.dataSource.query(
      `INSERT INTO ${ACCOUNT_CAPS[kind].table} (${columns}) SELECT ${values} FROM ${TEN_THOUSAND} LIMIT ?`,
      [userId, missing],
    );
  }
  expect(await held(kind, userId)).toBe(total);
}

const FULL: Record<CappedKind, (max: number) => string> = {
  recipes: (max) => `Your account holds the most recipes it can (${max}): delete some before adding more.`,
  exercises: (max) => `Your account holds the most exercises it can (${max}): delete some before adding more.`,
  tags: (max) => `Your account holds the most tags it can (${max}): delete some before adding more.`,
  routines: (max) => `Your account holds the most training routines it can (${max}): delete some before adding more.`,
  workouts: (max) => `Your account holds the most workouts it can (${max}): delete some before adding more.`,
};
const fullMessage = (kind: CappedKind) => FULL[kind](ACCOUNT_CAPS[kind].max);

/** A signed-up account with what its creations need (a tag, an exercise), and its creation of one record of each kind. */
async function account() {
  const { user, token, input } = await signUp(server);
  const ok = <T = any>(query: string, variables: Record<string, unknown> = {}) => server.data<T>(query, variables, token);
  const tagId = (await ok(`mutation { createTag(input: { name: "Peito" }) { id } }`)).createTag.id as number;
  const exerciseId = (await ok(`mutation($tagId: Int!) { createExercise(input: { name: "Supino", tagIds: [$tagId] }) { id } }`, { tagId }))
    .createExercise.id as number;
  const foodId = (
    await ok(
      `mutation { createFood(input: { name: "Farinha", serving: "100", unit: G, carbohydrates: "1", proteins: "1", fats: "1", calories: "1" }) { id } }`,
    )
  ).createFood.id as number;
  const creations: Record<CappedKind, { query: string; variables: Record<string, unknown> }> = {
    recipes: {
      query: `mutation($input: RecipeInput!) { createRecipe(input: $input) { id } }`,
      variables: { input: { name: 'Bolo', serving: '1', unit: 'UN', ingredients: [{ foodId, quantity: '100' }] } },
    },
    exercises: {
      query: `mutation($input: ExerciseInput!) { createExercise(input: $input) { id } }`,
      variables: { input: { name: 'Remada', tagIds: [tagId] } },
    },
    tags: { query: `mutation($input: TagInput!) { createTag(input: $input) { id } }`, variables: { input: { name: 'Costas' } } },
    routines: {
      query: `mutation($input: RoutineInput!) { createRoutine(input: $input) { id } }`,
      variables: { input: { name: 'ABC', description: 'd', goal: 'g', weekFrequency: 3, isActive: false } },
    },
    workouts: {
      query: `mutation($input: LogWorkoutInput!) { logWorkout(input: $input) { id } }`,
      variables: {
        input: {
          startedAt: '2026-03-09T07:00:00.000Z',
          finishedAt: '2026-03-09T08:00:00.000Z',
          exercises: [{ exerciseId, restSeconds: 60, sets: [{ weight: '60', reps: 10 }] }],
        },
      },
    },
  };
  const create = (kind: CappedKind) => server.gql(creations[kind].query, creations[kind].variables, token);
  return { userId: user.id, token, input, create, ok, exerciseId };
}

const foodsOf = async (userId: number) => {
  const [row] = await server.services.dataSource.query<{ n: number | string }[]>('SELECT COUNT(*) AS n FROM foods WHERE user_id = ?', [
    userId,
  ]);
  return Number(row.n);
};

const KINDS = Object.keys(ACCOUNT_CAPS) as CappedKind[];

describe.each(KINDS)('the cap of %s', (kind) => {
  const { max } = ACCOUNT_CAPS[kind];

  it('lets a creation one below the cap pass, refuses the next with the message and adds nothing; another account counts its own', async () => {
    const me = await account();
    await fillTo(kind, me.userId, max - 1);
    expect((await me.create(kind)).errors).toBeUndefined();
    expect(await held(kind, me.userId)).toBe(max);
    const refused = await me.create(kind);
    expect(refused.errors).toHaveLength(1);
    expect(refused.errors![0]).toMatchObject({ message: fullMessage(kind), extensions: { code: 'CONFLICT' } });
    expect(await held(kind, me.userId)).toBe(max);
    // Another account is far from its cap.
    const other = await account();
    const before = await held(kind, other.userId);
    expect((await other.create(kind)).errors).toBeUndefined();
    expect(await held(kind, other.userId)).toBe(before + 1);
    expect(await held(kind, me.userId)).toBe(max);
  });

  it('lets exactly one of several additions at once take the last place', async () => {
    const me = await account();
    await fillTo(kind, me.userId, max - 1);
    const answers = await Promise.all([1, 2, 3, 4].map(() => me.create(kind)));
    expect(answers.filter((answer) => answer.errors === undefined)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.errors !== undefined)) {
      expect(answer.errors![0]).toMatchObject({ message: fullMessage(kind), extensions: { code: 'CONFLICT' } });
    }
    expect(await held(kind, me.userId)).toBe(max);
  });
});

describe('imports at the cap', () => {
  const exportOf = async (token: string) => (await download(server, token, 'JSON')).text;
  let file: string;
  beforeAll(async () => {
    file = await exportOf((await fullAccount(server)).token);
  });

  it.each(KINDS)("refuses an account import the account's %s cannot hold, and writes nothing of it", async (kind) => {
    const adding = (JSON.parse(file) as Record<string, unknown[]>)[kind]?.length ?? 0;
    expect(adding).toBeGreaterThan(0);
    const me = await account();
    await fillTo(kind, me.userId, capOf(kind) - adding + 1);
    const before = await Promise.all(KINDS.map((k) => held(k, me.userId)));
    const id = (await upload(server, me.token, 'ACCOUNT_JSON', file)).body.id;
    const refused = await server.gql(IMPORT, { id }, me.token);
    expect(refused.errors![0]).toMatchObject({ message: fullMessage(kind), extensions: { code: 'CONFLICT' } });
    expect(await Promise.all(KINDS.map((k) => held(k, me.userId)))).toEqual(before);
    expect(await foodsOf(me.userId)).toBe(1);
  });

  it('imports a file that fits exactly', async () => {
    const adding = (JSON.parse(file) as { recipes: unknown[] }).recipes.length;
    const me = await account();
    await fillTo('recipes', me.userId, capOf('recipes') - adding);
    const id = (await upload(server, me.token, 'ACCOUNT_JSON', file)).body.id;
    const imported = (await server.data(IMPORT, { id }, me.token)).importUpload;
    expect(countsOf(imported).recipes).toBe(adding);
    expect(await held('recipes', me.userId)).toBe(capOf('recipes'));
  });

  const IMPORT_IN = `mutation($id: Int!, $timeZone: String) { importUpload(uploadId: $id, timeZone: $timeZone) { counts { item count } } }`;
  const HEVY = `"title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"
"Push Day","27 Jan 2024, 07:00","27 Jan 2024, 08:05","","Supino",,"",0,"normal",80,8,,,
"Pull Day","28 Jan 2024, 18:30","28 Jan 2024, 19:20","","Barra fixa",,"",0,"normal",0,10,,,
`;

  it("refuses a workout history the account's workouts or exercises cannot hold, and imports it once there is room", async () => {
    const me = await account();
    await fillTo('workouts', me.userId, capOf('workouts') - 1);
    const first = (await upload(server, me.token, 'WORKOUT_HISTORY_CSV', HEVY)).body.id;
    const refused = await server.gql(IMPORT_IN, { id: first, timeZone: 'UTC' }, me.token);
    expect(refused.errors![0]).toMatchObject({ message: fullMessage('workouts'), extensions: { code: 'CONFLICT' } });
    expect(await held('workouts', me.userId)).toBe(capOf('workouts') - 1);
    expect(await held('exercises', me.userId)).toBe(1);

    // Room for the workouts, none for the new exercise ("Barra fixa"): refused by the exercises' cap, nothing written.
    const room = await account();
    await fillTo('exercises', room.userId, capOf('exercises'));
    const second = (await upload(server, room.token, 'WORKOUT_HISTORY_CSV', HEVY)).body.id;
    const noExercise = await server.gql(IMPORT_IN, { id: second, timeZone: 'UTC' }, room.token);
    expect(noExercise.errors![0]).toMatchObject({ message: fullMessage('exercises'), extensions: { code: 'CONFLICT' } });
    expect(await held('workouts', room.userId)).toBe(0);
    expect(await held('tags', room.userId)).toBe(1);

    // Exactly room for both workouts.
    const fits = await account();
    await fillTo('workouts', fits.userId, capOf('workouts') - 2);
    const third = (await upload(server, fits.token, 'WORKOUT_HISTORY_CSV', HEVY)).body.id;
    const imported = (await server.data(IMPORT_IN, { id: third, timeZone: 'UTC' }, fits.token)).importUpload;
    expect(countsOf(imported)).toMatchObject({ workouts: 2, exercises: 1 });
    expect(await held('workouts', fits.userId)).toBe(capOf('workouts'));
  });
});

describe('the legacy door at the cap', () => {
  it('answers 400 with the message in `errors`, as it answers the foods cap, and adds nothing', async () => {
    const me = await account();
    const signedIn = await legacySignIn(server, me.input.email, me.input.password);
    const token = signedIn.body.access_token as string;
    const post = async (path: string, body: unknown) => {
      const response = await fetch(`${server.legacyUrl}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    };
    const routine = {
      id: null,
      name: 'Treino ABC',
      description: 'd',
      goal: 'g',
      weekFrequency: 3,
      isActiveRoutine: true,
      trainingSessions: [],
      user: {},
    };
    await fillTo('tags', me.userId, capOf('tags') - 1);
    await fillTo('routines', me.userId, capOf('routines') - 1);
    expect((await post('/tags', { id: null, name: 'Costas' })).status).toBe(200);
    expect((await post('/trainings', routine)).status).toBe(200);
    expect(await post('/tags', { id: null, name: 'Ombro' })).toEqual({ status: 400, body: { errors: [fullMessage('tags')] } });
    expect(await post('/trainings', routine)).toEqual({ status: 400, body: { errors: [fullMessage('routines')] } });
    expect(await held('tags', me.userId)).toBe(capOf('tags'));
    expect(await held('routines', me.userId)).toBe(capOf('routines'));
  });
});

describe("a session's exercises", () => {
  const ADD = `mutation($sessionId: Int!, $input: SessionExerciseInput!) { addSessionExercise(sessionId: $sessionId, input: $input) { id } }`;
  const MESSAGE = `A session holds at most ${SESSION_EXERCISES_MAX} exercises.`;
  const heldBy = async (sessionId: number) => {
    const [row] = await server.services.dataSource.query<{ n: number | string }[]>(
      'SELECT COUNT(*) AS n FROM session_exercises WHERE session_id = ?',
      [sessionId],
    );
    return Number(row.n);
  };
  async function sessionWith(held: number) {
    const me = await account();
    const routine = (
      await me.ok(
        `mutation { createRoutine(input: { name: "A", description: "d", goal: "g", weekFrequency: 2, isActive: false }) { id sessions { id } } }`,
      )
    ).createRoutine;
    const [sessionId, otherId] = routine.sessions.map((session: { id: number }) => session.id) as number[];
    await server.services.dataSource.query(
      `INSERT INTO session_exercises (session_id, exercise_id, sets, repetitions, rest_seconds) SELECT ?, ?, 3, 10, 60 FROM ${TEN_THOUSAND} LIMIT ?`,
      [sessionId, me.exerciseId, held],
    );
    const add = (id = sessionId) =>
      server.gql(ADD, { sessionId: id, input: { exerciseId: me.exerciseId, sets: 3, repetitions: 10, restSeconds: 60 } }, me.token);
    return { me, sessionId, otherId, add };
  }

  it(`takes ${SESSION_EXERCISES_MAX} in a session, refuses one more (the field's message) and adds nothing; another session counts its own`, async () => {
    const { sessionId, otherId, add } = await sessionWith(SESSION_EXERCISES_MAX - 1);
    expect((await add()).errors).toBeUndefined();
    const refused = await add();
    expect(refused.errors![0]).toMatchObject({
      message: MESSAGE,
      extensions: { code: 'BAD_USER_INPUT', fields: { exerciseId: [MESSAGE] } },
    });
    expect(await heldBy(sessionId)).toBe(SESSION_EXERCISES_MAX);
    expect((await add(otherId)).errors).toBeUndefined();
  });

  it('lets exactly one of several additions at once take the last place', async () => {
    const { sessionId, add } = await sessionWith(SESSION_EXERCISES_MAX - 1);
    const answers = await Promise.all([1, 2, 3, 4].map(() => add()));
    expect(answers.filter((answer) => answer.errors === undefined)).toHaveLength(1);
    expect(await heldBy(sessionId)).toBe(SESSION_EXERCISES_MAX);
  });

  it("answers the legacy door with the message in `errors`, named by its field as the door names every field's message", async () => {
    const { me, sessionId } = await sessionWith(SESSION_EXERCISES_MAX);
    const token = (await legacySignIn(server, me.input.email, me.input.password)).body.access_token as string;
    const response = await fetch(`${server.legacyUrl}/trainings/session-exercise`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        id: null,
        exercise: { id: me.exerciseId },
        sets: '4',
        repetitions: '12',
        restInterval: '60',
        trainingSessionId: sessionId,
      }),
    });
    expect({ status: response.status, body: await response.json() }).toEqual({ status: 400, body: { errors: [`Exercise: ${MESSAGE}`] } });
    expect(await heldBy(sessionId)).toBe(SESSION_EXERCISES_MAX);
  });

  it('is a problem of an account import whose session holds more', async () => {
    const source = await sessionWith(SESSION_EXERCISES_MAX);
    // One more than the rule allows, written past the service as an old account's session could be.
    await server.services.dataSource.query(
      'INSERT INTO session_exercises (session_id, exercise_id, sets, repetitions, rest_seconds) VALUES (?, ?, 3, 10, 60)',
      [source.sessionId, source.me.exerciseId],
    );
    const file = (await download(server, source.me.token, 'JSON')).text;
    const target = await account();
    const id = (await upload(server, target.token, 'ACCOUNT_JSON', file)).body.id;
    const refused = await server.gql(IMPORT, { id }, target.token);
    expect(refused.errors![0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { file: [`routines[0] (A) sessions[0]: exercises: A list of at most ${SESSION_EXERCISES_MAX}.`] },
    });
    expect(await held('routines', target.userId)).toBe(0);
  });
});

function capOf(kind: CappedKind) {
  return ACCOUNT_CAPS[kind].max;
}

describe('the count of one account while its addition is open', () => {
  // A locking count (LOCK IN SHARE MODE) also locked the index gap up to the next account's rows: while an import
  // held it, a newer account could not add a row of that kind. The other side's wait is cut at 2 s of waiting for a
  // lock (never of work): an insert no lock holds up never waits, so only a held gap lock can fail it.
  const onMysql = process.env.TEST_DB === 'mysql';
  (onMysql ? it : it.skip)("holds up no other account's additions", async () => {
    const older = await signUp(server);
    const newer = await signUp(server);
    const { dataSource } = server.services;
    const open = dataSource.createQueryRunner();
    const other = dataSource.createQueryRunner();
    try {
      await open.startTransaction();
      await ensureRoom(open.manager, older.user.id, 'recipes', 1);
      await other.query('SET SESSION innodb_lock_wait_timeout = 2');
      await other.query("INSERT INTO recipes (user_id, name, name_key, serving, unit) VALUES (?, 'Pasta', 'pasta', '1', 'un')", [
        newer.user.id,
      ]);
      expect(await held('recipes', newer.user.id)).toBe(1);
    } finally {
      if (open.isTransactionActive) await open.rollbackTransaction();
      await open.release();
      await other.release();
    }
  });
});
