/**
 * The shared math computes on numbers (safe integers in doubles) while every value and intermediate fits, and on
 * BigInts otherwise (shared/src/nutrition.ts, top of the file). Held here to the all-BigInt implementation it
 * replaced (server/test/nutrition-bigint-reference.ts), value for value — the exact rational values, not only their
 * rounded digits — over seeded random amounts from small to far beyond 2⁵³ thousandths, negatives, zeros and ties,
 * and checked to really take both paths (a typical day on numbers only; huge amounts on BigInts).
 */
import {
  divide,
  formatThousandths,
  Fraction,
  MacroTotals,
  perUnit,
  perUnitOf,
  recipeAsSource,
  recipeNutrition,
  round,
  rounded,
  scaled,
  scaledPerUnit,
  sum,
  type Macros,
  type NutrientSource,
  type Portion,
} from '@fitness-manager/shared';
import * as reference from '../../test/nutrition-bigint-reference';
import { mulberry32 } from '../../test/seeded-random';

const KEYS = ['carbohydrates', 'proteins', 'fats', 'calories'] as const;

/** Generated cases, seeded (test/seeded-random.ts): every run checks the same ones. */
function random(seed: number) {
  const next = mulberry32(seed);
  const int = (max: number) => Math.floor(next() * max);
  const bigBelow = (max: bigint): bigint => {
    let value = 0n;
    for (let i = 0; i < 4; i++) value = (value << 32n) + BigInt(int(2 ** 32));
    return value % max;
  };
  const near = (centre: bigint, spread: number) => centre - BigInt(spread) + BigInt(int(2 * spread + 1));
  /**
   * A whole number of thousandths from one of: zero, small, typical amounts, anything DECIMAL(12,3) holds, near
   * √2⁵³ (products of two of them cross 2⁵³), near 2⁵³ ÷ 1000 (× 1000 when rounding crosses it), near 2⁵³ itself,
   * far above it.
   */
  const thousandths = (kind = int(8)): bigint => {
    switch (kind) {
      case 0:
        return 0n;
      case 1:
        return BigInt(int(10_000));
      case 2:
        return BigInt(int(5_000_000));
      case 3:
        return BigInt(int(1_000_000_000)) * 1000n + BigInt(int(1000));
      case 4:
        return near(94_906_266n, 100_000);
      case 5:
        return near(9_007_199_254_741n, 100_000);
      case 6:
        return near(2n ** 53n, 100_000);
      default:
        return bigBelow(10n ** BigInt(18 + int(10)));
    }
  };
  /** Decimal text of `value` thousandths as the database gives it back ("23.9", "100"), or padded ("23.900"). */
  const text = (value: bigint): string => {
    const plain = reference.formatThousandths(value);
    if (int(8) !== 0) return plain;
    const decimals = plain.split('.')[1]?.length ?? 0;
    return `${plain}${decimals === 0 ? '.' : ''}${'0'.repeat(3 - decimals)}`;
  };
  /** An amount (sometimes negative: the math takes any sign). */
  const amount = (kind?: number, negatives = true): string => {
    const value = thousandths(kind);
    return text(negatives && int(10) === 0 ? -value : value);
  };
  return { int, amount, thousandths, text };
}

type Random = ReturnType<typeof random>;

/** The same rational value: a/b = c/d with b, d > 0, whichever kind of whole numbers each side holds. */
const sameValue = (mine: Fraction, theirs: reference.Fraction): boolean =>
  BigInt(mine.den) > 0n && BigInt(mine.num) * theirs.den === theirs.num * BigInt(mine.den);

const differences = (mine: Macros<Fraction>, theirs: Macros<reference.Fraction>, input: unknown) =>
  KEYS.filter((key) => !sameValue(mine[key], theirs[key])).map((key) => ({
    key,
    input,
    mine: `${mine[key].num}/${mine[key].den}`,
    theirs: `${theirs[key].num}/${theirs[key].den}`,
  }));

const food = (rng: Random, kind?: number): NutrientSource & Macros<string> & { serving: string } => ({
  serving: rng.int(10) === 0 ? '0' : rng.amount(kind),
  carbohydrates: rng.amount(kind),
  proteins: rng.amount(kind),
  fats: rng.amount(kind),
  calories: rng.amount(kind),
});

/** Sources of a domain: one kind for all (a realistic food), or each amount of its own kind. */
const sourceKind = (rng: Random): number | undefined => (rng.int(2) === 0 ? rng.int(8) : undefined);

const COUNT = Number(process.env.NUTRITION_CASES ?? 3_000);

describe('the numbers-first nutrition math, against the all-BigInt one it replaced', () => {
  it(`reads, adds, multiplies, divides and rounds to the same values (${COUNT * 4} pairs)`, () => {
    const rng = random(53);
    const wrong: unknown[] = [];
    for (let i = 0; i < COUNT * 4; i++) {
      const [a, b] = [rng.amount(), rng.amount()];
      const [mineA, mineB] = [Fraction.parse(a), Fraction.parse(b)];
      const [theirA, theirB] = [reference.Fraction.parse(a), reference.Fraction.parse(b)];
      const check = (what: string, mine: Fraction, theirs: reference.Fraction) => {
        if (!sameValue(mine, theirs)) wrong.push({ what, a, b, mine: `${mine.num}/${mine.den}` });
        if (mine.toThousandths() !== theirs.toThousandths()) wrong.push({ what: `${what} in thousandths`, a, b });
        if (round(mine) !== reference.round(theirs)) wrong.push({ what: `${what} rounded`, a, b });
      };
      check('a', mineA, theirA);
      check('a + b', mineA.plus(mineB), theirA.plus(theirB));
      check('a × b', mineA.times(mineB), theirA.times(theirB));
      // A third operand over another denominator: sums and products of unlike fractions.
      const third = Fraction.parse(b).dividedBy(Fraction.parse('7'));
      const theirThird = reference.Fraction.parse(b).dividedBy(reference.Fraction.parse('7'));
      check('a + b ÷ 7', mineA.plus(third), theirA.plus(theirThird));
      check('a × (b ÷ 7)', mineA.times(third), theirA.times(theirThird));
      if (!mineB.isZero()) {
        check('a ÷ b', mineA.dividedBy(mineB), theirA.dividedBy(theirB));
        check('a ÷ (b ÷ 7)', mineA.dividedBy(third), theirA.dividedBy(theirThird));
      } else expect(() => mineA.dividedBy(mineB)).toThrow(RangeError);
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('rounds text of any length half-up away from zero, ties included, as before', () => {
    const rng = random(7);
    const texts = ['0.0005', '-0.0005', '0.00049', '-0.00049', '-0', '-0.000', '2.0004999', '1.0005', '.5', '+5', '5.', '0'];
    for (let i = 0; i < COUNT * 2; i++) {
      const whole = reference.formatThousandths(rng.thousandths()).split('.')[0];
      const decimals = 1 + rng.int(7);
      // Often a tie: …5 in the fourth decimal and nothing after it.
      const digits =
        rng.int(3) === 0 ? `${String(rng.int(1000)).padStart(3, '0')}5` : String(rng.int(10 ** decimals)).padStart(decimals, '0');
      texts.push(`${rng.int(4) === 0 ? '-' : ''}${whole}.${digits}`);
    }
    const wrong = texts.filter((text) => round(text) !== reference.round(text) || round(Fraction.parse(text)) !== reference.round(text));
    expect(wrong).toEqual([]);
  });

  it('writes whole thousandths alike from numbers and BigInts', () => {
    const rng = random(3);
    for (let i = 0; i < COUNT; i++) {
      const value = rng.thousandths(1 + rng.int(5)) * (rng.int(2) === 0 ? -1n : 1n);
      const expected = reference.formatThousandths(value);
      expect(formatThousandths(value)).toBe(expected);
      if (Number.isSafeInteger(Number(value))) expect(formatThousandths(Number(value))).toBe(expected);
    }
    expect(formatThousandths(-0)).toBe('0');
    // A number that is not whole thousandths is refused, never printed as some other amount.
    for (const value of [1.5, 2 ** 53, 1e21, Number.NaN, Infinity]) expect(() => formatThousandths(value)).toThrow(RangeError);
  });

  it(`gives foods eaten, recipes, recipes eaten and days the same values (${COUNT} of each)`, () => {
    const rng = random(2026);
    const wrong: unknown[] = [];
    for (let i = 0; i < COUNT; i++) {
      const kind = sourceKind(rng);
      const source = food(rng, kind);
      const quantity = rng.amount(kind);
      // A food eaten, both ways the server and the client work it out, and its values per unit.
      wrong.push(...differences(perUnit(source), reference.perUnit(source), { perUnit: source }));
      wrong.push(...differences(scaled(source, quantity), reference.scaled(source, quantity), { source, quantity }));
      wrong.push(
        ...differences(scaledPerUnit(perUnitOf(source), quantity), reference.scaledPerUnit(reference.perUnitOf(source), quantity), {
          source,
          quantity,
        }),
      );
      // A recipe: its serving, per unit, and eaten.
      const ingredients: Portion[] = Array.from({ length: 1 + rng.int(8) }, () => ({ quantity: rng.amount(kind), food: food(rng, kind) }));
      const serving = rng.int(10) === 0 ? '0' : rng.amount(kind);
      const mine = recipeNutrition(serving, ingredients);
      const theirs = reference.recipeNutrition(serving, ingredients as reference.Portion[]);
      wrong.push(...differences(mine.perServing, theirs.perServing, { serving, ingredients }));
      wrong.push(...differences(mine.perUnit, theirs.perUnit, { serving, ingredients }));
      const eaten = scaledPerUnit(perUnitOf(recipeAsSource(serving, ingredients)), quantity);
      const theirEaten = reference.scaledPerUnit(
        reference.perUnitOf(reference.recipeAsSource(serving, ingredients as reference.Portion[])),
        quantity,
      );
      wrong.push(...differences(eaten, theirEaten, { serving, ingredients, quantity }));
      // A day: meals of entries over a few sources (entries of one source share its values per unit), summed per
      // meal and then over the meals, as the day read does; and the mean of the meals.
      const sources = Array.from({ length: 1 + rng.int(6) }, () => food(rng, sourceKind(rng) ?? kind));
      const mineUnits = sources.map((s) => perUnitOf(s));
      const theirUnits = sources.map((s) => reference.perUnitOf(s));
      const meals = Array.from({ length: 1 + rng.int(6) }, () =>
        Array.from({ length: rng.int(9) }, () => [rng.int(sources.length), rng.amount(kind)] as const),
      );
      const mineMeals = meals.map((meal) => sum(meal.map(([s, q]) => scaledPerUnit(mineUnits[s], q))));
      const theirMeals = meals.map((meal) => reference.sum(meal.map(([s, q]) => reference.scaledPerUnit(theirUnits[s], q))));
      mineMeals.forEach((meal, m) => wrong.push(...differences(meal, theirMeals[m], { sources, meal: meals[m] })));
      wrong.push(...differences(sum(mineMeals), reference.sum(theirMeals), { sources, meals }));
      const count = String(meals.length);
      wrong.push(...differences(divide(sum(mineMeals), count), reference.divide(reference.sum(theirMeals), count), { sources, meals }));
      if (wrong.length > 0) break;
    }
    expect(wrong.slice(0, 3)).toEqual([]);
  });

  it('sums many days over a few sources (MacroTotals) to the same values', () => {
    const rng = random(365);
    for (let round = 0; round < 20; round++) {
      const kind = sourceKind(rng);
      const sources = new Map(Array.from({ length: 1 + rng.int(8) }, (_, i) => [i, food(rng, kind)] as const));
      const mine = new MacroTotals(sources);
      const theirs = new reference.MacroTotals(sources);
      const all = MacroTotals.zero();
      const theirAll = reference.MacroTotals.zero();
      for (let day = 0; day < 30; day++) {
        const total = MacroTotals.zero();
        const theirTotal = reference.MacroTotals.zero();
        for (let entry = rng.int(12); entry > 0; entry--) {
          const key = rng.int(sources.size);
          const quantity = rng.thousandths(rng.int(4));
          mine.add(total, key, quantity);
          theirs.add(theirTotal, key, quantity);
        }
        expect(differences(mine.exact(total), theirs.exact(theirTotal), { round, day })).toEqual([]);
        for (const key of KEYS) {
          all[key] += total[key];
          theirAll[key] += theirTotal[key];
        }
      }
      expect(differences(mine.exact(all, 30), theirs.exact(theirAll, 30), { round })).toEqual([]);
    }
  });

  it('gives the edge cases the same values: zero and negative servings, zero quantities, the 2⁵³ boundary', () => {
    const max = '9007199254740.991'; // 2⁵³ − 1 thousandths: the largest amount read as a number
    const edges = [
      { serving: '0', carbohydrates: '5', proteins: '-5', fats: '0', calories: max },
      { serving: '-2.5', carbohydrates: '5', proteins: '-5', fats: '0', calories: '1' },
      { serving: max, carbohydrates: max, proteins: '-9007199254740.992', fats: '9007199254740.993', calories: '0.001' },
      { serving: '0.001', carbohydrates: max, proteins: '999999999.999', fats: '94906.265', calories: '94906.266' },
      { serving: '3', carbohydrates: '1', proteins: '2', fats: '-0', calories: '0.0005' },
    ];
    const quantities = ['0', '-0', '1', '-1', '0.001', '2.5', max, '-9007199254740.992', '94906.266', '123456789012345678.9', '0.0005'];
    for (const source of edges)
      for (const quantity of quantities) {
        expect(differences(scaled(source, quantity), reference.scaled(source, quantity), { source, quantity })).toEqual([]);
        expect(
          differences(scaledPerUnit(perUnitOf(source), quantity), reference.scaledPerUnit(reference.perUnitOf(source), quantity), {
            source,
            quantity,
          }),
        ).toEqual([]);
        expect(rounded(scaledPerUnit(perUnitOf(source), quantity))).toEqual(reference.rounded(reference.scaled(source, quantity)));
      }
    // x × 1000 at the boundary: the last value rounded on numbers and the first on BigInts.
    for (const num of [9_007_199_254_740n, 9_007_199_254_741n, -9_007_199_254_741n])
      for (const den of [1n, 3n, 7n, 2000n, 9_007_199_254_740_991n])
        expect(Fraction.of(num, den).toThousandths()).toBe(reference.Fraction.of(num, den).toThousandths());
    expect(() => Fraction.of(2 ** 53, 1)).toThrow(RangeError);
    expect(() => Fraction.of(1, 0)).toThrow(RangeError);
    expect(Fraction.of(2n ** 53n - 1n, -3n)).toEqual(Fraction.of(-(2 ** 53 - 1), 3));
    expect(typeof Fraction.of(2n ** 53n, 3n).num).toBe('bigint');
  });

  it("keeps the bench's day on numbers, every entry of people's days too, and moves huge amounts to BigInts", () => {
    const onNumbers = (macros: Macros<Fraction>) => KEYS.every((key) => typeof macros[key].num === 'number');
    /** 6 meals of 8 entries over 20 foods and 5 recipes of 3 to 5 of them, every third entry a recipe. */
    const day = (foods: NutrientSource[], recipeServing: () => string, amount: (k: number) => string, eaten: (e: number) => string) => {
      const recipes = Array.from({ length: 5 }, (_, r) =>
        recipeAsSource(
          recipeServing(),
          Array.from({ length: 3 + (r % 3) }, (_, k) => ({ food: foods[(r * 4 + k) % 20], quantity: amount(k) })),
        ),
      );
      const units = [...foods, ...recipes].map((source) => perUnitOf(source));
      const entries = Array.from({ length: 6 }, (_, m) =>
        Array.from({ length: 8 }, (_, e) =>
          scaledPerUnit((m * 8 + e) % 3 === 2 ? units[20 + ((m + e) % 5)] : units[(m * 3 + e) % 20], eaten(e)),
        ),
      );
      const meals = entries.map((meal) => sum(meal));
      return { entries: entries.flat(), sums: [...meals, sum(meals)] };
    };
    // The bench's day (tests/bench/seed.mjs): all on numbers, sums included.
    let serving = 0;
    const bench = day(
      Array.from({ length: 20 }, (_, i) => ({
        serving: String([100, 30, 1, 250][i % 4]),
        carbohydrates: (3.7 * (i + 1)).toFixed(1),
        proteins: (1.3 * (i % 7) + 0.4).toFixed(1),
        fats: (0.9 * (i % 5) + 0.1).toFixed(1),
        calories: String(40 + 17 * i),
      })),
      () => String((serving += 1)),
      (k) => String(15 + 10 * k),
      (e) => (e % 3 === 2 ? '1.5' : '42.5'),
    );
    expect([...bench.entries, ...bench.sums].every(onNumbers)).toBe(true);
    // Days like people's: labels' values (one decimal), usual servings, recipes of any whole number of grams,
    // portions to 0.1. Every entry stays on numbers; a sum over recipes whose weights share no factor can need
    // a common denominator beyond 2⁵³ (its last step then runs on BigInts: the first test holds those to the values).
    const rng = random(1);
    for (let i = 0; i < 100; i++) {
      const foods = Array.from({ length: 20 }, () => ({
        serving: ['100', '30', '1', '250', '50', '200', '15', '40'][rng.int(8)],
        carbohydrates: rng.text(100n * BigInt(rng.int(1_000))),
        proteins: rng.text(100n * BigInt(rng.int(500))),
        fats: rng.text(100n * BigInt(rng.int(500))),
        calories: rng.text(1000n * BigInt(rng.int(900))),
      }));
      const { entries } = day(
        foods,
        () => String(1 + rng.int(1_000)),
        () => String(1 + rng.int(500)),
        () => rng.text(100n * BigInt(1 + rng.int(5_000))),
      );
      expect(entries.every(onNumbers)).toBe(true);
    }
    const huge = { serving: '0.007', carbohydrates: '999999999.999', proteins: '1', fats: '0', calories: '0' };
    const eaten = scaledPerUnit(perUnitOf(huge), '999999999.999');
    expect(typeof eaten.carbohydrates.num).toBe('bigint');
    expect(typeof eaten.proteins.num).toBe('number');
    expect(rounded(eaten)).toEqual(reference.rounded(reference.scaled(huge, '999999999.999')));
  });
});
