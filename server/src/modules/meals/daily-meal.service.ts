import { In, type EntityManager } from 'typeorm';
import { NotFoundError, ValidationError } from '../../common/errors';
import { assertValid } from '../../common/validation';
import { isUniqueViolation } from '../../db/errors';
import { FoodEntity } from '../foods/food.entity';
import { foodNotFound } from '../foods/food.service';
import { MealNameEntity } from '../meal-info/meal-name.entity';
import { MealInfoEntity } from '../meal-info/meal-info.entity';
import type { RecipeService } from '../recipes/recipe.service';
import { recipeNotFound } from '../recipes/recipe.service';
import { DailyMealEntity } from './daily-meal.entity';
import { MealEntity } from './meal.entity';
import { MealEntryEntity } from './meal-entry.entity';
import { MealEntryInput } from './meal.types';
import type { Database } from '../../db/database';

export const mealNotFound = (id: number) => NotFoundError.record('meal', id);
export const mealEntryNotFound = (id: number) => NotFoundError.record('mealEntry', id);
export const dailyMealNotFound = (id: number) => NotFoundError.record('dailyMeal', id);

/** What an entry change touched, reloaded so totals are fresh. */
export interface EntryChange {
  entry: MealEntryEntity;
  meal: MealEntity;
  dailyMeal: DailyMealEntity;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date as `YYYY-MM-DD`, or a ValidationError. */
export function assertDate(date: string, field = 'date'): string {
  const match = ISO_DATE.exec(date ?? '');
  const [year, month, day] = match ? match.slice(1).map(Number) : [NaN, NaN, NaN];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (!match || check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw new ValidationError({ [field]: [`${date} is not a valid date.`] });
  }
  return date;
}

export class DailyMealService {
  constructor(
    private readonly dataSource: Database,
    private readonly recipes: RecipeService,
  ) {}

  /** The day with its meals, entries, foods and recipes, or null when it was not started. */
  async findDay(userId: number, date: string): Promise<DailyMealEntity | null> {
    assertDate(date);
    const day = await this.dataSource.manager.findOneBy(DailyMealEntity, { userId, date });
    return day ? this.loadTree(this.dataSource.manager, userId, day) : null;
  }

  /** Whether the user has a daily meal with this id. */
  hasDay(userId: number, id: number): Promise<boolean> {
    return this.dataSource.manager.existsBy(DailyMealEntity, { id, userId });
  }

  /** One of the user's meals (without entries), or NotFound. */
  getMeal(userId: number, mealId: number): Promise<MealEntity> {
    return this.ownedMeal(this.dataSource.manager, userId, mealId);
  }

  /** Creates the day with one empty meal per current meal name; returns the existing day if already started. */
  async startDay(userId: number, date: string): Promise<DailyMealEntity> {
    assertDate(date);
    const existing = await this.findDay(userId, date);
    if (existing) return existing;
    try {
      await this.dataSource.transaction(async (manager) => {
        const day = await manager.save(DailyMealEntity, manager.create(DailyMealEntity, { userId, date }));
        const names = await manager
          .createQueryBuilder(MealNameEntity, 'name')
          .innerJoin(MealInfoEntity, 'info', 'info.id = name.mealInfoId')
          .where('info.userId = :userId', { userId })
          .orderBy('name.orderNumber', 'ASC')
          .getMany();
        if (names.length > 0) {
          await manager.insert(
            MealEntity,
            names.map((name, index) => ({ dailyMealId: day.id, name: name.name, orderNumber: index + 1 })),
          );
        }
      });
    } catch (error) {
      // Two "Start the day" clicks at once: the other one created it.
      if (!isUniqueViolation(error)) throw error;
    }
    return (await this.findDay(userId, date))!;
  }

  async addEntry(userId: number, mealId: number, raw: MealEntryInput): Promise<EntryChange> {
    const input = normaliseEntry(raw);
    return this.dataSource.transaction(async (manager) => {
      const meal = await this.ownedMeal(manager, userId, mealId);
      await this.assertSource(manager, userId, input);
      const entry = await manager.save(
        MealEntryEntity,
        manager.create(MealEntryEntity, { mealId: meal.id, foodId: input.foodId ?? null, recipeId: input.recipeId ?? null, quantity: input.quantity }),
      );
      return this.change(manager, userId, meal.dailyMealId, entry.id);
    });
  }

  /** Replaces quantity and food/recipe (switching between them is allowed); the entry stays in its meal. */
  async updateEntry(userId: number, entryId: number, raw: MealEntryInput): Promise<EntryChange> {
    const input = normaliseEntry(raw);
    return this.dataSource.transaction(async (manager) => {
      const { dailyMealId } = await this.ownedEntry(manager, userId, entryId);
      await this.assertSource(manager, userId, input);
      await manager.update(
        MealEntryEntity,
        { id: entryId },
        { foodId: input.foodId ?? null, recipeId: input.recipeId ?? null, quantity: input.quantity },
      );
      return this.change(manager, userId, dailyMealId, entryId);
    });
  }

  async deleteEntry(userId: number, entryId: number): Promise<EntryChange> {
    return this.dataSource.transaction(async (manager) => {
      const { dailyMealId } = await this.ownedEntry(manager, userId, entryId);
      const change = await this.change(manager, userId, dailyMealId, entryId);
      await manager.delete(MealEntryEntity, { id: entryId });
      // The loaded tree minus the entry is the day after the delete: no second load.
      change.meal.entries = change.meal.entries.filter((entry) => entry.id !== entryId);
      return change;
    });
  }

  /**
   * Renames one day's meals by order number to `names`: kept meals are renamed, extra meals are deleted
   * with their entries, missing ones are added empty. Runs in the caller's transaction; null when the
   * day was not started.
   */
  async renameDayMeals(manager: EntityManager, userId: number, date: string, names: string[]): Promise<DailyMealEntity | null> {
    assertDate(date);
    const day = await manager.findOneBy(DailyMealEntity, { userId, date });
    if (!day) return null;
    const meals = await manager.find(MealEntity, { where: { dailyMealId: day.id }, order: { orderNumber: 'ASC', id: 'ASC' } });
    const extra = meals.slice(names.length).map((meal) => meal.id);
    if (extra.length > 0) {
      await manager.delete(MealEntryEntity, { mealId: In(extra) });
      await manager.delete(MealEntity, { id: In(extra) });
    }
    for (const [index, meal] of meals.slice(0, names.length).entries()) {
      if (meal.name !== names[index] || meal.orderNumber !== index + 1) {
        await manager.update(MealEntity, { id: meal.id }, { name: names[index], orderNumber: index + 1 });
      }
    }
    const missing = names.slice(meals.length);
    if (missing.length > 0) {
      await manager.insert(
        MealEntity,
        missing.map((name, index) => ({ dailyMealId: day.id, name, orderNumber: meals.length + index + 1 })),
      );
    }
    return this.loadTree(manager, userId, day);
  }

  private async change(manager: EntityManager, userId: number, dailyMealId: number, entryId: number): Promise<EntryChange> {
    const day = await this.loadTree(manager, userId, (await manager.findOneByOrFail(DailyMealEntity, { id: dailyMealId })));
    for (const meal of day.meals) {
      const entry = meal.entries.find((e) => e.id === entryId);
      if (entry) return { entry, meal, dailyMeal: day };
    }
    throw mealEntryNotFound(entryId);
  }

  private async ownedMeal(manager: EntityManager, userId: number, mealId: number): Promise<MealEntity> {
    const meal = await manager
      .createQueryBuilder(MealEntity, 'meal')
      .innerJoin(DailyMealEntity, 'day', 'day.id = meal.dailyMealId')
      .where('meal.id = :mealId AND day.userId = :userId', { mealId, userId })
      .getOne();
    if (!meal) throw mealNotFound(mealId);
    return meal;
  }

  private async ownedEntry(manager: EntityManager, userId: number, entryId: number): Promise<{ dailyMealId: number }> {
    const row = await manager
      .createQueryBuilder(MealEntryEntity, 'entry')
      .innerJoin(MealEntity, 'meal', 'meal.id = entry.mealId')
      .innerJoin(DailyMealEntity, 'day', 'day.id = meal.dailyMealId')
      .where('entry.id = :entryId AND day.userId = :userId', { entryId, userId })
      .select('day.id', 'dailyMealId')
      .getRawOne<{ dailyMealId: number | string }>();
    if (!row) throw mealEntryNotFound(entryId);
    return { dailyMealId: Number(row.dailyMealId) };
  }

  private async assertSource(manager: EntityManager, userId: number, input: MealEntryInput): Promise<void> {
    if (input.foodId != null && !(await manager.existsBy(FoodEntity, { id: input.foodId, userId }))) throw foodNotFound(input.foodId);
    if (input.recipeId != null) {
      const [recipe] = await this.recipes.getMany(manager, userId, [input.recipeId]);
      if (!recipe) throw recipeNotFound(input.recipeId);
    }
  }

  /**
   * Loads a day's meals, entries, their foods and their recipes (with ingredients and foods) in a fixed
   * number of queries, however many meals and entries the day has.
   */
  async loadTree(manager: EntityManager, userId: number, day: DailyMealEntity): Promise<DailyMealEntity> {
    day.meals = await manager.find(MealEntity, { where: { dailyMealId: day.id }, order: { orderNumber: 'ASC', id: 'ASC' } });
    const mealIds = day.meals.map((meal) => meal.id);
    const entries =
      mealIds.length === 0
        ? []
        : await manager.find(MealEntryEntity, { where: { mealId: In(mealIds) }, relations: { food: true }, order: { id: 'ASC' } });
    const recipeIds = entries.flatMap((entry) => (entry.recipeId == null ? [] : [entry.recipeId]));
    const recipes = new Map((await this.recipes.getMany(manager, userId, recipeIds)).map((r) => [r.id, r]));
    const byMeal = new Map<number, MealEntryEntity[]>(mealIds.map((id) => [id, []]));
    for (const entry of entries) {
      entry.recipe = entry.recipeId == null ? null : (recipes.get(entry.recipeId) ?? null);
      byMeal.get(entry.mealId)!.push(entry);
    }
    for (const meal of day.meals) meal.entries = byMeal.get(meal.id)!;
    return day;
  }
}

function normaliseEntry(raw: MealEntryInput): MealEntryInput {
  const input = assertValid(MealEntryInput, { foodId: raw.foodId ?? null, recipeId: raw.recipeId ?? null, quantity: raw.quantity });
  if ((input.foodId == null) === (input.recipeId == null)) {
    throw new ValidationError({ food: ['Choose a food or a recipe.'] });
  }
  return input;
}
