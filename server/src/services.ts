import type { DataSource } from 'typeorm';
import { AttemptCounters } from './auth/attempt-counters';
import { ClientAttemptLimiter } from './auth/client-attempt-limiter';
import { SignInLimiter } from './auth/sign-in-limiter';
import { TokenService } from './auth/tokens';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { createWriteLock, guardDataSource, HELD_WRITE_LOCK, type WriteLock, type WriteLockBounds } from './db/write-lock';
import { DemoService, localDate } from './demo/demo.service';
import { FoodService } from './modules/foods/food.service';
import { MealInfoService } from './modules/meal-info/meal-info.service';
import { DailyMealService } from './modules/meals/daily-meal.service';
import { RecipeService } from './modules/recipes/recipe.service';
import { ExerciseService } from './modules/training/exercise.service';
import { RoutineService } from './modules/training/routine.service';
import { TagService } from './modules/training/tag.service';
import { TrainingHistoryService } from './modules/training/training-history.service';
import { BodyWeightService } from './modules/progress/body-weight.service';
import { DietProgressService } from './modules/progress/diet-progress.service';
import { UserService } from './modules/users/user.service';
import { ExerciseLogService } from './modules/workouts/exercise-log.service';
import { WorkoutService } from './modules/workouts/workout.service';
import { DataService } from './modules/data/data.service';
import { DataExportService } from './modules/data/export.service';
import { DataImportService } from './modules/data/import.service';
import { UploadService } from './modules/data/upload.service';

/** The business services, over a data source or over one open transaction (see db/database.ts). */
export interface CoreServices {
  tokens: TokenService;
  users: UserService;
  mealInfo: MealInfoService;
  foods: FoodService;
  recipes: RecipeService;
  dailyMeals: DailyMealService;
  tags: TagService;
  exercises: ExerciseService;
  routines: RoutineService;
  trainingHistory: TrainingHistoryService;
  workouts: WorkoutService;
  exerciseLog: ExerciseLogService;
  dietProgress: DietProgressService;
  bodyWeights: BodyWeightService;
  dataExport: DataExportService;
  data: DataService;
}

/** The application core, built once per process and shared by both doors. */
export interface Services extends CoreServices {
  dataSource: DataSource;
  demo: DemoService;
  /** Held by every request that may write (db/write-lock.ts). */
  writeLock: WriteLock;
  /** Sign-in and registration attempts per client address, one budget for both doors. */
  signInAttempts: ClientAttemptLimiter;
  /** Where the sign-in limits count (table sign_in_counters); the server deletes expired counters every minute. */
  attemptCounters: AttemptCounters;
  /** Files uploaded for imports, and their progress. */
  uploads: UploadService;
  dataImport: DataImportService;
}

export interface ServiceOptions {
  /** Sign-in and registration attempts allowed per client address and minute (default 30). */
  signInAttemptsPerMinute?: number;
  /** How long a request may wait for, and hold, the SQLite write lock (db/write-lock.ts). */
  writeLockBounds?: WriteLockBounds;
  /** The clock the write lock's deadlines read (tests move it). */
  writeLockClock?: () => number;
}

/**
 * @param timeZone the server's zone, giving "today" where a request does not carry the user's own date.
 * @param writeLock what the services that take the write lock themselves (signing in, registering, changing the
 *   password: around their statements, never around a password hash) take: the server's lock, or HELD_WRITE_LOCK for
 *   services bound to a transaction that holds it already.
 */
export function createCoreServices(
  db: Database,
  tokens: TokenService,
  signIns: SignInLimiter,
  timeZone: string,
  writeLock: WriteLock,
): CoreServices {
  const foods = new FoodService(db);
  const recipes = new RecipeService(db, foods);
  const dailyMeals = new DailyMealService(db, recipes);
  const mealInfo = new MealInfoService(db, dailyMeals, () => localDate(timeZone));
  const users = new UserService(db, tokens, mealInfo, signIns, writeLock);
  const tags = new TagService(db);
  const exercises = new ExerciseService(db, tags);
  const routines = new RoutineService(db, exercises);
  const workouts = new WorkoutService(db, exercises, routines);
  const trainingHistory = new TrainingHistoryService(db, workouts);
  const exerciseLog = new ExerciseLogService(db);
  const dietProgress = new DietProgressService(db, recipes);
  const bodyWeights = new BodyWeightService(db);
  const dataExport = new DataExportService(db);
  const data = new DataService(tokens, users, dataExport, () => localDate(timeZone), timeZone);
  return {
    tokens,
    users,
    mealInfo,
    foods,
    recipes,
    dailyMeals,
    tags,
    exercises,
    routines,
    trainingHistory,
    workouts,
    exerciseLog,
    dietProgress,
    bodyWeights,
    dataExport,
    data,
  };
}

export function createServices(
  dataSource: DataSource,
  config: Pick<AppConfig, 'jwtSecret' | 'tokenTtlSeconds' | 'timeZone' | 'database'>,
  options: ServiceOptions = {},
): Services {
  const tokens = new TokenService(config.jwtSecret, config.tokenTtlSeconds);
  const attemptCounters = new AttemptCounters(dataSource);
  const signIns = new SignInLimiter(attemptCounters);
  const writeLock = createWriteLock(config.database, options.writeLockBounds, options.writeLockClock);
  guardDataSource(dataSource, writeLock);
  const core = createCoreServices(dataSource, tokens, signIns, config.timeZone, writeLock);
  // Services bound to a transaction: the import's and the demo data's, which run under the write lock already.
  const servicesFor = (db: Database) => createCoreServices(db, tokens, signIns, config.timeZone, HELD_WRITE_LOCK);
  const demo = new DemoService(dataSource, core.users, servicesFor, config.timeZone, writeLock);
  const signInAttempts = new ClientAttemptLimiter(attemptCounters, options.signInAttemptsPerMinute ?? 30, writeLock);
  const uploads = new UploadService(dataSource, attemptCounters);
  const dataImport = new DataImportService(dataSource, uploads, servicesFor, config.timeZone, writeLock);
  return { dataSource, demo, writeLock, signInAttempts, attemptCounters, uploads, dataImport, ...core };
}
