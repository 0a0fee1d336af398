import { stringify } from 'csv-stringify/sync';
import { In, MoreThan, type EntityManager } from 'typeorm';
import type { Database } from '../../db/database';
import { FoodEntity } from '../foods/food.entity';
import { Unit } from '../foods/unit';
import { MacroGoalHistoryEntity } from '../meal-info/macro-goal-history.entity';
import { MealInfoEntity } from '../meal-info/meal-info.entity';
import { MealNameEntity } from '../meal-info/meal-name.entity';
import { DailyMealEntity } from '../meals/daily-meal.entity';
import { MealEntryEntity } from '../meals/meal-entry.entity';
import { MealEntity } from '../meals/meal.entity';
import { BodyWeightEntity } from '../progress/body-weight.entity';
import { IngredientEntity } from '../recipes/ingredient.entity';
import { RecipeEntity } from '../recipes/recipe.entity';
import { ExerciseEntity, ExerciseTagEntity } from '../training/exercise.entity';
import { RoutineEntity } from '../training/routine.entity';
import { SessionCompletionEntity } from '../training/session-completion.entity';
import { SessionExerciseEntity } from '../training/session-exercise.entity';
import { SessionEntity } from '../training/session.entity';
import { TagEntity } from '../training/tag.entity';
import { SetType } from '../workouts/set-type';
import { WorkoutEntity, WorkoutExerciseEntity, WorkoutSetEntity } from '../workouts/workout.entity';
import { rounded, UNIT_LABELS, type UnitName } from '@fitness-manager/shared';
import { entryMacros } from '../meals/meal-nutrition';
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  type ExportedCompletion,
  type ExportedDay,
  type ExportedExercise,
  type ExportedFood,
  type ExportedRecipe,
  type ExportedRoutine,
  type ExportedWorkout,
} from './export-format';
import { HEVY_COLUMNS, HEVY_SET_TYPES, hevyRow, hevyTime } from './workout-csv';
import { CsvLayout } from './data.types';

/** Where an export goes: resolves when the chunk may be followed by the next (the HTTP response's backpressure). */
export type Sink = (chunk: string) => Promise<void>;

/** Rows read per statement: memory stays bounded by a page, whatever the account holds. */
const PAGE = 500;
/** Days per page of the diary (each with its meals and entries: at most 20 × 100 entries a day, 300 on average). */
const DAY_PAGE = 100;
/** Workouts per page (each with at most 30 exercises × 20 sets). */
const WORKOUT_PAGE = 50;
/** Output is handed to the sink in pieces of about this many characters. */
const FLUSH_AT = 64 * 1024;

/** The API name of a stored unit ("g" → "G"), as the GraphQL enum and the export file name it. */
export const unitName = (unit: Unit): string => Object.entries(Unit).find(([, value]) => value === unit)?.[0] ?? unit.toUpperCase();
export const setTypeName = (type: SetType): string => Object.entries(SetType).find(([, value]) => value === type)?.[0] ?? type;

/** Gathers small writes into pieces of FLUSH_AT characters before they go to the sink. */
class Buffered {
  private parts: string[] = [];
  private size = 0;
  constructor(private readonly sink: Sink) {}

  async write(text: string): Promise<void> {
    this.parts.push(text);
    this.size += text.length;
    if (this.size >= FLUSH_AT) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.size === 0) return;
    const chunk = this.parts.join('');
    this.parts = [];
    this.size = 0;
    await this.sink(chunk);
  }
}

/** Reads every row of a user's table in id order, a page at a time (keyset: no OFFSET that grows with the table). */
async function* pagesById<T extends { id: number }>(
  read: (afterId: number, size: number) => Promise<T[]>,
  size = PAGE,
): AsyncGenerator<T[]> {
  let after = 0;
  for (;;) {
    const rows = await read(after, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = rows[rows.length - 1].id;
  }
}

/**
 * How a CSV export writes (`CsvLayout`): cells separated by a comma and decimals with a point, or by a semicolon and
 * with a decimal comma — what Excel and LibreOffice in Portuguese (Brazil) split into columns. A file for spreadsheets
 * starts with a UTF-8 byte-order mark, without which Excel reads the file as ANSI (accents as mojibake); the workouts
 * file in Hevy's layout (COMMA) has none, as Hevy writes it: it is for other training apps, whose importers often
 * match the header's first column exactly and would not find `title` behind a mark. The imports read both, with or
 * without the mark (csv-source.ts: the delimiter is the header's; the history import takes either decimal mark).
 */
class CsvWriter {
  static readonly BOM = '\uFEFF';
  private readonly delimiter: string;
  private readonly comma: boolean;

  constructor(
    layout: CsvLayout,
    private readonly forSpreadsheets = true,
  ) {
    this.comma = layout === CsvLayout.SEMICOLON;
    this.delimiter = this.comma ? ';' : ',';
  }

  /** The header line, after the byte-order mark when the file is for spreadsheets. */
  header(columns: readonly string[]): string {
    return (this.forSpreadsheets ? CsvWriter.BOM : '') + stringify([[...columns]], { delimiter: this.delimiter });
  }

  /** Rows, cells that a spreadsheet would run as formulas escaped. */
  rows(rows: unknown[][]): string {
    return stringify(rows, { delimiter: this.delimiter, escape_formulas: true });
  }

  /** A decimal amount ("62.5") with the layout's mark ("62,5"); text that is not one, or nothing, as it is. */
  decimal<T>(value: T): T | string {
    return this.comma && typeof value === 'string' && /^-?\d+\.\d+$/.test(value) ? value.replace('.', ',') : value;
  }
}

/** The unit as people read it: g, ml, un. */
const unitLabel = (unit: Unit): string => UNIT_LABELS[unitName(unit) as UnitName] ?? unit;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * Writes what a user owns, streamed a page at a time (a fixed number of statements per page), so an account of any
 * size exports in bounded memory: the whole JSON file, the diary (one CSV row per meal entry) and the workouts (one
 * CSV row per set, in Hevy's export layout). Every statement is scoped to the user.
 *
 * The reads are not one snapshot (that would hold a connection for as long as the client downloads). A row
 * created while the export runs may be missing, but the file never refers to what it does not hold: references are
 * checked against the ids already written, and a row pointing elsewhere is left out (a link that may be empty,
 * like a workout's routine, is written as null).
 */
export class DataExportService {
  constructor(private readonly db: Database) {}

  private get manager(): EntityManager {
    return this.db.manager;
  }

  async writeJson(userId: number, sink: Sink, now = new Date()): Promise<void> {
    const out = new Buffered(sink);
    const m = this.manager;
    const info = await m.findOne(MealInfoEntity, { where: { userId } });
    const names = info ? await m.find(MealNameEntity, { where: { mealInfoId: info.id }, order: { orderNumber: 'ASC', id: 'ASC' } }) : [];
    await out.write(
      `{\n  "format": ${JSON.stringify(EXPORT_FORMAT)},\n  "version": ${EXPORT_VERSION},\n  "exportedAt": ${JSON.stringify(now.toISOString())},\n`,
    );
    await out.write(`  "mealNames": ${JSON.stringify(names.map((n) => n.name))},\n`);
    const goals = info
      ? { calories: info.caloriesGoal, carbohydrates: info.carbohydratesGoal, proteins: info.proteinsGoal, fats: info.fatsGoal }
      : null;
    await out.write(`  "macroGoals": ${JSON.stringify(goals)},\n`);

    const list = async <T>(name: string, pages: AsyncIterable<T[]>, last = false) => {
      await out.write(`  ${JSON.stringify(name)}: [`);
      let first = true;
      for await (const page of pages) {
        for (const row of page) {
          await out.write(`${first ? '' : ','}\n    ${JSON.stringify(row)}`);
          first = false;
        }
      }
      await out.write(`${first ? '' : '\n  '}]${last ? '' : ','}\n`);
    };

    const history = await m.find(MacroGoalHistoryEntity, { where: { userId }, order: { effectiveDate: 'ASC' } });
    await list(
      'macroGoalHistory',
      (async function* () {
        yield history.map((row) => ({
          effectiveDate: row.effectiveDate,
          calories: row.caloriesGoal,
          carbohydrates: row.carbohydratesGoal,
          proteins: row.proteinsGoal,
          fats: row.fatsGoal,
        }));
      })(),
    );

    const seen = {
      foods: new Set<number>(),
      recipes: new Set<number>(),
      tags: new Set<number>(),
      exercises: new Set<number>(),
      routines: new Set<number>(),
      sessions: new Set<number>(),
      completions: new Set<number>(),
    };
    await list('foods', this.foods(userId, seen.foods));
    await list('recipes', this.recipes(userId, seen));
    await list('tags', this.tags(userId, seen.tags));
    await list('exercises', this.exercises(userId, seen));
    await list('routines', this.routines(userId, seen));
    await list('sessionCompletions', this.completions(userId, seen));
    await list('workouts', this.workouts(userId, seen));
    await list(
      'bodyWeights',
      (async function* (manager: EntityManager) {
        for await (const page of pagesById((after, size) =>
          manager.find(BodyWeightEntity, { where: { userId, id: MoreThan(after) }, order: { id: 'ASC' }, take: size }),
        )) {
          yield page.sort((a, b) => a.date.localeCompare(b.date)).map((row) => ({ date: row.date, weight: row.weight }));
        }
      })(m),
    );
    await list('dailyMeals', this.days(userId, seen), true);
    await out.write('}\n');
    await out.flush();
  }

  /** The diary as CSV: one row per meal entry, by date and meal, with the entry's macros. */
  async writeDiaryCsv(userId: number, sink: Sink, layout = CsvLayout.COMMA): Promise<void> {
    const out = new Buffered(sink);
    const csv = new CsvWriter(layout);
    const header = ['date', 'meal', 'food', 'recipe', 'quantity', 'unit', 'carbohydrates', 'proteins', 'fats', 'calories'];
    await out.write(csv.header(header));
    const m = this.manager;
    for await (const page of this.dayPages(userId)) {
      const meals = await m.find(MealEntity, { where: { dailyMealId: In(page.map((d) => d.id)) }, order: { orderNumber: 'ASC', id: 'ASC' } });
      const entries = meals.length
        ? await m.find(MealEntryEntity, { where: { mealId: In(meals.map((x) => x.id)) }, relations: { food: true }, order: { id: 'ASC' } })
        : [];
      const recipeIds = [...new Set(entries.flatMap((e) => (e.recipeId == null ? [] : [e.recipeId])))];
      const recipes = await this.recipesWithFoods(userId, recipeIds);
      const byMeal = groupBy(entries, (e) => e.mealId);
      const mealsByDay = groupBy(meals, (x) => x.dailyMealId);
      const rows: unknown[][] = [];
      for (const day of page) {
        for (const meal of mealsByDay.get(day.id) ?? []) {
          for (const entry of byMeal.get(meal.id) ?? []) {
            const recipe = entry.recipeId == null ? null : (recipes.get(entry.recipeId) ?? null);
            entry.recipe = recipe;
            const source = entry.food ?? recipe;
            if (!source) continue;
            const values = rounded(entryMacros(entry));
            rows.push([
              day.date,
              meal.name,
              entry.food?.name ?? '',
              recipe?.name ?? '',
              csv.decimal(entry.quantity),
              unitLabel(source.unit),
              csv.decimal(values.carbohydrates),
              csv.decimal(values.proteins),
              csv.decimal(values.fats),
              csv.decimal(values.calories),
            ]);
          }
        }
      }
      if (rows.length > 0) await out.write(csv.rows(rows));
    }
    await out.flush();
  }

  /** Finished workouts as CSV, one row per set, in Hevy's export layout (weights in kg, wall-clock times in `zone`). */
  async writeWorkoutsCsv(userId: number, sink: Sink, zone: string, layout = CsvLayout.COMMA): Promise<void> {
    const out = new Buffered(sink);
    // Hevy's layout is for other apps; the semicolon one is for spreadsheets.
    const csv = new CsvWriter(layout, layout === CsvLayout.SEMICOLON);
    await out.write(csv.header(HEVY_COLUMNS));
    const m = this.manager;
    for await (const workouts of pagesById(
      (after, size) =>
        m.find(WorkoutEntity, { where: { userId, id: MoreThan(after) }, order: { id: 'ASC' }, take: size }),
      WORKOUT_PAGE,
    )) {
      const finished = workouts.filter((w) => w.finishedAt != null);
      if (finished.length === 0) continue;
      const { items, sets } = await this.workoutTrees(finished.map((w) => w.id));
      if (items.length === 0) continue;
      const exercises = await m.find(ExerciseEntity, { where: { userId, id: In([...new Set(items.map((i) => i.exerciseId))]) } });
      const names = new Map(exercises.map((e) => [e.id, e.name]));
      const itemsByWorkout = groupBy(items, (i) => i.workoutId);
      const setsByItem = groupBy(sets, (s) => s.workoutExerciseId);
      const rows: unknown[][] = [];
      for (const workout of finished.sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime() || a.id - b.id)) {
        for (const item of itemsByWorkout.get(workout.id) ?? []) {
          for (const [index, set] of (setsByItem.get(item.id) ?? []).entries()) {
            rows.push(
              hevyRow({
                title: workout.title,
                start_time: hevyTime(workout.startedAt, zone),
                end_time: hevyTime(workout.finishedAt!, zone),
                description: workout.notes,
                exercise_title: names.get(item.exerciseId) ?? '',
                exercise_notes: item.note,
                set_index: index,
                set_type: HEVY_SET_TYPES[set.setType],
                weight_kg: csv.decimal(set.weight ?? ''),
                reps: set.reps ?? '',
                rpe: csv.decimal(set.rpe ?? ''),
              }),
            );
          }
        }
      }
      if (rows.length > 0) await out.write(csv.rows(rows));
    }
    await out.flush();
  }

  // ---- sections of the JSON file ---------------------------------------------------------------------------

  private async *foods(userId: number, seen: Set<number>): AsyncGenerator<ExportedFood[]> {
    for await (const page of pagesById((after, size) =>
      this.manager.find(FoodEntity, { where: { userId, id: MoreThan(after) }, order: { id: 'ASC' }, take: size }),
    )) {
      for (const food of page) seen.add(food.id);
      yield page.map((f) => ({
        id: f.id,
        name: f.name,
        serving: f.serving,
        unit: unitName(f.unit),
        carbohydrates: f.carbohydrates,
        proteins: f.proteins,
        fats: f.fats,
        calories: f.calories,
      }));
    }
  }

  private async *recipes(userId: number, seen: { foods: Set<number>; recipes: Set<number> }): AsyncGenerator<ExportedRecipe[]> {
    for await (const page of pagesById((after, size) =>
      this.manager.find(RecipeEntity, { where: { userId, id: MoreThan(after) }, order: { id: 'ASC' }, take: size }),
    )) {
      const ingredients = await this.manager.find(IngredientEntity, { where: { recipeId: In(page.map((r) => r.id)) }, order: { id: 'ASC' } });
      const byRecipe = groupBy(ingredients, (i) => i.recipeId);
      for (const recipe of page) seen.recipes.add(recipe.id);
      yield page.map((r) => ({
        id: r.id,
        name: r.name,
        serving: r.serving,
        unit: unitName(r.unit),
        ingredients: (byRecipe.get(r.id) ?? []).filter((i) => seen.foods.has(i.foodId)).map((i) => ({ foodId: i.foodId, quantity: i.quantity })),
      }));
    }
  }

  private async *tags(userId: number, seen: Set<number>): AsyncGenerator<{ id: number; name: string }[]> {
    for await (const page of pagesById((after, size) =>
      this.manager.find(TagEntity, { where: { userId, id: MoreThan(after) }, order: { id: 'ASC' }, take: size }),
    )) {
      for (const tag of page) seen.add(tag.id);
      yield page.map((t) => ({ id: t.id, name: t.name }));
    }
  }

  private async *exercises(userId: number, seen: { tags: Set<number>; exercises: Set<number> }): AsyncGenerator<ExportedExercise[]> {
    for await (const page of pagesById((after, size) =>
      this.manager.find(ExerciseEntity, { where: { userId, id: MoreThan(after) }, order: { id: 'ASC' }, take: size }),
    )) {
      const links = await this.manager.find(ExerciseTagEntity, {
        where: { exerciseId: In(page.map((e) => e.id)) },
        order: { exerciseId: 'ASC', tagId: 'ASC' },
      });
      const byExercise = groupBy(links, (l) => l.exerciseId);
      for (const exercise of page) seen.exercises.add(exercise.id);
      yield page.map((e) => ({
        id: e.id,
        name: e.name,
        tagIds: (byExercise.get(e.id) ?? []).map((l) => l.tagId).filter((id) => seen.tags.has(id)),
      }));
    }
  }

  private async *routines(
    userId: number,
    seen: { exercises: Set<number>; routines: Set<number>; sessions: Set<number> },
  ): AsyncGenerator<ExportedRoutine[]> {
    for await (const page of pagesById(
      (after, size) => this.manager.find(RoutineEntity, { where: { userId, id: MoreThan(after) }, order: { id: 'ASC' }, take: size }),
      100,
    )) {
      const sessions = await this.manager.find(SessionEntity, {
        where: { routineId: In(page.map((r) => r.id)) },
        order: { orderNumber: 'ASC', id: 'ASC' },
      });
      const items = sessions.length
        ? await this.manager.find(SessionExerciseEntity, { where: { sessionId: In(sessions.map((s) => s.id)) }, order: { id: 'ASC' } })
        : [];
      const byRoutine = groupBy(sessions, (s) => s.routineId);
      const bySession = groupBy(items, (i) => i.sessionId);
      for (const routine of page) seen.routines.add(routine.id);
      for (const session of sessions) seen.sessions.add(session.id);
      yield page.map((r) => ({
        id: r.id,
        name: r.name,
        description: r.description,
        goal: r.goal,
        weekFrequency: r.weekFrequency,
        isActive: r.isActive,
        sessions: (byRoutine.get(r.id) ?? []).map((s) => ({
          id: s.id,
          orderNumber: s.orderNumber,
          description: s.description,
          isCurrent: s.isCurrent,
          exercises: (bySession.get(s.id) ?? [])
            .filter((i) => seen.exercises.has(i.exerciseId))
            .map((i) => ({ exerciseId: i.exerciseId, sets: i.sets, repetitions: i.repetitions, restSeconds: i.restSeconds })),
        })),
      }));
    }
  }

  private async *completions(
    userId: number,
    seen: { routines: Set<number>; sessions: Set<number>; completions: Set<number> },
  ): AsyncGenerator<ExportedCompletion[]> {
    for await (const page of pagesById((after, size) =>
      this.manager.find(SessionCompletionEntity, { where: { userId, id: MoreThan(after) }, order: { id: 'ASC' }, take: size }),
    )) {
      const kept = page.filter((c) => seen.routines.has(c.routineId));
      for (const completion of kept) seen.completions.add(completion.id);
      yield kept.map((c) => ({
        id: c.id,
        routineId: c.routineId,
        sessionId: c.sessionId != null && seen.sessions.has(c.sessionId) ? c.sessionId : null,
        sessionDescription: c.sessionDescription,
        completedAt: c.completedAt.toISOString(),
      }));
    }
  }

  private async *workouts(
    userId: number,
    seen: { exercises: Set<number>; routines: Set<number>; sessions: Set<number>; completions: Set<number> },
  ): AsyncGenerator<ExportedWorkout[]> {
    for await (const page of pagesById(
      (after, size) => this.manager.find(WorkoutEntity, { where: { userId, id: MoreThan(after) }, order: { id: 'ASC' }, take: size }),
      WORKOUT_PAGE,
    )) {
      const { items, sets } = await this.workoutTrees(page.map((w) => w.id));
      const itemsByWorkout = groupBy(items, (i) => i.workoutId);
      const setsByItem = groupBy(sets, (s) => s.workoutExerciseId);
      yield page.map((w) => ({
        id: w.id,
        title: w.title,
        routineId: w.routineId != null && seen.routines.has(w.routineId) ? w.routineId : null,
        sessionId: w.sessionId != null && seen.sessions.has(w.sessionId) ? w.sessionId : null,
        sessionDescription: w.sessionDescription,
        startedAt: w.startedAt.toISOString(),
        finishedAt: iso(w.finishedAt),
        notes: w.notes,
        completionId: w.completionId != null && seen.completions.has(w.completionId) ? w.completionId : null,
        exercises: (itemsByWorkout.get(w.id) ?? [])
          .filter((i) => seen.exercises.has(i.exerciseId))
          .map((i) => ({
            exerciseId: i.exerciseId,
            plannedSets: i.plannedSets,
            plannedReps: i.plannedReps,
            restSeconds: i.restSeconds,
            skipped: i.skipped,
            note: i.note,
            sets: (setsByItem.get(i.id) ?? []).map((s) => ({
              weight: s.weight,
              reps: s.reps,
              setType: setTypeName(s.setType),
              rpe: s.rpe,
              completedAt: iso(s.completedAt),
            })),
          })),
      }));
    }
  }

  private async *days(userId: number, seen: { foods: Set<number>; recipes: Set<number> }): AsyncGenerator<ExportedDay[]> {
    for await (const page of this.dayPages(userId)) {
      const meals = await this.manager.find(MealEntity, {
        where: { dailyMealId: In(page.map((d) => d.id)) },
        order: { orderNumber: 'ASC', id: 'ASC' },
      });
      const entries = meals.length
        ? await this.manager.find(MealEntryEntity, { where: { mealId: In(meals.map((x) => x.id)) }, order: { id: 'ASC' } })
        : [];
      const mealsByDay = groupBy(meals, (x) => x.dailyMealId);
      const byMeal = groupBy(entries, (e) => e.mealId);
      const known = (e: MealEntryEntity) => (e.foodId != null ? seen.foods.has(e.foodId) : e.recipeId != null && seen.recipes.has(e.recipeId));
      yield page.map((d) => ({
        date: d.date,
        meals: (mealsByDay.get(d.id) ?? []).map((x) => ({
          name: x.name,
          entries: (byMeal.get(x.id) ?? []).filter(known).map((e) => ({ foodId: e.foodId, recipeId: e.recipeId, quantity: e.quantity })),
        })),
      }));
    }
  }

  // ---- shared reads ----------------------------------------------------------------------------------------

  /** The user's days by date, DAY_PAGE at a time (keyset on the date: one day per user and date). */
  private async *dayPages(userId: number): AsyncGenerator<DailyMealEntity[]> {
    let after = '';
    for (;;) {
      const page = await this.manager.find(DailyMealEntity, {
        where: { userId, date: MoreThan(after) },
        order: { date: 'ASC' },
        take: DAY_PAGE,
      });
      if (page.length > 0) yield page;
      if (page.length < DAY_PAGE) return;
      after = page[page.length - 1].date;
    }
  }

  private async workoutTrees(workoutIds: number[]) {
    const items = await this.manager.find(WorkoutExerciseEntity, {
      where: { workoutId: In(workoutIds) },
      order: { position: 'ASC', id: 'ASC' },
    });
    const sets = items.length
      ? await this.manager.find(WorkoutSetEntity, { where: { workoutExerciseId: In(items.map((i) => i.id)) }, order: { position: 'ASC', id: 'ASC' } })
      : [];
    return { items, sets };
  }

  private async recipesWithFoods(userId: number, ids: number[]): Promise<Map<number, RecipeEntity>> {
    if (ids.length === 0) return new Map();
    const recipes = await this.manager.find(RecipeEntity, { where: { userId, id: In(ids) } });
    const ingredients = await this.manager.find(IngredientEntity, {
      where: { recipeId: In(recipes.map((r) => r.id)) },
      relations: { food: true },
      order: { id: 'ASC' },
    });
    const byRecipe = groupBy(ingredients, (i) => i.recipeId);
    for (const recipe of recipes) recipe.ingredients = byRecipe.get(recipe.id) ?? [];
    return new Map(recipes.map((r) => [r.id, r]));
  }
}

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}
