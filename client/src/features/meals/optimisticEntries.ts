import type { ApolloCache } from '@apollo/client';
import { rounded, type Fraction, type Macros, type NutrientSource } from '@fitness-manager/shared';
import type {
  AddMealEntryMutation,
  DeleteMealEntryMutation,
  MacroAmountsFragment,
  MealEntryFieldsFragment,
  MealEntryInput,
  MealFieldsFragment,
  UpdateMealEntryMutation,
} from '../../gql/graphql';
import { entryMacros, exactMacros, foodSource, readQuantity, recipeSource, totalOf } from './entryNutrition';
import {
  DailyMealFieldsFragment,
  EntryFoodOptionFragment,
  EntryRecipeOptionFragment,
  MealEntryFieldsFragment as MealEntryFieldsDocument,
  MealFieldsFragment as MealFieldsDocument,
} from './mealDocuments';

/*
 * Early answers to the entry mutations (Apollo's optimistic layer), built from what the cache holds: the meal with
 * its new entry list, the meal's totals and the day's totals, all computed with the shared nutrition math exactly
 * as the server computes them. Every entry of the day counts with its exact value (its food or recipe is read from
 * the cache, the entry dialog's options put them there), or with the rounded amounts the server sent when its food
 * or recipe is not cached. The cache is read with the early answers still pending (two quick deletions both show).
 * When something the answer needs is missing (the meal, the day, the new item), there is no early answer and the
 * table waits for the server, as before.
 */

type Payload = AddMealEntryMutation['addMealEntry'];
type EntryChange = (entries: ReadonlyArray<MealEntryFieldsFragment>) => MealEntryFieldsFragment[];

/** Ids of entries not saved yet (negative, so never a server's). */
let lastTemporaryId = 0;
const temporaryId = () => --lastTemporaryId;

function readById<T>(cache: ApolloCache, typename: string, id: number, read: (cacheId: string) => T | null): T | null {
  const cacheId = cache.identify({ __typename: typename, id });
  return cacheId ? read(cacheId) : null;
}

const readFood = (cache: ApolloCache, id: number) =>
  readById(cache, 'Food', id, (cacheId) => cache.readFragment({ id: cacheId, optimistic: true, fragment: EntryFoodOptionFragment }));

const readRecipe = (cache: ApolloCache, id: number) =>
  readById(cache, 'Recipe', id, (cacheId) =>
    cache.readFragment({ id: cacheId, optimistic: true, fragment: EntryRecipeOptionFragment, fragmentName: 'EntryRecipeOption' }),
  );

const readMeal = (cache: ApolloCache, id: number) =>
  readById(cache, 'Meal', id, (cacheId) =>
    cache.readFragment({ id: cacheId, optimistic: true, fragment: MealFieldsDocument, fragmentName: 'MealFields' }),
  );

const readDay = (cache: ApolloCache, id: number) =>
  readById(cache, 'DailyMeal', id, (cacheId) =>
    cache.readFragment({ id: cacheId, optimistic: true, fragment: DailyMealFieldsFragment, fragmentName: 'DailyMealFields' }),
  );

export const readCachedEntry = (cache: ApolloCache, id: number) =>
  readById(cache, 'MealEntry', id, (cacheId) =>
    cache.readFragment({ id: cacheId, optimistic: true, fragment: MealEntryFieldsDocument, fragmentName: 'MealEntryFields' }),
  );

function sourceOf(cache: ApolloCache, entry: Pick<MealEntryFieldsFragment, 'food' | 'recipe'>): NutrientSource | null {
  if (entry.food) {
    const food = readFood(cache, entry.food.id);
    return food ? foodSource(food) : null;
  }
  if (entry.recipe) {
    const recipe = readRecipe(cache, entry.recipe.id);
    return recipe ? recipeSource(recipe) : null;
  }
  return null;
}

/** What a cached entry holds, exact when its food or recipe is cached. */
function exactEntryMacros(cache: ApolloCache, entry: MealEntryFieldsFragment): Macros<Fraction> {
  const source = sourceOf(cache, entry);
  return source ? entryMacros(source, entry.quantity) : exactMacros(entry.macros);
}

const amounts = (macros: Macros): MacroAmountsFragment => ({ __typename: 'Macros', ...macros });

/** The entry the input describes, as the server will answer it; `null` when its food or recipe is not cached. */
function entryFor(cache: ApolloCache, id: number, mealId: number, input: MealEntryInput): MealEntryFieldsFragment | null {
  const quantity = readQuantity(input.quantity);
  if (!quantity) return null;
  if (typeof input.foodId === 'number') {
    const food = readFood(cache, input.foodId);
    if (!food) return null;
    const macros = amounts(rounded(entryMacros(foodSource(food), quantity)));
    const { name, unit } = food;
    return {
      __typename: 'MealEntry',
      id,
      mealId,
      quantity: input.quantity,
      food: { __typename: 'Food', id: food.id, name, unit },
      recipe: null,
      macros,
    };
  }
  if (typeof input.recipeId === 'number') {
    const recipe = readRecipe(cache, input.recipeId);
    if (!recipe) return null;
    const macros = amounts(rounded(entryMacros(recipeSource(recipe), quantity)));
    const { name, unit } = recipe;
    return {
      __typename: 'MealEntry',
      id,
      mealId,
      quantity: input.quantity,
      food: null,
      recipe: { __typename: 'Recipe', id: recipe.id, name, unit },
      macros,
    };
  }
  return null;
}

/** The meal after the change, with its totals, and its day's new totals; `null` when the meal or its day is not cached. */
function changedMeal(cache: ApolloCache, mealId: number, change: EntryChange): Omit<Payload, 'entry'> | null {
  const meal = readMeal(cache, mealId);
  const day = meal ? readDay(cache, meal.dailyMealId) : null;
  if (!meal || !day) return null;
  const entries = change(meal.entries);
  const exact = new Map<MealEntryFieldsFragment, Macros<Fraction>>();
  const exactOf = (entry: MealEntryFieldsFragment) => {
    let macros = exact.get(entry);
    if (!macros) exact.set(entry, (macros = exactEntryMacros(cache, entry)));
    return macros;
  };
  const newMeal: MealFieldsFragment = { ...meal, entries, totals: amounts(totalOf(entries.map(exactOf))) };
  const dayEntries = day.meals.flatMap((other) => (other.id === mealId ? entries : other.entries));
  return {
    __typename: 'MealEntryPayload',
    meal: newMeal,
    dailyMeal: { __typename: 'DailyMeal', id: day.id, totals: amounts(totalOf(dayEntries.map(exactOf))) },
  };
}

/** `addMealEntry` as the server will answer it: the entry appended to its meal (with a temporary id). */
export function optimisticAdd(cache: ApolloCache, mealId: number, input: MealEntryInput): AddMealEntryMutation | null {
  const entry = entryFor(cache, temporaryId(), mealId, input);
  if (!entry) return null;
  const rest = changedMeal(cache, mealId, (entries) => [...entries, entry]);
  return rest ? { addMealEntry: { ...rest, entry } } : null;
}

/** `updateMealEntry` as the server will answer it: the entry replaced in place in its meal. */
export function optimisticUpdate(cache: ApolloCache, id: number, input: MealEntryInput): UpdateMealEntryMutation | null {
  const before = readCachedEntry(cache, id);
  const entry = before ? entryFor(cache, id, before.mealId, input) : null;
  if (!before || !entry) return null;
  const rest = changedMeal(cache, before.mealId, (entries) => entries.map((item) => (item.id === id ? entry : item)));
  return rest ? { updateMealEntry: { ...rest, entry } } : null;
}

/** `deleteMealEntry` as the server will answer it: the entry gone from its meal. */
export function optimisticDelete(cache: ApolloCache, id: number): DeleteMealEntryMutation | null {
  const before = readCachedEntry(cache, id);
  if (!before) return null;
  const rest = changedMeal(cache, before.mealId, (entries) => entries.filter((item) => item.id !== id));
  if (!rest) return null;
  const food = before.food ? { __typename: 'Food' as const, id: before.food.id, name: before.food.name } : null;
  const recipe = before.recipe ? { __typename: 'Recipe' as const, id: before.recipe.id, name: before.recipe.name } : null;
  return { deleteMealEntry: { ...rest, entry: { __typename: 'MealEntry', id, food, recipe } } };
}
