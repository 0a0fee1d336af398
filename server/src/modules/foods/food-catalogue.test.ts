/**
 * The catalogue's count, search index and pages (food-catalogue.ts): what the foods page answers is what counting
 * and scanning answered, at any size, in a fixed number of statements.
 */
import { sortKey } from '@fitness-manager/shared';
import { countsOf, download, fullAccount, IMPORT, upload } from '../../../test/data-fixtures';
import { countQueries } from '../../../test/query-counter';
import { signUp, startTestServer, type TestServer } from '../../../test/test-server';
import { FoodCountEntity, FoodSearchGramEntity } from './food-catalogue.entity';
import { FoodCatalogue, FOODS_PER_ACCOUNT_MAX, nameGrams, searchGrams } from './food-catalogue';
import { FoodInput } from './food.types';
import type { Unit } from './unit';

const PAGE = `query($page: Int, $size: Int, $search: String) { foods(page: $page, size: $size, search: $search) { totalElements content { id name } } }`;
const BOUNDED_PAGE = `query($search: String, $countAtMost: Int, $size: Int) { foods(search: $search, countAtMost: $countAtMost, size: $size) { totalElements content { id name } } }`;
const CREATE = `mutation($input: FoodInput!) { createFood(input: $input) { id name } }`;
const UPDATE = `mutation($id: Int!, $input: FoodInput!) { updateFood(id: $id, input: $input) { id name } }`;
const DELETE = `mutation($id: Int!) { deleteFood(id: $id) { id } }`;

const food = (name: string) => ({ name, serving: '100', unit: 'G', carbohydrates: '1', proteins: '2', fats: '3', calories: '4' });
const input = (name: string) => Object.assign(new FoodInput(), { ...food(name), unit: 'g' as Unit });

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function newUser() {
  const { user, token } = await signUp(server);
  const gql = async (query: string, variables?: Record<string, unknown>) => {
    const result = await server.gql(query, variables, token);
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    return result.data!;
  };
  const create = async (name: string) => (await gql(CREATE, { input: food(name) })).createFood as { id: number; name: string };
  const page = async (variables: Record<string, unknown>) =>
    (await gql(PAGE, variables)).foods as { totalElements: number; content: { id: number; name: string }[] };
  return { userId: user.id, token, gql, create, page };
}

/**
 * The count and the search index are exactly what counting the user's foods and indexing their keys anew gives (the
 * migration's recount and reindex): no row missing, none left over.
 */
async function expectBookkeepingExact(userId: number) {
  const { dataSource } = server.services;
  const foods = await dataSource.query<{ id: number | string; name_key: string }[]>('SELECT id, name_key FROM foods WHERE user_id = ?', [
    userId,
  ]);
  const [count] = await dataSource.query<{ foods: number | string }[]>('SELECT foods FROM food_counts WHERE user_id = ?', [userId]);
  expect(Number(count?.foods ?? 0)).toBe(foods.length);
  const grams = await dataSource.query<{ food_id: number | string; gram: string }[]>(
    'SELECT food_id, gram FROM food_search_grams WHERE user_id = ?',
    [userId],
  );
  const expected = foods.flatMap((food) => nameGrams(food.name_key).map((gram) => `${Number(food.id)} ${gram}`)).sort();
  expect(grams.map((row) => `${Number(row.food_id)} ${row.gram}`).sort()).toEqual(expected);
}

/** What the search promises: names whose key (lower case, no accents) contains the text's key. */
const naive = (names: { id: number; name: string }[], search: string) =>
  names.filter((f) => sortKey(f.name).includes(sortKey(search))).map((f) => f.id);
const ids = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);

describe('the foods search', () => {
  it('finds exactly the names containing the text, as before the index: pieces anywhere, case, accents, wildcards', async () => {
    const me = await newUser();
    const names = [
      'Feijão carioca',
      'FEIJAO preto',
      'Pão de queijo',
      'Requeijão cremoso',
      'Queijo minas',
      'Pão 100% integral',
      'Leite_desnatado',
      'Arroz!',
      'Açaí na tigela',
      'Ab',
      'A',
      'Maçã verde',
      'Mamão papaia',
      'Iogurte grego 0%',
      '한국 김치',
      'aaaa aaaa',
    ];
    const created = [];
    for (const name of names) created.push(await me.create(name));
    const searches = [
      'feijao',
      'EIJ',
      'jao',
      'queijo',
      'ao',
      'a',
      'ã',
      'aa',
      'aaa',
      'aaaa aaaa',
      '%',
      '0%',
      '100%',
      '_',
      '_d',
      'e_d',
      '!',
      'z!',
      'zzz',
      'ijão pre',
      'grego 0',
      '김치',
      '한',
      '한국',
      'MAÇÃ',
      'papaia',
      'o de q',
      'requeijao cremoso e mais texto que nao existe',
      'eijão carioc',
      'p',
      ' pao ',
    ];
    for (const search of searches) {
      const answer = await me.page({ search, size: 100 });
      expect([search, ids(answer.content), answer.totalElements]).toEqual([search, naive(created, search), naive(created, search).length]);
    }
  });

  it('pages a search with its total, by name, past the end empty', async () => {
    const me = await newUser();
    for (const name of ['Queijo prato', 'queijo minas', 'Pão de queijo', 'Requeijão', 'Leite', 'Queijada']) await me.create(name);
    const pages = [];
    for (let page = 0; page < 4; page++) pages.push(await me.page({ search: 'queij', page, size: 2 }));
    expect(pages.map((p) => p.totalElements)).toEqual([5, 5, 5, 5]);
    expect(pages.map((p) => p.content.map((f) => f.name))).toEqual([
      ['Pão de queijo', 'Queijada'],
      ['queijo minas', 'Queijo prato'],
      ['Requeijão'],
      [],
    ]);
  });

  it('counts a search’s matches only up to countAtMost when asked (the pickers), on both of its paths; the catalogue whole without a search', async () => {
    const me = await newUser();
    const other = await newUser();
    // 25 'tapioca' and 25 'arroz'; the other user's 30 'tapioca' are never counted
    const names = Array.from({ length: 50 }, (_, i) => `Comida ${String(i).padStart(2, '0')} ${i % 2 ? 'tapioca' : 'arroz'}`);
    await server.services.foods.importMany(me.userId, names.map(input), 'add');
    await server.services.foods.importMany(
      other.userId,
      Array.from({ length: 30 }, (_, i) => input(`Outra ${i} tapioca`)),
      'add',
    );
    const bounded = async (search: string | null, countAtMost: number) => {
      const { foods } = (await me.gql(BOUNDED_PAGE, { search, countAtMost, size: 9 })) as {
        foods: { totalElements: number; content: { id: number; name: string }[] };
      };
      return [foods.totalElements, foods.content.length] as const;
    };
    // three characters or more (the search index) and fewer (the keys' own index): the same answers
    for (const search of ['tapioca', 'ta']) {
      expect(await bounded(search, 10)).toEqual([10, 9]);
      expect(await bounded(search, 25)).toEqual([25, 9]);
      expect(await bounded(search, 1_000)).toEqual([25, 9]);
      expect((await me.page({ search, size: 9 })).totalElements).toBe(25);
      expect((await bounded(search, 10))[1]).toBe((await me.page({ search, size: 9 })).content.length);
    }
    expect(await bounded('zzz', 10)).toEqual([0, 0]);
    // the kept count: exact, whatever the bound
    expect(await bounded(null, 10)).toEqual([50, 9]);
    // the same statements as without the bound
    const statements = await countQueries(server.services.dataSource, () => me.gql(BOUNDED_PAGE, { search: 'tapioca', countAtMost: 10 }));
    expect(statements.count).toBe(3);

    for (const [countAtMost, message] of [
      [0, 'Must be greater than 0.'],
      [FOODS_PER_ACCOUNT_MAX + 1, `Must be at most ${FOODS_PER_ACCOUNT_MAX}.`],
    ] as const) {
      const result = await server.gql(BOUNDED_PAGE, { search: 'tapioca', countAtMost }, me.token);
      expect(result.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { countAtMost: [message] } });
    }
  });

  it('follows renames and deletions, and never finds another user’s foods', async () => {
    const me = await newUser();
    const other = await newUser();
    const banana = await me.create('Banana prata');
    await other.create('Banana prata');
    expect(ids((await me.page({ search: 'banana' })).content)).toEqual([banana.id]);
    await me.gql(UPDATE, { id: banana.id, input: food('Maçã fuji') });
    expect((await me.page({ search: 'banana' })).totalElements).toBe(0);
    expect(ids((await me.page({ search: 'maca' })).content)).toEqual([banana.id]);
    await me.gql(DELETE, { id: banana.id });
    expect((await me.page({ search: 'maca' })).totalElements).toBe(0);
    expect((await other.page({ search: 'banana' })).totalElements).toBe(1);
    const rows = await server.services.dataSource.getRepository(FoodSearchGramEntity).findBy({ userId: me.userId });
    expect(rows).toEqual([]);
  });
});

describe('the foods count', () => {
  it('is what counting the catalogue gives, through creations, deletions and bulk insertions', async () => {
    const me = await newUser();
    expect((await me.page({})).totalElements).toBe(0);
    const a = await me.create('A');
    await me.create('B');
    expect((await me.page({})).totalElements).toBe(2);
    await me.gql(DELETE, { id: a.id });
    expect((await me.page({})).totalElements).toBe(1);
    await server.services.foods.importMany(me.userId, [input('C'), input('D')], 'add');
    const answer = await me.page({ size: 100 });
    expect(answer.totalElements).toBe(3);
    expect(answer.content.map((f) => f.name)).toEqual(['B', 'C', 'D']);
    const [count] = await server.services.dataSource.getRepository(FoodCountEntity).findBy({ userId: me.userId });
    expect(count.foods).toBe(3);
  });
});

describe("the catalogue's size and concurrent changes", () => {
  it(`holds at most ${FOODS_PER_ACCOUNT_MAX} foods: past it a creation or an import is refused and adds nothing`, async () => {
    const me = await newUser();
    await me.create('Arroz');
    const { dataSource } = server.services;
    // As if the catalogue were full (its count is what the check reads; filling it for real takes minutes).
    await dataSource.query('UPDATE food_counts SET foods = ? WHERE user_id = ?', [FOODS_PER_ACCOUNT_MAX, me.userId]);
    const refused = await server.gql(CREATE, { input: food('Feijão') }, me.token);
    expect(refused.errors![0]).toMatchObject({
      message: `Your catalogue holds the most foods it can (${FOODS_PER_ACCOUNT_MAX}): delete some before adding more.`,
      extensions: { code: 'CONFLICT' },
    });
    await expect(server.services.foods.importMany(me.userId, [input('Feijão'), input('Milho')], 'add')).rejects.toThrow(
      `Your catalogue holds the most foods it can (${FOODS_PER_ACCOUNT_MAX}): delete some before adding more.`,
    );
    const names = await dataSource.query<{ name: string }[]>('SELECT name FROM foods WHERE user_id = ?', [me.userId]);
    expect(names.map((row) => row.name)).toEqual(['Arroz']);
    const [count] = await dataSource.query<{ foods: number | string }[]>('SELECT foods FROM food_counts WHERE user_id = ?', [me.userId]);
    expect(Number(count.foods)).toBe(FOODS_PER_ACCOUNT_MAX);
    // One fewer, and there is room again: for one food, and not for one more (the upsert answers the new count).
    await dataSource.query('UPDATE food_counts SET foods = ? WHERE user_id = ?', [FOODS_PER_ACCOUNT_MAX - 1, me.userId]);
    expect((await me.create('Feijão')).name).toBe('Feijão');
    expect((await server.gql(CREATE, { input: food('Milho') }, me.token)).errors![0].extensions).toMatchObject({ code: 'CONFLICT' });
    // An import counts all it adds: three fit in three places, not in two.
    await dataSource.query('UPDATE food_counts SET foods = ? WHERE user_id = ?', [FOODS_PER_ACCOUNT_MAX - 2, me.userId]);
    await expect(server.services.foods.importMany(me.userId, ['Milho', 'Aveia', 'Trigo'].map(input), 'add')).rejects.toThrow('(200000)');
    await dataSource.query('UPDATE food_counts SET foods = ? WHERE user_id = ?', [FOODS_PER_ACCOUNT_MAX - 3, me.userId]);
    await server.services.foods.importMany(me.userId, ['Milho', 'Aveia', 'Trigo'].map(input), 'add');
    const [full] = await dataSource.query<{ foods: number | string }[]>('SELECT foods FROM food_counts WHERE user_id = ?', [me.userId]);
    expect(Number(full.foods)).toBe(FOODS_PER_ACCOUNT_MAX);
  });

  it("counts a catalogue's first foods too: an addition past the size into an account without a count is refused", async () => {
    const me = await newUser();
    // Keys of two letters have no index rows: only the count is written (the statement that inserts its row).
    const many = Array.from({ length: FOODS_PER_ACCOUNT_MAX + 1 }, (_, id) => ({ id, nameKey: 'ab' }));
    const catalogue = new FoodCatalogue();
    await expect(server.services.dataSource.transaction((manager) => catalogue.added(manager, me.userId, many))).rejects.toThrow(
      `(${FOODS_PER_ACCOUNT_MAX})`,
    );
    await server.services.dataSource.transaction((manager) => catalogue.added(manager, me.userId, many.slice(1)));
    const [count] = await server.services.dataSource.query<{ foods: number | string }[]>(
      'SELECT foods FROM food_counts WHERE user_id = ?',
      [me.userId],
    );
    expect(Number(count.foods)).toBe(FOODS_PER_ACCOUNT_MAX);
  });

  it('keeps the count and the index exact through changes of the same catalogue at once', async () => {
    const me = await newUser();
    // A new account's first foods, all at once (the count's row does not exist yet).
    await Promise.all(Array.from({ length: 20 }, (_, i) => me.create(`Fruta ${i} maracujá`)));
    await expectBookkeepingExact(me.userId);
    expect((await me.page({})).totalElements).toBe(20);
    // Two renames of one food, then a rename and a deletion of another.
    const [first, second] = (await me.page({ size: 2 })).content;
    await Promise.all([
      me.gql(UPDATE, { id: first.id, input: food('Pitanga vermelha') }),
      me.gql(UPDATE, { id: first.id, input: food('Jabuticaba preta') }),
    ]);
    await expectBookkeepingExact(me.userId);
    await Promise.allSettled([me.gql(UPDATE, { id: second.id, input: food('Cupuaçu') }), me.gql(DELETE, { id: second.id })]);
    await expectBookkeepingExact(me.userId);
    expect((await me.page({ search: 'maracuj' })).totalElements).toBe(18);
  });
});

describe('importMany (the bulk insert of the imports)', () => {
  it('inserts in order, with ids, count and index, across batches of 500 rows', async () => {
    const me = await newUser();
    const names = Array.from(
      { length: 1_203 },
      (_, i) => `Alimento ${String(i).padStart(4, '0')} ${i % 100 === 7 ? 'marmelada' : 'comum'}`,
    );
    const inserted = (await server.services.foods.importMany(me.userId, names.map(input), 'add')).ids;
    expect(inserted).toHaveLength(names.length);
    const page = await me.page({ page: 133, size: 9 });
    expect(page.totalElements).toBe(1_203);
    expect(page.content.map((f) => f.id)).toEqual(inserted.slice(1_197, 1_203));
    expect(page.content.map((f) => f.name)).toEqual(names.slice(1_197, 1_203));
    const marmalade = await me.page({ search: 'MARMELADA', size: 100 });
    expect(ids(marmalade.content)).toEqual(inserted.filter((_, i) => names[i].endsWith('marmelada')));
    await expectBookkeepingExact(me.userId);
  });

  it('skips or updates names the catalogue has (across batches) and keeps the count and the index exact', async () => {
    const me = await newUser();
    const had = Array.from({ length: 700 }, (_, i) => `Prato ${String(i).padStart(4, '0')} feijoada`);
    await server.services.foods.importMany(me.userId, had.map(input), 'add');
    // Every other name of the catalogue again (accents and case differ), new names, and a name twice in the file.
    const file = [
      ...had.filter((_, i) => i % 2 === 0).map((name) => name.toUpperCase().replace('FEIJOADA', 'FEIJOÁDA')),
      ...Array.from({ length: 600 }, (_, i) => `Novo ${String(i).padStart(4, '0')} tapioca`),
      'Novo 0001 tapioca',
    ];
    const skipped = await server.services.foods.importMany(me.userId, file.map(input), 'skip');
    expect([skipped.created, skipped.updated, skipped.skipped]).toEqual([600, 0, 351]);
    await expectBookkeepingExact(me.userId);
    expect((await me.page({})).totalElements).toBe(1_300);
    expect((await me.page({ search: 'tapioca' })).totalElements).toBe(600);
    const more = [...file, 'Outro 0001 cuscuz', 'outro 0001 CUSCUZ'];
    const updated = await server.services.foods.importMany(
      me.userId,
      more.map((name) => Object.assign(input(name), { calories: '9' })),
      'update',
    );
    expect([updated.created, updated.updated, updated.skipped]).toEqual([1, 950, 2]);
    await expectBookkeepingExact(me.userId);
    expect((await me.page({})).totalElements).toBe(1_301);
    expect((await me.page({ search: 'cuscuz' })).content.map((f) => f.name)).toEqual(['outro 0001 CUSCUZ']);
  });

  it('changes nothing when one row is invalid', async () => {
    const me = await newUser();
    const rows = [input('Good'), Object.assign(input('Bad'), { serving: '-1' })];
    await expect(server.services.foods.importMany(me.userId, rows, 'add')).rejects.toThrow();
    expect(await me.page({})).toEqual({ totalElements: 0, content: [] });
    await expectBookkeepingExact(me.userId);
  });
});

describe('the imports of "Your data" keep the count and the index exact', () => {
  const CSV_HEAD = 'name,serving,unit,carbohydrates,proteins,fats,calories\n';
  const csv = (names: string[]) => CSV_HEAD + names.map((name) => `"${name}",100,g,1,2,3,4`).join('\n') + '\n';

  it('a foods CSV, skipping and then updating the names the catalogue has', async () => {
    const me = await newUser();
    await me.create('Banana prata');
    await me.create('Pão francês');
    const file = csv(['Bánana PRATA', 'Queijo minas', 'Queijo minas', 'Requeijão cremoso', 'Feijão preto']);
    let id = (await upload(server, me.token, 'FOODS_CSV', file)).body.id;
    expect(countsOf((await server.data(IMPORT, { id, duplicates: 'SKIP' }, me.token)).importUpload)).toEqual({
      foods: 3,
      updatedFoods: 0,
      skippedFoods: 2,
    });
    await expectBookkeepingExact(me.userId);
    id = (await upload(server, me.token, 'FOODS_CSV', csv(['PÃO FRANCES', 'queijo MINAS', 'Tapioca']))).body.id;
    expect(countsOf((await server.data(IMPORT, { id, duplicates: 'UPDATE' }, me.token)).importUpload)).toEqual({
      foods: 1,
      updatedFoods: 2,
      skippedFoods: 0,
    });
    await expectBookkeepingExact(me.userId);
    const all = await me.page({ size: 100 });
    expect(all.totalElements).toBe(6);
    expect((await me.page({ search: 'queij' })).content.map((f) => f.name)).toEqual(['Queijo minas', 'Requeijão cremoso']);
    expect((await me.page({ search: 'tapioca' })).totalElements).toBe(1);
  });

  it('an account export, into an empty account and into one that has foods of the same names', async () => {
    const source = await fullAccount(server);
    const file = (await download(server, source.token, 'JSON')).text;
    const fresh = await newUser();
    const used = await newUser();
    await used.create('Banana');
    await used.create('Comida minha');
    for (const me of [fresh, used]) {
      const id = (await upload(server, me.token, 'ACCOUNT_JSON', file, 'fitness-manager.json')).body.id;
      expect(countsOf((await server.data(IMPORT, { id }, me.token)).importUpload)).toMatchObject({ foods: 10 });
      await expectBookkeepingExact(me.userId);
      const mine = me === used ? 2 : 0;
      expect((await me.page({})).totalElements).toBe(10 + mine);
      expect((await me.page({ search: 'banana' })).totalElements).toBe(me === used ? 2 : 1);
    }
  });
});

describe('statements', () => {
  it('a page, a deep page and a search read the same statements for 10 foods and for 1,500', async () => {
    const counts: number[][] = [];
    for (const size of [10, 1_500]) {
      const me = await newUser();
      const names = Array.from({ length: size }, (_, i) => `Comida ${i} ${i % 5 === 0 ? 'tapioca' : 'arroz'}`);
      await server.services.foods.importMany(me.userId, names.map(input), 'add');
      const measure = async (variables: Record<string, unknown>) =>
        (await countQueries(server.services.dataSource, () => me.page(variables))).count;
      counts.push([
        await measure({ page: 0 }),
        await measure({ page: 1 }),
        await measure({ search: 'tapioca' }),
        await measure({ search: 'ta' }),
        (await countQueries(server.services.dataSource, () => me.gql(BOUNDED_PAGE, { search: 'tapioca', countAtMost: 100 }))).count,
        (await countQueries(server.services.dataSource, () => me.gql(BOUNDED_PAGE, { search: 'ta', countAtMost: 100 }))).count,
      ]);
    }
    // The token check, then the page and its total (counted up to a bound or not).
    expect(counts).toEqual([
      [3, 3, 3, 3, 3, 3],
      [3, 3, 3, 3, 3, 3],
    ]);
  });
});

describe('statements of a change', () => {
  it('a food created: the token check, its insert, its index rows and its count (one statement that also answers it)', async () => {
    const me = await newUser();
    for (const name of ['Arroz integral', 'Feijão preto']) {
      // The first creates the count's row, the second updates it: the same statements.
      const { queries } = await countQueries(server.services.dataSource, () => me.create(name));
      expect(queries.filter((sql) => /food_counts/.test(sql))).toEqual([expect.stringMatching(/^INSERT INTO food_counts /)]);
      // The token check, BEGIN, the food, its index rows, the count, COMMIT (the count was read back by a 7th).
      expect(queries).toHaveLength(6);
    }
    await expectBookkeepingExact(me.userId);
  });
});

describe('the pieces', () => {
  it('are the distinct runs of three code points; a search weighs at most 8, the first and the last among them', () => {
    expect(nameGrams('feijao')).toEqual(['fei', 'eij', 'ija', 'jao']);
    expect(nameGrams('aaaa')).toEqual(['aaa']);
    expect(nameGrams('ab')).toEqual([]);
    expect(nameGrams('a😀b')).toEqual(['a😀b']);
    const long = searchGrams('abcdefghijklmnopqrstuvwxyz');
    expect(long).toHaveLength(8);
    expect([long[0], long[7]]).toEqual(['abc', 'xyz']);
  });
});
