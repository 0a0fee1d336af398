import { countQueries } from '../../../test/query-counter';
import { startTestServer, type TestServer } from '../../../test/test-server';
import {
  HISTORY,
  IN_PROGRESS,
  LOG,
  PROGRESS,
  RECORDS,
  START,
  TRAINING_HISTORY,
  trainingFixture,
  WORKOUT,
  WORKOUTS,
  type TrainingFixture,
} from '../../../test/workout-fixtures';

/**
 * No N+1: the workout screen, the workout history and an exercise's history page take the same number of SQL
 * statements for a long history with many sets as for a short one.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ok = (query: string, variables: Record<string, unknown>, token: string): Promise<any> => server.data(query, variables, token);
const day = (n: number) => new Date(Date.UTC(2025, 0, n, 10)).toISOString();

/** A user whose session A was done `workouts` times (logged, every exercise with `sets` sets), plus one in progress. */
async function userWith(
  workouts: number,
  extraExercises: number,
  sets: number,
): Promise<TrainingFixture & { workoutId: number; pageSize: number }> {
  const f = await trainingFixture(server);
  const exerciseIds = [f.bench, f.squat, f.row, f.curl].slice(0, 1 + extraExercises);
  for (let n = 1; n <= workouts; n++) {
    const exercises = exerciseIds.map((exerciseId, i) => ({
      exerciseId,
      note: `Note ${n}.${i}`,
      sets: Array.from({ length: sets }, (_, k) => ({
        weight: String(40 + n + i + k * 2.5),
        reps: 6 + k,
        setType: k === 0 ? 'WARMUP' : 'NORMAL',
      })),
    }));
    await ok(LOG, { input: { startedAt: day(n), finishedAt: day(n).replace('T10', 'T11'), sessionId: f.sessionA, exercises } }, f.token);
  }
  const workout = (await ok(START, { sessionId: f.sessionA }, f.token)).startWorkout;
  for (const exerciseId of exerciseIds.slice(2)) {
    await ok(
      `mutation($w: Int!, $input: AddWorkoutExerciseInput!) { addWorkoutExercise(workoutId: $w, input: $input) { id } }`,
      { w: workout.id, input: { exerciseId } },
      f.token,
    );
  }
  // A full page either way (TypeORM skips the count when the first page is not full).
  return { ...f, workoutId: workout.id, pageSize: Math.min(workouts, 10) };
}

async function statements(query: string, variables: Record<string, unknown>, token: string) {
  const { result, count, queries } = await countQueries(server.services.dataSource, () => ok(query, variables, token));
  if (process.env.SHOW_SQL) console.log(queries.join('\n'));
  return { data: result, count };
}

describe('statement count of workout reads', () => {
  const measured: Record<string, [number, number]> = {};
  afterAll(() => console.log(`SQL statements (short history, long history): ${JSON.stringify(measured)}`));

  it('is the same for 30 workouts of 4 exercises × 6 sets as for 1 workout of 1 exercise × 2 sets', async () => {
    const small = await userWith(1, 0, 2); // a warm-up and a working set
    const big = await userWith(30, 3, 6);
    const cases: [string, string, (u: typeof small) => Record<string, unknown>, number][] = [
      // Each count includes the signed-in user's lookup.
      ['workoutInProgress', IN_PROGRESS, () => ({}), 6],
      ['workout', WORKOUT, (u) => ({ id: u.workoutId }), 6],
      ['workouts page', WORKOUTS, (u) => ({ page: 0, size: u.pageSize }), 6],
      ['workouts of a routine', WORKOUTS, (u) => ({ routineId: u.routineId, page: 0, size: u.pageSize }), 7],
      ['trainingHistory with workouts', TRAINING_HISTORY, (u) => ({ routineId: u.routineId, size: u.pageSize }), 8],
      ['exerciseHistory page', HISTORY, (u) => ({ exerciseId: u.bench, page: 0, size: u.pageSize }), 5],
      ['exerciseHistory between dates', HISTORY, (u) => ({ exerciseId: u.bench, from: day(1), to: day(40), size: u.pageSize }), 5],
      ['exerciseProgress', PROGRESS, (u) => ({ exerciseId: u.bench }), 4],
      ['exerciseRecords', RECORDS, (u) => ({ exerciseId: u.bench }), 3],
    ];
    for (const [name, query, variables, most] of cases) {
      const a = await statements(query, variables(small), small.token);
      const b = await statements(query, variables(big), big.token);
      measured[name] = [a.count, b.count];
      expect([name, b.count]).toEqual([name, a.count]);
      expect([name, b.count <= most]).toEqual([name, true]);
    }
    // The long history really was read.
    const screen = (await ok(IN_PROGRESS, {}, big.token)).workoutInProgress;
    expect(screen.exercises).toHaveLength(4);
    const history = (await ok(WORKOUTS, { page: 0, size: 10 }, big.token)).workouts.content;
    expect(history[0].exercises.map((e: { note: string }) => e.note)).toEqual(['Note 30.0', 'Note 30.1', 'Note 30.2', 'Note 30.3']);
    expect(screen.exercises.every((e: { lastTime: { sets: unknown[] } }) => e.lastTime.sets.length === 6)).toBe(true);
    const benchHistory = (await ok(HISTORY, { exerciseId: big.bench, size: 20 }, big.token)).exerciseHistory;
    expect(benchHistory.totalElements).toBe(30);
    expect(benchHistory.content.slice(0, 2).map((e: { note: string }) => e.note)).toEqual(['Note 30.0', 'Note 29.0']);
    expect((await ok(PROGRESS, { exerciseId: big.bench }, big.token)).exerciseProgress).toHaveLength(30);
  });
});
