import { perUnit, recipeAsSource, recipeNutrition, round, rounded, scaled } from '@fitness-manager/shared';
import { NUTRITION_CASES, type NutritionCase } from '@fitness-manager/shared/nutrition-cases';
import { describe, expect, it } from 'vitest';
import { ingredientMacros, totalMacros } from './recipeMath';

/** A row of the shared table, through what the client runs: the recipe form's rows and totals where they apply. */
function evaluate(row: NutritionCase): unknown {
  if ('round' in row) return round(row.round);
  if ('perUnit' in row) return rounded(perUnit(row.perUnit));
  if ('portion' in row) return ingredientMacros(row.portion);
  if ('portions' in row) return totalMacros(row.portions);
  if ('recipe' in row) {
    const { perServing, perUnit: perUnitOfServing } = recipeNutrition(row.recipe.serving, row.recipe.ingredients);
    return { perServing: rounded(perServing), perUnit: rounded(perUnitOfServing) };
  }
  return rounded(scaled(recipeAsSource(row.recipeEaten.serving, row.recipeEaten.ingredients), row.recipeEaten.quantity));
}

describe('the shared nutrition cases, on the client', () => {
  it.each(NUTRITION_CASES.map((row) => [row.name, row] as const))('%s', (_name, row) => {
    expect(evaluate(row)).toEqual(row.expected);
  });
});

describe('a quantity being typed', () => {
  const rice = { serving: '100', carbohydrates: '28.1', proteins: '2.5', fats: '0.2', calories: '128' };
  const zeros = { carbohydrates: '0', proteins: '0', fats: '0', calories: '0' };

  it('counts as 0 while empty or unreadable', () => {
    for (const quantity of ['', ' ', '.', 'abc', '-5', '1e3']) {
      expect(ingredientMacros({ food: rice, quantity })).toEqual(zeros);
      expect(totalMacros([{ food: rice, quantity }])).toEqual(zeros);
    }
  });

  it('reads the forms the decimal mask leaves: "150", "150.", ".5", " 2.25 "', () => {
    expect(ingredientMacros({ food: rice, quantity: '150' }).calories).toBe('192');
    expect(ingredientMacros({ food: rice, quantity: '150.' }).calories).toBe('192');
    expect(ingredientMacros({ food: rice, quantity: '.5' }).calories).toBe('0.64');
    expect(ingredientMacros({ food: rice, quantity: ' 2.25 ' }).calories).toBe('2.88');
  });
});
