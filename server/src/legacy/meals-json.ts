import { round, type Amount, type Macros } from '@fitness-manager/shared';
import type { MealInfoEntity } from '../modules/meal-info/meal-info.entity';
import type { DailyMealEntity } from '../modules/meals/daily-meal.entity';
import type { MealEntity } from '../modules/meals/meal.entity';
import type { MealEntryEntity } from '../modules/meals/meal-entry.entity';
import { dayMacros, entryMacros } from '../modules/meals/meal-nutrition';
import { legacyFood, legacyNumber, legacyRecipe, type LegacyFood, type LegacyRecipe } from './legacy-json';

/**
 * Core meal entities → the legacy JSON of days, meals, entries and meal info (legacy field order). Ids, `mealId`,
 * `dailyMealId` and `orderNumber` are numbers; quantities, macro counts and `mealsPerDay` are strings;
 * `meals`, `mealEntries` and `mealsName` are always arrays.
 *
 * Macro-object ids: the core keeps no separate macro records (totals are computed from the entries,
 * goals are columns of the meal info), so each `macrosCount`/`macrosGoal` takes the id of its owner:
 * the daily meal's id for the day total, the entry's id for an entry, the meal info's id for the goals.
 * The client only ever sends `macrosGoal.id` back (`POST /meals/meals-info/macros/{id}`).
 */

/** The owner as legacy nested it (`UserDTO`), without the password (difference 10). */
export interface LegacyMealOwner {
  name: string;
  email: string;
}

export interface LegacyMacrosCount {
  id: number | null;
  caloriesCount: string;
  carbsCount: string;
  proteinsCount: string;
  fatsCount: string;
}

export interface LegacyMealEntry {
  id: number;
  mealId: number;
  quantity: string;
  food: LegacyFood | null;
  recipe: LegacyRecipe | null;
  macrosCount: LegacyMacrosCount;
  dailyMealId: number;
}

export interface LegacyMeal {
  id: number;
  mealName: string;
  orderNumber: number;
  mealEntries: LegacyMealEntry[];
}

export interface LegacyDailyMeal {
  id: number | null;
  date: string | null;
  user: LegacyMealOwner | null;
  macrosCount: LegacyMacrosCount;
  meals: LegacyMeal[];
}

export interface LegacyMealName {
  id: number;
  orderNumber: number;
  name: string;
  user: LegacyMealOwner;
}

export interface LegacyUserMealInfo {
  id: number;
  mealsPerDay: string;
  user: LegacyMealOwner;
  macrosGoal: LegacyMacrosCount;
  mealsName: LegacyMealName[];
}

/**
 * Exact macros → legacy strings. Like the GraphQL door they are rounded half-up to 3 places (an entry of
 * a recipe with serving 3 would otherwise carry 20 digits); the client truncates to 3 places anyway.
 */
export function legacyMacrosCount(id: number | null, macros: Macros<Amount>): LegacyMacrosCount {
  return {
    id,
    caloriesCount: legacyNumber(round(macros.calories)),
    carbsCount: legacyNumber(round(macros.carbohydrates)),
    proteinsCount: legacyNumber(round(macros.proteins)),
    fatsCount: legacyNumber(round(macros.fats)),
  };
}

/** An entry of a loaded day tree (food, or recipe with ingredients and their foods). */
export function legacyMealEntry(entry: MealEntryEntity, dailyMealId: number): LegacyMealEntry {
  return {
    id: entry.id,
    mealId: entry.mealId,
    quantity: legacyNumber(entry.quantity),
    food: entry.food ? legacyFood(entry.food) : null,
    recipe: entry.recipe ? legacyRecipe(entry.recipe) : null,
    macrosCount: legacyMacrosCount(entry.id, entryMacros(entry)),
    // Legacy always wrote null here (difference 17); the client does not read it, so it is filled.
    dailyMealId,
  };
}

export function legacyMeal(meal: MealEntity): LegacyMeal {
  return {
    id: meal.id,
    mealName: meal.name,
    orderNumber: meal.orderNumber,
    mealEntries: (meal.entries ?? []).map((entry) => legacyMealEntry(entry, meal.dailyMealId)),
  };
}

/** A loaded day (DailyMealService.findDay/startDay); the total is the sum of its entries. */
export function legacyDailyMeal(day: DailyMealEntity, owner: LegacyMealOwner): LegacyDailyMeal {
  return {
    id: day.id,
    date: isoDate(day.date),
    user: owner,
    macrosCount: legacyMacrosCount(day.id, dayMacros(day)),
    meals: (day.meals ?? []).map(legacyMeal),
  };
}

/** `GET /meals` for a day that was not started: the client tests `user` only. */
export const noDailyMeal = (): LegacyDailyMeal => ({
  id: null,
  date: null,
  user: null,
  macrosCount: { id: null, caloriesCount: '0.0', carbsCount: '0.0', proteinsCount: '0.0', fatsCount: '0.0' },
  meals: [],
});

/** `mealsPerDay` is the number of names, as text; names by orderNumber. */
export function legacyUserMealInfo(info: MealInfoEntity, owner: LegacyMealOwner): LegacyUserMealInfo {
  const names = [...(info.mealNames ?? [])].sort((a, b) => a.orderNumber - b.orderNumber || a.id - b.id);
  return {
    id: info.id,
    mealsPerDay: String(names.length),
    user: owner,
    macrosGoal: legacyMacrosCount(info.id, {
      calories: info.caloriesGoal,
      carbohydrates: info.carbohydratesGoal,
      proteins: info.proteinsGoal,
      fats: info.fatsGoal,
    }),
    mealsName: names.map((name) => ({ id: name.id, orderNumber: name.orderNumber, name: name.name, user: owner })),
  };
}

/** A DATE column as `YYYY-MM-DD` (both drivers give text through TypeORM; a Date is tolerated). */
function isoDate(value: string | Date): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
}
