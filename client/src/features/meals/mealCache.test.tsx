import { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createCache } from '../../app/apolloClient';
import type { FoodFieldsFragment, RecipeDetailFragment } from '../../gql/graphql';
import { UpdateFoodMutation } from '../foods/foodDocuments';
import { useUpdateFood } from '../foods/useFoodMutations';
import { UpdateRecipeMutation } from '../recipes/recipeDocuments';
import { useUpdateRecipe } from '../recipes/useRecipeMutations';
import { foodPickerVariables, FoodPickerQuery } from '../foods/foodDocuments';
import { DailyMealQuery, DayTotalsQuery, MealEntryRecipesQuery, StartDayMutation } from './mealDocuments';
import { optimisticAdd, optimisticDelete } from './optimisticEntries';
import { startedDay, meal, day, BOLO_ENTRY, FOODS, RECIPES, foodEntry, macros } from './testData';
import { useStartDay } from './useMealMutations';

const DATE = '2025-11-03';

function setup(mocks: ReadonlyArray<MockLink.MockedResponse>) {
  const client = new ApolloClient({ cache: createCache(), link: new MockLink(mocks) });
  const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
  return { client, wrapper };
}

const cachedDay = (client: ApolloClient) => client.readQuery({ query: DailyMealQuery, variables: { date: DATE } });

describe('the meals cache', () => {
  it("startDay writes the day into dailyMeal(date), which the home card's totals query reads too", async () => {
    const started = day(DATE, [meal(41, 'Meal 1', 1, [])], 9);
    const { client, wrapper } = setup([
      { request: { query: StartDayMutation, variables: { date: DATE } }, result: { data: { startDay: started } } },
    ]);
    client.writeQuery({ query: DailyMealQuery, variables: { date: DATE }, data: { dailyMeal: null } });
    const { result } = renderHook(() => useStartDay(), { wrapper });

    await act(() => result.current(DATE));

    expect(cachedDay(client)?.dailyMeal?.meals.map((item) => item.name)).toEqual(['Meal 1']);
    expect(client.readQuery({ query: DayTotalsQuery, variables: { date: DATE } })?.dailyMeal?.id).toBe(9);
  });

  it('replaces shorter lists (a deleted entry, a removed meal) without warning about lost data', () => {
    const warn = vi.spyOn(console, 'warn');
    const { client } = setup([]);
    client.writeQuery({ query: DailyMealQuery, variables: { date: DATE }, data: { dailyMeal: startedDay(DATE) } });
    client.writeQuery({
      query: DailyMealQuery,
      variables: { date: DATE },
      data: { dailyMeal: day(DATE, [meal(21, 'Breakfast', 1, [BOLO_ENTRY])]) },
    });
    const meals = cachedDay(client)?.dailyMeal?.meals;
    expect(meals?.map((item) => [item.name, item.entries.length])).toEqual([['Breakfast', 1]]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('an edited food drops the cached days, whose entries and totals come from its values', async () => {
    const food: FoodFieldsFragment = {
      __typename: 'Food',
      id: 2,
      name: 'Banana',
      serving: '1',
      unit: 'UN',
      carbohydrates: '30',
      proteins: '1',
      fats: '0.3',
      calories: '100',
    };
    const { id: _id, __typename: _typename, ...input } = food;
    const { client, wrapper } = setup([
      { request: { query: UpdateFoodMutation, variables: { id: 2, input } }, result: { data: { updateFood: food } } },
    ]);
    client.writeQuery({ query: DailyMealQuery, variables: { date: DATE }, data: { dailyMeal: startedDay(DATE) } });
    const { result } = renderHook(() => useUpdateFood(), { wrapper });

    await act(() => result.current(2, input));

    expect(cachedDay(client)).toBeNull();
  });

  it('an edited recipe drops the cached days too', async () => {
    const recipe: RecipeDetailFragment = {
      __typename: 'Recipe',
      id: 10,
      name: 'Bolo',
      serving: '8',
      unit: 'UN',
      ingredients: [],
      perServing: { __typename: 'Macros', carbohydrates: '40', proteins: '6', fats: '8', calories: '260' },
    };
    const input = { name: 'Bolo', serving: '8', unit: 'UN' as const, ingredients: [] };
    const { client, wrapper } = setup([
      { request: { query: UpdateRecipeMutation, variables: { id: 10, input } }, result: { data: { updateRecipe: recipe } } },
    ]);
    client.writeQuery({ query: DailyMealQuery, variables: { date: DATE }, data: { dailyMeal: startedDay(DATE) } });
    const { result } = renderHook(() => useUpdateRecipe(), { wrapper });

    await act(() => result.current(10, input));

    expect(cachedDay(client)).toBeNull();
  });

  it('early answers count every cached entry exactly (three thirds make 1, not 0,999), and need the day cached', () => {
    const { client } = setup([]);
    const third = { ...FOODS[0], id: 4, name: 'Terço', serving: '3', carbohydrates: '0', proteins: '0', fats: '0', calories: '1' };
    // what the entry dialog's food search and recipes put in the cache
    client.writeQuery({
      query: FoodPickerQuery,
      variables: foodPickerVariables(),
      data: { foods: { __typename: 'FoodPage', content: [...FOODS, third], totalElements: FOODS.length + 1 } },
    });
    client.writeQuery({ query: MealEntryRecipesQuery, data: { allRecipes: RECIPES } });
    const thirdEntry = (id: number) => ({
      ...foodEntry(id, 21, 0, '1', macros('0', '0', '0', '0.333')),
      food: { __typename: 'Food' as const, id: 4, name: 'Terço', unit: 'G' as const },
    });
    const cachedDay = day(DATE, [meal(21, 'Breakfast', 1, [thirdEntry(111), thirdEntry(112)]), meal(22, 'Lunch', 2, [BOLO_ENTRY])]);

    // not on a cached day: no early answer (the table waits for the server)
    expect(optimisticAdd(client.cache, 21, { foodId: 4, quantity: '1' })).toBeNull();

    client.writeQuery({ query: DailyMealQuery, variables: { date: DATE }, data: { dailyMeal: cachedDay } });
    const added = optimisticAdd(client.cache, 21, { foodId: 4, quantity: '1' })?.addMealEntry;

    expect(added?.entry).toMatchObject({ mealId: 21, quantity: '1', food: { id: 4, name: 'Terço' }, recipe: null });
    expect(added?.entry.id).toBeLessThan(0);
    expect(added?.entry.macros.calories).toBe('0.333');
    expect(added?.meal.entries.map((entry) => entry.id)).toEqual([111, 112, added?.entry.id]);
    expect(added?.meal.totals.calories).toBe('1');
    // the day: 1 kcal of thirds + 1,5 un. of Bolo (390,5 kcal, computed from its ingredients)
    expect(added?.dailyMeal).toEqual({ __typename: 'DailyMeal', id: 5, totals: macros('60.75', '9', '12.3', '391.5') });

    const deleted = optimisticDelete(client.cache, 111)?.deleteMealEntry;
    expect(deleted?.entry).toEqual({ __typename: 'MealEntry', id: 111, food: { __typename: 'Food', id: 4, name: 'Terço' }, recipe: null });
    expect(deleted?.meal.totals.calories).toBe('0.333');
    // an unknown food gives no early answer
    expect(optimisticAdd(client.cache, 21, { foodId: 99, quantity: '1' })).toBeNull();
  });
});
