import { portionsTotal, rounded, scaled, type Macros, type NutrientSource } from '@fitness-manager/shared';

/**
 * Ingredient macros computed in the browser while a recipe is edited, with the server's own math (the shared
 * package: exact, rounded half-up to 3 places only at the end): value / serving × quantity per ingredient, and
 * their sum for one serving of the recipe. The one thing added here is for a quantity still being typed: empty or
 * unreadable counts as 0.
 */
export interface IngredientAmount {
  food: NutrientSource & Macros;
  /** In the food's unit, API form ("150.5"); '' while not typed. */
  quantity: string;
}

/** A quantity being typed, as an amount: '' or anything that is not a non-negative decimal counts as "0". */
const typedQuantity = (quantity: string): string =>
  /^\+?(?=\.?\d)\d*(\.\d*)?$/.test(quantity.trim()) ? quantity.trim().replace(/^\+/, '') : '0';

/** What `quantity` of the food holds: value / serving × quantity, each macro rounded to 3 places. */
export function ingredientMacros({ food, quantity }: IngredientAmount): Macros {
  return rounded(scaled(food, typedQuantity(quantity)));
}

/** One serving of the recipe: Σ value / serving × quantity over the ingredients, summed exactly, then rounded. */
export function totalMacros(ingredients: ReadonlyArray<IngredientAmount>): Macros {
  return rounded(portionsTotal(ingredients.map(({ food, quantity }) => ({ food, quantity: typedQuantity(quantity) }))));
}
