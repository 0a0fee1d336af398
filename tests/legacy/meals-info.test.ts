/**
 * The legacy `/meals/meals-info` endpoints (meal names, renaming one day, macro goals); "difference N" is row N
 * of docs/legacy-rest.md's deliberate differences.
 */
import { call, createFood, registerAndLogin, startLegacyServer, type TestServer } from './helpers';
import {
  addEntry,
  createRecipe,
  dayTotal,
  entryBody,
  expectLegacyDailyMeal,
  expectLegacyUserMealInfo,
  getDay,
  macros,
  startDay,
  type Day,
} from './meals-helpers';

let server: TestServer;
/**
 * Two accounts that no request may ever change successfully: the refusal tests use them (and check that
 * their names and goals stay the defaults); tests that change something register their own account.
 */
let pristine: Awaited<ReturnType<typeof newUser>>;
let stranger: Awaited<ReturnType<typeof newUser>>;
beforeAll(async () => {
  server = await startLegacyServer();
  pristine = await newUser();
  stranger = await newUser();
  // A fresh MariaDB schema and two sign-ups can outlast the default 5 s under load.
}, 30_000);
afterAll(() => server.close());

/** A fresh account with its meal info (names and goals are per user, so most tests need their own). */
async function newUser() {
  const { account, token } = await registerAndLogin(server);
  const response = await call(server, 'GET', '/meals/meals-info', { token });
  if (response.status !== 200) throw new Error(`meals-info failed: ${response.status} ${response.text}`);
  return { account, token, info: response.json };
}

const getInfo = async (token: string) => (await call(server, 'GET', '/meals/meals-info', { token })).json;
const names = async (token: string) => (await getInfo(token)).mealsName.map((name: any) => name.name);

/**
 * The meal-names body exactly as the Angular page sends it: renumbered names (new ones
 * with id 0 and no user), `mealsPerDay` as a number, empty `user` and `macrosGoal` placeholders.
 */
function namesBody(info: any, newNames: string[], shouldUpdateSelectedDate = false) {
  return {
    id: info.id,
    mealsPerDay: newNames.length,
    user: { name: '', email: '', password: '' },
    mealsName: newNames.map((name, index) =>
      info.mealsName[index] ? { ...info.mealsName[index], orderNumber: index + 1, name } : { id: 0, orderNumber: index + 1, name },
    ),
    macrosGoal: { id: 0, caloriesCount: '', carbsCount: '', proteinsCount: '', fatsCount: '' },
    shouldUpdateSelectedDate,
  };
}

/** `POST /meals/meals-info/{id}/date?…` with the month text as given (the old client's encoding). */
const renameWithDate = (token: string, id: number | string, day: number, month: string, year: number, body: object) =>
  call(server, 'POST', `/meals/meals-info/${id}/date?day=${day}&month=${month}&year=${year}`, { token, body });

const DEFAULT_GOALS = macros('2000.0', '150.0', '100.0', '50.0');

describe('GET /meals/meals-info', () => {
  it('answers 401 without a token', async () => {
    expect((await call(server, 'GET', '/meals/meals-info')).status).toBe(401);
  });

  it("answers the user's meal info, every field in its legacy type", async () => {
    const { account, token } = await registerAndLogin(server);
    const response = await call(server, 'GET', '/meals/meals-info', { token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const info = response.json;
    expectLegacyUserMealInfo(info, account);
    expect(info.mealsPerDay).toBe('3');
    expect(info.user).toEqual({ name: account.name, email: account.email });
    // macrosGoal.id is the meal info's id: the core keeps the goals on the meal info.
    expect(info.macrosGoal).toEqual({ id: info.id, ...DEFAULT_GOALS });
    expect(info.mealsName.map((name: any) => [name.orderNumber, name.name])).toEqual([
      [1, 'Meal 1'],
      [2, 'Meal 2'],
      [3, 'Meal 3'],
    ]);
    expect(JSON.stringify(info)).not.toContain('password');
  });

  it('gives every user their own meal info', async () => {
    const a = await newUser();
    const b = await newUser();
    expect(a.info.id).not.toBe(b.info.id);
    expect(b.info.user.email).toBe(b.account.email);
  });
});

describe('GET /meals/meals-info/{id}', () => {
  it('answers the same object as GET /meals/meals-info for the own id', async () => {
    const { token, info } = pristine;
    const response = await call(server, 'GET', `/meals/meals-info/${info.id}`, { token });
    expect(response.status).toBe(200);
    expect(response.json).toEqual(info);
  });

  it("answers another user's id with 400 and the not-found message (difference 18)", async () => {
    const { token } = pristine;
    const other = stranger;
    const response = await call(server, 'GET', `/meals/meals-info/${other.info.id}`, { token });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ errors: [`User meal info with id ${other.info.id} was not found.`] });
  });

  it('answers an unknown or malformed id with 400 and the not-found message', async () => {
    const { token } = pristine;
    for (const id of ['99999999', 'abc', '0', 'macros']) {
      const response = await call(server, 'GET', `/meals/meals-info/${id}`, { token });
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ errors: [`User meal info with id ${id} was not found.`] });
    }
  });
});

describe('POST /meals/meals-info/{id} (save meal names)', () => {
  it('answers 200 with an empty body and saves the names, ignoring the placeholders', async () => {
    const { account, token, info } = await newUser();
    const body = namesBody(info, ['Café da manhã', 'Almoço', 'Janta', 'Ceia']);
    const response = await call(server, 'POST', `/meals/meals-info/${info.id}`, { token, body });
    expect(response.status).toBe(200);
    expect(response.text).toBe('');
    const saved = await getInfo(token);
    expectLegacyUserMealInfo(saved, account);
    expect(saved.id).toBe(info.id);
    expect(saved.mealsPerDay).toBe('4');
    expect(saved.mealsName.map((name: any) => [name.orderNumber, name.name])).toEqual([
      [1, 'Café da manhã'],
      [2, 'Almoço'],
      [3, 'Janta'],
      [4, 'Ceia'],
    ]);
    // The empty macrosGoal placeholder never overwrites the goals.
    expect(saved.macrosGoal).toEqual(info.macrosGoal);
  });

  it('orders the names by orderNumber, ignores mealsPerDay and trims names', async () => {
    const { token, info } = await newUser();
    const body = {
      ...namesBody(info, []),
      mealsPerDay: 9,
      mealsName: [
        { id: 0, orderNumber: 2, name: 'Second' },
        { id: 0, orderNumber: '3', name: '  Third ' },
        { id: 0, orderNumber: 1, name: 'First' },
      ],
    };
    expect((await call(server, 'POST', `/meals/meals-info/${info.id}`, { token, body })).status).toBe(200);
    const saved = await getInfo(token);
    expect(saved.mealsPerDay).toBe('3');
    expect(saved.mealsName.map((name: any) => name.name)).toEqual(['First', 'Second', 'Third']);
  });

  it('renames no existing day, even with shouldUpdateSelectedDate set; later days use the new names', async () => {
    const { token, info } = await newUser();
    const before = await startDay(server, token, { day: 1, month: 3, year: 2021 });
    const body = namesBody(info, ['Breakfast', 'Dinner'], true);
    expect((await call(server, 'POST', `/meals/meals-info/${info.id}`, { token, body })).status).toBe(200);
    expect(await getDay(server, token, { day: 1, month: 3, year: 2021 })).toEqual(before);
    const after = await startDay(server, token, { day: 2, month: 3, year: 2021 });
    expect(after.meals.map((meal: any) => [meal.mealName, meal.orderNumber])).toEqual([
      ['Breakfast', 1],
      ['Dinner', 2],
    ]);
  });

  it("answers another user's id with 400 and changes nobody's names", async () => {
    const { token, info } = pristine;
    const other = stranger;
    const response = await call(server, 'POST', `/meals/meals-info/${other.info.id}`, { token, body: namesBody(other.info, ['X']) });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ errors: [`User meal info with id ${other.info.id} was not found.`] });
    expect(await names(token)).toEqual(info.mealsName.map((name: any) => name.name));
    expect(await names(other.token)).toEqual(['Meal 1', 'Meal 2', 'Meal 3']);
  });

  it('answers an unknown or malformed id with 400', async () => {
    const { token, info } = pristine;
    for (const id of ['99999999', 'abc']) {
      const response = await call(server, 'POST', `/meals/meals-info/${id}`, { token, body: namesBody(info, ['X']) });
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ errors: [`User meal info with id ${id} was not found.`] });
    }
  });

  it.each([
    ['a blank name', ['Breakfast', '   '], ['Meal names cannot be blank.']],
    ['no names', [], ['Keep at least one meal.']],
    ['21 names', Array.from({ length: 21 }, (_, i) => `Meal ${i + 1}`), ['At most 20 meals a day.']],
    ['a name of 101 characters', ['x'.repeat(101)], ['Meal names: Maximum 100 characters.']],
  ])('answers %s with 400 {errors} and keeps the old names', async (_case, newNames, errors) => {
    const { token, info } = pristine;
    const response = await call(server, 'POST', `/meals/meals-info/${info.id}`, { token, body: namesBody(info, newNames) });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ errors });
    expect(await names(token)).toEqual(['Meal 1', 'Meal 2', 'Meal 3']);
  });

  it('answers a body without mealsName with 400', async () => {
    const { token, info } = pristine;
    const response = await call(server, 'POST', `/meals/meals-info/${info.id}`, { token, body: { id: info.id } });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ errors: ['Keep at least one meal.'] });
  });
});

describe('POST /meals/meals-info/{id}/date?day&month&year (save names and rename that day)', () => {
  // Every month value the old client sends: the zero-based month with "1" appended (difference 5).
  it.each([
    ['01', 1],
    ['11', 2],
    ['21', 3],
    ['31', 4],
    ['41', 5],
    ['51', 6],
    ['61', 7],
    ['71', 8],
    ['81', 9],
    ['91', 10],
    ['101', 11],
    ['111', 12],
  ])('decodes month=%s to month %i and renames that day', async (sent, month) => {
    const { token, info } = await newUser();
    const intended: Day = { day: 15, month, year: 2021 };
    const day = await startDay(server, token, intended);
    // Legacy read "11" (February) as November: that day must stay untouched.
    const november = await startDay(server, token, { day: 15, month: 11, year: 2021 });
    const decoy = month === 11 ? await startDay(server, token, { day: 15, month: 10, year: 2021 }) : november;

    const response = await renameWithDate(token, info.id, 15, sent, 2021, namesBody(info, ['Breakfast', 'Lunch', 'Dinner']));
    expect(response.status).toBe(200);
    expect(response.text).toBe('');

    const renamed = await getDay(server, token, intended);
    expect(renamed.meals.map((meal: any) => [meal.id, meal.mealName, meal.orderNumber])).toEqual([
      [day.meals[0].id, 'Breakfast', 1],
      [day.meals[1].id, 'Lunch', 2],
      [day.meals[2].id, 'Dinner', 3],
    ]);
    if (month !== 11) expect(await getDay(server, token, { day: 15, month: 11, year: 2021 })).toEqual(november);
    else expect(await getDay(server, token, { day: 15, month: 10, year: 2021 })).toEqual(decoy);
    expect(await names(token)).toEqual(['Breakfast', 'Lunch', 'Dinner']);
  });

  it.each([
    ['3', 3],
    ['12', 12],
    ['10', 10],
  ])('reads the plain month=%s as month %i', async (sent, month) => {
    const { token, info } = await newUser();
    const intended: Day = { day: 28, month, year: 2021 };
    await startDay(server, token, intended);
    expect((await renameWithDate(token, info.id, 28, sent, 2021, namesBody(info, ['Only']))).status).toBe(200);
    expect((await getDay(server, token, intended)).meals.map((meal: any) => meal.mealName)).toEqual(['Only']);
  });

  it('reconciles by orderNumber: renames kept meals, deletes removed ones with their entries, adds missing ones (difference 13)', async () => {
    const { account, token, info } = await newUser();
    const banana = await createFood(server, token, { name: 'Banana' });
    const milk = await createFood(server, token, {
      name: 'Leite',
      serving: '200',
      unit: 'ml',
      carbohydrates: '9',
      proteins: '6.3',
      fats: '6',
      calories: '115',
    });
    const shake = await createRecipe(server, token, 'Vitamina', [
      [banana, '100'],
      [milk, '200'],
    ]);
    const date: Day = { day: 10, month: 6, year: 2021 };
    const day = await startDay(server, token, date);
    const kept = await addEntry(server, token, entryBody(day.meals[0], day.id, { food: banana }, '250'));
    await addEntry(server, token, entryBody(day.meals[2], day.id, { recipe: shake }, '1'));
    await addEntry(server, token, entryBody(day.meals[2], day.id, { food: milk }, '100'));
    // 230 + 207 + 57.5, 59.75 + 32.9 + 4.5, 3.5 + 7.7 + 3.15, 0.75 + 6.3 + 3
    expect(await dayTotal(server, token, date)).toEqual(macros('494.5', '97.15', '14.35', '10.05'));

    // Two names: meal 3 goes, with both of its entries and their macros.
    const shrink = await renameWithDate(token, info.id, 10, '51', 2021, namesBody(info, ['Café da manhã', 'Almoço']));
    expect(shrink.status).toBe(200);
    expect(shrink.text).toBe('');
    const shrunk = await getDay(server, token, date);
    expectLegacyDailyMeal(shrunk, account);
    expect(shrunk.meals.map((meal: any) => [meal.id, meal.mealName, meal.orderNumber, meal.mealEntries.map((e: any) => e.id)])).toEqual([
      [day.meals[0].id, 'Café da manhã', 1, [kept.id]],
      [day.meals[1].id, 'Almoço', 2, []],
    ]);
    expect(shrunk.macrosCount).toEqual({ id: day.id, ...macros('230.0', '59.75', '3.5', '0.75') });
    // The deleted entries no longer hold the recipe: it can be deleted now.
    expect((await call(server, 'DELETE', `/recipes/${shake.id}`, { token })).status).toBe(200);

    // Four names: two new empty meals at orderNumbers 3 and 4; the kept ones keep their ids and entries.
    const current = await getInfo(token);
    const grow = await renameWithDate(token, info.id, 10, '51', 2021, namesBody(current, ['Café da manhã', 'Almoço', 'Janta', 'Ceia']));
    expect(grow.status).toBe(200);
    const grown = await getDay(server, token, date);
    expectLegacyDailyMeal(grown, account);
    expect(grown.meals.map((meal: any) => [meal.mealName, meal.orderNumber, meal.mealEntries.length])).toEqual([
      ['Café da manhã', 1, 1],
      ['Almoço', 2, 0],
      ['Janta', 3, 0],
      ['Ceia', 4, 0],
    ]);
    expect(grown.meals.slice(0, 2).map((meal: any) => meal.id)).toEqual([day.meals[0].id, day.meals[1].id]);
    expect(grown.meals[2].id).not.toBe(day.meals[2].id);
    expect(grown.macrosCount).toEqual(shrunk.macrosCount);
    expect((await getInfo(token)).mealsPerDay).toBe('4');
  });

  it('saves the names only when the day was not started', async () => {
    const { token, info } = await newUser();
    const response = await renameWithDate(token, info.id, 3, '21', 2021, namesBody(info, ['A', 'B']));
    expect(response.status).toBe(200);
    expect(response.text).toBe('');
    expect(await names(token)).toEqual(['A', 'B']);
    expect((await getDay(server, token, { day: 3, month: 3, year: 2021 })).user).toBeNull();
  });

  it("never renames another user's day on that date", async () => {
    const { token, info } = await newUser();
    const other = await newUser();
    const theirs = await startDay(server, other.token, { day: 4, month: 4, year: 2021 });
    expect((await renameWithDate(token, info.id, 4, '31', 2021, namesBody(info, ['Mine']))).status).toBe(200);
    expect(await getDay(server, other.token, { day: 4, month: 4, year: 2021 })).toEqual(theirs);
  });

  it.each([
    ['31', '11', ['Date: 31/2/2021 is not a valid date.']],
    ['31', '31', ['Date: 31/4/2021 is not a valid date.']],
    ['1', '121', ["Month: Must be a month from 1 to 12, got '121'."]],
    ['1', '0', ["Month: Must be a month from 1 to 12, got '0'."]],
    ['1', '', ['Month: Required query parameter.']],
  ])('answers day=%s&month=%s with 400 {errors} before saving anything', async (day, month, errors) => {
    const { token, info } = pristine;
    const response = await call(server, 'POST', `/meals/meals-info/${info.id}/date?day=${day}&month=${month}&year=2021`, {
      token,
      body: namesBody(info, ['Never saved']),
    });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ errors });
    expect(await names(token)).toEqual(['Meal 1', 'Meal 2', 'Meal 3']);
  });

  it("answers another user's or an unknown id with 400 and saves nothing", async () => {
    const { token, info } = pristine;
    const other = stranger;
    const theirs = await startDay(server, other.token, { day: 5, month: 1, year: 2021 });
    for (const id of [other.info.id, 99999999]) {
      const response = await renameWithDate(token, id, 5, '01', 2021, namesBody(info, ['Never saved']));
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ errors: [`User meal info with id ${id} was not found.`] });
    }
    expect(await names(token)).toEqual(['Meal 1', 'Meal 2', 'Meal 3']);
    expect(await names(other.token)).toEqual(['Meal 1', 'Meal 2', 'Meal 3']);
    expect(await getDay(server, other.token, { day: 5, month: 1, year: 2021 })).toEqual(theirs);
  });

  it('answers invalid names with 400 and renames nothing', async () => {
    const { token, info } = pristine;
    const before = await startDay(server, token, { day: 6, month: 1, year: 2021 });
    const response = await renameWithDate(token, info.id, 6, '01', 2021, namesBody(info, ['Ok', '']));
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ errors: ['Meal names cannot be blank.'] });
    expect(await getDay(server, token, { day: 6, month: 1, year: 2021 })).toEqual(before);
  });
});

describe('POST /meals/meals-info/macros/{id} (macro goals)', () => {
  const goalsBody = (id: number, overrides: Record<string, unknown> = {}) => ({
    id,
    caloriesCount: '3000',
    carbsCount: '400',
    proteinsCount: '160',
    fatsCount: '80',
    ...overrides,
  });

  it("answers 200 with an empty body and updates the user's goals (comma or dot decimals)", async () => {
    const { token, info } = await newUser();
    const id = info.macrosGoal.id;
    const response = await call(server, 'POST', `/meals/meals-info/macros/${id}`, {
      token,
      body: goalsBody(id, { carbsCount: '400,5', fatsCount: '80.25', proteinsCount: 160 }),
    });
    expect(response.status).toBe(200);
    expect(response.text).toBe('');
    const saved = await getInfo(token);
    expect(saved.macrosGoal).toEqual({ id, ...macros('3000.0', '400.5', '160.0', '80.25') });
    // Names are untouched: /macros/{id} is not read as the meal-names update of an info called "macros".
    expect(saved.mealsName).toEqual(info.mealsName);
  });

  it('uses the path id, not the body id', async () => {
    const { token, info } = await newUser();
    const response = await call(server, 'POST', `/meals/meals-info/macros/${info.macrosGoal.id}`, { token, body: goalsBody(99999999) });
    expect(response.status).toBe(200);
    expect((await getInfo(token)).macrosGoal).toEqual({ id: info.macrosGoal.id, ...macros('3000.0', '400.0', '160.0', '80.0') });
  });

  it("answers another user's goal id with 400 and changes nobody's goals (difference 18)", async () => {
    const { token } = pristine;
    const other = stranger;
    const id = other.info.macrosGoal.id;
    const response = await call(server, 'POST', `/meals/meals-info/macros/${id}`, { token, body: goalsBody(id) });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ errors: [`Macros count with id ${id} was not found.`] });
    expect((await getInfo(token)).macrosGoal).toMatchObject(DEFAULT_GOALS);
    expect((await getInfo(other.token)).macrosGoal).toMatchObject(DEFAULT_GOALS);
  });

  it('answers an unknown or malformed id with 400', async () => {
    const { token } = pristine;
    for (const id of ['99999999', 'abc', '0']) {
      const response = await call(server, 'POST', `/meals/meals-info/macros/${id}`, { token, body: goalsBody(1) });
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ errors: [`Macros count with id ${id} was not found.`] });
    }
    expect((await getInfo(token)).macrosGoal).toMatchObject(DEFAULT_GOALS);
  });

  it('answers bad values with 400 {errors}, naming each field, and keeps the goals', async () => {
    const { token, info } = pristine;
    const id = info.macrosGoal.id;
    const response = await call(server, 'POST', `/meals/meals-info/macros/${id}`, {
      token,
      body: goalsBody(id, { caloriesCount: 'abc', carbsCount: '', fatsCount: '-1' }),
    });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ errors: ['Calories: Must be a number.', 'Carbs: Required field.', 'Fats: Must be 0 or more.'] });
    expect((await getInfo(token)).macrosGoal).toEqual(info.macrosGoal);
  });

  it('answers the new goals on the home page (GET /meals/meals-info) next to the day total', async () => {
    const { token, info } = await newUser();
    const id = info.macrosGoal.id;
    await call(server, 'POST', `/meals/meals-info/macros/${id}`, { token, body: goalsBody(id) });
    const day = await startDay(server, token, { day: 20, month: 1, year: 2021 });
    expect(day.macrosCount).toEqual({ id: day.id, ...macros('0.0', '0.0', '0.0', '0.0') });
    expect((await getInfo(token)).macrosGoal).toEqual({ id, ...macros('3000.0', '400.0', '160.0', '80.0') });
  });
});
