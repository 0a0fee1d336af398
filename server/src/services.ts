import type { DataSource } from 'typeorm';
import { TokenService } from './auth/tokens';
import type { AppConfig } from './config';
import { FoodService } from './modules/foods/food.service';
import { MealInfoService } from './modules/meal-info/meal-info.service';
import { RecipeService } from './modules/recipes/recipe.service';
import { UserService } from './modules/users/user.service';

/** The application core, built once per process and shared by both doors. */
export interface Services {
  dataSource: DataSource;
  tokens: TokenService;
  users: UserService;
  mealInfo: MealInfoService;
  foods: FoodService;
  recipes: RecipeService;
}

export function createServices(dataSource: DataSource, config: Pick<AppConfig, 'jwtSecret' | 'tokenTtlSeconds'>): Services {
  const tokens = new TokenService(config.jwtSecret, config.tokenTtlSeconds);
  const mealInfo = new MealInfoService();
  const users = new UserService(dataSource, tokens, mealInfo);
  const foods = new FoodService(dataSource);
  const recipes = new RecipeService(dataSource, foods);
  return { dataSource, tokens, users, mealInfo, foods, recipes };
}
