import { download, fullAccount, IMPORT, PREVIEW, upload } from '../../../test/data-fixtures';
import { signUp, startTestServer, type TestServer } from '../../../test/test-server';
import { ValidationError } from '../../common/errors';
import { planAccountImport } from './account-import';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const exportOf = async (token: string) => JSON.parse((await download(server, token, 'JSON')).text);
const withoutTime = (file: { exportedAt?: string }) => ({ ...file, exportedAt: undefined });
const messages = (summary: { problems: { message: string }[] }) => summary.problems.map((p) => p.message);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

/**
 * One place of each kind in the file below its sections (the first food, its name, the first set of the first
 * workout's first exercise, its weight …; the header's format and version are refusals of their own).
 */
function places(value: Json, path: Path = [], seen = new Set<string>()): Path[] {
  const pattern = path.map((key) => (typeof key === 'number' ? '*' : key)).join('.');
  const here = path.length > 1 && !seen.has(pattern) ? [path] : [];
  seen.add(pattern);
  if (Array.isArray(value)) return [...here, ...value.flatMap((item, index) => places(item, [...path, index], seen))];
  if (value && typeof value === 'object') return [...here, ...Object.entries(value).flatMap(([key, item]) => places(item, [...path, key], seen))];
  return here;
}

const REPLACEMENTS: [string, Json | undefined][] = [
  ['removed', undefined],
  ['null', null],
  ['a number', 12345.678],
  ['a text', 'not what it should be'],
  ['an object', { nested: true }],
  ['a list', [1, 'two', null]],
  ['true', true],
  ['a huge text', 'x'.repeat(100_000)],
];

function mutated(file: Json, path: Path, replacement: Json | undefined): Json {
  const copy = structuredClone(file);
  let parent = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, Json>;
  const last = path[path.length - 1];
  if (replacement === undefined && !Array.isArray(parent)) delete parent[last];
  else parent[last] = replacement === undefined ? null : replacement;
  return copy;
}

async function* bytesOf(text: string) {
  yield Buffer.from(text);
}

describe('a malformed export', () => {
  it('is a problem of its place whatever is wrong where (every kind of place, removed, null, of another type, huge): never a 500, nothing written, and what is written passes the rules', async () => {
    const source = await fullAccount(server);
    const original = (await exportOf(source.token)) as Json;
    const cases = places(original).flatMap((path) => REPLACEMENTS.map(([label, replacement]) => ({ path, label, replacement })));
    expect(cases.length).toBeGreaterThan(400);
    const outcomes: { what: string; text: string; problems: number | 'refused' }[] = [];
    for (const { path, label, replacement } of cases) {
      const what = `${path.join('.')} ${label}`;
      const text = JSON.stringify(mutated(original, path, replacement));
      // The preview's and the import's reading: a plan with its problems, or a refusal of the whole file; nothing else.
      let problems: number | 'refused';
      try {
        problems = (await planAccountImport(bytesOf(text))).problems.length;
      } catch (error) {
        expect([what, error]).toEqual([what, expect.any(ValidationError)]);
        problems = 'refused';
      }
      outcomes.push({ what, text, problems });
    }
    // Most places break the file (a check of the generator, not of the import).
    expect(outcomes.filter((o) => o.problems !== 0).length).toBeGreaterThan(cases.length / 2);

    // Through the API, a sample of both: a refused file writes nothing; an accepted one stores values its own export
    // passes the rules with.
    const refused = outcomes.filter((o) => o.problems !== 0).filter((_, index) => index % 25 === 0);
    const accepted = outcomes.filter((o) => o.problems === 0).filter((_, index) => index % 10 === 0);
    for (const { what, text } of [...refused, ...accepted]) {
      const target = await signUp(server);
      const empty = withoutTime(await exportOf(target.token));
      const { id } = (await upload(server, target.token, 'ACCOUNT_JSON', text)).body;
      const preview = await server.gql(PREVIEW, { id }, target.token);
      expect([what, preview.errors?.map((e) => e.extensions?.code) ?? []]).toEqual([what, preview.errors ? ['BAD_USER_INPUT'] : []]);
      const result = await server.gql(IMPORT, { id }, target.token);
      if (preview.errors || preview.data!.importPreview.problemCount > 0) {
        expect([what, result.errors?.[0].extensions?.code]).toEqual([what, 'BAD_USER_INPUT']);
        expect([what, withoutTime(await exportOf(target.token))]).toEqual([what, empty]);
      } else {
        expect([what, result.errors]).toEqual([what, undefined]);
        const stored = await planAccountImport(bytesOf((await download(server, target.token, 'JSON')).text));
        expect([what, stored.problems]).toEqual([what, []]);
      }
    }
  }, 600_000);

  it("checks a workout's every field by the workout rules, and writes what they return", async () => {
    const source = await fullAccount(server);
    const file = await exportOf(source.token);
    const target = await signUp(server);
    const [logged] = file.workouts;
    logged.sessionDescription = 'x'.repeat(5000);
    logged.exercises[0].plannedSets = 'abc';
    logged.exercises[0].plannedReps = -7;
    logged.exercises[0].restSeconds = 999999;
    logged.exercises[0].skipped = 'no';
    logged.exercises[0].sets[1].rpe = '8-9';
    logged.exercises[0].sets[1].weight = { kg: 62.5 };
    logged.title = '   ';
    logged.notes = 42;
    file.macroGoalHistory.push(null);
    file.foods[1].name = 7;
    const entry = file.dailyMeals[0].meals[0].entries.push('an entry') - 1;
    const { id } = (await upload(server, target.token, 'ACCOUNT_JSON', JSON.stringify(file))).body;
    const preview = (await server.data(PREVIEW, { id }, target.token)).importPreview;
    expect(messages(preview)).toEqual([
      'macroGoalHistory[2]: Must be an object.',
      'foods[1]: name: Required field.',
      'workouts[0]: title: Required field.',
      'workouts[0]: sessionDescription: Maximum 100 characters.',
      'workouts[0]: notes: Must be text.',
      'workouts[0] exercises[0]: plannedSets: Must be a whole number.',
      'workouts[0] exercises[0]: plannedReps: Must be 0 or more.',
      'workouts[0] exercises[0]: restSeconds: Must be at most 3600.',
      'workouts[0] exercises[0]: skipped: Must be true or false.',
      'workouts[0] exercises[0] sets[1]: weight: Expected a decimal number such as "12.5".',
      'workouts[0] exercises[0] sets[1]: rpe: Expected a decimal number such as "12.5".',
      `dailyMeals[0] (2026-03-10) meals[0] entries[${entry}]: Must be an object.`,
    ]);
    const refused = await server.gql(IMPORT, { id }, target.token);
    expect(refused.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { file: messages(preview) } });
    expect((await exportOf(target.token)).workouts).toEqual([]);
  });

  it('stores the values the rules return: trimmed texts and plain decimals', async () => {
    const source = await fullAccount(server);
    const file = await exportOf(source.token);
    file.workouts = file.workouts.filter((w: { finishedAt: string | null }) => w.finishedAt);
    file.workouts[0].title = '  Costas  ';
    file.workouts[0].exercises[0].sets[1].weight = 62.5;
    file.foods[0].serving = '0100.50';
    file.foods[0].name = '  Arroz  ';
    const target = await signUp(server);
    const { id } = (await upload(server, target.token, 'ACCOUNT_JSON', JSON.stringify(file))).body;
    expect((await server.gql(IMPORT, { id }, target.token)).errors).toBeUndefined();
    const back = await exportOf(target.token);
    expect(back.workouts[0]).toMatchObject({ title: 'Costas' });
    expect(back.workouts[0].exercises[0].sets[1].weight).toBe('62.5');
    expect(back.foods[0]).toMatchObject({ name: 'Arroz', serving: '100.5' });
  });
});
