import type { EntityManager } from 'typeorm';
import { DEFAULT_MACRO_GOALS, DEFAULT_MEAL_NAMES } from './meal-info.defaults';
import { MealInfoEntity } from './meal-info.entity';
import { MealNameEntity } from './meal-name.entity';

export class MealInfoService {
  /** A new account's meal info: default goals and 'Meal 1'..'Meal 3'. Runs inside the caller's transaction. */
  async createDefaults(manager: EntityManager, userId: number): Promise<MealInfoEntity> {
    const info = await manager.save(MealInfoEntity, manager.create(MealInfoEntity, { userId, ...DEFAULT_MACRO_GOALS }));
    await manager.insert(
      MealNameEntity,
      DEFAULT_MEAL_NAMES.map((name, index) => ({ mealInfoId: info.id, orderNumber: index + 1, name })),
    );
    return info;
  }
}
