import { message } from '@fitness-manager/shared';
import type { EntityManager } from 'typeorm';
import { ConflictError, NotFoundError } from '../../common/errors';
import type { Page } from '../../common/paging';
import { NamedPageArgs } from '../../common/paging';
import { sortKey } from '../../common/text';
import { assertValid } from '../../common/validation';
import { MealEntryEntity } from '../meals/meal-entry.entity';
import { IngredientEntity } from '../recipes/ingredient.entity';
import { FoodEntity } from './food.entity';
import { FoodInput } from './food.types';
import type { Database } from '../../db/database';
import { findUserPage, findUserRows } from '../../common/user-list';

export const foodNotFound = (id: number) => NotFoundError.record('food', id);

export class FoodService {
  constructor(private readonly dataSource: Database) {}

  private get repository() {
    return this.dataSource.getRepository(FoodEntity);
  }

  async list(userId: number, args: NamedPageArgs): Promise<Page<FoodEntity>> {
    return findUserPage(this.repository, userId, args, 'name');
  }

  all(userId: number): Promise<FoodEntity[]> {
    return findUserRows(this.repository, userId, 'name');
  }

  async get(userId: number, id: number): Promise<FoodEntity> {
    const food = await this.repository.findOneBy({ id, userId });
    if (!food) throw foodNotFound(id);
    return food;
  }

  /** The user's foods with these ids, or NotFound naming the first missing one. */
  async getMany(manager: EntityManager, userId: number, ids: number[]): Promise<Map<number, FoodEntity>> {
    const unique = [...new Set(ids)];
    const foods = unique.length === 0 ? [] : await manager.getRepository(FoodEntity).find({ where: unique.map((id) => ({ id, userId })) });
    const byId = new Map(foods.map((food) => [food.id, food]));
    const missing = unique.find((id) => !byId.has(id));
    if (missing !== undefined) throw foodNotFound(missing);
    return byId;
  }

  async create(userId: number, raw: FoodInput): Promise<FoodEntity> {
    const input = normalise(raw);
    return this.repository.save(this.repository.create({ ...input, userId, nameKey: sortKey(input.name) }));
  }

  async update(userId: number, id: number, raw: FoodInput): Promise<FoodEntity> {
    const input = normalise(raw);
    const food = await this.get(userId, id);
    return this.repository.save(Object.assign(food, input, { nameKey: sortKey(input.name) }));
  }

  async delete(userId: number, id: number): Promise<FoodEntity> {
    return this.dataSource.transaction(async (manager) => {
      const food = await manager.findOneBy(FoodEntity, { id, userId });
      if (!food) throw foodNotFound(id);
      if (await manager.existsBy(IngredientEntity, { foodId: id })) {
        throw new ConflictError(message('server.foodInRecipes'));
      }
      if (await manager.existsBy(MealEntryEntity, { foodId: id })) {
        throw new ConflictError(message('server.foodInMeal'));
      }
      await manager.delete(FoodEntity, { id });
      return { ...food, id };
    });
  }
}

function normalise(raw: FoodInput): FoodInput {
  return assertValid(FoodInput, {
    name: raw.name?.trim(),
    serving: raw.serving,
    unit: raw.unit,
    carbohydrates: raw.carbohydrates,
    proteins: raw.proteins,
    fats: raw.fats,
    calories: raw.calories,
  });
}
