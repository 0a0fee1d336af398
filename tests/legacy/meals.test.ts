/**
 * The legacy `/meals` and `/meals/entries` endpoints, plus the "in use by a meal entry" refusals of DELETE /foods
 * and /recipes; "difference N" is row N of docs/legacy-rest.md's deliberate differences.
 */
import { DailyMealEntity } from '../../server/src/modules/meals/daily-meal.entity';
import { MealEntity } from '../../server/src/modules/meals/meal.entity';
import { call, createFood, registerAndLogin, startLegacyServer, type TestServer } from './helpers';
import {
  addEntry,
  createRecipe,
  dateQuery,
  dayTotal,
  entryBody,
  expectLegacyDailyMeal,
  expectLegacyMacrosCount,
  expectLegacyMealEntry,
  getDay,
  iso,
  macros,
  startDay,
  type Day,
} from './meals-helpers';

let server: TestServer;
let account: { name: string; email: string; password: string };
let token: string;
let otherToken: string;
/** The demo foods (shared/demo-data.json), by name. */
const foods: Record<string, any> = {};
let vitamina: any;
let otherFood: any;
let otherRecipe: any;

const DEMO_FOODS = [
  { name: 'Arroz', serving: '100', unit: 'g', carbohydrates: '28', proteins: '2.5', fats: '0', calories: '128' },
  { name: 'Banana', serving: '100', unit: 'g', carbohydrates: '23.9', proteins: '1.4', fats: '0.3', calories: '92' },
  { name: 'Iogurte de Morango', serving: '200', unit: 'ml', carbohydrates: '27', proteins: '6', fats: '3', calories: '160' },
  { name: 'Farelo de Aveia', serving: '100', unit: 'g', carbohydrates: '66', proteins: '18', fats: '7', calories: '250' },
  { name: 'Feijão', serving: '100', unit: 'g', carbohydrates: '63', proteins: '21', fats: '0.3', calories: '339' },
  { name: 'Frango', serving: '100', unit: 'g', carbohydrates: '3.3', proteins: '27', fats: '8.8', calories: '199' },
  { name: 'Leite', serving: '200', unit: 'ml', carbohydrates: '9', proteins: '6.3', fats: '6', calories: '115' },
  { name: 'Whey', serving: '30', unit: 'g', carbohydrates: '5', proteins: '23', fats: '0', calories: '116' },
  { name: 'Mel', serving: '20', unit: 'g', carbohydrates: '16', proteins: '0', fats: '0', calories: '64' },
];

beforeAll(async () => {
  server = await startLegacyServer();
  ({ account, token } = await registerAndLogin(server));
  ({ token: otherToken } = await registerAndLogin(server));
  for (const food of DEMO_FOODS) foods[food.name] = await createFood(server, token, food);
  // Per serving (1 un.): 387 kcal, 53.9 g carbs, 30.7 g proteins, 6.3 g fats (demo-data derivedPerServing).
  vitamina = await createRecipe(server, token, 'Vitamina de Banana', [
    [foods.Banana, '100'],
    [foods.Leite, '200'],
    [foods.Whey, '30'],
    [foods.Mel, '20'],
  ]);
  otherFood = await createFood(server, otherToken, { name: 'Foreign food' });
  otherRecipe = await createRecipe(server, otherToken, 'Foreign recipe', [[otherFood, '50']]);
  // A fresh MariaDB schema, two sign-ups and a dozen requests can outlast the default 5 s under load.
}, 30_000);
afterAll(() => server.close());

/** Each test works on its own date so the days never collide. */
let dayCounter = 0;
const nextDay = (): Day => {
  dayCounter += 1;
  return { day: (dayCounter % 28) + 1, month: Math.floor(dayCounter / 28) + 1, year: 2021 };
};

const NOT_STARTED = {
  id: null,
  date: null,
  user: null,
  macrosCount: { id: null, caloriesCount: '0.0', carbsCount: '0.0', proteinsCount: '0.0', fatsCount: '0.0' },
  meals: [],
};

describe('GET /meals?day&month&year', () => {
  it('answers 401 without a token', async () => {
    const response = await call(server, 'GET', `/meals?${dateQuery(nextDay())}`);
    expect(response.status).toBe(401);
  });

  it('answers 200 with the placeholder for a day that was not started (checklist 6)', async () => {
    const response = await call(server, 'GET', `/meals?${dateQuery(nextDay())}`, { token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.json).toEqual(NOT_STARTED);
    expectLegacyMacrosCount(response.json.macrosCount, null);
  });

  it('answers a started day with its meals, entries and total, every field in its legacy type', async () => {
    const date = nextDay();
    const started = await startDay(server, token, date);
    const breakfast = started.meals[0];
    await addEntry(server, token, entryBody(breakfast, started.id, { food: foods.Banana }, '250'));
    await addEntry(server, token, entryBody(started.meals[2], started.id, { recipe: vitamina }, '1'));

    const day = await getDay(server, token, date);
    expectLegacyDailyMeal(day, account);
    expect(day.id).toBe(started.id);
    expect(day.date).toBe(iso(date));
    expect(day.user).toEqual({ name: account.name, email: account.email });
    expect(day.macrosCount).toEqual({ id: day.id, ...macros('617.0', '113.65', '34.2', '7.05') });
    expect(day.meals.map((meal: any) => [meal.mealName, meal.orderNumber, meal.mealEntries.length])).toEqual([
      ['Meal 1', 1, 1],
      ['Meal 2', 2, 0],
      ['Meal 3', 3, 1],
    ]);
    const [banana] = day.meals[0].mealEntries;
    expect(banana).toEqual({
      id: banana.id,
      mealId: breakfast.id,
      quantity: '250.0',
      food: foods.Banana,
      recipe: null,
      macrosCount: { id: banana.id, ...macros('230.0', '59.75', '3.5', '0.75') },
      dailyMealId: day.id,
    });
    const [shake] = day.meals[2].mealEntries;
    expect(shake.food).toBeNull();
    expect(shake.recipe).toEqual(vitamina);
    expect(shake.macrosCount).toEqual({ id: shake.id, ...macros('387.0', '53.9', '30.7', '6.3') });
  });

  it('totals the demo day of shared/demo-data.json from the stored entries', async () => {
    const date = nextDay();
    const day = await startDay(server, token, date);
    const [breakfast, lunch, dinner] = day.meals;
    const entries: [any, { food?: any; recipe?: any }, string][] = [
      [breakfast, { food: foods.Banana }, '250'],
      [breakfast, { food: foods['Farelo de Aveia'] }, '100'],
      [breakfast, { food: foods['Iogurte de Morango'] }, '200'],
      [lunch, { food: foods.Arroz }, '300'],
      [lunch, { food: foods['Feijão'] }, '100'],
      [lunch, { food: foods.Frango }, '150'],
      [dinner, { recipe: vitamina }, '1'],
    ];
    for (const [meal, item, quantity] of entries) await addEntry(server, token, entryBody(meal, day.id, item, quantity));
    // demo-data exactSumOfEntryMacros: 2048.5 / 358.59999999999997 / 127.2 / 30.55 (the client shows 358,599 either way).
    expect(await dayTotal(server, token, date)).toEqual(macros('2048.5', '358.6', '127.2', '30.55'));
    const loaded = await getDay(server, token, date);
    expectLegacyDailyMeal(loaded, account);
    expect(loaded.meals[1].mealEntries.map((entry: any) => entry.macrosCount.carbsCount)).toEqual(['84.0', '63.0', '4.95']);
  });

  it('reads the month as an ordinary 1-based month, never the /date encoding', async () => {
    const november = { day: 5, month: 11, year: 2022 };
    const started = await startDay(server, token, november);
    expect(started.date).toBe('2022-11-05');
    expect((await getDay(server, token, november)).id).toBe(started.id);
    expect(await getDay(server, token, { day: 5, month: 2, year: 2022 })).toEqual(NOT_STARTED);
    const zeroPadded = await call(server, 'GET', '/meals?day=05&month=11&year=2022', { token });
    expect(zeroPadded.json.id).toBe(started.id);
  });

  it("never shows another user's day", async () => {
    const date = nextDay();
    await startDay(server, otherToken, date);
    expect(await getDay(server, token, date)).toEqual(NOT_STARTED);
  });

  it.each([
    ['day=31&month=2&year=2021', ['Date: 31/2/2021 is not a valid date.']],
    ['day=29&month=2&year=2021', ['Date: 29/2/2021 is not a valid date.']],
    ['day=31&month=4&year=2021', ['Date: 31/4/2021 is not a valid date.']],
    ['day=5&month=13&year=2021', ["Month: Must be a month from 1 to 12, got '13'."]],
    ['day=5&month=0&year=2021', ["Month: Must be a month from 1 to 12, got '0'."]],
    ['day=5&month=21&year=2021', ["Month: Must be a month from 1 to 12, got '21'."]],
    ['day=0&month=1&year=2021', ["Day: Must be a day from 1 to 31, got '0'."]],
    ['day=abc&month=1&year=2021', ["Day: Must be a day from 1 to 31, got 'abc'."]],
    ['day=5&month=1&year=21', ["Year: Must be a year from 1000 to 9999, got '21'."]],
    ['day=5&month=1', ['Year: Required query parameter.']],
    ['', ['Day: Required query parameter.', 'Month: Required query parameter.', 'Year: Required query parameter.']],
    ['day=5&day=6&month=1&year=2021', ['Day: Give it once, as a whole number.']],
  ])('answers the invalid date %p with 400 {errors}', async (query, errors) => {
    const response = await call(server, 'GET', `/meals?${query}`, { token });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ errors });
  });
});

describe('POST /meals?day&month&year (start the day)', () => {
  it('answers 200 with the new day: one empty meal per meal name, a zero total, the owner', async () => {
    const date = nextDay();
    // Exactly as the client sends it: no body, no content type.
    const response = await call(server, 'POST', `/meals?${dateQuery(date)}`, { token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const day = response.json;
    expectLegacyDailyMeal(day, account);
    expect(day.date).toBe(iso(date));
    expect(day.macrosCount).toEqual({ id: day.id, ...macros('0.0', '0.0', '0.0', '0.0') });
    expect(
      day.meals.map((meal: any) => ({ mealName: meal.mealName, orderNumber: meal.orderNumber, mealEntries: meal.mealEntries })),
    ).toEqual([
      { mealName: 'Meal 1', orderNumber: 1, mealEntries: [] },
      { mealName: 'Meal 2', orderNumber: 2, mealEntries: [] },
      { mealName: 'Meal 3', orderNumber: 3, mealEntries: [] },
    ]);
    expect(await getDay(server, token, date)).toEqual(day);
  });

  it('is idempotent: a second call answers the existing day with its entries (difference 3)', async () => {
    const date = nextDay();
    const first = await startDay(server, token, date);
    await addEntry(server, token, entryBody(first.meals[0], first.id, { food: foods.Banana }, '100'));
    const second = await call(server, 'POST', `/meals?${dateQuery(date)}`, { token });
    expect(second.status).toBe(200);
    expect(second.json.id).toBe(first.id);
    expect(second.json.meals.map((meal: any) => meal.id)).toEqual(first.meals.map((meal: any) => meal.id));
    expect(second.json.meals[0].mealEntries).toHaveLength(1);
    expect(second.json).toEqual(await getDay(server, token, date));
  });

  it('answers two simultaneous calls for the same date with the same day: one daily meal, one set of meals', async () => {
    const days = server.services.dataSource.getRepository(DailyMealEntity);
    const meals = server.services.dataSource.getRepository(MealEntity);
    for (let attempt = 0; attempt < 3; attempt++) {
      const date = nextDay();
      const responses = await Promise.all([
        call(server, 'POST', `/meals?${dateQuery(date)}`, { token }),
        call(server, 'POST', `/meals?${dateQuery(date)}`, { token }),
      ]);
      expect(responses.map((r) => r.status)).toEqual([200, 200]);
      const [first, second] = responses.map((r) => r.json);
      expectLegacyDailyMeal(first, account);
      expect(second).toEqual(first);
      expect(first.meals.map((meal: any) => meal.mealName)).toEqual(['Meal 1', 'Meal 2', 'Meal 3']);
      expect(await days.countBy({ date: iso(date) })).toBe(1);
      expect(await meals.countBy({ dailyMealId: first.id })).toBe(3);
      expect(await getDay(server, token, date)).toEqual(first);
    }
  });

  it('ignores a body if one is sent', async () => {
    const date = nextDay();
    const response = await call(server, 'POST', `/meals?${dateQuery(date)}`, { token, body: { id: 99, date: '1999-01-01' } });
    expect(response.status).toBe(200);
    expect(response.json.date).toBe(iso(date));
  });

  it('keeps users apart: the same date gives each user their own day', async () => {
    const date = nextDay();
    const mine = await startDay(server, token, date);
    const theirs = await startDay(server, otherToken, date);
    expect(theirs.id).not.toBe(mine.id);
    expect(theirs.user.email).not.toBe(account.email);
  });

  it('answers an invalid date with 400 {errors} and creates nothing', async () => {
    const response = await call(server, 'POST', '/meals?day=30&month=2&year=2021', { token });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ errors: ['Date: 30/2/2021 is not a valid date.'] });
    const missing = await call(server, 'POST', '/meals?day=1&year=2021', { token });
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual({ errors: ['Month: Required query parameter.'] });
  });
});

describe('POST /meals/entries (add)', () => {
  let date: Day;
  let day: any;
  beforeEach(async () => {
    date = nextDay();
    day = await startDay(server, token, date);
  });

  it('answers 200 with the created food entry, typed field by field', async () => {
    const response = await call(server, 'POST', '/meals/entries', {
      token,
      body: entryBody(day.meals[0], day.id, { food: foods.Banana }, '250'),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const entry = response.json;
    expectLegacyMealEntry(entry, { mealId: day.meals[0].id, dailyMealId: day.id });
    expect(entry).toEqual({
      id: entry.id,
      mealId: day.meals[0].id,
      quantity: '250.0',
      food: foods.Banana,
      recipe: null,
      // 250 g of a banana of 23.9 g carbs per 100 g: 59.75 g.
      macrosCount: { id: entry.id, ...macros('230.0', '59.75', '3.5', '0.75') },
      dailyMealId: day.id,
    });
    expect(await dayTotal(server, token, date)).toEqual(macros('230.0', '59.75', '3.5', '0.75'));
  });

  it('adds a recipe entry with a comma quantity "1,5" and answers the full recipe (difference 2)', async () => {
    const entry = await addEntry(server, token, entryBody(day.meals[2], day.id, { recipe: vitamina }, '1,5'));
    expectLegacyMealEntry(entry, { mealId: day.meals[2].id, dailyMealId: day.id });
    expect(entry.quantity).toBe('1.5');
    expect(entry.food).toBeNull();
    expect(entry.recipe).toEqual(vitamina);
    expect(entry.recipe.ingredients.map((ingredient: any) => [ingredient.food.name, ingredient.quantity, ingredient.food.unit])).toEqual([
      ['Banana', '100.0', 'g'],
      ['Leite', '200.0', 'ml'],
      ['Whey', '30.0', 'g'],
      ['Mel', '20.0', 'g'],
    ]);
    // 1.5 × (387 / 53.9 / 30.7 / 6.3)
    expect(entry.macrosCount).toEqual({ id: entry.id, ...macros('580.5', '80.85', '46.05', '9.45') });
    expect(await dayTotal(server, token, date)).toEqual(macros('580.5', '80.85', '46.05', '9.45'));
  });

  it('accepts JSON numbers and numeric text for the ids and quantity', async () => {
    const food = { ...foods.Banana, id: String(foods.Banana.id) };
    const body = { ...entryBody(day.meals[0], day.id, { food }, '0'), quantity: 50, mealId: String(day.meals[0].id) };
    const entry = await addEntry(server, token, body);
    expect(entry.quantity).toBe('50.0');
    expect(entry.macrosCount).toEqual({ id: entry.id, ...macros('46.0', '11.95', '0.7', '0.15') });
  });

  it("computes from the stored food and recipe, never the body's copies (difference 15)", async () => {
    const forgedFood = {
      ...foods.Banana,
      name: 'Forged',
      serving: '1',
      carbohydrates: '999',
      proteins: '999',
      fats: '999',
      calories: '999',
    };
    const food = await addEntry(server, token, entryBody(day.meals[0], day.id, { food: forgedFood }, '100'));
    expect(food.food).toEqual(foods.Banana);
    expect(food.macrosCount).toEqual({ id: food.id, ...macros('92.0', '23.9', '1.4', '0.3') });

    const forgedRecipe = { ...vitamina, serving: '10', ingredients: [{ id: 0, quantity: '1', food: forgedFood }] };
    const recipe = await addEntry(server, token, entryBody(day.meals[1], day.id, { recipe: forgedRecipe }, '1'));
    expect(recipe.recipe).toEqual(vitamina);
    expect(recipe.macrosCount).toEqual({ id: recipe.id, ...macros('387.0', '53.9', '30.7', '6.3') });
    expect(await dayTotal(server, token, date)).toEqual(macros('479.0', '77.8', '32.1', '6.6'));
    // The stored food itself is untouched.
    expect((await call(server, 'GET', `/foods/${foods.Banana.id}`, { token })).json).toEqual(foods.Banana);
  });

  it('ignores the client-only fields (id, macrosCount) of the body', async () => {
    const entry = await addEntry(server, token, {
      ...entryBody(day.meals[0], day.id, { food: foods.Banana }, '100', 987654),
      macrosCount: { id: 5, caloriesCount: '1', carbsCount: '1', proteinsCount: '1', fatsCount: '1' },
    });
    expect(entry.id).not.toBe(987654);
    expect(entry.macrosCount.carbsCount).toBe('23.9');
  });

  it('keeps a running day total over adds, edits and deletes, recomputed from the entries', async () => {
    const banana = await addEntry(server, token, entryBody(day.meals[0], day.id, { food: foods.Banana }, '250'));
    expect(await dayTotal(server, token, date)).toEqual(macros('230.0', '59.75', '3.5', '0.75'));

    const shake = await addEntry(server, token, entryBody(day.meals[2], day.id, { recipe: vitamina }, '1,5'));
    // 230 + 580.5, 59.75 + 80.85, 3.5 + 46.05, 0.75 + 9.45
    expect(await dayTotal(server, token, date)).toEqual(macros('810.5', '140.6', '49.55', '10.2'));

    const edit = await call(server, 'POST', `/meals/entries/${banana.id}`, {
      token,
      body: entryBody(day.meals[0], day.id, { food: foods.Banana }, '100', banana.id),
    });
    expect(edit.status).toBe(200);
    // 92 + 580.5, 23.9 + 80.85, 1.4 + 46.05, 0.3 + 9.45
    expect(await dayTotal(server, token, date)).toEqual(macros('672.5', '104.75', '47.45', '9.75'));

    expect((await call(server, 'DELETE', `/meals/entries/${shake.id}`, { token })).status).toBe(200);
    expect(await dayTotal(server, token, date)).toEqual(macros('92.0', '23.9', '1.4', '0.3'));

    expect((await call(server, 'DELETE', `/meals/entries/${banana.id}`, { token })).status).toBe(200);
    expect(await dayTotal(server, token, date)).toEqual(macros('0.0', '0.0', '0.0', '0.0'));
  });

  it.each([
    ['no quantity', { quantity: undefined }, ['Quantity: Required field.']],
    ['an empty quantity', { quantity: '' }, ['Quantity: Required field.']],
    ['a zero quantity', { quantity: '0' }, ['Quantity: Must be greater than 0.']],
    ['a negative quantity', { quantity: '-1' }, ['Quantity: Must be greater than 0.']],
    ['a non-numeric quantity', { quantity: '1,5,0' }, ['Quantity: Must be a number.']],
    ['neither food nor recipe', { food: undefined }, ['Food: Choose a food or a recipe.']],
    ['both food and recipe', { recipe: 'vitamina' }, ['Food: Choose a food or a recipe, not both.']],
    ['a food without id', { food: { name: 'Banana' } }, ['Food: Required field.']],
    ['no mealId', { mealId: undefined }, ['Meal: Required field.']],
    ['no dailyMealId', { dailyMealId: null }, ['Daily meal: Required field.']],
    ['a malformed mealId', { mealId: 'abc' }, ['Meal: Must be a number.']],
  ])('answers %s with 400 {errors} and adds nothing', async (_case, overrides: Record<string, unknown>, errors) => {
    const body: Record<string, unknown> = { ...entryBody(day.meals[0], day.id, { food: foods.Banana }, '100'), ...overrides };
    if (body.recipe === 'vitamina') body.recipe = vitamina;
    const response = await call(server, 'POST', '/meals/entries', { token, body });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ errors });
    expect((await getDay(server, token, date)).meals[0].mealEntries).toEqual([]);
  });

  it('answers every body problem at once', async () => {
    const response = await call(server, 'POST', '/meals/entries', { token, body: { quantity: '0' } });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({
      errors: [
        'Meal: Required field.',
        'Daily meal: Required field.',
        'Quantity: Must be greater than 0.',
        'Food: Choose a food or a recipe.',
      ],
    });
  });

  describe('ownership (difference 4)', () => {
    let foreignDay: any;
    beforeEach(async () => {
      foreignDay = await startDay(server, otherToken, date);
    });

    const expectRefused = async (body: object, message: string) => {
      const response = await call(server, 'POST', '/meals/entries', { token, body });
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ errors: [message] });
      const mine = await getDay(server, token, date);
      expect(mine.meals.flatMap((meal: any) => meal.mealEntries)).toEqual([]);
      const theirs = await getDay(server, otherToken, date);
      expect(theirs.meals.flatMap((meal: any) => meal.mealEntries)).toEqual([]);
    };

    it("refuses another user's meal", async () => {
      const meal = foreignDay.meals[0];
      await expectRefused(entryBody(meal, day.id, { food: foods.Banana }, '100'), `Meal with id ${meal.id} was not found.`);
    });

    it("refuses another user's meal with their daily meal, naming the meal first (legacy order)", async () => {
      const meal = foreignDay.meals[0];
      await expectRefused(entryBody(meal, foreignDay.id, { food: foods.Banana }, '100'), `Meal with id ${meal.id} was not found.`);
    });

    it('refuses an unknown meal', async () => {
      await expectRefused(entryBody({ id: 99999999 }, day.id, { food: foods.Banana }, '100'), 'Meal with id 99999999 was not found.');
    });

    it("refuses another user's daily meal", async () => {
      await expectRefused(
        entryBody(day.meals[0], foreignDay.id, { food: foods.Banana }, '100'),
        `Daily meal with id ${foreignDay.id} was not found.`,
      );
    });

    it('refuses an unknown daily meal', async () => {
      await expectRefused(entryBody(day.meals[0], 99999999, { food: foods.Banana }, '100'), 'Daily meal with id 99999999 was not found.');
    });

    it('refuses a meal of another of my days', async () => {
      const otherDay = await startDay(server, token, nextDay());
      await expectRefused(
        entryBody(otherDay.meals[0], day.id, { food: foods.Banana }, '100'),
        `Daily meal with id ${day.id} was not found.`,
      );
    });

    it("refuses another user's food", async () => {
      await expectRefused(entryBody(day.meals[0], day.id, { food: otherFood }, '100'), `Food with id ${otherFood.id} was not found.`);
    });

    it("refuses another user's recipe", async () => {
      await expectRefused(entryBody(day.meals[0], day.id, { recipe: otherRecipe }, '1'), `Recipe with id ${otherRecipe.id} was not found.`);
    });

    it('refuses an unknown food', async () => {
      await expectRefused(
        entryBody(day.meals[0], day.id, { food: { ...foods.Banana, id: 99999999 } }, '1'),
        'Food with id 99999999 was not found.',
      );
    });
  });
});

describe('POST /meals/entries/{id} (edit)', () => {
  let date: Day;
  let day: any;
  let entry: any;
  beforeEach(async () => {
    date = nextDay();
    day = await startDay(server, token, date);
    entry = await addEntry(server, token, entryBody(day.meals[0], day.id, { food: foods.Banana }, '250'));
  });

  const edit = (id: number | string, body: object, editToken = token) =>
    call(server, 'POST', `/meals/entries/${id}`, { token: editToken, body });

  it('answers 200 with an empty body and replaces the quantity ("1,5")', async () => {
    const response = await edit(entry.id, { ...entry, quantity: '1,5' });
    expect(response.status).toBe(200);
    expect(response.text).toBe('');
    const [stored] = (await getDay(server, token, date)).meals[0].mealEntries;
    expect(stored).toEqual({ ...entry, quantity: '1.5', macrosCount: { id: entry.id, ...macros('1.38', '0.359', '0.021', '0.005') } });
  });

  it('switches the entry from a food to a recipe, keeping it in its meal', async () => {
    const { food: _food, ...withoutFood } = entry;
    const response = await edit(entry.id, { ...withoutFood, recipe: vitamina, quantity: '2' });
    expect(response.status).toBe(200);
    expect(response.text).toBe('');
    const loaded = await getDay(server, token, date);
    expectLegacyDailyMeal(loaded, account);
    const [stored] = loaded.meals[0].mealEntries;
    expect(stored).toMatchObject({ id: entry.id, mealId: day.meals[0].id, quantity: '2.0', food: null, recipe: vitamina });
    expect(loaded.macrosCount).toEqual({ id: day.id, ...macros('774.0', '107.8', '61.4', '12.6') });
  });

  it('keeps the entry in its meal whatever meal of the day the body names', async () => {
    const response = await edit(entry.id, { ...entry, mealId: day.meals[1].id, quantity: '100' });
    expect(response.status).toBe(200);
    const loaded = await getDay(server, token, date);
    expect(loaded.meals[0].mealEntries.map((e: any) => [e.id, e.quantity])).toEqual([[entry.id, '100.0']]);
    expect(loaded.meals[1].mealEntries).toEqual([]);
  });

  it("answers another user's entry with 400 and leaves it unchanged", async () => {
    const response = await edit(entry.id, { ...entry, quantity: '1' }, otherToken);
    expect(response.status).toBe(400);
    // The other user's body names our meal, so the meal lookup refuses first (legacy order).
    expect(response.json).toEqual({ errors: [`Meal with id ${day.meals[0].id} was not found.`] });
    const foreignDay = await startDay(server, otherToken, date);
    const own = await edit(entry.id, { ...entry, mealId: foreignDay.meals[0].id, dailyMealId: foreignDay.id, quantity: '1' }, otherToken);
    expect(own.status).toBe(400);
    expect(own.json).toEqual({ errors: [`Meal entry with id ${entry.id} was not found.`] });
    const bare = await edit(entry.id, { quantity: '1', food: foods.Banana }, otherToken);
    expect(bare.json).toEqual({ errors: [`Meal entry with id ${entry.id} was not found.`] });
    expect((await getDay(server, token, date)).meals[0].mealEntries[0].quantity).toBe('250.0');
  });

  it('answers an unknown or malformed id with 400 and the entry message', async () => {
    for (const id of ['99999999', 'abc', '0', '1.5']) {
      const response = await edit(id, { ...entry, quantity: '1' });
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ errors: [`Meal entry with id ${id} was not found.`] });
    }
  });

  it("answers another user's food or recipe with 400 and leaves the entry unchanged", async () => {
    const food = await edit(entry.id, { ...entry, food: otherFood });
    expect(food.status).toBe(400);
    expect(food.json).toEqual({ errors: [`Food with id ${otherFood.id} was not found.`] });
    const { food: _food, ...withoutFood } = entry;
    const recipe = await edit(entry.id, { ...withoutFood, recipe: otherRecipe });
    expect(recipe.status).toBe(400);
    expect(recipe.json).toEqual({ errors: [`Recipe with id ${otherRecipe.id} was not found.`] });
    expect((await getDay(server, token, date)).meals[0].mealEntries[0]).toEqual(entry);
  });

  it('answers a bad body with 400 {errors}', async () => {
    const response = await edit(entry.id, { ...entry, quantity: '0', recipe: vitamina });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ errors: ['Quantity: Must be greater than 0.', 'Food: Choose a food or a recipe, not both.'] });
  });
});

describe('DELETE /meals/entries/{id}', () => {
  it('answers 200 with an empty body and removes the entry', async () => {
    const date = nextDay();
    const day = await startDay(server, token, date);
    const keep = await addEntry(server, token, entryBody(day.meals[0], day.id, { food: foods.Arroz }, '300'));
    const drop = await addEntry(server, token, entryBody(day.meals[0], day.id, { food: foods.Banana }, '250'));
    const response = await call(server, 'DELETE', `/meals/entries/${drop.id}`, { token });
    expect(response.status).toBe(200);
    expect(response.text).toBe('');
    const loaded = await getDay(server, token, date);
    expect(loaded.meals[0].mealEntries.map((entry: any) => entry.id)).toEqual([keep.id]);
    expect(loaded.macrosCount).toEqual({ id: day.id, ...macros('384.0', '84.0', '7.5', '0.0') });
    const again = await call(server, 'DELETE', `/meals/entries/${drop.id}`, { token });
    expect(again.status).toBe(400);
    expect(again.json).toEqual({ errors: [`Meal entry with id ${drop.id} was not found.`] });
  });

  it("answers another user's entry with 400 and keeps it", async () => {
    const date = nextDay();
    const day = await startDay(server, token, date);
    const entry = await addEntry(server, token, entryBody(day.meals[0], day.id, { food: foods.Banana }, '250'));
    const response = await call(server, 'DELETE', `/meals/entries/${entry.id}`, { token: otherToken });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ errors: [`Meal entry with id ${entry.id} was not found.`] });
    expect((await getDay(server, token, date)).meals[0].mealEntries).toHaveLength(1);
  });

  it('answers an unknown or malformed id with 400 and the entry message', async () => {
    for (const id of ['99999999', 'abc', '-1']) {
      const response = await call(server, 'DELETE', `/meals/entries/${id}`, { token });
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ errors: [`Meal entry with id ${id} was not found.`] });
    }
  });
});

describe('foods and recipes used by meal entries', () => {
  it('DELETE /foods/{id} refuses a food used by an entry, then deletes it once the entry is gone', async () => {
    const food = await createFood(server, token, { name: 'Used food' });
    const day = await startDay(server, token, nextDay());
    const entry = await addEntry(server, token, entryBody(day.meals[0], day.id, { food }, '10'));
    const refused = await call(server, 'DELETE', `/foods/${food.id}`, { token });
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({ errors: ["You can't delete a food if it is part of any daily meal."] });
    expect((await call(server, 'GET', `/foods/${food.id}`, { token })).status).toBe(200);

    expect((await call(server, 'DELETE', `/meals/entries/${entry.id}`, { token })).status).toBe(200);
    const deleted = await call(server, 'DELETE', `/foods/${food.id}`, { token });
    expect(deleted.status).toBe(200);
    expect(deleted.text).toBe('');
  });

  it('DELETE /recipes/{id} refuses a recipe used by an entry, then deletes it once the entry is gone', async () => {
    const recipe = await createRecipe(server, token, 'Used recipe', [[foods.Mel, '10']]);
    const day = await startDay(server, token, nextDay());
    const entry = await addEntry(server, token, entryBody(day.meals[0], day.id, { recipe }, '1'));
    const refused = await call(server, 'DELETE', `/recipes/${recipe.id}`, { token });
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({ errors: ["You can't delete a recipe if it's part of a daily meal."] });
    expect((await call(server, 'GET', `/recipes/${recipe.id}`, { token })).status).toBe(200);

    expect((await call(server, 'DELETE', `/meals/entries/${entry.id}`, { token })).status).toBe(200);
    expect((await call(server, 'DELETE', `/recipes/${recipe.id}`, { token })).status).toBe(200);
  });
});

describe('route precedence', () => {
  it('does not take /meals/entries or /meals/meals-info as ids or dates', async () => {
    // GET /meals/entries is no endpoint at all: not a day lookup.
    const entries = await call(server, 'GET', '/meals/entries', { token });
    expect(entries.status).toBe(404);
    expect(entries.json.errors).toHaveLength(1);
    const info = await call(server, 'GET', '/meals/meals-info', { token });
    expect(info.status).toBe(200);
    expect(info.json.mealsName).toBeDefined();
  });
});
