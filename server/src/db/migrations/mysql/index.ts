import type { MigrationInterface } from 'typeorm';
import { Init1795330902475 } from './1795330902475-Init';
import { FoodsRecipes1795331351098 } from './1795331351098-FoodsRecipes';
import { Meals1795331636405 } from './1795331636405-Meals';
import { Training1795331803266 } from './1795331803266-Training';
import { NameKeyRoom1795516679886 } from './1795516679886-NameKeyRoom';
import { SignInLimitsTokens1795517367124 } from './1795517367124-SignInLimitsTokens';
import { Workouts1795517371108 } from './1795517371108-Workouts';
import { DietProgress1795618904617 } from './1795618904617-DietProgress';
import { DataUploads1795674587209 } from './1795674587209-DataUploads';
import { UserLanguage1795674616133 } from './1795674616133-UserLanguage';
import { UploadPreview1795679933512 } from './1795679933512-UploadPreview';
import { FoodCatalogue1795690088281 } from './1795690088281-FoodCatalogue';
import { WorkoutExerciseNote1795700000001 } from './1795700000001-WorkoutExerciseNote';

/** In order of application. */
export const mysqlMigrations: Array<new () => MigrationInterface> = [
  Init1795330902475,
  FoodsRecipes1795331351098,
  Meals1795331636405,
  Training1795331803266,
  NameKeyRoom1795516679886,
  SignInLimitsTokens1795517367124,
  Workouts1795517371108,
  DietProgress1795618904617,
  DataUploads1795674587209,
  UserLanguage1795674616133,
  UploadPreview1795679933512,
  FoodCatalogue1795690088281,
  WorkoutExerciseNote1795700000001,
];
