import { countsOf, IMPORT, PREVIEW, upload } from '../../../test/data-fixtures';
import { signUp, startTestServer, type TestServer } from '../../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const IMPORT_WITH = `mutation($id: Int!, $duplicates: DuplicateFoods, $timeZone: String, $weightUnit: WeightUnit) {
  importUpload(uploadId: $id, duplicates: $duplicates, timeZone: $timeZone, weightUnit: $weightUnit) { format counts { item count } problems { line message } problemCount }
}`;
const PREVIEW_WITH = `query($id: Int!, $timeZone: String, $weightUnit: WeightUnit) {
  importPreview(uploadId: $id, timeZone: $timeZone, weightUnit: $weightUnit) { format rows counts { item count } newExercises problems { line message } problemCount }
}`;
const WORKOUTS = `{ workouts(page: 0, size: 20) { totalElements content { title startedAt finishedAt notes exercises { exercise { name tags { name } } note sets { weight reps setType rpe } } } } }`;
const FOODS = `{ allFoods { name serving unit carbohydrates proteins fats calories } }`;

async function account() {
  const { token } = await signUp(server);
  const tag = (await server.data(`mutation { createTag(input: { name: "Peito" }) { id } }`, {}, token)).createTag.id;
  for (const name of ['Supino Reto', 'Rosca direta']) {
    await server.data(`mutation($input: ExerciseInput!) { createExercise(input: $input) { id } }`, { input: { name, tagIds: [tag] } }, token);
  }
  return token;
}

// Hevy's export layout (one row per set), as its Settings › Export data writes it.
const HEVY = `"title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"
"Push Day","27 Jan 2024, 07:00","27 Jan 2024, 08:05","- Felt strong","Bench Press (Barbell)",,"",0,"warmup",40,10,,,
"Push Day","27 Jan 2024, 07:00","27 Jan 2024, 08:05","- Felt strong","Bench Press (Barbell)",,"",1,"normal",80,8,,,8.5
"Push Day","27 Jan 2024, 07:00","27 Jan 2024, 08:05","- Felt strong","SUPINO RETO",,"",0,"dropset",60,10,,,
"Push Day","27 Jan 2024, 07:00","27 Jan 2024, 08:05","- Felt strong","Treadmill",,"",0,"normal",,,2.5,900,
"Pull Day","28 Jan 2024, 18:30","28 Jan 2024, 19:20","","rosca dirêta",,"",0,"failure",12.5,12,,,
"Pull Day","28 Jan 2024, 18:30","28 Jan 2024, 19:20","","Deadlift (Barbell)",,"",0,"normal",2500,5,,,
"Pull Day","the 28th","28 Jan 2024, 19:20","","Deadlift (Barbell)",,"",1,"normal",100,5,,,
`;

describe('workout history from Hevy and Strong', () => {
  it('previews and imports a Hevy export: times in the given zone, exercises matched ignoring case and accents or created, bad rows by line', async () => {
    const token = await account();
    const { id } = (await upload(server, token, 'WORKOUT_HISTORY_CSV', HEVY, 'workouts.csv')).body;
    const preview = (await server.data(PREVIEW_WITH, { id, timeZone: 'America/Sao_Paulo' }, token)).importPreview;
    expect(preview).toMatchObject({ format: 'Hevy', rows: 7, newExercises: ['Bench Press (Barbell)'], problemCount: 3 });
    expect(countsOf(preview)).toEqual({ workouts: 2, sets: 4, exercises: 1, skippedWorkouts: 0 });
    expect(preview.problems).toEqual([
      { line: 5, message: 'Treadmill: distance and time sets are not imported (sets here are weight × reps).' },
      { line: 7, message: 'weight: Must be at most 2000 kg.' },
      { line: 8, message: 'start_time: "the 28th" is not a time like "27 Jan 2024, 07:00".' },
    ]);
    const result = (await server.data(IMPORT_WITH, { id, timeZone: 'America/Sao_Paulo' }, token)).importUpload;
    expect(countsOf(result)).toEqual(countsOf(preview));
    const workouts = (await server.data(WORKOUTS, {}, token)).workouts.content;
    expect(workouts).toEqual([
      {
        title: 'Pull Day',
        startedAt: '2024-01-28T21:30:00.000Z',
        finishedAt: '2024-01-28T22:20:00.000Z',
        notes: '',
        exercises: [{ exercise: { name: 'Rosca direta', tags: [{ name: 'Peito' }] }, note: '', sets: [{ weight: '12.5', reps: 12, setType: 'FAILURE', rpe: null }] }],
      },
      {
        title: 'Push Day',
        startedAt: '2024-01-27T10:00:00.000Z',
        finishedAt: '2024-01-27T11:05:00.000Z',
        notes: '- Felt strong',
        exercises: [
          {
            exercise: { name: 'Bench Press (Barbell)', tags: [{ name: 'Hevy' }] },
            note: '',
            sets: [
              { weight: '40', reps: 10, setType: 'WARMUP', rpe: null },
              { weight: '80', reps: 8, setType: 'NORMAL', rpe: '8.5' },
            ],
          },
          { exercise: { name: 'Supino Reto', tags: [{ name: 'Peito' }] }, note: '', sets: [{ weight: '60', reps: 10, setType: 'DROP', rpe: null }] },
        ],
      },
    ]);
    // The same file again adds nothing: its workouts are there already.
    const again = (await upload(server, token, 'WORKOUT_HISTORY_CSV', HEVY)).body.id;
    expect(countsOf((await server.data(IMPORT_WITH, { id: again, timeZone: 'America/Sao_Paulo' }, token)).importUpload)).toMatchObject({
      workouts: 0,
      skippedWorkouts: 2,
    });
  });

  it('converts weight_lbs to kg', async () => {
    const token = await account();
    const file = `title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_lbs,reps,distance_miles,duration_seconds,rpe
Legs,"3 Feb 2024, 09:00","3 Feb 2024, 10:00",,Squat,,,0,normal,225,5,,,
`;
    const { id } = (await upload(server, token, 'WORKOUT_HISTORY_CSV', file)).body;
    await server.data(IMPORT_WITH, { id, timeZone: 'UTC' }, token);
    const [workout] = (await server.data(WORKOUTS, {}, token)).workouts.content;
    expect(workout.exercises[0].sets[0].weight).toBe('102.058');
    expect(workout.startedAt).toBe('2024-02-03T09:00:00.000Z');
  });

  it("imports Strong's semicolon export with its Weight Unit column, and its comma export in the unit chosen", async () => {
    const token = await account();
    const legacy = `Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes
2019-01-11 12:31:54;"Leg";"Deadlift (Barbell)";1;100;kg;5;;;;0;"";"Heavy day"
2019-01-11 12:31:54;"Leg";"Deadlift (Barbell)";2;225;lbs;4;8;;;0;;"Heavy day"
`;
    let id = (await upload(server, token, 'WORKOUT_HISTORY_CSV', legacy)).body.id;
    expect((await server.data(IMPORT_WITH, { id, timeZone: 'UTC' }, token)).importUpload.format).toBe('Strong');
    const current = `Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
2024-01-27 7:00:00 AM,"Morning",1h 5m,"Squat (Barbell)",W,45,10,0,0,"","",
2024-01-27 7:00:00 AM,"Morning",1h 5m,"Squat (Barbell)",1,135,5,0,0,"","",8
2024-01-27 7:00:00 AM,"Morning",1h 5m,"Squat (Barbell)",Rest Timer,0,0,0,90,"","",
2024-01-27 7:00:00 AM,"Morning",1h 5m,"Squat (Barbell)",2,abc,5,0,0,"","",
`;
    id = (await upload(server, token, 'WORKOUT_HISTORY_CSV', current)).body.id;
    const preview = (await server.data(PREVIEW_WITH, { id, timeZone: 'UTC', weightUnit: 'LBS' }, token)).importPreview;
    expect(preview.problems).toEqual([{ line: 5, message: 'weight: "abc" is not a number.' }]);
    await server.data(IMPORT_WITH, { id, timeZone: 'UTC', weightUnit: 'LBS' }, token);
    const [morning, leg] = (await server.data(WORKOUTS, {}, token)).workouts.content;
    expect(morning).toMatchObject({ title: 'Morning', startedAt: '2024-01-27T07:00:00.000Z', finishedAt: '2024-01-27T08:05:00.000Z' });
    expect(morning.exercises[0].sets).toEqual([
      { weight: '20.412', reps: 10, setType: 'WARMUP', rpe: null },
      { weight: '61.235', reps: 5, setType: 'NORMAL', rpe: '8' },
    ]);
    expect(leg).toMatchObject({ title: 'Leg', notes: 'Heavy day', startedAt: '2019-01-11T12:31:54.000Z' });
    expect(leg.exercises[0].sets.map((s: { weight: string }) => s.weight)).toEqual(['100', '102.058']);
  });

  it("reads its own workouts CSV back in the user's zone: the same workouts, skipped when they are there (to the minute)", async () => {
    const { token } = await signUp(server);
    const tag = (await server.data(`mutation { createTag(input: { name: "Peito" }) { id } }`, {}, token)).createTag.id;
    const exercise = (await server.data(`mutation($t: Int!) { createExercise(input: { name: "Supino", tagIds: [$t] }) { id } }`, { t: tag }, token)).createExercise.id;
    await server.data(
      `mutation($input: LogWorkoutInput!) { logWorkout(input: $input) { id } }`,
      {
        input: {
          title: 'Peito',
          startedAt: '2026-03-09T07:00:30.123Z',
          finishedAt: '2026-03-09T08:00:00.000Z',
          exercises: [{ exerciseId: exercise, restSeconds: 60, sets: [{ weight: '20', reps: 5, rpe: '7.5' }] }],
        },
      },
      token,
    );
    const link = (
      await server.data(`mutation { createDownloadLink(kind: WORKOUTS_CSV, timeZone: "America/Sao_Paulo") { url } }`, {}, token)
    ).createDownloadLink;
    const csv = await (await fetch(`${server.mainUrl}${link.url}`)).text();
    // Wall-clock times of the zone, as Hevy writes them (São Paulo is UTC−3).
    expect(csv.split('\n')[1]).toContain('"9 Mar 2026, 04:00","9 Mar 2026, 05:00"');
    const same = (await upload(server, token, 'WORKOUT_HISTORY_CSV', csv)).body.id;
    expect(countsOf((await server.data(PREVIEW_WITH, { id: same, timeZone: 'America/Sao_Paulo' }, token)).importPreview)).toEqual({
      workouts: 0,
      sets: 0,
      exercises: 0,
      skippedWorkouts: 1,
    });
    const other = await account();
    const into = (await upload(server, other, 'WORKOUT_HISTORY_CSV', csv)).body.id;
    await server.data(IMPORT_WITH, { id: into, timeZone: 'America/Sao_Paulo' }, other);
    const [workout] = (await server.data(WORKOUTS, {}, other)).workouts.content;
    expect(workout).toMatchObject({ title: 'Peito', startedAt: '2026-03-09T07:00:00.000Z', finishedAt: '2026-03-09T08:00:00.000Z' });
    expect(workout.exercises[0].sets).toEqual([{ weight: '20', reps: 5, setType: 'NORMAL', rpe: '7.5' }]);
  });

  it('reads its export back as the same workouts, in either CSV layout, with its byte-order mark or without: every set type, decimals, RPE or none, notes with commas, semicolons, quotes and lines, texts starting with - + = @', async () => {
    const { token } = await signUp(server);
    const tag = (await server.data(`mutation { createTag(input: { name: "Peito" }) { id } }`, {}, token)).createTag.id;
    const ids: number[] = [];
    // Texts a spreadsheet would run (= + - @ first) are written with a quote before them and read back without it.
    for (const name of ['Supino Inclinado', 'Crucifixo "Máquina"', '-Agachamento, livre', '@Remada']) {
      ids.push((await server.data(`mutation($input: ExerciseInput!) { createExercise(input: $input) { id } }`, { input: { name, tagIds: [tag] } }, token)).createExercise.id);
    }
    const log = (input: object) => server.data(`mutation($input: LogWorkoutInput!) { logWorkout(input: $input) { id } }`, { input }, token);
    await log({
      title: 'Peito e ombro',
      startedAt: '2026-01-31T23:15:00.000Z',
      finishedAt: '2026-02-01T00:40:00.000Z',
      notes: '- Bom, "pesado"; leve\nsegunda linha',
      exercises: [
        {
          exerciseId: ids[0],
          note: 'Banco 3, "pegada" fechada; cotovelos\nsegunda linha',
          sets: [
            { weight: '20', reps: 12, setType: 'WARMUP' },
            { weight: '62.5', reps: 8, setType: 'NORMAL', rpe: '8.5' },
            { weight: '45.125', reps: 10, setType: 'DROP' },
            { weight: '40', reps: 6, setType: 'FAILURE', rpe: '10' },
          ],
        },
        { exerciseId: ids[1], sets: [{ weight: '0', reps: 15 }] },
      ],
    });
    await log({
      title: '+Perna',
      startedAt: '2026-07-04T09:05:00.000Z',
      finishedAt: '2026-07-04T10:00:00.000Z',
      notes: '=1+1',
      exercises: [
        { exerciseId: ids[2], note: '- ombro esquerdo', sets: [{ weight: '100', reps: 5, rpe: '7' }] },
        { exerciseId: ids[0], note: '=2+2', sets: [{ weight: '30', reps: 8 }] },
        { exerciseId: ids[3], sets: [{ weight: '50', reps: 10 }] },
      ],
    });
    // The same workouts but for the exercises' tags (the import tags what it creates with the file's app).
    const read = async (who: string) =>
      ((await server.data(WORKOUTS, {}, who)).workouts.content as { exercises: { exercise: { name: string } }[] }[]).map((w) => ({
        ...w,
        exercises: w.exercises.map((e) => ({ ...e, exercise: { name: e.exercise.name } })),
      }));
    const original = await read(token);
    expect(original).toHaveLength(2);
    expect(original).toContainEqual(expect.objectContaining({ title: '+Perna', notes: '=1+1' }));
    expect(original.flatMap((w) => w.exercises.map((e) => (e as unknown as { note: string }).note)).sort()).toEqual(
      ['', '', '- ombro esquerdo', '=2+2', 'Banco 3, "pegada" fechada; cotovelos\nsegunda linha'].sort(),
    );
    for (const [csvLayout, withMark] of [
      ['COMMA', true],
      ['SEMICOLON', true],
      ['COMMA', false],
      ['SEMICOLON', false],
    ] as const) {
      const link = (
        await server.data(
          `mutation($csvLayout: CsvLayout) { createDownloadLink(kind: WORKOUTS_CSV, timeZone: "Europe/Lisbon", csvLayout: $csvLayout) { url } }`,
          { csvLayout },
          token,
        )
      ).createDownloadLink;
      const bytes = new Uint8Array(await (await fetch(`${server.mainUrl}${link.url}`)).arrayBuffer());
      // The mark only on the spreadsheets' layout (Hevy's has none, as Hevy writes it).
      expect(bytes[0] === 0xef).toBe(csvLayout === 'SEMICOLON');
      const csv = new TextDecoder().decode(bytes);
      expect(csv).toContain(`"'- Bom, ""pesado""; leve`);
      expect(csv).toContain(`"Banco 3, ""pegada"" fechada; cotovelos\nsegunda linha"`);
      expect(csv).toContain(csvLayout === 'COMMA' ? `,'=2+2,` : `;'=2+2;`);
      expect(csv).toContain(csvLayout === 'COMMA' ? ',62.5,8,,,8.5' : ';62,5;8;;;8,5');
      const { token: other } = await signUp(server);
      const into = (await upload(server, other, 'WORKOUT_HISTORY_CSV', withMark ? `\uFEFF${csv}` : csv)).body.id;
      const result = (await server.data(IMPORT_WITH, { id: into, timeZone: 'Europe/Lisbon' }, other)).importUpload;
      expect(result).toMatchObject({ format: 'Hevy', problemCount: 0 });
      expect(countsOf(result)).toEqual({ workouts: 2, sets: 8, exercises: 4, skippedWorkouts: 0 });
      expect(await read(other)).toEqual(original);
    }
  });

  it('reports what the rules refuse on its line, never cutting it: an unreadable RPE, a title, notes or name too long', async () => {
    const token = await account();
    const row = (title: string, notes: string, exercise: string, rpe: string) =>
      `"${title}","27 Jan 2024, 07:00","27 Jan 2024, 08:00","${notes}","${exercise}",,"",0,"normal",60,10,,,${rpe}`;
    const file = [
      HEVY.split('\n')[0],
      row('Push', '', 'Supino Reto', '8-9'),
      row('x'.repeat(211), '', 'Supino Reto', ''),
      row('Pull', 'y'.repeat(2001), 'Supino Reto', ''),
      row('Legs', '', 'z'.repeat(101), ''),
      row('Ok', '', 'Supino Reto', '8'),
      row('Ok', '', 'Supino Reto', '8').replace(',,"",0,', `,,"${'n'.repeat(2001)}",1,`),
    ].join('\n');
    const { id } = (await upload(server, token, 'WORKOUT_HISTORY_CSV', file)).body;
    const preview = (await server.data(PREVIEW_WITH, { id, timeZone: 'UTC' }, token)).importPreview;
    expect(preview.problems).toEqual([
      { line: 2, message: 'rpe: "8-9" is not a number.' },
      { line: 3, message: 'title: Maximum 210 characters.' },
      { line: 4, message: 'notes: Maximum 2000 characters.' },
      { line: 5, message: 'name: Maximum 100 characters.' },
      { line: 7, message: 'exercise_notes: Maximum 2000 characters.' },
    ]);
    expect(countsOf(preview)).toMatchObject({ workouts: 1, sets: 1 });
  });

  it("keeps each exercise's notes (Hevy's exercise_notes, Strong's Notes) and says how many supersets are not imported, for the workouts it imports", async () => {
    const token = await account();
    const WARNED = `query($id: Int!) { importPreview(uploadId: $id, timeZone: "UTC") { warnings counts { item count } } }`;
    const IMPORT_WARNED = `mutation($id: Int!) { importUpload(uploadId: $id, timeZone: "UTC") { warnings } }`;
    const notesOf = async () =>
      ((await server.data(WORKOUTS, {}, token)).workouts.content as { title: string; notes: string; exercises: { exercise: { name: string }; note: string }[] }[]).map(
        (w) => [w.title, w.notes, w.exercises.map((e) => [e.exercise.name, e.note])],
      );
    const hevy = `"title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"
"Push","27 Jan 2024, 07:00","27 Jan 2024, 08:00","","Bench Press (Barbell)",0,"Elbows in,
 pause at the chest",0,"normal",80,8,,,
"Push","27 Jan 2024, 07:00","27 Jan 2024, 08:00","","Bench Press (Barbell)",0,"Elbows in,
 pause at the chest",1,"normal",80,8,,,
"Push","27 Jan 2024, 07:00","27 Jan 2024, 08:00","","Triceps Pushdown",0,"",0,"normal",30,12,,,
"Push","27 Jan 2024, 07:00","27 Jan 2024, 08:00","","Lateral Raise",,"  Slow ",0,"normal",10,15,,,
"Legs","28 Jan 2024, 07:00","28 Jan 2024, 08:00","","Squat (Barbell)",,"",0,"normal",100,5,,,
`;
    let id = (await upload(server, token, 'WORKOUT_HISTORY_CSV', hevy)).body.id;
    const preview = (await server.data(WARNED, { id }, token)).importPreview;
    expect(preview.warnings).toEqual([
      '2 exercises are in supersets in the file (superset_id): supersets are not kept here, so each is imported as an exercise on its own.',
    ]);
    expect(countsOf(preview)).toMatchObject({ workouts: 2, sets: 5 });
    expect((await server.data(IMPORT_WARNED, { id }, token)).importUpload.warnings).toEqual(preview.warnings);
    expect(await notesOf()).toEqual([
      ['Legs', '', [['Squat (Barbell)', '']]],
      [
        'Push',
        '',
        [
          ['Bench Press (Barbell)', 'Elbows in,\n pause at the chest'],
          ['Triceps Pushdown', ''],
          ['Lateral Raise', 'Slow'],
        ],
      ],
    ]);
    // The same file again imports nothing, so nothing of it is dropped either.
    id = (await upload(server, token, 'WORKOUT_HISTORY_CSV', hevy)).body.id;
    expect((await server.data(WARNED, { id }, token)).importPreview).toMatchObject({ warnings: [], counts: expect.arrayContaining([{ item: 'workouts', count: 0 }]) });
    // Strong's Notes may differ from set to set: the exercise keeps each distinct one, a line each; Workout Notes stay the workout's.
    const strong = `Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
2024-02-01 7:00:00 AM,"Morning",1h,"Squat (Barbell)",1,100,5,0,0,"Deep","Good day",
2024-02-01 7:00:00 AM,"Morning",1h,"Squat (Barbell)",2,100,5,0,0,"","Good day",
2024-02-01 7:00:00 AM,"Morning",1h,"Squat (Barbell)",3,100,5,0,0,"Knees out","Good day",
2024-02-01 7:00:00 AM,"Morning",1h,"Squat (Barbell)",4,100,5,0,0,"Deep","Good day",
2024-02-01 7:00:00 AM,"Morning",1h,"Deadlift (Barbell)",1,120,5,0,0,"","Good day",
`;
    id = (await upload(server, token, 'WORKOUT_HISTORY_CSV', strong)).body.id;
    expect((await server.data(IMPORT_WARNED, { id }, token)).importUpload.warnings).toEqual([]);
    expect((await notesOf())[0]).toEqual(['Morning', 'Good day', [['Squat (Barbell)', 'Deep\nKnees out'], ['Deadlift (Barbell)', '']]]);
    // The distinct notes together take the note's rule: the row whose note would make them too long is refused, never cut.
    const long = `Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
2024-02-02 7:00:00 AM,"Evening",1h,"Squat (Barbell)",1,100,5,0,0,"${'a'.repeat(1500)}","",
2024-02-02 7:00:00 AM,"Evening",1h,"Squat (Barbell)",2,100,5,0,0,"${'b'.repeat(499)}","",
2024-02-02 7:00:00 AM,"Evening",1h,"Squat (Barbell)",3,100,5,0,0,"c","",
`;
    id = (await upload(server, token, 'WORKOUT_HISTORY_CSV', long)).body.id;
    const longPreview = (await server.data(PREVIEW_WITH, { id, timeZone: 'UTC' }, token)).importPreview;
    expect(longPreview.problems).toEqual([{ line: 4, message: 'Notes: Maximum 2000 characters.' }]);
    expect(countsOf(longPreview)).toMatchObject({ workouts: 1, sets: 2 });
    // A note is text a spreadsheet could run: refused like the other texts.
    const formula = hevy.replace('"  Slow "', '"=1+1"');
    id = (await upload(server, token, 'WORKOUT_HISTORY_CSV', formula)).body.id;
    expect((await server.gql(WARNED, { id }, token)).errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { file: ['Line 7, column exercise_notes: "=1+1" would run as a formula in a spreadsheet. Nothing was imported.'] },
    });
  });

  it('previews the kept upload in either weight unit as often as asked, reading it again each time, without counting an upload', async () => {
    const token = await account();
    const strong = `Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
2024-01-27 7:00:00 AM,"Morning",1h 5m,"Squat (Barbell)",1,135,5,0,0,"","",
2024-01-27 7:00:00 AM,"Morning",1h 5m,"Squat (Barbell)",2,2500,1,0,0,"","",
`;
    const { id } = (await upload(server, token, 'WORKOUT_HISTORY_CSV', strong)).body;
    // More previews than an account may upload files in 15 minutes (20): the page asks one per change of the unit.
    for (let n = 0; n < 11; n++) {
      const kg = (await server.data(PREVIEW_WITH, { id, timeZone: 'UTC', weightUnit: 'KG' }, token)).importPreview;
      expect(kg.problems).toEqual([{ line: 3, message: 'weight: Must be at most 2000 kg.' }]);
      const lbs = (await server.data(PREVIEW_WITH, { id, timeZone: 'UTC', weightUnit: 'LBS' }, token)).importPreview;
      expect(lbs).toMatchObject({ problems: [], problemCount: 0 });
      expect(countsOf(lbs)).toMatchObject({ workouts: 1, sets: 2 });
    }
    expect((await upload(server, token, 'WORKOUT_HISTORY_CSV', strong)).status).toBe(201);
  });

  it('refuses a file that is not a history, a formula in a cell and an unknown zone, changing nothing', async () => {
    const token = await account();
    const cases: [string, string][] = [
      ['a,b\n1,2\n', "This is not a Hevy or Strong export: Hevy's has the columns title, start_time, exercise_title, reps …; Strong's Date, Workout Name, Exercise Name, Set Order, Reps …."],
      [
        `title,start_time,end_time,exercise_title,set_type,weight_kg,reps\n"=HYPERLINK(""http://x"")","27 Jan 2024, 07:00","27 Jan 2024, 08:00",Squat,normal,100,5\n`,
        'Line 2, column title: "=HYPERLINK("http://x")" would run as a formula in a spreadsheet. Nothing was imported.',
      ],
      // A quote inside an unquoted cell (csv-parse's INVALID_OPENING_QUOTE, once an internal error).
      [
        `title,start_time,end_time,exercise_title,set_type,weight_kg,reps\nLeg Day,"27 Jan 2024, 07:00","27 Jan 2024, 08:00",Squat 8" box,normal,100,5\n`,
        'The file is not readable CSV: a quoted cell is not closed, or a quote inside a cell is not doubled (line 2).',
      ],
      ['{\n  "format": "fitness-manager-export",\n  "version": 1\n}\n', 'This is a JSON file, not CSV. A Fitness Manager export is imported under "Import a Fitness Manager export".'],
    ];
    for (const [content, message] of cases) {
      const { id } = (await upload(server, token, 'WORKOUT_HISTORY_CSV', content)).body;
      for (const query of [PREVIEW, IMPORT]) {
        expect((await server.gql(query, { id }, token)).errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { file: [message] } });
      }
    }
    const { id } = (await upload(server, token, 'WORKOUT_HISTORY_CSV', HEVY)).body;
    expect((await server.gql(PREVIEW_WITH, { id, timeZone: 'Mars/Olympus' }, token)).errors![0].extensions).toMatchObject({
      fields: { timeZone: ['"Mars/Olympus" is not a time zone (such as America/Sao_Paulo).'] },
    });
    expect((await server.data(WORKOUTS, {}, token)).workouts.totalElements).toBe(0);
  });
});

describe('foods from CSV', () => {
  it('reads decimal commas (semicolon separated), one problem per bad line', async () => {
    const { token } = await signUp(server);
    const file = `name;serving;unit;carbohydrates;proteins;fats;calories
Arroz;100;g;28,1;2,5;0,2;128
Leite;200;ml;9;6,3;6;115
Ovo;1;un.;0,6;6;5;78
Ruim;0;g;1;1;1;1
Misto;100;g;1.5;1;1;1
Sem unidade;100;kg;1;1;1;1
`;
    const { id } = (await upload(server, token, 'FOODS_CSV', file)).body;
    const preview = (await server.data(PREVIEW, { id }, token)).importPreview;
    expect(preview).toMatchObject({ format: 'Foods (decimal comma)', rows: 6, problemCount: 3 });
    expect(preview.problems).toEqual([
      { line: 5, message: 'serving: Must be greater than 0.' },
      { line: 6, message: 'carbohydrates: "1.5" writes decimals with "."; this file uses ",".' },
      { line: 7, message: 'unit: "kg" is not g, ml or un.' },
    ]);
    expect(countsOf(preview)).toEqual({ foods: 3, duplicateFoods: 0, repeatedFoods: 0 });
    expect(countsOf((await server.data(IMPORT, { id }, token)).importUpload)).toEqual({ foods: 3, updatedFoods: 0, skippedFoods: 0 });
    expect((await server.data(FOODS, {}, token)).allFoods).toEqual([
      { name: 'Arroz', serving: '100', unit: 'G', carbohydrates: '28.1', proteins: '2.5', fats: '0.2', calories: '128' },
      { name: 'Leite', serving: '200', unit: 'ML', carbohydrates: '9', proteins: '6.3', fats: '6', calories: '115' },
      { name: 'Ovo', serving: '1', unit: 'UN', carbohydrates: '0.6', proteins: '6', fats: '5', calories: '78' },
    ]);
  });

  it('reads decimal points (comma separated, quoted names) and skips or updates foods you have, as chosen', async () => {
    const { token } = await signUp(server);
    await server.data(`mutation { createFood(input: { name: "banana", serving: "1", unit: UN, carbohydrates: "1", proteins: "1", fats: "1", calories: "1" }) { id } }`, {}, token);
    const file = `Name,Serving,Unit,Carbohydrates,Proteins,Fats,Calories
Bánana,100,g,23.9,1.4,0.3,92
"Pão, francês",50,g,29.3,4,1.5,150
`;
    let id = (await upload(server, token, 'FOODS_CSV', file)).body.id;
    const preview = (await server.data(PREVIEW, { id }, token)).importPreview;
    expect(preview.format).toBe('Foods (decimal point)');
    expect(countsOf(preview)).toEqual({ foods: 2, duplicateFoods: 1, repeatedFoods: 0 });
    expect(countsOf((await server.data(IMPORT, { id, duplicates: 'SKIP' }, token)).importUpload)).toEqual({ foods: 1, updatedFoods: 0, skippedFoods: 1 });
    expect((await server.data(FOODS, {}, token)).allFoods.map((f: { name: string; serving: string }) => [f.name, f.serving])).toEqual([
      ['banana', '1'],
      ['Pão, francês', '50'],
    ]);
    id = (await upload(server, token, 'FOODS_CSV', file)).body.id;
    expect(countsOf((await server.data(IMPORT, { id, duplicates: 'UPDATE' }, token)).importUpload)).toEqual({ foods: 0, updatedFoods: 2, skippedFoods: 0 });
    expect((await server.data(FOODS, {}, token)).allFoods[0]).toEqual({
      name: 'banana',
      serving: '100',
      unit: 'G',
      carbohydrates: '23.9',
      proteins: '1.4',
      fats: '0.3',
      calories: '92',
    });
  });

  it('counts a name repeated inside the file apart from a name the account has, as the import then skips and keeps them', async () => {
    const { token } = await signUp(server);
    await server.data(`mutation { createFood(input: { name: "Arroz", serving: "1", unit: G, carbohydrates: "1", proteins: "1", fats: "1", calories: "1" }) { id } }`, {}, token);
    const file = `name,serving,unit,carbohydrates,proteins,fats,calories
Tapioca,50,g,27,0,0,110
tapioca ,100,g,54,0,0,220
Arroz,100,g,28,2.5,0.2,128
arroz,50,g,14,1.2,0.1,64
Banana prata,1,un,20,1,0,90
`;
    // 5 foods: 2 rows repeat a name of the file (tapioca, arroz); 1 name (Arroz) is the account's. Skipping brings 2.
    let id = (await upload(server, token, 'FOODS_CSV', file)).body.id;
    expect(countsOf((await server.data(PREVIEW, { id }, token)).importPreview)).toEqual({ foods: 5, duplicateFoods: 1, repeatedFoods: 2 });
    expect(countsOf((await server.data(IMPORT, { id, duplicates: 'SKIP' }, token)).importUpload)).toEqual({ foods: 2, updatedFoods: 0, skippedFoods: 3 });
    // Now Tapioca and Banana prata are the account's too; updating keeps the last row of each name.
    id = (await upload(server, token, 'FOODS_CSV', file)).body.id;
    expect(countsOf((await server.data(PREVIEW, { id }, token)).importPreview)).toEqual({ foods: 5, duplicateFoods: 3, repeatedFoods: 2 });
    expect(countsOf((await server.data(IMPORT, { id, duplicates: 'UPDATE' }, token)).importUpload)).toEqual({ foods: 0, updatedFoods: 3, skippedFoods: 2 });
    expect((await server.data(FOODS, {}, token)).allFoods.map((f: { name: string; serving: string }) => [f.name, f.serving])).toEqual([
      ['Arroz', '50'],
      ['Banana prata', '1'],
      ['Tapioca', '100'],
    ]);
  });

  it("reads Open Food Facts' product export as foods per 100 g (tab separated, many decimals, kJ when kcal is missing)", async () => {
    const { token } = await signUp(server);
    const file = [
      'code\tproduct_name\tbrands\tcarbohydrates_100g\tproteins_100g\tfat_100g\tenergy-kj_100g\tenergy-kcal_100g',
      '789\tGranola\tMarca\t64.28571\t10\t8.5\t1674\t400',
      '790\tSuco de uva\tOutra\t15\t0\t0\t251\t',
      '791\tSem gordura\tX\t1\t1\t\t10\t2',
      '792\t\tX\t1\t1\t1\t10\t2',
      '',
    ].join('\n');
    const { id } = (await upload(server, token, 'FOODS_CSV', file)).body;
    const preview = (await server.data(PREVIEW, { id }, token)).importPreview;
    // The rules' refusals name the file's columns, not the food's fields (it said "name: Required field.").
    expect(preview).toMatchObject({
      format: 'Open Food Facts (per 100 g)',
      problems: [
        { line: 4, message: 'fat_100g: empty.' },
        { line: 5, message: 'product_name: Required field.' },
      ],
    });
    await server.data(IMPORT, { id }, token);
    expect((await server.data(FOODS, {}, token)).allFoods).toEqual([
      { name: 'Granola', serving: '100', unit: 'G', carbohydrates: '64.286', proteins: '10', fats: '8.5', calories: '400' },
      { name: 'Suco de uva', serving: '100', unit: 'G', carbohydrates: '15', proteins: '0', fats: '0', calories: '59.99' },
    ]);
  });

  it("keeps the quotes of Open Food Facts' names: its tab-separated export never quotes a cell", async () => {
    const { token } = await signUp(server);
    const file = [
      'code\tproduct_name\tbrands\tenergy-kj_100g\tenergy-kcal_100g\tfat_100g\tcarbohydrates_100g\tproteins_100g',
      '7891000\tBiscoito "Maria" integral\tNestle\t1800\t430\t12.5\t70.123456\t8.2',
      '7891002\t"Original" crackers\tX\t2000\t478.2\t20\t65\t9',
      '',
    ].join('\n');
    const { id } = (await upload(server, token, 'FOODS_CSV', file, 'off.tsv')).body;
    expect((await server.data(PREVIEW, { id }, token)).importPreview).toMatchObject({ format: 'Open Food Facts (per 100 g)', rows: 2, problems: [] });
    await server.data(IMPORT, { id }, token);
    expect((await server.data(FOODS, {}, token)).allFoods).toEqual([
      { name: '"Original" crackers', serving: '100', unit: 'G', carbohydrates: '65', proteins: '9', fats: '20', calories: '478.2' },
      { name: 'Biscoito "Maria" integral', serving: '100', unit: 'G', carbohydrates: '70.123', proteins: '8.2', fats: '12.5', calories: '430' },
    ]);
  });

  it('takes at most 100,000 rows, saying so', async () => {
    const { token } = await signUp(server);
    const file = 'name;serving;unit;carbohydrates;proteins;fats;calories\n' + 'x;1;g;1;1;1;1\n'.repeat(100_001);
    const { id } = (await upload(server, token, 'FOODS_CSV', file)).body;
    expect((await server.gql(PREVIEW, { id }, token)).errors![0].extensions).toMatchObject({
      fields: { file: ['The file has more than 100000 rows, the most an import takes: split it.'] },
    });
  });

  it('updates no food of a name several of yours have: the preview and the import say so on the row, and count what changes', async () => {
    const { token } = await signUp(server);
    const create = (name: string, serving: string, unit: string) =>
      server.data(`mutation { createFood(input: { name: "${name}", serving: "${serving}", unit: ${unit}, carbohydrates: "1", proteins: "1", fats: "1", calories: "1" }) { id } }`, {}, token);
    await create('Ovo', '1', 'UN');
    await create('ovo', '1', 'G');
    await create('Arroz', '100', 'G');
    // Ovo twice in the file (both rows are the ambiguous name's); Arroz is one food of yours; Feijão is new.
    const file = 'name,serving,unit,carbohydrates,proteins,fats,calories\nOvo,1,un.,0.7,6.5,5.1,80\nArroz,50,g,14,1.2,0.1,64\nÓVO,2,un.,1.4,13,10.2,160\nFeijão,100,g,14,4.8,0.5,77\n';
    const problems = [
      { line: 2, message: '2 of your foods are named "Ovo", so this row changes none of them and is skipped: give them different names to update one from a file.' },
      { line: 4, message: '2 of your foods are named "ÓVO", so this row changes none of them and is skipped: give them different names to update one from a file.' },
    ];
    let id = (await upload(server, token, 'FOODS_CSV', file)).body.id;
    const preview = (await server.data(PREVIEW, { id }, token)).importPreview;
    expect(countsOf(preview)).toEqual({ foods: 2, duplicateFoods: 1, repeatedFoods: 0 });
    expect(preview).toMatchObject({ problems, problemCount: 2 });
    const updated = (await server.data(IMPORT, { id, duplicates: 'UPDATE' }, token)).importUpload;
    expect(countsOf(updated)).toEqual({ foods: 1, updatedFoods: 1, skippedFoods: 0 });
    expect(updated).toMatchObject({ problems, problemCount: 2 });
    const serving = async () =>
      (await server.data(FOODS, {}, token)).allFoods.map((f: { name: string; serving: string; unit: string }) => `${f.name} ${f.serving} ${f.unit}`);
    expect(await serving()).toEqual(['Arroz 50 G', 'Feijão 100 G', 'Ovo 1 UN', 'ovo 1 G']);
    // Skipping tells the same rows apart from the names skipped, as the preview did.
    id = (await upload(server, token, 'FOODS_CSV', file)).body.id;
    const skipped = (await server.data(IMPORT, { id, duplicates: 'SKIP' }, token)).importUpload;
    expect(countsOf(skipped)).toEqual({ foods: 0, updatedFoods: 0, skippedFoods: 2 });
    expect(skipped).toMatchObject({ problems, problemCount: 2 });
  });

  it('runs one import of an upload at a time', async () => {
    const { token } = await signUp(server);
    const { id } = (await upload(server, token, 'FOODS_CSV', 'name,serving,unit,carbohydrates,proteins,fats,calories\nArroz,100,g,28,2.5,0.2,128\n')).body;
    const results = await Promise.all([server.gql(IMPORT, { id }, token), server.gql(IMPORT, { id }, token)]);
    const done = results.filter((result) => !result.errors);
    expect(done).toHaveLength(1);
    // The other waited (SQLite: the write lock) and found the upload imported and gone, or ran alongside (MySQL) and
    // was refused by the claim: told what the upload is doing now, not what it was doing when the request read it.
    const refused = results.find((result) => result.errors)!.errors![0];
    expect([
      { code: 'NOT_FOUND', message: `Upload with id ${id} was not found.` },
      { code: 'CONFLICT', message: 'This file is already being imported.' },
    ]).toContainEqual({ code: refused.extensions!.code, message: refused.message });
    expect((await server.data(FOODS, {}, token)).allFoods).toHaveLength(1);
  });

  it('refuses a file with several formulas naming them all, in the preview and the import, and imports nothing', async () => {
    const { token } = await signUp(server);
    const file = 'name,serving,unit,carbohydrates,proteins,fats,calories\n"=HYPERLINK(""http://x"",""y"")",100,g,1,1,1,10\n+cmd|calc,100,g,1,1,1,10\n-5+bolo,100,g,1,1,1,10\nArroz,100,g,28,2.5,0.2,128\n';
    const { id } = (await upload(server, token, 'FOODS_CSV', file)).body;
    const english = [
      '3 cells would run as a formula in a spreadsheet, so nothing was imported. Fix them all and upload the file again:',
      'Line 2, column name: "=HYPERLINK("http://x","y")".',
      'Line 3, column name: "+cmd|calc".',
      'Line 4, column name: "-5+bolo".',
    ];
    for (const query of [PREVIEW, IMPORT]) {
      expect((await server.gql(query, { id }, token)).errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { file: english } });
    }
    expect((await server.data(FOODS, {}, token)).allFoods).toEqual([]);
  });

  it('refuses a foods file with a formula, a wrong layout, another encoding, a stray quote or JSON, and imports nothing', async () => {
    const { token } = await signUp(server);
    const cases: [string | Uint8Array, string][] = [
      ['name;serving;unit;carbohydrates;proteins;fats;calories\nArroz;100;g;1;1;1;1\n@SUM(A1:A9);1;g;1;1;1;1\n', 'Line 3, column name: "@SUM(A1:A9)" would run as a formula in a spreadsheet. Nothing was imported.'],
      ['food,kcal\nArroz,128\n', "This is not a foods CSV: its header needs the columns name, serving, unit, carbohydrates, proteins, fats and calories, or Open Food Facts' product_name, carbohydrates_100g, proteins_100g, fat_100g and energy-kcal_100g."],
      [new Uint8Array([...Buffer.from('name;serving;unit;carbohydrates;proteins;fats;calories\nP'), 0xe3, ...Buffer.from('o;1;g;1;1;1;1\n')]), 'The file is not UTF-8 text. Save it as "CSV UTF-8" (or export it again) and upload it once more.'],
      ['', 'The file is empty.'],
      // This app's layout reads quotes as CSV's: a lone one is a fault of the file, never an internal error.
      ['name,serving,unit,carbohydrates,proteins,fats,calories\nArroz,100,g,28,2.5,0.2,128\nPizza 8" broto,100,g,30,10,8,250\n', 'The file is not readable CSV: a quoted cell is not closed, or a quote inside a cell is not doubled (line 3).'],
      ['name,serving,unit,carbohydrates,proteins,fats,calories\n"Pizza broto,100,g,30,10,8,250\n', 'The file is not readable CSV: a quoted cell is not closed, or a quote inside a cell is not doubled (line 2).'],
      // An Open Food Facts file a spreadsheet saved again with commas is CSV: its quotes are read as such.
      ['product_name,carbohydrates_100g,proteins_100g,fat_100g,energy-kcal_100g\nBiscoito "Maria",70,8,12,430\n', 'The file is not readable CSV: a quoted cell is not closed, or a quote inside a cell is not doubled (line 2).'],
      // The account's export picked by mistake.
      ['{\n  "format": "fitness-manager-export",\n  "version": 1,\n  "foods": []\n}\n', 'This is a JSON file, not CSV. A Fitness Manager export is imported under "Import a Fitness Manager export".'],
    ];
    for (const [content, message] of cases) {
      const { id } = (await upload(server, token, 'FOODS_CSV', content)).body;
      for (const query of [PREVIEW, IMPORT]) {
        expect((await server.gql(query, { id }, token)).errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { file: [message] } });
      }
    }
    expect((await server.data(FOODS, {}, token)).allFoods).toEqual([]);
  });
});
