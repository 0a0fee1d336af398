import { FoodEntity } from '../modules/foods/food.entity';
import { MealInfoEntity } from '../modules/meal-info/meal-info.entity';
import { MealNameEntity } from '../modules/meal-info/meal-name.entity';
import { IngredientEntity } from '../modules/recipes/ingredient.entity';
import { DailyMealEntity } from '../modules/meals/daily-meal.entity';
import { MealEntity } from '../modules/meals/meal.entity';
import { MealEntryEntity } from '../modules/meals/meal-entry.entity';
import { RecipeEntity } from '../modules/recipes/recipe.entity';
import { UserEntity } from '../modules/users/user.entity';

/** Every TypeORM entity of the application (one list for the data source and the migration generator). */
export const entities = [UserEntity, MealInfoEntity, MealNameEntity, FoodEntity, RecipeEntity, IngredientEntity, DailyMealEntity, MealEntity, MealEntryEntity];
