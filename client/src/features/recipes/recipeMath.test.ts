import { describe, expect, it } from 'vitest';
import { fromThousandths, ingredientMacros, toThousandths, totalMacros, type NutrientSource } from './recipeMath';

const rice: NutrientSource = { serving: '100', carbohydrates: '28.1', proteins: '2.5', fats: '0.2', calories: '128' };
const egg: NutrientSource = { serving: '1', carbohydrates: '0.6', proteins: '6.3', fats: '5', calories: '72' };
const oddServing: NutrientSource = { serving: '3', carbohydrates: '1', proteins: '2', fats: '0', calories: '10' };

describe('thousandths', () => {
  it('reads decimal strings exactly, rounding a 4th decimal half-up', () => {
    expect(toThousandths('12.345')).toBe(12345n);
    expect(toThousandths('1.5')).toBe(1500n);
    expect(toThousandths('7')).toBe(7000n);
    expect(toThousandths('.5')).toBe(500n);
    expect(toThousandths('0.0005')).toBe(1n);
    expect(toThousandths('0.0004')).toBe(0n);
    expect(toThousandths('')).toBe(0n);
    expect(toThousandths('abc')).toBe(0n);
  });

  it('writes them back without padded zeros', () => {
    expect(fromThousandths(12345n)).toBe('12.345');
    expect(fromThousandths(1500n)).toBe('1.5');
    expect(fromThousandths(2000n)).toBe('2');
    expect(fromThousandths(5n)).toBe('0.005');
    expect(fromThousandths(0n)).toBe('0');
  });
});

describe('ingredientMacros', () => {
  it('scales each value: value / serving × quantity', () => {
    expect(ingredientMacros({ food: rice, quantity: '150' })).toEqual({
      carbohydrates: '42.15',
      proteins: '3.75',
      fats: '0.3',
      calories: '192',
    });
    expect(ingredientMacros({ food: egg, quantity: '2' })).toEqual({
      carbohydrates: '1.2',
      proteins: '12.6',
      fats: '10',
      calories: '144',
    });
  });

  it('rounds half-up to 3 places without binary-float drift', () => {
    // 10 / 3 × 1 = 3.3333…; 1 / 3 × 0.5 = 0.1666…; 2 / 3 × 0.5 = 0.3333…
    expect(ingredientMacros({ food: oddServing, quantity: '1' }).calories).toBe('3.333');
    expect(ingredientMacros({ food: oddServing, quantity: '0.5' })).toEqual({
      carbohydrates: '0.167',
      proteins: '0.333',
      fats: '0',
      calories: '1.667',
    });
    // 1.005 × 1 would print 1.00 with floats rounding 1.0049999…
    expect(ingredientMacros({ food: { ...egg, calories: '1.0005' }, quantity: '1' }).calories).toBe('1.001');
  });

  it('gives zeros for an empty quantity or a zero serving', () => {
    expect(ingredientMacros({ food: rice, quantity: '' }).calories).toBe('0');
    expect(ingredientMacros({ food: { ...rice, serving: '0' }, quantity: '100' }).calories).toBe('0');
  });
});

describe('totalMacros', () => {
  it('sums the exact values, rounding only the total', () => {
    // Three thirds: 3.333 + 3.333 + 3.333 would be 9.999 if rows were rounded first.
    const third = { food: oddServing, quantity: '1' };
    expect(totalMacros([third, third, third]).calories).toBe('10');
  });

  it('adds the ingredients of one serving', () => {
    expect(totalMacros([{ food: rice, quantity: '150' }, { food: egg, quantity: '2' }])).toEqual({
      carbohydrates: '43.35',
      proteins: '16.35',
      fats: '10.3',
      calories: '336',
    });
  });

  it('is zero without ingredients', () => {
    expect(totalMacros([])).toEqual({ carbohydrates: '0', proteins: '0', fats: '0', calories: '0' });
  });
});
