/**
 * The shared BigInt nutrition math against two references, over a large deterministic set of generated foods eaten,
 * recipes, recipes eaten and whole days:
 * - exact rational arithmetic, written here the naive way (every fraction in lowest terms, every step spelled out),
 *   rounded half-up to 3 places at the end: the documented rule. The shared math must equal it everywhere in
 *   DECIMAL(12,3).
 * - the decimal.js implementation it replaced (server/src/nutrition/nutrition.ts until the shared package took over:
 *   decimal.js at its default 20 significant digits), formula for formula. For realistic amounts the two agree
 *   except where the exact value is a tie (….xxx5 exactly) reached through a repeating intermediate value such as
 *   24888.6363…: 20 digits rounded the intermediate, decimal.js landed just below the tie and rounded down. Beyond
 *   realistic amounts it also rounded products of two nine-digit amounts (24 significant digits).
 */
import { Decimal } from 'decimal.js';
import {
  perUnitOf,
  recipeAsSource,
  recipeNutrition,
  rounded,
  scaled,
  scaledPerUnit,
  sum,
  type Macros,
  type NutrientSource,
} from '@fitness-manager/shared';
import { mulberry32 } from '../../test/seeded-random';

const KEYS = ['carbohydrates', 'proteins', 'fats', 'calories'] as const;

interface Ingredient {
  quantity: string;
  food: NutrientSource & Macros<string> & { serving: string };
}

// ---- exact rational reference -------------------------------------------------------------------------------------

interface Rational {
  n: bigint;
  d: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => {
  a = a < 0n ? -a : a;
  while (b !== 0n) [a, b] = [b, a % b];
  return a === 0n ? 1n : a;
};
const rational = (n: bigint, d: bigint): Rational => {
  const g = gcd(n, d);
  return { n: n / g, d: d / g };
};
const parseRational = (text: string): Rational => {
  const [whole, fraction = ''] = text.split('.');
  return rational(BigInt(whole + fraction), 10n ** BigInt(fraction.length));
};
const add = (a: Rational, b: Rational) => rational(a.n * b.d + b.n * a.d, a.d * b.d);
const mul = (a: Rational, b: Rational) => rational(a.n * b.n, a.d * b.d);
const div = (a: Rational, b: Rational) => (b.n === 0n ? rational(0n, 1n) : rational(a.n * b.d, a.d * b.n));
/** Half-up to thousandths, then written like the API ("5.667", "17"). Amounts here are never negative. */
const roundRational = ({ n, d }: Rational): string => {
  const digits = ((2n * n * 1000n + d) / (2n * d)).toString().padStart(4, '0');
  const decimals = digits.slice(-3).replace(/0+$/, '');
  return decimals ? `${digits.slice(0, -3)}.${decimals}` : digits.slice(0, -3);
};
/** x × 1000 is exactly halfway between two whole numbers. */
const isTie = ({ n, d }: Rational): boolean => (2n * n * 1000n) % (2n * d) === d;

type ExactSource = { serving: Rational } & Macros<Rational>;
const exactSource = (food: Ingredient['food']): ExactSource => ({
  serving: parseRational(food.serving),
  carbohydrates: parseRational(food.carbohydrates),
  proteins: parseRational(food.proteins),
  fats: parseRational(food.fats),
  calories: parseRational(food.calories),
});
const exactScaled = (source: ExactSource, quantity: Rational): Rational[] =>
  KEYS.map((key) => div(mul(source[key], quantity), source.serving));
const exactSum = (parts: Rational[][]): Rational[] =>
  KEYS.map((_, i) => parts.reduce((total, part) => add(total, part[i]), rational(0n, 1n)));
const exactRecipe = (serving: string, list: Ingredient[]) => {
  const perServing = exactSum(list.map((i) => exactScaled(exactSource(i.food), parseRational(i.quantity))));
  return { perServing, perUnit: perServing.map((v) => div(v, parseRational(serving))) };
};
const exactRecipeSource = (serving: string, list: Ingredient[]): ExactSource => {
  const [carbohydrates, proteins, fats, calories] = exactRecipe(serving, list).perServing;
  return { serving: parseRational(serving), carbohydrates, proteins, fats, calories };
};

// ---- the replaced decimal.js implementation -----------------------------------------------------------------------

type DecimalSource = { serving: Decimal.Value } & Macros<Decimal.Value>;
const decimalScaled = (source: DecimalSource, quantity: Decimal.Value): Decimal[] => {
  const serving = new Decimal(source.serving);
  return KEYS.map((key) => (serving.isZero() ? new Decimal(0) : new Decimal(source[key]).times(quantity).div(serving)));
};
const decimalSum = (parts: Decimal[][]): Decimal[] =>
  KEYS.map((_, i) => parts.reduce((total, part) => total.plus(part[i]), new Decimal(0)));
const decimalRecipe = (serving: string, list: Ingredient[]) => {
  const perServing = decimalSum(list.map((i) => decimalScaled(i.food, i.quantity)));
  return { perServing, perUnit: perServing.map((v) => v.div(serving)) };
};
const decimalRecipeSource = (serving: string, list: Ingredient[]): DecimalSource => {
  const [carbohydrates, proteins, fats, calories] = decimalRecipe(serving, list).perServing;
  return { serving, carbohydrates, proteins, fats, calories };
};
const roundDecimal = (value: Decimal): string => value.toDecimalPlaces(3, Decimal.ROUND_HALF_UP).toString();

// ---- generated cases ----------------------------------------------------------------------------------------------

/** Generated cases, seeded (test/seeded-random.ts): every run checks the same ones. */
function random(seed: number) {
  const next = mulberry32(seed);
  const int = (max: number) => Math.floor(next() * max);
  /** A stored amount up to about `maxWhole`, 0–3 decimals, written as the database gives it back ("23.9", "100"). */
  const amount = (maxWhole: number, allowZero = false): string => {
    if (allowZero && int(10) === 0) return '0';
    const whole = Math.min(maxWhole, int(10 ** (1 + int(String(maxWhole).length))));
    const decimals = int(4);
    const text = new Decimal(`${whole}.${decimals === 0 ? '0' : String(int(10 ** decimals)).padStart(decimals, '0')}`).toFixed();
    return text === '0' && !allowZero ? '0.001' : text;
  };
  return { int, amount };
}

interface Domain {
  maxServing: number;
  maxValue: number;
  maxQuantity: number;
}

/** What people enter: servings and nutrient values up to about 1,000, quantities up to about 5,000. */
const REALISTIC: Domain = { maxServing: 1000, maxValue: 1000, maxQuantity: 5000 };
/** Anything DECIMAL(12,3) holds. */
const FULL: Domain = { maxServing: 999_999_999, maxValue: 999_999_999, maxQuantity: 999_999_999 };

interface Outcome {
  kind: string;
  input: unknown;
  shared: string[];
  exact: Rational[];
  replaced: string[];
}

const flat = (...macros: Macros<string>[]) => macros.flatMap((m) => KEYS.map((key) => m[key]));

/** Foods eaten, recipes (per serving and per unit), recipes eaten and whole days, in turn. */
function* outcomes(domain: Domain, count: number, seed: number): Generator<Outcome> {
  const rng = random(seed);
  const food = (): Ingredient['food'] => ({
    serving: ['100', '1', '30', '250'][rng.int(6)] ?? rng.amount(domain.maxServing),
    carbohydrates: rng.amount(domain.maxValue, true),
    proteins: rng.amount(domain.maxValue, true),
    fats: rng.amount(domain.maxValue, true),
    calories: rng.amount(domain.maxValue, true),
  });
  const quantity = () => rng.amount(domain.maxQuantity);
  const ingredients = (n: number): Ingredient[] => Array.from({ length: n }, () => ({ quantity: quantity(), food: food() }));
  for (let i = 0; i < count; i++) {
    const serving = rng.amount(domain.maxServing);
    if (i % 4 === 0) {
      const source = food();
      const q = quantity();
      const exact = exactScaled(exactSource(source), parseRational(q));
      const replaced = decimalScaled(source, q).map(roundDecimal);
      yield {
        kind: 'food eaten',
        input: { source, q },
        // `scaled`, and the server's path: values per unit worked out once (`perUnitOf`), then `scaledPerUnit`.
        shared: flat(rounded(scaled(source, q)), rounded(scaledPerUnit(perUnitOf(source), q))),
        exact: [...exact, ...exact],
        replaced: [...replaced, ...replaced],
      };
    } else if (i % 4 === 1) {
      const list = ingredients(1 + rng.int(8));
      const shared = recipeNutrition(serving, list);
      const exact = exactRecipe(serving, list);
      const replaced = decimalRecipe(serving, list);
      yield {
        kind: 'recipe',
        input: { serving, list },
        shared: flat(rounded(shared.perServing), rounded(shared.perUnit)),
        exact: [...exact.perServing, ...exact.perUnit],
        replaced: [...replaced.perServing, ...replaced.perUnit].map(roundDecimal),
      };
    } else if (i % 4 === 2) {
      const list = ingredients(1 + rng.int(6));
      const q = quantity();
      const exact = exactScaled(exactRecipeSource(serving, list), parseRational(q));
      const replaced = decimalScaled(decimalRecipeSource(serving, list), q).map(roundDecimal);
      yield {
        kind: 'recipe eaten',
        input: { serving, list, q },
        shared: flat(
          rounded(scaled(recipeAsSource(serving, list), q)),
          rounded(scaledPerUnit(perUnitOf(recipeAsSource(serving, list)), q)),
        ),
        exact: [...exact, ...exact],
        replaced: [...replaced, ...replaced],
      };
    } else {
      // A day: a few foods eaten and one recipe eaten, summed.
      const foods = Array.from({ length: 1 + rng.int(6) }, () => ({ source: food(), q: quantity() }));
      const list = ingredients(1 + rng.int(6));
      const q = quantity();
      const exact = exactSum([
        ...foods.map((f) => exactScaled(exactSource(f.source), parseRational(f.q))),
        exactScaled(exactRecipeSource(serving, list), parseRational(q)),
      ]);
      const replaced = decimalSum([
        ...foods.map((f) => decimalScaled(f.source, f.q)),
        decimalScaled(decimalRecipeSource(serving, list), q),
      ]).map(roundDecimal);
      yield {
        kind: 'day',
        input: { foods, serving, list, q },
        shared: flat(
          rounded(sum([...foods.map((f) => scaled(f.source, f.q)), scaled(recipeAsSource(serving, list), q)])),
          rounded(
            sum([...foods.map((f) => scaledPerUnit(perUnitOf(f.source), f.q)), scaledPerUnit(perUnitOf(recipeAsSource(serving, list)), q)]),
          ),
        ),
        exact: [...exact, ...exact],
        replaced: [...replaced, ...replaced],
      };
    }
  }
}

/** 20,000 in the suite (a few seconds); `NUTRITION_CASES=100000` or more for a longer run. */
const COUNT = Number(process.env.NUTRITION_CASES ?? 20_000);

describe('shared nutrition math', () => {
  it(`equals exact rational arithmetic and, but at ties, the 20-digit decimal.js it replaced (${COUNT} realistic cases)`, () => {
    const notExact: unknown[] = [];
    const notAsReplaced: Outcome[] = [];
    for (const outcome of outcomes(REALISTIC, COUNT, 17)) {
      if (outcome.shared.join() !== outcome.exact.map(roundRational).join()) notExact.push(outcome.input);
      if (outcome.shared.join() !== outcome.replaced.join()) notAsReplaced.push(outcome);
    }
    expect(notExact.slice(0, 3)).toEqual([]);
    for (const { shared, exact, replaced } of notAsReplaced) {
      shared.forEach((value, i) => {
        if (value === replaced[i]) return;
        // decimal.js one thousandth lower, at a value exactly halfway.
        expect({ tie: isTie(exact[i]), difference: new Decimal(value).minus(replaced[i]).toFixed() }).toEqual({
          tie: true,
          difference: '0.001',
        });
      });
    }
    if (process.env.NUTRITION_DEBUG)
      console.log(
        `${notAsReplaced.length} of ${COUNT} differ from decimal.js`,
        notAsReplaced.map((o) => o.kind),
      );
    expect(notAsReplaced.length).toBeLessThan(COUNT / 10_000 + 5);
  });

  it(`equals exact rational arithmetic anywhere in DECIMAL(12,3) (${COUNT / 4} cases)`, () => {
    const notExact: unknown[] = [];
    for (const outcome of outcomes(FULL, COUNT / 4, 29)) {
      if (outcome.shared.join() !== outcome.exact.map(roundRational).join()) notExact.push(outcome.input);
    }
    expect(notExact.slice(0, 3)).toEqual([]);
  });

  it('rounds a tie reached through a repeating value up, where 20-digit decimal.js rounded it down', () => {
    // One serving (80 g) of a recipe of 1095.1 g of a food with 1000 g of protein per 44 g: 24888.6363… g.
    // 2.2 g of it: 24888.6363… × 2.2 ÷ 80 = 684.4375 exactly; with 36.966 g from another food, 721.4035.
    const food = { serving: '44', carbohydrates: '0', proteins: '1000', fats: '0', calories: '0' };
    const other = { serving: '1000', carbohydrates: '0', proteins: '1000', fats: '0', calories: '0' };
    const day = sum([scaled(other, '36.966'), scaled(recipeAsSource('80', [{ quantity: '1095.1', food }]), '2.2')]);
    expect(rounded(day).proteins).toBe('721.404');
    const replaced = decimalSum([
      decimalScaled(other, '36.966'),
      decimalScaled(decimalRecipeSource('80', [{ quantity: '1095.1', food }]), '2.2'),
    ]);
    expect(roundDecimal(replaced[1])).toBe('721.403');
  });

  it('keeps digits that 20-digit decimal.js rounded away (products of nine-digit amounts)', () => {
    // 999999999.999 × 999999999.999 ÷ 0.001 has 24 significant digits; decimal.js kept 20 of them.
    const huge = { serving: '0.001', carbohydrates: '999999999.999', proteins: '0', fats: '0', calories: '0' };
    expect(rounded(scaled(huge, '999999999.999')).carbohydrates).toBe('999999999998000000000.001');
    expect(roundDecimal(decimalScaled(huge, '999999999.999')[0])).toBe('999999999998000000000');
  });
});
