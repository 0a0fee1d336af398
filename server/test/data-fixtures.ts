import { LOGIN, newUserInput, REGISTER, type TestServer } from './test-server';

const TODAY = '2026-03-10';

/**
 * A new account with something in every table an export holds: the demo data (tags, exercises, a routine, foods, a
 * recipe, meal names, today's meals, goals), a goal change, a second day copied from the first, two body weights, a
 * 'Done!', a logged workout (with a warm-up set and an RPE) and a workout in progress. Returns the token and ids.
 */
export async function fullAccount(server: TestServer) {
  const input = newUserInput();
  await server.data(REGISTER, { input: { ...input, populate: true, today: TODAY } });
  const token = (await server.data(LOGIN, { email: input.email, password: input.password })).login.accessToken as string;
  const ok = (query: string, variables: Record<string, unknown> = {}) => server.data(query, variables, token);
  await ok(`mutation($input: MacroGoalsInput!) { updateMacroGoals(input: $input, date: "2026-03-11") { id } }`, {
    input: { calories: '2500.5', carbohydrates: '300', proteins: '150', fats: '70' },
  });
  await ok(`mutation { copyDay(from: "${TODAY}", to: "2026-03-11") { id } }`);
  for (const [date, weight] of [
    ['2026-03-09', '80.45'],
    ['2026-03-11', '80.1'],
  ]) {
    await ok(`mutation($input: BodyWeightInput!) { setBodyWeight(input: $input, today: "2026-03-11") { bodyWeight { id } } }`, {
      input: { date, weight },
    });
  }
  const routine = (await ok(`{ activeRoutine { id sessions { id description isCurrent exercises { exercise { id name } } } } }`))
    .activeRoutine;
  const [sessionA, sessionB] = routine.sessions as { id: number; exercises: { exercise: { id: number } }[] }[];
  await ok(`mutation($s: Int!) { completeSession(sessionId: $s) { id } }`, { s: sessionA.id });
  await ok(`mutation($input: LogWorkoutInput!) { logWorkout(input: $input) { id } }`, {
    input: {
      sessionId: sessionB.id,
      startedAt: '2026-03-09T07:00:00.000Z',
      finishedAt: '2026-03-09T08:05:30.000Z',
      notes: 'Costas ok',
      exercises: [
        {
          exerciseId: sessionB.exercises[0].exercise.id,
          restSeconds: 75,
          sets: [
            { weight: '20', reps: 12, setType: 'WARMUP' },
            { weight: '62.5', reps: 10, rpe: '8.5' },
          ],
        },
      ],
    },
  });
  const current = (await ok(`{ activeRoutine { currentSession { id } } }`)).activeRoutine.currentSession.id as number;
  await ok(`mutation($s: Int!) { startWorkout(sessionId: $s) { id } }`, { s: current });
  return { token, input, today: TODAY };
}

export const LINK = `mutation($kind: ExportKind!, $today: LocalDate) { createDownloadLink(kind: $kind, today: $today) { url expiresAt fileName } }`;

/** Asks for a download link of `kind` and follows it, as the page does. */
export async function download(server: TestServer, token: string, kind: string) {
  const link = (await server.data(LINK, { kind, today: '2026-03-11' }, token)).createDownloadLink;
  const response = await fetch(`${server.mainUrl}${link.url}`);
  return { link, response, text: await response.text() };
}
