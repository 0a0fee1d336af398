import { countsOf, download, fullAccount, IMPORT, PREVIEW, upload, withoutIds } from '../../../test/data-fixtures';
import { EntityManager } from 'typeorm';
import { testDialect } from '../../../test/test-database';
import { LOGIN, newUserInput, REGISTER, signUp, startTestServer, type TestServer } from '../../../test/test-server';
import { WorkoutEntity } from '../workouts/workout.entity';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const exportOf = async (token: string) => JSON.parse((await download(server, token, 'JSON')).text);

describe('importing a Fitness Manager export', () => {
  it('previews the counts, then imports into a fresh account whose export equals the original but for ids and times', async () => {
    const source = await fullAccount(server);
    const original = await exportOf(source.token);
    // The exercises' notes are in the file (so the comparison below covers them).
    const notes = original.workouts.flatMap((w: { exercises: { note: string }[] }) => w.exercises.map((e) => e.note));
    expect(notes.sort()).toEqual(['Banco 2', 'Pegada aberta; "devagar"\nsegunda linha']);
    const target = await signUp(server);
    const uploaded = await upload(server, target.token, 'ACCOUNT_JSON', JSON.stringify(original), 'fitness-manager.json');
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({ kind: 'ACCOUNT_JSON', fileName: 'fitness-manager.json' });

    const preview = (await server.data(PREVIEW, { id: uploaded.body.id }, target.token)).importPreview;
    expect(preview).toMatchObject({ kind: 'ACCOUNT_JSON', format: 'Fitness Manager export, version 1', problems: [], problemCount: 0 });
    expect(countsOf(preview)).toMatchObject({ foods: 10, recipes: 1, tags: 3, exercises: 3, routines: 1, sessions: 3, sessionCompletions: 2, workouts: 2, sets: 8, bodyWeights: 2, days: 2, entries: 14, goalChanges: 2, mealNames: 3 });
    // The preview wrote nothing.
    expect((await exportOf(target.token)).foods).toEqual([]);

    const result = (await server.data(IMPORT, { id: uploaded.body.id }, target.token)).importUpload;
    expect(countsOf(result)).toEqual(countsOf(preview));
    const again = await exportOf(target.token);
    expect(withoutIds(again)).toEqual(withoutIds(original));
    // The upload is gone once imported.
    expect((await server.data(`{ dataUpload { id } }`, {}, target.token)).dataUpload).toBeNull();
  });

  it("reads a file written before exercises had notes as exercises without one, and refuses a note too long or not text", async () => {
    const source = await fullAccount(server);
    const file = await exportOf(source.token);
    const finished = file.workouts.findIndex((w: { finishedAt: string | null }) => w.finishedAt != null);
    const older = structuredClone(file);
    for (const w of older.workouts) for (const e of w.exercises) delete e.note;
    const target = await signUp(server);
    let id = (await upload(server, target.token, 'ACCOUNT_JSON', JSON.stringify(older))).body.id;
    expect((await server.data(IMPORT, { id }, target.token)).importUpload.problemCount).toBe(0);
    expect((await exportOf(target.token)).workouts.flatMap((w: { exercises: { note: string }[] }) => w.exercises.map((e) => e.note)).every((n: string) => n === '')).toBe(true);

    const bad = structuredClone(file);
    bad.workouts[finished].exercises[0].note = 'x'.repeat(2001);
    bad.workouts[finished].exercises[1] = { ...bad.workouts[finished].exercises[0], note: 7 };
    const other = await signUp(server);
    id = (await upload(server, other.token, 'ACCOUNT_JSON', JSON.stringify(bad))).body.id;
    const preview = (await server.data(PREVIEW, { id }, other.token)).importPreview;
    expect(preview.problems.map((p: { message: string }) => p.message)).toEqual([
      `workouts[${finished}] exercises[0]: note: Maximum 2000 characters.`,
      `workouts[${finished}] exercises[1]: note: Must be text.`,
    ]);
  });

  it('never takes ids from the file as database ids, and refuses references to rows the file does not hold', async () => {
    const source = await fullAccount(server);
    const file = await exportOf(source.token);
    const target = await signUp(server);
    const other = await signUp(server);
    const theirFood = (await server.data(`mutation { createFood(input: { name: "Deles", serving: "1", unit: G, carbohydrates: "1", proteins: "1", fats: "1", calories: "1" }) { id } }`, {}, other.token)).createFood.id;
    // An entry naming the other account's food id: not in the file, so refused, and nothing is written.
    file.dailyMeals[0].meals[0].entries[0] = { foodId: theirFood, recipeId: null, quantity: '1' };
    file.foods[0].serving = '0';
    file.workouts[0].exercises = [];
    const id = (await upload(server, target.token, 'ACCOUNT_JSON', JSON.stringify(file))).body.id;
    const preview = (await server.data(PREVIEW, { id }, target.token)).importPreview;
    expect(preview.problems.map((p: { message: string }) => p.message)).toEqual([
      'foods[0] (Arroz): serving: Must be greater than 0.',
      'workouts[0]: A finished workout has at least one exercise with a set.',
      `dailyMeals[0] (2026-03-10) meals[0] entries[0]: food ${theirFood} is not in the file.`,
    ]);
    const refused = await server.gql(IMPORT, { id }, target.token);
    expect(refused.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { file: preview.problems.map((p: { message: string }) => p.message) } });
    const after = await exportOf(target.token);
    expect(after.foods).toEqual([]);
    expect(after.dailyMeals).toEqual([]);
    expect((await exportOf(other.token)).foods).toHaveLength(1);
  });

  it('rolls back everything when a write fails half-way', async () => {
    const source = await fullAccount(server);
    const file = await exportOf(source.token);
    // A workout in progress in both the file and the account: refused after the foods were written.
    const started = await fullAccount(server);
    const id = (await upload(server, started.token, 'ACCOUNT_JSON', JSON.stringify(file))).body.id;
    const before = await exportOf(started.token);
    const refused = await server.gql(IMPORT, { id }, started.token);
    expect(refused.errors![0].message).toBe('This export has a workout in progress, and so has your account: finish or discard yours before importing.');
    expect(withoutIds(await exportOf(started.token))).toEqual(withoutIds(before));
    // The failed upload stays, to be tried again.
    expect((await server.data(`{ dataUpload { id status } }`, {}, started.token)).dataUpload).toEqual({ id, status: 'failed' });
  });

  it('refuses files that are not an export, naming what is wrong, and changes nothing', async () => {
    const { token } = await signUp(server);
    const cases: [string | Uint8Array, string][] = [
      ['not json', 'This is not a Fitness Manager export: the file is not JSON.'],
      // Empty, as the foods and history imports say it (it was "not JSON").
      ['', 'The file is empty.'],
      [' \n\t\n', 'The file is empty.'],
      ['\uFEFF', 'The file is empty.'],
      ['{"format":"something"}', 'This is not a Fitness Manager export (its "format" is not "fitness-manager-export").'],
      ['{"format":"fitness-manager-export","version":2}', 'This export was made by a newer Fitness Manager (format version 2); this server reads version 1.'],
      [new Uint8Array([0x7b, 0x22, 0xe9, 0x22, 0x7d]), 'The file is not UTF-8 text. Save it as "CSV UTF-8" (or export it again) and upload it once more.'],
    ];
    for (const [content, message] of cases) {
      const id = (await upload(server, token, 'ACCOUNT_JSON', content)).body.id;
      const result = await server.gql(PREVIEW, { id }, token);
      expect(result.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { file: [message] } });
    }
  });

  it("keeps uploads to their owner: another account's upload is not found", async () => {
    const mine = await signUp(server);
    const other = await signUp(server);
    const id = (await upload(server, mine.token, 'ACCOUNT_JSON', '{}')).body.id;
    for (const query of [PREVIEW, IMPORT]) {
      const result = await server.gql(query, { id }, other.token);
      expect(result.errors![0]).toMatchObject({ message: `Upload with id ${id} was not found.`, extensions: { code: 'NOT_FOUND' } });
    }
  });

  it('bounds uploads: the size limit is named, and only signed-in users upload', async () => {
    const { token } = await signUp(server);
    expect(await upload(server, null, 'ACCOUNT_JSON', '{}')).toEqual({ status: 401, body: { error: 'Sign in to upload a file.' } });
    const wrongKind = await upload(server, token, 'PHOTOS', '{}');
    expect(wrongKind.status).toBe(400);
    const big = await upload(server, token, 'WORKOUT_HISTORY_CSV', new Uint8Array(16 * 1024 * 1024 + 1));
    expect(big).toEqual({ status: 413, body: { error: 'The file is larger than 16 MB, the most this import takes.' } });
    const plain = await fetch(`${server.mainUrl}/uploads?kind=ACCOUNT_JSON`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}' });
    expect(plain.status).toBe(415);
  });

  // MySQL: transactions run side by side (SQLite writes one request at a time, so there is nothing to race).
  (testDialect === 'mysql' ? it : it.skip)(
    'locks the account before it looks for a workout in progress: one started meanwhile waits, and the import is not a 500',
    async () => {
      const source = await fullAccount(server);
      const file = await exportOf(source.token);
      // An account with a routine (the demo data) and no workout in progress.
      const input = newUserInput();
      await server.data(REGISTER, { input: { ...input, populate: true, today: '2026-03-10' } });
      const token = (await server.data(LOGIN, { email: input.email, password: input.password })).login.accessToken as string;
      const session = (await server.data(`{ activeRoutine { currentSession { id } } }`, {}, token)).activeRoutine.currentSession.id as number;
      const { id } = (await upload(server, token, 'ACCOUNT_JSON', JSON.stringify(file))).body;
      // Right after the import has looked for a workout in progress, the user starts one in another tab (the import
      // goes on once that one is done, or after a second if it has to wait).
      let started: Promise<{ errors?: { extensions?: { code?: string } }[] }> | undefined;
      const existsBy = EntityManager.prototype.existsBy;
      const meanwhile = jest.spyOn(EntityManager.prototype, 'existsBy').mockImplementation(async function (this: EntityManager, ...args) {
        const found = await existsBy.apply(this, args);
        if (!started && args[0] === WorkoutEntity && this.queryRunner?.isTransactionActive) {
          started = server.gql(`mutation($s: Int!) { startWorkout(sessionId: $s) { id } }`, { s: session }, token);
          await Promise.race([started, new Promise((resolve) => setTimeout(resolve, 1_000))]);
        }
        return found;
      });
      try {
        const result = await server.gql(IMPORT, { id }, token);
        // Before: the check ran before the account was locked, the other tab's workout was written meanwhile, and the
        // file's workout in progress then hit the unique index: INTERNAL_SERVER_ERROR.
        expect(result.errors).toBeUndefined();
        expect(started).toBeDefined();
        // The other tab waited for the import, then found its workout in progress.
        expect((await started!).errors?.[0].extensions?.code).toBe('CONFLICT');
      } finally {
        meanwhile.mockRestore();
      }
      const running = (await exportOf(token)).workouts.filter((w: { finishedAt: string | null }) => w.finishedAt === null);
      expect(running).toHaveLength(1);
    },
  );
});
