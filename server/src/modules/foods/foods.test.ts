import { compareByName } from '@fitness-manager/shared';
import { signUp, startTestServer, type TestServer } from '../../../test/test-server';

const FOOD_FIELDS = 'id name serving unit carbohydrates proteins fats calories perUnit { carbohydrates proteins fats calories }';
const CREATE = `mutation($input: FoodInput!) { createFood(input: $input) { ${FOOD_FIELDS} } }`;
const UPDATE = `mutation($id: Int!, $input: FoodInput!) { updateFood(id: $id, input: $input) { ${FOOD_FIELDS} } }`;
const DELETE = `mutation($id: Int!) { deleteFood(id: $id) { id name } }`;
const GET = `query($id: Int!) { food(id: $id) { ${FOOD_FIELDS} } }`;
const PAGE = `query($page: Int, $size: Int, $search: String) { foods(page: $page, size: $size, search: $search) { totalElements content { id name } } }`;
const ALL = `{ allFoods { id name } }`;

export const banana = { name: 'Banana', serving: '100', unit: 'G', carbohydrates: '23.9', proteins: '1.4', fats: '0.3', calories: '92' };

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  ({ token } = await signUp(server));
});
afterAll(() => server.close());

const gql = (query: string, variables?: Record<string, unknown>, as = token) => server.gql(query, variables, as);
const create = async (input: Record<string, unknown>, as = token) => {
  const result = await gql(CREATE, { input }, as);
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!.createFood;
};

describe('foods', () => {
  it('creates, reads, updates and deletes a food with exact decimals', async () => {
    const created = await create({ ...banana, name: '  Banana prata ', serving: 100.5, carbohydrates: '0.125' });
    expect(created).toMatchObject({ name: 'Banana prata', serving: '100.5', unit: 'G', carbohydrates: '0.125', calories: '92' });
    // 92 / 100.5 = 0.91542… → 0.915; 0.125 / 100.5 = 0.001243… → 0.001
    expect(created.perUnit).toEqual({ carbohydrates: '0.001', proteins: '0.014', fats: '0.003', calories: '0.915' });

    expect((await gql(GET, { id: created.id })).data!.food).toEqual(created);

    const updated = await gql(UPDATE, { id: created.id, input: { ...banana, name: 'Leite', unit: 'ML', serving: '200' } });
    expect(updated.data!.updateFood).toMatchObject({ id: created.id, name: 'Leite', unit: 'ML', serving: '200' });

    const deleted = await gql(DELETE, { id: created.id });
    expect(deleted.data!.deleteFood).toEqual({ id: created.id, name: 'Leite' });
    const after = await gql(GET, { id: created.id });
    expect(after.errors![0]).toMatchObject({ message: `Food with id ${created.id} was not found.`, extensions: { code: 'NOT_FOUND' } });
  });

  it('lists in the shared compareByName order, which the client uses for rows it adds to cached lists', async () => {
    const { token: own } = await signUp(server);
    // Letters with and without accents, any case, digits and spaces: both databases agree with the shared order.
    const names = [
      'arroz integral',
      'Arroz',
      'arroz branco',
      'Ovo 10',
      'ovo 2',
      'Ovos',
      'Pão',
      'pao',
      'Pâo de queijo',
      '1 ovo',
      'Ñoquis',
      'nozes',
      'zé',
    ];
    // The name_key column of MySQL/MariaDB uses utf8mb4_unicode_ci, which places punctuation and letters without an
    // accent-free form (ß, æ, ø, ł) its own way; SQLite compares code points like compareByName (docs/architecture.md).
    if (process.env.TEST_DB !== 'mysql') names.push('a-b', 'a_b', 'a.b', 'a:b', 'a{b', 'ß', 'ss', 'Øre', 'ore', 'æble', 'łosoś');
    const created: { id: number; name: string }[] = [];
    for (const name of names) created.push({ id: (await create({ ...banana, name }, own)).id, name });
    const all = (await gql(ALL, {}, own)).data!.allFoods as { id: number; name: string }[];
    expect(all).toEqual([...created].sort(compareByName));
  });

  it('orders by name ignoring case and accents, then by id, and pages with the true total', async () => {
    const { token: own } = await signUp(server);
    for (const name of ['banana', 'Água de coco', 'Ãcai', 'Émbutido', 'abacate', 'Zucchini', 'agua tônica', 'Banana']) {
      await create({ ...banana, name }, own);
    }
    const all = (await gql(ALL, {}, own)).data!.allFoods.map((f: { name: string }) => f.name);
    expect(all).toEqual(['abacate', 'Ãcai', 'Água de coco', 'agua tônica', 'banana', 'Banana', 'Émbutido', 'Zucchini']);

    // The first page reads its rows from the index directly, the others by their ids first: the same order.
    const first = (await gql(PAGE, { page: 0, size: 3 }, own)).data!.foods;
    expect(first.totalElements).toBe(8);
    expect(first.content.map((f: { name: string }) => f.name)).toEqual(['abacate', 'Ãcai', 'Água de coco']);
    const second = (await gql(PAGE, { page: 1, size: 3 }, own)).data!.foods;
    expect(second.totalElements).toBe(8);
    expect(second.content.map((f: { name: string }) => f.name)).toEqual(['agua tônica', 'banana', 'Banana']);
    const beyond = (await gql(PAGE, { page: 5, size: 3 }, own)).data!.foods;
    expect(beyond).toEqual({ totalElements: 8, content: [] });
  });

  it('filters by a name fragment ignoring case and accents, with LIKE wildcards taken literally', async () => {
    const { token: own } = await signUp(server);
    for (const name of ['Água de coco', 'agua tônica', 'Guaraná', 'Pão 100% integral', 'Pão 1000 grãos'])
      await create({ ...banana, name }, own);
    const names = async (search: string) => (await gql(PAGE, { search }, own)).data!.foods.content.map((f: { name: string }) => f.name);
    expect(await names('AGUA')).toEqual(['Água de coco', 'agua tônica']);
    expect(await names('tonica')).toEqual(['agua tônica']);
    expect(await names('100%')).toEqual(['Pão 100% integral']);
    expect((await gql(PAGE, { search: 'guara' }, own)).data!.foods.totalElements).toBe(1);
  });

  it.each([
    [{ page: -1 }, 'page', 'page must be 0 or more.'],
    [{ size: 0 }, 'size', 'size must be at least 1.'],
    [{ size: 101 }, 'size', 'size must be at most 100.'],
  ])('bounds paging %p', async (args, field, message) => {
    const result = await gql(PAGE, args);
    expect(result.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { [field]: [message] } });
  });

  it.each([
    ['blank name', { name: '  ' }, 'name', 'Required field.'],
    ['long name', { name: 'x'.repeat(101) }, 'name', 'Maximum 100 characters.'],
    ['zero serving', { serving: '0' }, 'serving', 'Must be greater than 0.'],
    ['negative carbohydrates', { carbohydrates: '-1' }, 'carbohydrates', 'Must be 0 or more.'],
    ['4 decimals', { proteins: '1.2345' }, 'proteins', 'Up to 3 decimal places.'],
    ['huge calories', { calories: '1000000000' }, 'calories', 'Must be at most 999999999,999.'],
  ])('rejects %s and stores nothing', async (_case, override, field, message) => {
    const before = (await gql(PAGE, {})).data!.foods.totalElements;
    const result = await gql(CREATE, { input: { ...banana, ...override } });
    expect(result.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { [field]: [message] } });
    expect((await gql(PAGE, {})).data!.foods.totalElements).toBe(before);
  });

  it('measures a name as it is stored: trimmed (as on the REST door)', async () => {
    const longest = 'x'.repeat(100);
    expect((await create({ ...banana, name: `  ${longest}  ` })).name).toBe(longest);
    const result = await gql(CREATE, { input: { ...banana, name: `  ${longest}y  ` } });
    expect(result.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { name: ['Maximum 100 characters.'] } });
  });

  it('rejects a value that is not a decimal number', async () => {
    const result = await gql(CREATE, { input: { ...banana, fats: '1,5' } });
    expect(result.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
  });

  it("treats another user's food as not found on every operation", async () => {
    const mine = await create(banana);
    const { token: other } = await signUp(server);
    const message = `Food with id ${mine.id} was not found.`;
    expect((await gql(GET, { id: mine.id }, other)).errors![0].message).toBe(message);
    expect((await gql(UPDATE, { id: mine.id, input: banana }, other)).errors![0].message).toBe(message);
    expect((await gql(DELETE, { id: mine.id }, other)).errors![0].message).toBe(message);
    expect((await gql(ALL, {}, other)).data!.allFoods).toEqual([]);
    expect((await gql(GET, { id: mine.id })).data!.food.name).toBe('Banana');
  });

  it('requires a signed-in user', async () => {
    const result = await server.gql(ALL);
    expect(result.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });
});
