import { Decimal } from 'decimal.js';
import {
  divide,
  formatThousandths,
  Fraction,
  MACRO_KEYS,
  MacroTotals,
  perUnit,
  recipeAsSource,
  recipeNutrition,
  round,
  rounded,
  scaled,
  sum,
  type NutrientSource,
} from '@fitness-manager/shared';
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

describe('MacroTotals (many days over a few sources)', () => {
  it('gives the digits of summing scaled entries, for days and for their mean', () => {
    const sources = new Map<string, NutrientSource>([
      ['banana', { serving: '100', carbohydrates: '23.9', proteins: '1.4', fats: '0.3', calories: '92' }],
      ['oats', { serving: '30', carbohydrates: '17', proteins: '4.3', fats: '2.1', calories: '114' }],
      ['odd', { serving: '7.777', carbohydrates: '0.001', proteins: '999.999', fats: '3.333', calories: '1' }],
      ['nothing', { serving: '0', carbohydrates: '5', proteins: '5', fats: '5', calories: '5' }],
      [
        'recipe',
        recipeAsSource('3', [
          { quantity: '150', food: { serving: '100', carbohydrates: '23.9', proteins: '1.4', fats: '0.3', calories: '92' } },
        ]),
      ],
    ]);
    const totals = new MacroTotals(sources);
    const keys = [...sources.keys()];
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    const days = Array.from({ length: 40 }, () =>
      Array.from({ length: 1 + (next() % 12) }, () => [keys[next() % keys.length], BigInt(next() % 2_000_000)] as const),
    );
    const sumAll = MacroTotals.zero();
    const expectedDays = [];
    for (const day of days) {
      const total = MacroTotals.zero();
      for (const [key, thousandths] of day) totals.add(total, key, thousandths);
      const quantity = (t: bigint) => formatThousandths(t);
      const expected = sum(day.map(([key, thousandths]) => scaled(sources.get(key)!, quantity(thousandths))));
      expect(rounded(totals.exact(total))).toEqual(rounded(expected));
      expectedDays.push(expected);
      for (const key of MACRO_KEYS) sumAll[key] += total[key];
    }
    expect(rounded(totals.exact(sumAll, days.length))).toEqual(rounded(divide(sum(expectedDays), String(days.length))));
  });
});

describe('reading and writing amounts', () => {
  const Exact = Decimal.clone({ precision: 80 });
  const valueOf = (fraction: Fraction) => new Exact(fraction.num.toString()).dividedBy(fraction.den.toString());

  it('reads every form of decimal text to its exact value (plain amounts on the fast path, the rest the general way)', () => {
    let seed = 11;
    const next = () => (seed = (seed * 48271) % 2147483647);
    const texts = [
      '0',
      '-0',
      '5',
      '-5',
      '0.5',
      '.5',
      '+5',
      '5.0',
      '-0.001',
      '999999999.999',
      '123456789012.345',
      '1234567890123.456',
      '0.0001',
      '12.34567',
    ];
    for (let i = 0; i < 20_000; i++) {
      const whole = String(next() % 10 ** (1 + (next() % 12)));
      const decimals = next() % 6;
      const fraction = decimals === 0 ? '' : `.${String(next()).padStart(decimals, '0').slice(-decimals)}`;
      texts.push(`${next() % 5 === 0 ? '-' : ''}${whole}${fraction}`);
    }
    const wrong = texts.filter((text) => !valueOf(Fraction.parse(text)).equals(new Exact(text)));
    expect(wrong).toEqual([]);
    for (const text of ['', '-', '.', '1e3', '1,5', '--1', '1.2.3', ' 1']) expect(() => Fraction.parse(text)).toThrow(RangeError);
  });

  it('writes whole thousandths as the shortest decimal text', () => {
    const cases: [bigint, string][] = [
      [0n, '0'],
      [1n, '0.001'],
      [-1n, '-0.001'],
      [1500n, '1.5'],
      [2000n, '2'],
      [-12345n, '-12.345'],
      [10n ** 24n + 10n, '1000000000000000000000.01'],
    ];
    for (const [value, text] of cases) expect(formatThousandths(value)).toBe(text);
  });
});
