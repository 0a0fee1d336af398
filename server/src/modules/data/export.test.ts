import { parse } from 'csv-parse/sync';
import { download, fullAccount, LINK } from '../../../test/data-fixtures';
import { countQueries } from '../../../test/query-counter';
import { signUp, startTestServer, type TestServer } from '../../../test/test-server';


let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('exports', () => {
  it('downloads every section of the account as JSON through a link, with the format version and the export time', async () => {
    const { token } = await fullAccount(server);
    const before = Date.now();
    const { link, response, text } = await download(server, token, 'JSON');
    expect(link.fileName).toBe('fitness-manager-2026-03-11.json');
    expect(link.url).toMatch(/^\/download\?token=/);
    expect(link.url).not.toContain(token);
    expect(new Date(link.expiresAt).getTime() - before).toBeLessThanOrEqual(61_000);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('attachment; filename="fitness-manager-2026-03-11.json"');
    expect(response.headers.get('cache-control')).toBe('no-store');
    // Streamed through gzip when the client takes it (fetch asks for it and undoes it).
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const file = JSON.parse(text);
    expect(file).toMatchObject({ format: 'fitness-manager-export', version: 1 });
    expect(Date.parse(file.exportedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(file.mealNames).toEqual(['Café da manhã', 'Almoço', 'Janta']);
    expect(file.macroGoals).toEqual({ calories: '2500.5', carbohydrates: '300', proteins: '150', fats: '70' });
    expect(file.macroGoalHistory.map((g: { effectiveDate: string }) => g.effectiveDate)).toEqual(['1970-01-01', '2026-03-11']);
    expect(file.foods).toHaveLength(10);
    expect(file.foods[1]).toMatchObject({ name: 'Banana', serving: '100', unit: 'G', carbohydrates: '23.9', calories: '92' });
    const foodIds = new Set(file.foods.map((f: { id: number }) => f.id));
    expect(file.recipes[0].ingredients).toHaveLength(4);
    expect(file.recipes[0].ingredients.every((i: { foodId: number }) => foodIds.has(i.foodId))).toBe(true);
    expect(file.tags.map((t: { name: string }) => t.name)).toEqual(['Peitoral', 'Dorsal', 'Coxa']);
    expect(file.exercises[0]).toMatchObject({ name: 'Supino reto', tagIds: [file.tags[0].id] });
    expect(file.routines[0].sessions.map((s: { description: string }) => s.description)).toEqual(['A - Peitoral', 'B - Dorsais', 'C - Perna']);
    expect(file.routines[0].sessions[0].exercises).toEqual([{ exerciseId: file.exercises[0].id, sets: 4, repetitions: 12, restSeconds: 60 }]);
    expect(file.sessionCompletions).toHaveLength(2);
    expect(file.workouts).toHaveLength(2);
    const logged = file.workouts[0];
    expect(logged).toMatchObject({ startedAt: '2026-03-09T07:00:00.000Z', finishedAt: '2026-03-09T08:05:30.000Z', notes: 'Costas ok' });
    expect(logged.exercises[0].sets).toEqual([
      { weight: '20', reps: 12, setType: 'WARMUP', rpe: null, completedAt: '2026-03-09T08:05:30.000Z' },
      { weight: '62.5', reps: 10, setType: 'NORMAL', rpe: '8.5', completedAt: '2026-03-09T08:05:30.000Z' },
    ]);
    expect(file.workouts[1].finishedAt).toBeNull();
    expect(file.bodyWeights).toEqual([
      { date: '2026-03-09', weight: '80.45' },
      { date: '2026-03-11', weight: '80.1' },
    ]);
    expect(file.dailyMeals.map((d: { date: string }) => d.date)).toEqual(['2026-03-10', '2026-03-11']);
    expect(file.dailyMeals[1].meals[0].entries[0]).toEqual({ foodId: file.foods[1].id, recipeId: null, quantity: '250' });
    expect(file.dailyMeals[0].meals[2].entries[0]).toEqual({ foodId: null, recipeId: file.recipes[0].id, quantity: '1' });
  });

  it('writes the diary as CSV, one row per entry with its macros', async () => {
    const { token } = await fullAccount(server);
    const { response, text } = await download(server, token, 'DIARY_CSV');
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('fitness-manager-diary-2026-03-11.csv');
    const rows = parse<Record<string, string>>(text, { columns: true });
    expect(rows).toHaveLength(14);
    expect(rows[0]).toEqual({
      date: '2026-03-10',
      meal: 'Café da manhã',
      food: 'Banana',
      recipe: '',
      quantity: '250',
      unit: 'g',
      carbohydrates: '59.75',
      proteins: '3.5',
      fats: '0.75',
      calories: '230',
    });
    expect(rows[6]).toMatchObject({ meal: 'Janta', food: '', recipe: 'Vitamina de Banana', quantity: '1', unit: 'un.' });
  });

  it("writes the finished workouts as CSV in Hevy's layout", async () => {
    const { token } = await fullAccount(server);
    const { text } = await download(server, token, 'WORKOUTS_CSV');
    const [header, ...rows]: string[][] = parse(text);
    // Hevy's own export's columns, in its order: written out here, so moving HEVY_COLUMNS fails this test.
    expect(header).toEqual([
      'title',
      'start_time',
      'end_time',
      'description',
      'exercise_title',
      'superset_id',
      'exercise_notes',
      'set_index',
      'set_type',
      'weight_kg',
      'reps',
      'distance_km',
      'duration_seconds',
      'rpe',
    ]);
    expect(rows).toHaveLength(2);
    const byColumn = rows.map((row) => Object.fromEntries(header.map((column, index) => [column, row[index]])));
    expect(byColumn[0]).toMatchObject({
      title: 'Treino ABC — B - Dorsais',
      start_time: '9 Mar 2026, 07:00',
      end_time: '9 Mar 2026, 08:05',
      description: 'Costas ok',
      exercise_title: 'Puxada alta',
      set_index: '0',
      set_type: 'warmup',
      weight_kg: '20',
      reps: '12',
      rpe: '',
    });
    expect(byColumn[1]).toMatchObject({ set_index: '1', set_type: 'normal', weight_kg: '62.5', rpe: '8.5' });
  });

  it('starts every CSV export for spreadsheets with a UTF-8 byte-order mark, so Excel reads its accents right; the workouts in Hevy\'s layout and the JSON file have none', async () => {
    const { token } = await fullAccount(server);
    for (const [kind, csvLayout, marked] of [
      ['DIARY_CSV', undefined, true],
      ['DIARY_CSV', 'COMMA', true],
      ['DIARY_CSV', 'SEMICOLON', true],
      ['WORKOUTS_CSV', 'SEMICOLON', true],
      // Hevy's own layout, for other training apps' importers: the header starts with `title`, as Hevy writes it.
      ['WORKOUTS_CSV', undefined, false],
      ['WORKOUTS_CSV', 'COMMA', false],
    ] as const) {
      const { bytes, text } = await download(server, token, kind, csvLayout);
      if (marked) expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      else expect(Buffer.from(bytes.subarray(0, 6)).toString('utf8')).toBe('title,');
      // at most once: the header's, not one per page of rows
      expect(text).not.toContain('\uFEFF');
    }
    const { bytes, text } = await download(server, token, 'DIARY_CSV', 'SEMICOLON');
    // UTF-8 after the mark: "Café" is 43 61 66 C3 A9
    expect(Buffer.from(bytes).includes(Buffer.from('Café da manhã', 'utf8'))).toBe(true);
    expect(text.startsWith('date;meal;food;')).toBe(true);
    expect((await download(server, token, 'JSON')).bytes[0]).toBe('{'.charCodeAt(0));
  });

  it('writes the diary for spreadsheets in Portuguese when asked (SEMICOLON): semicolons and decimal commas', async () => {
    const { token } = await fullAccount(server);
    const { text } = await download(server, token, 'DIARY_CSV', 'SEMICOLON');
    const rows = parse<Record<string, string>>(text, { columns: true, delimiter: ';' });
    expect(rows).toHaveLength(14);
    expect(rows[0]).toEqual({
      date: '2026-03-10',
      meal: 'Café da manhã',
      food: 'Banana',
      recipe: '',
      quantity: '250',
      unit: 'g',
      carbohydrates: '59,75',
      proteins: '3,5',
      fats: '0,75',
      calories: '230',
    });
    // the default layout is unchanged: commas and decimal points
    const comma = parse<Record<string, string>>((await download(server, token, 'DIARY_CSV')).text, { columns: true });
    expect(comma[0]).toMatchObject({ carbohydrates: '59.75', proteins: '3.5' });
  });

  it('writes the workouts for spreadsheets in Portuguese when asked (SEMICOLON): Hevy\'s columns, semicolons, decimal commas', async () => {
    const { token } = await fullAccount(server);
    const { text } = await download(server, token, 'WORKOUTS_CSV', 'SEMICOLON');
    const [header, ...rows]: string[][] = parse(text, { delimiter: ';' });
    expect(header[0]).toBe('title');
    expect(header).toHaveLength(14);
    const byColumn = rows.map((row) => Object.fromEntries(header.map((column, index) => [column, row[index]])));
    expect(byColumn[0]).toMatchObject({ start_time: '9 Mar 2026, 07:00', weight_kg: '20', reps: '12' });
    expect(byColumn[1]).toMatchObject({ weight_kg: '62,5', rpe: '8,5' });
  });

  it('escapes cells a spreadsheet would run as formulas', async () => {
    const { token } = await signUp(server);
    const food = (
      await server.data(
        `mutation($input: FoodInput!) { createFood(input: $input) { id } }`,
        { input: { name: '=HYPERLINK("http://x","y")', serving: '100', unit: 'G', carbohydrates: '1', proteins: '1', fats: '1', calories: '1' } },
        token,
      )
    ).createFood.id;
    const day = (await server.data(`mutation { startDay(date: "2026-03-10") { meals { id } } }`, {}, token)).startDay;
    await server.data(
      `mutation($m: Int!, $input: MealEntryInput!) { addMealEntry(mealId: $m, input: $input) { entry { id } } }`,
      { m: day.meals[0].id, input: { foodId: food, quantity: '10' } },
      token,
    );
    const { text } = await download(server, token, 'DIARY_CSV');
    expect(text).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect((parse<Record<string, string>>(text, { columns: true }))[0].food).toBe(`'=HYPERLINK("http://x","y")`);
  });

  it("never gives another account's data: links are bound to their account and kind, and die with a password change", async () => {
    const mine = await fullAccount(server);
    const other = await signUp(server);
    const theirs = JSON.parse((await download(server, other.token, 'JSON')).text);
    expect(theirs.foods).toEqual([]);
    expect(theirs.dailyMeals).toEqual([]);

    const link = (await server.data(LINK, { kind: 'JSON' }, mine.token)).createDownloadLink;
    const tampered = link.url.slice(0, -3) + (link.url.endsWith('A') ? 'BBB' : 'AAA');
    const refused = await fetch(`${server.mainUrl}${tampered}`);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: 'This download link is not valid.' });
    // An access token is not a download token.
    expect((await fetch(`${server.mainUrl}/download?token=${mine.token}`)).status).toBe(401);
    expect((await fetch(`${server.mainUrl}/download`)).status).toBe(401);

    await server.data(
      `mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) { accessToken } }`,
      { c: mine.input.password, n: 'another-secret' },
      mine.token,
    );
    expect((await fetch(`${server.mainUrl}${link.url}`)).status).toBe(401);
  });

  it('takes a link once: a second GET is refused; HEAD says what it would send without running the export', async () => {
    const { token } = await signUp(server);
    const link = (await server.data(LINK, { kind: 'DIARY_CSV', today: '2026-03-11' }, token)).createDownloadLink;
    const statements = await countQueries(server.services.dataSource, () => fetch(`${server.mainUrl}${link.url}`, { method: 'HEAD' }));
    expect(statements.result.status).toBe(200);
    expect(statements.result.headers.get('content-disposition')).toContain('fitness-manager-diary-2026-03-11.csv');
    // The link checked (its account), nothing of the export read.
    expect(statements.queries.filter((q) => /daily_meals|meal_entries/.test(q))).toEqual([]);
    expect((await fetch(`${server.mainUrl}${link.url}`)).status).toBe(200);
    const again = await fetch(`${server.mainUrl}${link.url}`);
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual({ error: 'This download link has been used already: ask for the file again.' });
  });

  it('reads a fixed number of statements per page of the export, whatever the account holds', async () => {
    const small = await fullAccount(server);
    const large = await fullAccount(server);
    // Twice the foods, days and workouts of the small account, all within one page of each.
    for (let n = 0; n < 10; n++) {
      await server.data(
        `mutation($input: FoodInput!) { createFood(input: $input) { id } }`,
        { input: { name: `Extra ${n}`, serving: '100', unit: 'G', carbohydrates: '1', proteins: '1', fats: '1', calories: '1' } },
        large.token,
      );
    }
    await server.data(`mutation { copyDay(from: "2026-03-10", to: "2026-03-12") { id } }`, {}, large.token);
    const statements = async (token: string) =>
      (await countQueries(server.services.dataSource, async () => (await download(server, token, 'JSON')).text)).count;
    const [few, more] = [await statements(small.token), await statements(large.token)];
    expect(more).toBe(few);
  });

  it('refuses an expired link with a message saying so', async () => {
    const { user } = await signUp(server);
    const { token } = server.services.tokens.issueDownload({ userId: user.id, tokenVersion: 0, kind: 'JSON:2026-03-11' }, Date.now() - 120_000);
    const response = await fetch(`${server.mainUrl}/download?token=${token}`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'This download link has expired: ask for the file again.' });
  });

  it('requires a signed-in user for a link', async () => {
    const result = await server.gql(LINK, { kind: 'JSON' });
    expect(result.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });
});
