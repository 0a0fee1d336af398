import type { Decimal } from 'decimal.js';
import { recipeAsSource, scaled, sum, zeroMacros, type Macros } from '../../nutrition/nutrition';
import type { DailyMealEntity } from './daily-meal.entity';
import type { MealEntity } from './meal.entity';
import type { MealEntryEntity } from './meal-entry.entity';

/**
 * Entry, meal and day macros from loaded entities (food, or recipe with ingredients and their foods).
 * Totals are recomputed from the entries every time, never kept as a running sum, so they cannot drift.
 */
export function entryMacros(entry: MealEntryEntity): Macros<Decimal> {
  if (entry.food) return scaled(entry.food, entry.quantity);
  if (entry.recipe) return scaled(recipeAsSource(entry.recipe.serving, entry.recipe.ingredients), entry.quantity);
  return zeroMacros();
}

export const mealMacros = (meal: MealEntity): Macros<Decimal> => sum(meal.entries.map(entryMacros));

export const dayMacros = (day: DailyMealEntity): Macros<Decimal> => sum(day.meals.map(mealMacros));
