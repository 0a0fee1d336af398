/**
 * The nutrition math as it was before the numbers-first path: all BigInts (shared/src/nutrition.ts at 3532249,
 * unchanged but for this comment and its imports). The reference the property test
 * (src/nutrition/nutrition-numbers.test.ts) holds the shared math to, value for value. Test-only.
 */
import { AMOUNT_DECIMALS, type Macros } from '@fitness-manager/shared';

/**
 * An exact rational number `num / den` (`den > 0`). Fractions are not kept in lowest terms: amounts share
 * denominators (every amount read from text has 1000, every value scaled by the same serving the same one), so sums
 * mostly add numerators, and a greatest common divisor is only worth its cost once a denominator grows large.
 */
export class Fraction {
  private constructor(
    readonly num: bigint,
    readonly den: bigint,
  ) {}

  static readonly ZERO = new Fraction(0n, 1n);

  static of(num: bigint, den: bigint = 1n): Fraction {
    if (den === 0n) throw new RangeError('Division by zero.');
    return den < 0n ? new Fraction(-num, -den) : new Fraction(num, den);
  }

  /**
   * Exact value of decimal text: "23.9", "-0.0005", "100", ".5". Throws on anything else (no exponents: amounts
   * never come that way). Up to 3 decimals it is a whole number of thousandths over 1000.
   */
  static parse(text: string): Fraction {
    const thousandths = plainThousandths(text);
    if (thousandths !== undefined) return new Fraction(thousandths, SCALE_FACTOR);
    const match = DECIMAL_TEXT.exec(text);
    if (!match) throw new RangeError(`Not a decimal number: ${JSON.stringify(text)}`);
    const [, sign, whole = '', fraction = ''] = match;
    const places = Math.max(AMOUNT_DECIMALS, fraction.length);
    const digits = BigInt(`${whole}${fraction.padEnd(places, '0')}` || '0');
    return new Fraction(sign === '-' ? -digits : digits, places === AMOUNT_DECIMALS ? SCALE_FACTOR : 10n ** BigInt(places));
  }

  static from(value: Amount): Fraction {
    return value instanceof Fraction ? value : Fraction.parse(value);
  }

  isZero(): boolean {
    return this.num === 0n;
  }

  plus(other: Fraction): Fraction {
    if (other.num === 0n) return this;
    if (this.num === 0n) return other;
    if (this.den === other.den) return new Fraction(this.num + other.num, this.den);
    return reduced(this.num * other.den + other.num * this.den, this.den * other.den);
  }

  times(other: Fraction): Fraction {
    return reduced(this.num * other.num, this.den * other.den);
  }

  dividedBy(other: Fraction): Fraction {
    if (other.num === 0n) throw new RangeError('Division by zero.');
    return other.num < 0n ? reduced(-this.num * other.den, this.den * -other.num) : reduced(this.num * other.den, this.den * other.num);
  }

  /** Whole thousandths, half-up (ties away from zero, as decimal.js's ROUND_HALF_UP): ⌊x × 1000 + ½⌋ of the magnitude. */
  toThousandths(): bigint {
    const magnitude = this.num < 0n ? -this.num : this.num;
    const thousandths = (2n * magnitude * SCALE_FACTOR + this.den) / (2n * this.den);
    return this.num < 0n ? -thousandths : thousandths;
  }
}

/** Decimal text as the API and the database carry it, or an exact intermediate value. */
export type Amount = string | Fraction;

/** A food (or a recipe seen as one): nutrient amounts given for `serving` units of it. */
export interface NutrientSource extends Macros<Amount> {
  serving: Amount;
}

/** How much of a source goes into a recipe or a meal. */
export interface Portion {
  quantity: Amount;
  food: NutrientSource;
}

export interface RecipeNutrition {
  /** Everything one whole serving of the recipe holds: Σ ingredient value × quantity ÷ food serving. */
  perServing: Macros<Fraction>;
  /** Per unit of the recipe's serving: perServing ÷ serving. */
  perUnit: Macros<Fraction>;
}

const DECIMAL_TEXT = /^([+-]?)(?=\.?\d)(\d*)(?:\.(\d*))?$/;
const SCALE_FACTOR = 10n ** BigInt(AMOUNT_DECIMALS);

/**
 * The whole thousandths of plain amount text ("-12.5", "100", "0.125": an optional minus, digits, at most 3
 * decimals), worked out with doubles where that is exact (below 10¹⁵ thousandths), or undefined for anything else
 * (`parse` then reads it the general way). Every amount the API and the databases carry has this form, and reading
 * them is most of the math's work on a day.
 */
function plainThousandths(text: string): bigint | undefined {
  const length = text.length;
  let index = text.charCodeAt(0) === 45 ? 1 : 0;
  const negative = index === 1;
  let value = 0;
  let digits = 0;
  let decimals = -1;
  for (; index < length; index++) {
    const code = text.charCodeAt(index);
    if (code === 46) {
      if (decimals >= 0 || digits === 0) return undefined;
      decimals = 0;
    } else if (code >= 48 && code <= 57) {
      value = value * 10 + (code - 48);
      digits += 1;
      if (decimals >= 0) decimals += 1;
    } else {
      return undefined;
    }
  }
  if (digits === 0 || decimals === 0 || decimals > AMOUNT_DECIMALS) return undefined;
  const shift = AMOUNT_DECIMALS - Math.max(decimals, 0);
  if (digits + shift > 15) return undefined;
  const thousandths = BigInt(value * 10 ** shift);
  return negative ? -thousandths : thousandths;
}

/** Denominators above 2¹²⁸ are brought to lowest terms (long sums over unlike denominators). */
const REDUCE_ABOVE = 1n << 128n;

function reduced(num: bigint, den: bigint): Fraction {
  if (den <= REDUCE_ABOVE) return Fraction.of(num, den);
  const divisor = gcd(num, den);
  return Fraction.of(num / divisor, den / divisor);
}

/** Below 2⁵³ integers are exact as doubles: Euclid runs on numbers there (the denominators of a day's sums are). */
const EXACT_DOUBLE = 2n ** 53n;

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  if (x < EXACT_DOUBLE && y < EXACT_DOUBLE) {
    let p = Number(x);
    let q = Number(y);
    while (q !== 0) [p, q] = [q, p % q];
    return p === 0 ? 1n : BigInt(p);
  }
  while (y !== 0n) [x, y] = [y, x % y];
  return x === 0n ? 1n : x;
}

function mapMacros<T, U>(macros: Macros<T>, fn: (value: T, key: keyof Macros) => U): Macros<U> {
  return {
    carbohydrates: fn(macros.carbohydrates, 'carbohydrates'),
    proteins: fn(macros.proteins, 'proteins'),
    fats: fn(macros.fats, 'fats'),
    calories: fn(macros.calories, 'calories'),
  };
}

export const zeroMacros = (): Macros<Fraction> => ({
  carbohydrates: Fraction.ZERO,
  proteins: Fraction.ZERO,
  fats: Fraction.ZERO,
  calories: Fraction.ZERO,
});

/** Whole thousandths as decimal text without padded zeros: 12345n → "12.345", 1500n → "1.5", 2000n → "2". */
export function formatThousandths(value: bigint): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(AMOUNT_DECIMALS + 1, '0');
  const point = digits.length - AMOUNT_DECIMALS;
  let end = digits.length;
  while (end > point && digits.charCodeAt(end - 1) === 48) end -= 1;
  const text = end === point ? digits.slice(0, point) : `${digits.slice(0, point)}.${digits.slice(point, end)}`;
  return negative ? `-${text}` : text;
}

/** Rounded half-up to 3 places, as decimal text: "5.667", "17", "0.001" (never "-0"). */
export function round(value: Amount): string {
  return formatThousandths(Fraction.from(value).toThousandths());
}

export const rounded = (macros: Macros<Amount>): Macros<string> => mapMacros(macros, round);

/** Amount per one unit of the serving: value ÷ serving (a zero serving gives zero, not infinity). */
export function perUnit(source: NutrientSource): Macros<Fraction> {
  const serving = Fraction.from(source.serving);
  if (serving.isZero()) return zeroMacros();
  return mapMacros(source, (value) => Fraction.from(value).dividedBy(serving));
}

/**
 * A source's values per unit of its serving as whole numerators over one denominator (value ÷ serving =
 * `numerators[macro] / denominator`). Worked out once per source, it turns every amount of that source into a
 * multiplication (`scaledPerUnit`), and all those amounts share one denominator, so their sums only add numerators.
 */
export interface PerUnit {
  numerators: Macros<bigint>;
  denominator: bigint;
}

export function perUnitOf(source: NutrientSource): PerUnit {
  const values = perUnit(source);
  let denominator = 1n;
  for (const value of Object.values(values) as Fraction[]) if (!value.isZero()) denominator = lcm(denominator, value.den);
  return { numerators: mapMacros(values, (value) => value.num * (denominator / value.den)), denominator };
}

/** What `quantity` units of a source hold, from its `perUnitOf`: the same values as `scaled`. */
export function scaledPerUnit({ numerators, denominator }: PerUnit, quantity: Amount): Macros<Fraction> {
  const { num, den } = Fraction.from(quantity);
  const over = denominator * den;
  return mapMacros(numerators, (numerator) => (numerator === 0n ? Fraction.ZERO : Fraction.of(numerator * num, over)));
}

/** What `quantity` units of the source hold: value × quantity ÷ serving. */
export function scaled(source: NutrientSource, quantity: Amount): Macros<Fraction> {
  const serving = Fraction.from(source.serving);
  if (serving.isZero()) return zeroMacros();
  const factor = Fraction.from(quantity).dividedBy(serving);
  return mapMacros(source, (value) => Fraction.from(value).times(factor));
}

export function sum(parts: ReadonlyArray<Macros<Fraction>>): Macros<Fraction> {
  return mapMacros(zeroMacros(), (_, key) => sumOf(parts, key));
}

/**
 * Σ of one macro: numerators over the same denominator are added first (the values of one food, or of foods with
 * the same serving, share theirs), then the few distinct denominators are brought over their least common multiple
 * once. Adding pairwise instead multiplied unlike denominators and reduced the growing fractions again and again.
 */
function sumOf(parts: ReadonlyArray<Macros<Fraction>>, key: keyof Macros): Fraction {
  // Few distinct denominators (one per food or recipe eaten): two short arrays beat a Map keyed by BigInts.
  const denominators: bigint[] = [];
  const numerators: bigint[] = [];
  for (const part of parts) {
    const { num, den } = part[key];
    if (num === 0n) continue;
    const at = denominators.indexOf(den);
    if (at >= 0) numerators[at] += num;
    else {
      denominators.push(den);
      numerators.push(num);
    }
  }
  if (denominators.length === 0) return Fraction.ZERO;
  if (denominators.length === 1) return Fraction.of(numerators[0], denominators[0]);
  let common = 1n;
  for (const den of denominators) common = lcm(common, den);
  let num = 0n;
  for (let i = 0; i < denominators.length; i++) num += numerators[i] * (common / denominators[i]);
  return reduced(num, common);
}

/** Each value ÷ `divisor` (a zero divisor gives zero). */
export function divide(macros: Macros<Fraction>, divisor: Amount): Macros<Fraction> {
  const by = Fraction.from(divisor);
  if (by.isZero()) return zeroMacros();
  return mapMacros(macros, (value) => value.dividedBy(by));
}

/** Σ what each portion holds, e.g. the ingredients of one recipe serving. */
export const portionsTotal = (portions: ReadonlyArray<Portion>): Macros<Fraction> =>
  sum(portions.map((portion) => scaled(portion.food, portion.quantity)));

export function recipeNutrition(serving: Amount, ingredients: ReadonlyArray<Portion>): RecipeNutrition {
  const perServing = portionsTotal(ingredients);
  return { perServing, perUnit: divide(perServing, serving) };
}

/** A recipe as a nutrient source: its whole-serving totals given for its serving. */
export function recipeAsSource(serving: Amount, ingredients: ReadonlyArray<Portion>): NutrientSource {
  return { serving, ...recipeNutrition(serving, ingredients).perServing };
}

function lcm(a: bigint, b: bigint): bigint {
  return (a / gcd(a, b)) * b;
}

/**
 * Many days' totals over a few foods and recipes, exact and fast (a range of days on the progress page): every
 * source's per-unit values are put over one common denominator once, so adding `quantity` of a source to a total is
 * a BigInt multiply-add, with no fraction to reduce. Quantities come as whole thousandths (DECIMAL(12,3)). Gives the
 * same digits as `sum` of `scaled` entries, rounded at the edge.
 */
export class MacroTotals<Key> {
  private readonly numerators = new Map<Key, Macros<bigint>>();
  /** Every total is Σ numerator × thousandths ÷ `denominator`. */
  private readonly denominator: bigint;

  constructor(sources: ReadonlyMap<Key, NutrientSource>) {
    const perUnits = [...sources].map(([key, source]) => [key, perUnit(source)] as const);
    let common = 1n;
    for (const [, values] of perUnits) for (const value of Object.values(values) as Fraction[]) common = lcm(common, value.den);
    for (const [key, values] of perUnits)
      this.numerators.set(
        key,
        mapMacros(values, (value) => value.num * (common / value.den)),
      );
    this.denominator = common * SCALE_FACTOR;
  }

  /** A running total to `add` to. */
  static zero(): Macros<bigint> {
    return { carbohydrates: 0n, proteins: 0n, fats: 0n, calories: 0n };
  }

  /** Adds `thousandths` / 1000 units of the source `key` to `total` (in place). */
  add(total: Macros<bigint>, key: Key, thousandths: bigint): void {
    const per = this.numerators.get(key);
    if (!per) throw new RangeError(`Unknown source: ${String(key)}`);
    total.carbohydrates += per.carbohydrates * thousandths;
    total.proteins += per.proteins * thousandths;
    total.fats += per.fats * thousandths;
    total.calories += per.calories * thousandths;
  }

  /** A total as exact fractions, e.g. to `rounded` it, or of `count` totals summed, their mean. */
  exact(total: Macros<bigint>, count = 1): Macros<Fraction> {
    const den = this.denominator * BigInt(count);
    return mapMacros(total, (num) => Fraction.of(num, den));
  }
}
