import { countQueries } from '../../../test/query-counter';
import { signUp, startTestServer, type TestServer } from '../../../test/test-server';

/**
 * No N+1: reading routines with all their sessions, session exercises, exercises and tags takes the same
 * number of SQL statements for a big tree as for a tiny one (the service prefetches with IN lists).
 */
const TREE =
  'id name isActive sessions { id orderNumber description isCurrent exercises { id sets repetitions restSeconds sessionId exercise { id name tags { id name } } } } currentSession { id }';
const ROUTINE = `query($id: Int!) { routine(id: $id) { ${TREE} } }`;
const ACTIVE = `{ activeRoutine { ${TREE} } }`;
const PAGE = `{ routines(page: 0, size: 10) { totalElements content { ${TREE} } } }`;
const EXERCISES = `{ allExercises { id name tags { id name } } exercises(page: 0, size: 50) { totalElements content { id tags { id } } } }`;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ok = (query: string, variables: Record<string, unknown>, token: string) => server.data(query, variables, token);

/** A user with `routines` routines of `sessions` sessions × `perSession` exercises × `tags` tags each. */
async function userWith(routines: number, sessions: number, perSession: number, tags: number) {
  const { token } = await signUp(server);
  const tagIds: number[] = [];
  for (let i = 0; i < tags; i++)
    tagIds.push((await ok(`mutation($n: String!) { createTag(input: { name: $n }) { id } }`, { n: `T${i}` }, token)).createTag.id);
  const exerciseIds: number[] = [];
  for (let i = 0; i < perSession; i++) {
    const input = { name: `E${i}`, tagIds };
    exerciseIds.push(
      (await ok(`mutation($input: ExerciseInput!) { createExercise(input: $input) { id } }`, { input }, token)).createExercise.id,
    );
  }
  let lastId = 0;
  for (let r = 0; r < routines; r++) {
    const input = { name: `R${r}`, description: 'D', goal: 'G', weekFrequency: sessions };
    const routine = (await ok(`mutation($input: RoutineInput!) { createRoutine(input: $input) { id sessions { id } } }`, { input }, token))
      .createRoutine;
    for (const session of routine.sessions) {
      for (const exerciseId of exerciseIds) {
        await ok(
          `mutation($s: Int!, $input: SessionExerciseInput!) { addSessionExercise(sessionId: $s, input: $input) { id } }`,
          { s: session.id, input: { exerciseId, sets: 3, repetitions: 10, restSeconds: 60 } },
          token,
        );
      }
    }
    lastId = routine.id;
  }
  return { token, routineId: lastId };
}

async function statements(query: string, variables: Record<string, unknown>, token: string) {
  const { result, count, queries } = await countQueries(server.services.dataSource, () => ok(query, variables, token));
  if (process.env.SHOW_SQL) console.log(queries.join('\n'));
  return { data: result, count };
}

describe('statement count of routine reads', () => {
  const measured: Record<string, [number, number]> = {};
  afterAll(() => console.log(`SQL statements (small tree, big tree): ${JSON.stringify(measured)}`));

  it('is the same for 7 sessions × 5 exercises × 2 tags as for 1 session × 1 exercise', async () => {
    const small = await userWith(1, 1, 1, 1);
    const big = await userWith(1, 7, 5, 2);

    // Every read starts with the token's check; the tree is then its sessions with their exercises in one statement
    // and the tags in another. The active routine reads the routine with that first statement; the others read it
    // (or the page and its count) first.
    for (const [name, query, variables, expected] of [
      ['routine', ROUTINE, (id: number) => ({ id }), 4],
      ['activeRoutine', ACTIVE, () => ({}), 3],
      ['routines page', PAGE, () => ({}), 4],
    ] as const) {
      const a = await statements(query, variables(small.routineId), small.token);
      const b = await statements(query, variables(big.routineId), big.token);
      measured[name] = [a.count, b.count];
      expect(b.count).toBe(a.count);
      expect(b.count).toBe(expected);
    }
    const tree = (await ok(ROUTINE, { id: big.routineId }, big.token)).routine;
    expect(tree.sessions).toHaveLength(7);
    expect(
      tree.sessions.every(
        (s: { exercises: { exercise: { tags: unknown[] } }[] }) =>
          s.exercises.length === 5 && s.exercises.every((e) => e.exercise.tags.length === 2),
      ),
    ).toBe(true);
  });

  it('reads the joined rows right at their edges: sessions without exercises, a routine without sessions', async () => {
    const { token, routineId } = await userWith(1, 3, 0, 0);
    const tag = (await ok(`mutation { createTag(input: { name: "Legs" }) { id } }`, {}, token)).createTag.id;
    const exercise = (await ok(`mutation($t: Int!) { createExercise(input: { name: "Squat", tagIds: [$t] }) { id } }`, { t: tag }, token))
      .createExercise.id;
    const { sessions } = (await ok(ROUTINE, { id: routineId }, token)).routine;
    await ok(
      `mutation($s: Int!, $input: SessionExerciseInput!) { addSessionExercise(sessionId: $s, input: $input) { id } }`,
      { s: sessions[1].id, input: { exerciseId: exercise, sets: 5, repetitions: 5, restSeconds: 180 } },
      token,
    );
    for (const read of [(await ok(ROUTINE, { id: routineId }, token)).routine, (await ok(ACTIVE, {}, token)).activeRoutine]) {
      expect(read.id).toBe(routineId);
      expect(
        read.sessions.map((s: { orderNumber: number; exercises: { exercise: { name: string } }[] }) => [
          s.orderNumber,
          s.exercises.map((e) => e.exercise.name),
        ]),
      ).toEqual([
        [1, []],
        [2, ['Squat']],
        [3, []],
      ]);
    }
    // No operation leaves a routine without sessions, but the read must not make a session of the join's NULL row.
    await server.services.dataSource.query(
      'DELETE FROM session_exercises WHERE session_id IN (?, ?, ?)',
      sessions.map((s: { id: number }) => s.id),
    );
    await server.services.dataSource.query('DELETE FROM training_sessions WHERE routine_id = ?', [routineId]);
    expect((await ok(ACTIVE, {}, token)).activeRoutine).toMatchObject({ id: routineId, sessions: [] });
    expect((await ok(ROUTINE, { id: routineId }, token)).routine).toMatchObject({ id: routineId, sessions: [] });
  });

  it('is the same for a page of 4 routines as for a page of 1', async () => {
    const one = await userWith(1, 2, 1, 1);
    const four = await userWith(4, 3, 2, 2);
    const a = await statements(PAGE, {}, one.token);
    const b = await statements(PAGE, {}, four.token);
    measured['routines page, 1 vs 4 routines'] = [a.count, b.count];
    expect(b.data.routines.content).toHaveLength(4);
    expect(b.count).toBe(a.count);
  });

  it('is the same for 1 exercise as for 5 exercises with their tags', async () => {
    const one = await userWith(0, 1, 1, 1);
    const five = await userWith(0, 1, 5, 2);
    const a = await statements(EXERCISES, {}, one.token);
    const b = await statements(EXERCISES, {}, five.token);
    measured['allExercises + exercises page'] = [a.count, b.count];
    expect(b.count).toBe(a.count);
  });
});
