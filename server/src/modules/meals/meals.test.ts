import { EntityManager, In } from 'typeorm';
import { countQueries } from '../../../test/query-counter';
import { kitchen as makeKitchen } from '../../../test/meal-fixtures';
import { signUp, startTestServer, type TestServer } from '../../../test/test-server';
import { DailyMealEntity } from './daily-meal.entity';
import { MealEntity } from './meal.entity';
import { MealEntryEntity } from './meal-entry.entity';

const MACROS = '{ carbohydrates proteins fats calories }';
const DAY_FIELDS = `id date totals ${MACROS} meals { id name orderNumber dailyMealId totals ${MACROS} entries { id mealId quantity food { id name } recipe { id name } macros ${MACROS} } }`;
const DAY = `query($date: LocalDate!) { dailyMeal(date: $date) { ${DAY_FIELDS} } }`;
const START = `mutation($date: LocalDate!) { startDay(date: $date) { ${DAY_FIELDS} } }`;
const PAYLOAD = `{ entry { id mealId quantity food { name } recipe { name } macros ${MACROS} } meal { id totals ${MACROS} entries { id } } dailyMeal { id totals ${MACROS} } }`;
const ADD = `mutation($mealId: Int!, $input: MealEntryInput!) { addMealEntry(mealId: $mealId, input: $input) ${PAYLOAD} }`;
const UPDATE = `mutation($id: Int!, $input: MealEntryInput!) { updateMealEntry(id: $id, input: $input) ${PAYLOAD} }`;
const DELETE = `mutation($id: Int!) { deleteMealEntry(id: $id) ${PAYLOAD} }`;
const INFO = `{ mealInfo { id mealsPerDay mealNames { orderNumber name } goals { calories carbohydrates proteins fats } } }`;
const RENAME = `mutation($input: RenameMealsInput!) { renameMeals(input: $input) { mealInfo { mealsPerDay mealNames { orderNumber name } } dailyMeal { ${DAY_FIELDS} } } }`;
const GOALS = `mutation($input: MacroGoalsInput!) { updateMacroGoals(input: $input) { goals { calories carbohydrates proteins fats } } }`;
const CREATE_FOOD = `mutation($input: FoodInput!) { createFood(input: $input) { id } }`;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ok = <T = any>(query: string, variables: Record<string, unknown>, token: string) => server.data<T>(query, variables, token);

const kitchen = () => makeKitchen(server);

describe('daily meals', () => {
  it('has no day before it is started; starting copies the meal names and is idempotent', async () => {
    const { token } = await signUp(server);
    expect((await ok(DAY, { date: '2026-03-05' }, token)).dailyMeal).toBeNull();

    const day = (await ok(START, { date: '2026-03-05' }, token)).startDay;
    expect(day.date).toBe('2026-03-05');
    expect(day.meals.map((m: { name: string; orderNumber: number }) => [m.orderNumber, m.name])).toEqual([
      [1, 'Meal 1'],
      [2, 'Meal 2'],
      [3, 'Meal 3'],
    ]);
    expect(day.totals).toEqual({ carbohydrates: '0', proteins: '0', fats: '0', calories: '0' });

    const again = (await ok(START, { date: '2026-03-05' }, token)).startDay;
    expect(again.id).toBe(day.id);
    expect(again.meals).toHaveLength(3);
    expect((await ok(DAY, { date: '2026-03-05' }, token)).dailyMeal.id).toBe(day.id);
  });

  it('starts a day once when two startDay arrive at once: both succeed with the same day and one set of meals', async () => {
    const { token, user } = await signUp(server);
    const days = server.services.dataSource.getRepository(DailyMealEntity);
    const meals = server.services.dataSource.getRepository(MealEntity);
    // A few dates, to give the race more than one chance on a pooled database.
    for (const date of ['2026-06-01', '2026-06-02', '2026-06-03']) {
      const results = await Promise.all([server.gql(START, { date }, token), server.gql(START, { date }, token)]);
      expect(results.map((r) => r.errors)).toEqual([undefined, undefined]);
      const [first, second] = results.map((r) => r.data!.startDay);
      expect(second).toEqual(first);
      expect(first.meals.map((m: { name: string }) => m.name)).toEqual(['Meal 1', 'Meal 2', 'Meal 3']);
      expect(await days.countBy({ userId: user.id, date })).toBe(1);
      expect(await meals.countBy({ dailyMealId: first.id })).toBe(3);
      expect((await ok(DAY, { date }, token)).dailyMeal).toEqual(first);
    }
  });

  it('rejects impossible dates', async () => {
    const { token } = await signUp(server);
    const result = await server.gql(START, { date: '2026-02-31' }, token);
    expect(result.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
  });

  it('adds, edits and deletes entries with exact entry, meal and day totals', async () => {
    const { token, banana, oats, recipe } = await kitchen();
    const day = (await ok(START, { date: '2026-03-06' }, token)).startDay;
    const [breakfast, lunch] = day.meals;

    const first = (await ok(ADD, { mealId: breakfast.id, input: { foodId: banana, quantity: '250' } }, token)).addMealEntry;
    expect(first.entry).toMatchObject({ mealId: breakfast.id, quantity: '250', food: { name: 'Banana' }, recipe: null });
    expect(first.entry.macros).toEqual({ carbohydrates: '59.75', proteins: '3.5', fats: '0.75', calories: '230' });

    // Recipe per unit: (35.85 + 25.5) / 2 = 30.675 carbs … × 1.5 units
    const second = (await ok(ADD, { mealId: lunch.id, input: { recipeId: recipe, quantity: '1.5' } }, token)).addMealEntry;
    expect(second.entry.recipe).toEqual({ name: 'Mingau' });
    expect(second.entry.macros).toEqual({ carbohydrates: '46.013', proteins: '6.413', fats: '2.7', calories: '231.75' });
    expect(second.dailyMeal.totals).toEqual({ carbohydrates: '105.763', proteins: '9.913', fats: '3.45', calories: '461.75' });

    // 10 g of oats three times: 5.6666… each, 17 exactly in total (no per-entry rounding drift).
    for (let i = 0; i < 3; i++) await ok(ADD, { mealId: breakfast.id, input: { foodId: oats, quantity: '10' } }, token);
    const after = (await ok(DAY, { date: '2026-03-06' }, token)).dailyMeal;
    expect(after.meals[0].entries.map((e: { macros: { carbohydrates: string } }) => e.macros.carbohydrates)).toEqual([
      '59.75',
      '5.667',
      '5.667',
      '5.667',
    ]);
    expect(after.meals[0].totals.carbohydrates).toBe('76.75');

    const edited = (await ok(UPDATE, { id: first.entry.id, input: { foodId: banana, quantity: '100.5' } }, token)).updateMealEntry;
    expect(edited.entry.quantity).toBe('100.5');
    expect(edited.meal.totals.calories).toBe('206.46'); // 92.46 + 3 × 38
    const switched = (await ok(UPDATE, { id: first.entry.id, input: { recipeId: recipe, quantity: '1' } }, token)).updateMealEntry;
    expect(switched.entry).toMatchObject({ food: null, recipe: { name: 'Mingau' } });

    const removed = (await ok(DELETE, { id: second.entry.id }, token)).deleteMealEntry;
    expect(removed.entry.id).toBe(second.entry.id);
    expect(removed.meal.entries).toEqual([]);
    expect(removed.meal.totals.calories).toBe('0');
    expect(removed.dailyMeal.totals).toEqual({ carbohydrates: '47.675', proteins: '8.575', fats: '3.9', calories: '268.5' });
  });

  it('requires exactly one of food and recipe, and a positive quantity', async () => {
    const { token, banana, recipe } = await kitchen();
    const { startDay } = await ok(START, { date: '2026-03-07' }, token);
    const mealId = startDay.meals[0].id;
    for (const input of [{ quantity: '1' }, { foodId: banana, recipeId: recipe, quantity: '1' }]) {
      const result = await server.gql(ADD, { mealId, input }, token);
      expect(result.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { food: ['Choose a food or a recipe.'] } });
    }
    const zero = await server.gql(ADD, { mealId, input: { foodId: banana, quantity: '0' } }, token);
    expect(zero.errors![0].extensions).toMatchObject({ fields: { quantity: ['Must be greater than 0.'] } });
  });

  it("treats another user's meal, entry, food and recipe as not found", async () => {
    const mine = await kitchen();
    const theirs = await kitchen();
    const myDay = (await ok(START, { date: '2026-03-08' }, mine.token)).startDay;
    const theirDay = (await ok(START, { date: '2026-03-08' }, theirs.token)).startDay;
    const myEntry = (await ok(ADD, { mealId: myDay.meals[0].id, input: { foodId: mine.banana, quantity: '1' } }, mine.token)).addMealEntry
      .entry;

    const expectNotFound = async (query: string, variables: Record<string, unknown>, message: string) => {
      const result = await server.gql(query, variables, theirs.token);
      expect(result.errors![0]).toMatchObject({ message, extensions: { code: 'NOT_FOUND' } });
    };
    await expectNotFound(
      ADD,
      { mealId: myDay.meals[0].id, input: { foodId: theirs.banana, quantity: '1' } },
      `Meal with id ${myDay.meals[0].id} was not found.`,
    );
    await expectNotFound(
      ADD,
      { mealId: theirDay.meals[0].id, input: { foodId: mine.banana, quantity: '1' } },
      `Food with id ${mine.banana} was not found.`,
    );
    await expectNotFound(
      ADD,
      { mealId: theirDay.meals[0].id, input: { recipeId: mine.recipe, quantity: '1' } },
      `Recipe with id ${mine.recipe} was not found.`,
    );
    await expectNotFound(
      UPDATE,
      { id: myEntry.id, input: { foodId: theirs.banana, quantity: '2' } },
      `Meal entry with id ${myEntry.id} was not found.`,
    );
    await expectNotFound(DELETE, { id: myEntry.id }, `Meal entry with id ${myEntry.id} was not found.`);
    expect((await ok(DAY, { date: '2026-03-08' }, mine.token)).dailyMeal.meals[0].entries).toHaveLength(1);
  });

  it("refuses to point my entry at another user's food or recipe, changing nothing", async () => {
    const mine = await kitchen();
    const theirs = await kitchen();
    const { startDay } = await ok(START, { date: '2026-03-10' }, mine.token);
    const entry = (await ok(ADD, { mealId: startDay.meals[0].id, input: { foodId: mine.banana, quantity: '250' } }, mine.token))
      .addMealEntry.entry;
    const before = (await ok(DAY, { date: '2026-03-10' }, mine.token)).dailyMeal;

    const food = await server.gql(UPDATE, { id: entry.id, input: { foodId: theirs.banana, quantity: '1' } }, mine.token);
    expect(food.errors![0]).toMatchObject({ message: `Food with id ${theirs.banana} was not found.`, extensions: { code: 'NOT_FOUND' } });
    const recipe = await server.gql(UPDATE, { id: entry.id, input: { recipeId: theirs.recipe, quantity: '1' } }, mine.token);
    expect(recipe.errors![0]).toMatchObject({
      message: `Recipe with id ${theirs.recipe} was not found.`,
      extensions: { code: 'NOT_FOUND' },
    });
    expect(food.data).toBeNull();
    expect(recipe.data).toBeNull();

    const after = (await ok(DAY, { date: '2026-03-10' }, mine.token)).dailyMeal;
    expect(after).toEqual(before);
    expect(after.meals[0].entries).toEqual([
      expect.objectContaining({ id: entry.id, quantity: '250', food: { id: mine.banana, name: 'Banana' }, recipe: null }),
    ]);
  });

  it('requires exactly one of food and recipe and a positive quantity on update too, changing nothing', async () => {
    const { token, banana, recipe } = await kitchen();
    const { startDay } = await ok(START, { date: '2026-03-11' }, token);
    const entry = (await ok(ADD, { mealId: startDay.meals[0].id, input: { recipeId: recipe, quantity: '1.5' } }, token)).addMealEntry.entry;
    const before = (await ok(DAY, { date: '2026-03-11' }, token)).dailyMeal;

    for (const input of [
      { quantity: '2' },
      { foodId: null, recipeId: null, quantity: '2' },
      { foodId: banana, recipeId: recipe, quantity: '2' },
    ]) {
      const result = await server.gql(UPDATE, { id: entry.id, input }, token);
      expect(result.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { food: ['Choose a food or a recipe.'] } });
    }
    for (const quantity of ['0', '-1', '-0.001']) {
      const result = await server.gql(UPDATE, { id: entry.id, input: { foodId: banana, quantity } }, token);
      expect(result.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { quantity: ['Must be greater than 0.'] } });
    }
    expect((await ok(DAY, { date: '2026-03-11' }, token)).dailyMeal).toEqual(before);
  });

  it('refuses to delete a food or a recipe used by a meal entry', async () => {
    const { token, banana, recipe } = await kitchen();
    const { startDay } = await ok(START, { date: '2026-03-09' }, token);
    await ok(ADD, { mealId: startDay.meals[0].id, input: { recipeId: recipe, quantity: '1' } }, token);
    const food2 = (
      await ok(
        CREATE_FOOD,
        { input: { name: 'Mel', serving: '20', unit: 'G', carbohydrates: '16', proteins: '0', fats: '0', calories: '64' } },
        token,
      )
    ).createFood.id;
    await ok(ADD, { mealId: startDay.meals[1].id, input: { foodId: food2, quantity: '5' } }, token);

    const recipeRefused = await server.gql(`mutation { deleteRecipe(id: ${recipe}) { id } }`, {}, token);
    expect(recipeRefused.errors![0]).toMatchObject({
      message: "You can't delete a recipe if it's part of a daily meal.",
      extensions: { code: 'CONFLICT' },
    });
    const foodRefused = await server.gql(`mutation { deleteFood(id: ${food2}) { id } }`, {}, token);
    expect(foodRefused.errors![0]).toMatchObject({ message: "You can't delete a food if it is part of any daily meal." });
    // banana is in the recipe: the recipe check comes first.
    expect((await server.gql(`mutation { deleteFood(id: ${banana}) { id } }`, {}, token)).errors![0].message).toBe(
      "You can't delete a food with recipes associated.",
    );
  });

  it('loads a day of 10 meals × 20 entries in as many statements as a day of 1 × 1', async () => {
    const { token, banana, recipe } = await kitchen();
    const names = Array.from({ length: 10 }, (_, i) => `Meal ${i + 1}`);
    await ok(RENAME, { input: { names } }, token);
    const big = (await ok(START, { date: '2026-04-01' }, token)).startDay;
    const repository = server.services.dataSource.getRepository('MealEntryEntity');
    await repository.insert(
      big.meals.flatMap((meal: { id: number }) =>
        Array.from({ length: 20 }, (_, i) =>
          i % 2 ? { mealId: meal.id, foodId: banana, quantity: '10' } : { mealId: meal.id, recipeId: recipe, quantity: '1' },
        ),
      ),
    );
    await ok(RENAME, { input: { names: ['Only'] } }, token);
    const small = (await ok(START, { date: '2026-04-02' }, token)).startDay;
    await ok(ADD, { mealId: small.meals[0].id, input: { recipeId: recipe, quantity: '1' } }, token);

    const bigRead = await countQueries(server.services.dataSource, () => server.gql(DAY, { date: '2026-04-01' }, token));
    const smallRead = await countQueries(server.services.dataSource, () => server.gql(DAY, { date: '2026-04-02' }, token));
    expect(bigRead.result.data!.dailyMeal.meals).toHaveLength(10);
    expect(bigRead.result.data!.dailyMeal.meals[9].entries).toHaveLength(20);
    expect(bigRead.count).toBe(smallRead.count);
    // The token's check, the day with its meals, the entries with their foods, the recipes with their ingredients.
    expect(bigRead.count).toBe(4);
  });

  it('reads the joined rows right at their edges: a day without meals, several recipes, a recipe without ingredients', async () => {
    const { token, banana, oats, recipe } = await kitchen();
    const { dataSource } = server.services;
    const zero = { carbohydrates: '0', proteins: '0', fats: '0', calories: '0' };
    // No operation leaves a started day without meals, but the read must not make a meal of the join's NULL row.
    const empty = (await ok(START, { date: '2026-04-03' }, token)).startDay;
    await dataSource.query('DELETE FROM meals WHERE daily_meal_id = ?', [empty.id]);
    expect((await ok(DAY, { date: '2026-04-03' }, token)).dailyMeal).toMatchObject({ id: empty.id, meals: [], totals: zero });

    // Two recipes with ingredients (rows of one recipe follow each other), then one of them without any.
    const shake = (
      await ok(
        `mutation($input: RecipeInput!) { createRecipe(input: $input) { id } }`,
        { input: { name: 'Shake', serving: '1', ingredients: [{ foodId: oats, quantity: '30' }] } },
        token,
      )
    ).createRecipe.id;
    const day = (await ok(START, { date: '2026-04-04' }, token)).startDay;
    for (const input of [
      { recipeId: shake, quantity: '2' },
      { recipeId: recipe, quantity: '1' },
      { foodId: banana, quantity: '100' },
    ])
      await ok(ADD, { mealId: day.meals[0].id, input }, token);
    const entries = () => ok(DAY, { date: '2026-04-04' }, token).then((data) => data.dailyMeal.meals[0].entries);
    const before = await entries();
    expect(before.map((e: { recipe: { name: string } | null }) => e.recipe?.name ?? null)).toEqual(['Shake', 'Mingau', null]);
    // Shake: 2 × 30 g of oats (per 30 g: 17, 4.3, 2.1, 114); Mingau: 1 of its 2 un. of 150 g banana and 45 g oats.
    expect(before[0].macros).toEqual({ carbohydrates: '34', proteins: '8.6', fats: '4.2', calories: '228' });
    expect(before[1].macros).toEqual({ carbohydrates: '30.675', proteins: '4.275', fats: '1.8', calories: '154.5' });

    await dataSource.query('DELETE FROM recipe_ingredients WHERE recipe_id = ?', [recipe]);
    const after = await entries();
    expect(after[0].macros).toEqual(before[0].macros);
    expect(after[1]).toMatchObject({ recipe: { name: 'Mingau' }, macros: zero });
    expect(after[2].macros).toEqual({ carbohydrates: '23.9', proteins: '1.4', fats: '0.3', calories: '92' });
    expect((await ok(`query($id: Int!) { recipe(id: $id) { name ingredients { id } } }`, { id: recipe }, token)).recipe).toEqual({
      name: 'Mingau',
      ingredients: [],
    });
  });
});

describe('meal names and goals', () => {
  it('starts with the defaults', async () => {
    const { token } = await signUp(server);
    expect((await ok(INFO, {}, token)).mealInfo).toMatchObject({
      mealsPerDay: 3,
      mealNames: [
        { orderNumber: 1, name: 'Meal 1' },
        { orderNumber: 2, name: 'Meal 2' },
        { orderNumber: 3, name: 'Meal 3' },
      ],
      goals: { calories: '2000', carbohydrates: '150', proteins: '100', fats: '50' },
    });
  });

  it('renames meals for future days only, renumbering from 1', async () => {
    const { token } = await signUp(server);
    await ok(START, { date: '2026-05-01' }, token);
    const result = (await ok(RENAME, { input: { names: [' Café ', 'Almoço'] } }, token)).renameMeals;
    expect(result.mealInfo).toEqual({
      mealsPerDay: 2,
      mealNames: [
        { orderNumber: 1, name: 'Café' },
        { orderNumber: 2, name: 'Almoço' },
      ],
    });
    expect(result.dailyMeal).toBeNull();
    expect((await ok(DAY, { date: '2026-05-01' }, token)).dailyMeal.meals.map((m: { name: string }) => m.name)).toEqual([
      'Meal 1',
      'Meal 2',
      'Meal 3',
    ]);
    expect((await ok(START, { date: '2026-05-02' }, token)).startDay.meals.map((m: { name: string }) => m.name)).toEqual([
      'Café',
      'Almoço',
    ]);
  });

  it("renames one day's meals by order: kept renamed, extra removed with entries, missing added", async () => {
    const { token, banana } = await kitchen();
    const day = (await ok(START, { date: '2026-05-03' }, token)).startDay;
    await ok(ADD, { mealId: day.meals[0].id, input: { foodId: banana, quantity: '100' } }, token);
    await ok(ADD, { mealId: day.meals[2].id, input: { foodId: banana, quantity: '200' } }, token);

    const shrunk = (await ok(RENAME, { input: { names: ['Breakfast', 'Lunch'], renameDate: '2026-05-03' } }, token)).renameMeals.dailyMeal;
    expect(shrunk.meals.map((m: { name: string; orderNumber: number }) => [m.orderNumber, m.name])).toEqual([
      [1, 'Breakfast'],
      [2, 'Lunch'],
    ]);
    expect(shrunk.meals[0].id).toBe(day.meals[0].id);
    expect(shrunk.meals[0].entries).toHaveLength(1);
    expect(shrunk.totals.calories).toBe('92');

    const grown = (await ok(RENAME, { input: { names: ['Breakfast', 'Lunch', 'Snack', 'Dinner'], renameDate: '2026-05-03' } }, token))
      .renameMeals.dailyMeal;
    expect(grown.meals.map((m: { name: string }) => m.name)).toEqual(['Breakfast', 'Lunch', 'Snack', 'Dinner']);
    expect(grown.meals[2].entries).toEqual([]);
  });

  /**
   * Makes `EntityManager.prototype[method]` fail for `MealEntity` only (every other call runs for real),
   * for the duration of `run`; the GraphQL error is logged, so the log is silenced meanwhile.
   */
  async function failingOnMeals<T>(method: 'insert' | 'update', run: () => Promise<T>): Promise<T> {
    const original = EntityManager.prototype[method] as (...args: unknown[]) => Promise<unknown>;
    const failure = jest.spyOn(EntityManager.prototype, method).mockImplementation(function (this: EntityManager, ...args: unknown[]) {
      return args[0] === MealEntity ? Promise.reject(new Error('disk full')) : original.apply(this, args);
    } as any);
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const result = await run();
      expect(failure).toHaveBeenCalledWith(MealEntity, expect.anything(), ...(method === 'update' ? [expect.anything()] : []));
      return result;
    } finally {
      failure.mockRestore();
      log.mockRestore();
    }
  }

  it.each([
    // Names replaced, meal 3 and its entry deleted, then renaming meal 1 fails.
    ['renaming the kept meals after deleting the extra one', 'update', ['Breakfast', 'Lunch']],
    // Names replaced, meals 1–3 renamed, then adding meals 4 and 5 fails.
    ['adding the missing meals after renaming the kept ones', 'insert', ['Breakfast', 'Lunch', 'Snack', 'Dinner', 'Supper']],
  ] as const)('keeps the names and the day unchanged when a rename with renameDate fails %s', async (_step, method, names) => {
    const { token, banana, recipe } = await kitchen();
    const day = (await ok(START, { date: '2026-05-04' }, token)).startDay;
    await ok(ADD, { mealId: day.meals[0].id, input: { foodId: banana, quantity: '100' } }, token);
    await ok(ADD, { mealId: day.meals[2].id, input: { recipeId: recipe, quantity: '1' } }, token);
    const infoBefore = (await ok(INFO, {}, token)).mealInfo;
    const dayBefore = (await ok(DAY, { date: '2026-05-04' }, token)).dailyMeal;

    const result = await failingOnMeals(method, () => server.gql(RENAME, { input: { names, renameDate: '2026-05-04' } }, token));
    expect(result.errors![0].extensions!.code).toBe('INTERNAL_SERVER_ERROR');

    expect((await ok(INFO, {}, token)).mealInfo).toEqual(infoBefore);
    expect(infoBefore.mealNames.map((n: { name: string }) => n.name)).toEqual(['Meal 1', 'Meal 2', 'Meal 3']);
    const dayAfter = (await ok(DAY, { date: '2026-05-04' }, token)).dailyMeal;
    expect(dayAfter).toEqual(dayBefore);
    expect(dayAfter.meals.map((m: { name: string; entries: unknown[] }) => [m.name, m.entries.length])).toEqual([
      ['Meal 1', 1],
      ['Meal 2', 0],
      ['Meal 3', 1],
    ]);
    // The same rename goes through once nothing fails.
    const renamed = (await ok(RENAME, { input: { names, renameDate: '2026-05-04' } }, token)).renameMeals.dailyMeal;
    expect(renamed.meals.map((m: { name: string }) => m.name)).toEqual(names);
  });

  it('keeps everything unchanged when the names are invalid', async () => {
    const { token } = await signUp(server);
    for (const [names, message] of [
      [[], 'Keep at least one meal.'],
      [['Ok', '  '], 'Meal names cannot be blank.'],
      [Array.from({ length: 21 }, () => 'x'), 'At most 20 meals a day.'],
    ] as const) {
      const result = await server.gql(RENAME, { input: { names } }, token);
      expect(result.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { names: [message] } });
    }
    expect((await ok(INFO, {}, token)).mealInfo.mealsPerDay).toBe(3);
  });

  /**
   * The QA day: four meals (Café da manhã 3 entries, Almoço 3, Jantar 2, Ceia 2, quantities telling them apart) on
   * `date`; the meals' ids and their entries' quantities in order.
   */
  async function fourMealDay(date: string) {
    const { token, banana } = await kitchen();
    const names = ['Café da manhã', 'Almoço', 'Jantar', 'Ceia'];
    await ok(RENAME, { input: { names } }, token);
    const day = (await ok(START, { date }, token)).startDay;
    const quantities = [
      ['101', '102', '103'],
      ['201', '202', '203'],
      ['301', '302'],
      ['401', '402'],
    ];
    for (const [index, list] of quantities.entries()) {
      for (const quantity of list) await ok(ADD, { mealId: day.meals[index].id, input: { foodId: banana, quantity } }, token);
    }
    return { token, names, ids: day.meals.map((m: { id: number }) => m.id) as number[], quantities };
  }

  type DayMeal = { id: number; name: string; orderNumber: number; entries: Array<{ quantity: string }> };
  const shape = (day: { meals: DayMeal[] }) => day.meals.map((m) => [m.orderNumber, m.name, m.entries.map((e) => e.quantity)]);
  const mealsLeft = (mealIds: number[]) => server.services.dataSource.getRepository(MealEntity).countBy({ id: In(mealIds) });

  it("removing the first of four meals keeps the others' entries under their own names (previousOrderNumbers)", async () => {
    const date = '2026-11-27';
    const { token, ids, quantities } = await fourMealDay(date);
    // Another user's day of the same date stays as it is.
    const other = await signUp(server);
    const otherDay = (await ok(START, { date }, other.token)).startDay;

    const result = (
      await ok(RENAME, { input: { names: ['Almoço', 'Jantar', 'Ceia'], previousOrderNumbers: [2, 3, 4], renameDate: date } }, token)
    ).renameMeals;
    expect(result.mealInfo.mealNames.map((n: { name: string }) => n.name)).toEqual(['Almoço', 'Jantar', 'Ceia']);
    expect(shape(result.dailyMeal)).toEqual([
      [1, 'Almoço', quantities[1]],
      [2, 'Jantar', quantities[2]],
      [3, 'Ceia', quantities[3]],
    ]);
    expect(result.dailyMeal.meals.map((m: DayMeal) => m.id)).toEqual(ids.slice(1));
    // Only the removed meal went, with its 3 entries: 10 entries × banana → 7 entries left.
    expect(shape((await ok(DAY, { date }, token)).dailyMeal)).toEqual(shape(result.dailyMeal));
    expect(await mealsLeft([ids[0]])).toBe(0);
    expect(await server.services.dataSource.getRepository(MealEntryEntity).countBy({ mealId: In(ids) })).toBe(7);
    expect((await ok(DAY, { date }, other.token)).dailyMeal).toEqual(otherDay);
  });

  it('removing the last meal keeps the first three with their entries', async () => {
    const date = '2026-11-28';
    const { token, ids, quantities } = await fourMealDay(date);
    const day = (
      await ok(RENAME, { input: { names: ['Café', 'Almoço', 'Jantar'], previousOrderNumbers: [1, 2, 3], renameDate: date } }, token)
    ).renameMeals.dailyMeal;
    expect(shape(day)).toEqual([
      [1, 'Café', quantities[0]],
      [2, 'Almoço', quantities[1]],
      [3, 'Jantar', quantities[2]],
    ]);
    expect(day.meals.map((m: DayMeal) => m.id)).toEqual(ids.slice(0, 3));
    expect(await server.services.dataSource.getRepository(MealEntryEntity).countBy({ mealId: In(ids) })).toBe(8);
  });

  it('reorders meals with their entries, adds new ones empty where asked and removes the ones not kept', async () => {
    const date = '2026-11-29';
    const { token, ids, quantities } = await fourMealDay(date);
    const input = { names: ['Ceia', 'Lanche', 'Café da manhã'], previousOrderNumbers: [4, null, 1], renameDate: date };
    const result = (await ok(RENAME, { input }, token)).renameMeals;
    expect(shape(result.dailyMeal)).toEqual([
      [1, 'Ceia', quantities[3]],
      [2, 'Lanche', []],
      [3, 'Café da manhã', quantities[0]],
    ]);
    expect([result.dailyMeal.meals[0].id, result.dailyMeal.meals[2].id]).toEqual([ids[3], ids[0]]);
    expect(await mealsLeft([ids[1], ids[2]])).toBe(0);
    expect(result.mealInfo.mealNames).toEqual([
      { orderNumber: 1, name: 'Ceia' },
      { orderNumber: 2, name: 'Lanche' },
      { orderNumber: 3, name: 'Café da manhã' },
    ]);
    // Without previousOrderNumbers, names still continue the meals by position (the legacy door's meaning).
    const positional = (await ok(RENAME, { input: { names: ['A', 'B'], renameDate: date } }, token)).renameMeals.dailyMeal;
    expect(shape(positional)).toEqual([
      [1, 'A', quantities[3]],
      [2, 'B', []],
    ]);
  });

  it('refuses previousOrderNumbers of the wrong length, out of range or repeated, and changes nothing', async () => {
    const date = '2026-11-30';
    const { token } = await fourMealDay(date);
    const infoBefore = (await ok(INFO, {}, token)).mealInfo;
    const dayBefore = (await ok(DAY, { date }, token)).dailyMeal;
    for (const [previousOrderNumbers, message] of [
      [[2, 3], 'Give one previous meal (or none) for each name.'],
      [[2, 3, 4, 1], 'Give one previous meal (or none) for each name.'],
      [[0, 3, 4], 'There is no meal 0 to keep.'],
      [[2, 5, 4], 'There is no meal 5 to keep.'],
      [[2, null, -1], 'There is no meal -1 to keep.'],
      [[2, 2, 4], 'Meal 2 can only be kept once.'],
    ] as const) {
      const result = await server.gql(RENAME, { input: { names: ['A', 'B', 'C'], previousOrderNumbers, renameDate: date } }, token);
      expect(result.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { previousOrderNumbers: [message] } });
    }
    const tooMany = Array.from({ length: 21 }, (_, index) => index + 1);
    const result = await server.gql(RENAME, { input: { names: ['A'], previousOrderNumbers: tooMany, renameDate: date } }, token);
    expect(result.errors![0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { previousOrderNumbers: ['At most 20 meals a day.'] },
    });
    expect((await ok(INFO, {}, token)).mealInfo).toEqual(infoBefore);
    expect((await ok(DAY, { date }, token)).dailyMeal).toEqual(dayBefore);
  });

  it('refuses a change made from meal names since changed elsewhere (previousNames), and changes nothing', async () => {
    const date = '2026-12-01';
    const { token, names } = await fourMealDay(date);
    // Another tab removed the first meal after this form was opened with the four names.
    await ok(RENAME, { input: { names: names.slice(1), previousOrderNumbers: [2, 3, 4], renameDate: date } }, token);
    const infoBefore = (await ok(INFO, {}, token)).mealInfo;
    const dayBefore = (await ok(DAY, { date }, token)).dailyMeal;
    // This form now removes what it thinks is the last meal (Ceia) but would remove order 4, which is gone, or the
    // wrong one: refused before anything changes.
    for (const previousNames of [names, [...names.slice(1)].reverse(), names.slice(1, 3)]) {
      const stale = { names: ['Café', 'Almoço', 'Jantar'], previousOrderNumbers: [1, 2, 3], previousNames, renameDate: date };
      const result = await server.gql(RENAME, { input: stale }, token);
      expect(result.errors![0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: {
          previousNames: ['The meal names were changed elsewhere meanwhile. Reload the page to see them, then make your change again.'],
        },
      });
    }
    expect((await ok(INFO, {}, token)).mealInfo).toEqual(infoBefore);
    expect((await ok(DAY, { date }, token)).dailyMeal).toEqual(dayBefore);
    // The current names (surrounding spaces aside) are accepted.
    const current = {
      names: ['Almoço', 'Jantar'],
      previousOrderNumbers: [1, 2],
      previousNames: [' Almoço', 'Jantar', 'Ceia '],
      renameDate: date,
    };
    const day = (await ok(RENAME, { input: current }, token)).renameMeals.dailyMeal;
    expect(day.meals.map((m: DayMeal) => m.name)).toEqual(['Almoço', 'Jantar']);
  });

  it('updates the macro goals, which must be 0 or more', async () => {
    const { token } = await signUp(server);
    const updated = (await ok(GOALS, { input: { calories: '3000', carbohydrates: '400.5', proteins: '160', fats: '0' } }, token))
      .updateMacroGoals;
    expect(updated.goals).toEqual({ calories: '3000', carbohydrates: '400.5', proteins: '160', fats: '0' });
    const bad = await server.gql(GOALS, { input: { calories: '-1', carbohydrates: '1', proteins: '1', fats: '1' } }, token);
    expect(bad.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { calories: ['Must be 0 or more.'] } });
  });
});
