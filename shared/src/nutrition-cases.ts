/**
 * The one table of nutrition cases. The server's tests (server/src/nutrition/nutrition.test.ts, jest) and the
 * client's (client/src/features/recipes/recipeMath.test.ts, vitest) both run every row, each through the functions
 * it calls in production, so the two sides are held to the same answers. Add a row here, not in one of them.
 */
import type { Macros } from './macros';

interface Food extends Macros {
  serving: string;
}

interface Portion {
  quantity: string;
  food: Food;
}

export type NutritionCase =
  /** `round(value)`: half-up to 3 places, written without padded zeros. */
  | { name: string; round: string; expected: string }
  /** `perUnit(food)`: value ÷ serving. */
  | { name: string; perUnit: Food; expected: Macros }
  /** `scaled(food, quantity)`: what a quantity of a food holds (an ingredient row, a food eaten). */
  | { name: string; portion: Portion; expected: Macros }
  /** Σ `scaled(…)`: the ingredients of one recipe serving, summed exactly and rounded once. */
  | { name: string; portions: Portion[]; expected: Macros }
  /** `recipeNutrition(serving, ingredients)`: one whole serving and one unit of it. */
  | { name: string; recipe: { serving: string; ingredients: Portion[] }; expected: { perServing: Macros; perUnit: Macros } }
  /** `scaled(recipeAsSource(serving, ingredients), quantity)`: a recipe eaten. */
  | { name: string; recipeEaten: { serving: string; ingredients: Portion[]; quantity: string }; expected: Macros };

const banana: Food = { serving: '100', carbohydrates: '23.9', proteins: '1.4', fats: '0.3', calories: '92' };
const oats: Food = { serving: '30', carbohydrates: '17', proteins: '4.3', fats: '2.1', calories: '114' };
const rice: Food = { serving: '100', carbohydrates: '28.1', proteins: '2.5', fats: '0.2', calories: '128' };
const egg: Food = { serving: '1', carbohydrates: '0.6', proteins: '6.3', fats: '5', calories: '72' };
const thirds: Food = { serving: '3', carbohydrates: '1', proteins: '2', fats: '0', calories: '10' };
const zeros: Macros = { carbohydrates: '0', proteins: '0', fats: '0', calories: '0' };

export const NUTRITION_CASES: ReadonlyArray<NutritionCase> = [
  { name: 'a tie rounds up', round: '0.0005', expected: '0.001' },
  { name: 'below a tie rounds down', round: '2.0004999', expected: '2' },
  { name: 'a negative tie rounds away from zero', round: '-0.0005', expected: '-0.001' },
  { name: 'no padded zeros', round: '100.000', expected: '100' },
  { name: 'no negative zero', round: '-0.0004', expected: '0' },
  { name: '1.0005 is not 1.00049999… (binary floats would print 1)', round: '1.0005', expected: '1.001' },

  {
    name: 'per-unit values, exactly',
    perUnit: banana,
    expected: { carbohydrates: '0.239', proteins: '0.014', fats: '0.003', calories: '0.92' },
  },
  { name: 'a zero serving gives zero, not infinity', perUnit: { ...banana, serving: '0' }, expected: zeros },

  {
    name: 'scaling without binary-float noise (3.4999999999999996 in doubles)',
    portion: { food: banana, quantity: '250' },
    expected: { carbohydrates: '59.75', proteins: '3.5', fats: '0.75', calories: '230' },
  },
  {
    name: 'rounded once at the edge: 17 / 30 × 10 = 5.666…',
    portion: { food: oats, quantity: '10' },
    expected: { carbohydrates: '5.667', proteins: '1.433', fats: '0.7', calories: '38' },
  },
  {
    name: 'value / serving × quantity',
    portion: { food: rice, quantity: '150' },
    expected: { carbohydrates: '42.15', proteins: '3.75', fats: '0.3', calories: '192' },
  },
  {
    name: 'a serving of one unit',
    portion: { food: egg, quantity: '2' },
    expected: { carbohydrates: '1.2', proteins: '12.6', fats: '10', calories: '144' },
  },
  {
    name: 'a third: 10 / 3 × 1',
    portion: { food: thirds, quantity: '1' },
    expected: { carbohydrates: '0.333', proteins: '0.667', fats: '0', calories: '3.333' },
  },
  {
    name: 'half of a third',
    portion: { food: thirds, quantity: '0.5' },
    expected: { carbohydrates: '0.167', proteins: '0.333', fats: '0', calories: '1.667' },
  },
  {
    name: 'a 4th decimal in a value counts (1.0005 × 1)',
    portion: { food: { ...egg, calories: '1.0005' }, quantity: '1' },
    expected: { carbohydrates: '0.6', proteins: '6.3', fats: '5', calories: '1.001' },
  },
  { name: 'a zero serving scales to zero', portion: { food: { ...rice, serving: '0' }, quantity: '100' }, expected: zeros },
  {
    name: 'nine-digit amounts keep every digit',
    portion: {
      food: { serving: '0.001', carbohydrates: '999999999.999', proteins: '0', fats: '0', calories: '0.001' },
      quantity: '999999999.999',
    },
    expected: { carbohydrates: '999999999998000000000.001', proteins: '0', fats: '0', calories: '999999999.999' },
  },

  {
    name: 'three thirds make a whole (3.333 × 3 would be 9.999)',
    portions: [
      { food: thirds, quantity: '1' },
      { food: thirds, quantity: '1' },
      { food: thirds, quantity: '1' },
    ],
    expected: { carbohydrates: '1', proteins: '2', fats: '0', calories: '10' },
  },
  {
    name: 'drift-free sums: 3 × 17 / 30 × 10',
    portions: [
      { food: oats, quantity: '10' },
      { food: oats, quantity: '10' },
      { food: oats, quantity: '10' },
    ],
    expected: { carbohydrates: '17', proteins: '4.3', fats: '2.1', calories: '114' },
  },
  {
    name: 'the ingredients of one serving',
    portions: [
      { food: rice, quantity: '150' },
      { food: egg, quantity: '2' },
    ],
    expected: { carbohydrates: '43.35', proteins: '16.35', fats: '10.3', calories: '336' },
  },
  { name: 'no ingredients', portions: [], expected: zeros },

  {
    // banana 150 g: 35.85 / 2.1 / 0.45 / 138; oats 45 g: 25.5 / 6.45 / 3.15 / 171
    name: 'a recipe per whole serving and per unit of its serving',
    recipe: {
      serving: '2',
      ingredients: [
        { quantity: '150', food: banana },
        { quantity: '45', food: oats },
      ],
    },
    expected: {
      perServing: { carbohydrates: '61.35', proteins: '8.55', fats: '3.6', calories: '309' },
      perUnit: { carbohydrates: '30.675', proteins: '4.275', fats: '1.8', calories: '154.5' },
    },
  },
  { name: 'a recipe without ingredients', recipe: { serving: '1', ingredients: [] }, expected: { perServing: zeros, perUnit: zeros } },
  {
    name: 'a recipe with a zero serving has no per-unit values',
    recipe: { serving: '0', ingredients: [{ quantity: '100', food: rice }] },
    expected: { perServing: { carbohydrates: '28.1', proteins: '2.5', fats: '0.2', calories: '128' }, perUnit: zeros },
  },

  {
    // 1095.1 g of 1000 g per 44 g is 24888.6363… per 80 g serving; 2.2 g of it is 684.4375 exactly.
    name: 'a recipe eaten: a tie reached through a repeating value rounds up',
    recipeEaten: {
      serving: '80',
      ingredients: [{ quantity: '1095.1', food: { serving: '44', carbohydrates: '0', proteins: '1000', fats: '0', calories: '0' } }],
      quantity: '2.2',
    },
    expected: { carbohydrates: '0', proteins: '684.438', fats: '0', calories: '0' },
  },
  {
    name: 'a recipe eaten: its serving scaled like a food',
    recipeEaten: {
      serving: '2',
      ingredients: [
        { quantity: '150', food: banana },
        { quantity: '45', food: oats },
      ],
      quantity: '3',
    },
    expected: { carbohydrates: '92.025', proteins: '12.825', fats: '5.4', calories: '463.5' },
  },
];
