import { message, type Language } from '@fitness-manager/shared';
import { MoreThanOrEqual, type EntityManager } from 'typeorm';
import { NotFoundError, ValidationError } from '../../common/errors';
import { assertValid } from '../../common/validation';
import { assertDate } from '../meals/daily-meal.service';
import type { DailyMealEntity } from '../meals/daily-meal.entity';
import type { DailyMealService } from '../meals/daily-meal.service';
import { DEFAULT_MACRO_GOALS, DEFAULT_MEAL_COUNT, GOALS_SINCE_ALWAYS } from './meal-info.defaults';
import { formatMessage } from '../../common/messages';
import { MacroGoalHistoryEntity } from './macro-goal-history.entity';
import { MealInfoEntity } from './meal-info.entity';
import { MealNameEntity } from './meal-name.entity';
import { MacroGoalsInput, RenameMealsInput } from './meal-info.types';
import { lockRows, type Database } from '../../db/database';

export class MealInfoService {
  constructor(
    private readonly dataSource: Database,
    private readonly dailyMeals: DailyMealService,
    /** Today in the server's time zone: when a goal change does not say from which day it applies. */
    private readonly today: () => string,
  ) {}

  /** A new account's meal info: default goals and 'Meal 1'..'Meal 3'. Runs inside the caller's transaction. */
  /** A new account's meal info, goals and meal names (named in the account's language, English by default). */
  async createDefaults(manager: EntityManager, userId: number, language?: Language | null): Promise<MealInfoEntity> {
    const info = await manager.save(MealInfoEntity, manager.create(MealInfoEntity, { userId, ...DEFAULT_MACRO_GOALS }));
    await manager.insert(MacroGoalHistoryEntity, { userId, effectiveDate: GOALS_SINCE_ALWAYS, ...DEFAULT_MACRO_GOALS });
    await manager.insert(
      MealNameEntity,
      Array.from({ length: DEFAULT_MEAL_COUNT }, (_, index) => ({
        mealInfoId: info.id,
        orderNumber: index + 1,
        name: formatMessage(message('server.defaultMealName', { number: index + 1 }), language ?? undefined),
      })),
    );
    return info;
  }

  /** The user's meal info with its names in order. */
  get(userId: number): Promise<MealInfoEntity> {
    return this.load(this.dataSource.manager, userId);
  }

  /**
   * Replaces the meal names (numbered 1..n in the given order) for days started from now on and, with
   * `renameDate`, renames that day's meals the same way. `previousOrderNumbers` (parallel to `names`) says which current
   * meal each name continues (null: a new meal); without it, name i continues meal i (the legacy door's meaning).
   * `previousNames`, when given, must be the current names: a change made from names since changed elsewhere is refused.
   * One transaction; bad input changes nothing.
   */
  async renameMeals(userId: number, raw: RenameMealsInput): Promise<{ mealInfo: MealInfoEntity; dailyMeal: DailyMealEntity | null }> {
    const input = assertValid(RenameMealsInput, {
      names: Array.isArray(raw.names) ? raw.names.map((name) => (typeof name === 'string' ? name.trim() : name)) : raw.names,
      renameDate: raw.renameDate ?? null,
      previousOrderNumbers: raw.previousOrderNumbers ?? null,
      previousNames: raw.previousNames ?? null,
    });
    return this.dataSource.transaction(async (manager) => {
      // On MySQL two renames at once would both read the old names and pass the `previousNames` check: one at a time.
      await lockRows(manager, MealInfoEntity, 'row.userId = :userId', { userId });
      const info = await this.load(manager, userId);
      if (input.previousNames) assertUnchanged(input.previousNames, info.mealNames ?? []);
      const previous = input.previousOrderNumbers
        ? assertPrevious(input.previousOrderNumbers, input.names.length, info.mealNames?.length ?? 0)
        : input.names.map((_, index) => index + 1);
      await manager.delete(MealNameEntity, { mealInfoId: info.id });
      await manager.insert(
        MealNameEntity,
        input.names.map((name, index) => ({ mealInfoId: info.id, orderNumber: index + 1, name })),
      );
      const dailyMeal = input.renameDate
        ? await this.dailyMeals.renameDayMeals(manager, userId, input.renameDate, input.names, previous)
        : null;
      return { mealInfo: await this.load(manager, userId), dailyMeal };
    });
  }

  /**
   * Sets the goals in force from `date` on (the user's today; default: today in the server's zone): the current goals
   * and the goal history change in one transaction. Days before `date` keep the goals they had; a history row after
   * `date` (set from a clock ahead of this one) is dropped, since these goals now hold from `date` on.
   */
  async updateGoals(userId: number, raw: MacroGoalsInput, date?: string | null): Promise<MealInfoEntity> {
    const input = assertValid(MacroGoalsInput, {
      calories: raw.calories,
      carbohydrates: raw.carbohydrates,
      proteins: raw.proteins,
      fats: raw.fats,
    });
    const effectiveDate = date == null ? this.today() : assertDate(date);
    const goals = {
      caloriesGoal: input.calories,
      carbohydratesGoal: input.carbohydrates,
      proteinsGoal: input.proteins,
      fatsGoal: input.fats,
    };
    return this.dataSource.transaction(async (manager) => {
      const info = await this.load(manager, userId);
      await manager.update(MealInfoEntity, { id: info.id }, goals);
      await manager.delete(MacroGoalHistoryEntity, { userId, effectiveDate: MoreThanOrEqual(effectiveDate) });
      await manager.insert(MacroGoalHistoryEntity, { userId, effectiveDate, ...goals });
      return this.load(manager, userId);
    });
  }

  private async load(manager: EntityManager, userId: number): Promise<MealInfoEntity> {
    const info = await manager.findOne(MealInfoEntity, {
      where: { userId },
      relations: { mealNames: true },
      order: { mealNames: { orderNumber: 'ASC' } },
    });
    // Every account gets one at registration; missing means the data was damaged.
    if (!info) throw new NotFoundError(message('server.mealInfoNotFound'));
    return info;
  }
}

/** The names a change was made from are still the current ones (in order), or nothing is saved. */
function assertUnchanged(previousNames: string[], current: MealNameEntity[]): void {
  const same = previousNames.length === current.length && previousNames.every((name, index) => name.trim() === current[index].name);
  if (!same) throw new ValidationError({ previousNames: [message('server.mealNamesChangedMeanwhile')] });
}

/**
 * `previousOrderNumbers` checked against the names and the current meal names: one per name, each null or a current
 * meal's order number (1..`current`), none twice.
 */
function assertPrevious(previous: Array<number | null>, names: number, current: number): Array<number | null> {
  const field = 'previousOrderNumbers';
  if (previous.length !== names) throw new ValidationError({ [field]: [message('server.previousMealsLength')] });
  const seen = new Set<number>();
  for (const number of previous) {
    if (number === null) continue;
    if (!Number.isInteger(number) || number < 1 || number > current) {
      throw new ValidationError({ [field]: [message('server.previousMealUnknown', { number })] });
    }
    if (seen.has(number)) throw new ValidationError({ [field]: [message('server.previousMealTwice', { number })] });
    seen.add(number);
  }
  return previous;
}
