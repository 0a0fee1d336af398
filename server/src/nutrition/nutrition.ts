import { Decimal } from 'decimal.js';
import { DECIMAL_SCALE } from '../db/decimal';

/**
 * Macro math in one place, exact (decimal.js, never binary floats), rounded half-up to 3 places only
 * at the edge so sums do not drift. Amounts travel as decimal strings ("23.9").
 */
export type DecimalLike = Decimal.Value;

export interface Macros<T = string> {
  carbohydrates: T;
  proteins: T;
  fats: T;
  calories: T;
}

export const MACRO_KEYS = ['carbohydrates', 'proteins', 'fats', 'calories'] as const satisfies readonly (keyof Macros)[];

/** A food's amounts are given for its serving (e.g. 23.9 g of carbs per 100 g). */
export interface NutrientSource extends Macros<DecimalLike> {
  serving: DecimalLike;
}

const ZERO = new Decimal(0);

export function round(value: Decimal.Value): string {
  return new Decimal(value).toDecimalPlaces(DECIMAL_SCALE, Decimal.ROUND_HALF_UP).toString();
}

function mapMacros<T, U>(macros: Macros<T>, fn: (value: T, key: keyof Macros) => U): Macros<U> {
  return {
    carbohydrates: fn(macros.carbohydrates, 'carbohydrates'),
    proteins: fn(macros.proteins, 'proteins'),
    fats: fn(macros.fats, 'fats'),
    calories: fn(macros.calories, 'calories'),
  };
}

export const zeroMacros = (): Macros<Decimal> => ({ carbohydrates: ZERO, proteins: ZERO, fats: ZERO, calories: ZERO });

/** Amount per one unit of the serving: value / serving (a zero serving gives zero, not infinity). */
export function perUnit(source: NutrientSource): Macros<Decimal> {
  const serving = new Decimal(source.serving);
  if (serving.isZero()) return zeroMacros();
  return mapMacros(source, (value) => new Decimal(value).div(serving));
}

/** What `quantity` units of the source hold: value / serving × quantity. */
export function scaled(source: NutrientSource, quantity: DecimalLike): Macros<Decimal> {
  const serving = new Decimal(source.serving);
  if (serving.isZero()) return zeroMacros();
  // Multiply before dividing: 100 g of a food given per 300 g stays exact longer.
  return mapMacros(source, (value) => new Decimal(value).times(quantity).div(serving));
}

export function sum(parts: Macros<Decimal>[]): Macros<Decimal> {
  return parts.reduce((total, part) => mapMacros(total, (value, key) => value.plus(part[key])), zeroMacros());
}

export function divide(macros: Macros<Decimal>, divisor: DecimalLike): Macros<Decimal> {
  const by = new Decimal(divisor);
  if (by.isZero()) return zeroMacros();
  return mapMacros(macros, (value) => value.div(by));
}

export const rounded = (macros: Macros<Decimal>): Macros<string> => mapMacros(macros, round);

export interface RecipeNutrition {
  /** Everything one whole serving of the recipe holds: Σ ingredient food per-unit × quantity. */
  perServing: Macros<Decimal>;
  /** Per unit of the recipe's serving (spec §9): perServing ÷ serving. */
  perUnit: Macros<Decimal>;
}

export function recipeNutrition(
  serving: DecimalLike,
  ingredients: { quantity: DecimalLike; food: NutrientSource }[],
): RecipeNutrition {
  const perServing = sum(ingredients.map((ingredient) => scaled(ingredient.food, ingredient.quantity)));
  return { perServing, perUnit: divide(perServing, serving) };
}

/** A recipe as a nutrient source: its whole-serving totals given for its serving. */
export function recipeAsSource(serving: DecimalLike, ingredients: { quantity: DecimalLike; food: NutrientSource }[]): NutrientSource {
  return { serving, ...recipeNutrition(serving, ingredients).perServing };
}
