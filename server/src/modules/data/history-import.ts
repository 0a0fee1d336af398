import { WORKOUT_EXERCISES_MAX, WORKOUT_SETS_PER_EXERCISE_MAX, type MessageId } from '@fitness-manager/shared';
import { Decimal } from 'decimal.js';
import { Between, type EntityManager } from 'typeorm';
import { ValidationError } from '../../common/errors';
import { compose, problemAt, type Words } from '../../common/messages';
import { sortKey } from '../../common/text';
import { wallClock, zonedInstant } from '../../common/zoned-time';
import { lockAccount } from '../users/account-lock';
import { ensureRoom } from '../users/account-caps';
import { ExerciseEntity } from '../training/exercise.entity';
import { normalise as normaliseExercise } from '../training/exercise.service';
import { TagEntity } from '../training/tag.entity';
import { SetType } from '../workouts/set-type';
import { DEFAULT_REST_SECONDS } from '../workouts/workout.types';
import { WorkoutEntity } from '../workouts/workout.entity';
import { exerciseNote, setInput, workoutRecord } from '../workouts/workout.service';
import type { CoreServices } from '../../services';
import { readCsv, type CsvRow } from './csv-source';
import { badFile, fieldMessages, shown, TimeSlice } from './import-file';
import type { ImportCount } from './import.types';
import type { Problem } from './import-file';
import { HEVY_COLUMNS_READ, HEVY_END_TIME_EXAMPLE, HEVY_REQUIRED_COLUMNS, HEVY_TEXT_COLUMNS, HEVY_TIME_EXAMPLE, hevyText, readHevyTime, setTypeOfHevy } from './workout-csv';
import { insertWorkoutTrees } from './workout-rows';

export type WeightUnit = 'KG' | 'LBS';
const KG_PER_LB = new Decimal('0.45359237');
const DECIMAL = /^\d+(\.\d+)?$/;
/** Stands for the Hevy or Strong tag when an exercise name is checked before the tag exists. */
const IMPORT_TAG_PLACEHOLDER = 1;

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
  exercises: PlannedExercise[];
}

interface PlannedExercise {
  name: string;
  key: string;
  sets: PlannedSet[];
  /**
   * Its note in this workout (Hevy's exercise_notes, Strong's Notes): the distinct notes of its rows, in order, one a
   * line (Hevy repeats one note on every set's row; Strong's may differ from set to set).
   */
  note: string;
  /** The distinct notes that make `note`. */
  noteParts: string[];
  /** Hevy put it in a superset (superset_id): the app has none, it is imported as an exercise of its own. */
  superset: boolean;
}

export interface HistoryPlan {
  format: 'Hevy' | 'Strong';
  /** The zone the file's wall-clock times were read in. */
  zone: string;
  rows: number;
  workouts: PlannedWorkout[];
  problems: Problem[];
}

/** Reads the file's times in `zone`: one parse per distinct text (a workout's rows repeat its times). */
class TimeReader {
  private readonly seen = new Map<string, Date | null>();
  constructor(private readonly zone: string) {}

  /** Hevy's "27 Jan 2024, 07:00" (or an ISO time). */
  hevy(text: string): Date | null {
    return this.memo(`h${text}`, () => {
      const written = readHevyTime(text);
      if (written === null) return this.readIso(text);
      if (written === 'unknownMonth') return null;
      return this.at(written.year, written.month, written.day, written.hour, written.minute, written.second);
    });
  }

  /** Strong's "2024-01-27 07:00:00" or "2024-01-27 7:00:00 AM". */
  iso(text: string): Date | null {
    return this.memo(`i${text}`, () => this.readIso(text));
  }

  private readIso(text: string): Date | null {
    const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?(?:[\s\u202f]*([AaPp])[Mm])?$/.exec(text.trim());
    if (!match) return null;
    let hour = Number(match[4]);
    if (match[7]) hour = (hour % 12) + (match[7].toLowerCase() === 'p' ? 12 : 0);
    return this.at(Number(match[1]), Number(match[2]), Number(match[3]), hour, Number(match[5]), Number(match[6] ?? 0));
  }

  /** A wall-clock time that exists (no 31 February, no 25:00), as an instant in the zone. */
  private at(year: number, month: number, day: number, hour: number, minute: number, second: number): Date | null {
    const check = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
    if (check.getUTCDate() !== day || check.getUTCHours() !== hour || minute > 59 || second > 59 || year < 1900) return null;
    return zonedInstant(year, month, day, hour, minute, second, this.zone);
  }

  private memo(key: string, read: () => Date | null): Date | null {
    if (this.seen.has(key)) return this.seen.get(key)!;
    const value = read();
    // Bounded by the file's distinct times (CSV_ROWS_MAX rows at most).
    this.seen.set(key, value);
    return value;
  }
}

/** Characters a Strong duration cell may have ("1h 5m 30s" is 9). */
const DURATION_TEXT_MAX = 32;

/** Strong's workout duration: "1h 5m", "45m", "1h", "50s"; spaces anywhere but inside a number. */
export function durationMs(text: string): number | null {
  // Matched without its spaces, so no two quantifiers of the pattern can take the same characters: with `\s*` between
  // its parts, a cell of spaces took cubic time (4,000 spaces: 7.6 s of a blocked server).
  if (text.length > DURATION_TEXT_MAX || /\d\s+\d/.test(text)) return null;
  const match = /^(?:(\d+)h)?(?:(\d+)m(?:in)?)?(?:(\d+)s)?$/.exec(text.replace(/\s+/g, ''));
  if (!match?.[0]) return null;
  return ((Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0)) * 60 + Number(match[3] ?? 0)) * 1000;
}

const STRONG_COLUMNS = ['date', 'workout name', 'duration', 'exercise name', 'set order', 'weight', 'weight unit', 'reps', 'distance', 'seconds', 'notes', 'workout notes', 'rpe'];

/**
 * Reads a workout history exported by Hevy (one row per set: title, start_time "27 Jan 2024, 07:00", end_time,
 * exercise_title, set_type, weight_kg or weight_lbs, reps, rpe …) or Strong (Date, Workout Name, Duration, Exercise
 * Name, Set Order, Weight, Reps, … comma or semicolon separated; weights in the file's "Weight Unit" column when it
 * has one, else in `weightUnit`). Times are wall-clock times in `zone`. Rows are grouped into workouts by start and
 * title; each value is checked by the rule that owns it (the workout's title and notes, the exercise's name, the set),
 * and a row that fails is a problem of its line. Lets the event loop run as it reads (TimeSlice).
 */
export async function planHistoryImport(bytes: AsyncIterable<Buffer>, zone: string, weightUnit: WeightUnit): Promise<HistoryPlan> {
  let format: 'Hevy' | 'Strong' | null = null;
  const csv = await readCsv(bytes, (header) => {
    if (HEVY_REQUIRED_COLUMNS.every((c) => header.includes(c))) format = 'Hevy';
    else if (['date', 'workout name', 'exercise name', 'set order', 'reps'].every((c) => header.includes(c))) format = 'Strong';
    return format === 'Hevy'
      ? { keep: [...HEVY_COLUMNS_READ], text: [...HEVY_TEXT_COLUMNS] }
      : { keep: STRONG_COLUMNS, text: ['workout name', 'exercise name', 'notes', 'workout notes'] };
  });
  if (!format) {
    throw badFile(compose('server.import.notHistory'));
  }
  const reader = new RowReader(new TimeReader(zone), weightUnit);
  const problems: Problem[] = [];
  const workouts = new Map<string, PlannedWorkout>();
  const slice = new TimeSlice();
  for (const row of csv.rows) {
    await slice.pause();
    const read = format === 'Hevy' ? reader.hevy(row) : reader.strong(row);
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
        problems.push({ line: row.line, message: compose('server.import.workoutExercisesMax', { max: WORKOUT_EXERCISES_MAX }) });
        continue;
      }
      exercise = { name: read.exercise, key: exerciseKey, sets: [], note: '', noteParts: [], superset: false };
      workout.exercises.push(exercise);
    }
    if (exercise.sets.length >= WORKOUT_SETS_PER_EXERCISE_MAX) {
      problems.push({ line: row.line, message: compose('server.import.exerciseSetsMax', { max: WORKOUT_SETS_PER_EXERCISE_MAX }) });
      continue;
    }
    if (read.note && !exercise.noteParts.includes(read.note)) {
      // The whole note is bounded by the rule of one: a row whose note makes it too long is refused, never cut.
      const note = joinedNote(exercise.note, read.note, format === 'Hevy' ? 'exercise_notes' : 'Notes');
      if (typeof note !== 'string') {
        problems.push({ line: row.line, message: note.problem });
        continue;
      }
      exercise.note = note;
      exercise.noteParts.push(read.note);
    }
    exercise.sets.push(read.set);
    exercise.superset ||= (row.cells.get('superset_id') ?? '') !== '';
  }
  return { format, zone, rows: csv.rows.length, workouts: [...workouts.values()], problems };
}

/** An exercise's note with one more (its own line), checked by the exercise note's rule; the file's column names a refusal. */
function joinedNote(note: string, more: string, column: string): string | { problem: Words } {
  try {
    return exerciseNote(note ? `${note}\n${more}` : more);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return { problem: fieldMessages(error, { note: column }) };
  }
}

type ReadRow =
  | { title: string; startedAt: Date; finishedAt: Date; notes: string; exercise: string; note: string; set: PlannedSet }
  | { problem: Words | null };

/** Reads rows of either layout; the rules of texts that repeat row after row (titles, notes, names) run once per text. */
class RowReader {
  private readonly texts = new Map<string, { value: string } | { problem: Words }>();

  constructor(
    private readonly times: TimeReader,
    private readonly weightUnit: WeightUnit,
  ) {}

  hevy({ cells }: CsvRow): ReadRow {
    const cell = (name: string) => cells.get(name) ?? '';
    const startedAt = this.times.hevy(cell('start_time'));
    if (!startedAt) return { problem: problemAt('start_time', compose('server.import.notTimeLike', { value: shown(cell('start_time')), example: HEVY_TIME_EXAMPLE })) };
    const finishedAt = cell('end_time') ? this.times.hevy(cell('end_time')) : startedAt;
    if (!finishedAt) return { problem: problemAt('end_time', compose('server.import.notTimeLike', { value: shown(cell('end_time')), example: HEVY_END_TIME_EXAMPLE })) };
    const setType = setTypeOfHevy(cell('set_type'));
    if (!setType) return { problem: problemAt('set_type', compose('server.import.notHevySetType', { value: shown(cell('set_type')) })) };
    const pounds = !cells.has('weight_kg') && cells.has('weight_lbs');
    return this.row(hevyText(cell('title')), startedAt, finishedAt, hevyText(cell('description')), hevyText(cell('exercise_title')), {
      note: hevyText(cell('exercise_notes')).trim(),
      weight: cell(pounds ? 'weight_lbs' : 'weight_kg'),
      pounds,
      reps: cell('reps'),
      setType,
      rpe: cell('rpe'),
      distance: cell('distance_km') || cell('distance_miles') || cell('duration_seconds'),
    });
  }

  strong({ cells }: CsvRow): ReadRow {
    const cell = (name: string) => cells.get(name) ?? '';
    const order = cell('set order').toLowerCase();
    // Strong writes its rest timers as rows of their own: not sets.
    if (order.startsWith('rest')) return { problem: null };
    const startedAt = this.times.iso(cell('date'));
    if (!startedAt) return { problem: problemAt('Date', compose('server.import.notDateTimeLike', { value: shown(cell('date')), example: '2024-01-27 07:00:00' })) };
    const duration = cell('duration') ? durationMs(cell('duration')) : 0;
    if (duration === null) return { problem: problemAt('Duration', compose('server.import.notDurationLike', { value: shown(cell('duration')), example: '1h 5m' })) };
    const setType = /^w/.test(order) ? SetType.WARMUP : /^d/.test(order) ? SetType.DROP : /^f/.test(order) ? SetType.FAILURE : /^\d+$/.test(order) ? SetType.NORMAL : null;
    if (!setType) return { problem: problemAt('Set Order', compose('server.import.notSetNumber', { value: shown(cell('set order')) })) };
    const unit = cell('weight unit').toLowerCase();
    const pounds = unit ? unit.startsWith('lb') : this.weightUnit === 'LBS';
    return this.row(cell('workout name'), startedAt, new Date(startedAt.getTime() + duration), cell('workout notes'), cell('exercise name'), {
      note: cell('notes').trim(),
      weight: cell('weight'),
      pounds,
      reps: cell('reps'),
      setType,
      rpe: cell('rpe'),
      distance: Number(cell('distance') || 0) > 0 || Number(cell('seconds') || 0) > 0 ? 'yes' : '',
    });
  }

  private row(
    title: string,
    startedAt: Date,
    finishedAt: Date,
    notes: string,
    exercise: string,
    raw: { note: string; weight: string; pounds: boolean; reps: string; setType: SetType; rpe: string; distance: string },
  ): ReadRow {
    if (finishedAt < startedAt) return { problem: compose('server.import.endsBeforeStart') };
    // The workout's title and notes by the workout rules, the exercise's name by the exercise rules: refused, never cut.
    const workout = this.text(
      `w${title}\u0000${notes}`,
      () => {
        const checked = workoutRecord({ title, notes, startedAt, finishedAt, sessionDescription: null });
        return `${checked.title}\u0000${checked.notes}`;
      },
      { field: 'title', problem: 'server.import.noTitle' },
    );
    if ('problem' in workout) return { problem: workout.problem };
    // As ExerciseService.create will check it, with the tag the import gives the exercises it creates.
    const name = this.text(`e${exercise}`, () => normaliseExercise({ name: exercise, tagIds: [IMPORT_TAG_PLACEHOLDER] }).name, {
      field: 'name',
      problem: 'server.import.noExercise',
    });
    if ('problem' in name) return { problem: name.problem };
    if (!raw.reps && raw.distance) return { problem: compose('server.import.notWeightSet', { exercise: name.value }) };
    if (!/^\d+$/.test(raw.reps)) return { problem: problemAt('reps', compose('server.import.notWholeNumber', { value: shown(raw.reps) })) };
    const weightText = raw.weight.replace(',', '.') || '0';
    if (!DECIMAL.test(weightText)) return { problem: problemAt('weight', compose('server.import.notNumber', { value: shown(raw.weight) })) };
    const rpeText = raw.rpe.replace(',', '.');
    if (rpeText && !DECIMAL.test(rpeText)) return { problem: problemAt('rpe', compose('server.import.notNumber', { value: shown(raw.rpe) })) };
    const kg = raw.pounds ? new Decimal(weightText).times(KG_PER_LB) : new Decimal(weightText);
    let set: PlannedSet;
    try {
      const checked = setInput({
        weight: kg.toDecimalPlaces(3, Decimal.ROUND_HALF_UP).toString(),
        reps: Number(raw.reps),
        setType: raw.setType,
        rpe: rpeText ? new Decimal(rpeText).toString() : null,
      });
      set = { weight: checked.weight!, reps: checked.reps!, setType: checked.setType, rpe: checked.rpe ?? null };
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      return { problem: fieldMessages(error) };
    }
    const [checkedTitle, checkedNotes] = workout.value.split('\u0000');
    return { title: checkedTitle, startedAt, finishedAt, notes: checkedNotes, exercise: name.value, note: raw.note, set };
  }

  /**
   * A text's rule, once per distinct text. A refusal that is only that `missing.field` is required (the row lacks a
   * title or a name) is said as `missing.problem`, the import's own words; any other is the rule's.
   */
  private text(
    key: string,
    rule: () => string,
    missing: { field: string; problem: MessageId },
  ): { value: string } | { problem: Words } {
    let result = this.texts.get(key);
    if (!result) {
      try {
        result = { value: rule() };
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        result = { problem: error.onlyRequires(missing.field) ? compose(missing.problem) : fieldMessages(error) };
      }
      this.texts.set(key, result);
    }
    return result;
  }
}

/** A workout's start as the file wrote it: its wall-clock minute in the file's zone. */
const minuteIn = (instant: Date, zone: string) => {
  const at = wallClock(instant, zone);
  return `${at.year}-${at.month}-${at.day} ${at.hour}:${at.minute}`;
};

/** Workouts per statement that looks for the ones the account has. */
const LOOKUP_BATCH = 500;
/** Around a batch's starts: a wall-clock minute names instants up to an offset change (an hour or two) apart. */
const LOOKUP_MARGIN_MS = 3 * 3_600_000;

/**
 * The workouts of the plan the account does not have yet: one of the account's with the same title that started in the
 * same minute of the file's zone is the same workout (the CSVs write times to the minute, as this app's own export does).
 * One statement per LOOKUP_BATCH workouts of the file (sorted by start: each reads the account's workouts in its range).
 */
async function notYetImported(manager: EntityManager, userId: number, plan: HistoryPlan): Promise<PlannedWorkout[]> {
  const have = new Set<string>();
  const sorted = [...plan.workouts].sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime());
  for (let start = 0; start < sorted.length; start += LOOKUP_BATCH) {
    const batch = sorted.slice(start, start + LOOKUP_BATCH);
    const from = new Date(batch[0].startedAt.getTime() - LOOKUP_MARGIN_MS);
    const to = new Date(batch[batch.length - 1].startedAt.getTime() + LOOKUP_MARGIN_MS);
    const found = await manager.find(WorkoutEntity, { select: { startedAt: true, title: true }, where: { userId, startedAt: Between(from, to) } });
    for (const w of found) have.add(`${minuteIn(w.startedAt, plan.zone)}|${w.title}`);
  }
  return plan.workouts.filter((w) => !have.has(`${minuteIn(w.startedAt, plan.zone)}|${w.title}`));
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

const setsOf = (workouts: PlannedWorkout[]) => workouts.reduce((n, w) => n + w.exercises.reduce((m, e) => m + e.sets.length, 0), 0);

/**
 * What the file has that the workouts imported will not keep, counted over those workouts' exercises: Hevy's supersets
 * (the exercises' notes are kept).
 */
function notImported(workouts: PlannedWorkout[]): Words[] {
  let supersets = 0;
  for (const w of workouts) {
    for (const e of w.exercises) {
      if (e.superset) supersets += 1;
    }
  }
  const warnings: Words[] = [];
  if (supersets > 0) warnings.push(compose('server.import.supersetsNotImported', { count: supersets }));
  return warnings;
}

export async function previewHistory(manager: EntityManager, userId: number, plan: HistoryPlan) {
  const fresh = await notYetImported(manager, userId, plan);
  const { missing } = await exercisesOf(manager, userId, fresh);
  const counts: ImportCount[] = [
    { item: 'workouts', count: fresh.length },
    { item: 'sets', count: setsOf(fresh) },
    { item: 'exercises', count: missing.size },
    { item: 'skippedWorkouts', count: plan.workouts.length - fresh.length },
  ];
  return { counts, newExercises: [...missing.values()], warnings: notImported(fresh) };
}

/**
 * Writes the plan in the caller's transaction: exercises the account lacks are created through ExerciseService, all
 * at once (`createMany`: three statements more per 500 new names, not one per name), with a tag named after the app the file
 * came from (found, or created through TagService); workouts already imported
 * (same title, started in the same minute) are skipped, the rest written in batches as finished workouts whose sets
 * were done at the end. The account's row is locked first (MySQL), so the ids read back are this import's.
 */
export async function writeHistoryImport(
  manager: EntityManager,
  services: CoreServices,
  userId: number,
  plan: HistoryPlan,
  progress: (rows: number, total: number) => Promise<void>,
): Promise<{ counts: ImportCount[]; warnings: Words[] }> {
  await lockAccount(manager, userId);
  const fresh = await notYetImported(manager, userId, plan);
  await ensureRoom(manager, userId, 'workouts', fresh.length);
  const { byKey, missing } = await exercisesOf(manager, userId, fresh);
  if (missing.size > 0) {
    const tagKey = sortKey(plan.format);
    const tag = (await manager.findOne(TagEntity, { where: { userId, nameKey: tagKey }, order: { id: 'ASC' } })) ?? (await services.tags.create(userId, { name: plan.format }));
    const created = await services.exercises.createMany(
      manager,
      userId,
      [...missing.values()].map((name) => ({ name, tagIds: [tag.id] })),
    );
    [...missing.keys()].forEach((key, index) => byKey.set(key, created[index]));
  }
  const total = setsOf(fresh);
  let written = 0;
  for (let start = 0; start < fresh.length; start += 200) {
    const batch = fresh.slice(start, start + 200);
    await insertWorkoutTrees(
      manager,
      userId,
      batch.map((w) => ({
        workout: {
          routineId: null,
          sessionId: null,
          title: w.title,
          sessionDescription: null,
          startedAt: w.startedAt,
          finishedAt: w.finishedAt,
          inProgress: null,
          notes: w.notes,
          completionId: null,
        },
        exercises: w.exercises.map((e) => ({
          exercise: { exerciseId: byKey.get(e.key)!, plannedSets: null, plannedReps: null, restSeconds: DEFAULT_REST_SECONDS, skipped: false, note: e.note },
          sets: e.sets.map((s) => ({ weight: s.weight, reps: s.reps, setType: s.setType, rpe: s.rpe, completedAt: w.finishedAt })),
        })),
      })),
    );
    written += setsOf(batch);
    await progress(written, total);
  }
  const counts = [
    { item: 'workouts', count: fresh.length },
    { item: 'sets', count: written },
    { item: 'exercises', count: missing.size },
    { item: 'skippedWorkouts', count: plan.workouts.length - fresh.length },
  ];
  return { counts, warnings: notImported(fresh) };
}
