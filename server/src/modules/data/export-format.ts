/**
 * The Fitness Manager export file (JSON), version 1: every row an account owns. Ids are the exporting database's and
 * only tie the file together (an entry's `foodId` names a food of `foods`); an import never uses them as database
 * ids. Amounts are decimal strings, instants ISO 8601 in UTC, dates `YYYY-MM-DD`, units and set types their GraphQL
 * enum names. docs/graphql.md › Your data describes it for integrators.
 */
export const EXPORT_FORMAT = 'fitness-manager-export';
export const EXPORT_VERSION = 1;

export interface ExportedGoals {
  calories: string;
  carbohydrates: string;
  proteins: string;
  fats: string;
}

export interface ExportedFood {
  id: number;
  name: string;
  serving: string;
  unit: string;
  carbohydrates: string;
  proteins: string;
  fats: string;
  calories: string;
}

export interface ExportedRecipe {
  id: number;
  name: string;
  serving: string;
  unit: string;
  ingredients: { foodId: number; quantity: string }[];
}

export interface ExportedTag {
  id: number;
  name: string;
}

export interface ExportedExercise {
  id: number;
  name: string;
  tagIds: number[];
}

export interface ExportedRoutine {
  id: number;
  name: string;
  description: string;
  goal: string;
  weekFrequency: number;
  isActive: boolean;
  sessions: {
    id: number;
    orderNumber: number;
    description: string;
    isCurrent: boolean;
    exercises: { exerciseId: number; sets: number; repetitions: number; restSeconds: number }[];
  }[];
}

export interface ExportedCompletion {
  id: number;
  routineId: number;
  sessionId: number | null;
  sessionDescription: string;
  completedAt: string;
}

export interface ExportedSet {
  weight: string | null;
  reps: number | null;
  setType: string;
  rpe: string | null;
  completedAt: string | null;
}

export interface ExportedWorkout {
  id: number;
  title: string;
  routineId: number | null;
  sessionId: number | null;
  sessionDescription: string | null;
  startedAt: string;
  finishedAt: string | null;
  notes: string;
  completionId: number | null;
  exercises: {
    exerciseId: number;
    plannedSets: number | null;
    plannedReps: number | null;
    restSeconds: number;
    skipped: boolean;
    /** The note on this exercise in this workout ('' for none); files written before notes existed have none: read as ''. */
    note: string;
    sets: ExportedSet[];
  }[];
}

export interface ExportedBodyWeight {
  date: string;
  weight: string;
}

export interface ExportedDay {
  date: string;
  meals: { name: string; entries: { foodId: number | null; recipeId: number | null; quantity: string }[] }[];
}

/** The whole file, in the order its sections are written. */
export interface ExportFile {
  format: typeof EXPORT_FORMAT;
  version: number;
  exportedAt: string;
  mealNames: string[];
  macroGoals: ExportedGoals;
  macroGoalHistory: (ExportedGoals & { effectiveDate: string })[];
  foods: ExportedFood[];
  recipes: ExportedRecipe[];
  tags: ExportedTag[];
  exercises: ExportedExercise[];
  routines: ExportedRoutine[];
  sessionCompletions: ExportedCompletion[];
  workouts: ExportedWorkout[];
  bodyWeights: ExportedBodyWeight[];
  dailyMeals: ExportedDay[];
}

/** The sections that are lists, in file order. */
export const LIST_SECTIONS = [
  'macroGoalHistory',
  'foods',
  'recipes',
  'tags',
  'exercises',
  'routines',
  'sessionCompletions',
  'workouts',
  'bodyWeights',
  'dailyMeals',
] as const;
