import jwt from 'jsonwebtoken';
import { download, fullAccount, IMPORT, LINK, PREVIEW, upload } from '../../../test/data-fixtures';
import { signUp, startTestServer, type TestServer } from '../../../test/test-server';
import { UPLOADS_PER_WINDOW } from './upload.service';
import { DataUploadEntity } from './upload.entity';

/*
 * 'Your data' in the request's language (docs/architecture.md › Languages): the refusals of the upload route and of
 * the GraphQL operations, the layout found and each problem of a preview (kept on the upload as codes, so the same
 * preview answers in whichever language asks), and the warnings. English is asserted by the other tests of the module.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { signInAttemptsPerMinute: 1000 });
});
afterAll(() => server.close());

const exportOf = async (token: string) => JSON.parse((await download(server, token, 'JSON')).text);

const PORTUGUESE = { 'accept-language': 'pt-BR' };
const ENGLISH = { 'accept-language': 'en' };

async function gqlWith(headers: Record<string, string>, query: string, variables: Record<string, unknown>, token: string) {
  const response = await fetch(`${server.mainUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: Record<string, any>; errors?: { message: string; extensions?: Record<string, any> }[] };
}

const FOODS = `name;serving;unit;carbohydrates;proteins;fats;calories
Arroz;100;g;28,1;2,5;0,2;128
Ruim;0;g;1;1;1;1
Misto;100;g;1.5;1;1;1
Sem unidade;100;kg;1;1;;1
`;

const HEVY_HEADER = '"title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"';

describe('Your data in Brazilian Portuguese', () => {
  it('words a preview in the language asked, the same kept preview in either, and the account’s language without Accept-Language', async () => {
    const { token } = await signUp(server);
    const { id } = (await upload(server, token, 'FOODS_CSV', FOODS)).body;
    const portuguese = (await gqlWith(PORTUGUESE, PREVIEW, { id }, token)).data!.importPreview;
    expect(portuguese).toMatchObject({ format: 'Alimentos (vírgula decimal)', rows: 4, problemCount: 3 });
    expect(portuguese.problems).toEqual([
      { line: 3, message: 'serving: Deve ser maior que 0.' },
      { line: 4, message: 'carbohydrates: "1.5" escreve decimais com "."; este arquivo usa ",".' },
      { line: 5, message: 'unit: "kg" não é g, ml nem un. fats: vazio.' },
    ]);
    // Asked again in English: the kept preview (nothing read again), in English words.
    const english = (await gqlWith(ENGLISH, PREVIEW, { id }, token)).data!.importPreview;
    expect(english).toMatchObject({ format: 'Foods (decimal comma)', rows: 4, problemCount: 3 });
    expect(english.problems.map((problem: { message: string }) => problem.message)).toEqual([
      'serving: Must be greater than 0.',
      'carbohydrates: "1.5" writes decimals with "."; this file uses ",".',
      'unit: "kg" is not g, ml or un. fats: empty.',
    ]);
    // The import's answer too; an account that chose Portuguese reads it so without Accept-Language.
    const chose = await signUp(server, { language: 'PT_BR' });
    const mine = (await upload(server, chose.token, 'FOODS_CSV', FOODS)).body.id;
    const imported = (await server.data(IMPORT, { id: mine }, chose.token)).importUpload;
    expect(imported).toMatchObject({ format: 'Alimentos (vírgula decimal)', problemCount: 3 });
    expect(imported.problems[0]).toEqual({ line: 3, message: 'serving: Deve ser maior que 0.' });
  });

  it('words the problems of a history file by line, the rules’ messages and its own', async () => {
    const { token } = await signUp(server);
    const row = (start: string, exercise: string, weight: string, reps: string, rpe = '') =>
      `"Treino A","${start}","27 Jan 2024, 08:00","","${exercise}",,"",0,"normal",${weight},${reps},,,${rpe}`;
    const file = [
      HEVY_HEADER,
      row('27 Jan 2024, 07:00', 'Supino', '60', '10'),
      row('o dia 28', 'Supino', '60', '10'),
      row('27 Jan 2024, 07:00', 'Supino', '2500', '5'),
      row('27 Jan 2024, 07:00', 'Supino', '60', 'x'),
      row('27 Jan 2024, 07:00', '', '60', '5'),
    ].join('\n');
    const { id } = (await upload(server, token, 'WORKOUT_HISTORY_CSV', file)).body;
    const preview = (await gqlWith(PORTUGUESE, PREVIEW, { id }, token)).data!.importPreview;
    expect(preview).toMatchObject({ format: 'Hevy', newExercises: ['Supino'] });
    expect(preview.problems).toEqual([
      { line: 3, message: 'start_time: "o dia 28" não é um horário como "27 Jan 2024, 07:00".' },
      { line: 4, message: 'weight: Deve ser no máximo 2000 kg.' },
      { line: 5, message: 'reps: "x" não é um número inteiro.' },
      { line: 6, message: 'A série não tem exercício.' },
    ]);
  });

  it('says in Portuguese how many supersets are not imported (exercise notes are imported: no warning)', async () => {
    const { token } = await signUp(server);
    const file = `${HEVY_HEADER}
"Push","27 Jan 2024, 07:00","27 Jan 2024, 08:00","","Bench Press (Barbell)",1,"Elbows in",0,"normal",80,8,,,
`;
    const { id } = (await upload(server, token, 'WORKOUT_HISTORY_CSV', file)).body;
    const query = `query($id: Int!) { importPreview(uploadId: $id, timeZone: "UTC") { warnings } }`;
    expect((await gqlWith(PORTUGUESE, query, { id }, token)).data!.importPreview.warnings).toEqual([
      '1 exercício está numa supersérie no arquivo (superset_id): superséries não são guardadas aqui, então cada um é importado como exercício à parte.',
    ]);
  });

  it('names every cell with a formula in Portuguese, from the refusal kept with the upload as codes', async () => {
    const { token } = await signUp(server);
    const { id } = (await upload(server, token, 'FOODS_CSV', 'name,serving,unit,carbohydrates,proteins,fats,calories\n=1+1,1,g,1,1,1,1\n+cmd|calc,1,g,1,1,1,1\n')).body;
    const english = (await gqlWith(ENGLISH, PREVIEW, { id }, token)).errors![0].extensions!.fields.file;
    expect(english[0]).toBe('2 cells would run as a formula in a spreadsheet, so nothing was imported. Fix them all and upload the file again:');
    expect((await gqlWith(PORTUGUESE, PREVIEW, { id }, token)).errors![0].extensions!.fields.file).toEqual([
      '2 células seriam executadas como fórmula numa planilha, então nada foi importado. Corrija todas e envie o arquivo de novo:',
      'Linha 2, coluna name: "=1+1".',
      'Linha 3, coluna name: "+cmd|calc".',
    ]);
  });

  it('refuses bad files in Portuguese: wrong format, wrong encoding, a formula, too many items, an unknown zone', async () => {
    const { token } = await signUp(server);
    const cases: [string, string | Uint8Array, string][] = [
      ['ACCOUNT_JSON', 'not json', 'Este arquivo não é uma exportação do Fitness Manager: não é JSON.'],
      [
        'ACCOUNT_JSON',
        '{"format":"fitness-manager-export","version":2}',
        'Esta exportação foi feita por um Fitness Manager mais novo (formato versão 2); este servidor lê a versão 1.',
      ],
      [
        'ACCOUNT_JSON',
        new Uint8Array([0x7b, 0x22, 0xe9, 0x22, 0x7d]),
        'O arquivo não é texto UTF-8. Salve-o como "CSV UTF-8" (ou exporte-o de novo) e envie mais uma vez.',
      ],
      [
        'FOODS_CSV',
        'name;serving;unit;carbohydrates;proteins;fats;calories\n=1+1;100;g;1;1;1;1\n',
        'Linha 2, coluna name: "=1+1" seria executado como fórmula numa planilha. Nada foi importado.',
      ],
      ['FOODS_CSV', '', 'O arquivo está vazio.'],
      ['FOODS_CSV', 'name;serving\n"Arroz;100\n', 'O arquivo não é um CSV legível: uma célula entre aspas não foi fechada, ou há aspas dentro de uma célula sem estarem dobradas (linha 2).'],
      ['WORKOUT_HISTORY_CSV', 'a,b\n1,2\n', 'Este arquivo não é uma exportação do Hevy ou do Strong: a do Hevy tem as colunas title, start_time, exercise_title, reps …; a do Strong, Date, Workout Name, Exercise Name, Set Order, Reps ….'],
      ['ACCOUNT_JSON', `{"format":"fitness-manager-export","version":1,"foods":[${'0,'.repeat(150_000)}0]}`, 'Esta exportação tem mais de 150000 itens (alimentos, itens de refeição, séries …), o máximo que uma importação aceita.'],
    ];
    for (const [kind, content, message] of cases) {
      const { id } = (await upload(server, token, kind, content)).body;
      // The preview's refusal is kept as codes too: asked again in English, it is English.
      const refused = await gqlWith(PORTUGUESE, PREVIEW, { id }, token);
      expect(refused.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', fields: { file: [message] } } });
      expect((await gqlWith(ENGLISH, PREVIEW, { id }, token)).errors![0].message).not.toBe(message);
    }
    const { id } = (await upload(server, token, 'WORKOUT_HISTORY_CSV', `${HEVY_HEADER}\n`)).body;
    const zone = await gqlWith(PORTUGUESE, `query($id: Int!) { importPreview(uploadId: $id, timeZone: "Marte/Olimpo") { rows } }`, { id }, token);
    expect(zone.errors![0].extensions!.fields).toEqual({ timeZone: ['"Marte/Olimpo" não é um fuso horário (como America/Sao_Paulo).'] });
    const link = await gqlWith(PORTUGUESE, `mutation { createDownloadLink(kind: JSON, timeZone: "Marte/Olimpo") { url } }`, {}, token);
    expect(link.errors![0].extensions!.fields).toEqual({ timeZone: ['"Marte/Olimpo" não é um fuso horário (como America/Sao_Paulo).'] });
  });

  it('words an export’s problems by place and its warnings in Portuguese; places and keys stay the file’s', async () => {
    const source = await fullAccount(server);
    const file = await exportOf(source.token);
    file.foods[0].serving = '0';
    file.workouts[0].exercises = [];
    file.dailyMeals[0].meals[0].entries[0] = { foodId: 999_999, recipeId: null, quantity: '1' };
    file.bodyWeights.push({ ...file.bodyWeights[0] });
    const id = (await upload(server, source.token, 'ACCOUNT_JSON', JSON.stringify(file))).body.id;
    const preview = (await gqlWith(PORTUGUESE, PREVIEW, { id }, source.token)).data!.importPreview;
    expect(preview.format).toBe('Exportação do Fitness Manager, versão 1');
    expect(preview.problems.map((problem: { message: string }) => problem.message)).toEqual([
      'foods[0] (Arroz): serving: Deve ser maior que 0.',
      'workouts[0]: Um treino finalizado tem ao menos um exercício com uma série.',
      `bodyWeights[${file.bodyWeights.length - 1}] (${file.bodyWeights[0].date}): date: aparece duas vezes.`,
      `dailyMeals[0] (${file.dailyMeals[0].date}) meals[0] entries[0]: o alimento 999999 não está no arquivo.`,
    ]);
    const refused = await gqlWith(PORTUGUESE, IMPORT, { id }, source.token);
    expect(refused.errors![0].extensions!.fields.file[0]).toBe('foods[0] (Arroz): serving: Deve ser maior que 0.');

    // The account's own export again: it warns that everything is there already.
    const again = (await upload(server, source.token, 'ACCOUNT_JSON', JSON.stringify(await exportOf(source.token)))).body.id;
    const warned = await gqlWith(PORTUGUESE, `query($id: Int!) { importPreview(uploadId: $id) { warnings } }`, { id: again }, source.token);
    expect(warned.data!.importPreview.warnings).toEqual([
      expect.stringMatching(
        /^Esta conta já tem parte deste arquivo: \d+ alimentos com nomes que estão no arquivo, \d+ treinos que começam junto com os do arquivo, \d+ dias que também estão no arquivo\. A importação adiciona tudo de novo ao lado \(os dias recebem os itens do arquivo depois dos seus\)\.$/,
      ),
    ]);
  });

  it('answers the upload route’s refusals in Portuguese: Accept-Language, else the account’s language', async () => {
    const anonymous = await upload(server, null, 'FOODS_CSV', 'name\n', 'f.csv', PORTUGUESE);
    expect(anonymous).toEqual({ status: 401, body: { error: 'Entre na sua conta para enviar um arquivo.' } });
    const { token } = await signUp(server);
    expect(await upload(server, token, 'NOTHING', 'name\n', 'f.csv', PORTUGUESE)).toEqual({
      status: 400,
      body: { error: 'Diga para qual importação é o arquivo: ?kind=ACCOUNT_JSON, WORKOUT_HISTORY_CSV, FOODS_CSV.' },
    });
    const notMultipart = await fetch(`${server.mainUrl}/uploads?kind=FOODS_CSV`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv', ...PORTUGUESE },
      body: 'name\n',
    });
    expect(notMultipart.status).toBe(415);
    expect(await notMultipart.json()).toEqual({ error: 'Envie o arquivo como multipart/form-data, num campo chamado "file".' });
    const big = await upload(server, token, 'WORKOUT_HISTORY_CSV', new Uint8Array(17 * 1024 * 1024), 'f.csv', PORTUGUESE);
    expect(big).toEqual({ status: 413, body: { error: 'O arquivo passa de 16 MB, o máximo que esta importação aceita.' } });

    // 409: the account's upload is being read (a preview claimed it a moment ago).
    const chose = await signUp(server, { language: 'PT_BR' });
    expect((await upload(server, chose.token, 'FOODS_CSV', 'name\n')).status).toBe(201);
    await server.services.dataSource.getRepository(DataUploadEntity).update({ userId: chose.user.id }, { status: 'previewing', updatedAt: new Date() });
    // No Accept-Language: the account's language.
    expect(await upload(server, chose.token, 'FOODS_CSV', 'name\n')).toEqual({
      status: 409,
      body: { error: 'Um arquivo seu está sendo lido: espere a prévia ou a importação terminar antes de enviar outro.' },
    });
    // Accept-Language wins over the account's language.
    expect((await upload(server, chose.token, 'FOODS_CSV', 'name\n', 'f.csv', ENGLISH)).body.error).toBe(
      'A file of yours is being read: wait for its preview or import to finish before uploading another.',
    );
    const claimed = await gqlWith(PORTUGUESE, PREVIEW, { id: (await server.services.uploads.current(chose.user.id))!.id }, chose.token);
    expect(claimed.errors![0]).toMatchObject({ message: 'Este arquivo está sendo lido para uma prévia: espere terminar.', extensions: { code: 'CONFLICT' } });

    // 429: past the account's uploads in 15 minutes.
    const counted = await signUp(server);
    for (let n = 0; n < UPLOADS_PER_WINDOW; n++) expect((await upload(server, counted.token, 'FOODS_CSV', 'name\n')).status).toBe(201);
    expect(await upload(server, counted.token, 'FOODS_CSV', 'name\n', 'f.csv', PORTUGUESE)).toEqual({
      status: 429,
      body: { error: 'Envios demais: tente de novo em 15 minutos.' },
    });
  });

  it('words a link that is not one in the language its request asks for', async () => {
    const response = await fetch(`${server.mainUrl}/download?token=nothing`, { headers: PORTUGUESE });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Este link de download não é válido.' });
  });

  it('words a used or expired download link in the language it was asked in, whatever the browser following it sends', async () => {
    const { token, user } = await signUp(server);
    const ask = async (headers: Record<string, string>) =>
      (await gqlWith(headers, LINK, { kind: 'DIARY_CSV', today: '2026-03-11' }, token)).data!.createDownloadLink.url as string;
    const follow = async (url: string, headers: Record<string, string>) => {
      const response = await fetch(`${server.mainUrl}${url}`, { headers });
      return [response.status, response.status === 200 ? await response.text() : await response.json()];
    };
    /** The same link as the mutation signed it, but issued two minutes ago. */
    const expired = (url: string) => {
      const { kind } = jwt.decode(new URL(url, server.mainUrl).searchParams.get('token')!, { json: true })!;
      const old = server.services.tokens.issueDownload({ userId: user.id, tokenVersion: 0, kind: kind as string }, Date.now() - 120_000);
      return `/download?token=${old.token}`;
    };
    const portuguese = await ask(PORTUGUESE);
    expect(await follow(expired(portuguese), ENGLISH)).toEqual([401, { error: 'Este link de download expirou: peça o arquivo de novo.' }]);
    expect((await follow(portuguese, ENGLISH))[0]).toBe(200);
    expect(await follow(portuguese, ENGLISH)).toEqual([401, { error: 'Este link de download já foi usado: peça o arquivo de novo.' }]);
    const english = await ask(ENGLISH);
    expect(await follow(expired(english), PORTUGUESE)).toEqual([401, { error: 'This download link has expired: ask for the file again.' }]);
    expect((await follow(english, PORTUGUESE))[0]).toBe(200);
    expect(await follow(english, PORTUGUESE)).toEqual([401, { error: 'This download link has been used already: ask for the file again.' }]);
  });
});
