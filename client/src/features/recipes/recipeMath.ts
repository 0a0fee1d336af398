/*
 * Ingredient macros computed in the browser while a recipe is edited, exactly as the server does (exact decimal
 * arithmetic, rounded half-up to 3 places only at the end): value / serving × quantity per ingredient, and their
 * sum for one serving of the recipe. Amounts in and out are API decimal strings ("23.9"); an empty or invalid
 * amount counts as 0, and so does anything given for a zero serving.
 *
 * Every amount has at most 3 decimals, so it is a whole number of thousandths; a scaled value is the exact fraction
 * V·Q / S in thousandths (V, Q, S: value, quantity and serving in thousandths), summed exactly with BigInt.
 */

export const MACRO_KEYS = ['carbohydrates', 'proteins', 'fats', 'calories'] as const;
export type MacroKey = (typeof MACRO_KEYS)[number];
export type Macros = Record<MacroKey, string>;

/** A food as the rows need it: nutrient amounts given for `serving` units. */
export interface NutrientSource extends Macros {
  serving: string;
}

export interface IngredientAmount {
  food: NutrientSource;
  /** In the food's unit, API form ("150.5"); '' while not typed. */
  quantity: string;
}

/** An exact non-negative rational number of thousandths. */
interface Fraction {
  num: bigint;
  den: bigint;
}

const ZERO: Fraction = { num: 0n, den: 1n };
const SCALE = 3;

/** "12.3456" → 12346n thousandths (half-up); anything unreadable or negative → 0n. */
export function toThousandths(value: string | null | undefined): bigint {
  const match = /^\s*\+?(\d*)(?:\.(\d*))?\s*$/.exec(value ?? '');
  if (!match || (match[1] === '' && !match[2])) return 0n;
  const [, whole = '', fraction = ''] = match;
  const digits = BigInt(`${whole || '0'}${fraction.slice(0, SCALE).padEnd(SCALE, '0')}`);
  return fraction.length > SCALE && Number(fraction[SCALE]) >= 5 ? digits + 1n : digits;
}

/** 12345n thousandths → "12.345"; 1500n → "1.5"; 2000n → "2". */
export function fromThousandths(value: bigint): string {
  const negative = value < 0n;
  const text = (negative ? -value : value).toString().padStart(SCALE + 1, '0');
  const whole = text.slice(0, -SCALE);
  const fraction = text.slice(-SCALE).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x === 0n ? 1n : x;
}

function add(a: Fraction, b: Fraction): Fraction {
  const num = a.num * b.den + b.num * a.den;
  const den = a.den * b.den;
  const divisor = gcd(num, den);
  return { num: num / divisor, den: den / divisor };
}

/** Half-up to whole thousandths (values are never negative here). */
function roundToThousandths({ num, den }: Fraction): bigint {
  return (2n * num + den) / (2n * den);
}

function scaledFraction(value: string, serving: bigint, quantity: bigint): Fraction {
  if (serving === 0n) return ZERO;
  return { num: toThousandths(value) * quantity, den: serving };
}

function mapMacros(fn: (key: MacroKey) => string): Macros {
  return { carbohydrates: fn('carbohydrates'), proteins: fn('proteins'), fats: fn('fats'), calories: fn('calories') };
}

/** What `quantity` of the food holds: value / serving × quantity, each macro rounded to 3 places. */
export function ingredientMacros({ food, quantity }: IngredientAmount): Macros {
  const serving = toThousandths(food.serving);
  const amount = toThousandths(quantity);
  return mapMacros((key) => fromThousandths(roundToThousandths(scaledFraction(food[key], serving, amount))));
}

/** One serving of the recipe: Σ value / serving × quantity over the ingredients, summed exactly, then rounded. */
export function totalMacros(ingredients: ReadonlyArray<IngredientAmount>): Macros {
  return mapMacros((key) => {
    let total = ZERO;
    for (const { food, quantity } of ingredients) {
      total = add(total, scaledFraction(food[key], toThousandths(food.serving), toThousandths(quantity)));
    }
    return fromThousandths(roundToThousandths(total));
  });
}
