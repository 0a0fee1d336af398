import { signUp, type TestServer } from './test-server';

const CREATE_FOOD = `mutation($input: FoodInput!) { createFood(input: $input) { id } }`;
const CREATE_RECIPE = `mutation($input: RecipeInput!) { createRecipe(input: $input) { id } }`;

/** Creates a food in grams with its values per `serving` g; its id. */
export async function createFood(
  server: TestServer,
  token: string,
  name: string,
  serving: string,
  [carbohydrates, proteins, fats, calories]: string[],
) {
  const input = { name, serving, unit: 'G', carbohydrates, proteins, fats, calories };
  return (await server.data<{ createFood: { id: number } }>(CREATE_FOOD, { input }, token)).createFood.id;
}

/**
 * A new user with banana (per 100 g), oats (per 30 g) and 'Mingau', a recipe of 150 g banana and 45 g oats for a
 * serving of 2 un.: the meal tests' kitchen.
 */
export async function kitchen(server: TestServer) {
  const { token } = await signUp(server);
  const banana = await createFood(server, token, 'Banana', '100', ['23.9', '1.4', '0.3', '92']);
  const oats = await createFood(server, token, 'Aveia', '30', ['17', '4.3', '2.1', '114']);
  const input = {
    name: 'Mingau',
    serving: '2',
    ingredients: [
      { foodId: banana, quantity: '150' },
      { foodId: oats, quantity: '45' },
    ],
  };
  const recipe = (await server.data<{ createRecipe: { id: number } }>(CREATE_RECIPE, { input }, token)).createRecipe.id;
  return { token, banana, oats, recipe };
}
