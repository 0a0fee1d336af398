import type { DataSource } from 'typeorm';
import { transactionDatabase, type Database } from '../db/database';
import type { WriteLock } from '../db/write-lock';
import { GOALS_SINCE_ALWAYS } from '../modules/meal-info/meal-info.defaults';
import { assertDate } from '../modules/meals/daily-meal.service';
import type { UserEntity } from '../modules/users/user.entity';
import type { UserService } from '../modules/users/user.service';
import type { RegisterInput } from '../modules/users/user.types';
import type { CoreServices } from '../services';
import { DEMO_DATA } from './demo-data';

/** "Today" in a time zone, as `YYYY-MM-DD`. */
export function localDate(timeZone: string, at = new Date()): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/**
 * "Populate account?": registers the account and adds the demo data through the ordinary services, all
 * in one transaction, so a failure leaves neither the account nor part of the data. The password is hashed
 * first, outside the write lock; the transaction runs under it (taken here: registering holds no door's lock).
 */
export class DemoService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UserService,
    private readonly servicesFor: (db: Database) => CoreServices,
    private readonly timeZone: string,
    private readonly lock: WriteLock,
  ) {}

  /** @param today the user's local date; without it, today in the server's configured time zone. */
  async registerWithDemoData(input: RegisterInput, today?: string | null): Promise<UserEntity> {
    const day = today ? assertDate(today, 'today') : localDate(this.timeZone);
    const account = await this.users.newAccount(input);
    return this.lock.exclusive(() =>
      this.dataSource.transaction(async (manager) => {
        const services = this.servicesFor(transactionDatabase(manager));
        const user = await services.users.createAccount(account);
        await populate(services, user.id, day);
        return user;
      }),
    );
  }
}

async function populate(services: CoreServices, userId: number, today: string): Promise<void> {
  const tagIds = new Map<string, number>();
  for (const name of DEMO_DATA.tags) tagIds.set(name, (await services.tags.create(userId, { name })).id);

  const exerciseIds = new Map<string, number>();
  for (const exercise of DEMO_DATA.exercises) {
    const created = await services.exercises.create(userId, { name: exercise.name, tagIds: exercise.tags.map((tag) => tagIds.get(tag)!) });
    exerciseIds.set(exercise.name, created.id);
  }

  const { routine } = DEMO_DATA;
  const created = await services.routines.create(userId, {
    name: routine.name,
    description: routine.description,
    goal: routine.goal,
    weekFrequency: routine.sessions.length,
    isActive: true,
  });
  for (const [index, session] of routine.sessions.entries()) {
    const sessionId = created.sessions[index].id;
    await services.routines.updateSession(userId, sessionId, session.description);
    for (const { exercise, ...amounts } of session.exercises) {
      await services.routines.addSessionExercise(userId, sessionId, { exerciseId: exerciseIds.get(exercise)!, ...amounts });
    }
  }

  const foodIds = new Map<string, number>();
  for (const food of DEMO_DATA.foods) foodIds.set(food.name, (await services.foods.create(userId, { ...food })).id);

  const { recipe } = DEMO_DATA;
  const recipeId = (
    await services.recipes.create(userId, {
      name: recipe.name,
      serving: recipe.serving,
      unit: recipe.unit,
      ingredients: recipe.ingredients.map((ingredient) => ({ foodId: foodIds.get(ingredient.food)!, quantity: ingredient.quantity })),
    })
  ).id;

  await services.mealInfo.renameMeals(userId, { names: [...DEMO_DATA.mealNames] });
  const day = await services.dailyMeals.startDay(userId, today);
  for (const [index, entries] of DEMO_DATA.today.entries()) {
    for (const entry of entries) {
      const source = 'food' in entry ? { foodId: foodIds.get(entry.food)! } : { recipeId };
      await services.dailyMeals.addEntry(userId, day.meals[index].id, { ...source, quantity: entry.quantity });
    }
  }
  // The demo's goals replace the registration defaults from always (GOALS_SINCE_ALWAYS), not only from today: the
  // account never had other goals, and its diet progress must not compare earlier days with 2000 kcal it never set.
  await services.mealInfo.updateGoals(userId, { ...DEMO_DATA.goals }, GOALS_SINCE_ALWAYS);
}
