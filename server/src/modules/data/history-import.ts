import { WORKOUT_EXERCISES_MAX, WORKOUT_SETS_PER_EXERCISE_MAX } from '@fitness-manager/shared';
import { Decimal } from 'decimal.js';
import { In, type EntityManager } from 'typeorm';
import { ValidationError } from '../../common/errors';
import { sortKey } from '../../common/text';
import { ExerciseEntity } from '../training/exercise.entity';
import { TagEntity } from '../training/tag.entity';
import { SetType } from '../workouts/set-type';
import { DEFAULT_REST_SECONDS } from '../workouts/workout.types';
import { WorkoutEntity, WorkoutExerciseEntity, WorkoutSetEntity } from '../workouts/workout.entity';
import { setInput } from '../workouts/workout.service';
import type { CoreServices } from '../../services';
import { insertAll, insertOwned } from './bulk';
import { readCsv, type CsvRow } from './csv-source';
import { badFile } from './import-file';
import type { ImportCount, ImportProblem } from './import.types';

export type WeightUnit = 'KG' | 'LBS';
const KG_PER_LB = new Decimal('0.45359237');
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const HEVY_SET_TYPES: Record<string, SetType> = { normal: SetType.NORMAL, warmup: SetType.WARMUP, dropset: SetType.DROP, failure: SetType.FAILURE };

interface PlannedSet {
  weight: string;
  reps: number;
  setType: SetType;
  rpe: string | null;
}

interface PlannedWorkout {
  title: string;
  startedAt: Date;
  finishedAt: Date;
  notes: string;
  exercises: { name: string; key: string; sets: PlannedSet[] }[];
}

export interface HistoryPlan {
  format: 'Hevy' | 'Strong';
  rows: number;
  workouts: PlannedWorkout[];
  problems: ImportProblem[];
}

/** The instant of a wall-clock time in an IANA zone (two passes over the zone's offset, right across DST changes). */
export function zonedInstant(year: number, month: number, day: number, hour: number, minute: number, second: number, zone: string): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const offsetAt = (instant: number) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      })
        .formatToParts(new Date(instant))
        .map((part) => [part.type, Number(part.value)]),
    );
    return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second) - instant;
  };
  let instant = wall - offsetAt(wall);
  instant = wall - offsetAt(instant);
  return new Date(instant);
}

/** Hevy's "27 Jan 2024, 07:00" (or an ISO time), read in `zone`. */
function hevyTime(text: string, zone: string): Date | null {
  const match = /^(\d{1,2}) ([A-Za-z]{3})[a-z]* (\d{4}),? (\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (match) {
    const month = MONTHS.indexOf(match[2].toLowerCase()) + 1;
    if (month === 0) return null;
    return zonedInstant(Number(match[3]), month, Number(match[1]), Number(match[4]), Number(match[5]), Number(match[6] ?? 0), zone);
  }
  return isoTime(text, zone);
}

/** Strong's "2024-01-27 07:00:00" or "2024-01-27 7:00:00 AM", read in `zone`. */
function isoTime(text: string, zone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?(?:[\s\u202f]*([AaPp])[Mm])?$/.exec(text.trim());
  if (!match) return null;
  let hour = Number(match[4]);
  if (match[7]) hour = (hour % 12) + (match[7].toLowerCase() === 'p' ? 12 : 0);
  return zonedInstant(Number(match[1]), Number(match[2]), Number(match[3]), hour, Number(match[5]), Number(match[6] ?? 0), zone);
}

/** Strong's workout duration: "1h 5m", "45m", "1h", "50s". */
function durationMs(text: string): number | null {
  const match = /^\s*(?:(\d+)\s*h)?\s*(?:(\d+)\s*m(?:in)?)?\s*(?:(\d+)\s*s)?\s*$/.exec(text);
  if (!match || !text.trim()) return null;
  return ((Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0)) * 60 + Number(match[3] ?? 0)) * 1000;
}

const STRONG_COLUMNS = ['date', 'workout name', 'duration', 'exercise name', 'set order', 'weight', 'weight unit', 'reps', 'distance', 'seconds', 'workout notes', 'rpe'];
const HEVY_COLUMNS_READ = ['title', 'start_time', 'end_time', 'description', 'exercise_title', 'set_type', 'weight_kg', 'weight_lbs', 'reps', 'distance_km', 'distance_miles', 'duration_seconds', 'rpe'];

/**
 * Reads a workout history exported by Hevy (one row per set: title, start_time "27 Jan 2024, 07:00", end_time,
 * exercise_title, set_type, weight_kg or weight_lbs, reps, rpe …) or Strong (Date, Workout Name, Duration, Exercise
 * Name, Set Order, Weight, Reps, … comma or semicolon separated; weights in the file's "Weight Unit" column when it
 * has one, else in `weightUnit`). Times are wall-clock times in `zone`. Rows are grouped into workouts by start and
 * title, sets checked by the workout rules; rows that cannot be read are problems of their line.
 */
export async function planHistoryImport(bytes: AsyncIterable<Buffer>, zone: string, weightUnit: WeightUnit): Promise<HistoryPlan> {
  let format: 'Hevy' | 'Strong' | null = null;
  const csv = await readCsv(bytes, (header) => {
    if (['title', 'start_time', 'exercise_title', 'reps'].every((c) => header.includes(c))) format = 'Hevy';
    else if (['date', 'workout name', 'exercise name', 'set order', 'reps'].every((c) => header.includes(c))) format = 'Strong';
    return format === 'Hevy'
      ? { keep: HEVY_COLUMNS_READ, text: ['title', 'description', 'exercise_title'] }
      : { keep: STRONG_COLUMNS, text: ['workout name', 'exercise name', 'workout notes'] };
  });
  if (!format) {
    throw badFile(
      'This is not a Hevy or Strong export: Hevy\'s has the columns title, start_time, exercise_title, reps …; Strong\'s Date, Workout Name, Exercise Name, Set Order, Reps ….',
    );
  }
  const problems: ImportProblem[] = [];
  const workouts = new Map<string, PlannedWorkout>();
  for (const row of csv.rows) {
    const read = format === 'Hevy' ? hevyRow(row, zone) : strongRow(row, zone, weightUnit);
    if ('problem' in read) {
      if (read.problem) problems.push({ line: row.line, message: read.problem });
      continue;
    }
    const key = `${read.startedAt.toISOString()}|${read.title}`;
    let workout = workouts.get(key);
    if (!workout) {
      workout = { title: read.title, startedAt: read.startedAt, finishedAt: read.finishedAt, notes: read.notes, exercises: [] };
      workouts.set(key, workout);
    }
    const exerciseKey = sortKey(read.exercise);
    let exercise = workout.exercises.find((e) => e.key === exerciseKey);
    if (!exercise) {
      if (workout.exercises.length >= WORKOUT_EXERCISES_MAX) {
        problems.push({ line: row.line, message: `A workout holds at most ${WORKOUT_EXERCISES_MAX} exercises.` });
        continue;
      }
      exercise = { name: read.exercise, key: exerciseKey, sets: [] };
      workout.exercises.push(exercise);
    }
    if (exercise.sets.length >= WORKOUT_SETS_PER_EXERCISE_MAX) {
      problems.push({ line: row.line, message: `An exercise of a workout holds at most ${WORKOUT_SETS_PER_EXERCISE_MAX} sets.` });
      continue;
    }
    exercise.sets.push(read.set);
  }
  return { format, rows: csv.rows.length, workouts: [...workouts.values()], problems };
}

type ReadRow =
  | { title: string; startedAt: Date; finishedAt: Date; notes: string; exercise: string; set: PlannedSet }
  | { problem: string | null };

function hevyRow({ cells }: CsvRow, zone: string): ReadRow {
  const cell = (name: string) => cells.get(name) ?? '';
  const startedAt = hevyTime(cell('start_time'), zone);
  if (!startedAt) return { problem: `start_time: "${cell('start_time')}" is not a time like "27 Jan 2024, 07:00".` };
  const finishedAt = cell('end_time') ? hevyTime(cell('end_time'), zone) : startedAt;
  if (!finishedAt) return { problem: `end_time: "${cell('end_time')}" is not a time like "27 Jan 2024, 08:00".` };
  const setType = HEVY_SET_TYPES[cell('set_type').toLowerCase() || 'normal'];
  if (!setType) return { problem: `set_type: "${cell('set_type')}" is not normal, warmup, dropset or failure.` };
  const pounds = !cells.has('weight_kg') && cells.has('weight_lbs');
  return row(cell('title'), startedAt, finishedAt, cell('description'), cell('exercise_title'), {
    weight: cell(pounds ? 'weight_lbs' : 'weight_kg'),
    pounds,
    reps: cell('reps'),
    setType,
    rpe: cell('rpe'),
    distance: cell('distance_km') || cell('distance_miles') || cell('duration_seconds'),
  });
}

function strongRow({ cells }: CsvRow, zone: string, weightUnit: WeightUnit): ReadRow {
  const cell = (name: string) => cells.get(name) ?? '';
  const order = cell('set order').toLowerCase();
  // Strong writes its rest timers as rows of their own: not sets.
  if (order.startsWith('rest')) return { problem: null };
  const startedAt = isoTime(cell('date'), zone);
  if (!startedAt) return { problem: `Date: "${cell('date')}" is not a date and time like "2024-01-27 07:00:00".` };
  const duration = cell('duration') ? durationMs(cell('duration')) : 0;
  if (duration === null) return { problem: `Duration: "${cell('duration')}" is not a duration like "1h 5m".` };
  const setType = /^w/.test(order) ? SetType.WARMUP : /^d/.test(order) ? SetType.DROP : /^f/.test(order) ? SetType.FAILURE : /^\d+$/.test(order) ? SetType.NORMAL : null;
  if (!setType) return { problem: `Set Order: "${cell('set order')}" is not a set number.` };
  const unit = cell('weight unit').toLowerCase();
  const pounds = unit ? unit.startsWith('lb') : weightUnit === 'LBS';
  return row(cell('workout name'), startedAt, new Date(startedAt.getTime() + duration), cell('workout notes'), cell('exercise name'), {
    weight: cell('weight'),
    pounds,
    reps: cell('reps'),
    setType,
    rpe: cell('rpe'),
    distance: Number(cell('distance') || 0) > 0 || Number(cell('seconds') || 0) > 0 ? 'yes' : '',
  });
}

function row(
  title: string,
  startedAt: Date,
  finishedAt: Date,
  notes: string,
  exercise: string,
  raw: { weight: string; pounds: boolean; reps: string; setType: SetType; rpe: string; distance: string },
): ReadRow {
  if (!title.trim()) return { problem: 'The workout has no title.' };
  if (!exercise.trim()) return { problem: 'The set has no exercise.' };
  if (finishedAt < startedAt) return { problem: 'The workout ends before it starts.' };
  if (!raw.reps && raw.distance) return { problem: `${exercise}: distance and time sets are not imported (sets here are weight × reps).` };
  if (!/^\d+$/.test(raw.reps)) return { problem: `reps: "${raw.reps}" is not a whole number.` };
  const weightText = raw.weight.replace(',', '.') || '0';
  if (!/^\d+(\.\d+)?$/.test(weightText)) return { problem: `weight: "${raw.weight}" is not a number.` };
  const kg = raw.pounds ? new Decimal(weightText).times(KG_PER_LB) : new Decimal(weightText);
  const rpeText = raw.rpe.replace(',', '.');
  const set = {
    weight: kg.toDecimalPlaces(3, Decimal.ROUND_HALF_UP).toString(),
    reps: Number(raw.reps),
    setType: raw.setType,
    rpe: rpeText ? new Decimal(rpeText).toString() : null,
  };
  try {
    setInput(set);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return { problem: Object.entries(error.fields).map(([field, messages]) => `${field}: ${messages.join(' ')}`).join(' ') };
  }
  return { title: title.trim().slice(0, 200), startedAt, finishedAt, notes: notes.trim().slice(0, 2000), exercise: exercise.trim().slice(0, 100), set };
}

/** The workouts of the plan the account does not have yet (same start and title), in batches of 500 starts. */
async function notYetImported(manager: EntityManager, userId: number, plan: HistoryPlan): Promise<PlannedWorkout[]> {
  const have = new Set<string>();
  for (let start = 0; start < plan.workouts.length; start += 500) {
    const starts = plan.workouts.slice(start, start + 500).map((w) => w.startedAt);
    const found = await manager.find(WorkoutEntity, { select: { startedAt: true, title: true }, where: { userId, startedAt: In(starts) } });
    for (const w of found) have.add(`${w.startedAt.getTime()}|${w.title}`);
  }
  return plan.workouts.filter((w) => !have.has(`${w.startedAt.getTime()}|${w.title}`));
}

/** The user's exercises by name key (the first by id), and the names the plan needs that are not among them. */
async function exercisesOf(manager: EntityManager, userId: number, workouts: PlannedWorkout[]) {
  const existing = await manager.find(ExerciseEntity, { select: { id: true, nameKey: true }, where: { userId }, order: { id: 'ASC' } });
  const byKey = new Map<string, number>();
  for (const exercise of existing) if (!byKey.has(exercise.nameKey)) byKey.set(exercise.nameKey, exercise.id);
  const missing = new Map<string, string>();
  for (const w of workouts) for (const e of w.exercises) if (!byKey.has(e.key) && !missing.has(e.key)) missing.set(e.key, e.name);
  return { byKey, missing };
}

export async function previewHistory(manager: EntityManager, userId: number, plan: HistoryPlan) {
  const fresh = await notYetImported(manager, userId, plan);
  const { missing } = await exercisesOf(manager, userId, fresh);
  const counts: ImportCount[] = [
    { item: 'workouts', count: fresh.length },
    { item: 'sets', count: fresh.reduce((n, w) => n + w.exercises.reduce((m, e) => m + e.sets.length, 0), 0) },
    { item: 'exercises', count: missing.size },
    { item: 'skippedWorkouts', count: plan.workouts.length - fresh.length },
  ];
  return { counts, newExercises: [...missing.values()] };
}

/**
 * Writes the plan in the caller's transaction: exercises the account lacks are created through ExerciseService (with a
 * tag named after the app the file came from, found or created through TagService), workouts already imported
 * (same start and title) are skipped, the rest written in batches as finished workouts whose sets were done at the end.
 */
export async function writeHistoryImport(
  manager: EntityManager,
  services: CoreServices,
  userId: number,
  plan: HistoryPlan,
  progress: (rows: number) => Promise<void>,
): Promise<ImportCount[]> {
  const fresh = await notYetImported(manager, userId, plan);
  const { byKey, missing } = await exercisesOf(manager, userId, fresh);
  if (missing.size > 0) {
    const tagKey = sortKey(plan.format);
    const tag = (await manager.findOne(TagEntity, { where: { userId, nameKey: tagKey }, order: { id: 'ASC' } })) ?? (await services.tags.create(userId, { name: plan.format }));
    for (const [key, name] of missing) byKey.set(key, (await services.exercises.create(userId, { name, tagIds: [tag.id] })).id);
  }
  let written = 0;
  for (let start = 0; start < fresh.length; start += 200) {
    const batch = fresh.slice(start, start + 200);
    const ids = await insertOwned(
      manager,
      WorkoutEntity,
      userId,
      batch.map((w) => ({
        userId,
        routineId: null,
        sessionId: null,
        title: w.title,
        sessionDescription: null,
        startedAt: w.startedAt,
        finishedAt: w.finishedAt,
        inProgress: null,
        notes: w.notes,
        completionId: null,
      })),
    );
    await insertAll(
      manager,
      WorkoutExerciseEntity,
      batch.flatMap((w, index) =>
        w.exercises.map((e, position) => ({
          workoutId: ids[index],
          exerciseId: byKey.get(e.key)!,
          position: position + 1,
          plannedSets: null,
          plannedReps: null,
          restSeconds: DEFAULT_REST_SECONDS,
          skipped: false,
        })),
      ),
    );
    const items = await manager.find(WorkoutExerciseEntity, { select: { id: true, workoutId: true, position: true }, where: { workoutId: In(ids) } });
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
            setType: s.setType,
            rpe: s.rpe,
            completedAt: w.finishedAt,
          })),
        ),
      ),
    );
    written += batch.reduce((n, w) => n + w.exercises.reduce((m, e) => m + e.sets.length, 0), 0);
    await progress(written);
  }
  return [
    { item: 'workouts', count: fresh.length },
    { item: 'sets', count: written },
    { item: 'exercises', count: missing.size },
    { item: 'skippedWorkouts', count: plan.workouts.length - fresh.length },
  ];
}
