import { countQueries } from '../../../test/query-counter';
import { signUp, startTestServer, type TestServer } from '../../../test/test-server';

const CREATE = `mutation($input: RoutineInput!) { createRoutine(input: $input) { id sessions { id description isCurrent } } }`;
const UPDATE = `mutation($id: Int!, $input: RoutineInput!) { updateRoutine(id: $id, input: $input) { id } }`;
const COMPLETE = `mutation($sessionId: Int!) { completeSession(sessionId: $sessionId) { id currentSession { id } } }`;
const HISTORY = `query($page: Int, $size: Int, $routineId: Int) {
  trainingHistory(page: $page, size: $size, routineId: $routineId) {
    totalElements
    content { id completedAt routineId routineName sessionId sessionDescription }
  }
}`;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ok = (query: string, variables: Record<string, unknown>, token: string) => server.data(query, variables, token);

const routineInput = (name: string, weekFrequency: number) => ({ name, description: 'd', goal: 'g', weekFrequency, isActive: true });

/** Creates a routine and marks its current session done `times` times; returns the routine's id and sessions. */
async function train(token: string, name: string, weekFrequency: number, times: number) {
  const routine = (await ok(CREATE, { input: routineInput(name, weekFrequency) }, token)).createRoutine;
  let current = routine.sessions.find((session: { isCurrent: boolean }) => session.isCurrent).id;
  for (let i = 0; i < times; i += 1) current = (await ok(COMPLETE, { sessionId: current }, token)).completeSession.currentSession.id;
  return routine as { id: number; sessions: { id: number; description: string }[] };
}

describe('trainingHistory', () => {
  it("lists the user's completed sessions newest first, with when, which routine and which session", async () => {
    const { token } = await signUp(server);
    const before = Date.now();
    const abc = await train(token, 'Treino ABC', 3, 4); // A, B, C, A
    const history = (await ok(HISTORY, {}, token)).trainingHistory;

    expect(history.totalElements).toBe(4);
    expect(history.content.map((c: { sessionDescription: string }) => c.sessionDescription)).toEqual(['A', 'B', 'C', 'A'].reverse());
    expect(history.content[0]).toMatchObject({ routineId: abc.id, routineName: 'Treino ABC', sessionId: abc.sessions[0].id });
    const completedAt = Date.parse(history.content[0].completedAt);
    expect(history.content[0].completedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(completedAt).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(completedAt).toBeLessThanOrEqual(Date.now());
  });

  it('pages, filters by routine, and keeps a removed session as it was', async () => {
    const { token } = await signUp(server);
    const abc = await train(token, 'Treino ABC', 3, 3); // A, B, C
    const full = await train(token, 'Full body', 1, 2);

    const page = (await ok(HISTORY, { page: 1, size: 2 }, token)).trainingHistory;
    expect(page.totalElements).toBe(5);
    expect(page.content.map((c: { sessionDescription: string; routineName: string }) => [c.routineName, c.sessionDescription])).toEqual([
      ['Treino ABC', 'C'],
      ['Treino ABC', 'B'],
    ]);

    const ofFull = (await ok(HISTORY, { routineId: full.id }, token)).trainingHistory;
    expect(ofFull.totalElements).toBe(2);
    expect(ofFull.content.every((c: { routineId: number }) => c.routineId === full.id)).toBe(true);

    // Twice a week instead of three times: session C goes, its completion stays with its description.
    await ok(UPDATE, { id: abc.id, input: routineInput('Treino AB', 2) }, token);
    const ofAbc = (await ok(HISTORY, { routineId: abc.id }, token)).trainingHistory.content;
    expect(ofAbc[0]).toMatchObject({ routineName: 'Treino AB', sessionId: null, sessionDescription: 'C' });
  });

  it("never shows another user's history; another user's routine is not found", async () => {
    const owner = await signUp(server);
    const other = await signUp(server);
    const routine = await train(owner.token, 'Mine', 2, 2);

    expect((await ok(HISTORY, {}, other.token)).trainingHistory).toEqual({ totalElements: 0, content: [] });
    const foreign = await server.gql(HISTORY, { routineId: routine.id }, other.token);
    expect(foreign.errors?.[0]).toMatchObject({
      message: `Routine with id ${routine.id} was not found.`,
      extensions: { code: 'NOT_FOUND' },
    });
    expect((await server.gql(HISTORY, {})).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a bad page or size', async () => {
    const { token } = await signUp(server);
    const result = await server.gql(HISTORY, { page: -1, size: 101 }, token);
    expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0].extensions?.fields).toEqual({ page: ['page must be 0 or more.'], size: ['size must be at most 100.'] });
  });

  it('loads a page in a constant number of statements', async () => {
    const { token, user } = await signUp(server);
    const routine = await train(token, 'Long', 7, 12);
    const all = await countQueries(server.services.dataSource, () => server.services.trainingHistory.list(user.id, { page: 0, size: 100 }));
    expect(all.result.content).toHaveLength(12);
    expect(all.count).toBe(3); // count + rows + their logged workouts (none here)
    const ofRoutine = await countQueries(server.services.dataSource, () =>
      server.services.trainingHistory.list(user.id, { page: 1, size: 5, routineId: routine.id }),
    );
    expect(ofRoutine.result.content).toHaveLength(5);
    expect(ofRoutine.count).toBe(4); // the routine is the user's + count + rows + logged workouts
  });
});
