import { perUnit, recipeNutrition, round, rounded } from '@fitness-manager/shared';
import { NUTRITION_CASES, type NutritionCase } from '@fitness-manager/shared/nutrition-cases';
import { entryMacros } from '../modules/meals/meal-nutrition';
import type { MealEntryEntity } from '../modules/meals/meal-entry.entity';

/**
 * A row of the shared table (the client's tests run the same rows), through what the server runs: foods and recipes
 * eaten through the meal entries' own function, the rest through the shared functions the resolvers call.
 */
function evaluate(row: NutritionCase): unknown {
  if ('round' in row) return round(row.round);
  if ('perUnit' in row) return rounded(perUnit(row.perUnit));
  if ('portion' in row) return rounded(entryMacros({ quantity: row.portion.quantity, food: row.portion.food } as MealEntryEntity));
  if ('portions' in row) return rounded(recipeNutrition('1', row.portions).perServing);
  if ('recipe' in row) {
    const { perServing, perUnit: perUnitOfServing } = recipeNutrition(row.recipe.serving, row.recipe.ingredients);
    return { perServing: rounded(perServing), perUnit: rounded(perUnitOfServing) };
  }
  const { serving, ingredients, quantity } = row.recipeEaten;
  return rounded(entryMacros({ quantity, food: null, recipe: { serving, ingredients } } as unknown as MealEntryEntity));
}

describe('the shared nutrition cases, on the server', () => {
  it.each(NUTRITION_CASES.map((row) => [row.name, row] as const))('%s', (_name, row) => {
    expect(evaluate(row)).toEqual(row.expected);
  });
});
