import { message } from '@fitness-manager/shared';
import { type EntityManager } from 'typeorm';
import { ConflictError, NotFoundError, ValidationError } from '../../common/errors';
import { NamedPageArgs, type Page } from '../../common/paging';
import { sortKey } from '../../common/text';
import { assertValid } from '../../common/validation';
import type { FoodService } from '../foods/food.service';
import { MealEntryEntity } from '../meals/meal-entry.entity';
import { IngredientEntity } from './ingredient.entity';
import { RecipeEntity } from './recipe.entity';
import { IngredientInput, RecipeInput } from './recipe.types';
import type { Database } from '../../db/database';
import { amount, placeholders, whole, type Row } from '../../db/rows';
import { FOOD_COLUMNS, foodFromRow } from '../foods/food.entity';
import type { Unit } from '../foods/unit';
import { findUserPage, findUserRows } from '../../common/user-list';
import { ensureRoom } from '../users/account-caps';

export const recipeNotFound = (id: number) => NotFoundError.record('recipe', id);

/** Recipes always come with their ingredients and those ingredients' foods (one extra query per call). */
export class RecipeService {
  constructor(
    private readonly dataSource: Database,
    private readonly foods: FoodService,
  ) {}

  private get repository() {
    return this.dataSource.getRepository(RecipeEntity);
  }

  async list(userId: number, args: NamedPageArgs): Promise<Page<RecipeEntity>> {
    const page = await findUserPage(this.repository, userId, args, 'name');
    return { ...page, content: await this.withIngredients(this.dataSource.manager, page.content) };
  }

  async all(userId: number): Promise<RecipeEntity[]> {
    const recipes = await findUserRows(this.repository, userId, 'name');
    return this.withIngredients(this.dataSource.manager, recipes);
  }

  get(userId: number, id: number): Promise<RecipeEntity> {
    return this.getWith(this.dataSource.manager, userId, id);
  }

  /**
   * Several recipes by id (in id order), with their ingredients and foods (in the order added); ids that are not the
   * user's are left out. One statement written as SQL (db/rows.ts), one row per ingredient: the day read loads its
   * recipes here, and a round trip less counts on MySQL/MariaDB.
   */
  async getMany(manager: EntityManager, userId: number, ids: number[]): Promise<RecipeEntity[]> {
    if (ids.length === 0) return [];
    const unique = [...new Set(ids)];
    const rows = await manager.query<Row[]>(
      `SELECT r.id, r.user_id, r.name, r.name_key, r.serving, r.unit, i.id AS i_id, i.food_id, i.quantity, ${FOOD_COLUMNS} ` +
        'FROM recipes r LEFT JOIN recipe_ingredients i ON i.recipe_id = r.id LEFT JOIN foods f ON f.id = i.food_id ' +
        `WHERE r.id IN (${placeholders(unique.length)}) AND r.user_id = ? ORDER BY r.id, i.id`,
      [...unique, userId],
    );
    const recipes: RecipeEntity[] = [];
    let recipe: RecipeEntity | undefined;
    for (const row of rows) {
      const id = whole(row.id);
      if (recipe?.id !== id) {
        recipe = {
          id,
          userId: whole(row.user_id),
          name: row.name as string,
          nameKey: row.name_key as string,
          serving: amount(row.serving),
          unit: row.unit as Unit,
          ingredients: [],
        };
        recipes.push(recipe);
      }
      if (row.i_id != null) recipe.ingredients.push(ingredientFromRow(row, whole(row.i_id), id));
    }
    return recipes;
  }

  async create(userId: number, raw: RecipeInput): Promise<RecipeEntity> {
    const input = normalise(raw);
    return this.dataSource.transaction(async (manager) => {
      await ensureRoom(manager, userId, 'recipes', 1);
      await this.foods.getMany(
        manager,
        userId,
        input.ingredients.map((i) => i.foodId),
      );
      const recipe = await manager.save(
        RecipeEntity,
        manager.create(RecipeEntity, { userId, name: input.name, nameKey: sortKey(input.name), serving: input.serving, unit: input.unit }),
      );
      await insertIngredients(manager, recipe.id, input.ingredients);
      return this.getWith(manager, userId, recipe.id);
    });
  }

  /** Replaces name, serving, unit and the whole ingredient list in one transaction. */
  async update(userId: number, id: number, raw: RecipeInput): Promise<RecipeEntity> {
    const input = normalise(raw);
    return this.dataSource.transaction(async (manager) => {
      if (!(await manager.existsBy(RecipeEntity, { id, userId }))) throw recipeNotFound(id);
      await this.foods.getMany(
        manager,
        userId,
        input.ingredients.map((i) => i.foodId),
      );
      await manager.update(
        RecipeEntity,
        { id },
        { name: input.name, nameKey: sortKey(input.name), serving: input.serving, unit: input.unit },
      );
      await manager.delete(IngredientEntity, { recipeId: id });
      await insertIngredients(manager, id, input.ingredients);
      return this.getWith(manager, userId, id);
    });
  }

  async delete(userId: number, id: number): Promise<RecipeEntity> {
    return this.dataSource.transaction(async (manager) => {
      const recipe = await this.getWith(manager, userId, id);
      if (await manager.existsBy(MealEntryEntity, { recipeId: id })) {
        throw new ConflictError(message('server.recipeInMeal'));
      }
      await manager.delete(IngredientEntity, { recipeId: id });
      await manager.delete(RecipeEntity, { id });
      return recipe;
    });
  }

  private async getWith(manager: EntityManager, userId: number, id: number): Promise<RecipeEntity> {
    const [recipe] = await this.getMany(manager, userId, [id]);
    if (!recipe) throw recipeNotFound(id);
    return recipe;
  }

  /** One statement (SQL, db/rows.ts) for the ingredients, with their foods, of all the given recipes, in the order added. */
  private async withIngredients(manager: EntityManager, recipes: RecipeEntity[]): Promise<RecipeEntity[]> {
    if (recipes.length === 0) return recipes;
    const byRecipe = new Map<number, IngredientEntity[]>(recipes.map((r) => [r.id, []]));
    const rows = await manager.query<Row[]>(
      `SELECT i.id, i.recipe_id, i.food_id, i.quantity, ${FOOD_COLUMNS} FROM recipe_ingredients i JOIN foods f ON f.id = i.food_id ` +
        `WHERE i.recipe_id IN (${placeholders(byRecipe.size)}) ORDER BY i.id`,
      [...byRecipe.keys()],
    );
    for (const row of rows) {
      const ingredient = ingredientFromRow(row, whole(row.id), whole(row.recipe_id));
      byRecipe.get(ingredient.recipeId)!.push(ingredient);
    }
    for (const recipe of recipes) recipe.ingredients = byRecipe.get(recipe.id)!;
    return recipes;
  }
}

/** An ingredient with its food, from a row with `food_id`, `quantity` and `FOOD_COLUMNS`. */
function ingredientFromRow(row: Row, id: number, recipeId: number): IngredientEntity {
  return { id, recipeId, foodId: whole(row.food_id), quantity: amount(row.quantity), food: foodFromRow(row) };
}

function insertIngredients(manager: EntityManager, recipeId: number, ingredients: IngredientInput[]) {
  return manager.insert(
    IngredientEntity,
    ingredients.map((ingredient) => ({ recipeId, foodId: ingredient.foodId, quantity: ingredient.quantity })),
  );
}

export function normalise(raw: RecipeInput): RecipeInput {
  const input = assertValid(RecipeInput, {
    name: typeof raw.name === 'string' ? raw.name.trim() : raw.name,
    serving: raw.serving,
    unit: raw.unit,
    ingredients: Array.isArray(raw.ingredients)
      ? raw.ingredients.map((ingredient) => Object.assign(new IngredientInput(), ingredient))
      : raw.ingredients,
  });
  const foodIds = input.ingredients.map((i) => i.foodId);
  if (new Set(foodIds).size !== foodIds.length) {
    throw new ValidationError({ ingredients: [message('server.duplicateIngredient')] });
  }
  return input;
}
