import type { EntityTarget, ObjectLiteral } from 'typeorm';
import { entities } from '../db/entities';
import { FoodEntity } from '../modules/foods/food.entity';
import { MealInfoService } from '../modules/meal-info/meal-info.service';
import { DailyMealService } from '../modules/meals/daily-meal.service';
import { RecipeService } from '../modules/recipes/recipe.service';
import { LOGIN, newUserInput, REGISTER, startTestServer, type TestServer } from '../../test/test-server';
import { localDate } from './demo.service';

const MACROS = '{ carbohydrates proteins fats calories }';
const OVERVIEW = `query($date: LocalDate!) {
  allTags { name }
  allExercises { name tags { name } }
  activeRoutine { name description goal weekFrequency isActive sessions { orderNumber description isCurrent exercises { exercise { name } sets repetitions restSeconds } } }
  allFoods { name serving unit carbohydrates proteins fats calories }
  allRecipes { name serving unit ingredients { food { name } quantity } perServing ${MACROS} }
  mealInfo { mealsPerDay mealNames { orderNumber name } goals { calories carbohydrates proteins fats } }
  dailyMeal(date: $date) { date meals { name entries { quantity food { name } recipe { name } } } totals ${MACROS} }
}`;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function overview(email: string, password: string, date: string) {
  const token = (await server.gql(LOGIN, { email, password })).data!.login.accessToken;
  const result = await server.gql(OVERVIEW, { date }, token);
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!;
}

const count = (entity: EntityTarget<ObjectLiteral>) => server.services.dataSource.getRepository(entity).count();

describe('registering with demo data', () => {
  it("creates exactly the demo data, with today's day on the user's date", async () => {
    const input = newUserInput();
    const result = await server.gql(REGISTER, { input: { ...input, populate: true, today: '2026-11-21' } });
    expect(result.errors).toBeUndefined();

    const data = await overview(input.email, input.password, '2026-11-21');
    expect(data.allTags.map((t: { name: string }) => t.name)).toEqual(['Peitoral', 'Dorsal', 'Coxa']);
    expect(data.allExercises).toEqual([
      { name: 'Supino reto', tags: [{ name: 'Peitoral' }] },
      { name: 'Puxada alta', tags: [{ name: 'Dorsal' }] },
      { name: 'Agachamento livre', tags: [{ name: 'Coxa' }] },
    ]);
    expect(data.activeRoutine).toEqual({
      name: 'Treino ABC',
      description: 'Treinamento para membros superiores e inferiores.',
      goal: 'Hipertrofia',
      weekFrequency: 3,
      isActive: true,
      sessions: [
        {
          orderNumber: 1,
          description: 'A - Peitoral',
          isCurrent: true,
          exercises: [{ exercise: { name: 'Supino reto' }, sets: 4, repetitions: 12, restSeconds: 60 }],
        },
        {
          orderNumber: 2,
          description: 'B - Dorsais',
          isCurrent: false,
          exercises: [{ exercise: { name: 'Puxada alta' }, sets: 6, repetitions: 10, restSeconds: 90 }],
        },
        {
          orderNumber: 3,
          description: 'C - Perna',
          isCurrent: false,
          exercises: [{ exercise: { name: 'Agachamento livre' }, sets: 4, repetitions: 20, restSeconds: 120 }],
        },
      ],
    });
    expect(data.allFoods.map((f: { name: string }) => f.name)).toEqual([
      'Arroz',
      'Banana',
      'Farelo de Aveia',
      'Feijão',
      'Frango',
      'Iogurte de Morango',
      'Leite',
      'Mel',
      'Ovo',
      'Whey',
    ]);
    expect(data.allFoods.find((f: { name: string }) => f.name === 'Ovo')).toEqual({
      name: 'Ovo',
      serving: '1',
      unit: 'UN',
      carbohydrates: '1',
      proteins: '6',
      fats: '6',
      calories: '80',
    });
    expect(data.allRecipes).toEqual([
      {
        name: 'Vitamina de Banana',
        serving: '1',
        unit: 'UN',
        ingredients: [
          { food: { name: 'Banana' }, quantity: '100' },
          { food: { name: 'Leite' }, quantity: '200' },
          { food: { name: 'Whey' }, quantity: '30' },
          { food: { name: 'Mel' }, quantity: '20' },
        ],
        perServing: { carbohydrates: '53.9', proteins: '30.7', fats: '6.3', calories: '387' },
      },
    ]);
    expect(data.mealInfo).toEqual({
      mealsPerDay: 3,
      mealNames: [
        { orderNumber: 1, name: 'Café da manhã' },
        { orderNumber: 2, name: 'Almoço' },
        { orderNumber: 3, name: 'Janta' },
      ],
      goals: { calories: '3000', carbohydrates: '400', proteins: '160', fats: '80' },
    });
    expect(data.dailyMeal.date).toBe('2026-11-21');
    expect(data.dailyMeal.meals.map((m: { name: string; entries: unknown[] }) => [m.name, m.entries.length])).toEqual([
      ['Café da manhã', 3],
      ['Almoço', 3],
      ['Janta', 1],
    ]);
    expect(data.dailyMeal.meals[2].entries[0]).toEqual({ quantity: '1', food: null, recipe: { name: 'Vitamina de Banana' } });
    // The legacy demo day: 2048.5 kcal, 358.599… g carbs, 127.2 g proteins, 30.55 g fats.
    expect(data.dailyMeal.totals).toEqual({ carbohydrates: '358.6', proteins: '127.2', fats: '30.55', calories: '2048.5' });
  });

  it("holds the demo's goals on every day, not the registration defaults before today", async () => {
    const input = newUserInput();
    expect((await server.gql(REGISTER, { input: { ...input, populate: true, today: '2026-11-21' } })).errors).toBeUndefined();
    const token = (await server.gql(LOGIN, { email: input.email, password: input.password })).data!.login.accessToken;
    const result = await server.gql(
      `query($from: LocalDate!, $to: LocalDate!) { dietProgress(from: $from, to: $to) { days { date logged goals ${MACROS} } } }`,
      { from: '2026-10-23', to: '2026-11-21' },
      token,
    );
    expect(result.errors).toBeUndefined();
    const days = result.data!.dietProgress.days as Array<{ date: string; logged: boolean; goals: Record<string, string> }>;
    expect(days).toHaveLength(30);
    const demoGoals = { calories: '3000', carbohydrates: '400', proteins: '160', fats: '80' };
    for (const day of days) expect({ date: day.date, goals: day.goals }).toEqual({ date: day.date, goals: demoGoals });
    expect(days.filter((day) => day.logged).map((day) => day.date)).toEqual(['2026-11-21']);
  });

  it("uses today in the server's time zone when the client does not say", async () => {
    const input = newUserInput();
    await server.gql(REGISTER, { input: { ...input, populate: true } });
    const data = await overview(input.email, input.password, localDate('UTC'));
    expect(data.dailyMeal.date).toBe(localDate('UTC'));
  });

  /** Rows of every table, by entity name. */
  const countAll = async () =>
    Object.fromEntries(await Promise.all(entities.map(async (entity) => [entity.name, await count(entity)] as const)));

  /** Makes the `nth` call of a service method fail (the earlier ones run for real); restore it afterwards. */
  function failOnCall<T extends object>(prototype: T, method: keyof T & string, nth: number) {
    const original = prototype[method] as unknown as (...args: unknown[]) => Promise<unknown>;
    let calls = 0;
    return jest.spyOn(prototype as any, method).mockImplementation(function (this: unknown, ...args: unknown[]) {
      calls += 1;
      return calls === nth ? Promise.reject(new Error('disk full')) : original.apply(this, args);
    });
  }

  it.each([
    // Training data and foods written, nothing of the diet plan yet.
    ['creating the recipe', () => failOnCall(RecipeService.prototype, 'create', 1)],
    // Meal names replaced, the day started and three entries added.
    ['adding the fourth entry of the day', () => failOnCall(DailyMealService.prototype, 'addEntry', 4)],
    // The very last step: everything else is written.
    ['setting the goals', () => failOnCall(MealInfoService.prototype, 'updateGoals', 1)],
  ])('leaves no account and no data behind when it fails %s', async (_step, inject) => {
    const before = await countAll();
    expect(before).toHaveProperty('DailyMealEntity');
    const failure = inject();
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const input = newUserInput();
      const result = await server.gql(REGISTER, { input: { ...input, populate: true, today: '2026-11-22' } });
      expect(result.errors![0].extensions!.code).toBe('INTERNAL_SERVER_ERROR');
      expect(failure).toHaveBeenCalled();
      expect(await server.services.users.findByEmail(input.email)).toBeNull();
    } finally {
      failure.mockRestore();
      log.mockRestore();
    }
    // Users, tags, exercises, routines, sessions, session exercises, foods, recipes, ingredients, meal info,
    // meal names, daily meals, meals and entries: not one row more than before.
    expect(await countAll()).toEqual(before);
  });

  it('refuses a duplicate email without creating anything', async () => {
    const input = newUserInput();
    await server.gql(REGISTER, { input });
    const foods = await count(FoodEntity);
    const result = await server.gql(REGISTER, { input: { ...input, populate: true } });
    expect(result.errors![0].extensions!.code).toBe('CONFLICT');
    expect(await count(FoodEntity)).toBe(foods);
  });
});
