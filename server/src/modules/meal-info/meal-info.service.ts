import type { EntityManager } from 'typeorm';
import { NotFoundError } from '../../common/errors';
import { assertValid } from '../../common/validation';
import type { DailyMealEntity } from '../meals/daily-meal.entity';
import type { DailyMealService } from '../meals/daily-meal.service';
import { DEFAULT_MACRO_GOALS, DEFAULT_MEAL_NAMES } from './meal-info.defaults';
import { MealInfoEntity } from './meal-info.entity';
import { MealNameEntity } from './meal-name.entity';
import { MacroGoalsInput, RenameMealsInput } from './meal-info.types';
import type { Database } from '../../db/database';

export class MealInfoService {
  constructor(
    private readonly dataSource: Database,
    private readonly dailyMeals: DailyMealService,
  ) {}

  /** A new account's meal info: default goals and 'Meal 1'..'Meal 3'. Runs inside the caller's transaction. */
  async createDefaults(manager: EntityManager, userId: number): Promise<MealInfoEntity> {
    const info = await manager.save(MealInfoEntity, manager.create(MealInfoEntity, { userId, ...DEFAULT_MACRO_GOALS }));
    await manager.insert(
      MealNameEntity,
      DEFAULT_MEAL_NAMES.map((name, index) => ({ mealInfoId: info.id, orderNumber: index + 1, name })),
    );
    return info;
  }

  /** The user's meal info with its names in order. */
  get(userId: number): Promise<MealInfoEntity> {
    return this.load(this.dataSource.manager, userId);
  }

  /**
   * Replaces the meal names (numbered 1..n in the given order) for days started from now on and, with
   * `renameDate`, renames that day's meals the same way. One transaction.
   */
  async renameMeals(userId: number, raw: RenameMealsInput): Promise<{ mealInfo: MealInfoEntity; dailyMeal: DailyMealEntity | null }> {
    const input = assertValid(RenameMealsInput, {
      names: Array.isArray(raw.names) ? raw.names.map((name) => (typeof name === 'string' ? name.trim() : name)) : raw.names,
      renameDate: raw.renameDate ?? null,
    });
    return this.dataSource.transaction(async (manager) => {
      const info = await this.load(manager, userId);
      await manager.delete(MealNameEntity, { mealInfoId: info.id });
      await manager.insert(
        MealNameEntity,
        input.names.map((name, index) => ({ mealInfoId: info.id, orderNumber: index + 1, name })),
      );
      const dailyMeal = input.renameDate ? await this.dailyMeals.renameDayMeals(manager, userId, input.renameDate, input.names) : null;
      return { mealInfo: await this.load(manager, userId), dailyMeal };
    });
  }

  async updateGoals(userId: number, raw: MacroGoalsInput): Promise<MealInfoEntity> {
    const input = assertValid(MacroGoalsInput, {
      calories: raw.calories,
      carbohydrates: raw.carbohydrates,
      proteins: raw.proteins,
      fats: raw.fats,
    });
    const info = await this.load(this.dataSource.manager, userId);
    await this.dataSource.manager.update(
      MealInfoEntity,
      { id: info.id },
      { caloriesGoal: input.calories, carbohydratesGoal: input.carbohydrates, proteinsGoal: input.proteins, fatsGoal: input.fats },
    );
    return this.get(userId);
  }

  private async load(manager: EntityManager, userId: number): Promise<MealInfoEntity> {
    const info = await manager.findOne(MealInfoEntity, {
      where: { userId },
      relations: { mealNames: true },
      order: { mealNames: { orderNumber: 'ASC' } },
    });
    // Every account gets one at registration; missing means the data was damaged.
    if (!info) throw new NotFoundError('Meal info was not found for this account.');
    return info;
  }
}
