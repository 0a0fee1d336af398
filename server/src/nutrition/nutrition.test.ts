import { perUnit, recipeNutrition, round, rounded, scaled, sum } from './nutrition';

const banana = { serving: '100', carbohydrates: '23.9', proteins: '1.4', fats: '0.3', calories: '92' };
const oats = { serving: '30', carbohydrates: '17', proteins: '4.3', fats: '2.1', calories: '114' };

describe('nutrition math', () => {
  it('gives per-unit values exactly', () => {
    expect(rounded(perUnit(banana))).toEqual({ carbohydrates: '0.239', proteins: '0.014', fats: '0.003', calories: '0.92' });
  });

  it('scales by quantity without binary-float noise', () => {
    // 0.1 + 0.2 style noise would show as 3.4999999999999996 in doubles (legacy).
    expect(rounded(scaled(banana, '250'))).toEqual({ carbohydrates: '59.75', proteins: '3.5', fats: '0.75', calories: '230' });
  });

  it('rounds half-up to 3 places only at the edge', () => {
    expect(round('0.0005')).toBe('0.001');
    expect(round('2.0004999')).toBe('2');
    expect(round('-0.0005')).toBe('-0.001');
    // 17 / 30 × 10 = 5.6666…: rounding each step would drift, rounding once gives 5.667.
    expect(rounded(scaled(oats, '10')).carbohydrates).toBe('5.667');
    const thirds = sum([scaled(oats, '10'), scaled(oats, '10'), scaled(oats, '10')]);
    expect(rounded(thirds).carbohydrates).toBe('17');
  });

  it('treats a zero serving as zero rather than infinity', () => {
    expect(rounded(perUnit({ ...banana, serving: '0' }))).toEqual({ carbohydrates: '0', proteins: '0', fats: '0', calories: '0' });
  });

  it('computes a recipe per whole serving and per unit of its serving (spec §9)', () => {
    const nutrition = recipeNutrition('2', [
      { quantity: '150', food: banana },
      { quantity: '45', food: oats },
    ]);
    // banana 150 g: 35.85 / 2.1 / 0.45 / 138; oats 45 g: 25.5 / 6.45 / 3.15 / 171
    expect(rounded(nutrition.perServing)).toEqual({ carbohydrates: '61.35', proteins: '8.55', fats: '3.6', calories: '309' });
    expect(rounded(nutrition.perUnit)).toEqual({ carbohydrates: '30.675', proteins: '4.275', fats: '1.8', calories: '154.5' });
  });

  it('gives zeros for a recipe without ingredients', () => {
    expect(rounded(recipeNutrition('1', []).perServing)).toEqual({ carbohydrates: '0', proteins: '0', fats: '0', calories: '0' });
  });
});
