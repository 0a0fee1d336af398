import { EntityManager } from 'typeorm';
import { countQueries } from '../../../test/query-counter';
import { createFood, kitchen as makeKitchen } from '../../../test/meal-fixtures';
import { signUp, startTestServer, type TestServer } from '../../../test/test-server';
import { MealEntryEntity } from '../meals/meal-entry.entity';

const MACROS = '{ carbohydrates proteins fats calories }';
const DAY_FIELDS = `id date totals ${MACROS} meals { id name orderNumber totals ${MACROS} entries { id quantity food { id name } recipe { id name } } }`;
const DAY = `query($date: LocalDate!) { dailyMeal(date: $date) { ${DAY_FIELDS} } }`;
const START = `mutation($date: LocalDate!) { startDay(date: $date) { ${DAY_FIELDS} } }`;
const ADD = `mutation($mealId: Int!, $input: MealEntryInput!) { addMealEntry(mealId: $mealId, input: $input) { entry { id } } }`;
const COPY_DAY = `mutation($from: LocalDate!, $to: LocalDate!) { copyDay(from: $from, to: $to) { ${DAY_FIELDS} } }`;
const COPY_MEAL = `mutation($from: Int!, $to: Int!) { copyMeal(fromMealId: $from, toMealId: $to) { meal { id totals ${MACROS} entries { id quantity } } dailyMeal { id totals ${MACROS} } } }`;
const RENAME = `mutation($input: RenameMealsInput!) { renameMeals(input: $input) { mealInfo { mealsPerDay } } }`;
const RECENT = `query($today: LocalDate!) { recentMealSources(today: $today) { food { id name } recipe { id name } uses lastUsed } }`;
const PROGRESS = `query($from: LocalDate!, $to: LocalDate!) { dietProgress(from: $from, to: $to) { from to daysInRange daysLogged averages ${MACROS} days { date logged totals ${MACROS} goals ${MACROS} } } }`;
const GOALS = `mutation($input: MacroGoalsInput!, $date: LocalDate) { updateMacroGoals(input: $input, date: $date) { goals ${MACROS} } }`;
const SET_WEIGHT = `mutation($input: BodyWeightInput!, $today: LocalDate!) { setBodyWeight(input: $input, today: $today) { bodyWeight { id date weight } trend { latest { date weight } previous { date weight } change } } }`;
const DELETE_WEIGHT = `mutation($id: Int!, $today: LocalDate!) { deleteBodyWeight(id: $id, today: $today) { bodyWeight { id date weight } trend { latest { date weight } change } } }`;
const WEIGHTS = `query($from: LocalDate!, $to: LocalDate!) { bodyWeights(from: $from, to: $to) { id date weight } }`;
const TREND = `query($today: LocalDate!) { bodyWeightTrend(today: $today) { latest { date weight } previous { date weight } change } }`;
const CREATE_FOOD = `mutation($input: FoodInput!) { createFood(input: $input) { id } }`;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ok = <T = any>(query: string, variables: Record<string, unknown>, token: string) => server.data<T>(query, variables, token);

/** The meal tests' kitchen, an egg (per 50 g), and `log` to start a day with entries. */
async function kitchen() {
  const base = await makeKitchen(server);
  const { token } = base;
  const egg = await createFood(server, token, 'Ovo', '50', ['0.6', '6.3', '5.3', '78']);
  /** Starts `date` and adds `[mealIndex, source, quantity]` entries. */
  async function log(date: string, entries: [number, { foodId: number } | { recipeId: number }, string][]) {
    const day = (await ok(START, { date }, token)).startDay;
    for (const [meal, source, quantity] of entries) await ok(ADD, { mealId: day.meals[meal].id, input: { ...source, quantity } }, token);
    return (await ok(DAY, { date }, token)).dailyMeal;
  }
  return { ...base, egg, log };
}

const entrySummary = (day: any) =>
  day.meals.map((meal: any) => [
    meal.orderNumber,
    meal.name,
    meal.entries.map((e: any) => `${e.food?.name ?? e.recipe?.name} ${e.quantity}`),
  ]);

describe('copying meals', () => {
  it('copies a day into another by meal position, starting the day, after what it already has', async () => {
    const k = await kitchen();
    const yesterday = await k.log('2026-05-01', [
      [0, { foodId: k.banana }, '120'],
      [0, { recipeId: k.recipe }, '1.5'],
      [2, { foodId: k.oats }, '40'],
    ]);
    // Today is started with one entry already, in its first meal.
    await k.log('2026-05-02', [[0, { foodId: k.egg }, '100']]);

    const copied = (await ok(COPY_DAY, { from: '2026-05-01', to: '2026-05-02' }, k.token)).copyDay;
    expect(copied.date).toBe('2026-05-02');
    expect(entrySummary(copied)).toEqual([
      [1, 'Meal 1', ['Ovo 100', 'Banana 120', 'Mingau 1.5']],
      [2, 'Meal 2', []],
      [3, 'Meal 3', ['Aveia 40']],
    ]);
    // The copy is new rows: the source day is as it was.
    expect(entrySummary((await ok(DAY, { date: '2026-05-01' }, k.token)).dailyMeal)).toEqual(entrySummary(yesterday));

    // Into a day not started yet: started by the copy, totals equal the source's.
    const fresh = (await ok(COPY_DAY, { from: '2026-05-01', to: '2026-05-03' }, k.token)).copyDay;
    expect(fresh.totals).toEqual(yesterday.totals);
    expect((await ok(DAY, { date: '2026-05-03' }, k.token)).dailyMeal.totals).toEqual(yesterday.totals);
  });

  it('adds a meal named like the source for a position the target day lacks', async () => {
    const k = await kitchen();
    await ok(RENAME, { input: { names: ['Café', 'Almoço', 'Jantar', 'Ceia'] } }, k.token);
    await k.log('2026-05-01', [[3, { foodId: k.banana }, '100']]);
    await ok(RENAME, { input: { names: ['Café', 'Almoço'] } }, k.token);
    await k.log('2026-05-02', []);

    const copied = (await ok(COPY_DAY, { from: '2026-05-01', to: '2026-05-02' }, k.token)).copyDay;
    expect(entrySummary(copied)).toEqual([
      [1, 'Café', []],
      [2, 'Almoço', []],
      [3, 'Jantar', []],
      [4, 'Ceia', ['Banana 100']],
    ]);
  });

  it('refuses a day with no entries, the same day, and bad dates, changing nothing', async () => {
    const k = await kitchen();
    await k.log('2026-05-01', []); // started, but empty
    for (const from of ['2026-05-01', '2026-04-30' /* never started */]) {
      const result = await server.gql(COPY_DAY, { from, to: '2026-05-02' }, k.token);
      const shown = from.split('-').reverse().join('/');
      expect(result.errors![0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { from: [`There are no entries on ${shown} to copy.`] },
      });
    }
    expect((await ok(DAY, { date: '2026-05-02' }, k.token)).dailyMeal).toBeNull();

    const same = await server.gql(COPY_DAY, { from: '2026-05-01', to: '2026-05-01' }, k.token);
    expect(same.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { from: ['Choose another day to copy from.'] } });
    const bad = await server.gql(COPY_DAY, { from: '2026-02-30', to: '2026-05-01' }, k.token);
    expect(bad.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
  });

  it("never reads another user's day: their entries are not there to copy", async () => {
    const mine = await kitchen();
    const theirs = await kitchen();
    await theirs.log('2026-05-01', [[0, { foodId: theirs.banana }, '100']]);
    const result = await server.gql(COPY_DAY, { from: '2026-05-01', to: '2026-05-02' }, mine.token);
    expect(result.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    expect((await ok(DAY, { date: '2026-05-02' }, mine.token)).dailyMeal).toBeNull();
  });

  it('is all or nothing: a failure while inserting the copies leaves the target day unstarted', async () => {
    const k = await kitchen();
    await k.log('2026-05-01', [[0, { foodId: k.banana }, '100']]);
    const insert = EntityManager.prototype.insert;
    const spy = jest.spyOn(EntityManager.prototype, 'insert').mockImplementation(function (this: EntityManager, target: any, values: any) {
      if (target === MealEntryEntity) throw new Error('disk full');
      return insert.call(this, target, values);
    });
    try {
      const result = await server.gql(COPY_DAY, { from: '2026-05-01', to: '2026-05-02' }, k.token);
      expect(result.errors![0].extensions!.code).toBe('INTERNAL_SERVER_ERROR');
    } finally {
      spy.mockRestore();
    }
    expect((await ok(DAY, { date: '2026-05-02' }, k.token)).dailyMeal).toBeNull();
  });

  it('copies one meal into another, with fresh meal and day totals', async () => {
    const k = await kitchen();
    const source = await k.log('2026-05-01', [
      [0, { foodId: k.banana }, '100'],
      [0, { recipeId: k.recipe }, '1'],
    ]);
    const target = await k.log('2026-05-02', [[1, { foodId: k.egg }, '50']]);
    const { copyMeal } = await ok(COPY_MEAL, { from: source.meals[0].id, to: target.meals[1].id }, k.token);
    expect(copyMeal.meal.id).toBe(target.meals[1].id);
    expect(copyMeal.meal.entries.map((e: any) => e.quantity)).toEqual(['50', '100', '1']);
    const day = (await ok(DAY, { date: '2026-05-02' }, k.token)).dailyMeal;
    expect(copyMeal.dailyMeal.totals).toEqual(day.totals);
    expect(copyMeal.meal.totals).toEqual(day.meals[1].totals);

    const empty = await server.gql(COPY_MEAL, { from: source.meals[1].id, to: target.meals[0].id }, k.token);
    expect(empty.errors![0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { fromMealId: ['Meal 2 has no entries to copy.'] },
    });
    const same = await server.gql(COPY_MEAL, { from: source.meals[0].id, to: source.meals[0].id }, k.token);
    expect(same.errors![0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { fromMealId: ['Choose another meal to copy from.'] },
    });
  });

  it('keeps every meal within 100 entries: copies back and forth and additions are refused past it, changing nothing', async () => {
    const k = await kitchen();
    const day = await k.log('2026-05-01', [[0, { foodId: k.banana }, '1']]);
    const [a, b] = [day.meals[0].id, day.meals[1].id];
    const copy = (from: number, to: number) => server.gql(COPY_MEAL, { from, to }, k.token);
    // Fibonacci: A 1 → B 1 → A 2 → … → A 89; then B (55) + 89 would be 144.
    let [from, to] = [a, b];
    for (let i = 0; i < 10; i++) {
      expect((await copy(from, to)).errors).toBeUndefined();
      [from, to] = [to, from];
    }
    const refused = await copy(a, b);
    expect(refused.errors![0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { fromMealId: ['At most 100 entries in a meal.'] },
    });
    const counts = async () => (await ok(DAY, { date: '2026-05-01' }, k.token)).dailyMeal.meals.map((m: any) => m.entries.length);
    expect(await counts()).toEqual([89, 55, 0]);
    for (let i = 0; i < 11; i++) await ok(ADD, { mealId: a, input: { foodId: k.oats, quantity: '1' } }, k.token);
    const added = await server.gql(ADD, { mealId: a, input: { foodId: k.oats, quantity: '1' } }, k.token);
    expect(added.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { food: ['At most 100 entries in a meal.'] } });
    expect(await counts()).toEqual([100, 55, 0]);
  });

  it("answers not found for another user's meal on either side and changes nothing", async () => {
    const mine = await kitchen();
    const theirs = await kitchen();
    const myDay = await mine.log('2026-05-01', [[0, { foodId: mine.banana }, '100']]);
    const theirDay = await theirs.log('2026-05-01', [[0, { foodId: theirs.banana }, '100']]);
    for (const [from, to] of [
      [theirDay.meals[0].id, myDay.meals[1].id],
      [myDay.meals[0].id, theirDay.meals[1].id],
    ]) {
      const result = await server.gql(COPY_MEAL, { from, to }, mine.token);
      expect(result.errors![0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    }
    expect(entrySummary((await ok(DAY, { date: '2026-05-01' }, theirs.token)).dailyMeal)).toEqual(entrySummary(theirDay));
    expect(entrySummary((await ok(DAY, { date: '2026-05-01' }, mine.token)).dailyMeal)).toEqual(entrySummary(myDay));
  });
});

describe('recent foods and recipes', () => {
  it('lists what was eaten in the last 14 days, most used first, then most recent', async () => {
    const k = await kitchen();
    await k.log('2026-05-01', [
      [0, { foodId: k.egg }, '50'],
      [0, { foodId: k.egg }, '50'],
      [0, { foodId: k.egg }, '50'],
    ]); // 15 days before: out
    await k.log('2026-05-03', [
      [0, { foodId: k.oats }, '30'],
      [1, { recipeId: k.recipe }, '1'],
    ]);
    await k.log('2026-05-10', [
      [0, { foodId: k.oats }, '30'],
      [2, { foodId: k.banana }, '100'],
    ]);
    await k.log('2026-05-15', [
      [1, { recipeId: k.recipe }, '2'],
      [0, { foodId: k.egg }, '50'],
    ]);
    await k.log('2026-05-16', [[1, { foodId: k.banana }, '100']]); // after "today": out

    const recent = (await ok(RECENT, { today: '2026-05-15' }, k.token)).recentMealSources;
    expect(recent.map((r: any) => [r.food?.name ?? r.recipe?.name, r.uses, r.lastUsed])).toEqual([
      ['Mingau', 2, '2026-05-15'],
      ['Aveia', 2, '2026-05-10'],
      ['Ovo', 1, '2026-05-15'],
      ['Banana', 1, '2026-05-10'],
    ]);
    expect(recent[0].food).toBeNull();
    expect(recent[1].recipe).toBeNull();

    const someoneElse = await signUp(server);
    expect((await ok(RECENT, { today: '2026-05-15' }, someoneElse.token)).recentMealSources).toEqual([]);
  });

  it('shows at most 10, in a fixed number of statements', async () => {
    const k = await kitchen();
    const foods: number[] = [];
    for (let i = 0; i < 12; i++) {
      foods.push(
        (
          await ok(
            CREATE_FOOD,
            { input: { name: `Food ${i}`, serving: '100', unit: 'G', carbohydrates: '1', proteins: '1', fats: '1', calories: '9' } },
            k.token,
          )
        ).createFood.id,
      );
    }
    await k.log('2026-06-01', [
      [0, { recipeId: k.recipe }, '1'],
      [0, { foodId: k.egg }, '50'],
    ]);
    const few = await countQueries(server.services.dataSource, () => server.gql(RECENT, { today: '2026-06-01' }, k.token));
    await k.log('2026-06-02', [
      ...foods.map((foodId) => [0, { foodId }, '10'] as [number, { foodId: number }, string]),
      [1, { recipeId: k.recipe }, '1'],
    ]);
    const many = await countQueries(server.services.dataSource, () => server.gql(RECENT, { today: '2026-06-02' }, k.token));
    expect(many.result.data!.recentMealSources).toHaveLength(10);
    expect(many.result.data!.recentMealSources[0]).toMatchObject({ recipe: { id: k.recipe }, uses: 2 });
    expect(many.count).toBe(few.count);
  });
});

describe('diet progress', () => {
  it('gives each day the same totals as the day itself, gaps for days not logged, and averages of the logged days', async () => {
    const k = await kitchen();
    const first = await k.log('2026-03-01', [
      [0, { foodId: k.banana }, '123.456'],
      [1, { recipeId: k.recipe }, '0.333'],
      [2, { foodId: k.oats }, '45'],
    ]);
    const empty = await k.log('2026-03-03', []);
    const third = await k.log('2026-03-04', [
      [0, { foodId: k.banana }, '100'],
      [0, { foodId: k.banana }, '0.001'],
      [1, { foodId: k.egg }, '77.7'],
    ]);
    // A day whose only entry was deleted again: started, but nothing is logged on it.
    const emptied = await k.log('2026-03-05', [[0, { foodId: k.egg }, '50']]);
    await ok(`mutation($id: Int!) { deleteMealEntry(id: $id) { __typename } }`, { id: emptied.meals[0].entries[0].id }, k.token);

    const progress = (await ok(PROGRESS, { from: '2026-02-28', to: '2026-03-05' }, k.token)).dietProgress;
    // A started day with no entries is not logged, like a day never started (QA: it counted as 0 kcal and pulled the
    // averages down).
    expect(progress).toMatchObject({ from: '2026-02-28', to: '2026-03-05', daysInRange: 6, daysLogged: 2 });
    expect(progress.days.map((d: any) => [d.date, d.logged, d.totals])).toEqual([
      ['2026-02-28', false, null],
      ['2026-03-01', true, first.totals],
      ['2026-03-02', false, null],
      ['2026-03-03', false, null],
      ['2026-03-04', true, third.totals],
      ['2026-03-05', false, null],
    ]);
    expect(empty.totals).toEqual({ carbohydrates: '0', proteins: '0', fats: '0', calories: '0' });
    // Averages: the sum of the logged days' totals over 2 (exact, rounded once), the empty days left out.
    const average = (key: string) => {
      const thousandths = [first, third].reduce((total, day) => total + BigInt(Math.round(Number(day.totals[key]) * 1000)), 0n);
      return thousandths;
    };
    for (const key of ['carbohydrates', 'proteins', 'fats', 'calories']) {
      const expected = Number(average(key)) / 2 / 1000;
      expect(Math.abs(Number(progress.averages[key]) - expected)).toBeLessThanOrEqual(0.0011);
    }
    // A range of empty days only: none logged, no averages.
    const none = (await ok(PROGRESS, { from: '2026-03-02', to: '2026-03-03' }, k.token)).dietProgress;
    expect(none).toMatchObject({ daysInRange: 2, daysLogged: 0, averages: null });
    expect(none.days.map((d: any) => d.logged)).toEqual([false, false]);
  });

  it('sums range totals that equal the sum of the days (a long range read in one pass)', async () => {
    const k = await kitchen();
    const days: any[] = [];
    for (let d = 1; d <= 9; d++) {
      days.push(
        await k.log(`2026-01-0${d}`, [
          [0, { foodId: k.banana }, `${d}0.5`],
          [1, { recipeId: k.recipe }, `0.${d}`],
          [2, { foodId: k.egg }, '33.333'],
        ]),
      );
    }
    const progress = (await ok(PROGRESS, { from: '2026-01-01', to: '2026-01-09' }, k.token)).dietProgress;
    expect(progress.days.map((d: any) => d.totals)).toEqual(days.map((d) => d.totals));
  });

  it('compares each day with the goals in force on that day: a change does not repaint earlier days', async () => {
    const k = await kitchen();
    await k.log('2026-04-01', [[0, { foodId: k.banana }, '100']]);
    const defaults = { calories: '2000', carbohydrates: '150', proteins: '100', fats: '50' };
    const lean = { calories: '1800', carbohydrates: '120', proteins: '140', fats: '45' };
    const bulk = { calories: '3000', carbohydrates: '350', proteins: '160', fats: '90' };
    await ok(GOALS, { input: lean, date: '2026-04-03' }, k.token);
    await ok(GOALS, { input: bulk, date: '2026-04-05' }, k.token);
    // A second change on the same day replaces the first.
    await ok(GOALS, { input: { ...bulk, calories: '3100' }, date: '2026-04-05' }, k.token);

    const goals = async (from: string, to: string) =>
      (await ok(PROGRESS, { from, to }, k.token)).dietProgress.days.map((d: any) => [d.date, d.goals.calories]);
    expect(await goals('2026-04-01', '2026-04-06')).toEqual([
      ['2026-04-01', defaults.calories],
      ['2026-04-02', defaults.calories],
      ['2026-04-03', lean.calories],
      ['2026-04-04', lean.calories],
      ['2026-04-05', '3100'],
      ['2026-04-06', '3100'],
    ]);
    // A range inside one period reads the row in force before it; one before any row reads the earliest.
    expect(await goals('2026-04-04', '2026-04-04')).toEqual([['2026-04-04', lean.calories]]);
    expect(await goals('2020-01-01', '2020-01-01')).toEqual([['2020-01-01', defaults.calories]]);

    // Setting goals from an earlier day drops the later history: they hold from that day on.
    await ok(GOALS, { input: lean, date: '2026-04-04' }, k.token);
    expect(await goals('2026-04-03', '2026-04-06')).toEqual([
      ['2026-04-03', lean.calories],
      ['2026-04-04', lean.calories],
      ['2026-04-05', lean.calories],
      ['2026-04-06', lean.calories],
    ]);
  });

  it('refuses a range that is backwards, longer than 366 days or not real dates', async () => {
    const { token } = await signUp(server);
    const message = 'Choose a range of 1 to 366 days, the start not after the end.';
    for (const [from, to] of [
      ['2026-03-02', '2026-03-01'],
      ['2025-01-01', '2026-01-02'],
    ]) {
      const result = await server.gql(PROGRESS, { from, to }, token);
      expect(result.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { to: [message] } });
    }
    expect((await ok(PROGRESS, { from: '2024-01-01', to: '2024-12-31' }, token)).dietProgress.daysInRange).toBe(366);
    expect((await server.gql(PROGRESS, { from: '2026-02-29', to: '2026-03-01' }, token)).errors![0].extensions!.code).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('reads a range in the same number of statements for 3 days as for 60 days of meals', async () => {
    const k = await kitchen();
    await k.log('2026-07-01', [
      [0, { foodId: k.banana }, '100'],
      [1, { recipeId: k.recipe }, '1'],
    ]);
    const small = await countQueries(server.services.dataSource, () =>
      server.gql(PROGRESS, { from: '2026-07-01', to: '2026-07-03' }, k.token),
    );
    // Days started and left empty between them read in the same statements too (and are not logged).
    for (const date of ['2026-07-02', '2026-07-03']) await k.log(date, []);
    for (let d = 0; d < 60; d++) {
      const date = new Date(Date.UTC(2026, 7, 1 + d)).toISOString().slice(0, 10);
      if (d % 10 === 9) {
        await k.log(date, []);
        continue;
      }
      await k.log(date, [
        [0, { foodId: k.banana }, '100'],
        [1, { recipeId: k.recipe }, '1'],
        [2, { foodId: k.egg }, '50'],
      ]);
    }
    await ok(GOALS, { input: { calories: '2500', carbohydrates: '200', proteins: '120', fats: '70' }, date: '2026-08-15' }, k.token);
    const big = await countQueries(server.services.dataSource, () =>
      server.gql(PROGRESS, { from: '2026-08-01', to: '2026-09-29' }, k.token),
    );
    expect(big.result.data!.dietProgress.daysLogged).toBe(54);
    expect(big.count).toBe(small.count);
    // The token's check, the quantities summed per day and source, the foods, the recipes with their ingredients, the
    // goal rows.
    expect(big.count).toBe(5);
  });
});

describe('body weight', () => {
  it('logs one weight per date (logging again replaces it), lists by range and deletes', async () => {
    const { token } = await signUp(server);
    const first = (await ok(SET_WEIGHT, { input: { date: '2026-05-01', weight: '80.5' }, today: '2026-05-01' }, token)).setBodyWeight;
    expect(first.bodyWeight).toMatchObject({ date: '2026-05-01', weight: '80.5' });
    expect(first.trend).toEqual({ latest: { date: '2026-05-01', weight: '80.5' }, previous: null, change: null });
    const again = (await ok(SET_WEIGHT, { input: { date: '2026-05-01', weight: '80.25' }, today: '2026-05-01' }, token)).setBodyWeight;
    expect(again.bodyWeight.id).toBe(first.bodyWeight.id);
    await ok(SET_WEIGHT, { input: { date: '2026-05-03', weight: '79.9' }, today: '2026-05-03' }, token);
    expect((await ok(WEIGHTS, { from: '2026-05-01', to: '2026-05-31' }, token)).bodyWeights.map((w: any) => [w.date, w.weight])).toEqual([
      ['2026-05-01', '80.25'],
      ['2026-05-03', '79.9'],
    ]);
    const deleted = (await ok(DELETE_WEIGHT, { id: first.bodyWeight.id, today: '2026-05-03' }, token)).deleteBodyWeight;
    expect(deleted.bodyWeight).toMatchObject({ date: '2026-05-01', weight: '80.25' });
    expect(deleted.trend).toEqual({ latest: { date: '2026-05-03', weight: '79.9' }, change: null });
    expect((await ok(WEIGHTS, { from: '2026-05-01', to: '2026-05-31' }, token)).bodyWeights).toHaveLength(1);
  });

  it('gives the change over 30 days: against the weight 30 days before the latest, else the earliest since', async () => {
    const { token } = await signUp(server);
    const set = (date: string, weight: string) => ok(SET_WEIGHT, { input: { date, weight }, today: '2026-06-30' }, token);
    await set('2026-06-10', '82');
    await set('2026-06-20', '81.2');
    await set('2026-06-29', '80.7');
    // Nothing 30 days before the 29th: the earliest weight since then.
    expect((await ok(TREND, { today: '2026-06-30' }, token)).bodyWeightTrend).toEqual({
      latest: { date: '2026-06-29', weight: '80.7' },
      previous: { date: '2026-06-10', weight: '82' },
      change: '-1.3',
    });
    await set('2026-05-20', '84');
    await set('2026-05-30', '83.5');
    expect((await ok(TREND, { today: '2026-06-30' }, token)).bodyWeightTrend).toMatchObject({
      previous: { date: '2026-05-30' },
      change: '-2.8',
    });
    // Up to an earlier today: the latest on or before it.
    expect((await ok(TREND, { today: '2026-06-15' }, token)).bodyWeightTrend).toMatchObject({
      latest: { date: '2026-06-10' },
      change: '-2',
    });
    expect((await ok(TREND, { today: '2026-01-01' }, token)).bodyWeightTrend).toEqual({ latest: null, previous: null, change: null });
  });

  it('never compares with a weight older than 60 days before the latest, in three statements whatever the history', async () => {
    const { token } = await signUp(server);
    const set = (date: string, weight: string) => ok(SET_WEIGHT, { input: { date, weight }, today: '2026-11-27' }, token);
    const trend = () => countQueries(server.services.dataSource, () => ok(TREND, { today: '2026-11-27' }, token));
    // The QA case: the only earlier weight is six months old. No change to show rather than a "month" of six.
    await set('2026-05-27', '90');
    await set('2026-11-27', '82.5');
    const alone = await trend();
    expect(alone.result.bodyWeightTrend).toEqual({ latest: { date: '2026-11-27', weight: '82.5' }, previous: null, change: null });
    // A weight within the 30 days: the earliest of them, the old one still ignored.
    await set('2026-11-10', '83');
    await set('2026-11-20', '82.8');
    const recent = await trend();
    expect(recent.result.bodyWeightTrend).toMatchObject({ previous: { date: '2026-11-10', weight: '83' }, change: '-0.5' });
    // 60 days before the latest is still a comparison; 61 is not.
    await set('2026-09-28', '85');
    await set('2026-09-27', '86');
    const bounded = await trend();
    expect(bounded.result.bodyWeightTrend).toMatchObject({ previous: { date: '2026-09-28', weight: '85' }, change: '-2.5' });
    // Whatever the history: the latest, the one 30 to 60 days before it, else the earliest within the 30 days.
    expect(recent.count).toBe(alone.count);
    expect(bounded.count).toBe(alone.count - 1);
  });

  it.each([
    ['zero', '0', 'Must be greater than 0.'],
    ['more than 700 kg', '700.001', 'Must be at most 700 kg.'],
    ['4 decimals', '80.1234', 'Up to 3 decimal places.'],
  ])('refuses a weight of %s with a field message and saves nothing', async (_, weight, message) => {
    const { token } = await signUp(server);
    const result = await server.gql(SET_WEIGHT, { input: { date: '2026-05-01', weight }, today: '2026-05-01' }, token);
    expect(result.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { weight: [message] } });
    expect((await ok(WEIGHTS, { from: '2026-01-01', to: '2026-12-31' }, token)).bodyWeights).toEqual([]);
  });

  it("answers not found for another user's weight and never lists it", async () => {
    const mine = await signUp(server);
    const theirs = await signUp(server);
    const theirWeight = (await ok(SET_WEIGHT, { input: { date: '2026-05-01', weight: '70' }, today: '2026-05-01' }, theirs.token))
      .setBodyWeight.bodyWeight;
    const result = await server.gql(DELETE_WEIGHT, { id: theirWeight.id, today: '2026-05-01' }, mine.token);
    expect(result.errors![0]).toMatchObject({
      message: `Body weight with id ${theirWeight.id} was not found.`,
      extensions: { code: 'NOT_FOUND' },
    });
    expect((await ok(WEIGHTS, { from: '2026-05-01', to: '2026-05-01' }, mine.token)).bodyWeights).toEqual([]);
    expect((await ok(TREND, { today: '2026-05-01' }, mine.token)).bodyWeightTrend.latest).toBeNull();
    expect((await ok(WEIGHTS, { from: '2026-05-01', to: '2026-05-01' }, theirs.token)).bodyWeights).toHaveLength(1);
  });
});

describe('body weights of a range', () => {
  it('reads the longest progress range with the 6 days before it (for its first 7-day average), and no more', async () => {
    const { token } = await signUp(server);
    await ok(SET_WEIGHT, { input: { date: '2024-12-26', weight: '80' }, today: '2026-01-01' }, token);
    // 2025-01-01 .. 2026-01-01 is 366 days; from 2024-12-26 it is 372.
    expect((await ok(WEIGHTS, { from: '2024-12-26', to: '2026-01-01' }, token)).bodyWeights).toHaveLength(1);
    const longer = await server.gql(WEIGHTS, { from: '2024-12-25', to: '2026-01-01' }, token);
    expect(longer.errors![0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { to: ['Choose a range of 1 to 372 days, the start not after the end.'] },
    });
  });
});
