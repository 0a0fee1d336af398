import { readFileSync } from 'node:fs';
import path from 'node:path';
import { print, type DocumentNode } from 'graphql';
import { countQueries } from '../../../test/query-counter';
import { signUp, startTestServer, type TestServer } from '../../../test/test-server';

/**
 * The meal entry dialog's options (every food with its values, every recipe with its ingredients and their foods,
 * what the client's nutrition math needs) take as many SQL statements for a big catalogue as for a small one.
 * The query is the client's own, as codegen wrote it.
 */
function clientQuery(name: string): string {
  const generated = readFileSync(path.resolve(__dirname, '../../../../client/src/gql/graphql.ts'), 'utf8');
  const match = new RegExp(`^export const ${name}Document = (\\{.*\\}) as unknown as DocumentNode`, 'm').exec(generated);
  if (!match) throw new Error(`No ${name} document in the generated client code.`);
  return print(JSON.parse(match[1]) as DocumentNode);
}

const OPTIONS = clientQuery('MealEntryOptions');

interface Options {
  allFoods: unknown[];
  allRecipes: { ingredients: { food: Record<string, unknown> }[] }[];
}
const CREATE_FOOD = `mutation($input: FoodInput!) { createFood(input: $input) { id } }`;
const CREATE_RECIPE = `mutation($input: RecipeInput!) { createRecipe(input: $input) { id } }`;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A user with `foods` foods and `recipes` recipes of `perRecipe` ingredients each. */
async function userWith(foods: number, recipes: number, perRecipe: number) {
  const { token } = await signUp(server);
  const foodIds: number[] = [];
  for (let i = 0; i < foods; i++) {
    const input = { name: `F${i}`, serving: '100', unit: 'G', carbohydrates: '10', proteins: '2.5', fats: '1', calories: '60' };
    foodIds.push((await server.data<{ createFood: { id: number } }>(CREATE_FOOD, { input }, token)).createFood.id);
  }
  for (let r = 0; r < recipes; r++) {
    const ingredients = foodIds.slice(0, perRecipe).map((foodId) => ({ foodId, quantity: '50' }));
    await server.data(CREATE_RECIPE, { input: { name: `R${r}`, serving: '2', unit: 'UN', ingredients } }, token);
  }
  return token;
}

describe("statement count of the meal entry dialog's options", () => {
  it('is the same for 6 foods and 4 recipes of 5 ingredients as for 1 food and 1 recipe', async () => {
    const small = await userWith(1, 1, 1);
    const big = await userWith(6, 4, 5);
    const a = await countQueries(server.services.dataSource, () => server.data<Options>(OPTIONS, {}, small));
    const b = await countQueries(server.services.dataSource, () => server.data<Options>(OPTIONS, {}, big));
    console.log(`SQL statements of MealEntryOptions (small, big): ${JSON.stringify([a.count, b.count])}`);
    expect(b.result.allFoods).toHaveLength(6);
    expect(b.result.allRecipes).toHaveLength(4);
    expect(b.result.allRecipes[0].ingredients).toHaveLength(5);
    expect(b.result.allRecipes[0].ingredients[0].food).toMatchObject({ serving: '100', carbohydrates: '10', calories: '60' });
    expect(b.count).toBe(a.count);
    if (process.env.SHOW_SQL) console.log(b.queries.join('\n'));
    // the signed-in user's check, then the foods, the recipes, and their ingredients with foods (one IN list)
    expect(b.count).toBeLessThanOrEqual(4);
  });
});
