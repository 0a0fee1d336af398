import { readFileSync } from 'node:fs';
import path from 'node:path';
import { print, type DocumentNode } from 'graphql';
import { countQueries } from '../../../test/query-counter';
import { signUp, startTestServer, type TestServer } from '../../../test/test-server';
import { FoodInput } from '../foods/food.types';
import { Unit } from '../foods/unit';

/**
 * What the meal entry dialog reads when it opens (the client's own documents, as codegen wrote them): the food
 * picker's first foods (a page of the `foods` search, never the whole catalogue) and every recipe with its
 * ingredients and their foods (what the client's nutrition math needs). As many SQL statements for a big catalogue
 * as for a small one, and an answer whose size does not grow with the catalogue.
 */
function clientQuery(name: string): string {
  const generated = readFileSync(path.resolve(__dirname, '../../../../client/src/gql/graphql.ts'), 'utf8');
  const match = new RegExp(`^export const ${name}Document = (\\{.*\\}) as unknown as DocumentNode`, 'm').exec(generated);
  if (!match) throw new Error(`No ${name} document in the generated client code.`);
  return print(JSON.parse(match[1]) as DocumentNode);
}

const FIRST_FOODS = clientQuery('FoodPicker');
const RECIPES = clientQuery('MealEntryRecipes');
const PICKER_SIZE = 30;

/** What the dialog read before the food search: every food of the catalogue (kept here for the comparison). */
const ALL_FOODS = `{ allFoods { id name unit serving carbohydrates proteins fats calories __typename } }`;

interface FoodsAnswer {
  foods: { content: { name: string; serving: string; calories: string }[]; totalElements: number };
}
interface RecipesAnswer {
  allRecipes: { ingredients: { food: Record<string, unknown> }[] }[];
}
const CREATE_RECIPE = `mutation($input: RecipeInput!) { createRecipe(input: $input) { id } }`;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A user with `foods` foods and `recipes` recipes of `perRecipe` ingredients each. */
async function userWith(foods: number, recipes: number, perRecipe: number) {
  const { token, user } = await signUp(server);
  // (the service's input: the stored unit code, as the GraphQL door hands it over)
  const inputs = Array.from({ length: foods }, (_, i) =>
    Object.assign(new FoodInput(), {
      name: `F${String(i).padStart(5, '0')}`,
      serving: '100',
      unit: Unit.G,
      carbohydrates: '10',
      proteins: '2.5',
      fats: '1',
      calories: '60',
    }),
  );
  const foodIds = (await server.services.foods.importMany(user.id, inputs, 'add')).ids;
  for (let r = 0; r < recipes; r++) {
    const ingredients = foodIds.slice(0, perRecipe).map((foodId) => ({ foodId, quantity: '50' }));
    await server.data(CREATE_RECIPE, { input: { name: `R${r}`, serving: '2', unit: 'UN', ingredients } }, token);
  }
  return token;
}

const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

describe('what the meal entry dialog reads when it opens', () => {
  it('takes as many statements for 5,000 foods and 4 recipes of 5 ingredients as for 1 food and 1 recipe, and answers 30 foods', async () => {
    const small = await userWith(1, 1, 1);
    const big = await userWith(5_000, 4, 5);
    const open = (token: string) =>
      Promise.all([server.data<FoodsAnswer>(FIRST_FOODS, { size: PICKER_SIZE }, token), server.data<RecipesAnswer>(RECIPES, {}, token)]);
    const a = await countQueries(server.services.dataSource, () => open(small));
    const b = await countQueries(server.services.dataSource, () => open(big));
    console.log(`SQL statements of the entry dialog's opening reads (small, big): ${JSON.stringify([a.count, b.count])}`);
    const [foods, recipes] = b.result;
    expect(foods.foods.content).toHaveLength(PICKER_SIZE);
    expect(foods.foods.content[0]).toMatchObject({ name: 'F00000', serving: '100', calories: '60' });
    // the picker's "30 of 5000": the catalogue's kept count, read in the same statements as before it was asked for
    expect(foods.foods.totalElements).toBe(5_000);
    expect(a.result[0].foods.totalElements).toBe(1);
    expect(recipes.allRecipes).toHaveLength(4);
    expect(recipes.allRecipes[0].ingredients).toHaveLength(5);
    expect(recipes.allRecipes[0].ingredients[0].food).toMatchObject({ serving: '100', carbohydrates: '10', calories: '60' });
    expect(b.count).toBe(a.count);
    if (process.env.SHOW_SQL) console.log(b.queries.join('\n'));
    // each read: the signed-in user's check; the first foods and the catalogue's kept count (not counted); the
    // recipes, and their ingredients with foods (one IN list)
    expect(b.count).toBe(6);

    // The answer no longer grows with the catalogue: what the dialog read before, for the same 5,000 foods.
    const before = bytes(await server.data(ALL_FOODS, {}, big));
    const after = bytes(foods);
    console.log(`Bytes of the dialog's foods for 5,000 foods: allFoods ${before}, the first ${PICKER_SIZE} ${after}`);
    expect(after * 100).toBeLessThan(before);
  });

  it('finds a food beyond the first ones by a part of its name', async () => {
    const token = await userWith(40, 0, 0);
    const found = await server.data<FoodsAnswer>(FIRST_FOODS, { size: PICKER_SIZE, search: '0039' }, token);
    expect(found.foods.content.map((food) => food.name)).toEqual(['F00039']);
    expect(found.foods.totalElements).toBe(1);
  });

  it('answers how many foods a search found beyond the first ones, in as many statements for 2,000 matches as for 40', async () => {
    const small = await userWith(40, 0, 0);
    const big = await userWith(2_000, 0, 0);
    // 'F00' (one piece of the search index: F00000 to F00999) and 'F0' (too short for it: the keys' own index);
    // counted whole, and up to the pickers' bound
    for (const [search, matches] of [
      ['F00', 1_000],
      ['F0', 2_000],
    ] as const) {
      const a = await countQueries(server.services.dataSource, () =>
        server.data<FoodsAnswer>(FIRST_FOODS, { size: PICKER_SIZE, search }, small),
      );
      const b = await countQueries(server.services.dataSource, () =>
        server.data<FoodsAnswer>(FIRST_FOODS, { size: PICKER_SIZE, search }, big),
      );
      expect([a.result.foods.content.length, a.result.foods.totalElements]).toEqual([PICKER_SIZE, 40]);
      expect([b.result.foods.content.length, b.result.foods.totalElements]).toEqual([PICKER_SIZE, matches]);
      // the signed-in user's check, the first matches, their count
      expect([a.count, b.count]).toEqual([3, 3]);
      // the pickers' bound: the count stops at it, in the same statements
      const bounded = await countQueries(server.services.dataSource, () =>
        server.data<FoodsAnswer>(FIRST_FOODS, { size: PICKER_SIZE, search, countAtMost: 500 }, big),
      );
      expect([bounded.result.foods.content, bounded.result.foods.totalElements]).toEqual([b.result.foods.content, 500]);
      expect(bounded.count).toBe(3);
    }
    // another user's foods are never counted
    const other = await server.data<FoodsAnswer>(FIRST_FOODS, { size: PICKER_SIZE, search: 'F00039' }, small);
    expect(other.foods.totalElements).toBe(1);
  });
});
