import {
  ENTRIES_PER_MEAL_MAX,
  isIsoDate,
  MEALS_PER_DAY_MAX,
  WORKOUT_EXERCISES_MAX,
  WORKOUT_NOTES_MAX,
  WORKOUT_SETS_PER_EXERCISE_MAX,
} from '@fitness-manager/shared';
import { In, type EntityManager } from 'typeorm';
import { ValidationError } from '../../common/errors';
import { sortKey } from '../../common/text';
import { assertValid } from '../../common/validation';
import { normalise as normaliseFood } from '../foods/food.service';
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
import { WorkoutEntity, WorkoutExerciseEntity, WorkoutSetEntity } from '../workouts/workout.entity';
import { setInput } from '../workouts/workout.service';
import type { CoreServices } from '../../services';
import { EXPORT_FORMAT, EXPORT_VERSION, LIST_SECTIONS, type ExportFile } from './export-format';
import { insertAll, insertOwned } from './bulk';
import { badFile } from './import-file';
import type { ImportCount } from './import.types';

const BATCH = 500;
const WORKOUT_TITLE_STORED_MAX = 210;

type Row = Record<string, unknown>;

/** A file checked through the services' own rules, ready to write. */
export interface AccountPlan {
  file: ExportFile;
  counts: ImportCount[];
  rows: number;
  /** Every fault found, in file order. */
  problems: string[];
  foods: FoodInput[];
}

const unitOf = (name: unknown): Unit | undefined => (typeof name === 'string' ? Unit[name as keyof typeof Unit] : undefined);
const setTypeOf = (name: unknown): SetType | undefined => (typeof name === 'string' ? SetType[name as keyof typeof SetType] : undefined);
const instantOf = (value: unknown): Date | null => (typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? new Date(value) : null);

/**
 * Reads a Fitness Manager export and checks every row with the rules of the service that owns it (names, amounts,
 * bounds), every reference against the file's own ids (never the database's) and the structure. Nothing is
 * written; `problems` says where each fault is ("foods[3] (Banana): serving: Must be greater than 0.").
 */
export function planAccountImport(text: string): AccountPlan {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badFile('This is not a Fitness Manager export: the file is not JSON.');
  }
  const file = json as ExportFile;
  if (typeof json !== 'object' || json === null || file.format !== EXPORT_FORMAT) {
    throw badFile('This is not a Fitness Manager export (its "format" is not "fitness-manager-export").');
  }
  if (file.version !== EXPORT_VERSION) {
    throw badFile(
      typeof file.version === 'number' && file.version > EXPORT_VERSION
        ? `This export was made by a newer Fitness Manager (format version ${file.version}); this server reads version ${EXPORT_VERSION}.`
        : `This export's format version is not one this server reads (version ${EXPORT_VERSION}).`,
    );
  }
  for (const section of LIST_SECTIONS) {
    if (!Array.isArray(file[section])) throw badFile(`This export has no "${section}" list.`);
  }
  if (!Array.isArray(file.mealNames)) throw badFile('This export has no "mealNames" list.');

  const problems: string[] = [];
  const check = <T>(where: string, rule: () => T): T | undefined => {
    try {
      return rule();
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      for (const [field, messages] of Object.entries(error.fields)) problems.push(`${where}: ${field}: ${messages.join(' ')}`);
      return undefined;
    }
  };
  const fault = (where: string, message: string) => problems.push(`${where}: ${message}`);
  const label = (section: string, index: number, row: Row) =>
    `${section}[${index}]${typeof row?.name === 'string' ? ` (${row.name})` : typeof row?.date === 'string' ? ` (${row.date})` : ''}`;
  const ids = (section: string, rows: Row[]) => {
    const seen = new Set<unknown>();
    rows.forEach((row, index) => {
      if (!Number.isInteger(row?.id)) fault(label(section, index, row), 'id: Must be a whole number.');
      else if (seen.has(row.id)) fault(label(section, index, row), `id: ${String(row.id)} appears twice.`);
      seen.add(row?.id);
    });
    return seen;
  };

  if (file.mealNames.length > 0) check('mealNames', () => assertValid(RenameMealsInput, { names: file.mealNames, renameDate: null }));
  if (file.macroGoals) check('macroGoals', () => assertValid(MacroGoalsInput, { ...file.macroGoals }));
  const goalDates = new Set<string>();
  file.macroGoalHistory.forEach((row, index) => {
    const where = label('macroGoalHistory', index, row as unknown as Row);
    if (!isIsoDate(row?.effectiveDate)) fault(where, 'effectiveDate: Not a valid date.');
    else if (goalDates.has(row.effectiveDate)) fault(where, 'effectiveDate: appears twice.');
    goalDates.add(row?.effectiveDate);
    check(where, () => assertValid(MacroGoalsInput, { calories: row.calories, carbohydrates: row.carbohydrates, proteins: row.proteins, fats: row.fats }));
  });

  const foodIds = ids('foods', file.foods as unknown as Row[]);
  const foods: FoodInput[] = [];
  file.foods.forEach((row, index) => {
    const food = check(label('foods', index, row as unknown as Row), () => normaliseFood({ ...row, unit: unitOf(row?.unit)! }));
    if (food) foods.push(food);
  });
  const recipeIds = ids('recipes', file.recipes as unknown as Row[]);
  file.recipes.forEach((row, index) => {
    const where = label('recipes', index, row as unknown as Row);
    if (!Array.isArray(row?.ingredients)) return fault(where, 'ingredients: Must be a list.');
    row.ingredients.forEach((ingredient, i) => {
      if (!foodIds.has(ingredient?.foodId)) fault(where, `ingredients[${i}]: food ${String(ingredient?.foodId)} is not in the file.`);
    });
    // Food ids are the file's: the rule only needs them whole and distinct.
    check(where, () => normaliseRecipe({ ...row, unit: unitOf(row.unit)!, ingredients: row.ingredients.map((i) => ({ ...i })) }));
  });
  const tagIds = ids('tags', file.tags as unknown as Row[]);
  file.tags.forEach((row, index) => check(label('tags', index, row as unknown as Row), () => normaliseTag({ name: row?.name })));
  const exerciseIds = ids('exercises', file.exercises as unknown as Row[]);
  file.exercises.forEach((row, index) => {
    const where = label('exercises', index, row as unknown as Row);
    if (Array.isArray(row?.tagIds)) {
      for (const tagId of row.tagIds) if (!tagIds.has(tagId)) fault(where, `tagIds: tag ${String(tagId)} is not in the file.`);
    }
    check(where, () => normaliseExercise({ name: row?.name, tagIds: row?.tagIds }));
  });
  const routineIds = ids('routines', file.routines as unknown as Row[]);
  const sessionIds = new Set<unknown>();
  let sessionCount = 0;
  file.routines.forEach((row, index) => {
    const where = label('routines', index, row as unknown as Row);
    const routine = check(where, () => normaliseRoutine({ ...row }));
    if (!routine) return;
    if (!Array.isArray(row.sessions) || row.sessions.length !== routine.weekFrequency) {
      return fault(where, `sessions: Must be ${routine.weekFrequency} (its times per week).`);
    }
    row.sessions.forEach((session, s) => {
      const at = `${where} sessions[${s}]`;
      if (session?.orderNumber !== s + 1) fault(at, `orderNumber: Must be ${s + 1}.`);
      if (!Number.isInteger(session?.id) || sessionIds.has(session.id)) fault(at, 'id: Must be a whole number that appears once.');
      sessionIds.add(session?.id);
      sessionCount += 1;
      check(at, () =>
        assertValid(SessionInput, { description: typeof session?.description === 'string' ? session.description.trim() : session?.description }),
      );
      if (!Array.isArray(session?.exercises)) return fault(at, 'exercises: Must be a list.');
      session.exercises.forEach((item, e) => {
        if (!exerciseIds.has(item?.exerciseId)) fault(`${at} exercises[${e}]`, `exercise ${String(item?.exerciseId)} is not in the file.`);
        check(`${at} exercises[${e}]`, () => assertValid(SessionExerciseInput, sessionExerciseFields({ ...item })));
      });
    });
  });
  const completionIds = ids('sessionCompletions', file.sessionCompletions as unknown as Row[]);
  file.sessionCompletions.forEach((row, index) => {
    const where = label('sessionCompletions', index, row as unknown as Row);
    if (!routineIds.has(row?.routineId)) fault(where, `routine ${String(row?.routineId)} is not in the file.`);
    if (row?.sessionId != null && !sessionIds.has(row.sessionId)) fault(where, `session ${String(row.sessionId)} is not in the file.`);
    if (!instantOf(row?.completedAt)) fault(where, 'completedAt: Not a valid date and time.');
    check(where, () => assertValid(SessionInput, { description: row?.sessionDescription }));
  });
  ids('workouts', file.workouts as unknown as Row[]);
  let setCount = 0;
  let running = 0;
  file.workouts.forEach((row, index) => {
    const where = label('workouts', index, row as unknown as Row);
    const started = instantOf(row?.startedAt);
    const finished = row?.finishedAt == null ? null : instantOf(row.finishedAt);
    if (!started) fault(where, 'startedAt: Not a valid date and time.');
    if (row?.finishedAt != null && !finished) fault(where, 'finishedAt: Not a valid date and time.');
    if (started && finished && finished < started) fault(where, 'finishedAt: Must not be before startedAt.');
    if (!finished && (running += 1) > 1) fault(where, 'Only one workout can be in progress.');
    if (typeof row?.title !== 'string' || !row.title.trim() || row.title.length > WORKOUT_TITLE_STORED_MAX) {
      fault(where, `title: Required, at most ${WORKOUT_TITLE_STORED_MAX} characters.`);
    }
    if (typeof row?.notes !== 'string' || row.notes.length > WORKOUT_NOTES_MAX) fault(where, `notes: At most ${WORKOUT_NOTES_MAX} characters.`);
    if (row?.routineId != null && !routineIds.has(row.routineId)) fault(where, `routine ${String(row.routineId)} is not in the file.`);
    if (row?.sessionId != null && !sessionIds.has(row.sessionId)) fault(where, `session ${String(row.sessionId)} is not in the file.`);
    if (row?.completionId != null && !completionIds.has(row.completionId)) fault(where, `completion ${String(row.completionId)} is not in the file.`);
    if (!Array.isArray(row?.exercises) || row.exercises.length > WORKOUT_EXERCISES_MAX) {
      return fault(where, `exercises: A list of at most ${WORKOUT_EXERCISES_MAX}.`);
    }
    if (finished && !row.exercises.some((item) => Array.isArray(item?.sets) && item.sets.length > 0)) {
      fault(where, 'A finished workout has at least one exercise with a set.');
    }
    row.exercises.forEach((item, e) => {
      const at = `${where} exercises[${e}]`;
      if (!exerciseIds.has(item?.exerciseId)) fault(at, `exercise ${String(item?.exerciseId)} is not in the file.`);
      if (!Number.isInteger(item?.restSeconds) || item.restSeconds < 0) fault(at, 'restSeconds: Must be a whole number, 0 or more.');
      if (!Array.isArray(item?.sets) || item.sets.length > WORKOUT_SETS_PER_EXERCISE_MAX) {
        return fault(at, `sets: A list of at most ${WORKOUT_SETS_PER_EXERCISE_MAX}.`);
      }
      item.sets.forEach((set, s) => {
        setCount += 1;
        const setWhere = `${at} sets[${s}]`;
        const setType = setTypeOf(set?.setType);
        if (!setType) fault(setWhere, 'setType: Choose NORMAL, WARMUP, DROP or FAILURE.');
        check(setWhere, () => setInput({ weight: set?.weight, reps: set?.reps, setType: setType!, rpe: set?.rpe }));
        if (set?.completedAt != null && !instantOf(set.completedAt)) fault(setWhere, 'completedAt: Not a valid date and time.');
        if (finished && (set?.completedAt == null || set.weight == null || set.reps == null)) {
          fault(setWhere, 'A finished workout keeps done sets only, each with a weight and reps.');
        }
      });
    });
  });
  const weightDates = new Set<string>();
  file.bodyWeights.forEach((row, index) => {
    const where = label('bodyWeights', index, row as unknown as Row);
    if (!isIsoDate(row?.date)) fault(where, 'date: Not a valid date.');
    else if (weightDates.has(row.date)) fault(where, 'date: appears twice.');
    weightDates.add(row?.date);
    check(where, () => assertValid(BodyWeightInput, { date: row?.date, weight: row?.weight }));
  });
  const dayDates = new Set<string>();
  let entryCount = 0;
  file.dailyMeals.forEach((row, index) => {
    const where = label('dailyMeals', index, row as unknown as Row);
    if (!isIsoDate(row?.date)) fault(where, 'date: Not a valid date.');
    else if (dayDates.has(row.date)) fault(where, 'date: appears twice.');
    dayDates.add(row?.date);
    if (!Array.isArray(row?.meals) || row.meals.length > MEALS_PER_DAY_MAX) return fault(where, `meals: A list of at most ${MEALS_PER_DAY_MAX}.`);
    row.meals.forEach((meal, m) => {
      const at = `${where} meals[${m}]`;
      check(at, () => assertValid(RenameMealsInput, { names: [typeof meal?.name === 'string' ? meal.name.trim() : meal?.name], renameDate: null }));
      if (!Array.isArray(meal?.entries) || meal.entries.length > ENTRIES_PER_MEAL_MAX) {
        return fault(at, `entries: A list of at most ${ENTRIES_PER_MEAL_MAX}.`);
      }
      meal.entries.forEach((entry, e) => {
        entryCount += 1;
        const entryWhere = `${at} entries[${e}]`;
        if (entry?.foodId != null && !foodIds.has(entry.foodId)) fault(entryWhere, `food ${String(entry.foodId)} is not in the file.`);
        if (entry?.recipeId != null && !recipeIds.has(entry.recipeId)) fault(entryWhere, `recipe ${String(entry.recipeId)} is not in the file.`);
        check(entryWhere, () => normaliseEntry({ foodId: entry?.foodId, recipeId: entry?.recipeId, quantity: entry?.quantity }));
      });
    });
  });

  const counts: ImportCount[] = [
    { item: 'foods', count: file.foods.length },
    { item: 'recipes', count: file.recipes.length },
    { item: 'tags', count: file.tags.length },
    { item: 'exercises', count: file.exercises.length },
    { item: 'routines', count: file.routines.length },
    { item: 'sessions', count: sessionCount },
    { item: 'sessionCompletions', count: file.sessionCompletions.length },
    { item: 'workouts', count: file.workouts.length },
    { item: 'sets', count: setCount },
    { item: 'bodyWeights', count: file.bodyWeights.length },
    { item: 'days', count: file.dailyMeals.length },
    { item: 'entries', count: entryCount },
    { item: 'goalChanges', count: file.macroGoalHistory.length },
    { item: 'mealNames', count: file.mealNames.length },
  ];
  const rows = LIST_SECTIONS.reduce((total, section) => total + file[section].length, 0);
  return { file, counts, rows, problems, foods };
}

/**
 * Writes a checked export into the account, in the caller's transaction, through `services` (bound to it): the
 * foods through FoodService's bulk import, the rest in batches with the services' rules already applied by the plan.
 * Rows are added beside what the account has; meal names, current goals and the goal changes of the file's dates
 * are the file's; a day the account already has gets the file's entries after its own, meal by position (as
 * copying a day does); a body weight of a date the account has replaces it. `progress` hears rows written so far.
 */
export async function writeAccountImport(
  manager: EntityManager,
  services: CoreServices,
  userId: number,
  plan: AccountPlan,
  progress: (rows: number) => Promise<void>,
): Promise<ImportCount[]> {
  const { file } = plan;
  let written = 0;
  const advance = async (rows: number) => {
    written += rows;
    await progress(written);
  };
  if (file.workouts.some((w) => w.finishedAt == null) && (await manager.existsBy(WorkoutEntity, { userId, inProgress: true }))) {
    throw new ValidationError({
      file: ['This export has a workout in progress, and so has your account: finish or discard yours before importing.'],
    });
  }
  // Foods (the bulk method locks the account's row on MySQL for the rest of the transaction).
  const foodIds = new Map<number, number>();
  const created = await services.foods.importMany(userId, plan.foods, 'add');
  file.foods.forEach((food, index) => foodIds.set(food.id, created.ids[index]));
  await advance(file.foods.length);

  const recipeIds = new Map<number, number>();
  const recipeRows = file.recipes.map((r) => ({ userId, name: r.name.trim(), nameKey: sortKey(r.name.trim()), serving: r.serving, unit: unitOf(r.unit)! }));
  (await insertOwned(manager, RecipeEntity, userId, recipeRows)).forEach((id, index) => recipeIds.set(file.recipes[index].id, id));
  await insertAll(
    manager,
    IngredientEntity,
    file.recipes.flatMap((r) => r.ingredients.map((i) => ({ recipeId: recipeIds.get(r.id)!, foodId: foodIds.get(i.foodId)!, quantity: i.quantity }))),
  );
  await advance(file.recipes.length);

  const tagIds = new Map<number, number>();
  (await insertOwned(manager, TagEntity, userId, file.tags.map((t) => ({ userId, name: t.name.trim(), nameKey: sortKey(t.name.trim()) })))).forEach(
    (id, index) => tagIds.set(file.tags[index].id, id),
  );
  const exerciseIds = new Map<number, number>();
  (
    await insertOwned(
      manager,
      ExerciseEntity,
      userId,
      file.exercises.map((e) => ({ userId, name: e.name.trim(), nameKey: sortKey(e.name.trim()) })),
    )
  ).forEach((id, index) => exerciseIds.set(file.exercises[index].id, id));
  await insertAll(
    manager,
    ExerciseTagEntity,
    file.exercises.flatMap((e) => [...new Set(e.tagIds)].map((tagId) => ({ exerciseId: exerciseIds.get(e.id)!, tagId: tagIds.get(tagId)! }))),
  );
  await advance(file.tags.length + file.exercises.length);

  // Routines: one active routine per account, the file's first active one if it has one.
  const activeIndex = file.routines.findIndex((r) => r.isActive);
  if (activeIndex >= 0) await manager.update(RoutineEntity, { userId, isActive: true }, { isActive: false });
  const routineIds = new Map<number, number>();
  (
    await insertOwned(
      manager,
      RoutineEntity,
      userId,
      file.routines.map((r, index) => ({
        userId,
        name: r.name.trim(),
        nameKey: sortKey(r.name.trim()),
        description: r.description.trim(),
        goal: r.goal.trim(),
        weekFrequency: r.weekFrequency,
        isActive: index === activeIndex,
      })),
    )
  ).forEach((id, index) => routineIds.set(file.routines[index].id, id));
  await insertAll(
    manager,
    SessionEntity,
    file.routines.flatMap((r) => {
      const current = Math.max(
        0,
        r.sessions.findIndex((s) => s.isCurrent),
      );
      return r.sessions.map((s, index) => ({
        routineId: routineIds.get(r.id)!,
        orderNumber: s.orderNumber,
        description: s.description.trim(),
        isCurrent: index === current,
      }));
    }),
  );
  const sessionIds = new Map<number, number>();
  const newRoutineIds = [...routineIds.values()];
  for (let start = 0; start < newRoutineIds.length; start += BATCH) {
    const sessions = await manager.find(SessionEntity, { where: { routineId: In(newRoutineIds.slice(start, start + BATCH)) } });
    const byKey = new Map(sessions.map((s) => [`${s.routineId}:${s.orderNumber}`, s.id]));
    for (const r of file.routines) for (const s of r.sessions) {
      const id = byKey.get(`${routineIds.get(r.id)}:${s.orderNumber}`);
      if (id !== undefined) sessionIds.set(s.id, id);
    }
  }
  await insertAll(
    manager,
    SessionExerciseEntity,
    file.routines.flatMap((r) =>
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
  await advance(file.routines.length);

  const completionIds = new Map<number, number>();
  (
    await insertOwned(
      manager,
      SessionCompletionEntity,
      userId,
      file.sessionCompletions.map((c) => ({
        userId,
        routineId: routineIds.get(c.routineId)!,
        sessionId: c.sessionId == null ? null : sessionIds.get(c.sessionId)!,
        sessionDescription: c.sessionDescription.trim(),
        completedAt: new Date(c.completedAt),
      })),
    )
  ).forEach((id, index) => completionIds.set(file.sessionCompletions[index].id, id));
  await advance(file.sessionCompletions.length);

  // Workouts, a batch at a time: workouts, their exercises (read back by workout and position), their sets.
  for (let start = 0; start < file.workouts.length; start += BATCH) {
    const batch = file.workouts.slice(start, start + BATCH);
    const ids = await insertOwned(
      manager,
      WorkoutEntity,
      userId,
      batch.map((w) => ({
        userId,
        routineId: w.routineId == null ? null : routineIds.get(w.routineId)!,
        sessionId: w.sessionId == null ? null : sessionIds.get(w.sessionId)!,
        title: w.title.trim(),
        sessionDescription: w.sessionDescription,
        startedAt: new Date(w.startedAt),
        finishedAt: w.finishedAt == null ? null : new Date(w.finishedAt),
        inProgress: w.finishedAt == null ? true : null,
        notes: w.notes.trim(),
        completionId: w.completionId == null ? null : completionIds.get(w.completionId)!,
      })),
    );
    await insertAll(
      manager,
      WorkoutExerciseEntity,
      batch.flatMap((w, index) =>
        w.exercises.map((e, position) => ({
          workoutId: ids[index],
          exerciseId: exerciseIds.get(e.exerciseId)!,
          position: position + 1,
          plannedSets: e.plannedSets,
          plannedReps: e.plannedReps,
          restSeconds: e.restSeconds,
          skipped: e.skipped === true,
        })),
      ),
    );
    const items = ids.length ? await manager.find(WorkoutExerciseEntity, { select: { id: true, workoutId: true, position: true }, where: { workoutId: In(ids) } }) : [];
    const itemIds = new Map(items.map((i) => [`${i.workoutId}:${i.position}`, i.id]));
    await insertAll(
      manager,
      WorkoutSetEntity,
      batch.flatMap((w, index) =>
        w.exercises.flatMap((e, position) =>
          e.sets.map((s, setPosition) => ({
            workoutExerciseId: itemIds.get(`${ids[index]}:${position + 1}`)!,
            position: setPosition + 1,
            weight: s.weight,
            reps: s.reps,
            setType: setTypeOf(s.setType)!,
            rpe: s.rpe,
            completedAt: s.completedAt == null ? null : new Date(s.completedAt),
          })),
        ),
      ),
    );
    await advance(batch.length);
  }

  // Body weights: the file's replace the account's of the same dates.
  for (let start = 0; start < file.bodyWeights.length; start += BATCH) {
    const batch = file.bodyWeights.slice(start, start + BATCH);
    await manager.delete(BodyWeightEntity, { userId, date: In(batch.map((w) => w.date)) });
    await manager.insert(
      BodyWeightEntity,
      batch.map((w) => ({ userId, date: w.date, weight: w.weight })),
    );
  }
  await advance(file.bodyWeights.length);

  // Meal names and goals: the file's (through the meal-info service), and its goal changes by date.
  if (file.mealNames.length > 0) await services.mealInfo.renameMeals(userId, { names: file.mealNames, renameDate: null });
  if (file.macroGoals) {
    const g = file.macroGoals;
    await manager.update(
      MealInfoEntity,
      { userId },
      { caloriesGoal: g.calories, carbohydratesGoal: g.carbohydrates, proteinsGoal: g.proteins, fatsGoal: g.fats },
    );
  }
  if (file.macroGoalHistory.length > 0) {
    await manager.delete(MacroGoalHistoryEntity, { userId, effectiveDate: In(file.macroGoalHistory.map((g) => g.effectiveDate)) });
    await insertAll(
      manager,
      MacroGoalHistoryEntity,
      file.macroGoalHistory.map((g) => ({
        userId,
        effectiveDate: g.effectiveDate,
        caloriesGoal: g.calories,
        carbohydratesGoal: g.carbohydrates,
        proteinsGoal: g.proteins,
        fatsGoal: g.fats,
      })),
    );
  }

  await advance(file.macroGoalHistory.length);

  // Days: new ones with the file's meals; days the account has get the entries after their own, by meal position.
  const DAY_BATCH = 100;
  for (let start = 0; start < file.dailyMeals.length; start += DAY_BATCH) {
    const batch = file.dailyMeals.slice(start, start + DAY_BATCH);
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
      return d.meals.slice(have.length).map((meal, index) => ({ dailyMealId: dayIds.get(d.date)!, name: meal.name.trim(), orderNumber: have.length + index + 1 }));
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
          throw new ValidationError({ file: [`${d.date}, ${target.name}: a meal holds at most ${ENTRIES_PER_MEAL_MAX} entries.`] });
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
