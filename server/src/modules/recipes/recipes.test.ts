import { signUp, startTestServer, type TestServer } from '../../../test/test-server';
import { FoodEntity } from '../foods/food.entity';
import { Unit } from '../foods/unit';
import { NAME_MAX, RECIPE_INGREDIENTS_MAX } from '@fitness-manager/shared';

const MACROS = 'carbohydrates proteins fats calories';
const RECIPE_FIELDS = `id name serving unit perServing { ${MACROS} } perUnit { ${MACROS} } ingredients { id quantity food { id name } macros { ${MACROS} } }`;
const CREATE_FOOD = `mutation($input: FoodInput!) { createFood(input: $input) { id } }`;
const DELETE_FOOD = `mutation($id: Int!) { deleteFood(id: $id) { id } }`;
const CREATE = `mutation($input: RecipeInput!) { createRecipe(input: $input) { ${RECIPE_FIELDS} } }`;
const UPDATE = `mutation($id: Int!, $input: RecipeInput!) { updateRecipe(id: $id, input: $input) { ${RECIPE_FIELDS} } }`;
const DELETE = `mutation($id: Int!) { deleteRecipe(id: $id) { id name } }`;
const GET = `query($id: Int!) { recipe(id: $id) { ${RECIPE_FIELDS} } }`;
const PAGE = `query($page: Int, $size: Int, $search: String) { recipes(page: $page, size: $size, search: $search) { totalElements content { name ingredients { quantity } } } }`;
const ALL = `{ allRecipes { id name } }`;

let server: TestServer;
let token: string;
let banana: number;
let oats: number;
let milk: number;

beforeAll(async () => {
  server = await startTestServer();
  ({ token } = await signUp(server));
  banana = await createFood({
    name: 'Banana',
    serving: '100',
    unit: 'G',
    carbohydrates: '23.9',
    proteins: '1.4',
    fats: '0.3',
    calories: '92',
  });
  oats = await createFood({ name: 'Aveia', serving: '30', unit: 'G', carbohydrates: '17', proteins: '4.3', fats: '2.1', calories: '114' });
  milk = await createFood({
    name: 'Leite',
    serving: '200',
    unit: 'ML',
    carbohydrates: '9.6',
    proteins: '6.2',
    fats: '6.6',
    calories: '122',
  });
});
afterAll(() => server.close());

const gql = (query: string, variables?: Record<string, unknown>, as = token) => server.gql(query, variables, as);
async function createFood(input: Record<string, unknown>, as = token): Promise<number> {
  const result = await gql(CREATE_FOOD, { input }, as);
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!.createFood.id;
}
const smoothie = () => ({
  name: 'Vitamina',
  serving: '3',
  unit: 'UN',
  ingredients: [
    { foodId: banana, quantity: '150' },
    { foodId: oats, quantity: '10' },
    { foodId: milk, quantity: '333.333' },
  ],
});

describe('recipes', () => {
  it('creates a recipe and computes per serving and per unit exactly (awkward decimals)', async () => {
    const result = await gql(CREATE, { input: smoothie() });
    expect(result.errors).toBeUndefined();
    const recipe = result.data!.createRecipe;
    expect(recipe).toMatchObject({ name: 'Vitamina', serving: '3', unit: 'UN' });
    expect(recipe.ingredients.map((i: { food: { name: string }; quantity: string }) => [i.food.name, i.quantity])).toEqual([
      ['Banana', '150'],
      ['Aveia', '10'],
      ['Leite', '333.333'],
    ]);
    // banana 150 g: 35.85 / 2.1 / 0.45 / 138
    // oats 10 g: 5.6666… / 1.4333… / 0.7 / 38
    // milk 333.333 ml: 15.9999984 / 10.33332… / 10.99998… / 203.33313
    expect(recipe.ingredients[1].macros).toEqual({ carbohydrates: '5.667', proteins: '1.433', fats: '0.7', calories: '38' });
    expect(recipe.perServing).toEqual({ carbohydrates: '57.517', proteins: '13.867', fats: '12.15', calories: '379.333' });
    expect(recipe.perUnit).toEqual({ carbohydrates: '19.172', proteins: '4.622', fats: '4.05', calories: '126.444' });
    expect((await gql(GET, { id: recipe.id })).data!.recipe).toEqual(recipe);
  });

  it('uses unit UN by default', async () => {
    const { unit, ...withoutUnit } = smoothie();
    const result = await gql(CREATE, { input: withoutUnit });
    expect(result.data!.createRecipe.unit).toBe('UN');
  });

  it('replaces name, serving, unit and the ingredient list on update', async () => {
    const created = (await gql(CREATE, { input: smoothie() })).data!.createRecipe;
    const result = await gql(UPDATE, {
      id: created.id,
      input: { name: 'Mingau', serving: '250.5', unit: 'G', ingredients: [{ foodId: oats, quantity: '60' }] },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!.updateRecipe).toMatchObject({ id: created.id, name: 'Mingau', serving: '250.5', unit: 'G' });
    expect(result.data!.updateRecipe.ingredients).toHaveLength(1);
    expect(result.data!.updateRecipe.perServing).toEqual({ carbohydrates: '34', proteins: '8.6', fats: '4.2', calories: '228' });
  });

  it('keeps the old recipe intact when an update fails midway', async () => {
    const created = (await gql(CREATE, { input: smoothie() })).data!.createRecipe;
    const result = await gql(UPDATE, {
      id: created.id,
      input: {
        ...smoothie(),
        name: 'Broken',
        ingredients: [
          { foodId: oats, quantity: '1' },
          { foodId: 999999, quantity: '1' },
        ],
      },
    });
    expect(result.errors![0]).toMatchObject({ message: 'Food with id 999999 was not found.', extensions: { code: 'NOT_FOUND' } });
    const after = (await gql(GET, { id: created.id })).data!.recipe;
    expect(after.name).toBe('Vitamina');
    expect(after.ingredients).toHaveLength(3);
  });

  it.each([
    ['no ingredients', { ingredients: [] }, 'ingredients', 'Add at least one ingredient.'],
    ['a zero quantity', { ingredients: [{ foodId: 1, quantity: '0' }] }, 'ingredients.0.quantity', 'Must be greater than 0.'],
    ['a zero serving', { serving: '0' }, 'serving', 'Must be greater than 0.'],
    ['a blank name', { name: ' ' }, 'name', 'Required field.'],
    ['a name over 100 characters', { name: 'n'.repeat(NAME_MAX + 1) }, 'name', 'Maximum 100 characters.'],
    [
      'more than 100 ingredients',
      { ingredients: Array.from({ length: RECIPE_INGREDIENTS_MAX + 1 }, (_, i) => ({ foodId: 900_000 + i, quantity: '1' })) },
      'ingredients',
      'At most 100 ingredients.',
    ],
    ['a negative quantity', { ingredients: [{ foodId: 1, quantity: '-5' }] }, 'ingredients.0.quantity', 'Must be greater than 0.'],
    [
      'a quantity with 4 decimals',
      { ingredients: [{ foodId: 1, quantity: '1.2345' }] },
      'ingredients.0.quantity',
      'Up to 3 decimal places.',
    ],
  ])('rejects %s and stores nothing', async (_case, override, field, message) => {
    const before = (await gql(ALL)).data!.allRecipes.length;
    const result = await gql(CREATE, { input: { ...smoothie(), ...override } });
    expect(result.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { [field]: [message] } });
    expect(Object.keys(result.errors![0].extensions!.fields!)).toEqual([field]);
    expect((await gql(ALL)).data!.allRecipes).toHaveLength(before);
  });

  it('rejects the same limits on update and keeps the recipe', async () => {
    const created = (await gql(CREATE, { input: smoothie() })).data!.createRecipe;
    for (const [override, field, message] of [
      [{ name: 'n'.repeat(NAME_MAX + 1) }, 'name', 'Maximum 100 characters.'],
      [{ ingredients: [{ foodId: banana, quantity: '-0.5' }] }, 'ingredients.0.quantity', 'Must be greater than 0.'],
      [{ ingredients: [{ foodId: banana, quantity: '0.0001' }] }, 'ingredients.0.quantity', 'Up to 3 decimal places.'],
    ] as const) {
      const result = await gql(UPDATE, { id: created.id, input: { ...smoothie(), ...override } });
      expect(result.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { [field]: [message] } });
    }
    expect((await gql(GET, { id: created.id })).data!.recipe).toEqual(created);
  });

  it('accepts exactly 100 characters and 100 ingredients, and a quantity with 3 decimals', async () => {
    const { token: own, user } = await signUp(server);
    // 100 foods straight into the table: the limit, not the food form, is under test.
    const foods = server.services.dataSource.getRepository(FoodEntity);
    await foods.insert(
      Array.from({ length: RECIPE_INGREDIENTS_MAX }, (_, i) => ({
        userId: user.id,
        name: `Food ${i}`,
        nameKey: `food ${i}`,
        serving: '100',
        unit: Unit.G,
        carbohydrates: '1',
        proteins: '1',
        fats: '1',
        calories: '1',
      })),
    );
    const foodIds = (await foods.find({ where: { userId: user.id }, order: { id: 'ASC' } })).map((food) => food.id);
    const name = 'n'.repeat(NAME_MAX);
    const ingredients = foodIds.map((foodId, i) => ({ foodId, quantity: i === 0 ? '0.001' : '1.125' }));
    const result = await gql(CREATE, { input: { name, serving: '1', ingredients } }, own);
    expect(result.errors).toBeUndefined();
    expect(result.data!.createRecipe.name).toBe(name);
    expect(result.data!.createRecipe.ingredients).toHaveLength(RECIPE_INGREDIENTS_MAX);
    expect(result.data!.createRecipe.ingredients.slice(0, 2).map((i: { quantity: string }) => i.quantity)).toEqual(['0.001', '1.125']);

    const tooMany = await gql(
      UPDATE,
      { id: result.data!.createRecipe.id, input: { name, serving: '1', ingredients: [...ingredients, { foodId: banana, quantity: '1' }] } },
      own,
    );
    expect(tooMany.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { ingredients: ['At most 100 ingredients.'] } });
  });

  it('trims the name before storing it', async () => {
    const created = (await gql(CREATE, { input: { ...smoothie(), name: '  Vitamina de Banana \t' } })).data!.createRecipe;
    expect(created.name).toBe('Vitamina de Banana');
    expect((await gql(GET, { id: created.id })).data!.recipe.name).toBe('Vitamina de Banana');
    const updated = (await gql(UPDATE, { id: created.id, input: { ...smoothie(), name: ' Mingau  ' } })).data!.updateRecipe;
    expect(updated.name).toBe('Mingau');
    const found = (await gql(PAGE, { search: 'mingau' })).data!.recipes.content.map((r: { name: string }) => r.name);
    expect(found).toContain('Mingau');
  });

  it('rejects the same food twice', async () => {
    const input = {
      ...smoothie(),
      ingredients: [
        { foodId: oats, quantity: '1' },
        { foodId: oats, quantity: '2' },
      ],
    };
    const result = await gql(CREATE, { input });
    expect(result.errors![0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { ingredients: ['Each food can be added only once.'] },
    });
  });

  it('refuses to delete a food used by a recipe, then allows it once the recipe is gone', async () => {
    const food = await createFood({ name: 'Mel', serving: '20', unit: 'G', carbohydrates: '16', proteins: '0', fats: '0', calories: '64' });
    const recipe = (await gql(CREATE, { input: { ...smoothie(), ingredients: [{ foodId: food, quantity: '10' }] } })).data!.createRecipe;

    const refused = await gql(DELETE_FOOD, { id: food });
    expect(refused.errors![0]).toMatchObject({
      message: "You can't delete a food with recipes associated.",
      extensions: { code: 'CONFLICT' },
    });

    expect((await gql(DELETE, { id: recipe.id })).data!.deleteRecipe).toEqual({ id: recipe.id, name: 'Vitamina' });
    expect((await gql(GET, { id: recipe.id })).errors![0].message).toBe(`Recipe with id ${recipe.id} was not found.`);
    expect((await gql(DELETE_FOOD, { id: food })).errors).toBeUndefined();
  });

  it('orders, pages and filters by name ignoring case and accents', async () => {
    const { token: own } = await signUp(server);
    const food = await createFood(
      { name: 'Ovo', serving: '50', unit: 'G', carbohydrates: '0.6', proteins: '6.3', fats: '5', calories: '78' },
      own,
    );
    for (const name of ['omelete', 'Ômega bowl', 'Bolo', 'açaí na tigela']) {
      await gql(CREATE, { input: { name, serving: '1', ingredients: [{ foodId: food, quantity: '100' }] } }, own);
    }
    expect((await gql(ALL, {}, own)).data!.allRecipes.map((r: { name: string }) => r.name)).toEqual([
      'açaí na tigela',
      'Bolo',
      'Ômega bowl',
      'omelete',
    ]);
    const page = (await gql(PAGE, { page: 1, size: 2 }, own)).data!.recipes;
    expect(page.totalElements).toBe(4);
    expect(page.content.map((r: { name: string }) => r.name)).toEqual(['Ômega bowl', 'omelete']);
    expect(page.content[0].ingredients).toEqual([{ quantity: '100' }]);
    const filtered = (await gql(PAGE, { search: 'OME' }, own)).data!.recipes;
    expect(filtered.content.map((r: { name: string }) => r.name)).toEqual(['Ômega bowl', 'omelete']);
  });

  it("treats another user's recipe and foods as not found", async () => {
    const mine = (await gql(CREATE, { input: smoothie() })).data!.createRecipe;
    const { token: other } = await signUp(server);
    const message = `Recipe with id ${mine.id} was not found.`;
    expect((await gql(GET, { id: mine.id }, other)).errors![0].message).toBe(message);
    expect((await gql(UPDATE, { id: mine.id, input: smoothie() }, other)).errors![0].message).toBe(message);
    expect((await gql(DELETE, { id: mine.id }, other)).errors![0].message).toBe(message);
    // Using my food in their recipe is refused too.
    const theirs = await gql(CREATE, { input: { ...smoothie(), ingredients: [{ foodId: banana, quantity: '1' }] } }, other);
    expect(theirs.errors![0].message).toBe(`Food with id ${banana} was not found.`);
  });
});
