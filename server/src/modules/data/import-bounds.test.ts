import type { TransactionCommitEvent } from 'typeorm/subscriber/event/TransactionCommitEvent';
import { countQueries } from '../../../test/query-counter';
import { countsOf, download, fullAccount, IMPORT, PREVIEW, upload } from '../../../test/data-fixtures';
import { testDialect } from '../../../test/test-database';
import { signUp, startTestServer, type TestServer } from '../../../test/test-server';
import { DomainError } from '../../common/errors';
import { formatMessage } from '../../common/messages';
import { TimeSlice } from './import-file';
import type { DataUploadEntity } from './upload.entity';
import { FILE_READS_MAX } from './import.service';
import { durationMs, planHistoryImport } from './history-import';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const HEVY_HEADER = 'title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A Hevy file of `rows` sets: 20 sets a workout, one workout a day from 2010. */
function hevyFile(rows: number): string {
  const lines = [HEVY_HEADER];
  for (let i = 0; i < rows; i++) {
    const day = new Date(Date.UTC(2010, 0, 1) + Math.floor(i / 20) * 86_400_000);
    const start = `${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}, 07:00`;
    lines.push(`Push ${Math.floor(i / 20)},"${start}","${start.replace('07:00', '08:00')}",,Bench ${Math.floor((i % 20) / 4)},,,${i % 4},normal,60,10,,,8`);
  }
  return lines.join('\n') + '\n';
}

async function* bytesOf(text: string) {
  yield Buffer.from(text);
}

describe('what one request may make the server do', () => {
  it('reads each time zone with one formatter and each time text once, pausing as it goes', async () => {
    const formatters = jest.spyOn(Intl, 'DateTimeFormat');
    const pauses = jest.spyOn(TimeSlice.prototype, 'pause');
    try {
      // A zone no other test of this process has read yet.
      const plan = await planHistoryImport(bytesOf(hevyFile(2_000)), 'Asia/Kathmandu', 'KG');
      expect(plan.workouts).toHaveLength(100);
      expect(plan.workouts[0].startedAt.toISOString()).toBe('2010-01-01T01:15:00.000Z');
      // Before: two formatters for each of the two times of every row (8,000 here).
      expect(formatters).toHaveBeenCalledTimes(1);
      // Every row gives the event loop its chance (it takes it once a slice of 20 ms has passed).
      expect(pauses.mock.calls.length).toBeGreaterThanOrEqual(2_000);
    } finally {
      formatters.mockRestore();
      pauses.mockRestore();
    }
  });

  it("reads Strong's durations without backtracking: a cell of thousands of spaces is refused at once", async () => {
    const header = 'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE';
    const row = (duration: string) => `2024-01-27 7:00:00 AM,"Morning","${duration}","Squat (Barbell)",1,135,5,0,0,"","",8`;
    // The old pattern took 7.6 s on this cell, cubic in its spaces.
    const plan = await planHistoryImport(bytesOf(`${header}\n${row(`1h${' '.repeat(4_000)}x`)}\n${row('1 h 5 min')}\n`), 'UTC', 'KG');
    expect(plan.problems.map((problem) => problem.line)).toEqual([2]);
    expect(plan.workouts[0].finishedAt.toISOString()).toBe('2024-01-27T08:05:00.000Z');
    // Spaces may stand anywhere but inside a number; a cell is at most 32 characters.
    expect(['1h 5m', '45m', '1h', '50s', ' 1 h  5 m  30 s ', '2min'].map(durationMs)).toEqual([3_900_000, 2_700_000, 3_600_000, 50_000, 3_930_000, 120_000]);
    expect(['', '   ', '1 2h', 'h', '5x', `${' '.repeat(40)}1h`, '1h'.padEnd(33, ' ')].map(durationMs)).toEqual(Array(7).fill(null));
  });

  it('reads a file once per operation: importPreview at most once, importUpload alone', async () => {
    const { token } = await signUp(server);
    const { id } = (await upload(server, token, 'FOODS_CSV', 'name,serving,unit,carbohydrates,proteins,fats,calories\nArroz,100,g,28,2.5,0.2,128\n')).body;
    const twice = await server.gql(`query($id: Int!) { a: importPreview(uploadId: $id) { rows } b: importPreview(uploadId: $id) { rows } }`, { id }, token);
    expect(twice.errors![0]).toMatchObject({
      message: 'This operation asks for importPreview 2 times; it reads a whole file, so at most once in one request.',
      extensions: { code: 'QUERY_TOO_LARGE' },
    });
    const withOther = await server.gql(
      `mutation($id: Int!) { importUpload(uploadId: $id) { rows } createTag(input: { name: "Beside" }) { id } }`,
      { id },
      token,
    );
    expect(withOther.errors![0]).toMatchObject({ message: 'importUpload must be the only field of its operation.', extensions: { code: 'QUERY_TOO_LARGE' } });
    const viaFragment = await server.gql(
      `mutation($id: Int!) { ...run } fragment run on Mutation { a: importUpload(uploadId: $id) { rows } b: importUpload(uploadId: $id) { rows } }`,
      { id },
      token,
    );
    expect(viaFragment.errors![0].extensions!.code).toBe('QUERY_TOO_LARGE');
    // Nothing ran: the file is still there and was never read.
    expect((await server.data(`{ allTags { name } dataUpload { status } }`, {}, token))).toEqual({ allTags: [], dataUpload: { status: 'uploaded' } });
    // Alone, through a fragment, it runs (and takes the write lock itself).
    const alone = await server.gql(`mutation($id: Int!) { ...run } fragment run on Mutation { importUpload(uploadId: $id) { counts { item count } } }`, { id }, token);
    expect(countsOf(alone.data!.importUpload)).toEqual({ foods: 1, updatedFoods: 0, skippedFoods: 0 });
  });

  /**
   * Holds every file read at its first pause until `open()` is called: a read in progress stays in progress however
   * fast the machine is (these tests failed on a fast one, where the reads ended before the next request came).
   */
  function holdFileReads() {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const pauses = jest.spyOn(TimeSlice.prototype, 'pause').mockImplementation(() => gate);
    return {
      open() {
        open();
        pauses.mockRestore();
      },
    };
  }

  /** Polls the account's upload until it says `status` (or `done()` says the work ended first). */
  async function waitForStatus(token: string, status: string, done: () => boolean): Promise<string | undefined> {
    let seen: string | undefined;
    while (!done() && seen !== status) seen = (await server.data(`{ dataUpload { status } }`, {}, token)).dataUpload.status;
    return seen;
  }

  it("reads one account's file once at a time, answering other requests meanwhile", async () => {
    const { token } = await signUp(server);
    const { id } = (await upload(server, token, 'WORKOUT_HISTORY_CSV', hevyFile(2_000))).body;
    const reads = holdFileReads();
    try {
      let settled = false;
      const first = server.gql(PREVIEW, { id }, token).finally(() => (settled = true));
      // The claim is taken before the file is parsed: the poll sees it while the preview is still working.
      expect(await waitForStatus(token, 'previewing', () => settled)).toBe('previewing');
      const [second, importing] = await Promise.all([server.gql(PREVIEW, { id }, token), server.gql(IMPORT, { id }, token)]);
      expect(second.errors![0]).toMatchObject({ message: 'This file is being read for a preview: wait for it to finish.', extensions: { code: 'CONFLICT' } });
      expect(importing.errors![0].extensions!.code).toBe('CONFLICT');
      const uploadAgain = await upload(server, token, 'FOODS_CSV', 'name\n');
      expect(uploadAgain.status).toBe(409);
      expect(settled).toBe(false);
      reads.open();
      expect(countsOf((await first).data!.importPreview)).toMatchObject({ workouts: 100, sets: 2_000 });
    } finally {
      reads.open();
    }
    expect((await server.data(`{ dataUpload { status } }`, {}, token)).dataUpload.status).toBe('uploaded');
  });

  it(`reads at most ${FILE_READS_MAX} files at once in a process: past them, 503 with nothing claimed`, async () => {
    const readers = await Promise.all(Array.from({ length: FILE_READS_MAX }, () => signUp(server)));
    const started = await Promise.all(
      readers.map(async ({ token }) => {
        const { id } = (await upload(server, token, 'WORKOUT_HISTORY_CSV', hevyFile(200))).body;
        return { token, id };
      }),
    );
    const reads = holdFileReads();
    try {
      let settled = 0;
      const previews = started.map(({ token, id }) => server.gql(PREVIEW, { id }, token).finally(() => (settled += 1)));
      // Both are reading (their claims are visible) before the third asks.
      for (const { token } of started) expect(await waitForStatus(token, 'previewing', () => settled > 0)).toBe('previewing');
      const third = await signUp(server);
      const { id } = (await upload(server, third.token, 'FOODS_CSV', 'name,serving,unit,carbohydrates,proteins,fats,calories\nArroz,100,g,28,2.5,0.2,128\n')).body;
      const busy = await fetch(`${server.mainUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${third.token}` },
        body: JSON.stringify({ query: PREVIEW, variables: { id } }),
      });
      const answer = (await busy.json()) as { errors: { message: string; extensions: { code: string } }[] };
      expect(settled).toBe(0);
      expect([busy.status, busy.headers.get('retry-after'), answer.errors[0].extensions]).toEqual([503, '5', { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 5 }]);
      expect(answer.errors[0].message).toBe('The server is reading other files right now. Nothing was changed; try again in a few seconds.');
      const portuguese = await fetch(`${server.mainUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${third.token}`, 'accept-language': 'pt-BR' },
        body: JSON.stringify({ query: PREVIEW, variables: { id } }),
      });
      expect([portuguese.status, portuguese.headers.get('retry-after')]).toEqual([503, '5']);
      expect(((await portuguese.json()) as { errors: { message: string }[] }).errors[0].message).toBe(
        'O servidor está lendo outros arquivos agora. Nada foi alterado; tente de novo em alguns segundos.',
      );
      expect((await server.data(`{ dataUpload { status } }`, {}, third.token)).dataUpload.status).toBe('uploaded');
      reads.open();
      for (const preview of await Promise.all(previews)) expect(preview.errors).toBeUndefined();
      expect((await server.gql(PREVIEW, { id }, third.token)).errors).toBeUndefined();
    } finally {
      reads.open();
    }
  });

  it('claims an upload as its caller read it, in one statement, and once: a preview reads the upload once', async () => {
    const { token, user } = await signUp(server);
    const foods = 'name,serving,unit,carbohydrates,proteins,fats,calories\nArroz,100,g,28,2.5,0.2,128\n';
    const uploadReads = (queries: string[]) => queries.filter((q) => /^\s*SELECT\b[\s\S]*\bFROM [`"]data_uploads[`"]/i.test(q));
    const first = (await upload(server, token, 'FOODS_CSV', foods)).body.id;
    const preview = await countQueries(server.services.dataSource, () => server.data(PREVIEW, { id: first }, token));
    expect(preview.result.importPreview.counts).toContainEqual({ item: 'foods', count: 1 });
    expect(uploadReads(preview.queries)).toHaveLength(1);

    const { uploads, writeLock } = server.services;
    const { id } = (await upload(server, token, 'FOODS_CSV', foods)).body;
    const read = await uploads.get(user.id, id);
    const claim = await countQueries(server.services.dataSource, () => writeLock.exclusive(() => uploads.claim(read, 'previewing')));
    expect(claim.count).toBe(1);
    // A second claim of the same reading finds the row changed: refused, and the first claim stands.
    await expect(writeLock.exclusive(() => uploads.claim(read, 'importing'))).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await uploads.get(user.id, id)).status).toBe('previewing');
  });

  it('answers a claim that lost to another from what the upload is now: importing, previewing, or gone', async () => {
    const { token, user } = await signUp(server);
    const foods = 'name,serving,unit,carbohydrates,proteins,fats,calories\nArroz,100,g,28,2.5,0.2,128\n';
    const { uploads, writeLock } = server.services;
    const claim = (read: DataUploadEntity, as: 'previewing' | 'importing') => writeLock.exclusive(() => uploads.claim(read, as));
    const refusal = async (work: Promise<unknown>) => {
      const error = await work.then(
        () => null,
        (thrown: unknown) => thrown,
      );
      expect(error).toBeInstanceOf(DomainError);
      const { code, text } = error as DomainError;
      return { code, en: formatMessage(text, 'en'), pt: formatMessage(text, 'pt-BR') };
    };
    // Two imports of one reading (a double click): the second is told the file is being imported, not previewed.
    let { id } = (await upload(server, token, 'FOODS_CSV', foods)).body;
    let read = await uploads.get(user.id, id);
    await claim(read, 'importing');
    expect(await refusal(claim(read, 'importing'))).toEqual({
      code: 'CONFLICT',
      en: 'This file is already being imported.',
      pt: 'Este arquivo já está sendo importado.',
    });
    await uploads.release(id, 'importing', 'failed');
    // An import of a reading a preview took meanwhile.
    ({ id } = (await upload(server, token, 'FOODS_CSV', foods)).body);
    read = await uploads.get(user.id, id);
    await claim(read, 'previewing');
    expect(await refusal(claim(read, 'importing'))).toEqual({
      code: 'CONFLICT',
      en: 'This file is being read for a preview: wait for it to finish.',
      pt: 'Este arquivo está sendo lido para uma prévia: espere terminar.',
    });
    // The upload replaced (or imported and gone) since it was read: not found.
    await uploads.release(id, 'previewing', 'uploaded');
    read = await uploads.get(user.id, id);
    const replacing = (await upload(server, token, 'FOODS_CSV', foods)).body.id;
    expect(await refusal(claim(read, 'importing'))).toEqual({
      code: 'NOT_FOUND',
      en: `Upload with id ${id} was not found.`,
      pt: `O envio de id ${id} não foi encontrado.`,
    });
    // A reading that ended meanwhile (the preview gave the upload back): claimed as the upload is now.
    read = await uploads.get(user.id, replacing);
    await claim(read, 'previewing');
    await uploads.release(replacing, 'previewing', 'uploaded');
    const claimedAsNow = await claim(read, 'importing');
    expect((await uploads.get(user.id, replacing)).status).toBe('importing');
    // What the claim returns is the row it took (what its end restores): here the one read again, not the caller's.
    expect(claimedAsNow).not.toBe(read);
    // An import that failed meanwhile: the retried claim says `failed`, which the preview's end puts back.
    await uploads.release(replacing, 'importing', 'failed');
    expect((await claim(read, 'previewing')).status).toBe('failed');
  });

  it('creates the exercises a history lacks in the same statements for 2 names as for 40 (all in one batch of 500)', async () => {
    /** Two workouts of one set per exercise, `names` new exercise names between them. */
    const file = (names: number) =>
      [
        HEVY_HEADER,
        ...Array.from({ length: names }, (_, n) => {
          const start = n < names / 2 ? '3 Mar 2025, 07:00' : '4 Mar 2025, 07:00';
          return `Treino ${start.slice(0, 1)},"${start}","${start.replace('07:00', '08:00')}",,Exercício ${n},,,0,normal,50,10,,,`;
        }),
      ].join('\n') + '\n';
    const imported = async (names: number) => {
      const { token } = await signUp(server);
      const { id } = (await upload(server, token, 'WORKOUT_HISTORY_CSV', file(names))).body;
      const run = await countQueries(server.services.dataSource, () => server.data(IMPORT, { id }, token));
      expect(countsOf(run.result.importUpload)).toEqual({ workouts: 2, sets: names, exercises: names, skippedWorkouts: 0 });
      const { exercises } = await server.data(`{ exercises(page: 0, size: 100) { content { name tags { name } } } }`, {}, token);
      expect(exercises.content).toHaveLength(names);
      expect(exercises.content).toContainEqual({ name: `Exercício ${names - 1}`, tags: [{ name: 'Hevy' }] });
      return run.count;
    };
    expect(await imported(40)).toBe(await imported(2));
  });

  it('creates more than 500 new exercises in one history import: three statements more per 500 names, each set on its own exercise', async () => {
    // 510 names, 30 (the most a workout has) in each of 17 workouts: the file's bounds take them (no bound on names).
    const NAMES = 510;
    const names = Array.from({ length: NAMES }, (_, n) => `Exercício ${n}`);
    const startOf = (n: number) => `${1 + Math.floor(n / 30)} Mar 2025, 07:00`;
    const file =
      [HEVY_HEADER, ...names.map((name, n) => `Treino ${Math.floor(n / 30)},"${startOf(n)}","${startOf(n).replace('07:00', '08:00')}",,${name},,,0,normal,${n},10,,,`)].join(
        '\n',
      ) + '\n';
    const run = async (existing: number) => {
      const { token, user } = await signUp(server);
      if (existing > 0) {
        const tag = (await server.data(`mutation { createTag(input: { name: "Old" }) { id } }`, {}, token)).createTag.id as number;
        const { dataSource, exercises } = server.services;
        const created = await countQueries(dataSource, () =>
          dataSource.transaction((manager) => exercises.createMany(manager, user.id, names.slice(0, existing).map((name) => ({ name, tagIds: [tag] })))),
        );
        // createMany locks the account itself (MySQL) for its ids read back: its caller here holds no lock.
        expect(created.queries.some((q) => /FROM [`"]users[`"][\s\S]*FOR UPDATE/i.test(q))).toBe(testDialect === 'mysql');
      }
      const { id } = (await upload(server, token, 'WORKOUT_HISTORY_CSV', file)).body;
      const imported = await countQueries(server.services.dataSource, () => server.data(IMPORT, { id }, token));
      expect(countsOf(imported.result.importUpload)).toEqual({ workouts: 17, sets: NAMES, exercises: NAMES - existing, skippedWorkouts: 0 });
      return { token, count: imported.count };
    };
    // The same file, the same workouts and sets: only the names the account lacks differ (510 new, or 2).
    const all = await run(0);
    const two = await run(NAMES - 2);
    // createMany: a second batch of exercises (insert, ids read back) and of their tag links.
    expect(all.count).toBe(two.count + 3);
    // Every set's exercise is the one its row names (ids read back in order across the batches).
    const done = await server.data(`{ workouts(page: 0, size: 20) { totalElements content { exercises { exercise { name tags { name } } sets { weight } } } } }`, {}, all.token);
    expect(done.workouts.totalElements).toBe(17);
    const read = (done.workouts.content as { exercises: { exercise: { name: string; tags: { name: string }[] }; sets: { weight: string }[] }[] }[]).flatMap((w) => w.exercises);
    expect(read).toHaveLength(NAMES);
    for (const item of read) {
      expect(item.exercise).toEqual({ name: `Exercício ${item.sets[0].weight}`, tags: [{ name: 'Hevy' }] });
    }
  });

  it('keeps the preview on the upload: asking again with the same options reads neither the file nor the account', async () => {
    const { token } = await signUp(server);
    const { id } = (await upload(server, token, 'WORKOUT_HISTORY_CSV', hevyFile(40))).body;
    const query = `query($id: Int!, $zone: String) { importPreview(uploadId: $id, timeZone: $zone) { rows counts { item count } problemCount } }`;
    const first = await countQueries(server.services.dataSource, () => server.data(query, { id, zone: 'America/Sao_Paulo' }, token));
    expect(first.queries.some((q) => /data_upload_chunks/.test(q))).toBe(true);
    const again = await countQueries(server.services.dataSource, () => server.data(query, { id, zone: 'America/Sao_Paulo' }, token));
    expect(again.result).toEqual(first.result);
    expect(again.queries.filter((q) => /data_upload_chunks|workouts|exercises/.test(q))).toEqual([]);
    // Another zone reads the file again: its times say other instants.
    const other = await countQueries(server.services.dataSource, () => server.data(query, { id, zone: 'UTC' }, token));
    expect(other.queries.some((q) => /data_upload_chunks/.test(q))).toBe(true);
    // A refusal is kept too.
    const bad = (await upload(server, token, 'WORKOUT_HISTORY_CSV', 'a,b\n1,2\n')).body.id;
    const refused = await server.gql(PREVIEW, { id: bad }, token);
    expect(refused.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    const refusedAgain = await countQueries(server.services.dataSource, () => server.gql(PREVIEW, { id: bad }, token));
    expect(refusedAgain.result.errors).toEqual(refused.errors);
    expect(refusedAgain.queries.filter((q) => /data_upload_chunks/.test(q))).toEqual([]);
  });

  it('takes at most 150,000 list items in an export, saying so', async () => {
    const { token } = await signUp(server);
    const file = { format: 'fitness-manager-export', version: 1, mealNames: Array(150_001).fill('Almoço') };
    const { id } = (await upload(server, token, 'ACCOUNT_JSON', JSON.stringify(file))).body;
    expect((await server.gql(PREVIEW, { id }, token)).errors![0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { file: ['This export holds more than 150000 items (foods, meal entries, sets …), the most an import takes.'] },
    });
    // Values outside lists count too: an object of two million keys is refused while it is read.
    const keys = `{"format":"fitness-manager-export","x":{${Array.from({ length: 2_000_001 }, (_, i) => `"${i}":0`).join(',')}}}`;
    const big = (await upload(server, token, 'ACCOUNT_JSON', keys)).body.id;
    expect((await server.gql(PREVIEW, { id: big }, token)).errors![0].extensions!.code).toBe('BAD_USER_INPUT');
  });

  it('warns when the account has the export already (imported twice, or from itself)', async () => {
    const source = await fullAccount(server);
    const file = JSON.parse((await download(server, source.token, 'JSON')).text);
    file.workouts = file.workouts.filter((w: { finishedAt: string | null }) => w.finishedAt);
    const { id } = (await upload(server, source.token, 'ACCOUNT_JSON', JSON.stringify(file))).body;
    const preview = (await server.data(`query($id: Int!) { importPreview(uploadId: $id) { warnings problemCount } }`, { id }, source.token)).importPreview;
    expect(preview).toEqual({
      problemCount: 0,
      warnings: [
        "This account has some of this file already: 10 foods have names of the file's, 1 workout starts when one of the file's does, 2 days are in the file too. Importing adds everything again beside it (days get the file's entries after their own).",
      ],
    });
    const fresh = await signUp(server);
    const into = (await upload(server, fresh.token, 'ACCOUNT_JSON', JSON.stringify(file))).body.id;
    expect((await server.data(`query($id: Int!) { importPreview(uploadId: $id) { warnings } }`, { id: into }, fresh.token)).importPreview.warnings).toEqual([]);
  });
});

describe('the upload ends with the import, in its transaction (SQLite write lock)', () => {
  const FOODS = 'name;serving;unit;carbohydrates;proteins;fats;calories\nArroz;100;g;28,1;2,5;0,2;128\nFeijão;100;g;14;5;0,5;77\n';
  const SQLITE = { type: 'sqlite', path: ':memory:' } as const;

  /** A server whose lock clock jumps past every deadline when `jump` says so (the import took too long). */
  async function serverWithClock() {
    let jumped = false;
    const clock = () => Date.now() + (jumped ? 120_000 : 0);
    const sqlite = await startTestServer({ database: SQLITE }, { signInAttemptsPerMinute: 1000, writeLockClock: clock });
    return { sqlite, jump: (value: boolean) => (jumped = value) };
  }

  it('marks the upload failed when the import passes its hold bound: a new upload and a retry are taken at once', async () => {
    const { sqlite, jump } = await serverWithClock();
    try {
      const { token } = await signUp(sqlite);
      const { id } = (await upload(sqlite, token, 'FOODS_CSV', FOODS)).body;
      // The import's first write takes "two minutes": every later statement of its transaction is refused.
      const late = {
        afterInsert() {
          jump(true);
        },
      };
      sqlite.services.dataSource.subscribers.push(late);
      const cut = await sqlite.gql(IMPORT, { id }, token);
      sqlite.services.dataSource.subscribers.splice(sqlite.services.dataSource.subscribers.indexOf(late), 1);
      expect(cut.errors![0].extensions!.code).toBe('SERVICE_UNAVAILABLE');
      // Before: the upload stayed 'importing' (its end was refused by the expired lock) for two minutes.
      expect((await sqlite.data(`{ dataUpload { id status } allFoods { name } }`, {}, token))).toEqual({ dataUpload: { id, status: 'failed' }, allFoods: [] });
      const retried = await sqlite.gql(IMPORT, { id }, token);
      expect(countsOf(retried.data!.importUpload)).toEqual({ foods: 2, updatedFoods: 0, skippedFoods: 0 });
      expect((await upload(sqlite, token, 'FOODS_CSV', FOODS)).status).toBe(201);
    } finally {
      await sqlite.close();
    }
  });

  it('deletes the upload with the commit: an import that committed just before its deadline is reported done, and not imported again', async () => {
    const { sqlite, jump } = await serverWithClock();
    try {
      const { token } = await signUp(sqlite);
      const { id } = (await upload(sqlite, token, 'FOODS_CSV', FOODS)).body;
      // Right after the import's own COMMIT (not a savepoint's inside it), the deadline has passed.
      const justInTime = {
        afterTransactionCommit(event: TransactionCommitEvent) {
          if ((event.queryRunner as unknown as { transactionDepth: number }).transactionDepth === 0) jump(true);
        },
      };
      sqlite.services.dataSource.subscribers.push(justInTime);
      const done = await sqlite.gql(IMPORT, { id }, token);
      sqlite.services.dataSource.subscribers.splice(sqlite.services.dataSource.subscribers.indexOf(justInTime), 1);
      jump(false);
      // Before: the delete after the commit was refused, the client was told "Nothing was saved", and the upload
      // stayed to be imported a second time.
      expect(done.errors).toBeUndefined();
      expect(countsOf(done.data!.importUpload)).toEqual({ foods: 2, updatedFoods: 0, skippedFoods: 0 });
      expect((await sqlite.data(`{ dataUpload { id } allFoods { name } }`, {}, token))).toEqual({ dataUpload: null, allFoods: [{ name: 'Arroz' }, { name: 'Feijão' }] });
      expect((await sqlite.gql(IMPORT, { id }, token)).errors![0].extensions!.code).toBe('NOT_FOUND');
    } finally {
      await sqlite.close();
    }
  });
});
