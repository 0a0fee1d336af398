import {
  perUnitOf,
  recipeAsSource,
  scaledPerUnit,
  sum,
  zeroMacros,
  type Fraction,
  type Macros,
  type NutrientSource,
  type PerUnit,
} from '@fitness-manager/shared';
import type { FoodEntity } from '../foods/food.entity';
import type { RecipeEntity } from '../recipes/recipe.entity';
import type { DailyMealEntity } from './daily-meal.entity';
import type { MealEntity } from './meal.entity';
import type { MealEntryEntity } from './meal-entry.entity';

/**
 * Entry, meal and day macros from loaded entities (food, or recipe with ingredients and their foods), with the
 * shared package's exact math. Totals are recomputed from the entries every time, never kept as a running sum, so
 * they cannot drift.
 *
 * A day's entry shows up three times in one answer (the entry, its meal total, the day total), a food or a recipe
 * in many entries: results are remembered per loaded object (a food's or recipe's values per unit, an entry's and a
 * meal's macros). Loaded trees are never edited in place (changes reload them), and the WeakMaps forget them with
 * the request. The day loader gives every entry of one food the same food object, so its values per unit are
 * worked out once and its entries' macros share a denominator (sums then only add numerators).
 */
const entryMacrosCache = new WeakMap<MealEntryEntity, Macros<Fraction>>();
const mealMacrosCache = new WeakMap<MealEntity, Macros<Fraction>>();
const perUnitCache = new WeakMap<FoodEntity | RecipeEntity, PerUnit>();

function perUnitOfFood(food: FoodEntity): PerUnit {
  let values = perUnitCache.get(food);
  if (!values) perUnitCache.set(food, (values = perUnitOf(food)));
  return values;
}

function perUnitOfRecipe(recipe: RecipeEntity): PerUnit {
  let values = perUnitCache.get(recipe);
  if (!values) {
    const source: NutrientSource = recipeAsSource(recipe.serving, recipe.ingredients);
    perUnitCache.set(recipe, (values = perUnitOf(source)));
  }
  return values;
}

export function entryMacros(entry: MealEntryEntity): Macros<Fraction> {
  let macros = entryMacrosCache.get(entry);
  if (!macros) {
    macros = entry.food
      ? scaledPerUnit(perUnitOfFood(entry.food), entry.quantity)
      : entry.recipe
        ? scaledPerUnit(perUnitOfRecipe(entry.recipe), entry.quantity)
        : zeroMacros();
    entryMacrosCache.set(entry, macros);
  }
  return macros;
}

/** A meal's total is asked for twice (its `totals`, and again in the day's). */
export function mealMacros(meal: MealEntity): Macros<Fraction> {
  let macros = mealMacrosCache.get(meal);
  if (!macros) mealMacrosCache.set(meal, (macros = sum(meal.entries.map(entryMacros))));
  return macros;
}

export const dayMacros = (day: DailyMealEntity): Macros<Fraction> => sum(day.meals.map(mealMacros));
