import type { MigrationInterface } from 'typeorm';
import { Init1795330892792 } from './1795330892792-Init';
import { FoodsRecipes1795331350618 } from './1795331350618-FoodsRecipes';
import { Meals1795331635922 } from './1795331635922-Meals';
import { Training1795331796937 } from './1795331796937-Training';
import { NameKeyRoom1795516679287 } from './1795516679287-NameKeyRoom';
import { SignInLimitsTokens1795517364498 } from './1795517364498-SignInLimitsTokens';
import { Workouts1795517370347 } from './1795517370347-Workouts';
import { DietProgress1795618898795 } from './1795618898795-DietProgress';
import { FoodCatalogue1795679680551 } from './1795679680551-FoodCatalogue';

/** In order of application. */
export const sqliteMigrations: Array<new () => MigrationInterface> = [
  Init1795330892792,
  FoodsRecipes1795331350618,
  Meals1795331635922,
  Training1795331796937,
  NameKeyRoom1795516679287,
  SignInLimitsTokens1795517364498,
  Workouts1795517370347,
  DietProgress1795618898795,
  FoodCatalogue1795679680551,
];
