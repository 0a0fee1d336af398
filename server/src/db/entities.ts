import { SignInCounterEntity } from '../auth/sign-in-counter.entity';
import { DataUploadChunkEntity, DataUploadEntity } from '../modules/data/upload.entity';
import { FoodCountEntity, FoodSearchGramEntity } from '../modules/foods/food-catalogue.entity';
import { FoodEntity } from '../modules/foods/food.entity';
import { MacroGoalHistoryEntity } from '../modules/meal-info/macro-goal-history.entity';
import { MealInfoEntity } from '../modules/meal-info/meal-info.entity';
import { MealNameEntity } from '../modules/meal-info/meal-name.entity';
import { IngredientEntity } from '../modules/recipes/ingredient.entity';
import { DailyMealEntity } from '../modules/meals/daily-meal.entity';
import { MealEntity } from '../modules/meals/meal.entity';
import { MealEntryEntity } from '../modules/meals/meal-entry.entity';
import { BodyWeightEntity } from '../modules/progress/body-weight.entity';
import { RecipeEntity } from '../modules/recipes/recipe.entity';
import { ExerciseEntity, ExerciseTagEntity } from '../modules/training/exercise.entity';
import { RoutineEntity } from '../modules/training/routine.entity';
import { SessionCompletionEntity } from '../modules/training/session-completion.entity';
import { SessionExerciseEntity } from '../modules/training/session-exercise.entity';
import { SessionEntity } from '../modules/training/session.entity';
import { TagEntity } from '../modules/training/tag.entity';
import { UserEntity } from '../modules/users/user.entity';
import { WorkoutEntity, WorkoutExerciseEntity, WorkoutSetEntity } from '../modules/workouts/workout.entity';

/** Every TypeORM entity of the application (one list for the data source and the migration generator). */
export const entities = [
  UserEntity,
  MealInfoEntity,
  MealNameEntity,
  FoodEntity,
  RecipeEntity,
  IngredientEntity,
  DailyMealEntity,
  MealEntity,
  MealEntryEntity,
  TagEntity,
  ExerciseEntity,
  ExerciseTagEntity,
  RoutineEntity,
  SessionEntity,
  SessionExerciseEntity,
  SessionCompletionEntity,
  SignInCounterEntity,
  WorkoutEntity,
  WorkoutExerciseEntity,
  WorkoutSetEntity,
  MacroGoalHistoryEntity,
  BodyWeightEntity,
  DataUploadEntity,
  DataUploadChunkEntity,
  FoodCountEntity,
  FoodSearchGramEntity,
];
