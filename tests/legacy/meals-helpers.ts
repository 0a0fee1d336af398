/** Shared by meals.test.ts and meals-info.test.ts: legacy meal JSON checks and request builders. */
import { call, expectLegacyFood, expectLegacyRecipe, LEGACY_NUMBER, type TestServer } from './helpers';

export interface Day {
  day: number;
  month: number;
  year: number;
}

/** `?day=D&month=M&year=Y` with the month as given (GET/POST /meals: 1-based). */
export const dateQuery = ({ day, month, year }: Day) => `day=${day}&month=${month}&year=${year}`;

export const iso = ({ day, month, year }: Day) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** `POST /meals?…` exactly as the client sends it: no body and no content type. Fails unless 200. */
export async function startDay(server: TestServer, token: string, day: Day) {
  const response = await call(server, 'POST', `/meals?${dateQuery(day)}`, { token });
  if (response.status !== 200) throw new Error(`start day failed: ${response.status} ${response.text}`);
  return response.json;
}

export async function getDay(server: TestServer, token: string, day: Day) {
  const response = await call(server, 'GET', `/meals?${dateQuery(day)}`, { token });
  if (response.status !== 200) throw new Error(`get day failed: ${response.status} ${response.text}`);
  return response.json;
}

/** A recipe body as the recipe form sends it; `ingredients` is a list of [food JSON, quantity text]. */
export async function createRecipe(server: TestServer, token: string, name: string, ingredients: [any, string][], serving = '1') {
  const response = await call(server, 'POST', '/recipes', {
    token,
    body: {
      id: null,
      name,
      foodsSelected: ingredients.map(([food]) => food.id),
      serving,
      unit: 'un.',
      ingredients: ingredients.map(([food, quantity]) => ({ id: 0, quantity, food })),
    },
  });
  if (response.status !== 200) throw new Error(`create recipe failed: ${response.status} ${response.text}`);
  return response.json;
}

/**
 * An entry body as the meal page sends it: the full food or recipe object as listed by
 * `/foods/all` or `/recipes/all`, the other one absent, the quantity as typed in the mask.
 */
export function entryBody(
  meal: { id: number },
  dailyMealId: number,
  item: { food?: any; recipe?: any },
  quantity: string,
  id: number | null = null,
) {
  return { id, mealId: meal.id, quantity, ...item, macrosCount: null, dailyMealId };
}

export async function addEntry(server: TestServer, token: string, body: object) {
  const response = await call(server, 'POST', '/meals/entries', { token, body });
  if (response.status !== 200) throw new Error(`add entry failed: ${response.status} ${response.text}`);
  return response.json;
}

/** The four day/entry/goal counts, as legacy number strings. */
export const macros = (caloriesCount: string, carbsCount: string, proteinsCount: string, fatsCount: string) => ({
  caloriesCount,
  carbsCount,
  proteinsCount,
  fatsCount,
});

/** The running day total of `GET /meals` for that date, without its id. */
export async function dayTotal(server: TestServer, token: string, day: Day) {
  const { id: _id, ...counts } = (await getDay(server, token, day)).macrosCount;
  return counts;
}

export function expectLegacyUser(user: any, account: { name: string; email: string }) {
  expect(user).toEqual({ name: account.name, email: account.email });
}

/** MacrosCount: `id` a number (or null in the placeholder), the four counts legacy number strings. */
export function expectLegacyMacrosCount(macrosCount: any, id: number | null) {
  expect(Object.keys(macrosCount).sort()).toEqual(['caloriesCount', 'carbsCount', 'fatsCount', 'id', 'proteinsCount']);
  expect(macrosCount.id).toBe(id);
  for (const field of ['caloriesCount', 'carbsCount', 'proteinsCount', 'fatsCount']) {
    expect(typeof macrosCount[field]).toBe('string');
    expect(macrosCount[field]).toMatch(LEGACY_NUMBER);
  }
}

/** MealEntry field by field: numbers for ids, strings for amounts, exactly one of food/recipe. */
export function expectLegacyMealEntry(entry: any, ids: { mealId: number; dailyMealId: number }) {
  expect(Object.keys(entry).sort()).toEqual(['dailyMealId', 'food', 'id', 'macrosCount', 'mealId', 'quantity', 'recipe']);
  expect(Number.isInteger(entry.id)).toBe(true);
  expect(entry.id).toBeGreaterThan(0);
  expect(entry.mealId).toBe(ids.mealId);
  expect(entry.dailyMealId).toBe(ids.dailyMealId);
  expect(typeof entry.quantity).toBe('string');
  expect(entry.quantity).toMatch(LEGACY_NUMBER);
  expect((entry.food === null) !== (entry.recipe === null)).toBe(true);
  if (entry.food !== null) expectLegacyFood(entry.food);
  if (entry.recipe !== null) {
    expectLegacyRecipe(entry.recipe);
    expect(entry.recipe.ingredients.length).toBeGreaterThan(0);
  }
  expectLegacyMacrosCount(entry.macrosCount, entry.id);
}

/** DailyMeal of a started day, meals by orderNumber, every list an array. */
export function expectLegacyDailyMeal(day: any, account: { name: string; email: string }) {
  expect(Object.keys(day).sort()).toEqual(['date', 'id', 'macrosCount', 'meals', 'user']);
  expect(Number.isInteger(day.id)).toBe(true);
  expect(day.id).toBeGreaterThan(0);
  expect(day.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expectLegacyUser(day.user, account);
  expectLegacyMacrosCount(day.macrosCount, day.id);
  expect(Array.isArray(day.meals)).toBe(true);
  day.meals.forEach((meal: any, index: number) => {
    expect(Object.keys(meal).sort()).toEqual(['id', 'mealEntries', 'mealName', 'orderNumber']);
    expect(Number.isInteger(meal.id)).toBe(true);
    expect(typeof meal.mealName).toBe('string');
    expect(meal.orderNumber).toBe(index + 1);
    expect(Array.isArray(meal.mealEntries)).toBe(true);
    for (const entry of meal.mealEntries) expectLegacyMealEntry(entry, { mealId: meal.id, dailyMealId: day.id });
  });
}

/** UserMealInfo: `mealsPerDay` a string, goals as legacy number strings, names by orderNumber. */
export function expectLegacyUserMealInfo(info: any, account: { name: string; email: string }) {
  expect(Object.keys(info).sort()).toEqual(['id', 'macrosGoal', 'mealsName', 'mealsPerDay', 'user']);
  expect(Number.isInteger(info.id)).toBe(true);
  expect(info.id).toBeGreaterThan(0);
  expect(typeof info.mealsPerDay).toBe('string');
  expect(info.mealsPerDay).toBe(String(info.mealsName.length));
  expectLegacyUser(info.user, account);
  expectLegacyMacrosCount(info.macrosGoal, info.id);
  expect(Array.isArray(info.mealsName)).toBe(true);
  info.mealsName.forEach((name: any, index: number) => {
    expect(Object.keys(name).sort()).toEqual(['id', 'name', 'orderNumber', 'user']);
    expect(Number.isInteger(name.id)).toBe(true);
    expect(name.orderNumber).toBe(index + 1);
    expect(typeof name.name).toBe('string');
    expectLegacyUser(name.user, account);
  });
}
