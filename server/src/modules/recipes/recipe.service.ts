import { message } from '@fitness-manager/shared';
import { In, type EntityManager } from 'typeorm';
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
import { findUserPage, findUserRows } from '../../common/user-list';

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

  /** Several recipes by id (any order), with ingredients; ids that are not the user's are left out. */
  async getMany(manager: EntityManager, userId: number, ids: number[]): Promise<RecipeEntity[]> {
    if (ids.length === 0) return [];
    const recipes = await manager.find(RecipeEntity, { where: { id: In([...new Set(ids)]), userId } });
    return this.withIngredients(manager, recipes);
  }

  async create(userId: number, raw: RecipeInput): Promise<RecipeEntity> {
    const input = normalise(raw);
    return this.dataSource.transaction(async (manager) => {
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
    const recipe = await manager.findOneBy(RecipeEntity, { id, userId });
    if (!recipe) throw recipeNotFound(id);
    return (await this.withIngredients(manager, [recipe]))[0];
  }

  /** One query for the ingredients (with foods) of all the given recipes. */
  private async withIngredients(manager: EntityManager, recipes: RecipeEntity[]): Promise<RecipeEntity[]> {
    if (recipes.length === 0) return recipes;
    const ingredients = await manager.find(IngredientEntity, {
      where: { recipeId: In(recipes.map((r) => r.id)) },
      relations: { food: true },
      order: { id: 'ASC' },
    });
    const byRecipe = new Map<number, IngredientEntity[]>(recipes.map((r) => [r.id, []]));
    for (const ingredient of ingredients) byRecipe.get(ingredient.recipeId)!.push(ingredient);
    for (const recipe of recipes) recipe.ingredients = byRecipe.get(recipe.id)!;
    return recipes;
  }
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
