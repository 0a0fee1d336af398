import { startTestServer, type TestServer } from '../../../test/test-server';
import {
  COMPLETE_SET,
  DISCARD,
  FINISH,
  HISTORY,
  LOG,
  PROGRESS,
  RECORDS,
  setValues,
  START,
  trainingFixture,
  WORKOUT,
  type TrainingFixture,
} from '../../../test/workout-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Json = any;
const gql = (query: string, variables: Record<string, unknown>, token: string) => server.gql(query, variables, token);
const ok = (query: string, variables: Record<string, unknown>, token: string): Promise<Json> => server.data(query, variables, token);
const day = (n: number, hour = 10) => new Date(Date.UTC(2026, 0, n, hour)).toISOString();
const sets = (...values: [string, number, string?][]) =>
  values.map(([weight, reps, setType]) => ({ weight, reps, setType: setType ?? 'NORMAL' }));

/** Logs a finished workout of these exercises on day n (an hour long). */
async function log(
  f: TrainingFixture,
  n: number,
  exercises: { exerciseId: number; sets: Record<string, unknown>[] }[],
  extra: Record<string, unknown> = {},
) {
  return (await ok(LOG, { input: { startedAt: day(n), finishedAt: day(n, 11), exercises, ...extra } }, f.token)).logWorkout;
}

describe('last time', () => {
  it("prefills the planned rows from the last finished workout's sets (weight, reps and type by position)", async () => {
    const f = await trainingFixture(server);
    await log(f, 1, [{ exerciseId: f.bench, sets: sets(['60', 12]) }]);
    const last = await log(f, 2, [
      { exerciseId: f.bench, sets: sets(['40', 15, 'WARMUP'], ['80', 10], ['82.5', 8], ['85', 6]) },
      { exerciseId: f.curl, sets: sets(['12', 12]) },
    ]);
    const workout = (await ok(START, { sessionId: f.sessionA }, f.token)).startWorkout;
    const [bench, squat] = workout.exercises;
    expect(bench.lastTime).toMatchObject({ workoutId: last.id, startedAt: day(2) });
    expect(bench.lastTime.sets.map((s: Json) => [s.weight, s.reps, s.setType])).toEqual([
      ['40', 15, 'WARMUP'],
      ['80', 10, 'NORMAL'],
      ['82.5', 8, 'NORMAL'],
      ['85', 6, 'NORMAL'],
    ]);
    // Three planned sets take the first three of last time.
    expect(bench.sets.map((s: Json) => [s.weight, s.reps, s.setType, s.done])).toEqual([
      ['40', 15, 'WARMUP', false],
      ['80', 10, 'NORMAL', false],
      ['82.5', 8, 'NORMAL', false],
    ]);
    expect(squat.lastTime).toBeNull();
    expect(squat.sets.map((s: Json) => [s.weight, s.reps])).toEqual([
      [null, 8],
      [null, 8],
    ]);
  });

  it('counts only finished workouts, and shows the one before for a finished workout', async () => {
    const f = await trainingFixture(server);
    const first = await log(f, 1, [{ exerciseId: f.bench, sets: sets(['70', 10]) }]);
    const discarded = (await ok(START, { sessionId: f.sessionA }, f.token)).startWorkout;
    await ok(COMPLETE_SET, { id: discarded.exercises[0].sets[0].id, input: setValues('200', 1) }, f.token);
    await ok(DISCARD, { id: discarded.id }, f.token);

    const workout = (await ok(START, { sessionId: f.sessionA }, f.token)).startWorkout;
    expect(workout.exercises[0].lastTime.workoutId).toBe(first.id);
    expect(workout.exercises[0].sets[0]).toMatchObject({ weight: '70', reps: 10 });
    await ok(COMPLETE_SET, { id: workout.exercises[0].sets[0].id, input: setValues('72.5', 10) }, f.token);
    await ok(FINISH, { id: workout.id }, f.token);

    const reread = (await ok(WORKOUT, { id: workout.id }, f.token)).workout;
    expect(reread.exercises[0].lastTime.workoutId).toBe(first.id);
    expect((await ok(WORKOUT, { id: first.id }, f.token)).workout.exercises[0].lastTime).toBeNull();
    const next = (await ok(START, { sessionId: f.sessionB }, f.token)).startWorkout;
    const added = (
      await ok(
        `mutation($w: Int!, $input: AddWorkoutExerciseInput!) { addWorkoutExercise(workoutId: $w, input: $input) {
      exercises { exercise { id } lastTime { workoutId } sets { weight reps } } } }`,
        { w: next.id, input: { exerciseId: f.bench } },
        f.token,
      )
    ).addWorkoutExercise;
    // An added exercise gets one row per set of last time.
    expect(added.exercises[1]).toEqual({
      exercise: { id: f.bench },
      lastTime: { workoutId: workout.id },
      sets: [{ weight: '72.5', reps: 10 }],
    });
  });
});

describe('records', () => {
  it('names the records a set beats when it is marked done', async () => {
    const f = await trainingFixture(server);
    await log(f, 1, [{ exerciseId: f.bench, sets: sets(['100', 5], ['100', 5], ['80', 8]) }]); // volume 1640
    const workout = (await ok(START, { sessionId: f.sessionA }, f.token)).startWorkout;
    const [a, b, c] = workout.exercises[0].sets;
    const complete = async (id: number, weight: string, reps: number, setType = 'NORMAL') =>
      (await ok(COMPLETE_SET, { id, input: setValues(weight, reps, { setType }) }, f.token)).completeWorkoutSet.recordsBeaten;

    expect(await complete(a.id, '102.5', 5, 'WARMUP')).toEqual([]); // warm-ups never count
    expect(await complete(a.id, '102.5', 5)).toEqual([
      { kind: 'HEAVIEST_WEIGHT', value: '102.5', previous: '100', weight: null },
      { kind: 'BEST_ESTIMATED_ONE_REP_MAX', value: '119.6', previous: '116.7', weight: null },
    ]);
    expect(await complete(b.id, '100', 5)).toEqual([]); // a tie is not a record
    expect(await complete(c.id, '80', 9)).toEqual([
      { kind: 'MOST_REPS_AT_WEIGHT', value: '9', previous: '8', weight: '80' },
      { kind: 'BEST_VOLUME', value: '1732.5', previous: '1640', weight: null },
    ]);
  });

  it('gives each record to the first set that reached it and flags it in the history', async () => {
    const f = await trainingFixture(server);
    const w1 = await log(f, 1, [{ exerciseId: f.bench, sets: sets(['40', 10, 'WARMUP'], ['100', 5], ['80', 10]) }]);
    const w2 = await log(f, 8, [{ exerciseId: f.bench, sets: sets(['100', 5], ['87.5', 6], ['80', 10], ['0', 20]) }]);
    const w3 = await log(f, 15, [{ exerciseId: f.bench, sets: sets(['300', 1, 'WARMUP'], ['90', 5]) }]);
    const records = (await ok(RECORDS, { exerciseId: f.bench }, f.token)).exerciseRecords;
    const firstSet = w1.exercises[0].sets[1];
    expect(records.heaviestWeight).toEqual({
      setId: firstSet.id,
      workoutId: w1.id,
      achievedAt: day(1),
      weight: '100',
      reps: 5,
      estimatedOneRepMax: '116.7',
    });
    expect(records.bestEstimatedOneRepMax.setId).toBe(firstSet.id);
    // w1: 500 + 800 = 1300; w2: 500 + 525 + 800 + 0 = 1825; w3: 450.
    expect(records.bestVolume).toEqual({ workoutId: w2.id, achievedAt: day(8), volume: '1825' });
    expect(records.mostRepsAtWeight.map((r: Json) => [r.weight, r.reps, r.workoutId])).toEqual([
      ['100', 5, w1.id],
      ['90', 5, w3.id],
      ['87.5', 6, w2.id],
      ['80', 10, w1.id],
      ['0', 20, w2.id],
    ]);
    expect((await ok(RECORDS, { exerciseId: f.bench, size: 2 }, f.token)).exerciseRecords.mostRepsAtWeight).toHaveLength(2);
    const tooMany = await gql(RECORDS, { exerciseId: f.bench, size: 101 }, f.token);
    expect(tooMany.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fields: { size: ['size must be 1 to 100.'] } } });

    const none = (await ok(RECORDS, { exerciseId: f.squat }, f.token)).exerciseRecords;
    expect(none).toEqual({
      exerciseId: f.squat,
      heaviestWeight: null,
      bestEstimatedOneRepMax: null,
      bestVolume: null,
      mostRepsAtWeight: [],
    });
  });
});

describe("an exercise's history and progress", () => {
  it('pages the sets by workout, newest first, between two instants (from inclusive, to exclusive)', async () => {
    const f = await trainingFixture(server);
    const logged: Json[] = [];
    for (let n = 1; n <= 5; n++)
      logged.push(
        await log(f, n, [
          // Only the fifth bench has a note; the row's note must not leak into the bench's history.
          { exerciseId: f.bench, sets: sets([String(60 + n), 10]), ...(n === 5 ? { note: '  Narrow grip  ' } : {}) },
          { exerciseId: f.row, sets: sets(['50', 12]), note: 'Row note' },
        ]),
      );
    await log(f, 6, [{ exerciseId: f.row, sets: sets(['50', 12]) }]);
    const inProgress = (await ok(START, { sessionId: f.sessionA }, f.token)).startWorkout;
    await ok(COMPLETE_SET, { id: inProgress.exercises[0].sets[0].id, input: setValues('99', 9) }, f.token);

    const all = (await ok(HISTORY, { exerciseId: f.bench, page: 0, size: 2 }, f.token)).exerciseHistory;
    expect(all.totalElements).toBe(5);
    expect(
      all.content.map((e: Json) => [e.workoutId, e.startedAt, e.finishedAt, e.title, e.note, e.sets.map((s: Json) => s.weight)]),
    ).toEqual([
      [logged[4].id, day(5), day(5, 11), 'Workout', 'Narrow grip', ['65']],
      [logged[3].id, day(4), day(4, 11), 'Workout', '', ['64']],
    ]);
    const between = (await ok(HISTORY, { exerciseId: f.bench, from: day(2), to: day(4) }, f.token)).exerciseHistory;
    expect(between.totalElements).toBe(2);
    expect(between.content.map((e: Json) => e.sets[0].weight)).toEqual(['63', '62']);

    const progress = (await ok(PROGRESS, { exerciseId: f.bench, from: day(2) }, f.token)).exerciseProgress;
    expect(progress).toEqual(
      [2, 3, 4, 5].map((n) => ({
        workoutId: logged[n - 1].id,
        startedAt: day(n),
        heaviestWeight: String(60 + n),
        estimatedOneRepMax: (((60 + n) * 4) / 3).toFixed(1).replace(/\.0$/, ''),
        volume: String((60 + n) * 10),
      })),
    );
    const newest = (await ok(PROGRESS, { exerciseId: f.bench, size: 2 }, f.token)).exerciseProgress;
    expect(newest.map((p: Json) => p.workoutId)).toEqual([logged[3].id, logged[4].id]);
    const bad = await gql(PROGRESS, { exerciseId: f.bench, size: 501 }, f.token);
    expect(bad.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fields: { size: ['size must be at most 500.'] } } });
  });

  it("is not found for another user's exercise", async () => {
    const owner = await trainingFixture(server);
    const other = await trainingFixture(server);
    for (const query of [HISTORY, PROGRESS, RECORDS]) {
      const result = await gql(query, { exerciseId: owner.bench }, other.token);
      expect(result.errors?.[0]).toMatchObject({
        message: `Exercise with id ${owner.bench} was not found.`,
        extensions: { code: 'NOT_FOUND' },
      });
    }
  });
});

describe('logWorkout', () => {
  it('saves a whole finished workout in one mutation, recorded in the routine history, optionally advancing it', async () => {
    const f = await trainingFixture(server);
    const startedAt = day(3, 7);
    const finishedAt = new Date(Date.parse(startedAt) + 3_723_000).toISOString(); // 1 h 2 min 3 s
    const workout = await log(
      f,
      3,
      [
        {
          exerciseId: f.bench,
          sets: [
            { weight: '80.5', reps: 10, rpe: '7.5' },
            { weight: 82.5, reps: 8, setType: 'FAILURE' },
          ],
        },
        { exerciseId: f.squat, sets: sets(['100', 5]) },
      ],
      { startedAt, finishedAt, sessionId: f.sessionA, notes: ' From my watch ', advanceRoutine: true },
    );
    expect(workout).toMatchObject({
      title: 'Treino AB — A',
      sessionId: f.sessionA,
      routineId: f.routineId,
      startedAt,
      finishedAt,
      durationSeconds: 3723,
      inProgress: false,
      notes: 'From my watch',
      volume: '1965',
      doneSets: 3,
    });
    expect(workout.exercises[0].sets.map((s: Json) => [s.weight, s.reps, s.setType, s.rpe, s.completedAt])).toEqual([
      ['80.5', 10, 'NORMAL', '7.5', finishedAt],
      ['82.5', 8, 'FAILURE', null, finishedAt],
    ]);
    const routine = (await ok(`query($id: Int!) { routine(id: $id) { currentSession { id } } }`, { id: f.routineId }, f.token)).routine;
    expect(routine.currentSession.id).toBe(f.sessionB);
    const history = (await ok(`{ trainingHistory { content { completedAt workout { id } } } }`, {}, f.token)).trainingHistory.content;
    expect(history).toEqual([{ completedAt: finishedAt, workout: { id: workout.id } }]);

    // Without advanceRoutine the history records it and the routine stays; the session need not be current.
    await log(f, 4, [{ exerciseId: f.bench, sets: sets(['80', 10]) }], { sessionId: f.sessionA, title: 'Catch-up' });
    expect(
      (await ok(`query($id: Int!) { routine(id: $id) { currentSession { id } } }`, { id: f.routineId }, f.token)).routine.currentSession.id,
    ).toBe(f.sessionB);
    const notCurrent = await gql(
      LOG,
      {
        input: {
          startedAt: day(5),
          finishedAt: day(5, 11),
          sessionId: f.sessionA,
          advanceRoutine: true,
          exercises: [{ exerciseId: f.bench, sets: sets(['1', 1]) }],
        },
      },
      f.token,
    );
    expect(notCurrent.errors?.[0]).toMatchObject({ message: 'This session is not the current one.', extensions: { code: 'CONFLICT' } });
  });

  it.each([
    ['an end before the start', { finishedAt: day(2, 9) }, { finishedAt: ['Must not be before startedAt.'] }],
    ['over 24 hours', { finishedAt: day(3, 11) }, { finishedAt: ['A workout lasts at most 24 hours.'] }],
    [
      'an end in the future',
      { startedAt: new Date(Date.now() + 3_600_000).toISOString(), finishedAt: new Date(Date.now() + 7_200_000).toISOString() },
      { finishedAt: ['Must not be in the future.'] },
    ],
    ['no exercise', { exercises: [] }, { exercises: ['Add at least one exercise.'] }],
    ['an exercise without sets', { exercises: [{ exerciseId: 0, sets: [] }] }, { 'exercises.0.sets': ['Add at least one set.'] }],
    [
      'a weight over 2000 kg',
      {
        exercises: [
          {
            exerciseId: 0,
            sets: [
              { weight: '1', reps: 1 },
              { weight: '2000.5', reps: 1 },
            ],
          },
        ],
      },
      { 'exercises.0.sets.1.weight': ['Must be at most 2000 kg.'] },
    ],
    [
      'reps over 1000',
      {
        exercises: [
          {
            exerciseId: 0,
            sets: [
              { weight: '1', reps: 1 },
              { weight: '1', reps: 1001 },
            ],
          },
        ],
      },
      { 'exercises.0.sets.1.reps': ['Must be at most 1000.'] },
    ],
    [
      'negative reps',
      {
        exercises: [
          {
            exerciseId: 0,
            sets: [
              { weight: '1', reps: 1 },
              { weight: '1', reps: -1 },
            ],
          },
        ],
      },
      { 'exercises.0.sets.1.reps': ['Must be 0 or more.'] },
    ],
    [
      'a weight with 4 decimals',
      {
        exercises: [
          {
            exerciseId: 0,
            sets: [
              { weight: '1', reps: 1 },
              { weight: '80.1255', reps: 1 },
            ],
          },
        ],
      },
      { 'exercises.0.sets.1.weight': ['Up to 3 decimal places.'] },
    ],
    [
      'a negative weight',
      {
        exercises: [
          {
            exerciseId: 0,
            sets: [
              { weight: '1', reps: 1 },
              { weight: '-0.5', reps: 1 },
            ],
          },
        ],
      },
      { 'exercises.0.sets.1.weight': ['Must be 0 or more.'] },
    ],
    [
      'RPE 5',
      {
        exercises: [
          {
            exerciseId: 0,
            sets: [
              { weight: '1', reps: 1, rpe: '6' },
              { weight: '1', reps: 1, rpe: '5' },
            ],
          },
        ],
      },
      { 'exercises.0.sets.1.rpe': ['RPE is 6 to 10 in steps of 0,5.'] },
    ],
    [
      'RPE 7.25',
      {
        exercises: [
          {
            exerciseId: 0,
            sets: [
              { weight: '1', reps: 1, rpe: '10' },
              { weight: '1', reps: 1, rpe: '7.25' },
            ],
          },
        ],
      },
      { 'exercises.0.sets.1.rpe': ['RPE is 6 to 10 in steps of 0,5.'] },
    ],
    [
      '21 sets',
      { exercises: [{ exerciseId: 0, sets: Array.from({ length: 21 }, () => ({ weight: '1', reps: 1 })) }] },
      { 'exercises.0.sets': ['At most 20 sets per exercise.'] },
    ],
    ['advancing without a session', { advanceRoutine: true }, { sessionId: ['Required to advance the routine.'] }],
    ['long notes', { notes: 'x'.repeat(2001) }, { notes: ['Maximum 2000 characters.'] }],
  ])('refuses %s with field messages and saves nothing', async (_label, overrides, fields) => {
    const f = await trainingFixture(server);
    const exercises = (overrides as { exercises?: { exerciseId: number }[] }).exercises?.map((e) => ({ ...e, exerciseId: f.bench }));
    const input = {
      startedAt: day(2, 10),
      finishedAt: day(2, 11),
      exercises: [{ exerciseId: f.bench, sets: sets(['50', 5]) }],
      ...overrides,
      ...(exercises ? { exercises } : {}),
    };
    const result = await gql(LOG, { input }, f.token);
    expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fields } });
    expect((await ok(`{ workouts { totalElements } }`, {}, f.token)).workouts.totalElements).toBe(0);
  });

  it("refuses another user's exercise or session, and saves nothing", async () => {
    const owner = await trainingFixture(server);
    const other = await trainingFixture(server);
    const input = {
      startedAt: day(2),
      finishedAt: day(2, 11),
      exercises: [
        { exerciseId: other.bench, sets: sets(['1', 1]) },
        { exerciseId: owner.bench, sets: sets(['1', 1]) },
      ],
    };
    expect((await gql(LOG, { input }, other.token)).errors?.[0]).toMatchObject({
      message: `Exercise with id ${owner.bench} was not found.`,
      extensions: { code: 'NOT_FOUND' },
    });
    const withSession = { ...input, exercises: [input.exercises[0]], sessionId: owner.sessionA };
    expect((await gql(LOG, { input: withSession }, other.token)).errors?.[0]).toMatchObject({
      message: `Session with id ${owner.sessionA} was not found.`,
      extensions: { code: 'NOT_FOUND' },
    });
    expect((await ok(`{ workouts { totalElements } }`, {}, other.token)).workouts.totalElements).toBe(0);
  });
});

describe('deleting an exercise', () => {
  it('is refused while a workout logged it, on GraphQL and on the legacy door; without workouts it works', async () => {
    const f = await trainingFixture(server);
    await log(f, 1, [{ exerciseId: f.curl, sets: sets(['12', 10]) }]);
    const DELETE = `mutation($id: Int!) { deleteExercise(id: $id) { id } }`;
    expect((await gql(DELETE, { id: f.curl }, f.token)).errors?.[0]).toMatchObject({
      message: "You can't delete an exercise that has logged workouts.",
      extensions: { code: 'CONFLICT' },
    });
    const legacy = await fetch(`${server.legacyUrl}/exercises/${f.curl}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${f.token}` },
    });
    expect(legacy.status).toBe(400);
    expect(await legacy.json()).toEqual({ errors: ["You can't delete an exercise that has logged workouts."] });
    expect((await ok(RECORDS, { exerciseId: f.curl }, f.token)).exerciseRecords.heaviestWeight.weight).toBe('12');

    const tagId = (await ok(`{ allTags { id } }`, {}, f.token)).allTags[0].id;
    const fresh = (
      await ok(
        `mutation($input: ExerciseInput!) { createExercise(input: $input) { id } }`,
        { input: { name: 'Crucifixo', tagIds: [tagId] } },
        f.token,
      )
    ).createExercise;
    const gone = await fetch(`${server.legacyUrl}/exercises/${fresh.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${f.token}` },
    });
    expect(gone.status).toBe(200);
  });
});
