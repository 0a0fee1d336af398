/** The legacy `/foods` endpoints (docs/legacy-rest.md, Endpoints). */
import { call, createFood, expectLegacyFood, foodBody, registerAndLogin, startLegacyServer, type TestServer } from './helpers';

let server: TestServer;
let token: string;
let otherToken: string;
beforeAll(async () => {
  server = await startLegacyServer();
  ({ token } = await registerAndLogin(server));
  ({ token: otherToken } = await registerAndLogin(server));
});
afterAll(() => server.close());

describe('POST /foods (create)', () => {
  it('answers 200 with the created food, numbers as Java-style strings and the unit label', async () => {
    const response = await call(server, 'POST', '/foods', { token, body: foodBody() });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const food = response.json;
    expectLegacyFood(food);
    expect(food.name).toBe('Banana');
    expect(food.serving).toBe('100.0');
    expect(food.unit).toBe('g');
    expect(food.carbohydrates).toBe('23.9');
    expect(food.proteins).toBe('1.4');
    expect(food.fats).toBe('0.3');
    expect(food.calories).toBe('92.0');
  });

  it('ignores the id in the body', async () => {
    const food = await createFood(server, token, { id: 987654 });
    expect(food.id).not.toBe(987654);
    const fetched = await call(server, 'GET', `/foods/${food.id}`, { token });
    expect(fetched.status).toBe(200);
    const other = await call(server, 'GET', '/foods/987654', { token });
    expect(other.status).toBe(400);
  });

  it('accepts comma decimals', async () => {
    const food = await createFood(server, token, {
      serving: '100,5',
      carbohydrates: '3,25',
      proteins: '0,1',
      fats: '1,0',
      calories: '12,125',
    });
    expect(food).toMatchObject({ serving: '100.5', carbohydrates: '3.25', proteins: '0.1', fats: '1.0', calories: '12.125' });
  });

  it('accepts JSON numbers and answers strings', async () => {
    const food = await createFood(server, token, { serving: 100, carbohydrates: 23.9, proteins: 0, fats: 0.3, calories: 92 });
    expectLegacyFood(food);
    expect(food).toMatchObject({ serving: '100.0', carbohydrates: '23.9', proteins: '0.0', fats: '0.3', calories: '92.0' });
  });

  it('rounds legacy double text half-up to 3 places and never answers scientific notation', async () => {
    const food = await createFood(server, token, {
      serving: '12345678.5',
      carbohydrates: '3.4999999999999996',
      proteins: '0.001',
      fats: '0.0005',
      calories: '1.0E7',
    });
    expect(food).toMatchObject({ serving: '12345678.5', carbohydrates: '3.5', proteins: '0.001', fats: '0.001', calories: '10000000.0' });
  });

  it('answers zero as "0.0"', async () => {
    const food = await createFood(server, token, { carbohydrates: '0', proteins: '0.0', fats: 0, calories: '0,000' });
    expect(food).toMatchObject({ carbohydrates: '0.0', proteins: '0.0', fats: '0.0', calories: '0.0' });
  });

  it.each([
    ['g', 'g'],
    ['ml', 'ml'],
    ['un.', 'un.'],
    ['un', 'un.'],
    ['UNIT', 'un.'],
    ['GRAM', 'g'],
    ['ML', 'ml'],
    ['Un.', 'un.'],
  ])('accepts the unit %s and answers the label %s', async (unit, label) => {
    const food = await createFood(server, token, { unit });
    expect(food.unit).toBe(label);
  });

  it('ignores extra fields', async () => {
    const food = await createFood(server, token, { foodsSelected: [1, 2], user: { name: '' }, macrosCount: null, unknown: 'x' });
    expectLegacyFood(food);
  });

  it('answers an unknown unit with 400 and a clear message', async () => {
    const response = await call(server, 'POST', '/foods', { token, body: foodBody({ unit: 'kg' }) });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ errors: ['Unit: Unknown unit "kg". Choose g, ml or un.'] });
  });

  it.each([[undefined], [null], ['']])('answers a missing unit (%p) with 400', async (unit) => {
    const response = await call(server, 'POST', '/foods', { token, body: foodBody({ unit }) });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ errors: ['Unit: Required field. Choose g, ml or un.'] });
  });

  it('answers non-numeric text with 400, naming every bad field', async () => {
    const response = await call(server, 'POST', '/foods', { token, body: foodBody({ serving: 'abc', fats: '1,2,3', calories: true }) });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ errors: ['Serving: Must be a number.', 'Fats: Must be a number.', 'Calories: Must be a number.'] });
  });

  it('answers the core validation messages with a field name in front', async () => {
    const zero = await call(server, 'POST', '/foods', { token, body: foodBody({ serving: '0' }) });
    expect(zero.status).toBe(400);
    expect(zero.json).toEqual({ errors: ['Serving: Must be greater than 0.'] });

    const negative = await call(server, 'POST', '/foods', { token, body: foodBody({ fats: '-1' }) });
    expect(negative.status).toBe(400);
    expect(negative.json).toEqual({ errors: ['Fats: Must be 0 or more.'] });

    const missing = await call(server, 'POST', '/foods', { token, body: foodBody({ name: '', carbohydrates: '', proteins: null }) });
    expect(missing.status).toBe(400);
    expect(missing.json.errors.sort()).toEqual(['Carbohydrates: Required field.', 'Name: Required field.', 'Proteins: Required field.']);
  });

  it('answers an empty body with 400 and an errors list', async () => {
    const response = await call(server, 'POST', '/foods', { token, body: {} });
    expect(response.status).toBe(400);
    expect(response.json.errors).toEqual(expect.arrayContaining(['Name: Required field.', 'Unit: Required field. Choose g, ml or un.']));
  });
});

describe('GET /foods/all', () => {
  it('answers 401 without a token', async () => {
    const response = await call(server, 'GET', '/foods/all');
    expect(response.status).toBe(401);
  });

  it("lists only the current user's foods, by name ignoring case and accents, ties by id", async () => {
    const { token: own } = await registerAndLogin(server);
    for (const name of ['Émbutido', 'banana', 'Água', 'abacate', 'Banana', 'Ãcai']) await createFood(server, own, { name });
    await createFood(server, otherToken, { name: 'Aaa of someone else' });

    const response = await call(server, 'GET', '/foods/all', { token: own });

    expect(response.status).toBe(200);
    expect(Array.isArray(response.json)).toBe(true);
    expect(response.json.map((food: { name: string }) => food.name)).toEqual(['abacate', 'Ãcai', 'Água', 'banana', 'Banana', 'Émbutido']);
    response.json.forEach(expectLegacyFood);
    const bananas = response.json.filter((food: { name: string }) => food.name.toLowerCase() === 'banana');
    expect(bananas[0].id).toBeLessThan(bananas[1].id);
  });

  it('treats /foods/all as a literal segment, not an id', async () => {
    const response = await call(server, 'GET', '/foods/all', { token });
    expect(response.status).toBe(200);
    expect(Array.isArray(response.json)).toBe(true);
  });

  it('answers an empty array for a user without foods', async () => {
    const { token: fresh } = await registerAndLogin(server);
    const response = await call(server, 'GET', '/foods/all', { token: fresh });
    expect(response.status).toBe(200);
    expect(response.json).toEqual([]);
  });
});

describe('GET /foods?page&size', () => {
  let pageToken: string;
  const names = ['Food 01', 'Food 02', 'Food 03', 'Food 04', 'Food 05'];
  beforeAll(async () => {
    ({ token: pageToken } = await registerAndLogin(server));
    for (const name of [...names].reverse()) await createFood(server, pageToken, { name });
  });

  const unsorted = { sorted: false, unsorted: true, empty: true };

  it('answers page 0 as a Spring Page object with every field', async () => {
    const response = await call(server, 'GET', '/foods?page=0&size=2', { token: pageToken });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      content: expect.any(Array),
      pageable: { sort: unsorted, offset: 0, pageNumber: 0, pageSize: 2, paged: true, unpaged: false },
      totalPages: 3,
      totalElements: 5,
      last: false,
      size: 2,
      number: 0,
      sort: unsorted,
      numberOfElements: 2,
      first: true,
      empty: false,
    });
    expect(response.json.content.map((food: { name: string }) => food.name)).toEqual(['Food 01', 'Food 02']);
    response.json.content.forEach(expectLegacyFood);
  });

  it('answers a later page with its offset, and the last page', async () => {
    const middle = await call(server, 'GET', '/foods?page=1&size=2', { token: pageToken });
    expect(middle.status).toBe(200);
    expect(middle.json).toMatchObject({
      pageable: { offset: 2, pageNumber: 1, pageSize: 2 },
      totalPages: 3,
      totalElements: 5,
      last: false,
      first: false,
      number: 1,
      numberOfElements: 2,
      empty: false,
    });
    expect(middle.json.content.map((food: { name: string }) => food.name)).toEqual(['Food 03', 'Food 04']);

    const last = await call(server, 'GET', '/foods?page=2&size=2', { token: pageToken });
    expect(last.json).toMatchObject({ last: true, first: false, number: 2, numberOfElements: 1, totalElements: 5, empty: false });
    expect(last.json.content.map((food: { name: string }) => food.name)).toEqual(['Food 05']);
  });

  it("answers the client's usual size=9 with everything on one page", async () => {
    const response = await call(server, 'GET', '/foods?page=0&size=9', { token: pageToken });
    expect(response.json).toMatchObject({ totalPages: 1, totalElements: 5, last: true, first: true, size: 9, numberOfElements: 5 });
  });

  it('answers a page past the end with empty content and the true total', async () => {
    const response = await call(server, 'GET', '/foods?page=7&size=2', { token: pageToken });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      content: [],
      totalElements: 5,
      totalPages: 3,
      number: 7,
      pageable: { offset: 14, pageNumber: 7, pageSize: 2 },
      numberOfElements: 0,
      empty: true,
      last: true,
      first: false,
    });
  });

  it('answers an empty list as an empty first page', async () => {
    const { token: fresh } = await registerAndLogin(server);
    const response = await call(server, 'GET', '/foods?page=0&size=9', { token: fresh });
    expect(response.json).toMatchObject({ content: [], totalElements: 0, totalPages: 0, first: true, last: true, empty: true });
  });

  it('clamps a size above 100 to 100', async () => {
    const response = await call(server, 'GET', '/foods?page=0&size=1000', { token: pageToken });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ size: 100, pageable: { pageSize: 100 }, totalElements: 5, totalPages: 1 });
  });

  it.each([
    ['missing page', '/foods?size=9', ['Page: Required query parameter.']],
    ['missing size', '/foods?page=0', ['Size: Required query parameter.']],
    ['no parameters', '/foods', ['Page: Required query parameter.', 'Size: Required query parameter.']],
    ['non-integer page', '/foods?page=abc&size=9', ["Page: Must be a whole number, got 'abc'."]],
    ['fractional size', '/foods?page=0&size=1.5', ["Size: Must be a whole number, got '1.5'."]],
    ['negative page', '/foods?page=-1&size=9', ['Page: Must be 0 or more.']],
    ['zero size', '/foods?page=0&size=0', ['Size: Must be at least 1.']],
    ['negative size', '/foods?page=0&size=-3', ['Size: Must be at least 1.']],
  ])('answers %s with 400 and an errors body', async (_case, path, errors) => {
    const response = await call(server, 'GET', path, { token: pageToken });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ errors });
  });
});

describe('GET /foods/{id}', () => {
  it('answers the food with the same shape as the create response', async () => {
    const created = await createFood(server, token, { name: 'Feijão', unit: 'un.' });
    const response = await call(server, 'GET', `/foods/${created.id}`, { token });
    expect(response.status).toBe(200);
    expectLegacyFood(response.json);
    expect(response.json).toEqual(created);
  });

  it('answers an unknown id with 400 and the legacy message', async () => {
    const response = await call(server, 'GET', '/foods/999999', { token });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ errors: ['Food with id 999999 was not found.'] });
  });

  it("answers another user's food with 400 and the not-found message", async () => {
    const foreign = await createFood(server, otherToken);
    const response = await call(server, 'GET', `/foods/${foreign.id}`, { token });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ errors: [`Food with id ${foreign.id} was not found.`] });
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('answers the path id %s with 400 and the not-found message', async (id) => {
    const response = await call(server, 'GET', `/foods/${id}`, { token });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ errors: [`Food with id ${id} was not found.`] });
  });
});

describe('POST /foods/{id} (update)', () => {
  it('answers 200 with an empty body and replaces every field, unit included', async () => {
    const food = await createFood(server, token);
    const response = await call(server, 'POST', `/foods/${food.id}`, {
      token,
      body: {
        ...food,
        name: 'Banana prata',
        serving: '1',
        unit: 'un.',
        carbohydrates: '30,5',
        proteins: 2,
        fats: '0.0',
        calories: '120.0',
      },
    });
    expect(response.status).toBe(200);
    expect(response.text).toBe('');

    const fetched = await call(server, 'GET', `/foods/${food.id}`, { token });
    expect(fetched.json).toEqual({
      id: food.id,
      name: 'Banana prata',
      serving: '1.0',
      unit: 'un.',
      carbohydrates: '30.5',
      proteins: '2.0',
      fats: '0.0',
      calories: '120.0',
    });
  });

  it('updates the path id, not the body id', async () => {
    const target = await createFood(server, token, { name: 'Target' });
    const bystander = await createFood(server, token, { name: 'Bystander' });
    const response = await call(server, 'POST', `/foods/${target.id}`, { token, body: { ...target, id: bystander.id, name: 'Renamed' } });
    expect(response.status).toBe(200);
    expect((await call(server, 'GET', `/foods/${target.id}`, { token })).json.name).toBe('Renamed');
    expect((await call(server, 'GET', `/foods/${bystander.id}`, { token })).json.name).toBe('Bystander');
  });

  it("answers another user's food with 400 and leaves it unchanged", async () => {
    const foreign = await createFood(server, otherToken, { name: 'Not yours' });
    const response = await call(server, 'POST', `/foods/${foreign.id}`, { token, body: { ...foreign, name: 'Stolen' } });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ errors: [`Food with id ${foreign.id} was not found.`] });
    expect((await call(server, 'GET', `/foods/${foreign.id}`, { token: otherToken })).json.name).toBe('Not yours');
  });

  it('answers invalid values with 400 and the field messages', async () => {
    const food = await createFood(server, token);
    const response = await call(server, 'POST', `/foods/${food.id}`, { token, body: { ...food, serving: 'x', unit: 'kg' } });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ errors: ['Serving: Must be a number.', 'Unit: Unknown unit "kg". Choose g, ml or un.'] });
  });

  it('answers a path id that is not a number with 400', async () => {
    const response = await call(server, 'POST', '/foods/abc', { token, body: foodBody() });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ errors: ['Food with id abc was not found.'] });
  });
});

describe('DELETE /foods/{id}', () => {
  it('answers 200 with an empty body and removes the food', async () => {
    const food = await createFood(server, token);
    const response = await call(server, 'DELETE', `/foods/${food.id}`, { token });
    expect(response.status).toBe(200);
    expect(response.text).toBe('');
    const fetched = await call(server, 'GET', `/foods/${food.id}`, { token });
    expect(fetched.status).toBe(400);
    expect(fetched.json).toEqual({ errors: [`Food with id ${food.id} was not found.`] });
  });

  it("answers another user's food with 400 and keeps it", async () => {
    const foreign = await createFood(server, otherToken);
    const response = await call(server, 'DELETE', `/foods/${foreign.id}`, { token });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ errors: [`Food with id ${foreign.id} was not found.`] });
    expect((await call(server, 'GET', `/foods/${foreign.id}`, { token: otherToken })).status).toBe(200);
  });

  it('refuses a food used by a recipe with the legacy message', async () => {
    const food = await createFood(server, token);
    const recipe = await call(server, 'POST', '/recipes', {
      token,
      body: { id: null, name: 'Vitamina', serving: '1', unit: 'un.', ingredients: [{ id: 0, quantity: '100', food }] },
    });
    expect(recipe.status).toBe(200);
    const response = await call(server, 'DELETE', `/foods/${food.id}`, { token });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ errors: ["You can't delete a food with recipes associated."] });
  });

  it('answers an unknown or malformed id with 400 and the not-found message', async () => {
    for (const id of ['999999', 'abc']) {
      const response = await call(server, 'DELETE', `/foods/${id}`, { token });
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ errors: [`Food with id ${id} was not found.`] });
    }
  });
});
