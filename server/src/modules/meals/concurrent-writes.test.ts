/**
 * The same change sent several times at once (a double tap, two devices, a retrying client): every answer is the
 * change or a clean refusal, never an internal error, and the data ends as one of the changes left it. On SQLite
 * the write lock serialises requests; on MySQL/MariaDB these are concurrent transactions.
 */
import { createFood, kitchen } from '../../../test/meal-fixtures';
import { startTestServer, type TestServer } from '../../../test/test-server';

const MACROS = '{ carbohydrates proteins fats calories }';
const START = `mutation($date: LocalDate!) { startDay(date: $date) { id meals { id orderNumber } } }`;
const DAY = `query($date: LocalDate!) { dailyMeal(date: $date) { id meals { id name orderNumber entries { id quantity } } } }`;
const ADD = `mutation($mealId: Int!, $input: MealEntryInput!) { addMealEntry(mealId: $mealId, input: $input) { entry { id } } }`;
const COPY_DAY = `mutation($from: LocalDate!, $to: LocalDate!) { copyDay(from: $from, to: $to) { id } }`;
const COPY_MEAL = `mutation($from: Int!, $to: Int!) { copyMeal(fromMealId: $from, toMealId: $to) { meal { id } } }`;
const RENAME = `mutation($input: RenameMealsInput!) { renameMeals(input: $input) { mealInfo { mealsPerDay } } }`;
const GOALS = `mutation($input: MacroGoalsInput!, $date: LocalDate) { updateMacroGoals(input: $input, date: $date) { goals ${MACROS} } }`;
const PROGRESS = `query($from: LocalDate!, $to: LocalDate!) { dietProgress(from: $from, to: $to) { days { date goals ${MACROS} } } }`;
const MEAL_INFO = `query { mealInfo { goals ${MACROS} } }`;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const AT_ONCE = 6;

/** Codes of the answers that failed (an empty list when all succeeded). */
function failureCodes(answers: Awaited<ReturnType<TestServer['gql']>>[]) {
  return answers.flatMap((answer) => (answer.errors ?? []).map((error) => error.extensions?.code ?? 'none'));
}

it('copying a day into a day that lacks meal positions, several times at once, adds each position once', async () => {
  const k = await kitchen(server);
  const egg = await createFood(server, k.token, 'Ovo', '50', ['0.6', '6.3', '5.3', '78']);
  const source = (await server.data(START, { date: '2026-06-01' }, k.token)).startDay;
  await server.data(ADD, { mealId: source.meals[2].id, input: { foodId: egg, quantity: '50' } }, k.token);
  // Days started from now on have one meal: the copies must add positions 2 and 3.
  await server.data(RENAME, { input: { names: ['Only meal'] } }, k.token);
  await server.data(START, { date: '2026-06-02' }, k.token);

  const answers = await Promise.all(
    Array.from({ length: AT_ONCE }, () => server.gql(COPY_DAY, { from: '2026-06-01', to: '2026-06-02' }, k.token)),
  );
  expect(failureCodes(answers)).toEqual([]);
  const day = (await server.data(DAY, { date: '2026-06-02' }, k.token)).dailyMeal;
  expect(day.meals.map((meal: { orderNumber: number }) => meal.orderNumber)).toEqual([1, 2, 3]);
  expect(day.meals[2].entries).toHaveLength(AT_ONCE);
});

it('adding entries to a nearly full meal at once never passes the 100 entries a meal may hold', async () => {
  const k = await kitchen(server);
  const day = (await server.data(START, { date: '2026-06-03' }, k.token)).startDay;
  const mealId = day.meals[0].id;
  const source = (await server.data(START, { date: '2026-06-04' }, k.token)).startDay;
  for (let i = 0; i < 48; i++) await server.data(ADD, { mealId: source.meals[0].id, input: { foodId: k.banana, quantity: '1' } }, k.token);
  // 96 entries (two copies of 48), then several additions of 2 at once: only two of them fit.
  await server.data(COPY_MEAL, { from: source.meals[0].id, to: mealId }, k.token);
  await server.data(COPY_MEAL, { from: source.meals[0].id, to: mealId }, k.token);
  const pair = (await server.data(START, { date: '2026-06-05' }, k.token)).startDay;
  for (let i = 0; i < 2; i++) await server.data(ADD, { mealId: pair.meals[0].id, input: { foodId: k.oats, quantity: '1' } }, k.token);

  const answers = await Promise.all(
    Array.from({ length: AT_ONCE }, () => server.gql(COPY_MEAL, { from: pair.meals[0].id, to: mealId }, k.token)),
  );
  expect(new Set(failureCodes(answers))).toEqual(new Set(['BAD_USER_INPUT']));
  expect(answers.filter((answer) => !answer.errors)).toHaveLength(2);
  const after = (await server.data(DAY, { date: '2026-06-03' }, k.token)).dailyMeal;
  expect(after.meals[0].entries).toHaveLength(100);
});

it('single entries added at once to a meal with room for two: two are added, the others refused', async () => {
  const k = await kitchen(server);
  const day = (await server.data(START, { date: '2026-06-06' }, k.token)).startDay;
  const mealId = day.meals[0].id;
  const source = (await server.data(START, { date: '2026-06-07' }, k.token)).startDay;
  for (let i = 0; i < 49; i++) await server.data(ADD, { mealId: source.meals[0].id, input: { foodId: k.banana, quantity: '1' } }, k.token);
  await server.data(COPY_MEAL, { from: source.meals[0].id, to: mealId }, k.token);
  await server.data(COPY_MEAL, { from: source.meals[0].id, to: mealId }, k.token);

  const answers = await Promise.all(
    Array.from({ length: AT_ONCE }, () => server.gql(ADD, { mealId, input: { foodId: k.oats, quantity: '2' } }, k.token)),
  );
  expect(new Set(failureCodes(answers))).toEqual(new Set(['BAD_USER_INPUT']));
  expect(answers.filter((answer) => !answer.errors)).toHaveLength(2);
  const after = (await server.data(DAY, { date: '2026-06-06' }, k.token)).dailyMeal;
  expect(after.meals[0].entries).toHaveLength(100);
});

it('goals set several times at once for one day leave one goal history row: the current goals', async () => {
  const k = await kitchen(server);
  const goals = (n: number) => ({ calories: String(2000 + n), carbohydrates: '250', proteins: String(100 + n), fats: '70' });
  const answers = await Promise.all(
    Array.from({ length: AT_ONCE }, (_, n) => server.gql(GOALS, { input: goals(n), date: '2026-06-10' }, k.token)),
  );
  expect(failureCodes(answers)).toEqual([]);
  const current = (await server.data(MEAL_INFO, {}, k.token)).mealInfo.goals;
  const progress = (await server.data(PROGRESS, { from: '2026-06-09', to: '2026-06-10' }, k.token)).dietProgress;
  expect(progress.days[1].goals).toEqual(current);
  expect(progress.days[0].goals).not.toEqual(current);
});
