/**
 * Macro math, the one implementation the server and the client run. Exact: amounts are decimal strings ("23.9"),
 * read as whole numbers of thousandths and never as binary floats; every step keeps the exact rational value, and
 * results are rounded half-up to 3 places only at the edge (`round`, `rounded`), so sums never drift.
 *
 *   per unit of a food        value ÷ serving
 *   what a quantity holds     value × quantity ÷ serving     (a zero serving gives zero, not infinity)
 *   a recipe's whole serving  Σ over its ingredients of what their quantity holds
 *   a recipe per unit         whole serving ÷ the recipe's serving
 *
 * Numbers first, BigInts when needed. A fraction's numerator and denominator are whole numbers; while both are safe
 * integers (|n| ≤ 2⁵³ − 1) they are kept as plain numbers, which hold them exactly, and the arithmetic on them is
 * exact too: the sum, difference or product of two safe integers is exact whenever it is a safe integer itself, and
 * `Number.isSafeInteger` on the computed result tells which case it is (a true result of 2⁵³ or more cannot round
 * to a double below 2⁵³, since 2⁵³ is a double and rounding keeps order). Every operation below takes that path
 * when its operands are numbers and every intermediate passes the check, and otherwise does the same arithmetic on
 * BigInts (huge amounts, long sums over unlike denominators). A day's amounts stay on numbers, where the BigInt
 * path allocated a new BigInt for every intermediate value (a third of what a day read allocated:
 * docs/performance.md › Fifth pass).
 */
import { AMOUNT_DECIMALS } from './limits';
import type { Macros } from './macros';

/** A whole number: a safe integer as a number, or a BigInt (see the top of the file). */
export type Whole = number | bigint;

/**
 * An exact rational number `num / den` (`den > 0`). `num` and `den` are both numbers (safe integers) or both
 * BigInts, BigInts only when a number could not hold one of them: `Fraction.of` brings BigInts that fit back to
 * numbers. Fractions are not kept in lowest terms: amounts share denominators (every amount read from text has
 * 1000, every value scaled by the same serving the same one), so sums mostly add numerators, and a greatest common
 * divisor is only worth its cost where it keeps numbers small (products, `perUnitOf`, `scaledPerUnit`) or once a BigInt
 * denominator grows large.
 */
export class Fraction {
  private constructor(
    readonly num: Whole,
    readonly den: Whole,
  ) {}

  static readonly ZERO = new Fraction(0, 1);

  /** `num / den` from two numbers (safe integers: anything else throws) or two BigInts. */
  static of(num: number, den?: number): Fraction;
  static of(num: bigint, den?: bigint): Fraction;
  static of(num: Whole, den: Whole = typeof num === 'number' ? 1 : 1n): Fraction {
    if (typeof num === 'number' && typeof den === 'number') {
      if (!Number.isSafeInteger(num) || !Number.isSafeInteger(den)) throw new RangeError(`Not a safe integer: ${num} / ${den}`);
      if (den === 0) throw new RangeError('Division by zero.');
      // Every zero is ZERO, a negative zero (0 × −5) too: the value is the same, and nothing prints "-0".
      if (num === 0) return Fraction.ZERO;
      return den < 0 ? new Fraction(-num, -den) : new Fraction(num, den);
    }
    if (typeof num !== 'bigint' || typeof den !== 'bigint') throw new TypeError('Fraction.of: a number and a BigInt.');
    if (den === 0n) throw new RangeError('Division by zero.');
    const [n, d] = den < 0n ? [-num, -den] : [num, den];
    return n >= -MAX_SAFE && n <= MAX_SAFE && d <= MAX_SAFE ? new Fraction(Number(n), Number(d)) : new Fraction(n, d);
  }

  /**
   * Exact value of decimal text: "23.9", "-0.0005", "100", ".5". Throws on anything else (no exponents: amounts
   * never come that way). Up to 3 decimals it is a whole number of thousandths over 1000.
   */
  static parse(text: string): Fraction {
    const thousandths = plainThousandths(text);
    if (thousandths !== undefined) return new Fraction(thousandths, THOUSAND);
    const match = DECIMAL_TEXT.exec(text);
    if (!match) throw new RangeError(`Not a decimal number: ${JSON.stringify(text)}`);
    const [, sign, whole = '', fraction = ''] = match;
    const places = Math.max(AMOUNT_DECIMALS, fraction.length);
    const digits = BigInt(`${whole}${fraction.padEnd(places, '0')}` || '0');
    return Fraction.of(sign === '-' ? -digits : digits, 10n ** BigInt(places));
  }

  static from(value: Amount): Fraction {
    return value instanceof Fraction ? value : Fraction.parse(value);
  }

  isZero(): boolean {
    return this.num === 0 || this.num === 0n;
  }

  plus(other: Fraction): Fraction {
    if (other.isZero()) return this;
    if (this.isZero()) return other;
    const { num: a, den: b } = this;
    const { num: c, den: d } = other;
    if (typeof a === 'number' && typeof b === 'number' && typeof c === 'number' && typeof d === 'number') {
      if (b === d) {
        const num = a + c;
        if (Number.isSafeInteger(num)) return Fraction.of(num, b);
      } else {
        const left = a * d;
        const right = c * b;
        const num = left + right;
        const den = b * d;
        if (Number.isSafeInteger(left) && Number.isSafeInteger(right) && Number.isSafeInteger(num) && Number.isSafeInteger(den))
          return Fraction.of(num, den);
      }
    }
    const [x, y, z, w] = [big(a), big(b), big(c), big(d)];
    if (y === w) return Fraction.of(x + z, y);
    return reduced(x * w + z * y, y * w);
  }

  times(other: Fraction): Fraction {
    return product(this.num, other.num, this.den, other.den);
  }

  dividedBy(other: Fraction): Fraction {
    if (other.isZero()) throw new RangeError('Division by zero.');
    // (a/b) ÷ (c/b) = a/c: amounts read from text all have 1000 below.
    if (this.den === other.den) return fraction(this.num, other.num);
    return product(this.num, other.den, this.den, other.num);
  }

  /** Whole thousandths, half-up (ties away from zero, as decimal.js's ROUND_HALF_UP): ⌊x × 1000 + ½⌋ of the magnitude. */
  toThousandths(): bigint {
    return BigInt(thousandthsOf(this));
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
const THOUSAND = 10 ** AMOUNT_DECIMALS;
const SCALE_FACTOR = BigInt(THOUSAND);
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

const big = (value: Whole): bigint => (typeof value === 'bigint' ? value : BigInt(value));

/** `num / den` whichever kind each is (both numbers, or BigInts). */
const fraction = (num: Whole, den: Whole): Fraction =>
  typeof num === 'number' && typeof den === 'number' ? Fraction.of(num, den) : Fraction.of(big(num), big(den));

/**
 * The whole thousandths of plain amount text ("-12.5", "100", "0.125": an optional minus, digits, at most 3
 * decimals), worked out with doubles where that is exact (below 10¹⁵ thousandths), or undefined for anything else
 * (`parse` then reads it the general way). Every amount the API and the databases carry has this form, and reading
 * them is most of the math's work on a day.
 */
function plainThousandths(text: string): number | undefined {
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
  const thousandths = value * 10 ** shift;
  // "-0" is zero (a negative zero would be the same value, but keep every zero alike).
  return negative && thousandths !== 0 ? -thousandths : thousandths;
}

/**
 * (a × b) / (c × d), exact. On numbers the common factors of a and d and of b and c are cancelled first (what a
 * quantity ÷ serving times a value becomes: 42.5 g of a food given per 100 g is 425/1000, not 42500/100000), which
 * keeps the fractions a recipe is built of, and so its sums, on numbers; else on BigInts.
 */
function product(a: Whole, b: Whole, c: Whole, d: Whole): Fraction {
  if (typeof a === 'number' && typeof b === 'number' && typeof c === 'number' && typeof d === 'number') {
    const ad = gcdOfSafe(a, d);
    const bc = gcdOfSafe(b, c);
    const num = (a / ad) * (b / bc);
    const den = (c / bc) * (d / ad);
    if (Number.isSafeInteger(num) && Number.isSafeInteger(den)) return Fraction.of(num, den);
  }
  return reduced(big(a) * big(b), big(c) * big(d));
}

/** The same value in lowest terms (a BigInt fraction that then fits comes back as numbers). */
function lowestTerms(value: Fraction): Fraction {
  const { num, den } = value;
  if (typeof num === 'number' && typeof den === 'number') {
    const divisor = gcdOfSafe(num, den);
    return divisor === 1 ? value : Fraction.of(num / divisor, den / divisor);
  }
  const divisor = gcd(big(num), big(den));
  return Fraction.of(big(num) / divisor, big(den) / divisor);
}

/**
 * Whole thousandths of `value`, half-up: ⌊|x| × 1000 + ½⌋ with x's sign. On numbers: t = |num| × 1000 = q × den + r
 * (`%` and the division of the exact multiple t − r are exact on safe integers), and ⌊t ÷ den + ½⌋ is q, or q + 1
 * when 2r ≥ den.
 */
function thousandthsOf({ num, den }: Fraction): Whole {
  if (typeof num === 'number' && typeof den === 'number') {
    const scaled = Math.abs(num) * THOUSAND;
    if (Number.isSafeInteger(scaled)) {
      const remainder = scaled % den;
      const quotient = (scaled - remainder) / den + (2 * remainder >= den ? 1 : 0);
      return num < 0 && quotient !== 0 ? -quotient : quotient;
    }
  }
  const numerator = big(num);
  const denominator = big(den);
  const magnitude = numerator < 0n ? -numerator : numerator;
  const thousandths = (2n * magnitude * SCALE_FACTOR + denominator) / (2n * denominator);
  return numerator < 0n ? -thousandths : thousandths;
}

/** BigInt denominators above 2¹²⁸ are brought to lowest terms (long sums over unlike denominators). */
const REDUCE_ABOVE = 1n << 128n;

function reduced(num: bigint, den: bigint): Fraction {
  if (den <= REDUCE_ABOVE) return Fraction.of(num, den);
  const divisor = gcd(num, den);
  return Fraction.of(num / divisor, den / divisor);
}

/** Below 2⁵³ integers are exact as doubles: Euclid runs on numbers there. */
const EXACT_DOUBLE = 2n ** 53n;

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  if (x < EXACT_DOUBLE && y < EXACT_DOUBLE) return BigInt(gcdOfSafe(Number(x), Number(y)));
  while (y !== 0n) [x, y] = [y, x % y];
  return x === 0n ? 1n : x;
}

/** Greatest common divisor of two safe integers (1 for two zeros); `%` on them is exact. */
function gcdOfSafe(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) {
    const rest = x % y;
    x = y;
    y = rest;
  }
  return x === 0 ? 1 : x;
}

/** Least common multiple of two positive safe integers, or undefined when it is not a safe integer. */
function lcmOfSafe(a: number, b: number): number | undefined {
  if (a === b) return a;
  const multiple = (a / gcdOfSafe(a, b)) * b;
  return Number.isSafeInteger(multiple) ? multiple : undefined;
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

/** Whole thousandths as decimal text without padded zeros: 12345 → "12.345", 1500n → "1.5", 2000 → "2". */
export function formatThousandths(value: Whole): string {
  // Only whole numbers are thousandths: anything else (1.5, 1e21) would print as a wrong amount.
  if (typeof value === 'number' && !Number.isSafeInteger(value)) throw new RangeError(`Not whole thousandths: ${value}`);
  const negative = value < 0;
  const digits = String(negative ? -value : value).padStart(AMOUNT_DECIMALS + 1, '0');
  const point = digits.length - AMOUNT_DECIMALS;
  let end = digits.length;
  while (end > point && digits.charCodeAt(end - 1) === 48) end -= 1;
  const text = end === point ? digits.slice(0, point) : `${digits.slice(0, point)}.${digits.slice(point, end)}`;
  return negative ? `-${text}` : text;
}

/** Rounded half-up to 3 places, as decimal text: "5.667", "17", "0.001" (never "-0"). */
export function round(value: Amount): string {
  return formatThousandths(thousandthsOf(Fraction.from(value)));
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
 * All numbers (safe integers: the values are brought to lowest terms first, which keeps them small — 23.9 ÷ 100 is
 * 239/1000, not 23900/100000) or, when one would not fit, all BigInts.
 */
export interface PerUnit {
  numerators: Macros<Whole>;
  denominator: Whole;
}

export function perUnitOf(source: NutrientSource): PerUnit {
  const values = mapMacros(perUnit(source), lowestTerms);
  return perUnitOnNumbers(values) ?? perUnitOnBigInts(values);
}

function perUnitOnNumbers(values: Macros<Fraction>): PerUnit | undefined {
  let denominator = 1;
  for (const { num, den } of [values.carbohydrates, values.proteins, values.fats, values.calories]) {
    if (typeof num !== 'number' || typeof den !== 'number') return undefined;
    if (num === 0) continue;
    const next = lcmOfSafe(denominator, den);
    if (next === undefined) return undefined;
    denominator = next;
  }
  // denominator is a multiple of every non-zero value's den.
  const numerators = mapMacros(values, ({ num, den }) => (num === 0 ? 0 : (num as number) * (denominator / (den as number))));
  for (const numerator of [numerators.carbohydrates, numerators.proteins, numerators.fats, numerators.calories])
    if (!Number.isSafeInteger(numerator)) return undefined;
  return { numerators, denominator };
}

function perUnitOnBigInts(values: Macros<Fraction>): PerUnit {
  let denominator = 1n;
  for (const value of Object.values(values) as Fraction[]) if (!value.isZero()) denominator = lcm(denominator, big(value.den));
  return { numerators: mapMacros(values, (value) => big(value.num) * (denominator / big(value.den))), denominator };
}

/** What `quantity` units of a source hold, from its `perUnitOf`: the same values as `scaled`. */
export function scaledPerUnit({ numerators, denominator }: PerUnit, quantity: Amount): Macros<Fraction> {
  const { num, den } = Fraction.from(quantity);
  if (typeof num === 'number' && typeof den === 'number' && typeof denominator === 'number') {
    // The quantity in lowest terms (250 = 250000/1000 = 250/1) keeps the products small.
    const divisor = gcdOfSafe(num, den);
    const times = num / divisor;
    const over = denominator * (den / divisor);
    if (Number.isSafeInteger(over)) {
      const scale = (numerator: Whole): Fraction => {
        if (numerator === 0 || numerator === 0n) return Fraction.ZERO;
        const value = (numerator as number) * times;
        return Number.isSafeInteger(value) ? Fraction.of(value, over) : Fraction.of(BigInt(numerator) * BigInt(times), BigInt(over));
      };
      return mapMacros(numerators, scale);
    }
  }
  const over = big(denominator) * big(den);
  return mapMacros(numerators, (numerator) =>
    numerator === 0 || numerator === 0n ? Fraction.ZERO : Fraction.of(big(numerator) * big(num), over),
  );
}

/** What `quantity` units of the source hold: value × quantity ÷ serving. */
export function scaled(source: NutrientSource, quantity: Amount): Macros<Fraction> {
  const serving = Fraction.from(source.serving);
  if (serving.isZero()) return zeroMacros();
  const factor = Fraction.from(quantity).dividedBy(serving);
  return mapMacros(source, (value) => Fraction.from(value).times(factor));
}

export function sum(parts: ReadonlyArray<Macros<Fraction>>): Macros<Fraction> {
  return {
    carbohydrates: sumOf(parts, 'carbohydrates'),
    proteins: sumOf(parts, 'proteins'),
    fats: sumOf(parts, 'fats'),
    calories: sumOf(parts, 'calories'),
  };
}

/**
 * Σ of one macro: numerators over the same denominator are added first (the values of one food, or of foods with
 * the same serving, share theirs), then the few distinct denominators are brought over their least common multiple
 * once. Adding pairwise instead multiplied unlike denominators and reduced the growing fractions again and again.
 * Each step on numbers while it stays a safe integer; where one would not, that step (and only it) on BigInts.
 */
function sumOf(parts: ReadonlyArray<Macros<Fraction>>, key: keyof Macros): Fraction {
  // Few distinct denominators (one per food or recipe eaten): two short arrays beat a Map, and the same two serve
  // every sum (nothing else runs while one is worked out), so a sum allocates little more than its result.
  const denominators = sumDenominators;
  const numerators = sumNumerators;
  let count = 0;
  for (const part of parts) {
    const { num, den } = part[key];
    if (num === 0 || num === 0n) continue;
    let at = 0;
    while (at < count && denominators[at] !== den) at++;
    if (at === count) {
      denominators[count] = den;
      numerators[count] = num;
      count += 1;
    } else {
      const total = numerators[at];
      numerators[at] =
        typeof total === 'number' && typeof num === 'number' && Number.isSafeInteger(total + num) ? total + num : big(total) + big(num);
    }
  }
  if (count === 0) return Fraction.ZERO;
  if (count === 1) return fraction(numerators[0], denominators[0]);
  return sumOverCommonDenominator(count) ?? sumOverCommonBigDenominator(count);
}

const sumDenominators: Whole[] = [];
const sumNumerators: Whole[] = [];

/** The first `count` numerators ÷ denominators of a sum, added over their least common multiple, on numbers. */
function sumOverCommonDenominator(count: number): Fraction | undefined {
  let common = 1;
  for (let i = 0; i < count; i++) {
    const den = sumDenominators[i];
    const next = typeof den === 'number' ? lcmOfSafe(common, den) : undefined;
    if (next === undefined) return undefined;
    common = next;
  }
  let num = 0;
  for (let i = 0; i < count; i++) {
    const numerator = sumNumerators[i];
    if (typeof numerator !== 'number') return undefined;
    const term = numerator * (common / (sumDenominators[i] as number));
    num += term;
    if (!Number.isSafeInteger(term) || !Number.isSafeInteger(num)) return undefined;
  }
  return Fraction.of(num, common);
}

/** The same on BigInts. */
function sumOverCommonBigDenominator(count: number): Fraction {
  let common = 1n;
  for (let i = 0; i < count; i++) common = lcm(common, big(sumDenominators[i]));
  let num = 0n;
  for (let i = 0; i < count; i++) num += big(sumNumerators[i]) * (common / big(sumDenominators[i]));
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
  return { serving, ...portionsTotal(ingredients) };
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
    for (const [, values] of perUnits) for (const value of Object.values(values) as Fraction[]) common = lcm(common, big(value.den));
    for (const [key, values] of perUnits)
      this.numerators.set(
        key,
        mapMacros(values, (value) => big(value.num) * (common / big(value.den))),
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
