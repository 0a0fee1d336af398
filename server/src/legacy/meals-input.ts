import { ValidationError, type FieldErrors } from '../common/errors';
import { assertValid } from '../common/validation';
import { MacroGoalsInput } from '../modules/meal-info/meal-info.types';
import { MealEntryInput } from '../modules/meals/meal.types';
import { asObject, LegacyBodyReader, parseLegacyDecimal, parseLegacyInteger } from './legacy-input';

/**
 * Legacy meal request bodies → core inputs. Only ids and amounts are taken: the
 * food/recipe objects count only for their `id` (totals come from stored data, difference 15), and the
 * client's placeholders (`user`, `macrosGoal`, `mealsPerDay`, `macrosCount`, `shouldUpdateSelectedDate`)
 * are ignored.
 */

export interface LegacyMealEntryBody {
  /** Body `mealId`; undefined when absent. */
  mealId: number | undefined;
  /** Body `dailyMealId`; undefined when absent. */
  dailyMealId: number | undefined;
  input: MealEntryInput;
}

const isGiven = (value: unknown) => value !== undefined && value !== null;

/**
 * `{id, mealId, quantity: "1,5", food: {id, …} | recipe: {id, …}, macrosCount, dailyMealId}`. Exactly one
 * of `food`/`recipe` must be an object (the client leaves the other out). With `requireIds` (create),
 * `mealId` and `dailyMealId` are required. Every problem is reported at once, as a ValidationError.
 */
export function readLegacyMealEntry(body: unknown, options: { requireIds: boolean }): LegacyMealEntryBody {
  const b = asObject(body);
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const integer = (value: unknown, field: string, required: boolean): number | undefined => {
    const parsed = parseLegacyInteger(value);
    if (!parsed.ok) return void add(field, parsed.message);
    if (parsed.value === undefined && required) add(field, 'Required field.');
    return parsed.value;
  };

  const mealId = integer(b.mealId, 'mealId', options.requireIds);
  const dailyMealId = integer(b.dailyMealId, 'dailyMealId', options.requireIds);

  const quantity = parseLegacyDecimal(b.quantity);
  if (!quantity.ok) add('quantity', quantity.message);
  const input: MealEntryInput = Object.assign(new MealEntryInput(), {
    foodId: null,
    recipeId: null,
    quantity: (quantity.ok ? quantity.value : undefined) as string,
  });
  if (quantity.ok) {
    try {
      assertValid(MealEntryInput, input); // "Required field.", "Must be greater than 0.", the DECIMAL(12,3) bound
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      for (const [field, messages] of Object.entries(error.fields)) for (const message of messages) add(field, message);
    }
  }

  const foodGiven = isGiven(b.food);
  const recipeGiven = isGiven(b.recipe);
  if (foodGiven && recipeGiven) add('food', 'Choose a food or a recipe, not both.');
  else if (!foodGiven && !recipeGiven) add('food', 'Choose a food or a recipe.');
  else if (foodGiven) input.foodId = integer(asObject(b.food).id, 'foodId', true) ?? null;
  else input.recipeId = integer(asObject(b.recipe).id, 'recipeId', true) ?? null;

  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { mealId, dailyMealId, input };
}

/**
 * The meal-names body: the names of `mealsName` ordered by `orderNumber` (the client renumbers them
 * 1..n; a missing or malformed number sorts last, in body order). A missing name counts as empty, which
 * the core refuses ("Meal names cannot be blank."). `mealsPerDay` is ignored: it is always the count.
 */
export function readLegacyMealNames(body: unknown): string[] {
  const list = asObject(body).mealsName;
  const items = (Array.isArray(list) ? list : []).map((item: unknown, index: number) => {
    const name = asObject(item);
    const order = parseLegacyInteger(name.orderNumber);
    return {
      index,
      order: order.ok && order.value !== undefined ? order.value : Number.POSITIVE_INFINITY,
      // eslint-disable-next-line @typescript-eslint/no-base-to-string -- objects are ruled out just before
      name: typeof name.name === 'string' ? name.name : isGiven(name.name) && typeof name.name !== 'object' ? String(name.name) : '',
    };
  });
  items.sort((a, b) => a.order - b.order || a.index - b.index);
  return items.map((item) => item.name);
}

/** `{id, caloriesCount, carbsCount, proteinsCount, fatsCount}` (strings, `.` or `,` decimals); `id` is not read here. */
export function readLegacyMacroGoals(body: unknown): MacroGoalsInput {
  const reader = LegacyBodyReader.of(body);
  const b = reader.body;
  const input = Object.assign(new MacroGoalsInput(), {
    calories: reader.decimal(b.caloriesCount, 'calories'),
    carbohydrates: reader.decimal(b.carbsCount, 'carbohydrates'),
    proteins: reader.decimal(b.proteinsCount, 'proteins'),
    fats: reader.decimal(b.fatsCount, 'fats'),
  });
  // Missing values stay undefined: the core answers them with "Required field.".
  reader.throwIfMalformed(MacroGoalsInput, input);
  return input;
}

/** Labels of the core field names as the legacy client's forms call them. */
export const MEAL_FIELD_LABELS = {
  foodId: 'Food',
  recipeId: 'Recipe',
  calories: 'Calories',
  carbohydrates: 'Carbs',
  proteins: 'Proteins',
  fats: 'Fats',
};
