import type { MigrationInterface } from 'typeorm';
import { Init1795330892792 } from './1795330892792-Init';
import { FoodsRecipes1795331350618 } from './1795331350618-FoodsRecipes';
import { Meals1795331635922 } from './1795331635922-Meals';
import { Training1795331796937 } from './1795331796937-Training';
import { NameKeyRoom1795516679287 } from './1795516679287-NameKeyRoom';
import { SignInLimitsTokens1795517364498 } from './1795517364498-SignInLimitsTokens';
import { Workouts1795517370347 } from './1795517370347-Workouts';
import { DietProgress1795618898795 } from './1795618898795-DietProgress';
import { DataUploads1795674583659 } from './1795674583659-DataUploads';
import { UserLanguage1795674615462 } from './1795674615462-UserLanguage';
import { UploadPreview1795679920541 } from './1795679920541-UploadPreview';
import { FoodCatalogue1795690080551 } from './1795690080551-FoodCatalogue';
import { WorkoutExerciseNote1795700000000 } from './1795700000000-WorkoutExerciseNote';

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
  DataUploads1795674583659,
  UserLanguage1795674615462,
  UploadPreview1795679920541,
  FoodCatalogue1795690080551,
  WorkoutExerciseNote1795700000000,
];
