import { LOGIN, newUserInput, REGISTER, type TestServer } from './test-server';

const TODAY = '2026-03-10';

/**
 * A new account with something in every table an export holds: the demo data (tags, exercises, a routine, foods, a
 * recipe, meal names, today's meals, goals), a goal change, a second day copied from the first, two body weights, a
 * 'Done!', a logged workout (with a warm-up set, an RPE and a note on its exercise) and a workout in progress (a note on
 * its first exercise). Returns the token and ids.
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
          note: 'Pegada aberta; "devagar"\nsegunda linha',
          sets: [
            { weight: '20', reps: 12, setType: 'WARMUP' },
            { weight: '62.5', reps: 10, rpe: '8.5' },
          ],
        },
      ],
    },
  });
  const current = (await ok(`{ activeRoutine { currentSession { id } } }`)).activeRoutine.currentSession.id as number;
  const started = (await ok(`mutation($s: Int!) { startWorkout(sessionId: $s) { exercises { id } } }`, { s: current })).startWorkout;
  await ok(`mutation($id: Int!) { setWorkoutExerciseNote(id: $id, note: "Banco 2") { id } }`, { id: started.exercises[0].id });
  return { token, input, today: TODAY };
}

export const LINK = `mutation($kind: ExportKind!, $today: LocalDate, $csvLayout: CsvLayout) {
  createDownloadLink(kind: $kind, today: $today, csvLayout: $csvLayout) { url expiresAt fileName }
}`;

/**
 * Asks for a download link of `kind` (CSV: in `csvLayout`, the server's default when not given) and follows it, as
 * the page does. `bytes` are the file as sent (a byte-order mark included); `text` is it decoded as fetch does (a
 * leading byte-order mark dropped).
 */
export async function download(server: TestServer, token: string, kind: string, csvLayout?: string) {
  const link = (await server.data(LINK, { kind, today: '2026-03-11', csvLayout }, token)).createDownloadLink;
  const response = await fetch(`${server.mainUrl}${link.url}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { link, response, bytes, text: new TextDecoder().decode(bytes) };
}

/** Uploads a file for an import, as the page does (POST /uploads, multipart, bearer token). */
export async function upload(
  server: TestServer,
  token: string | null,
  kind: string,
  content: string | Uint8Array,
  fileName = 'file',
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  form.append('file', new Blob([content]), fileName);
  const response = await fetch(`${server.mainUrl}/uploads?kind=${kind}`, {
    method: 'POST',
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { id: number; error?: string; size: number; fileName: string } };
}

const SUMMARY = 'kind format rows counts { item count } newExercises problems { line message } problemCount';
export const PREVIEW = `query($id: Int!) { importPreview(uploadId: $id) { ${SUMMARY} } }`;
export const IMPORT = `mutation($id: Int!, $duplicates: DuplicateFoods) { importUpload(uploadId: $id, duplicates: $duplicates) { ${SUMMARY} } }`;

/** The counts of a summary as an object ({ foods: 10, … }). */
export const countsOf = (summary: { counts: { item: string; count: number }[] }) =>
  Object.fromEntries(summary.counts.map(({ item, count }) => [item, count]));

/**
 * An export with every id replaced by the position of its row (and references by the position of theirs) and
 * without its export time: two exports of the same data compare equal whatever ids the databases gave.
 */
export function withoutIds(file: any) {
  const positions = (rows: { id: number }[]) => new Map(rows.map((row, index) => [row.id, index]));
  const foods = positions(file.foods);
  const recipes = positions(file.recipes);
  const tags = positions(file.tags);
  const exercises = positions(file.exercises);
  const routines = positions(file.routines);
  const sessions = new Map<number, string>();
  file.routines.forEach((r: any, i: number) => r.sessions.forEach((s: any, j: number) => sessions.set(s.id, `${i}.${j}`)));
  const completions = positions(file.sessionCompletions);
  const ref = <T>(map: Map<number, T>, id: number | null) => (id == null ? null : map.get(id));
  return {
    ...file,
    exportedAt: undefined,
    foods: file.foods.map(({ id: _id, ...food }: any) => food),
    recipes: file.recipes.map(({ id: _id, ...r }: any) => ({
      ...r,
      ingredients: r.ingredients.map((i: any) => ({ ...i, foodId: ref(foods, i.foodId) })),
    })),
    tags: file.tags.map(({ id: _id, ...tag }: any) => tag),
    exercises: file.exercises.map(({ id: _id, ...e }: any) => ({ ...e, tagIds: e.tagIds.map((t: number) => ref(tags, t)) })),
    routines: file.routines.map(({ id: _id, ...r }: any) => ({
      ...r,
      sessions: r.sessions.map(({ id: _sid, ...s }: any) => ({
        ...s,
        exercises: s.exercises.map((x: any) => ({ ...x, exerciseId: ref(exercises, x.exerciseId) })),
      })),
    })),
    sessionCompletions: file.sessionCompletions.map(({ id: _id, ...c }: any) => ({
      ...c,
      routineId: ref(routines, c.routineId),
      sessionId: ref(sessions, c.sessionId),
    })),
    workouts: file.workouts.map(({ id: _id, ...w }: any) => ({
      ...w,
      routineId: ref(routines, w.routineId),
      sessionId: ref(sessions, w.sessionId),
      completionId: ref(completions, w.completionId),
      exercises: w.exercises.map((x: any) => ({ ...x, exerciseId: ref(exercises, x.exerciseId) })),
    })),
    dailyMeals: file.dailyMeals.map((d: any) => ({
      ...d,
      meals: d.meals.map((m: any) => ({
        ...m,
        entries: m.entries.map((e: any) => ({ ...e, foodId: ref(foods, e.foodId), recipeId: ref(recipes, e.recipeId) })),
      })),
    })),
  };
}
