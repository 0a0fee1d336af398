/** The legacy `/recipes` endpoints ("difference N": row N of docs/legacy-rest.md's deliberate differences). */
import { call, createFood, expectLegacyFood, expectLegacyRecipe, registerAndLogin, startLegacyServer, type TestServer } from './helpers';

let server: TestServer;
let token: string;
let otherToken: string;
let banana: any;
let milk: any;
let oats: any;
beforeAll(async () => {
  server = await startLegacyServer();
  ({ token } = await registerAndLogin(server));
  ({ token: otherToken } = await registerAndLogin(server));
  banana = await createFood(server, token, {
    name: 'Banana',
    serving: '100',
    unit: 'g',
    carbohydrates: '23.9',
    proteins: '1.4',
    fats: '0.3',
    calories: '92',
  });
  milk = await createFood(server, token, {
    name: 'Leite',
    serving: '200',
    unit: 'ml',
    carbohydrates: '9.6',
    proteins: '6.6',
    fats: '6',
    calories: '122',
  });
  oats = await createFood(server, token, {
    name: 'Aveia',
    serving: '30',
    unit: 'g',
    carbohydrates: '17',
    proteins: '4.3',
    fats: '2.2',
    calories: '114',
  });
});
afterAll(() => server.close());

/** The food object the recipe form puts in an ingredient: the stored food with macros scaled to the quantity. */
const scaledFood = (food: any, factor: number) => ({
  ...food,
  carbohydrates: String(Number(food.carbohydrates) * factor),
  proteins: String(Number(food.proteins) * factor),
  fats: String(Number(food.fats) * factor),
  calories: String(Number(food.calories) * factor),
});

/** A recipe body exactly as the Angular recipe form sends it. */
function recipeBody(overrides: Record<string, unknown> = {}) {
  return {
    id: null,
    name: 'Vitamina de Banana',
    foodsSelected: [banana.id, milk.id],
    serving: '1',
    unit: 'un.',
    ingredients: [
      { id: 0, quantity: '100.0', food: banana },
      { id: 0, quantity: '50', food: scaledFood(milk, 0.25) },
    ],
    ...overrides,
  };
}

async function createRecipe(recipeToken: string, overrides: Record<string, unknown> = {}) {
  const response = await call(server, 'POST', '/recipes', { token: recipeToken, body: recipeBody(overrides) });
  if (response.status !== 200) throw new Error(`create recipe failed: ${response.status} ${response.text}`);
  return response.json;
}

describe('POST /recipes (create)', () => {
  it('answers 200 with the recipe, an ingredients array and the stored foods', async () => {
    const response = await call(server, 'POST', '/recipes', { token, body: recipeBody() });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const recipe = response.json;
    expectLegacyRecipe(recipe);
    expect(recipe.name).toBe('Vitamina de Banana');
    expect(recipe.serving).toBe('1.0');
    expect(recipe.unit).toBe('un.');
    expect(recipe.ingredients).toHaveLength(2);
    expect(recipe.ingredients.map((i: any) => i.quantity)).toEqual(['100.0', '50.0']);
    // Stored foods with unit labels, never the scaled objects of the request (difference 16).
    expect(recipe.ingredients[0].food).toEqual(banana);
    expect(recipe.ingredients[1].food).toEqual(milk);
    expect(recipe.ingredients[1].food.unit).toBe('ml');
    for (const ingredient of recipe.ingredients) expect(ingredient.id).toBeGreaterThan(0);
  });

  it('ignores the body id and the client-only fields', async () => {
    const recipe = await createRecipe(token, { id: 876543, foodsSelected: [1, 2, 3], macrosCount: null, extra: { a: 1 } });
    expect(recipe.id).not.toBe(876543);
    expectLegacyRecipe(recipe);
  });

  it('accepts comma decimals in the serving and the ingredient quantities (difference 2)', async () => {
    const recipe = await createRecipe(token, {
      serving: '1,5',
      ingredients: [
        { id: 0, quantity: '50,5', food: banana },
        { id: 0, quantity: '0,125', food: milk },
      ],
    });
    expect(recipe.serving).toBe('1.5');
    expect(recipe.ingredients.map((i: any) => i.quantity)).toEqual(['50.5', '0.125']);
  });

  it('accepts JSON numbers and answers strings', async () => {
    const recipe = await createRecipe(token, { serving: 2, ingredients: [{ id: 0, quantity: 30, food: { id: oats.id } }] });
    expectLegacyRecipe(recipe);
    expect(recipe.serving).toBe('2.0');
    expect(recipe.ingredients[0].quantity).toBe('30.0');
    expect(recipe.ingredients[0].food).toEqual(oats);
  });

  it('accepts the food id as text and rounds long legacy doubles', async () => {
    const recipe = await createRecipe(token, {
      serving: '0.3333333333333333',
      ingredients: [{ id: 0, quantity: '229.99999999999997', food: { ...banana, id: String(banana.id) } }],
    });
    expect(recipe.serving).toBe('0.333');
    expect(recipe.ingredients[0].quantity).toBe('230.0');
  });

  it.each([
    ['un.', 'un.'],
    ['un', 'un.'],
    ['UNIT', 'un.'],
    ['g', 'g'],
    ['GRAM', 'g'],
    ['ml', 'ml'],
    ['ML', 'ml'],
  ])('accepts the unit %s and answers the label %s', async (unit, label) => {
    expect((await createRecipe(token, { unit })).unit).toBe(label);
  });

  it('never updates a food from the ingredient objects', async () => {
    await createRecipe(token, {
      ingredients: [{ id: 0, quantity: '200', food: { ...scaledFood(banana, 2), name: 'Hacked', unit: null } }],
    });
    const food = await call(server, 'GET', `/foods/${banana.id}`, { token });
    expect(food.json).toEqual(banana);
  });

  it.each([
    ['an empty list', []],
    ['null', null],
    ['no list', undefined],
  ])('refuses a recipe without ingredients (%s) with 400 (difference 6)', async (_case, ingredients) => {
    const response = await call(server, 'POST', '/recipes', { token, body: recipeBody({ ingredients }) });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ errors: ['Ingredients: Add at least one ingredient.'] });
  });

  it('answers a missing unit with 400', async () => {
    for (const unit of [undefined, null, '']) {
      const response = await call(server, 'POST', '/recipes', { token, body: recipeBody({ unit }) });
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ errors: ['Unit: Required field. Choose g, ml or un.'] });
    }
  });

  it('answers an unknown unit with 400', async () => {
    const response = await call(server, 'POST', '/recipes', { token, body: recipeBody({ unit: 'porção' }) });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ errors: ['Unit: Unknown unit "porção". Choose g, ml or un.'] });
  });

  it('answers malformed numbers with 400, naming the field and the ingredient', async () => {
    const response = await call(server, 'POST', '/recipes', {
      token,
      body: recipeBody({
        serving: 'one',
        ingredients: [
          { id: 0, quantity: '100', food: banana },
          { id: 0, quantity: 'abc', food: milk },
        ],
      }),
    });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ errors: ['Serving: Must be a number.', 'Ingredient 2 quantity: Must be a number.'] });
  });

  it('answers the core validation messages with a field name in front', async () => {
    const response = await call(server, 'POST', '/recipes', {
      token,
      body: recipeBody({ name: ' ', serving: '0', ingredients: [{ id: 0, quantity: '0', food: banana }] }),
    });
    expect(response.status).toBe(400);
    expect(response.json.errors.sort()).toEqual(
      ['Ingredient 1 quantity: Must be greater than 0.', 'Name: Required field.', 'Serving: Must be greater than 0.'].sort(),
    );
  });

  it.each([
    ['a name over 100 characters', () => ({ name: 'n'.repeat(101) }), ['Name: Maximum 100 characters.']],
    [
      'a negative quantity',
      () => ({ ingredients: [{ id: 0, quantity: '-5', food: banana }] }),
      ['Ingredient 1 quantity: Must be greater than 0.'],
    ],
    [
      'a negative comma quantity',
      () => ({ ingredients: [{ id: 0, quantity: '-0,5', food: banana }] }),
      ['Ingredient 1 quantity: Must be greater than 0.'],
    ],
    // Rounded to the 3 stored decimals first (like legacy doubles): 0.0004 becomes 0.
    [
      'a 4-decimal quantity that rounds to 0',
      () => ({ ingredients: [{ id: 0, quantity: '0.0004', food: banana }] }),
      ['Ingredient 1 quantity: Must be greater than 0.'],
    ],
  ])('answers %s with 400 and the exact message, storing nothing', async (_case, override, errors) => {
    const before = (await call(server, 'GET', '/recipes/all', { token })).json.length;
    const response = await call(server, 'POST', '/recipes', { token, body: recipeBody(override()) });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ errors });
    expect((await call(server, 'GET', '/recipes/all', { token })).json).toHaveLength(before);
  });

  it('answers more than 100 ingredients with 400, and takes exactly 100 characters', async () => {
    const ingredients = Array.from({ length: 101 }, (_, i) => ({ id: 0, quantity: '1', food: { id: 900_000 + i } }));
    const response = await call(server, 'POST', '/recipes', { token, body: recipeBody({ ingredients }) });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ errors: ['Ingredients: At most 100 ingredients.'] });
    // 100 unknown foods pass the limit and reach the food lookup.
    const hundred = await call(server, 'POST', '/recipes', { token, body: recipeBody({ ingredients: ingredients.slice(0, 100) }) });
    expect(hundred.status).toBe(400);
    expect(hundred.json.errors).toEqual([expect.stringMatching(/^Food with id 9\d{5} was not found\.$/)]);

    const name = 'n'.repeat(100);
    expect((await createRecipe(token, { name })).name).toBe(name);
  });

  it('trims the name before checking and storing it', async () => {
    const recipe = await createRecipe(token, { name: '  Vitamina de Banana  ' });
    expect(recipe.name).toBe('Vitamina de Banana');
    expect((await call(server, 'GET', `/recipes/${recipe.id}`, { token })).json.name).toBe('Vitamina de Banana');
    // 100 characters once trimmed.
    const padded = await createRecipe(token, { name: ` ${'p'.repeat(100)} ` });
    expect(padded.name).toBe('p'.repeat(100));
  });

  it('rounds a 4-decimal quantity half up to the 3 stored decimals', async () => {
    const recipe = await createRecipe(token, {
      ingredients: [
        { id: 0, quantity: '1.2345', food: banana },
        { id: 0, quantity: '2,0004', food: milk },
      ],
    });
    expect(recipe.ingredients.map((i: any) => i.quantity)).toEqual(['1.235', '2.0']);
  });

  it('answers an ingredient without a food with 400', async () => {
    const response = await call(server, 'POST', '/recipes', { token, body: recipeBody({ ingredients: [{ id: 0, quantity: '10' }] }) });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ errors: ['Ingredient 1 food: Choose a food.'] });
  });

  it("answers another user's food with 400 and the food's not-found message", async () => {
    const foreign = await createFood(server, otherToken);
    const response = await call(server, 'POST', '/recipes', {
      token,
      body: recipeBody({ ingredients: [{ id: 0, quantity: '10', food: foreign }] }),
    });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ errors: [`Food with id ${foreign.id} was not found.`] });
  });
});

describe('GET /recipes/all', () => {
  it('answers 401 without a token', async () => {
    expect((await call(server, 'GET', '/recipes/all')).status).toBe(401);
  });

  it("lists the user's recipes with ingredients, by name ignoring case and accents", async () => {
    const { token: own } = await registerAndLogin(server);
    const food = await createFood(server, own);
    for (const name of ['Émbutido', 'banana', 'Água', 'abacate', 'Banana', 'Ãcai']) {
      await createRecipe(own, { name, ingredients: [{ id: 0, quantity: '10', food }] });
    }
    await createRecipe(otherToken, {
      name: 'Aaa of someone else',
      ingredients: [{ id: 0, quantity: '10', food: await createFood(server, otherToken) }],
    });

    const response = await call(server, 'GET', '/recipes/all', { token: own });

    expect(response.status).toBe(200);
    expect(response.json.map((recipe: { name: string }) => recipe.name)).toEqual([
      'abacate',
      'Ãcai',
      'Água',
      'banana',
      'Banana',
      'Émbutido',
    ]);
    for (const recipe of response.json) {
      expectLegacyRecipe(recipe);
      expect(recipe.ingredients).toHaveLength(1);
      expect(recipe.ingredients[0].food).toEqual(food);
    }
  });

  it('treats /recipes/all as a literal segment, not an id', async () => {
    const response = await call(server, 'GET', '/recipes/all', { token });
    expect(response.status).toBe(200);
    expect(Array.isArray(response.json)).toBe(true);
  });
});

describe('GET /recipes?page&size', () => {
  let pageToken: string;
  beforeAll(async () => {
    ({ token: pageToken } = await registerAndLogin(server));
    const food = await createFood(server, pageToken);
    for (const name of ['Recipe 3', 'Recipe 1', 'Recipe 2']) {
      await createRecipe(pageToken, { name, ingredients: [{ id: 0, quantity: '10', food }] });
    }
  });

  it('answers page 0 as a Spring Page object with every field', async () => {
    const unsorted = { sorted: false, unsorted: true, empty: true };
    const response = await call(server, 'GET', '/recipes?page=0&size=2', { token: pageToken });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      content: expect.any(Array),
      pageable: { sort: unsorted, offset: 0, pageNumber: 0, pageSize: 2, paged: true, unpaged: false },
      totalPages: 2,
      totalElements: 3,
      last: false,
      size: 2,
      number: 0,
      sort: unsorted,
      numberOfElements: 2,
      first: true,
      empty: false,
    });
    expect(response.json.content.map((recipe: { name: string }) => recipe.name)).toEqual(['Recipe 1', 'Recipe 2']);
    response.json.content.forEach(expectLegacyRecipe);
  });

  it('answers a later page', async () => {
    const response = await call(server, 'GET', '/recipes?page=1&size=2', { token: pageToken });
    expect(response.json).toMatchObject({
      pageable: { offset: 2, pageNumber: 1, pageSize: 2 },
      totalPages: 2,
      totalElements: 3,
      last: true,
      first: false,
      number: 1,
      numberOfElements: 1,
      empty: false,
    });
    expect(response.json.content.map((recipe: { name: string }) => recipe.name)).toEqual(['Recipe 3']);
    expect(response.json.content[0].ingredients).toHaveLength(1);
  });

  it('answers a page past the end with empty content and the true total', async () => {
    const response = await call(server, 'GET', '/recipes?page=5&size=9', { token: pageToken });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ content: [], totalElements: 3, totalPages: 1, number: 5, empty: true, numberOfElements: 0 });
  });

  it.each([
    ['/recipes?page=0', ['Size: Required query parameter.']],
    ['/recipes?page=x&size=9', ["Page: Must be a whole number, got 'x'."]],
    ['/recipes?page=-1&size=9', ['Page: Must be 0 or more.']],
    ['/recipes?page=0&size=0', ['Size: Must be at least 1.']],
  ])('answers %s with 400 and an errors body', async (path, errors) => {
    const response = await call(server, 'GET', path, { token: pageToken });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ errors });
  });
});

describe('GET /recipes/{id}', () => {
  it('answers the recipe with the same shape as the create response', async () => {
    const created = await createRecipe(token);
    const response = await call(server, 'GET', `/recipes/${created.id}`, { token });
    expect(response.status).toBe(200);
    expectLegacyRecipe(response.json);
    expect(response.json).toEqual(created);
  });

  it('answers an unknown id with 400 and the legacy message', async () => {
    const response = await call(server, 'GET', '/recipes/999999', { token });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ errors: ['Recipe with id 999999 was not found.'] });
  });

  it("answers another user's recipe with 400 and the not-found message", async () => {
    const foreign = await createRecipe(otherToken, { ingredients: [{ id: 0, quantity: '1', food: await createFood(server, otherToken) }] });
    const response = await call(server, 'GET', `/recipes/${foreign.id}`, { token });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ errors: [`Recipe with id ${foreign.id} was not found.`] });
  });

  it('answers a path id that is not a positive integer with 400', async () => {
    for (const id of ['abc', '0', '2.5']) {
      const response = await call(server, 'GET', `/recipes/${id}`, { token });
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ errors: [`Recipe with id ${id} was not found.`] });
    }
  });
});

describe('POST /recipes/{id} (update)', () => {
  it('answers 200 with an empty body and saves name, serving, unit and the new ingredient list (difference 14)', async () => {
    const recipe = await createRecipe(token);
    const body = {
      ...recipe,
      name: 'Vitamina de Aveia',
      foodsSelected: [banana.id, oats.id],
      serving: '2,5',
      unit: 'ml',
      ingredients: [
        { ...recipe.ingredients[0], quantity: '120' },
        { id: 0, quantity: '30,5', food: scaledFood(oats, 1.0166) },
      ],
    };
    const response = await call(server, 'POST', `/recipes/${recipe.id}`, { token, body });
    expect(response.status).toBe(200);
    expect(response.text).toBe('');

    const fetched = (await call(server, 'GET', `/recipes/${recipe.id}`, { token })).json;
    expectLegacyRecipe(fetched);
    expect(fetched).toMatchObject({ id: recipe.id, name: 'Vitamina de Aveia', serving: '2.5', unit: 'ml' });
    expect(fetched.ingredients.map((i: any) => [i.food.id, i.quantity])).toEqual([
      [banana.id, '120.0'],
      [oats.id, '30.5'],
    ]);
    expect(fetched.ingredients[1].food).toEqual(oats);
  });

  it('updates the path id, not the body id', async () => {
    const target = await createRecipe(token, { name: 'Target' });
    const bystander = await createRecipe(token, { name: 'Bystander' });
    const response = await call(server, 'POST', `/recipes/${target.id}`, {
      token,
      body: { ...recipeBody({ name: 'Renamed' }), id: bystander.id },
    });
    expect(response.status).toBe(200);
    expect((await call(server, 'GET', `/recipes/${target.id}`, { token })).json.name).toBe('Renamed');
    expect((await call(server, 'GET', `/recipes/${bystander.id}`, { token })).json.name).toBe('Bystander');
  });

  it("answers another user's recipe with 400 and leaves it unchanged", async () => {
    const foreign = await createRecipe(otherToken, {
      name: 'Not yours',
      ingredients: [{ id: 0, quantity: '1', food: await createFood(server, otherToken) }],
    });
    const response = await call(server, 'POST', `/recipes/${foreign.id}`, { token, body: recipeBody({ name: 'Stolen' }) });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ errors: [`Recipe with id ${foreign.id} was not found.`] });
    expect((await call(server, 'GET', `/recipes/${foreign.id}`, { token: otherToken })).json.name).toBe('Not yours');
  });

  it('refuses an update that removes every ingredient and keeps the old list', async () => {
    const recipe = await createRecipe(token);
    const response = await call(server, 'POST', `/recipes/${recipe.id}`, { token, body: { ...recipe, ingredients: [] } });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ errors: ['Ingredients: Add at least one ingredient.'] });
    expect((await call(server, 'GET', `/recipes/${recipe.id}`, { token })).json.ingredients).toHaveLength(2);
  });

  it('answers a malformed path id with 400', async () => {
    const response = await call(server, 'POST', '/recipes/abc', { token, body: recipeBody() });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ errors: ['Recipe with id abc was not found.'] });
  });
});

describe('DELETE /recipes/{id}', () => {
  it('answers 200 with an empty body, removes the recipe and frees its foods', async () => {
    const food = await createFood(server, token, { name: 'Only here' });
    const recipe = await createRecipe(token, { ingredients: [{ id: 0, quantity: '5', food }] });
    expect((await call(server, 'DELETE', `/foods/${food.id}`, { token })).status).toBe(400);

    const response = await call(server, 'DELETE', `/recipes/${recipe.id}`, { token });
    expect(response.status).toBe(200);
    expect(response.text).toBe('');

    const fetched = await call(server, 'GET', `/recipes/${recipe.id}`, { token });
    expect(fetched.status).toBe(400);
    expect(fetched.json).toEqual({ errors: [`Recipe with id ${recipe.id} was not found.`] });
    const foodDeleted = await call(server, 'DELETE', `/foods/${food.id}`, { token });
    expect(foodDeleted.status).toBe(200);
    expect(foodDeleted.text).toBe('');
  });

  it("answers another user's recipe with 400 and keeps it", async () => {
    const foreign = await createRecipe(otherToken, { ingredients: [{ id: 0, quantity: '1', food: await createFood(server, otherToken) }] });
    const response = await call(server, 'DELETE', `/recipes/${foreign.id}`, { token });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ errors: [`Recipe with id ${foreign.id} was not found.`] });
    expect((await call(server, 'GET', `/recipes/${foreign.id}`, { token: otherToken })).status).toBe(200);
  });

  it('answers an unknown or malformed id with 400 and the not-found message', async () => {
    for (const id of ['999999', 'all']) {
      const response = await call(server, 'DELETE', `/recipes/${id}`, { token });
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ errors: [`Recipe with id ${id} was not found.`] });
    }
  });
});

describe('foods inside recipes', () => {
  it('keeps every food of a recipe in the legacy Food shape', async () => {
    const recipe = await createRecipe(token);
    for (const ingredient of recipe.ingredients) expectLegacyFood(ingredient.food);
  });
});
