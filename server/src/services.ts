import type { DataSource } from 'typeorm';
import { TokenService } from './auth/tokens';
import type { AppConfig } from './config';
import { FoodService } from './modules/foods/food.service';
import { MealInfoService } from './modules/meal-info/meal-info.service';
import { DailyMealService } from './modules/meals/daily-meal.service';
import { RecipeService } from './modules/recipes/recipe.service';
import { ExerciseService } from './modules/training/exercise.service';
import { RoutineService } from './modules/training/routine.service';
import { TagService } from './modules/training/tag.service';
import { UserService } from './modules/users/user.service';

/** The application core, built once per process and shared by both doors. */
export interface Services {
  dataSource: DataSource;
  tokens: TokenService;
  users: UserService;
  mealInfo: MealInfoService;
  foods: FoodService;
  recipes: RecipeService;
  dailyMeals: DailyMealService;
  tags: TagService;
  exercises: ExerciseService;
  routines: RoutineService;
}

export function createServices(dataSource: DataSource, config: Pick<AppConfig, 'jwtSecret' | 'tokenTtlSeconds'>): Services {
  const tokens = new TokenService(config.jwtSecret, config.tokenTtlSeconds);
  const foods = new FoodService(dataSource);
  const recipes = new RecipeService(dataSource, foods);
  const dailyMeals = new DailyMealService(dataSource, recipes);
  const mealInfo = new MealInfoService(dataSource, dailyMeals);
  const users = new UserService(dataSource, tokens, mealInfo);
  const tags = new TagService(dataSource);
  const exercises = new ExerciseService(dataSource, tags);
  const routines = new RoutineService(dataSource, exercises);
  return { dataSource, tokens, users, mealInfo, foods, recipes, dailyMeals, tags, exercises, routines };
}
