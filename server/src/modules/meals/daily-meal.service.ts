import {
  addDays,
  formatPtBrDate,
  ENTRIES_PER_MEAL_MAX,
  ENTRIES_PER_MEAL_MAX_MESSAGE,
  isIsoDate,
  RECENT_DAYS,
  RECENT_SOURCES_MAX,
  message,
} from '@fitness-manager/shared';
import { In, type EntityManager } from 'typeorm';
import { NotFoundError, ValidationError } from '../../common/errors';
import { assertValid } from '../../common/validation';
import { isUniqueViolation } from '../../db/errors';
import { FOOD_COLUMNS, FoodEntity, foodFromRow } from '../foods/food.entity';
import { foodNotFound } from '../foods/food.service';
import { MealNameEntity } from '../meal-info/meal-name.entity';
import { MealInfoEntity } from '../meal-info/meal-info.entity';
import type { RecipeEntity } from '../recipes/recipe.entity';
import type { RecipeService } from '../recipes/recipe.service';
import { recipeNotFound } from '../recipes/recipe.service';
import { DailyMealEntity } from './daily-meal.entity';
import { MealEntity } from './meal.entity';
import { MealEntryEntity } from './meal-entry.entity';
import { MealEntryInput } from './meal.types';
import { lockRows, type Database } from '../../db/database';
import { amount, isoDate, placeholders, whole, wholeOrNull, type Row } from '../../db/rows';

export const mealNotFound = (id: number) => NotFoundError.record('meal', id);
export const mealEntryNotFound = (id: number) => NotFoundError.record('mealEntry', id);
export const dailyMealNotFound = (id: number) => NotFoundError.record('dailyMeal', id);

/** What an entry change touched, reloaded so totals are fresh. */
export interface EntryChange {
  entry: MealEntryEntity;
  meal: MealEntity;
  dailyMeal: DailyMealEntity;
}

/** A real calendar date as `YYYY-MM-DD`, or a ValidationError. */
export function assertDate(date: string, field = 'date'): string {
  if (!isIsoDate(date)) throw new ValidationError({ [field]: [message('server.invalidDate', { date: String(date) })] });
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
    const { manager } = this.dataSource;
    // The day and its meals in one statement (one round trip less on MySQL/MariaDB for the hottest read): one row per
    // meal, or a single row with NULL meal columns for a day without meals.
    const rows = await manager.query<Row[]>(
      'SELECT d.id AS day_id, d.user_id, d.date, m.id, m.name, m.order_number FROM daily_meals d ' +
        'LEFT JOIN meals m ON m.daily_meal_id = d.id WHERE d.user_id = ? AND d.date = ? ORDER BY m.order_number, m.id',
      [userId, date],
    );
    if (rows.length === 0) return null;
    const [first] = rows;
    const day: DailyMealEntity = { id: whole(first.day_id), userId: whole(first.user_id), date: isoDate(first.date), meals: [] };
    return this.withEntries(manager, userId, day, first.id == null ? [] : rows);
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
    await retryOnceIfStartedMeanwhile(() => this.dataSource.transaction((manager) => this.dayFor(manager, userId, date)));
    return (await this.findDay(userId, date))!;
  }

  /**
   * Copies every entry of the day `from` into the day `to` by meal position (the first meal's entries into the first
   * meal, and so on), after what `to` already holds. `to` is started if needed, and a position it lacks gets a meal
   * named like the source's. One transaction; a day with no entries changes nothing and says so.
   */
  async copyDay(userId: number, from: string, to: string): Promise<DailyMealEntity> {
    assertDate(from, 'from');
    assertDate(to, 'to');
    if (from === to) throw new ValidationError({ from: [message('rule.copyFromOtherDay')] });
    const dayId = await retryOnceIfStartedMeanwhile(() =>
      this.dataSource.transaction(async (manager) => {
        await lockDiary(manager, userId);
        const source = await manager.findOneBy(DailyMealEntity, { userId, date: from });
        const sourceMeals = source ? await this.mealsOf(manager, source.id) : [];
        const entries = await this.entriesOf(manager, sourceMeals);
        if (entries.length === 0) throw new ValidationError({ from: [message('rule.nothingToCopyOnDay', { date: formatPtBrDate(from) })] });
        const target = await this.dayFor(manager, userId, to);
        const targetMeals = await this.mealsOf(manager, target.id);
        const positions = new Map(sourceMeals.map((meal, index) => [meal.id, index]));
        const lastPosition = Math.max(...entries.map((entry) => positions.get(entry.mealId)!));
        if (lastPosition >= targetMeals.length) {
          await manager.insert(
            MealEntity,
            sourceMeals.slice(targetMeals.length, lastPosition + 1).map((meal, index) => ({
              dailyMealId: target.id,
              name: meal.name,
              orderNumber: targetMeals.length + index + 1,
            })),
          );
          targetMeals.splice(0, targetMeals.length, ...(await this.mealsOf(manager, target.id)));
        }
        const targetOf = (entry: MealEntryEntity) => targetMeals[positions.get(entry.mealId)!].id;
        await assertRoom(manager, countBy(entries, targetOf), 'from');
        await insertCopies(manager, entries, targetOf);
        return target.id;
      }),
    );
    return this.loadTree(this.dataSource.manager, userId, await this.dataSource.manager.findOneByOrFail(DailyMealEntity, { id: dayId }));
  }

  /** Copies every entry of one meal into another meal (of the same day or another), after its own. One transaction. */
  async copyMeal(userId: number, fromMealId: number, toMealId: number): Promise<Omit<EntryChange, 'entry'>> {
    if (fromMealId === toMealId) throw new ValidationError({ fromMealId: [message('server.copyFromOtherMeal')] });
    return this.dataSource.transaction(async (manager) => {
      await lockDiary(manager, userId);
      const source = await this.ownedMeal(manager, userId, fromMealId);
      const target = await this.ownedMeal(manager, userId, toMealId);
      const entries = await this.entriesOf(manager, [source]);
      if (entries.length === 0) throw new ValidationError({ fromMealId: [message('server.nothingToCopyInMeal', { meal: source.name })] });
      await assertRoom(manager, new Map([[target.id, entries.length]]), 'fromMealId');
      await insertCopies(manager, entries, () => target.id);
      const day = await this.loadTree(manager, userId, await manager.findOneByOrFail(DailyMealEntity, { id: target.dailyMealId }));
      return { meal: day.meals.find((meal) => meal.id === target.id)!, dailyMeal: day };
    });
  }

  /**
   * The foods and recipes the user ate on the `RECENT_DAYS` days up to `today`, most used first (then the most
   * recently used), at most `RECENT_SOURCES_MAX`: what the entry dialog offers before the full list. Three statements
   * for the ranking and the foods, and the recipe loader's fixed few.
   */
  async recentSources(userId: number, today: string): Promise<RecentSource[]> {
    assertDate(today, 'today');
    const rows = await this.dataSource.manager
      .createQueryBuilder(MealEntryEntity, 'entry')
      .innerJoin(MealEntity, 'meal', 'meal.id = entry.mealId')
      .innerJoin(DailyMealEntity, 'day', 'day.id = meal.dailyMealId')
      .where('day.userId = :userId AND day.date BETWEEN :from AND :today', { userId, from: addDays(today, 1 - RECENT_DAYS), today })
      .select('entry.foodId', 'foodId')
      .addSelect('entry.recipeId', 'recipeId')
      .addSelect('COUNT(*)', 'uses')
      .addSelect('MAX(day.date)', 'lastUsed')
      .groupBy('entry.foodId')
      .addGroupBy('entry.recipeId')
      .orderBy('uses', 'DESC')
      .addOrderBy('lastUsed', 'DESC')
      .addOrderBy('entry.foodId', 'ASC')
      .addOrderBy('entry.recipeId', 'ASC')
      .limit(RECENT_SOURCES_MAX)
      .getRawMany<{ foodId: number | string | null; recipeId: number | string | null; uses: number | string; lastUsed: string | Date }>();
    const foodIds = rows.flatMap((row) => (row.foodId == null ? [] : [Number(row.foodId)]));
    const recipeIds = rows.flatMap((row) => (row.recipeId == null ? [] : [Number(row.recipeId)]));
    const foods = new Map(
      (foodIds.length === 0 ? [] : await this.dataSource.manager.findBy(FoodEntity, { id: In(foodIds), userId })).map((food) => [
        food.id,
        food,
      ]),
    );
    const recipes = new Map((await this.recipes.getMany(this.dataSource.manager, userId, recipeIds)).map((recipe) => [recipe.id, recipe]));
    return rows.map((row) => ({
      food: row.foodId == null ? null : (foods.get(Number(row.foodId)) ?? null),
      recipe: row.recipeId == null ? null : (recipes.get(Number(row.recipeId)) ?? null),
      uses: Number(row.uses),
      lastUsed: isoDate(row.lastUsed),
    }));
  }

  async addEntry(userId: number, mealId: number, raw: MealEntryInput): Promise<EntryChange> {
    const input = normaliseEntry(raw);
    return this.dataSource.transaction(async (manager) => {
      await lockDiary(manager, userId);
      const meal = await this.ownedMeal(manager, userId, mealId);
      await this.assertSource(manager, userId, input);
      await assertRoom(manager, new Map([[meal.id, 1]]), 'food');
      const entry = await manager.save(
        MealEntryEntity,
        manager.create(MealEntryEntity, {
          mealId: meal.id,
          foodId: input.foodId ?? null,
          recipeId: input.recipeId ?? null,
          quantity: input.quantity,
        }),
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
   * Renames one day's meals to `names`. `previous[i]` is the order number (1..n, by order) of the day's meal that
   * becomes meal i + 1, keeping its entries, or null for a new empty meal; a number past the day's meals also adds an
   * empty meal. The day's meals no name continues are deleted with their entries. Runs in the caller's transaction;
   * null when the day was not started.
   */
  async renameDayMeals(
    manager: EntityManager,
    userId: number,
    date: string,
    names: string[],
    previous: ReadonlyArray<number | null>,
  ): Promise<DailyMealEntity | null> {
    assertDate(date);
    const day = await manager.findOneBy(DailyMealEntity, { userId, date });
    if (!day) return null;
    const meals = await this.mealsOf(manager, day.id);
    const kept = names.map((_, index) => {
      const number = previous[index];
      return number == null ? undefined : meals[number - 1];
    });
    const keptIds = new Set(kept.flatMap((meal) => (meal ? [meal.id] : [])));
    const removed = meals.filter((meal) => !keptIds.has(meal.id)).map((meal) => meal.id);
    if (removed.length > 0) {
      await manager.delete(MealEntryEntity, { mealId: In(removed) });
      await manager.delete(MealEntity, { id: In(removed) });
    }
    const added: Array<Pick<MealEntity, 'dailyMealId' | 'name' | 'orderNumber'>> = [];
    for (const [index, meal] of kept.entries()) {
      const name = names[index];
      const orderNumber = index + 1;
      if (!meal) added.push({ dailyMealId: day.id, name, orderNumber });
      else if (meal.name !== name || meal.orderNumber !== orderNumber) {
        await manager.update(MealEntity, { id: meal.id }, { name, orderNumber });
      }
    }
    if (added.length > 0) await manager.insert(MealEntity, added);
    return this.loadTree(manager, userId, day);
  }

  /** The user's day of `date`, started (with one empty meal per meal name) when it was not. In the caller's transaction. */
  private async dayFor(manager: EntityManager, userId: number, date: string): Promise<DailyMealEntity> {
    const existing = await manager.findOneBy(DailyMealEntity, { userId, date });
    if (existing) return existing;
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
    return day;
  }

  private mealsOf(manager: EntityManager, dailyMealId: number): Promise<MealEntity[]> {
    return manager.find(MealEntity, { where: { dailyMealId }, order: { orderNumber: 'ASC', id: 'ASC' } });
  }

  private async entriesOf(manager: EntityManager, meals: MealEntity[]): Promise<MealEntryEntity[]> {
    if (meals.length === 0) return [];
    return manager.find(MealEntryEntity, { where: { mealId: In(meals.map((meal) => meal.id)) }, order: { id: 'ASC' } });
  }

  private async change(manager: EntityManager, userId: number, dailyMealId: number, entryId: number): Promise<EntryChange> {
    const day = await this.loadTree(manager, userId, await manager.findOneByOrFail(DailyMealEntity, { id: dailyMealId }));
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
   * number of queries, however many meals and entries the day has: SQL written out (db/rows.ts), the hottest read.
   */
  async loadTree(manager: EntityManager, userId: number, day: DailyMealEntity): Promise<DailyMealEntity> {
    const mealRows = await manager.query<Row[]>(
      'SELECT id, name, order_number FROM meals WHERE daily_meal_id = ? ORDER BY order_number, id',
      [day.id],
    );
    return this.withEntries(manager, userId, day, mealRows);
  }

  /** The day's meals from their rows (`id`, `name`, `order_number`, in order), with their entries, foods and recipes. */
  private async withEntries(manager: EntityManager, userId: number, day: DailyMealEntity, mealRows: Row[]): Promise<DailyMealEntity> {
    const byMeal = new Map<number, MealEntryEntity[]>();
    day.meals = mealRows.map((row): MealEntity => {
      const meal = { id: whole(row.id), dailyMealId: day.id, name: row.name as string, orderNumber: whole(row.order_number), entries: [] };
      byMeal.set(meal.id, meal.entries);
      return meal;
    });
    if (byMeal.size === 0) return day;
    const entryRows = await manager.query<Row[]>(
      `SELECT e.id, e.meal_id, e.food_id, e.recipe_id, e.quantity, ${FOOD_COLUMNS} FROM meal_entries e LEFT JOIN foods f ON f.id = e.food_id ` +
        `WHERE e.meal_id IN (${placeholders(byMeal.size)}) ORDER BY e.id`,
      [...byMeal.keys()],
    );
    const recipeIds: number[] = [];
    for (const row of entryRows) if (row.recipe_id != null) recipeIds.push(whole(row.recipe_id));
    const recipes = new Map((await this.recipes.getMany(manager, userId, recipeIds)).map((r) => [r.id, r]));
    // One object per food, however many entries eat it (meal-nutrition.ts works out its values once).
    const foods = new Map<number, FoodEntity>();
    const foodOf = (row: Row, id: number) => {
      let food = foods.get(id);
      if (!food) foods.set(id, (food = foodFromRow(row)));
      return food;
    };
    for (const row of entryRows) {
      const foodId = wholeOrNull(row.food_id);
      const recipeId = wholeOrNull(row.recipe_id);
      const entry: MealEntryEntity = {
        id: whole(row.id),
        mealId: whole(row.meal_id),
        foodId,
        food: foodId === null || row.f_id == null ? null : foodOf(row, foodId),
        recipeId,
        recipe: recipeId === null ? null : (recipes.get(recipeId) ?? null),
        quantity: amount(row.quantity),
      };
      byMeal.get(entry.mealId)!.push(entry);
    }
    return day;
  }
}

/** A food or recipe of the user's recent days, with how often and when it was last eaten. */
export interface RecentSource {
  food: FoodEntity | null;
  recipe: RecipeEntity | null;
  uses: number;
  lastUsed: string;
}

/** How many of `items` go to each key. */
function countBy<T>(items: T[], keyOf: (item: T) => number): Map<number, number> {
  const counts = new Map<number, number>();
  for (const item of items) counts.set(keyOf(item), (counts.get(keyOf(item)) ?? 0) + 1);
  return counts;
}

/**
 * Runs a user's changes that check a bound across rows (a meal's entries, a day's meal positions) one at a time on
 * MySQL/MariaDB, by locking their meal_info row. It must be the transaction's first statement: InnoDB's REPEATABLE READ
 * takes the transaction's snapshot at its first plain read, and a snapshot taken before the lock was granted would
 * not see what the previous holder committed (two copies would both find room, or both add a missing meal).
 */
function lockDiary(manager: EntityManager, userId: number): Promise<void> {
  return lockRows(manager, MealInfoEntity, 'row.userId = :userId', { userId });
}

/** Refuses (as `field`'s message) adding `adding.get(mealId)` entries to meals that would then hold more than the most. */
async function assertRoom(manager: EntityManager, adding: Map<number, number>, field: string): Promise<void> {
  const rows = await manager
    .createQueryBuilder(MealEntryEntity, 'entry')
    .select('entry.mealId', 'mealId')
    .addSelect('COUNT(*)', 'entries')
    .where('entry.mealId IN (:...ids)', { ids: [...adding.keys()] })
    .groupBy('entry.mealId')
    .getRawMany<{ mealId: number | string; entries: number | string }>();
  const held = new Map(rows.map((row) => [Number(row.mealId), Number(row.entries)]));
  for (const [mealId, count] of adding) {
    if ((held.get(mealId) ?? 0) + count > ENTRIES_PER_MEAL_MAX) throw new ValidationError({ [field]: [ENTRIES_PER_MEAL_MAX_MESSAGE] });
  }
}

/** Copies of entries (same food or recipe and quantity), in their order, into the meals `mealFor` names. */
async function insertCopies(
  manager: EntityManager,
  entries: MealEntryEntity[],
  mealFor: (entry: MealEntryEntity) => number,
): Promise<void> {
  await manager.insert(
    MealEntryEntity,
    entries.map((entry) => ({ mealId: mealFor(entry), foodId: entry.foodId, recipeId: entry.recipeId, quantity: entry.quantity })),
  );
}

/**
 * Runs a transaction that may start a day, once more if a concurrent request started the same day first (the
 * unique index refused ours and the transaction rolled back; the second run finds the day).
 */
async function retryOnceIfStartedMeanwhile<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return run();
  }
}

export function normaliseEntry(raw: MealEntryInput): MealEntryInput {
  const input = assertValid(MealEntryInput, { foodId: raw.foodId ?? null, recipeId: raw.recipeId ?? null, quantity: raw.quantity });
  if ((input.foodId == null) === (input.recipeId == null)) {
    throw new ValidationError({ food: [message('server.chooseFoodOrRecipe')] });
  }
  return input;
}
