/* Test data for the meals pages and the home diet card (not a test file). */
import { compareByName, nameContains } from '@fitness-manager/shared';
import type {
  DailyMealFieldsFragment,
  EntryFoodOptionFragment,
  EntryRecipeOptionFragment,
  MacroAmountsFragment,
  MealEntryFieldsFragment,
  MealFieldsFragment,
  MealInfoFieldsFragment,
  Unit,
} from '../../gql/graphql';
import { FOOD_PICKER_SIZE, foodPickerVariables, FoodPickerQuery } from '../foods/foodDocuments';
import { DailyMealQuery, EntryFoodQuery, MealEntryRecipesQuery, MealInfoQuery, RecentMealSourcesQuery } from './mealDocuments';

export function macros(carbohydrates: string, proteins: string, fats: string, calories: string): MacroAmountsFragment {
  return { __typename: 'Macros', carbohydrates, proteins, fats, calories };
}

/** Sums macro amounts the way the server does (exact to 3 places), as API strings ("12.5"). */
export function sumMacros(list: ReadonlyArray<MacroAmountsFragment>): MacroAmountsFragment {
  const total = (key: 'carbohydrates' | 'proteins' | 'fats' | 'calories') =>
    String(list.reduce((sum, item) => sum + Math.round(Number(item[key]) * 1000), 0) / 1000);
  return macros(total('carbohydrates'), total('proteins'), total('fats'), total('calories'));
}

function food(id: number, name: string, unit: Unit, serving: string, values: [string, string, string, string]): EntryFoodOptionFragment {
  const [carbohydrates, proteins, fats, calories] = values;
  return { __typename: 'Food', id, name, unit, serving, carbohydrates, proteins, fats, calories };
}

/** The foods of the dialog's list, with their servings and values (what the prefill and the preview read). */
export const FOODS = [
  food(1, 'Arroz', 'G', '100', ['28', '2.5', '0.3', '130']),
  food(2, 'Banana', 'UN', '1', ['23', '1.1', '0.3', '89']),
  food(3, 'Frango', 'G', '100', ['0', '31', '3.6', '165']),
];

/** Foods of the catalogue beyond the dialog's first foods: found by a search (or eaten lately). */
export const QUIABO = food(4, 'Quiabo', 'G', '100', ['7', '2', '0.2', '33']);
export const ZIMBRO = food(5, 'Zimbro', 'G', '10', ['4.5', '0.4', '0.6', '25']);

/** Foods only used as ingredients. */
const CAKE_BATTER = food(8, 'Massa de bolo', 'UN', '1', ['121.5', '18', '24.6', '781']);
const EGG = food(9, 'Ovo', 'UN', '1', ['1', '6', '5', '73']);

/**
 * Bolo: one batter makes 3 un. (so 1 un. holds 40,5 g, 6 g, 8,2 g, 260,333… kcal: the entries below);
 * Omelete: 2 eggs make 1 un.
 */
export const RECIPES: EntryRecipeOptionFragment[] = [
  {
    __typename: 'Recipe',
    id: 10,
    name: 'Bolo',
    unit: 'UN',
    serving: '3',
    ingredients: [{ __typename: 'Ingredient', id: 501, quantity: '1', food: CAKE_BATTER }],
  },
  {
    __typename: 'Recipe',
    id: 11,
    name: 'Omelete',
    unit: 'UN',
    serving: '1',
    ingredients: [{ __typename: 'Ingredient', id: 502, quantity: '2', food: EGG }],
  },
];

/** What an entry shows of its food or recipe. */
const itemOf = ({ id, name, unit }: { id: number; name: string; unit: Unit }) => ({ id, name, unit });

export function foodEntry(
  id: number,
  mealId: number,
  foodIndex: number,
  quantity: string,
  amounts: MacroAmountsFragment,
): MealEntryFieldsFragment {
  return {
    __typename: 'MealEntry',
    id,
    mealId,
    quantity,
    food: { __typename: 'Food', ...itemOf(FOODS[foodIndex]) },
    recipe: null,
    macros: amounts,
  };
}

export function recipeEntry(
  id: number,
  mealId: number,
  recipeIndex: number,
  quantity: string,
  amounts: MacroAmountsFragment,
): MealEntryFieldsFragment {
  return {
    __typename: 'MealEntry',
    id,
    mealId,
    quantity,
    food: null,
    recipe: { __typename: 'Recipe', ...itemOf(RECIPES[recipeIndex]) },
    macros: amounts,
  };
}

export function meal(
  id: number,
  name: string,
  orderNumber: number,
  entries: MealEntryFieldsFragment[],
  dailyMealId = 5,
): MealFieldsFragment {
  return {
    __typename: 'Meal',
    id,
    dailyMealId,
    name,
    orderNumber,
    entries,
    totals: sumMacros(entries.map((entry) => entry.macros)),
  };
}

export function day(date: string, meals: MealFieldsFragment[], id = 5): DailyMealFieldsFragment {
  return { __typename: 'DailyMeal', id, date, meals, totals: sumMacros(meals.map((item) => item.totals)) };
}

/** Breakfast: 2 un. of Banana and 1,5 un. of Bolo (a recipe). */
export const BANANA_ENTRY = foodEntry(101, 21, 1, '2', macros('46', '2.2', '0.6', '178'));
export const BOLO_ENTRY = recipeEntry(102, 21, 0, '1.5', macros('60.75', '9', '12.3', '390.5'));

/** A started day: Breakfast with two entries, Lunch empty. */
export function startedDay(date: string): DailyMealFieldsFragment {
  return day(date, [meal(21, 'Breakfast', 1, [BANANA_ENTRY, BOLO_ENTRY]), meal(22, 'Lunch', 2, [])]);
}

export function mealInfo(overrides: Partial<MealInfoFieldsFragment> = {}): MealInfoFieldsFragment {
  return {
    __typename: 'MealInfo',
    id: 7,
    mealsPerDay: 3,
    mealNames: [
      { __typename: 'MealName', id: 31, orderNumber: 1, name: 'Breakfast' },
      { __typename: 'MealName', id: 32, orderNumber: 2, name: 'Lunch' },
      { __typename: 'MealName', id: 33, orderNumber: 3, name: 'Dinner' },
    ],
    goals: { __typename: 'MacroGoals', calories: '2000', carbohydrates: '150', proteins: '100', fats: '50' },
    ...overrides,
  };
}

export function dailyMealMock(date: string, dailyMeal: DailyMealFieldsFragment | null) {
  return { request: { query: DailyMealQuery, variables: { date } }, result: { data: { dailyMeal } } };
}

export function mealInfoMock(info = mealInfo()) {
  return { request: { query: MealInfoQuery }, result: { data: { mealInfo: info } }, maxUsageCount: Number.POSITIVE_INFINITY };
}

/** The dialog's recipes. */
export const recipesMock = {
  request: { query: MealEntryRecipesQuery },
  result: { data: { allRecipes: RECIPES } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/**
 * The food pickers' server over `catalogue` (put it after the mocks of particular searches: it answers any): the first
 * `FOOD_PICKER_SIZE` foods in name order whose name contains the search, as the `foods` search promises. `searches`
 * records every search asked (none for the first foods).
 */
export function foodServer(catalogue: ReadonlyArray<EntryFoodOptionFragment> = FOODS) {
  const searches: string[] = [];
  const sorted = [...catalogue].sort(compareByName);
  const mock = {
    request: { query: FoodPickerQuery, variables: (variables: Record<string, unknown>) => variables.size === FOOD_PICKER_SIZE },
    result: (variables: Record<string, unknown>) => {
      const search = typeof variables.search === 'string' ? variables.search : '';
      const found = sorted.filter((item) => nameContains(item.name, search));
      // a search's matches counted up to `countAtMost`, the catalogue whole
      const countAtMost = search && typeof variables.countAtMost === 'number' ? variables.countAtMost : Number.POSITIVE_INFINITY;
      return {
        data: {
          foods: {
            __typename: 'FoodPage' as const,
            content: found.slice(0, FOOD_PICKER_SIZE),
            totalElements: Math.min(found.length, countAtMost),
          },
        },
      };
    },
    delay: (operation: { variables: Record<string, unknown> }) => {
      if (typeof operation.variables.search === 'string') searches.push(operation.variables.search);
      return 0;
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  return { mock, searches };
}

/** The food pickers' answer to a typed `search` (answered once, after `delay` ms): `foods` of `total` matches. */
export function foodSearchMock(search: string, foods: ReadonlyArray<EntryFoodOptionFragment>, delay = 0, total = foods.length) {
  return {
    request: { query: FoodPickerQuery, variables: foodPickerVariables(search) },
    result: { data: { foods: { __typename: 'FoodPage' as const, content: foods, totalElements: total } } },
    delay,
  };
}

/** `food(id)`: the food of an edited entry, with its serving and values. */
export function entryFoodMock(item: EntryFoodOptionFragment) {
  return {
    request: { query: EntryFoodQuery, variables: { id: item.id } },
    result: { data: { food: item } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** The entry dialog's recent foods and recipes of `today`: `[kind, id, uses]`, most used first (none by default). */
export function recentMock(today: string, recent: ReadonlyArray<readonly ['food' | 'recipe', number, number]> = []) {
  return {
    request: { query: RecentMealSourcesQuery, variables: { today } },
    result: {
      data: {
        recentMealSources: recent.map(([kind, id, uses]) => ({
          __typename: 'RecentMealSource' as const,
          uses,
          lastUsed: today,
          food: kind === 'food' ? ([...FOODS, QUIABO, ZIMBRO].find((item) => item.id === id) ?? null) : null,
          recipe: kind === 'recipe' ? { __typename: 'Recipe' as const, id } : null,
        })),
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
