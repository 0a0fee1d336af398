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
import { findUserRows } from '../../common/user-list';
import { FoodCatalogue } from './food-catalogue';

export const foodNotFound = (id: number) => NotFoundError.record('food', id);

export class FoodService {
  /** The count and the search index of every user's foods: kept here, with each change (food-catalogue.ts). */
  private readonly catalogue = new FoodCatalogue();

  constructor(private readonly dataSource: Database) {}

  private get repository() {
    return this.dataSource.getRepository(FoodEntity);
  }

  /** A page of the user's foods by name, optionally only those whose name contains `search` (food-catalogue.ts). */
  async list(userId: number, args: NamedPageArgs): Promise<Page<FoodEntity>> {
    const { page, size, search } = assertValid(NamedPageArgs, args);
    const key = search?.trim() ? sortKey(search) : '';
    const { manager } = this.dataSource;
    return key ? this.catalogue.search(manager, userId, key, page, size) : this.catalogue.page(manager, userId, page, size);
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
    return this.dataSource.transaction(async (manager) => {
      const food = await manager.save(FoodEntity, manager.create(FoodEntity, { ...input, userId, nameKey: sortKey(input.name) }));
      await this.catalogue.added(manager, userId, [food]);
      return food;
    });
  }

  /**
   * Adds many foods at once, in the caller's transaction (an import: every row or none), with their bookkeeping
   * (food-catalogue.ts): multi-row statements of `BULK_ROWS` foods. Each input is checked as `create` checks it
   * (the first invalid one throws its ValidationError); the caller bounds how many there are. Returns the foods,
   * with their ids, in the order given.
   */
  async insertMany(manager: EntityManager, userId: number, raws: FoodInput[]): Promise<FoodEntity[]> {
    const rows = raws.map((raw) => {
      const input = normalise(raw);
      return { ...input, userId, nameKey: sortKey(input.name) };
    });
    const foods: FoodEntity[] = [];
    for (let start = 0; start < rows.length; start += BULK_ROWS) {
      const chunk = rows.slice(start, start + BULK_ROWS);
      const { identifiers } = await manager.insert(FoodEntity, chunk);
      const inserted = chunk.map((row, i) => ({ ...row, id: Number(identifiers[i]?.id) }));
      // TypeORM (like the drivers) takes a multi-row insert's ids to be consecutive; the index would point at other
      // foods if they were not (a server with auto_increment_increment > 1), so that is checked, not assumed.
      const [{ held }] = await manager.query<{ held: number | string }[]>(
        'SELECT COUNT(*) AS held FROM foods WHERE user_id = ? AND id BETWEEN ? AND ?',
        [userId, inserted[0].id, inserted[inserted.length - 1].id],
      );
      if (inserted.some((food) => !Number.isSafeInteger(food.id)) || Number(held) !== chunk.length) {
        throw new Error('A multi-row insert of foods did not get consecutive ids; the bulk insert needs auto_increment_increment = 1.');
      }
      await this.catalogue.added(manager, userId, inserted);
      foods.push(...inserted);
    }
    return foods;
  }

  async update(userId: number, id: number, raw: FoodInput): Promise<FoodEntity> {
    const input = normalise(raw);
    return this.dataSource.transaction(async (manager) => {
      const food = await manager.findOneBy(FoodEntity, { id, userId });
      if (!food) throw foodNotFound(id);
      const keyBefore = food.nameKey;
      const saved = await manager.save(FoodEntity, Object.assign(food, input, { nameKey: sortKey(input.name) }));
      await this.catalogue.renamed(manager, userId, id, keyBefore, saved.nameKey);
      return saved;
    });
  }

  async delete(userId: number, id: number): Promise<FoodEntity> {
    return this.dataSource.transaction(async (manager) => {
      const food = await manager.findOneBy(FoodEntity, { id, userId });
      if (!food) throw foodNotFound(id);
      if (await manager.existsBy(IngredientEntity, { foodId: id })) {
        throw new ConflictError("You can't delete a food with recipes associated.");
      }
      if (await manager.existsBy(MealEntryEntity, { foodId: id })) {
        throw new ConflictError("You can't delete a food if it is part of any daily meal.");
      }
      await manager.delete(FoodEntity, { id });
      await this.catalogue.removed(manager, userId, food);
      return { ...food, id };
    });
  }
}

/** Foods per INSERT statement of `insertMany` (10 parameters each). */
const BULK_ROWS = 500;

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
