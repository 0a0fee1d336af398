import {
  ENTRIES_PER_MEAL_MAX,
  formatPtBrDate,
  isIsoDate,
  MEALS_PER_DAY_MAX,
  SESSION_EXERCISES_MAX,
  WHOLE_NUMBER_MESSAGE,
  WORKOUT_EXERCISES_MAX,
  WORKOUT_SETS_PER_EXERCISE_MAX,
} from '@fitness-manager/shared';
import { In, type EntityManager } from 'typeorm';
import { ValidationError } from '../../common/errors';
import { compose, problemAt, type ComposedList, type ComposedMessage } from '../../common/messages';
import { sortKey } from '../../common/text';
import { assertValid } from '../../common/validation';
import { decimalValue } from '../../graphql/scalars';
import { FoodEntity } from '../foods/food.entity';
import { normalise as normaliseFood } from '../foods/food.service';
import { lockAccount } from '../users/account-lock';
import { ensureRoom } from '../users/account-caps';
import type { FoodInput } from '../foods/food.types';
import { Unit } from '../foods/unit';
import { MacroGoalHistoryEntity } from '../meal-info/macro-goal-history.entity';
import { MealInfoEntity } from '../meal-info/meal-info.entity';
import { MacroGoalsInput, RenameMealsInput } from '../meal-info/meal-info.types';
import { DailyMealEntity } from '../meals/daily-meal.entity';
import { normaliseEntry } from '../meals/daily-meal.service';
import { MealEntryEntity } from '../meals/meal-entry.entity';
import { MealEntity } from '../meals/meal.entity';
import { BodyWeightEntity } from '../progress/body-weight.entity';
import { BodyWeightInput } from '../progress/progress.types';
import { IngredientEntity } from '../recipes/ingredient.entity';
import { RecipeEntity } from '../recipes/recipe.entity';
import { normalise as normaliseRecipe } from '../recipes/recipe.service';
import { ExerciseEntity, ExerciseTagEntity } from '../training/exercise.entity';
import { normalise as normaliseExercise } from '../training/exercise.service';
import { RoutineEntity } from '../training/routine.entity';
import { normalise as normaliseRoutine, sessionExerciseFields } from '../training/routine.service';
import { SessionExerciseInput, SessionInput } from '../training/routine.types';
import { SessionCompletionEntity } from '../training/session-completion.entity';
import { SessionExerciseEntity } from '../training/session-exercise.entity';
import { SessionEntity } from '../training/session.entity';
import { TagEntity } from '../training/tag.entity';
import { normalise as normaliseTag } from '../training/tag.service';
import { SetType } from '../workouts/set-type';
import { WorkoutEntity } from '../workouts/workout.entity';
import { workoutRecord, workoutRecordExercise, workoutRecordSet } from '../workouts/workout.service';
import type { CoreServices } from '../../services';
import { EXPORT_FORMAT, EXPORT_VERSION, LIST_SECTIONS, type ExportedRoutine } from './export-format';
import { insertAll, insertOwned } from '../../db/insert-many';
import { badFile, readJson, TimeSlice } from './import-file';
import { insertWorkoutTrees } from './workout-rows';
import type { ImportCount } from './import.types';

const BATCH = 500;

/**
 * Items an export import takes at most: every element of every list in the file, nested ones included (ingredients,
 * sessions and their exercises, a workout's exercises and sets, a day's meals and entries). Sized so the largest file
 * is written within the SQLite write lock's hold bound with room to spare (docs/security.md, measured in the bench);
 * an account of 100,000 meal entries (the issue's size) holds about 117,000.
 */
export const ACCOUNT_ITEMS_MAX = 150_000;
/** Values of any kind (each number, text, list and object) an export may hold: a file of the most items has 1.5 million. */
export const ACCOUNT_VALUES_MAX = 2_000_000;

type Row = Record<string, unknown>;
const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);
/** A reference as a message names it (whatever the file put there). */
const idText = (value: unknown): string =>
  (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : (JSON.stringify(value) ?? 'nothing')).slice(0, 20);


export interface PlannedWorkout {
  id: number;
  title: string;
  routineId: number | null;
  sessionId: number | null;
  sessionDescription: string | null;
  startedAt: Date;
  finishedAt: Date | null;
  notes: string;
  completionId: number | null;
  exercises: {
    exerciseId: number;
    plannedSets: number | null;
    plannedReps: number | null;
    restSeconds: number;
    skipped: boolean;
    note: string;
    sets: { weight: string | null; reps: number | null; setType: SetType; rpe: string | null; completedAt: Date | null }[];
  }[];
}

/**
 * A file checked through the services' own rules: every value below is the one its rule returned (trimmed texts,
 * plain decimals, dates), never the file's own; ids are the file's and only key its references.
 */
export interface AccountPlan {
  counts: ImportCount[];
  /** Rows of the file's lists (not counting the ones nested in them). */
  rows: number;
  /** Every fault found, in file order (as codes: worded in the language of whoever asks). */
  problems: ComposedMessage[];
  mealNames: string[];
  macroGoals: MacroGoalsInput | null;
  goalHistory: { effectiveDate: string; goals: MacroGoalsInput }[];
  foods: { id: number; input: FoodInput }[];
  recipes: { id: number; name: string; serving: string; unit: Unit; ingredients: { foodId: number; quantity: string }[] }[];
  tags: { id: number; name: string }[];
  exercises: { id: number; name: string; tagIds: number[] }[];
  routines: ExportedRoutine[];
  completions: { id: number; routineId: number; sessionId: number | null; sessionDescription: string; completedAt: Date }[];
  workouts: PlannedWorkout[];
  bodyWeights: { date: string; weight: string }[];
  days: { date: string; meals: { name: string; entries: { foodId: number | null; recipeId: number | null; quantity: string }[] }[] }[];
}

const unitOf = (name: unknown): Unit | undefined => (typeof name === 'string' && Object.hasOwn(Unit, name) ? Unit[name as keyof typeof Unit] : undefined);
const setTypeOf = (name: unknown): SetType | undefined =>
  typeof name === 'string' && Object.hasOwn(SetType, name) ? SetType[name as keyof typeof SetType] : undefined;

const ISO_INSTANT = /^(\d{4})-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
/** An instant as the file writes it (ISO 8601, "2026-03-09T07:00:00.000Z"), else the value as it was (the rule refuses it). */
const instantOf = (value: unknown): unknown => {
  const match = typeof value === 'string' ? ISO_INSTANT.exec(value) : null;
  if (!match || Number(match[1]) < 1900) return value === undefined || value === null ? value : 'not a time';
  const time = Date.parse(value as string);
  return Number.isNaN(time) ? 'not a time' : new Date(time);
};

/**
 * Reads a Fitness Manager export and checks every value with the rule of the service that owns it (names, amounts,
 * bounds; amounts read as the API reads them), every reference against the file's own ids (never the database's)
 * and the structure: an item of the wrong shape anywhere (null, a number for a list …) is a problem of its place.
 * Nothing is written; `problems` says where each fault is ("foods[3] (Banana): serving: Must be greater than 0.").
 * The file is parsed as it is read and checked row by row, letting the event loop run between pieces (TimeSlice).
 */
export async function planAccountImport(bytes: AsyncIterable<Buffer>): Promise<AccountPlan> {
  const json = await readJson(
    bytes,
    {
      items: ACCOUNT_ITEMS_MAX,
      values: ACCOUNT_VALUES_MAX,
      tooLarge: compose('server.import.tooManyItems', { max: ACCOUNT_ITEMS_MAX }),
    },
    compose('server.import.notJson'),
  );
  if (!isRow(json) || json.format !== EXPORT_FORMAT) {
    throw badFile(compose('server.import.notExport'));
  }
  const file = json;
  if (file.version !== EXPORT_VERSION) {
    throw badFile(
      typeof file.version === 'number' && file.version > EXPORT_VERSION
        ? compose('server.import.newerVersion', { version: file.version, supported: EXPORT_VERSION })
        : compose('server.import.unknownVersion', { supported: EXPORT_VERSION }),
    );
  }
  for (const section of [...LIST_SECTIONS, 'mealNames'] as const) {
    if (!Array.isArray(file[section])) throw badFile(compose('server.import.noList', { section }));
  }
  const section = (name: (typeof LIST_SECTIONS)[number]) => file[name] as unknown[];

  const problems: ComposedMessage[] = [];
  const slice = new TimeSlice();
  const fault = (where: string, message: ComposedMessage) => problems.push(problemAt(where, message));
  /** A fault of one field of the row at `where`: "foods[3] (Banana): serving: Must be greater than 0." */
  const fieldFault = (where: string, field: string, message: ComposedMessage | ComposedList) => fault(where, problemAt(field, message));
  const OBJECT = compose('server.import.mustBeObject');
  const LIST = compose('server.import.mustBeList');
  const notInFile = (kind: string, id: unknown) => compose('server.import.notInFile', { kind, id: idText(id) });
  const listAtMost = (max: number) => compose('server.import.listAtMost', { max });
  /** A rule's result, or undefined with its messages as problems of `where`. */
  const check = <T>(where: string, rule: () => T): T | undefined => {
    try {
      return rule();
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      for (const [field, messages] of Object.entries(error.fieldMessages)) fieldFault(where, field, { list: messages });
      return undefined;
    }
  };
  /** Amounts read as the API reads them ("12.5" or 12.5); anything else is a problem, and the row is not checked further. */
  const decimals = (where: string, row: Row, fields: string[]): Row | undefined => {
    const values: Row = { ...row };
    let ok = true;
    for (const field of fields) {
      if (row[field] === undefined || row[field] === null) continue;
      const value = decimalValue(row[field]);
      if (value === null) {
        fieldFault(where, field, compose('server.import.expectedDecimal'));
        ok = false;
      } else values[field] = value;
    }
    return ok ? values : undefined;
  };
  /** Every row of a section: its place, whether it is an object, and its place in the file for the next pause. */
  const rows = async function* (name: (typeof LIST_SECTIONS)[number]) {
    const items = section(name);
    for (let index = 0; index < items.length; index++) {
      await slice.pause();
      const row = items[index];
      const where = `${name}[${index}]${isRow(row) && typeof row.name === 'string' ? ` (${row.name.slice(0, 60)})` : isRow(row) && typeof row.date === 'string' ? ` (${row.date.slice(0, 10)})` : ''}`;
      if (!isRow(row)) {
        fault(where, OBJECT);
        continue;
      }
      yield { row, where, index };
    }
  };
  const ids = (name: string, items: unknown[]) => {
    const seen = new Set<number>();
    items.forEach((row, index) => {
      if (!isRow(row)) return;
      const where = `${name}[${index}]${typeof row.name === 'string' ? ` (${row.name.slice(0, 60)})` : ''}`;
      if (!Number.isInteger(row.id)) fieldFault(where, 'id', WHOLE_NUMBER_MESSAGE);
      else if (seen.has(row.id as number)) fieldFault(where, 'id', compose('server.import.valueAppearsTwice', { value: String(row.id) }));
      else seen.add(row.id as number);
    });
    return seen;
  };
  const goals = (where: string, row: Row): MacroGoalsInput | undefined => {
    const values = decimals(where, row, ['calories', 'carbohydrates', 'proteins', 'fats']);
    if (!values) return undefined;
    return check(where, () =>
      assertValid(MacroGoalsInput, { calories: values.calories, carbohydrates: values.carbohydrates, proteins: values.proteins, fats: values.fats } as MacroGoalsInput),
    );
  };
  const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

  const plan: AccountPlan = {
    counts: [],
    rows: 0,
    problems,
    mealNames: [],
    macroGoals: null,
    goalHistory: [],
    foods: [],
    recipes: [],
    tags: [],
    exercises: [],
    routines: [],
    completions: [],
    workouts: [],
    bodyWeights: [],
    days: [],
  };

  const mealNames = file.mealNames as unknown[];
  if (mealNames.length > 0) {
    const names = check('mealNames', () => assertValid(RenameMealsInput, { names: mealNames.map(trimmed) as string[], renameDate: null }));
    if (names) plan.mealNames = names.names;
  }
  if (file.macroGoals != null) {
    if (!isRow(file.macroGoals)) fault('macroGoals', OBJECT);
    else plan.macroGoals = goals('macroGoals', file.macroGoals) ?? null;
  }
  const goalDates = new Set<string>();
  for await (const { row, where } of rows('macroGoalHistory')) {
    const date = row.effectiveDate;
    if (!isIsoDate(date)) fieldFault(where, 'effectiveDate', compose('server.import.notADate'));
    else if (goalDates.has(date)) fieldFault(where, 'effectiveDate', compose('server.import.appearsTwice'));
    const checked = goals(where, row);
    if (isIsoDate(date) && !goalDates.has(date) && checked) plan.goalHistory.push({ effectiveDate: date, goals: checked });
    if (isIsoDate(date)) goalDates.add(date);
  }

  const foodIds = ids('foods', section('foods'));
  for await (const { row, where } of rows('foods')) {
    const values = decimals(where, row, ['serving', 'carbohydrates', 'proteins', 'fats', 'calories']);
    const food = values && check(where, () => normaliseFood({ ...(values as unknown as FoodInput), unit: unitOf(row.unit)! }));
    if (food) plan.foods.push({ id: row.id as number, input: food });
  }

  const recipeIds = ids('recipes', section('recipes'));
  for await (const { row, where } of rows('recipes')) {
    if (!Array.isArray(row.ingredients)) {
      fieldFault(where, 'ingredients', LIST);
      continue;
    }
    const ingredients: { foodId: unknown; quantity: unknown }[] = [];
    let readable = true;
    row.ingredients.forEach((ingredient: unknown, i: number) => {
      const at = `${where} ingredients[${i}]`;
      if (!isRow(ingredient)) return void ((readable = false), fault(at, OBJECT));
      if (!foodIds.has(ingredient.foodId as number)) fault(at, notInFile('food', ingredient.foodId));
      const values = decimals(at, ingredient, ['quantity']);
      if (!values) readable = false;
      else ingredients.push({ foodId: ingredient.foodId, quantity: values.quantity });
    });
    if (!readable) continue;
    const values = decimals(where, row, ['serving']);
    // The file's food ids: the rule only needs them whole and distinct.
    const recipe = values && check(where, () => normaliseRecipe({ name: row.name as string, serving: values.serving as string, unit: unitOf(row.unit)!, ingredients: ingredients as never }));
    if (recipe) {
      plan.recipes.push({ id: row.id as number, name: recipe.name, serving: recipe.serving, unit: recipe.unit, ingredients: recipe.ingredients.map((i) => ({ foodId: i.foodId, quantity: i.quantity })) });
    }
  }

  const tagIds = ids('tags', section('tags'));
  for await (const { row, where } of rows('tags')) {
    const tag = check(where, () => normaliseTag({ name: row.name as string }));
    if (tag) plan.tags.push({ id: row.id as number, name: tag.name });
  }

  const exerciseIds = ids('exercises', section('exercises'));
  for await (const { row, where } of rows('exercises')) {
    const exercise = check(where, () => normaliseExercise({ name: row.name as string, tagIds: row.tagIds as number[] }));
    if (!exercise) continue;
    const missing = exercise.tagIds.filter((tagId) => !tagIds.has(tagId));
    for (const tagId of missing) fieldFault(where, 'tagIds', notInFile('tag', tagId));
    if (missing.length === 0) plan.exercises.push({ id: row.id as number, name: exercise.name, tagIds: exercise.tagIds });
  }

  const routineIds = ids('routines', section('routines'));
  const sessionIds = new Set<number>();
  let sessionCount = 0;
  for await (const { row, where } of rows('routines')) {
    const routine = check(where, () =>
      normaliseRoutine({ name: row.name as string, description: row.description as string, goal: row.goal as string, weekFrequency: row.weekFrequency as number, isActive: row.isActive as boolean }),
    );
    if (!routine) continue;
    if (!Array.isArray(row.sessions) || row.sessions.length !== routine.weekFrequency) {
      fieldFault(where, 'sessions', compose('server.import.sessionsPerWeek', { count: routine.weekFrequency }));
      continue;
    }
    const planned: ExportedRoutine = { id: row.id as number, ...routine, sessions: [] };
    row.sessions.forEach((session: unknown, s: number) => {
      const at = `${where} sessions[${s}]`;
      sessionCount += 1;
      if (!isRow(session)) return void fault(at, OBJECT);
      if (session.orderNumber !== s + 1) fieldFault(at, 'orderNumber', compose('server.import.mustBe', { value: s + 1 }));
      if (!Number.isInteger(session.id) || sessionIds.has(session.id as number)) fieldFault(at, 'id', compose('server.import.idOnce'));
      else sessionIds.add(session.id as number);
      if (typeof session.isCurrent !== 'boolean') fieldFault(at, 'isCurrent', compose('server.trueOrFalse'));
      const described = check(at, () => assertValid(SessionInput, { description: trimmed(session.description) as string }));
      if (!Array.isArray(session.exercises)) return void fieldFault(at, 'exercises', LIST);
      if (session.exercises.length > SESSION_EXERCISES_MAX) return void fieldFault(at, 'exercises', listAtMost(SESSION_EXERCISES_MAX));
      const items: ExportedRoutine['sessions'][number]['exercises'] = [];
      session.exercises.forEach((item: unknown, e: number) => {
        const itemAt = `${at} exercises[${e}]`;
        if (!isRow(item)) return void fault(itemAt, OBJECT);
        if (!exerciseIds.has(item.exerciseId as number)) fault(itemAt, notInFile('exercise', item.exerciseId));
        const checked = check(itemAt, () => assertValid(SessionExerciseInput, sessionExerciseFields(item as unknown as SessionExerciseInput)));
        if (checked) items.push({ exerciseId: checked.exerciseId, sets: checked.sets, repetitions: checked.repetitions, restSeconds: checked.restSeconds });
      });
      if (described) {
        planned.sessions.push({ id: session.id as number, orderNumber: s + 1, description: described.description, isCurrent: session.isCurrent === true, exercises: items });
      }
    });
    plan.routines.push(planned);
  }

  const completionIds = ids('sessionCompletions', section('sessionCompletions'));
  for await (const { row, where } of rows('sessionCompletions')) {
    if (!routineIds.has(row.routineId as number)) fault(where, notInFile('routine', row.routineId));
    if (row.sessionId != null && !sessionIds.has(row.sessionId as number)) fault(where, notInFile('session', row.sessionId));
    const completedAt = instantOf(row.completedAt);
    if (!(completedAt instanceof Date)) fieldFault(where, 'completedAt', compose('server.notADateTime'));
    const described = check(where, () => assertValid(SessionInput, { description: trimmed(row.sessionDescription) as string }));
    if (described && completedAt instanceof Date) {
      plan.completions.push({
        id: row.id as number,
        routineId: row.routineId as number,
        sessionId: (row.sessionId as number | null) ?? null,
        sessionDescription: described.description,
        completedAt,
      });
    }
  }

  ids('workouts', section('workouts'));
  let setCount = 0;
  let running = 0;
  for await (const { row, where } of rows('workouts')) {
    const workout = check(where, () =>
      workoutRecord({
        title: row.title as string,
        sessionDescription: row.sessionDescription as string | null,
        startedAt: instantOf(row.startedAt) as Date,
        finishedAt: instantOf(row.finishedAt) as Date | null,
        notes: row.notes as string,
      }),
    );
    const finished = row.finishedAt != null;
    if (!finished && (running += 1) > 1) fault(where, compose('server.import.oneInProgress'));
    if (row.routineId != null && !routineIds.has(row.routineId as number)) fault(where, notInFile('routine', row.routineId));
    if (row.sessionId != null && !sessionIds.has(row.sessionId as number)) fault(where, notInFile('session', row.sessionId));
    if (row.completionId != null && !completionIds.has(row.completionId as number)) {
      fault(where, notInFile('completion', row.completionId));
    }
    if (!Array.isArray(row.exercises) || row.exercises.length > WORKOUT_EXERCISES_MAX) {
      fieldFault(where, 'exercises', listAtMost(WORKOUT_EXERCISES_MAX));
      continue;
    }
    if (finished && !row.exercises.some((item: unknown) => isRow(item) && Array.isArray(item.sets) && item.sets.length > 0)) {
      fault(where, compose('server.import.finishedNeedsSet'));
    }
    const exercises: PlannedWorkout['exercises'] = [];
    row.exercises.forEach((item: unknown, e: number) => {
      const at = `${where} exercises[${e}]`;
      if (!isRow(item)) return void fault(at, OBJECT);
      if (!exerciseIds.has(item.exerciseId as number)) fault(at, notInFile('exercise', item.exerciseId));
      const checked = check(at, () =>
        workoutRecordExercise({
          plannedSets: item.plannedSets as number | null,
          plannedReps: item.plannedReps as number | null,
          restSeconds: item.restSeconds as number,
          skipped: item.skipped as boolean,
          // Exports written before exercises had notes have none.
          note: (item.note ?? '') as string,
        }),
      );
      if (!Array.isArray(item.sets) || item.sets.length > WORKOUT_SETS_PER_EXERCISE_MAX) {
        return void fieldFault(at, 'sets', listAtMost(WORKOUT_SETS_PER_EXERCISE_MAX));
      }
      const sets: PlannedWorkout['exercises'][number]['sets'] = [];
      item.sets.forEach((set: unknown, s: number) => {
        setCount += 1;
        const setWhere = `${at} sets[${s}]`;
        if (!isRow(set)) return void fault(setWhere, OBJECT);
        const setType = setTypeOf(set.setType);
        if (!setType) return void fieldFault(setWhere, 'setType', compose('server.import.chooseSetType'));
        const values = decimals(setWhere, set, ['weight', 'rpe']);
        if (!values) return;
        const done = check(setWhere, () =>
          workoutRecordSet({
            weight: values.weight as string | null,
            reps: set.reps as number | null,
            setType,
            rpe: values.rpe as string | null,
            completedAt: instantOf(set.completedAt) as Date | null,
          }),
        );
        if (!done) return;
        if (finished && (done.completedAt == null || done.weight == null || done.reps == null)) {
          return void fault(setWhere, compose('server.import.doneSetsOnly'));
        }
        sets.push({ weight: done.weight ?? null, reps: done.reps ?? null, setType: done.setType, rpe: done.rpe ?? null, completedAt: done.completedAt ?? null });
      });
      if (checked) {
        exercises.push({
          exerciseId: item.exerciseId as number,
          plannedSets: checked.plannedSets ?? null,
          plannedReps: checked.plannedReps ?? null,
          restSeconds: checked.restSeconds,
          skipped: checked.skipped,
          note: checked.note,
          sets,
        });
      }
    });
    if (workout) {
      plan.workouts.push({
        id: row.id as number,
        title: workout.title,
        routineId: (row.routineId as number | null) ?? null,
        sessionId: (row.sessionId as number | null) ?? null,
        sessionDescription: workout.sessionDescription ?? null,
        startedAt: workout.startedAt,
        finishedAt: workout.finishedAt ?? null,
        notes: workout.notes,
        completionId: (row.completionId as number | null) ?? null,
        exercises,
      });
    }
  }

  const weightDates = new Set<string>();
  for await (const { row, where } of rows('bodyWeights')) {
    const date = row.date;
    if (!isIsoDate(date)) fieldFault(where, 'date', compose('server.import.notADate'));
    else if (weightDates.has(date)) fieldFault(where, 'date', compose('server.import.appearsTwice'));
    const values = decimals(where, row, ['weight']);
    const weight = values && check(where, () => assertValid(BodyWeightInput, { date: date as string, weight: values.weight as string }));
    if (weight && isIsoDate(date) && !weightDates.has(date)) plan.bodyWeights.push({ date, weight: weight.weight });
    if (isIsoDate(date)) weightDates.add(date);
  }

  const dayDates = new Set<string>();
  let entryCount = 0;
  for await (const { row, where } of rows('dailyMeals')) {
    const date = row.date;
    if (!isIsoDate(date)) fieldFault(where, 'date', compose('server.import.notADate'));
    else if (dayDates.has(date)) fieldFault(where, 'date', compose('server.import.appearsTwice'));
    const fresh = isIsoDate(date) && !dayDates.has(date);
    if (isIsoDate(date)) dayDates.add(date);
    if (!Array.isArray(row.meals) || row.meals.length > MEALS_PER_DAY_MAX) {
      fieldFault(where, 'meals', listAtMost(MEALS_PER_DAY_MAX));
      continue;
    }
    const meals: AccountPlan['days'][number]['meals'] = [];
    row.meals.forEach((meal: unknown, m: number) => {
      const at = `${where} meals[${m}]`;
      if (!isRow(meal)) return void fault(at, OBJECT);
      const named = check(at, () => assertValid(RenameMealsInput, { names: [trimmed(meal.name) as string], renameDate: null }));
      if (!Array.isArray(meal.entries) || meal.entries.length > ENTRIES_PER_MEAL_MAX) {
        return void fieldFault(at, 'entries', listAtMost(ENTRIES_PER_MEAL_MAX));
      }
      const entries: AccountPlan['days'][number]['meals'][number]['entries'] = [];
      meal.entries.forEach((entry: unknown, e: number) => {
        entryCount += 1;
        const entryWhere = `${at} entries[${e}]`;
        if (!isRow(entry)) return void fault(entryWhere, OBJECT);
        if (entry.foodId != null && !foodIds.has(entry.foodId as number)) fault(entryWhere, notInFile('food', entry.foodId));
        if (entry.recipeId != null && !recipeIds.has(entry.recipeId as number)) {
          fault(entryWhere, notInFile('recipe', entry.recipeId));
        }
        const values = decimals(entryWhere, entry, ['quantity']);
        const checked =
          values &&
          check(entryWhere, () => normaliseEntry({ foodId: entry.foodId as number | null, recipeId: entry.recipeId as number | null, quantity: values.quantity as string }));
        if (checked) entries.push({ foodId: checked.foodId ?? null, recipeId: checked.recipeId ?? null, quantity: checked.quantity });
      });
      if (named) meals.push({ name: named.names[0], entries });
    });
    if (fresh) plan.days.push({ date, meals });
  }

  plan.counts = [
    { item: 'foods', count: section('foods').length },
    { item: 'recipes', count: section('recipes').length },
    { item: 'tags', count: section('tags').length },
    { item: 'exercises', count: section('exercises').length },
    { item: 'routines', count: section('routines').length },
    { item: 'sessions', count: sessionCount },
    { item: 'sessionCompletions', count: section('sessionCompletions').length },
    { item: 'workouts', count: section('workouts').length },
    { item: 'sets', count: setCount },
    { item: 'bodyWeights', count: section('bodyWeights').length },
    { item: 'days', count: section('dailyMeals').length },
    { item: 'entries', count: entryCount },
    { item: 'goalChanges', count: section('macroGoalHistory').length },
    { item: 'mealNames', count: mealNames.length },
  ];
  plan.rows = LIST_SECTIONS.reduce((total, name) => total + section(name).length, 0);
  return plan;
}

/**
 * What importing the plan would do twice over (the file came from this account, or was imported already): foods of
 * names the account has, workouts that started when one of the account's did, days the account has. A fixed number of
 * statements per 500 rows of the file.
 */
export async function accountImportWarnings(manager: EntityManager, userId: number, plan: AccountPlan): Promise<ComposedMessage[]> {
  const foodKeys = new Set(plan.foods.map((f) => sortKey(f.input.name)));
  let foods = 0;
  const keys = [...foodKeys];
  for (let start = 0; start < keys.length; start += BATCH) {
    foods += await manager.countBy(FoodEntity, { userId, nameKey: In(keys.slice(start, start + BATCH)) });
  }
  let workouts = 0;
  for (let start = 0; start < plan.workouts.length; start += BATCH) {
    workouts += await manager.countBy(WorkoutEntity, { userId, startedAt: In(plan.workouts.slice(start, start + BATCH).map((w) => w.startedAt)) });
  }
  let days = 0;
  for (let start = 0; start < plan.days.length; start += BATCH) {
    days += await manager.countBy(DailyMealEntity, { userId, date: In(plan.days.slice(start, start + BATCH).map((d) => d.date)) });
  }
  const parts = [
    foods > 0 ? compose('server.import.foodsHere', { count: foods }) : null,
    workouts > 0 ? compose('server.import.workoutsHere', { count: workouts }) : null,
    days > 0 ? compose('server.import.daysHere', { count: days }) : null,
  ].filter((part): part is ComposedMessage => part !== null);
  if (parts.length === 0) return [];
  return [compose('server.import.alreadyHere', { parts: { list: parts, separator: compose('server.listSeparator') } })];
}

/**
 * Writes a checked export into the account, in the caller's transaction, through `services` (bound to it), from the
 * plan's checked values only: the foods through FoodService's bulk import, the rest in batches. The account's row is
 * locked first (MySQL), so ids read back are this import's and no workout can start meanwhile. Rows are added beside
 * what the account has; meal names, current goals and the goal changes of the file's dates are the file's; a day the
 * account already has gets the file's entries after its own, meal by position (as copying a day does); a body weight
 * of a date the account has replaces it. `progress` hears rows written so far.
 */
export async function writeAccountImport(
  manager: EntityManager,
  services: CoreServices,
  userId: number,
  plan: AccountPlan,
  progress: (rows: number, total: number) => Promise<void>,
): Promise<ImportCount[]> {
  await lockAccount(manager, userId);
  // The account's caps, before anything is written (the foods' is FoodService's, in its bulk import below).
  await ensureRoom(manager, userId, 'recipes', plan.recipes.length);
  await ensureRoom(manager, userId, 'tags', plan.tags.length);
  await ensureRoom(manager, userId, 'exercises', plan.exercises.length);
  await ensureRoom(manager, userId, 'routines', plan.routines.length);
  await ensureRoom(manager, userId, 'workouts', plan.workouts.length);
  let written = 0;
  const advance = async (rows: number) => {
    written += rows;
    await progress(written, plan.rows);
  };
  if (plan.workouts.some((w) => w.finishedAt == null) && (await manager.existsBy(WorkoutEntity, { userId, inProgress: true }))) {
    throw new ValidationError({
      file: [compose('server.import.workoutInProgress')],
    });
  }
  // Foods (the bulk method locks the account's row on MySQL for the rest of the transaction).
  const foodIds = new Map<number, number>();
  const created = await services.foods.importMany(
    userId,
    plan.foods.map((f) => f.input),
    'add',
  );
  plan.foods.forEach((food, index) => foodIds.set(food.id, created.ids[index]));
  await advance(plan.foods.length);

  const recipeIds = new Map<number, number>();
  const recipeRows = plan.recipes.map((r) => ({ userId, name: r.name, nameKey: sortKey(r.name), serving: r.serving, unit: r.unit }));
  (await insertOwned(manager, RecipeEntity, userId, recipeRows)).forEach((id, index) => recipeIds.set(plan.recipes[index].id, id));
  await insertAll(
    manager,
    IngredientEntity,
    plan.recipes.flatMap((r) => r.ingredients.map((i) => ({ recipeId: recipeIds.get(r.id)!, foodId: foodIds.get(i.foodId)!, quantity: i.quantity }))),
  );
  await advance(plan.recipes.length);

  const tagIds = new Map<number, number>();
  (await insertOwned(manager, TagEntity, userId, plan.tags.map((t) => ({ userId, name: t.name, nameKey: sortKey(t.name) })))).forEach((id, index) =>
    tagIds.set(plan.tags[index].id, id),
  );
  const exerciseIds = new Map<number, number>();
  (await insertOwned(manager, ExerciseEntity, userId, plan.exercises.map((e) => ({ userId, name: e.name, nameKey: sortKey(e.name) })))).forEach((id, index) =>
    exerciseIds.set(plan.exercises[index].id, id),
  );
  await insertAll(
    manager,
    ExerciseTagEntity,
    plan.exercises.flatMap((e) => e.tagIds.map((tagId) => ({ exerciseId: exerciseIds.get(e.id)!, tagId: tagIds.get(tagId)! }))),
  );
  await advance(plan.tags.length + plan.exercises.length);

  // Routines: one active routine per account, the file's first active one if it has one.
  const activeIndex = plan.routines.findIndex((r) => r.isActive);
  if (activeIndex >= 0) await manager.update(RoutineEntity, { userId, isActive: true }, { isActive: false });
  const routineIds = new Map<number, number>();
  (
    await insertOwned(
      manager,
      RoutineEntity,
      userId,
      plan.routines.map((r, index) => ({
        userId,
        name: r.name,
        nameKey: sortKey(r.name),
        description: r.description,
        goal: r.goal,
        weekFrequency: r.weekFrequency,
        isActive: index === activeIndex,
      })),
    )
  ).forEach((id, index) => routineIds.set(plan.routines[index].id, id));
  await insertAll(
    manager,
    SessionEntity,
    plan.routines.flatMap((r) => {
      const current = Math.max(
        0,
        r.sessions.findIndex((s) => s.isCurrent),
      );
      return r.sessions.map((s, index) => ({
        routineId: routineIds.get(r.id)!,
        orderNumber: s.orderNumber,
        description: s.description,
        isCurrent: index === current,
      }));
    }),
  );
  const sessionIds = new Map<number, number>();
  const newRoutineIds = [...routineIds.values()];
  for (let start = 0; start < newRoutineIds.length; start += BATCH) {
    const sessions = await manager.find(SessionEntity, { where: { routineId: In(newRoutineIds.slice(start, start + BATCH)) } });
    const byKey = new Map(sessions.map((s) => [`${s.routineId}:${s.orderNumber}`, s.id]));
    for (const r of plan.routines) {
      for (const s of r.sessions) {
        const id = byKey.get(`${routineIds.get(r.id)}:${s.orderNumber}`);
        if (id !== undefined) sessionIds.set(s.id, id);
      }
    }
  }
  await insertAll(
    manager,
    SessionExerciseEntity,
    plan.routines.flatMap((r) =>
      r.sessions.flatMap((s) =>
        s.exercises.map((i) => ({
          sessionId: sessionIds.get(s.id)!,
          exerciseId: exerciseIds.get(i.exerciseId)!,
          sets: i.sets,
          repetitions: i.repetitions,
          restSeconds: i.restSeconds,
        })),
      ),
    ),
  );
  await advance(plan.routines.length);

  const completionIds = new Map<number, number>();
  (
    await insertOwned(
      manager,
      SessionCompletionEntity,
      userId,
      plan.completions.map((c) => ({
        userId,
        routineId: routineIds.get(c.routineId)!,
        sessionId: c.sessionId == null ? null : sessionIds.get(c.sessionId)!,
        sessionDescription: c.sessionDescription,
        completedAt: c.completedAt,
      })),
    )
  ).forEach((id, index) => completionIds.set(plan.completions[index].id, id));
  await advance(plan.completions.length);

  // Workouts, a batch at a time: workouts, their exercises (read back by workout and position), their sets.
  for (let start = 0; start < plan.workouts.length; start += BATCH) {
    const batch = plan.workouts.slice(start, start + BATCH);
    await insertWorkoutTrees(
      manager,
      userId,
      batch.map((w) => ({
        workout: {
          routineId: w.routineId == null ? null : routineIds.get(w.routineId)!,
          sessionId: w.sessionId == null ? null : sessionIds.get(w.sessionId)!,
          title: w.title,
          sessionDescription: w.sessionDescription,
          startedAt: w.startedAt,
          finishedAt: w.finishedAt,
          inProgress: w.finishedAt == null ? true : null,
          notes: w.notes,
          completionId: w.completionId == null ? null : completionIds.get(w.completionId)!,
        },
        exercises: w.exercises.map((e) => ({
          exercise: {
            exerciseId: exerciseIds.get(e.exerciseId)!,
            plannedSets: e.plannedSets,
            plannedReps: e.plannedReps,
            restSeconds: e.restSeconds,
            skipped: e.skipped,
            note: e.note,
          },
          sets: e.sets.map((s) => ({ weight: s.weight, reps: s.reps, setType: s.setType, rpe: s.rpe, completedAt: s.completedAt })),
        })),
      })),
    );
    await advance(batch.length);
  }

  // Body weights: the file's replace the account's of the same dates.
  for (let start = 0; start < plan.bodyWeights.length; start += BATCH) {
    const batch = plan.bodyWeights.slice(start, start + BATCH);
    await manager.delete(BodyWeightEntity, { userId, date: In(batch.map((w) => w.date)) });
    await manager.insert(
      BodyWeightEntity,
      batch.map((w) => ({ userId, date: w.date, weight: w.weight })),
    );
  }
  await advance(plan.bodyWeights.length);

  // Meal names and goals: the file's (through the meal-info service), and its goal changes by date.
  if (plan.mealNames.length > 0) await services.mealInfo.renameMeals(userId, { names: plan.mealNames, renameDate: null });
  if (plan.macroGoals) {
    const g = plan.macroGoals;
    await manager.update(
      MealInfoEntity,
      { userId },
      { caloriesGoal: g.calories, carbohydratesGoal: g.carbohydrates, proteinsGoal: g.proteins, fatsGoal: g.fats },
    );
  }
  for (let start = 0; start < plan.goalHistory.length; start += BATCH) {
    const batch = plan.goalHistory.slice(start, start + BATCH);
    await manager.delete(MacroGoalHistoryEntity, { userId, effectiveDate: In(batch.map((g) => g.effectiveDate)) });
    await insertAll(
      manager,
      MacroGoalHistoryEntity,
      batch.map(({ effectiveDate, goals }) => ({
        userId,
        effectiveDate,
        caloriesGoal: goals.calories,
        carbohydratesGoal: goals.carbohydrates,
        proteinsGoal: goals.proteins,
        fatsGoal: goals.fats,
      })),
    );
  }
  await advance(plan.goalHistory.length);

  // Days: new ones with the file's meals; days the account has get the entries after their own, by meal position.
  const DAY_BATCH = 100;
  for (let start = 0; start < plan.days.length; start += DAY_BATCH) {
    const batch = plan.days.slice(start, start + DAY_BATCH);
    const existing = await manager.find(DailyMealEntity, { where: { userId, date: In(batch.map((d) => d.date)) } });
    const dayIds = new Map(existing.map((d) => [d.date, d.id]));
    const fresh = batch.filter((d) => !dayIds.has(d.date));
    (await insertOwned(manager, DailyMealEntity, userId, fresh.map((d) => ({ userId, date: d.date })))).forEach((id, index) =>
      dayIds.set(fresh[index].date, id),
    );
    const allDayIds = batch.map((d) => dayIds.get(d.date)!);
    const meals = await manager.find(MealEntity, { where: { dailyMealId: In(allDayIds) }, order: { orderNumber: 'ASC', id: 'ASC' } });
    const mealsByDay = new Map<number, MealEntity[]>(allDayIds.map((id) => [id, []]));
    for (const meal of meals) mealsByDay.get(meal.dailyMealId)!.push(meal);
    const missing = batch.flatMap((d) => {
      const have = mealsByDay.get(dayIds.get(d.date)!)!;
      return d.meals.slice(have.length).map((meal, index) => ({ dailyMealId: dayIds.get(d.date)!, name: meal.name, orderNumber: have.length + index + 1 }));
    });
    if (missing.length > 0) {
      await insertAll(manager, MealEntity, missing);
      const all = await manager.find(MealEntity, { where: { dailyMealId: In(allDayIds) }, order: { orderNumber: 'ASC', id: 'ASC' } });
      for (const id of allDayIds) mealsByDay.set(id, []);
      for (const meal of all) mealsByDay.get(meal.dailyMealId)!.push(meal);
    }
    const held = new Map<number, number>();
    const mealIds = [...mealsByDay.values()].flat().map((meal) => meal.id);
    if (mealIds.length > 0 && existing.length > 0) {
      const counts = await manager
        .createQueryBuilder(MealEntryEntity, 'entry')
        .select('entry.mealId', 'mealId')
        .addSelect('COUNT(*)', 'entries')
        .where('entry.mealId IN (:...mealIds)', { mealIds })
        .groupBy('entry.mealId')
        .getRawMany<{ mealId: number | string; entries: number | string }>();
      for (const row of counts) held.set(Number(row.mealId), Number(row.entries));
    }
    const entries = batch.flatMap((d) => {
      const dayMeals = mealsByDay.get(dayIds.get(d.date)!)!;
      return d.meals.flatMap((meal, position) => {
        const target = dayMeals[position];
        if ((held.get(target.id) ?? 0) + meal.entries.length > ENTRIES_PER_MEAL_MAX) {
          throw new ValidationError({
            file: [compose('server.import.mealFull', { date: formatPtBrDate(d.date), meal: target.name, max: ENTRIES_PER_MEAL_MAX })],
          });
        }
        return meal.entries.map((e) => ({
          mealId: target.id,
          foodId: e.foodId == null ? null : foodIds.get(e.foodId)!,
          recipeId: e.recipeId == null ? null : recipeIds.get(e.recipeId)!,
          quantity: e.quantity,
        }));
      });
    });
    await insertAll(manager, MealEntryEntity, entries);
    await advance(batch.length);
  }
  return plan.counts;
}
