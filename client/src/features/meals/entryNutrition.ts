import { Fraction, recipeAsSource, rounded, scaled, sum, type Macros, type NutrientSource } from '@fitness-manager/shared';
import type { EntryFoodOptionFragment, EntryRecipeOptionFragment } from '../../gql/graphql';

/*
 * What an entry holds, computed in the browser with the server's own math (the shared package: exact fractions,
 * rounded half-up to 3 places only at the edge): a food's values × quantity ÷ serving; a recipe as a food whose
 * values are everything one whole serving of it holds. Used by the dialog's preview and by the optimistic totals,
 * so both show what the server will answer. Nothing here is a copy of the math; it only reads the cached shapes.
 */

/** A food of the dialog's options as a nutrient source (it carries its serving and values). */
export const foodSource = (food: EntryFoodOptionFragment): NutrientSource => food;

/** A recipe of the dialog's options as a nutrient source: its whole-serving totals, given for its serving. */
export const recipeSource = (recipe: EntryRecipeOptionFragment): NutrientSource => recipeAsSource(recipe.serving, recipe.ingredients);

const AMOUNT_TEXT = /^\+?(?=\.?\d)\d*(\.\d*)?$/;

/** A quantity in the API's form ("150.5") as an exact amount; `null` when empty or not a non-negative number. */
export function readQuantity(quantity: string): Fraction | null {
  const text = quantity.trim();
  return AMOUNT_TEXT.test(text) ? Fraction.parse(text.replace(/^\+/, '')) : null;
}

/** What `quantity` of the source holds, exact (round with `rounded` to show it). */
export const entryMacros = (source: NutrientSource, quantity: string | Fraction): Macros<Fraction> => scaled(source, quantity);

/** Macros as the API sends them (decimal text) read as exact amounts. */
export const exactMacros = (macros: Macros): Macros<Fraction> => ({
  carbohydrates: Fraction.parse(macros.carbohydrates),
  proteins: Fraction.parse(macros.proteins),
  fats: Fraction.parse(macros.fats),
  calories: Fraction.parse(macros.calories),
});

/** Σ of exact parts, rounded to 3 places as the API sends totals (a meal's entries, a day's meals). */
export const totalOf = (parts: ReadonlyArray<Macros<Fraction>>): Macros => rounded(sum(parts));
