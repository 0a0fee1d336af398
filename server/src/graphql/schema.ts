import path from 'node:path';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema, getMetadataStorage } from 'type-graphql';
import { repoRoot } from '../common/paths';
import { DataResolver, ImportResolver } from '../modules/data/data.resolver';
import { FoodResolver } from '../modules/foods/food.resolver';
import { MealInfoResolver } from '../modules/meal-info/meal-info.resolver';
import { DailyMealResolver, MealEntryResolver, MealResolver } from '../modules/meals/daily-meal.resolver';
import { ProgressResolver } from '../modules/progress/progress.resolver';
import { IngredientResolver, RecipeResolver } from '../modules/recipes/recipe.resolver';
import { ExerciseResolver } from '../modules/training/exercise.resolver';
import { RoutineResolver } from '../modules/training/routine.resolver';
import { TagResolver } from '../modules/training/tag.resolver';
import { TrainingHistoryResolver } from '../modules/training/training-history.resolver';
import { UserResolver } from '../modules/users/user.resolver';
import { ExerciseLogResolver } from '../modules/workouts/exercise-log.resolver';
import { WorkoutExerciseResolver, WorkoutResolver, WorkoutSetResolver } from '../modules/workouts/workout.resolver';
import { authChecker } from './context';

export const resolvers = [
  UserResolver,
  FoodResolver,
  RecipeResolver,
  IngredientResolver,
  MealInfoResolver,
  DailyMealResolver,
  MealResolver,
  MealEntryResolver,
  TagResolver,
  ExerciseResolver,
  RoutineResolver,
  TrainingHistoryResolver,
  WorkoutResolver,
  WorkoutExerciseResolver,
  WorkoutSetResolver,
  ExerciseLogResolver,
  ProgressResolver,
  DataResolver,
  ImportResolver,
] as const;

/**
 * `validate: false`: arguments are not checked against their class-validator rules here. Every service checks its
 * input with those rules (`assertValid`), for both doors; GraphQL's own types already refuse what is not an Int, a
 * Boolean, an enum value or a Decimal. See docs/architecture.md, "Validation".
 */
export function buildAppSchema(): Promise<GraphQLSchema> {
  plainFieldsResolveSimply();
  return buildSchema({ resolvers, authChecker, validate: false });
}

/**
 * A field that is only a property of its object (no @FieldResolver, no @Authorized, no middleware) resolves by
 * graphql-js's default resolver, as type-graphql's `simpleResolvers` option does, instead of type-graphql's wrapper
 * that runs middlewares (allocating their context on every call). A day answer has about 800 such fields
 * (docs/performance.md). Field resolvers keep their wrapper (authorization, parameters), and so would a plain
 * field that ever gets @Authorized or a middleware: it is marked not simple here.
 */
function plainFieldsResolveSimply(): void {
  const storage = getMetadataStorage();
  const guarded = new Set([...storage.authorizedFields, ...storage.middlewares].map((entry) => `${entry.target.name}.${entry.fieldName}`));
  for (const field of storage.fields) if (guarded.has(`${field.target.name}.${field.name}`)) field.simple ??= false;
  for (const type of storage.objectTypes) type.simpleResolvers ??= true;
}

/** schema.graphql at the repository root: what codegen and integrators read. */
export const SCHEMA_FILE = path.join(repoRoot(), 'schema.graphql');

export async function printAppSchema(): Promise<string> {
  return printSchema(lexicographicSortSchema(await buildAppSchema())) + '\n';
}
