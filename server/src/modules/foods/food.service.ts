import { message } from '@fitness-manager/shared';
import { In, type EntityManager } from 'typeorm';
import { decimalTransformer } from '../../db/decimal';
import { writesConcurrently, type Database } from '../../db/database';
import { lockAccount } from '../users/account-lock';
import { breathe, insertOwned } from '../../db/insert-many';
import { placeholders } from '../../db/rows';
import { ConflictError, NotFoundError } from '../../common/errors';
import type { Page } from '../../common/paging';
import { sortKey } from '../../common/text';
import { assertValid } from '../../common/validation';
import { MealEntryEntity } from '../meals/meal-entry.entity';
import { IngredientEntity } from '../recipes/ingredient.entity';
import { FoodEntity } from './food.entity';
import { FoodInput, FoodPageArgs } from './food.types';
import { findUserRows } from '../../common/user-list';
import { FoodCatalogue } from './food-catalogue';

export const foodNotFound = (id: number) => NotFoundError.record('food', id);

/** Foods written per statement by `importMany`. */
export const FOOD_IMPORT_BATCH = 500;

/**
 * What `importMany` does with a food whose name (case and accents ignored) the user already has, or that an earlier
 * row of the same import had: `add` keeps both, `skip` keeps the first, `update` gives the existing food the new
 * serving, unit and values (the last row of a name wins). A name several of the user's foods have is `ambiguous` for
 * `skip` and `update` alike: a row cannot say which of them it means, so it writes nothing (the preview says the same
 * before the mode is chosen).
 */
export type FoodDuplicates = 'add' | 'skip' | 'update';

export interface FoodImportResult {
  /** The new foods' ids in input order (`add` only: the account imports refer to them). */
  ids: number[];
  created: number;
  updated: number;
  skipped: number;
  /** Rows (input indexes, in order) whose name `foods` (2 or more) of the user's foods have: nothing written for them. */
  ambiguous: { index: number; foods: number }[];
}

const VALUE_COLUMNS = ['serving', 'unit', 'carbohydrates', 'proteins', 'fats', 'calories'] as const;

export class FoodService {
  /** The count and the search index of every user's foods: kept here, with each change (food-catalogue.ts). */
  private readonly catalogue = new FoodCatalogue();

  constructor(private readonly dataSource: Database) {}

  private get repository() {
    return this.dataSource.getRepository(FoodEntity);
  }

  /**
   * A page of the user's foods by name, optionally only those whose name contains `search`, the matches counted up
   * to `countAtMost` when given (food-catalogue.ts).
   */
  async list(userId: number, args: FoodPageArgs): Promise<Page<FoodEntity>> {
    const { page, size, search, countAtMost } = assertValid(FoodPageArgs, args);
    const key = search?.trim() ? sortKey(search) : '';
    const { manager } = this.dataSource;
    return key
      ? this.catalogue.search(manager, userId, key, page, size, countAtMost ?? undefined)
      : this.catalogue.page(manager, userId, page, size);
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

  async update(userId: number, id: number, raw: FoodInput): Promise<FoodEntity> {
    const input = normalise(raw);
    return this.dataSource.transaction(async (manager) => {
      const food = await lockedFood(manager, userId, id);
      const keyBefore = food.nameKey;
      const saved = await manager.save(FoodEntity, Object.assign(food, input, { nameKey: sortKey(input.name) }));
      await this.catalogue.renamed(manager, userId, id, keyBefore, saved.nameKey);
      return saved;
    });
  }

  /**
   * Adds many foods at once (the imports): each row is checked by the rules of `create` (once: a row that came out of
   * `normalise` already is not checked again), then written in batches of FOOD_IMPORT_BATCH with a fixed number of
   * statements each (find the names already there, insert, update), all in one transaction, with the catalogue's
   * bookkeeping for the foods it adds (food-catalogue.ts: their count and search index, in the same transaction; an
   * update changes values, never a name, so the index stays as it is). `onBatch` hears how many rows are done after
   * each batch (progress). The one bulk write of foods: the foods CSV import, the account import and the bench's seed.
   */
  async importMany(
    userId: number,
    raws: FoodInput[],
    duplicates: FoodDuplicates,
    onBatch?: (done: number) => Promise<void>,
  ): Promise<FoodImportResult> {
    const inputs = raws.map((raw) => (checkedFoods.has(raw) ? raw : normalise(raw)));
    return this.dataSource.transaction(async (manager) => {
      await lockAccount(manager, userId);
      const result: FoodImportResult = { ids: [], created: 0, updated: 0, skipped: 0, ambiguous: [] };
      // Rows of the same name inside the import: skip keeps the first, update the last.
      const keys = inputs.map((input) => sortKey(input.name));
      const chosen = new Map<string, number>();
      keys.forEach((key, index) => {
        if (duplicates === 'update' || !chosen.has(key)) chosen.set(key, index);
      });
      // Names several existing foods have, with how many: every row of such a name is ambiguous, not skipped.
      const ambiguousKeys = new Map<string, number>();
      for (let start = 0; start < inputs.length; start += FOOD_IMPORT_BATCH) {
        const indexes = [...Array(Math.min(FOOD_IMPORT_BATCH, inputs.length - start)).keys()].map((i) => start + i);
        if (duplicates === 'add') {
          const rows = indexes.map((i) => ({ ...inputs[i], userId, nameKey: keys[i] }));
          // Ids read back rather than trusted from a multi-row insert (the account's row is locked).
          const ids = await insertOwned(manager, FoodEntity, userId, rows);
          await this.catalogue.added(
            manager,
            userId,
            ids.map((id, k) => ({ id, nameKey: rows[k].nameKey })),
          );
          result.ids.push(...ids);
          result.created += rows.length;
        } else {
          const own = indexes.filter((i) => chosen.get(keys[i]) === i);
          const existing = own.length
            ? await manager.find(FoodEntity, {
                select: { id: true, nameKey: true },
                where: { userId, nameKey: In(own.map((i) => keys[i])) },
              })
            : [];
          const byKey = new Map<string, number[]>();
          for (const food of existing) byKey.set(food.nameKey, [...(byKey.get(food.nameKey) ?? []), food.id]);
          for (const [key, ids] of byKey) if (ids.length > 1) ambiguousKeys.set(key, ids.length);
          const fresh = own.filter((i) => !byKey.has(keys[i]));
          if (fresh.length > 0) {
            const ids = await insertOwned(
              manager,
              FoodEntity,
              userId,
              fresh.map((i) => ({ ...inputs[i], userId, nameKey: keys[i] })),
            );
            await this.catalogue.added(
              manager,
              userId,
              ids.map((id, k) => ({ id, nameKey: keys[fresh[k]] })),
            );
          }
          result.created += fresh.length;
          const matched = own.filter((i) => byKey.get(keys[i])?.length === 1);
          if (duplicates === 'skip') result.skipped += matched.length;
          else if (matched.length > 0) {
            await updateValues(
              manager,
              userId,
              matched.map((i) => ({ id: byKey.get(keys[i])![0], input: inputs[i] })),
            );
            result.updated += matched.length;
          }
        }
        await onBatch?.(Math.min(start + FOOD_IMPORT_BATCH, inputs.length));
        await breathe();
      }
      if (duplicates !== 'add') {
        // Every row of an ambiguous name is ambiguous; any other row not chosen repeats an earlier (or later) one.
        keys.forEach((key, index) => {
          const foods = ambiguousKeys.get(key);
          if (foods !== undefined) result.ambiguous.push({ index, foods });
          else if (chosen.get(key) !== index) result.skipped += 1;
        });
      }
      return result;
    });
  }

  async delete(userId: number, id: number): Promise<FoodEntity> {
    return this.dataSource.transaction(async (manager) => {
      const food = await lockedFood(manager, userId, id);
      if (await manager.existsBy(IngredientEntity, { foodId: id })) {
        throw new ConflictError(message('server.foodInRecipes'));
      }
      if (await manager.existsBy(MealEntryEntity, { foodId: id })) {
        throw new ConflictError(message('server.foodInMeal'));
      }
      await manager.delete(FoodEntity, { id });
      await this.catalogue.removed(manager, userId, food);
      return { ...food, id };
    });
  }
}

/**
 * The user's food, locked for the transaction's change on MySQL: two renames (or a rename and a deletion) of one food
 * at once work from the name stored, not from a name read before the other committed, so the search index follows
 * the food exactly. SQLite writes one request at a time already.
 */
async function lockedFood(manager: EntityManager, userId: number, id: number): Promise<FoodEntity> {
  const food = await manager.findOne(FoodEntity, {
    where: { id, userId },
    ...(writesConcurrently(manager) ? { lock: { mode: 'pessimistic_write' as const } } : {}),
  });
  if (!food) throw foodNotFound(id);
  return food;
}

/**
 * New serving, unit and values for the foods of one import batch (at most FOOD_IMPORT_BATCH): one UPDATE with a CASE
 * per column (13 parameters a food: a batch stays far under SQLite's 32,766 and MySQL's 65,535).
 */
async function updateValues(manager: EntityManager, userId: number, rows: { id: number; input: FoodInput }[]): Promise<void> {
  const parameters: unknown[] = [];
  const assignments = VALUE_COLUMNS.map((column) => {
    const cases = rows.map(({ id, input }) => {
      parameters.push(id, column === 'unit' ? input.unit : decimalTransformer.to(input[column]));
      return 'WHEN ? THEN ?';
    });
    return `${column} = CASE id ${cases.join(' ')} END`;
  });
  parameters.push(userId, ...rows.map((row) => row.id));
  await manager.query(`UPDATE foods SET ${assignments.join(', ')} WHERE user_id = ? AND id IN (${placeholders(rows.length)})`, parameters);
}

/** Inputs `normalise` returned: checked already (an import checks its rows before it writes them). */
const checkedFoods = new WeakSet<FoodInput>();

/** The food rules (trimmed name, amounts), for this service and the imports. */
export function normalise(raw: FoodInput): FoodInput {
  const input = assertValid(FoodInput, {
    name: typeof raw.name === 'string' ? raw.name.trim() : raw.name,
    serving: raw.serving,
    unit: raw.unit,
    carbohydrates: raw.carbohydrates,
    proteins: raw.proteins,
    fats: raw.fats,
    calories: raw.calories,
  });
  // Frozen: what was checked is what gets written.
  checkedFoods.add(Object.freeze(input));
  return input;
}
