import { SessionCompletionEntity } from '../training/session-completion.entity';
import { WorkoutEntity, WorkoutSetEntity } from './workout.entity';
import { signUp, startTestServer, type TestServer } from '../../../test/test-server';
import {
  ADD_EXERCISE,
  ADD_SET,
  COMPLETE_SESSION,
  COMPLETE_SET,
  DELETE_WORKOUT,
  DISCARD,
  EXTEND_REST,
  FINISH,
  IN_PROGRESS,
  REMOVE_EXERCISE,
  REMOVE_SET,
  SET_NOTE,
  setValues,
  SKIP_EXERCISE,
  SKIP_REST,
  START,
  TRAINING_HISTORY,
  trainingFixture,
  UNCOMPLETE_SET,
  UPDATE_SET,
  LOG,
  WORKOUT,
  WORKOUTS,
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
const start = async (f: TrainingFixture, sessionId = f.sessionA) => (await ok(START, { sessionId }, f.token)).startWorkout;
const seconds = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 1000;
const setsOf = (workout: Json, index: number) => workout.exercises[index].sets.map((s: Json) => [s.weight, s.reps, s.setType, s.done]);

describe('starting a workout', () => {
  it("lists the session's exercises in order with their plan and one empty row per planned set", async () => {
    const f = await trainingFixture(server);
    const before = Date.now();
    const workout = await start(f);
    expect(workout).toMatchObject({
      title: 'Treino AB — A',
      routineId: f.routineId,
      sessionId: f.sessionA,
      inProgress: true,
      finishedAt: null,
      durationSeconds: null,
      notes: '',
      volume: '0',
      doneSets: 0,
      restTimer: null,
    });
    expect(Date.parse(workout.startedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(
      workout.exercises.map((e: Json) => [
        e.position,
        e.exercise.id,
        e.plannedSets,
        e.plannedReps,
        e.restSeconds,
        e.addedToWorkout,
        e.lastTime,
      ]),
    ).toEqual([
      [1, f.bench, 3, 10, 90, false, null],
      [2, f.squat, 2, 8, 120, false, null],
    ]);
    // No history yet: weight empty, reps from the plan.
    expect(setsOf(workout, 0)).toEqual([
      [null, 10, 'NORMAL', false],
      [null, 10, 'NORMAL', false],
      [null, 10, 'NORMAL', false],
    ]);
    expect(workout.exercises[0].sets.map((s: Json) => s.position)).toEqual([1, 2, 3]);
    expect((await ok(IN_PROGRESS, {}, f.token)).workoutInProgress.id).toBe(workout.id);
  });

  it('refuses a second workout while one is in progress, naming it, and changes nothing', async () => {
    const f = await trainingFixture(server);
    const first = await start(f);
    const second = await gql(START, { sessionId: f.sessionB }, f.token);
    expect(second.errors?.[0]).toMatchObject({
      message: 'A workout is already in progress: "Treino AB — A". Finish or discard it before starting another.',
      extensions: { code: 'CONFLICT' },
    });
    expect(await server.services.dataSource.getRepository(WorkoutEntity).countBy({ userId: f.userId })).toBe(1);
    expect((await ok(IN_PROGRESS, {}, f.token)).workoutInProgress.id).toBe(first.id);
  });

  it('gives one winner and a clean CONFLICT to concurrent starts (the database enforces one in progress)', async () => {
    const f = await trainingFixture(server);
    const results = await Promise.all(
      [f.sessionA, f.sessionB, f.sessionA, f.sessionB].map((sessionId) => gql(START, { sessionId }, f.token)),
    );
    const won = results.filter((r) => !r.errors);
    const lost = results.filter((r) => r.errors);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(3);
    for (const result of lost) {
      expect(result.errors![0].extensions?.code).toBe('CONFLICT');
      expect(result.errors![0].message).toBe(
        `A workout is already in progress: "${won[0].data!.startWorkout.title}". Finish or discard it before starting another.`,
      );
    }
    expect(await server.services.dataSource.getRepository(WorkoutEntity).countBy({ userId: f.userId })).toBe(1);
  });

  it('also refuses a second in-progress row written behind the service (unique index)', async () => {
    const f = await trainingFixture(server);
    await start(f);
    const repository = server.services.dataSource.getRepository(WorkoutEntity);
    await expect(repository.insert({ userId: f.userId, title: 'x', startedAt: new Date(), inProgress: true, notes: '' })).rejects.toThrow();
    // Finished workouts (inProgress NULL) never collide.
    await repository.insert({ userId: f.userId, title: 'y', startedAt: new Date(), finishedAt: new Date(), inProgress: null, notes: '' });
    await repository.insert({ userId: f.userId, title: 'z', startedAt: new Date(), finishedAt: new Date(), inProgress: null, notes: '' });
  });
});

describe('logging sets', () => {
  it('saves typed values, marks a set done and starts the rest timer from the server clock', async () => {
    const f = await trainingFixture(server);
    const workout = await start(f);
    const [first, second] = workout.exercises[0].sets;
    // The server's clock comes with every workout, before any rest timer runs.
    expect(workout.restTimer).toBeNull();
    expect(Math.abs(Date.parse(workout.serverTime) - Date.now())).toBeLessThan(60_000);
    const shown = (await ok(IN_PROGRESS, {}, f.token)).workoutInProgress;
    expect(Date.parse(shown.serverTime)).toBeGreaterThanOrEqual(Date.parse(workout.serverTime));

    const typed = (await ok(UPDATE_SET, { id: first.id, input: setValues('82.5', 8, { rpe: '8.5' }) }, f.token)).updateWorkoutSet;
    expect(typed).toMatchObject({ weight: '82.5', reps: 8, rpe: '8.5', done: false, completedAt: null, estimatedOneRepMax: '104.5' });

    const done = (await ok(COMPLETE_SET, { id: first.id }, f.token)).completeWorkoutSet;
    expect(done.set).toMatchObject({ id: first.id, weight: '82.5', reps: 8, done: true });
    expect(done.recordsBeaten).toEqual([]);
    const timer = done.workout.restTimer;
    expect(timer.workoutExerciseId).toBe(workout.exercises[0].id);
    expect(seconds(timer.startedAt, timer.endsAt)).toBe(90);
    expect(timer.startedAt).toBe(done.set.completedAt);
    expect(Math.abs(Date.parse(timer.serverTime) - Date.now())).toBeLessThan(60_000);
    // The workout's own reading of the server clock is that same one.
    expect(done.workout.serverTime).toBe(timer.serverTime);
    expect(done.workout.volume).toBe('660');
    expect(done.workout.doneSets).toBe(1);

    // Values sent with the tick are saved with it (decimal weights stay exact).
    const withValues = (await ok(COMPLETE_SET, { id: second.id, input: setValues('82.125', 7, { setType: 'FAILURE' }) }, f.token))
      .completeWorkoutSet;
    expect(withValues.set).toMatchObject({ weight: '82.125', reps: 7, setType: 'FAILURE', done: true });
    expect(withValues.workout.volume).toBe('1234.875');

    const undone = (await ok(UNCOMPLETE_SET, { id: second.id }, f.token)).uncompleteWorkoutSet;
    expect(undone).toMatchObject({ done: false, completedAt: null, weight: '82.125' });
    const reread = (await ok(WORKOUT, { id: workout.id }, f.token)).workout;
    expect(setsOf(reread, 0)).toEqual([
      ['82.5', 8, 'NORMAL', true],
      ['82.125', 7, 'FAILURE', false],
      [null, 10, 'NORMAL', false],
    ]);
  });

  it('extends and skips the rest timer', async () => {
    const f = await trainingFixture(server);
    const workout = await start(f);
    const done = (await ok(COMPLETE_SET, { id: workout.exercises[1].sets[0].id, input: setValues('100', 8) }, f.token)).completeWorkoutSet;
    const { endsAt, startedAt } = done.workout.restTimer;
    expect(seconds(startedAt, endsAt)).toBe(120);
    const extended = (await ok(EXTEND_REST, { workoutId: workout.id }, f.token)).extendRest.restTimer;
    expect(seconds(endsAt, extended.endsAt)).toBe(30);
    expect(extended.startedAt).toBe(startedAt);
    expect((await ok(SKIP_REST, { workoutId: workout.id }, f.token)).skipRest.restTimer).toBeNull();
    // With no timer running, extending starts one of that length.
    const fresh = (await ok(EXTEND_REST, { workoutId: workout.id, seconds: 45 }, f.token)).extendRest.restTimer;
    expect(seconds(fresh.startedAt, fresh.endsAt)).toBe(45);
    const bad = await gql(EXTEND_REST, { workoutId: workout.id, seconds: 601 }, f.token);
    expect(bad.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fields: { seconds: ['Choose 1 to 600 seconds.'] } } });
  });

  describe('a completion sent late (markedAt: when the user ticked it)', () => {
    const minutes = (n: number) => n * 60_000;
    /** A workout started `ago` ms before now (the tick times below must not be before it). */
    const startedAgo = async (f: TrainingFixture, ago: number) => {
      const workout = await start(f);
      const startedAt = new Date(Date.now() - ago);
      await server.services.dataSource.getRepository(WorkoutEntity).update({ id: workout.id }, { startedAt });
      return { workout, startedAt };
    };
    const stored = (id: number) => server.services.dataSource.getRepository(WorkoutEntity).findOneByOrFail({ id });

    it('stores markedAt as the completion time and starts no rest when the rest is already over', async () => {
      const f = await trainingFixture(server);
      const { workout } = await startedAgo(f, minutes(20));
      const markedAt = new Date(Date.now() - minutes(7)).toISOString();
      const done = (await ok(COMPLETE_SET, { id: workout.exercises[0].sets[0].id, input: setValues('80', 10), markedAt }, f.token))
        .completeWorkoutSet;
      expect(done.set).toMatchObject({ done: true, completedAt: markedAt });
      // Bench rests 90 s: over at markedAt + 90 s, long before now.
      expect(done.workout.restTimer).toBeNull();
      expect(await stored(workout.id)).toMatchObject({ restStartedAt: null, restEndsAt: null, restWorkoutExerciseId: null });
      expect((await ok(WORKOUT, { id: workout.id }, f.token)).workout.restTimer).toBeNull();
    });

    it('measures a rest still running from markedAt, not from when it arrived', async () => {
      const f = await trainingFixture(server);
      const { workout } = await startedAgo(f, minutes(5));
      const markedAt = new Date(Date.now() - 30_000).toISOString();
      const done = (await ok(COMPLETE_SET, { id: workout.exercises[1].sets[0].id, input: setValues('100', 8), markedAt }, f.token))
        .completeWorkoutSet;
      // Squat rests 120 s: 30 s of it went by before the tick reached the server.
      expect(done.workout.restTimer).toMatchObject({ workoutExerciseId: workout.exercises[1].id, startedAt: markedAt });
      expect(seconds(markedAt, done.workout.restTimer.endsAt)).toBe(120);
      expect(done.set.completedAt).toBe(markedAt);
    });

    it('leaves a rest started after it running (a later tick reached the server first)', async () => {
      const f = await trainingFixture(server);
      const { workout } = await startedAgo(f, minutes(10));
      const later = (await ok(COMPLETE_SET, { id: workout.exercises[1].sets[0].id, input: setValues('100', 8) }, f.token))
        .completeWorkoutSet.workout.restTimer;
      const earlierTick = new Date(Date.now() - minutes(1)).toISOString();
      const late = (
        await ok(COMPLETE_SET, { id: workout.exercises[0].sets[0].id, input: setValues('80', 10), markedAt: earlierTick }, f.token)
      ).completeWorkoutSet;
      expect(late.set).toMatchObject({ done: true, completedAt: earlierTick });
      expect(late.workout.restTimer).toMatchObject({
        workoutExerciseId: workout.exercises[1].id,
        startedAt: later.startedAt,
        endsAt: later.endsAt,
      });
    });

    it('takes a tick within a minute of clock difference as now or as the start', async () => {
      const f = await trainingFixture(server);
      const { workout, startedAt } = await startedAgo(f, minutes(3));
      const before = Date.now();
      const ahead = (
        await ok(
          COMPLETE_SET,
          { id: workout.exercises[1].sets[0].id, input: setValues('100', 8), markedAt: new Date(Date.now() + 30_000).toISOString() },
          f.token,
        )
      ).completeWorkoutSet;
      expect(Date.parse(ahead.set.completedAt)).toBeLessThanOrEqual(Date.now());
      expect(Date.parse(ahead.set.completedAt)).toBeGreaterThanOrEqual(before - 1000);
      const behind = (
        await ok(
          COMPLETE_SET,
          {
            id: workout.exercises[0].sets[0].id,
            input: setValues('80', 10),
            markedAt: new Date(startedAt.getTime() - 30_000).toISOString(),
          },
          f.token,
        )
      ).completeWorkoutSet;
      expect(behind.set.completedAt).toBe(startedAt.toISOString());
    });

    it.each([
      ['later than now (beyond a minute of clock difference)', () => new Date(Date.now() + minutes(3)), 'Must not be in the future.'],
      ['before the workout started', () => new Date(Date.now() - minutes(30)), 'Must not be before the workout started.'],
    ])('refuses a markedAt %s with a field message and changes nothing', async (_, markedAt, text) => {
      const f = await trainingFixture(server);
      const { workout } = await startedAgo(f, minutes(10));
      const running = (await ok(COMPLETE_SET, { id: workout.exercises[1].sets[0].id, input: setValues('100', 8) }, f.token))
        .completeWorkoutSet.workout.restTimer;
      const set = workout.exercises[0].sets[0];
      const result = await gql(COMPLETE_SET, { id: set.id, input: setValues('80', 10), markedAt: markedAt().toISOString() }, f.token);
      expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fields: { markedAt: [text] } } });
      const reread = (await ok(WORKOUT, { id: workout.id }, f.token)).workout;
      expect(reread.exercises[0].sets[0]).toMatchObject({ done: false, completedAt: null, weight: set.weight, reps: set.reps });
      expect(reread.restTimer).toMatchObject({ startedAt: running.startedAt, endsAt: running.endsAt });
    });
  });

  it('refuses to mark a set done without weight or reps', async () => {
    const f = await trainingFixture(server);
    const workout = await start(f);
    const set = workout.exercises[0].sets[0];
    const result = await gql(COMPLETE_SET, { id: set.id, input: setValues(null, null) }, f.token);
    expect(result.errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', fields: { weight: ['Required field.'], reps: ['Required field.'] } },
    });
    expect((await ok(WORKOUT, { id: workout.id }, f.token)).workout.exercises[0].sets[0]).toMatchObject({ done: false, reps: 10 });
    // Body-weight work: 0 kg is a weight.
    expect((await ok(COMPLETE_SET, { id: set.id, input: setValues('0', 12) }, f.token)).completeWorkoutSet.set).toMatchObject({
      weight: '0',
      done: true,
    });
  });

  it.each([
    [{ weight: '2000.001' }, { weight: ['Must be at most 2000 kg.'] }],
    [{ weight: '-1' }, { weight: ['Must be 0 or more.'] }],
    [{ weight: '10.1234' }, { weight: ['Up to 3 decimal places.'] }],
    [{ reps: 1001 }, { reps: ['Must be at most 1000.'] }],
    [{ reps: -1 }, { reps: ['Must be 0 or more.'] }],
    [{ rpe: '5.5' }, { rpe: ['RPE is 6 to 10 in steps of 0,5.'] }],
    [{ rpe: '6.25' }, { rpe: ['RPE is 6 to 10 in steps of 0,5.'] }],
    [{ rpe: '10.5' }, { rpe: ['RPE is 6 to 10 in steps of 0,5.'] }],
  ])('refuses out-of-bounds values %j with field messages and changes nothing', async (bad, fields) => {
    const f = await trainingFixture(server);
    const workout = await start(f);
    const set = workout.exercises[0].sets[0];
    for (const query of [UPDATE_SET, COMPLETE_SET, ADD_SET]) {
      const id = query === ADD_SET ? workout.exercises[0].id : set.id;
      const result = await gql(query, { id, input: { ...setValues('50', 5), ...bad } }, f.token);
      expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fields } });
    }
    const reread = (await ok(WORKOUT, { id: workout.id }, f.token)).workout;
    expect(reread.exercises[0].sets).toHaveLength(3);
    expect(reread.exercises[0].sets[0]).toMatchObject({ weight: null, reps: 10, rpe: null, done: false });
    expect(reread.restTimer).toBeNull();
  });

  it('adds sets (a copy of the last one), at most 20, and removes them keeping the order', async () => {
    const f = await trainingFixture(server);
    const workout = await start(f);
    const item = workout.exercises[0];
    await ok(UPDATE_SET, { id: item.sets[2].id, input: setValues('60', 12, { setType: 'DROP' }) }, f.token);
    const added = (await ok(ADD_SET, { id: item.id }, f.token)).addWorkoutSet.exercises[0].sets;
    expect(added.map((s: Json) => [s.position, s.weight, s.reps, s.setType])).toEqual([
      [1, null, 10, 'NORMAL'],
      [2, null, 10, 'NORMAL'],
      [3, '60', 12, 'DROP'],
      [4, '60', 12, 'DROP'],
    ]);
    const given = (await ok(ADD_SET, { id: item.id, input: setValues('20', 15, { setType: 'WARMUP' }) }, f.token)).addWorkoutSet
      .exercises[0].sets;
    expect(given.at(-1)).toMatchObject({ position: 5, weight: '20', reps: 15, setType: 'WARMUP' });

    const removed = (await ok(REMOVE_SET, { id: item.sets[1].id }, f.token)).removeWorkoutSet.exercises[0].sets;
    expect(removed.map((s: Json) => [s.position, s.weight])).toEqual([
      [1, null],
      [2, '60'],
      [3, '60'],
      [4, '20'],
    ]);
    for (let i = 4; i < 20; i++) await ok(ADD_SET, { id: item.id }, f.token);
    const tooMany = await gql(ADD_SET, { id: item.id }, f.token);
    expect(tooMany.errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', fields: { sets: ['At most 20 sets per exercise.'] } },
    });
  });

  it('skips an exercise, adds one from the catalogue to this workout only, and removes it', async () => {
    const f = await trainingFixture(server);
    const workout = await start(f);
    const skipped = (await ok(SKIP_EXERCISE, { id: workout.exercises[1].id }, f.token)).skipWorkoutExercise;
    expect(skipped.exercises.map((e: Json) => e.skipped)).toEqual([false, true]);
    expect(
      (await ok(SKIP_EXERCISE, { id: workout.exercises[1].id, skipped: false }, f.token)).skipWorkoutExercise.exercises[1].skipped,
    ).toBe(false);

    const added = (await ok(ADD_EXERCISE, { workoutId: workout.id, input: { exerciseId: f.curl } }, f.token)).addWorkoutExercise;
    const curl = added.exercises[2];
    expect(curl).toMatchObject({
      position: 3,
      plannedSets: null,
      plannedReps: null,
      restSeconds: 90,
      addedToWorkout: true,
      exercise: { id: f.curl, name: 'Rosca direta' },
    });
    expect(setsOf(added, 2)).toEqual([[null, null, 'NORMAL', false]]);
    const withRest = (await ok(ADD_EXERCISE, { workoutId: workout.id, input: { exerciseId: f.row, restSeconds: 45 } }, f.token))
      .addWorkoutExercise;
    expect(withRest.exercises[3]).toMatchObject({ position: 4, restSeconds: 45 });
    // The session's plan did not change.
    const routine = await ok(`query($id: Int!) { routine(id: $id) { sessions { exercises { id } } } }`, { id: f.routineId }, f.token);
    expect(routine.routine.sessions[0].exercises).toHaveLength(2);

    const removed = (await ok(REMOVE_EXERCISE, { id: curl.id }, f.token)).removeWorkoutExercise;
    expect(removed.exercises.map((e: Json) => [e.position, e.exercise.id])).toEqual([
      [1, f.bench],
      [2, f.squat],
      [3, f.row],
    ]);
  });
});

describe('finishing', () => {
  async function logged(f: TrainingFixture) {
    const workout = await start(f);
    const [a, b] = workout.exercises[0].sets;
    await ok(COMPLETE_SET, { id: a.id, input: setValues('80', 10) }, f.token);
    await ok(COMPLETE_SET, { id: b.id, input: setValues('82.5', 8) }, f.token);
    await ok(COMPLETE_SET, { id: workout.exercises[1].sets[0].id, input: setValues('100', 8, { setType: 'WARMUP' }) }, f.token);
    return workout;
  }

  it("saves the workout, drops sets never done and advances the routine with the same record as 'Done!'", async () => {
    const f = await trainingFixture(server);
    const workout = await logged(f);
    const finished = (await ok(FINISH, { id: workout.id, notes: '  Good session.  ' }, f.token)).finishWorkout;
    expect(finished.routine.currentSession).toEqual({ id: f.sessionB, description: 'B' });
    expect(finished.workout).toMatchObject({ inProgress: false, notes: 'Good session.', restTimer: null, doneSets: 3 });
    expect(finished.workout.durationSeconds).toBe(Math.floor(seconds(finished.workout.startedAt, finished.workout.finishedAt)));
    // 80 × 10 + 82.5 × 8; the warm-up does not count.
    expect(finished.workout.volume).toBe('1460');
    expect(setsOf(finished.workout, 0)).toEqual([
      ['80', 10, 'NORMAL', true],
      ['82.5', 8, 'NORMAL', true],
    ]);
    expect(setsOf(finished.workout, 1)).toEqual([['100', 8, 'WARMUP', true]]);
    expect((await ok(IN_PROGRESS, {}, f.token)).workoutInProgress).toBeNull();

    const history = (await ok(TRAINING_HISTORY, { routineId: f.routineId }, f.token)).trainingHistory;
    expect(history.totalElements).toBe(1);
    expect(history.content[0]).toMatchObject({ id: finished.workout.completionId, sessionId: f.sessionA, sessionDescription: 'A' });
    expect(history.content[0].workout).toMatchObject({ id: workout.id, volume: '1460', durationSeconds: finished.workout.durationSeconds });
    expect(history.content[0].workout.exercises[0].lastTime).toBeNull(); // lists carry no lastTime

    const again = await gql(FINISH, { id: workout.id }, f.token);
    expect(again.errors?.[0]).toMatchObject({ message: 'This workout is already finished.', extensions: { code: 'CONFLICT' } });
    const list = (await ok(WORKOUTS, { routineId: f.routineId }, f.token)).workouts;
    expect(list.totalElements).toBe(1);
    expect(list.content[0].id).toBe(workout.id);
  });

  it('keeps only the exercises with done sets (a skipped one with none goes), renumbered', async () => {
    const f = await trainingFixture(server);
    const workout = await start(f);
    await ok(ADD_EXERCISE, { workoutId: workout.id, input: { exerciseId: f.curl } }, f.token);
    await ok(SKIP_EXERCISE, { id: workout.exercises[0].id }, f.token);
    const withCurl = (await ok(WORKOUT, { id: workout.id }, f.token)).workout;
    await ok(COMPLETE_SET, { id: withCurl.exercises[2].sets[0].id, input: setValues('12', 12) }, f.token);
    const finished = (await ok(FINISH, { id: workout.id }, f.token)).finishWorkout.workout;
    expect(finished.exercises.map((e: Json) => [e.position, e.exercise.id, e.sets.length])).toEqual([[1, f.curl, 1]]);
  });

  it('refuses to finish a workout with no set done', async () => {
    const f = await trainingFixture(server);
    const workout = await start(f);
    const result = await gql(FINISH, { id: workout.id }, f.token);
    expect(result.errors?.[0]).toMatchObject({
      message: 'Mark at least one set done before finishing, or discard the workout.',
      extensions: { code: 'CONFLICT' },
    });
    expect((await ok(IN_PROGRESS, {}, f.token)).workoutInProgress.id).toBe(workout.id);
  });

  it("takes the 'Done!' pressed for its session while it went on as its own record: one training, one record", async () => {
    const f = await trainingFixture(server);
    const workout = await logged(f);
    await ok(COMPLETE_SESSION, { sessionId: f.sessionA }, f.token); // 'Done!' on Home or another device: B is current
    const finished = (await ok(FINISH, { id: workout.id }, f.token)).finishWorkout;
    expect(finished.routine.currentSession.id).toBe(f.sessionB); // advanced once
    const history = (await ok(TRAINING_HISTORY, { routineId: f.routineId }, f.token)).trainingHistory;
    expect(history.totalElements).toBe(1);
    expect(history.content[0]).toMatchObject({ id: finished.workout.completionId, sessionDescription: 'A', workout: { id: workout.id } });
    // at the finish time, as a record the workout wrote itself
    const [record] = await server.services.dataSource.getRepository(SessionCompletionEntity).findBy({ id: finished.workout.completionId });
    expect(record.completedAt.toISOString()).toBe(finished.workout.finishedAt);
  });

  it("writes one record when 'Done!' for its session commits at the same instant as the finish", async () => {
    const f = await trainingFixture(server);
    const completions = server.services.dataSource.getRepository(SessionCompletionEntity);
    let current = f.sessionA;
    for (let round = 0; round < 20; round++) {
      const workout = await start(f, current);
      await ok(COMPLETE_SET, { id: workout.exercises[0].sets[0].id, input: setValues('80', 10) }, f.token);
      const before = await completions.countBy({ userId: f.userId });
      const [done, finish] = await Promise.all([
        gql(COMPLETE_SESSION, { sessionId: current }, f.token),
        gql(FINISH, { id: workout.id }, f.token),
      ]);
      expect(finish.errors).toBeUndefined();
      // 'Done!' either came first (the finish adopts its record) or found the session no longer current.
      if (done.errors) expect(done.errors[0].extensions?.code).toBe('CONFLICT');
      expect(await completions.countBy({ userId: f.userId })).toBe(before + 1);
      const next = current === f.sessionA ? f.sessionB : f.sessionA;
      expect(finish.data!.finishWorkout.routine.currentSession.id).toBe(next); // advanced once
      const [record] = await completions.findBy({ id: finish.data!.finishWorkout.workout.completionId });
      expect(record.sessionId).toBe(current);
      current = next;
    }
  });

  /** Makes the routine once a week (its session B goes); the answer as sent, errors and all. */
  const onceAWeek = (f: TrainingFixture) =>
    gql(
      `mutation($id: Int!, $input: RoutineInput!) { updateRoutine(id: $id, input: $input) { id } }`,
      { id: f.routineId, input: { name: 'Treino AB', description: 'Dois dias', goal: 'Força', weekFrequency: 1 } },
      f.token,
    );

  /** Deletes the fixture's routine; the answer as sent, errors and all. */
  const deleteRoutine = (f: TrainingFixture) => gql(`mutation($id: Int!) { deleteRoutine(id: $id) { id } }`, { id: f.routineId }, f.token);

  it('finishes and deletes its routine at the same instant without a deadlock: the workout is kept either way', async () => {
    for (let round = 0; round < 10; round++) {
      const f = await trainingFixture(server);
      const workout = await start(f);
      await ok(COMPLETE_SET, { id: workout.exercises[0].sets[0].id, input: setValues('80', 10) }, f.token);
      const [finish, deletion] = await Promise.all([gql(FINISH, { id: workout.id }, f.token), deleteRoutine(f)]);
      expect([round, deletion.errors]).toEqual([round, undefined]);
      // Finished before the deletion (recorded, then unlinked with the routine) or after it (saved without a record).
      expect([round, finish.errors]).toEqual([round, undefined]);
      const kept = (await ok(WORKOUT, { id: workout.id }, f.token)).workout;
      expect(kept).toMatchObject({ inProgress: false, routineId: null, sessionId: null, completionId: null });
    }
  });

  it('starts a workout of a routine deleted at the same instant without a deadlock: started first, or not found', async () => {
    for (let round = 0; round < 10; round++) {
      const f = await trainingFixture(server);
      const [started, deletion] = await Promise.all([gql(START, { sessionId: f.sessionA }, f.token), deleteRoutine(f)]);
      expect([round, deletion.errors]).toEqual([round, undefined]);
      if (started.errors) expect([round, started.errors[0].extensions?.code]).toEqual([round, 'NOT_FOUND']);
    }
  });

  it('keeps a current session when the finish advances the routine as its other session is removed', async () => {
    for (let round = 0; round < 10; round++) {
      const f = await trainingFixture(server);
      const workout = await start(f, f.sessionA); // A is current: the finish makes B current, the update removes B
      await ok(COMPLETE_SET, { id: workout.exercises[0].sets[0].id, input: setValues('80', 10) }, f.token);
      const [finish, update] = await Promise.all([gql(FINISH, { id: workout.id }, f.token), onceAWeek(f)]);
      expect([round, update.errors, finish.errors]).toEqual([round, undefined, undefined]);
      const { routine } = await ok(`query($id: Int!) { routine(id: $id) { currentSession { id } } }`, { id: f.routineId }, f.token);
      expect([round, routine.currentSession]).toEqual([round, { id: f.sessionA }]);
    }
  });

  it('finishes while its session is removed (a lower frequency) at the same instant without a deadlock', async () => {
    for (let round = 0; round < 10; round++) {
      const f = await trainingFixture(server);
      const workout = await start(f, f.sessionB);
      await ok(COMPLETE_SET, { id: workout.exercises[0].sets[0].id, input: setValues('50', 12) }, f.token);
      const [finish, update] = await Promise.all([gql(FINISH, { id: workout.id }, f.token), onceAWeek(f)]);
      expect([round, update.errors, finish.errors]).toEqual([round, undefined, undefined]);
      const kept = (await ok(WORKOUT, { id: workout.id }, f.token)).workout;
      expect(kept).toMatchObject({ inProgress: false, routineId: f.routineId, sessionId: null });
    }
  });

  it("records a second training when the session's 'Done!' came before the workout started, or was another workout's", async () => {
    const f = await trainingFixture(server);
    await ok(COMPLETE_SESSION, { sessionId: f.sessionA }, f.token); // the morning's training, without a workout
    await ok(COMPLETE_SESSION, { sessionId: f.sessionB }, f.token); // A is current again
    const first = await logged(f);
    const finishedFirst = (await ok(FINISH, { id: first.id }, f.token)).finishWorkout;
    expect(finishedFirst.routine.currentSession.id).toBe(f.sessionB);
    // A second workout of A, started after the first finished: the first's record is claimed, so a new one.
    const second = await start(f, f.sessionA);
    await ok(COMPLETE_SET, { id: second.exercises[0].sets[0].id, input: setValues('80', 10) }, f.token);
    const finishedSecond = (await ok(FINISH, { id: second.id }, f.token)).finishWorkout;
    expect(finishedSecond.routine.currentSession.id).toBe(f.sessionB); // A was not current: not advanced again
    const history = (await ok(TRAINING_HISTORY, { routineId: f.routineId }, f.token)).trainingHistory;
    expect(history.content.map((c: Json) => [c.sessionDescription, c.workout?.id ?? null])).toEqual([
      ['A', second.id],
      ['A', first.id],
      ['B', null],
      ['A', null],
    ]);
  });

  it('keeps the log when the session or the routine goes away', async () => {
    const f = await trainingFixture(server);
    const workout = await logged(f);
    // Once a week instead of twice: session B goes; then the workout of A is finished and the routine deleted.
    await ok(
      `mutation($id: Int!, $input: RoutineInput!) { updateRoutine(id: $id, input: $input) { id } }`,
      {
        id: f.routineId,
        input: { name: 'Treino AB', description: 'Dois dias', goal: 'Força', weekFrequency: 1 },
      },
      f.token,
    );
    await ok(FINISH, { id: workout.id }, f.token);
    await ok(`mutation($id: Int!) { deleteRoutine(id: $id) { id } }`, { id: f.routineId }, f.token);
    const kept = (await ok(WORKOUT, { id: workout.id }, f.token)).workout;
    expect(kept).toMatchObject({ title: 'Treino AB — A', routineId: null, sessionId: null, completionId: null, volume: '1460' });
    expect((await ok(WORKOUTS, {}, f.token)).workouts.totalElements).toBe(1);
  });

  it('records a workout whose session was removed under its routine, with the description it had', async () => {
    const f = await trainingFixture(server);
    const workout = await start(f, f.sessionB);
    await ok(COMPLETE_SET, { id: workout.exercises[0].sets[0].id, input: setValues('50', 12) }, f.token);
    await ok(
      `mutation($id: Int!, $input: RoutineInput!) { updateRoutine(id: $id, input: $input) { id } }`,
      {
        id: f.routineId,
        input: { name: 'Treino AB', description: 'Dois dias', goal: 'Força', weekFrequency: 1 },
      },
      f.token,
    );
    const finished = (await ok(FINISH, { id: workout.id }, f.token)).finishWorkout;
    expect(finished.workout.sessionId).toBeNull();
    expect(finished.routine.currentSession.id).toBe(f.sessionA); // nothing advanced
    const history = (await ok(TRAINING_HISTORY, { routineId: f.routineId }, f.token)).trainingHistory;
    expect(history.content[0]).toMatchObject({ sessionId: null, sessionDescription: 'B', workout: { id: workout.id } });
  });

  it('discards a workout in progress, and deletes a finished one with its history record', async () => {
    const f = await trainingFixture(server);
    const first = await logged(f);
    expect((await ok(DISCARD, { id: first.id }, f.token)).discardWorkout).toEqual({ id: first.id, title: 'Treino AB — A' });
    expect((await ok(IN_PROGRESS, {}, f.token)).workoutInProgress).toBeNull();
    expect(
      await server.services.dataSource.getRepository(WorkoutSetEntity).count({ where: { workoutExerciseId: first.exercises[0].id } }),
    ).toBe(0);

    const second = await logged(f);
    const deleteInProgress = await gql(DELETE_WORKOUT, { id: second.id }, f.token);
    expect(deleteInProgress.errors?.[0]).toMatchObject({
      message: 'This workout is still in progress: finish or discard it.',
      extensions: { code: 'CONFLICT' },
    });
    const finished = (await ok(FINISH, { id: second.id }, f.token)).finishWorkout.workout;
    const discardFinished = await gql(DISCARD, { id: second.id }, f.token);
    expect(discardFinished.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect((await ok(DELETE_WORKOUT, { id: second.id }, f.token)).deleteWorkout.id).toBe(second.id);
    expect(await server.services.dataSource.getRepository(SessionCompletionEntity).countBy({ id: finished.completionId })).toBe(0);
    expect((await gql(WORKOUT, { id: second.id }, f.token)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    // The routine does not move back.
    const routine = await ok(`query($id: Int!) { routine(id: $id) { currentSession { id } } }`, { id: f.routineId }, f.token);
    expect(routine.routine.currentSession.id).toBe(f.sessionB);
  });

  it('corrects a finished workout: edits and removes sets, which stay done', async () => {
    const f = await trainingFixture(server);
    const workout = await logged(f);
    await ok(FINISH, { id: workout.id }, f.token);
    const [first, second] = workout.exercises[0].sets;
    const edited = (await ok(UPDATE_SET, { id: first.id, input: setValues('85', 9) }, f.token)).updateWorkoutSet;
    expect(edited).toMatchObject({ weight: '85', reps: 9, done: true });
    const cleared = await gql(UPDATE_SET, { id: first.id, input: setValues(null, 9) }, f.token);
    expect(cleared.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fields: { weight: ['Required field.'] } } });
    const removed = (await ok(REMOVE_SET, { id: second.id }, f.token)).removeWorkoutSet;
    expect(removed.volume).toBe('765');
    // An exercise left without sets goes; the workout's last set cannot.
    const withoutSquat = (await ok(REMOVE_SET, { id: workout.exercises[1].sets[0].id }, f.token)).removeWorkoutSet;
    expect(withoutSquat.exercises.map((e: Json) => e.exercise.id)).toEqual([f.bench]);
    const last = await gql(REMOVE_SET, { id: first.id }, f.token);
    expect(last.errors?.[0]).toMatchObject({
      message: "This is the workout's last set: delete the workout instead.",
      extensions: { code: 'CONFLICT' },
    });
    // Nothing else may change once finished.
    for (const [query, variables] of [
      [COMPLETE_SET, { id: first.id }],
      [UNCOMPLETE_SET, { id: first.id }],
      [ADD_SET, { id: workout.exercises[0].id }],
      [SKIP_EXERCISE, { id: workout.exercises[0].id }],
      [ADD_EXERCISE, { workoutId: workout.id, input: { exerciseId: f.curl } }],
      [REMOVE_EXERCISE, { id: workout.exercises[0].id }],
      [EXTEND_REST, { workoutId: workout.id }],
      [SKIP_REST, { workoutId: workout.id }],
    ] as const) {
      const result = await gql(query, variables, f.token);
      expect(result.errors?.[0]).toMatchObject({ message: 'This workout is already finished.', extensions: { code: 'CONFLICT' } });
    }
  });

  it("keeps 'Done!' working: it records a completion with no workout", async () => {
    const f = await trainingFixture(server);
    await ok(COMPLETE_SESSION, { sessionId: f.sessionA }, f.token);
    const history = (await ok(TRAINING_HISTORY, {}, f.token)).trainingHistory;
    expect(history.content).toEqual([expect.objectContaining({ sessionDescription: 'A', workout: null })]);
  });
});

describe('a note per exercise', () => {
  it('is set, trimmed, kept through finishing, corrected afterwards and cleared; the workout history shows it', async () => {
    const f = await trainingFixture(server);
    const workout = await start(f);
    const [bench, squat] = workout.exercises;
    expect([bench.note, squat.note]).toEqual(['', '']);
    const set = (await ok(SET_NOTE, { id: bench.id, note: '  Left shoulder twinge  ' }, f.token)).setWorkoutExerciseNote;
    expect(set).toMatchObject({ id: bench.id, note: 'Left shoulder twinge', exercise: { id: f.bench } });
    expect(set.lastTime).toBeNull(); // a single workout's exercise: no earlier workout yet
    const reread = (await ok(IN_PROGRESS, {}, f.token)).workoutInProgress;
    expect(reread.exercises.map((e: Json) => e.note)).toEqual(['Left shoulder twinge', '']);

    await ok(COMPLETE_SET, { id: bench.sets[0].id, input: setValues('80', 10) }, f.token);
    await ok(COMPLETE_SET, { id: squat.sets[0].id, input: setValues('100', 8) }, f.token);
    const finished = (await ok(FINISH, { id: workout.id, notes: 'Good.' }, f.token)).finishWorkout.workout;
    expect(finished.notes).toBe('Good.');
    expect(finished.exercises.map((e: Json) => e.note)).toEqual(['Left shoulder twinge', '']);

    // A finished workout's note can be written or corrected afterwards.
    await ok(SET_NOTE, { id: squat.id, note: 'Use the narrow bar' }, f.token);
    const list = (await ok(WORKOUTS, {}, f.token)).workouts.content;
    expect(list[0].exercises.map((e: Json) => e.note)).toEqual(['Left shoulder twinge', 'Use the narrow bar']);
    const history = (await ok(TRAINING_HISTORY, { routineId: f.routineId }, f.token)).trainingHistory.content;
    expect(history[0].workout.exercises.map((e: Json) => e.note)).toEqual(['Left shoulder twinge', 'Use the narrow bar']);

    // '' and null both clear it.
    expect((await ok(SET_NOTE, { id: bench.id, note: '   ' }, f.token)).setWorkoutExerciseNote.note).toBe('');
    expect((await ok(SET_NOTE, { id: squat.id, note: null }, f.token)).setWorkoutExerciseNote.note).toBe('');
    expect((await ok(WORKOUT, { id: workout.id }, f.token)).workout.exercises.map((e: Json) => e.note)).toEqual(['', '']);
  });

  it("takes the workout notes' length (2000 once trimmed) and refuses a longer one with the field message, changing nothing", async () => {
    const f = await trainingFixture(server);
    const workout = await start(f);
    const item = workout.exercises[0];
    const longest = 'a'.repeat(2000);
    expect((await ok(SET_NOTE, { id: item.id, note: ` ${longest} ` }, f.token)).setWorkoutExerciseNote.note).toBe(longest);
    const bad = await gql(SET_NOTE, { id: item.id, note: 'b'.repeat(2001) }, f.token);
    expect(bad.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fields: { note: ['Maximum 2000 characters.'] } } });
    expect((await ok(WORKOUT, { id: workout.id }, f.token)).workout.exercises[0].note).toBe(longest);
    // The workout's own notes keep the same rule and message.
    await ok(COMPLETE_SET, { id: item.sets[0].id, input: setValues('80', 10) }, f.token);
    const badNotes = await gql(FINISH, { id: workout.id, notes: 'c'.repeat(2001) }, f.token);
    expect(badNotes.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fields: { notes: ['Maximum 2000 characters.'] } } });
  });

  it('is logged with a whole workout (logWorkout), bounded the same way', async () => {
    const f = await trainingFixture(server);
    const input = (note: string | null) => ({
      startedAt: '2025-01-02T10:00:00.000Z',
      finishedAt: '2025-01-02T11:00:00.000Z',
      exercises: [
        { exerciseId: f.bench, note, sets: [setValues('60', 8)] },
        { exerciseId: f.squat, sets: [setValues('90', 5)] },
      ],
    });
    const logged = (await ok(LOG, { input: input('  Pause reps ') }, f.token)).logWorkout;
    expect(logged.exercises.map((e: Json) => e.note)).toEqual(['Pause reps', '']);
    const bad = await gql(LOG, { input: input('x'.repeat(2001)) }, f.token);
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(bad.errors?.[0].extensions?.fields)).toContain('Maximum 2000 characters.');
    expect((await ok(WORKOUTS, {}, f.token)).workouts.totalElements).toBe(1);
  });
});

describe('another user', () => {
  it('never sees the workout, and every id of it is not found on every operation', async () => {
    const owner = await trainingFixture(server);
    const other = await signUp(server);
    const workout = await start(owner);
    const item = workout.exercises[0];
    const set = item.sets[0];
    await ok(COMPLETE_SET, { id: set.id, input: setValues('50', 5) }, owner.token);

    const notFound = (message: string) => ({ message, extensions: { code: 'NOT_FOUND' } });
    const cases: [string, Record<string, unknown>, string][] = [
      [WORKOUT, { id: workout.id }, `Workout with id ${workout.id} was not found.`],
      [ADD_SET, { id: item.id }, `Workout exercise with id ${item.id} was not found.`],
      [UPDATE_SET, { id: set.id, input: setValues('1', 1) }, `Workout set with id ${set.id} was not found.`],
      [REMOVE_SET, { id: set.id }, `Workout set with id ${set.id} was not found.`],
      [COMPLETE_SET, { id: set.id, input: setValues('1', 1) }, `Workout set with id ${set.id} was not found.`],
      [UNCOMPLETE_SET, { id: set.id }, `Workout set with id ${set.id} was not found.`],
      [SKIP_EXERCISE, { id: item.id }, `Workout exercise with id ${item.id} was not found.`],
      [SET_NOTE, { id: item.id, note: 'Mine now' }, `Workout exercise with id ${item.id} was not found.`],
      [REMOVE_EXERCISE, { id: item.id }, `Workout exercise with id ${item.id} was not found.`],
      [ADD_EXERCISE, { workoutId: workout.id, input: { exerciseId: owner.curl } }, `Workout with id ${workout.id} was not found.`],
      [EXTEND_REST, { workoutId: workout.id }, `Workout with id ${workout.id} was not found.`],
      [SKIP_REST, { workoutId: workout.id }, `Workout with id ${workout.id} was not found.`],
      [FINISH, { id: workout.id }, `Workout with id ${workout.id} was not found.`],
      [DISCARD, { id: workout.id }, `Workout with id ${workout.id} was not found.`],
      [DELETE_WORKOUT, { id: workout.id }, `Workout with id ${workout.id} was not found.`],
      [START, { sessionId: owner.sessionA }, `Session with id ${owner.sessionA} was not found.`],
      [WORKOUTS, { routineId: owner.routineId }, `Routine with id ${owner.routineId} was not found.`],
    ];
    for (const [query, variables, message] of cases) {
      const result = await gql(query, variables, other.token);
      expect([query.slice(0, 40), result.errors?.[0]]).toEqual([query.slice(0, 40), expect.objectContaining(notFound(message))]);
    }
    expect((await ok(IN_PROGRESS, {}, other.token)).workoutInProgress).toBeNull();
    expect((await ok(WORKOUTS, {}, other.token)).workouts).toEqual({ totalElements: 0, content: [] });

    // The other user's own workout cannot take the owner's exercise either.
    const mine = await trainingFixture(server);
    const own = await start(mine);
    const foreignExercise = await gql(ADD_EXERCISE, { workoutId: own.id, input: { exerciseId: owner.curl } }, mine.token);
    expect(foreignExercise.errors?.[0]).toMatchObject(notFound(`Exercise with id ${owner.curl} was not found.`));

    // Nothing of the owner's changed.
    const reread = (await ok(WORKOUT, { id: workout.id }, owner.token)).workout;
    expect(reread.inProgress).toBe(true);
    expect(reread.exercises[0].sets[0]).toMatchObject({ weight: '50', reps: 5, done: true });
    expect(reread.exercises).toHaveLength(2);
    expect(reread.exercises[0].note).toBe('');
    expect(reread.restTimer).not.toBeNull();
  });

  it('needs a signed-in user', async () => {
    for (const query of [IN_PROGRESS, WORKOUTS]) {
      expect((await server.gql(query, {})).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
  });
});
