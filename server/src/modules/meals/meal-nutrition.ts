import { recipeAsSource, scaled, sum, zeroMacros, type Fraction, type Macros, type NutrientSource } from '@fitness-manager/shared';
import type { RecipeEntity } from '../recipes/recipe.entity';
import type { DailyMealEntity } from './daily-meal.entity';
import type { MealEntity } from './meal.entity';
import type { MealEntryEntity } from './meal-entry.entity';

/**
 * Entry, meal and day macros from loaded entities (food, or recipe with ingredients and their foods).
 * Totals are recomputed from the entries every time, never kept as a running sum, so they cannot drift.
 *
 * A day's entry shows up three times in one answer (the entry, its meal total, the day total) and a
 * recipe in many entries: results are remembered per loaded object. Loaded trees are never edited in
 * place (changes reload them), and the WeakMaps forget them with the request.
 */
const entryMacrosCache = new WeakMap<MealEntryEntity, Macros<Fraction>>();
const recipeSourceCache = new WeakMap<RecipeEntity, NutrientSource>();

function recipeSource(recipe: RecipeEntity): NutrientSource {
  let source = recipeSourceCache.get(recipe);
  if (!source) recipeSourceCache.set(recipe, (source = recipeAsSource(recipe.serving, recipe.ingredients)));
  return source;
}

export function entryMacros(entry: MealEntryEntity): Macros<Fraction> {
  let macros = entryMacrosCache.get(entry);
  if (!macros) {
    macros = entry.food
      ? scaled(entry.food, entry.quantity)
      : entry.recipe
        ? scaled(recipeSource(entry.recipe), entry.quantity)
        : zeroMacros();
    entryMacrosCache.set(entry, macros);
  }
  return macros;
}

/** A meal's total is asked for twice (its `totals`, and again in the day's): remembered per loaded meal too. */
const mealMacrosCache = new WeakMap<MealEntity, Macros<Fraction>>();

export function mealMacros(meal: MealEntity): Macros<Fraction> {
  let macros = mealMacrosCache.get(meal);
  if (!macros) mealMacrosCache.set(meal, (macros = sum(meal.entries.map(entryMacros))));
  return macros;
}

export const dayMacros = (day: DailyMealEntity): Macros<Fraction> => sum(day.meals.map(mealMacros));
