import { wallClock, type WallClock } from '../../common/zoned-time';
import { SetType } from '../workouts/set-type';

/**
 * Hevy's workout export layout (Settings › Export data), both ways: "Export workouts (CSV)" writes it
 * (export.service.ts) and the history import reads it (history-import.ts), so a file the app writes reads back as the
 * same workouts. One row per set, in this column order.
 */
export const HEVY_COLUMNS = [
  'title',
  'start_time',
  'end_time',
  'description',
  'exercise_title',
  'superset_id',
  'exercise_notes',
  'set_index',
  'set_type',
  'weight_kg',
  'reps',
  'distance_km',
  'duration_seconds',
  'rpe',
] as const;

export type HevyColumn = (typeof HEVY_COLUMNS)[number];

/** Columns of Hevy's layout the import does not read: the order of sets is the file's order. */
const HEVY_UNREAD: readonly HevyColumn[] = ['set_index'];

/**
 * The columns the history import reads (lower-case header names): the written ones it uses, and Hevy's imperial ones
 * (`weight_lbs`, `distance_miles`), which it writes instead of the metric ones for an account in pounds.
 * `exercise_notes` is the note on an exercise of a workout (repeated on each of its sets' rows); `superset_id` has no
 * place in the app (no supersets): it is read only to count it, and the preview says how many are not imported.
 */
export const HEVY_COLUMNS_READ: readonly string[] = [...HEVY_COLUMNS.filter((c) => !HEVY_UNREAD.includes(c)), 'weight_lbs', 'distance_miles'];

/** A header with all of these is Hevy's. */
export const HEVY_REQUIRED_COLUMNS: readonly HevyColumn[] = ['title', 'start_time', 'exercise_title', 'reps'];

/** Hevy's columns of free text (a formula there is refused: csv-source.ts; read through `hevyText`). */
export const HEVY_TEXT_COLUMNS: readonly HevyColumn[] = ['title', 'description', 'exercise_title', 'exercise_notes'];

/** What `escape_formulas` (csv-stringify, as the export writes) puts a quote before: = + - @, tab, return, and their full-width forms. */
const ESCAPED_FORMULA = /^'(?=[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20])/u;

/**
 * A text cell as the history import reads it: without the one quote the export put before text a spreadsheet would
 * run ("'- felt strong" is "- felt strong"), so the app's own file reads back as the same titles, notes and names.
 * Checked for formulas before (csv-source.ts): the quote is what made such a cell text.
 */
export const hevyText = (cell: string): string => cell.replace(ESCAPED_FORMULA, '');

/** Hevy's set types: "normal", "warmup", "dropset", "failure". */
export const HEVY_SET_TYPES: Record<SetType, string> = {
  [SetType.NORMAL]: 'normal',
  [SetType.WARMUP]: 'warmup',
  [SetType.DROP]: 'dropset',
  [SetType.FAILURE]: 'failure',
};

const SET_TYPES_BY_HEVY_NAME = new Map(Object.entries(HEVY_SET_TYPES).map(([type, name]) => [name, type as SetType]));

/** The set type a Hevy `set_type` cell names (any case; blank is a normal set), or undefined. */
export const setTypeOfHevy = (cell: string): SetType | undefined => SET_TYPES_BY_HEVY_NAME.get(cell.toLowerCase() || HEVY_SET_TYPES[SetType.NORMAL]);

/** Hevy's month names, as it writes them. */
const HEVY_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The start and end of the workout the import's messages give as examples of Hevy's times. */
const EXAMPLE_START = Date.UTC(2024, 0, 27, 7, 0);
const EXAMPLE_END = EXAMPLE_START + 3_600_000;

/** A time as Hevy writes it, as the app writes it too ("27 Jan 2024, 07:00"): a start time. */
export const HEVY_TIME_EXAMPLE = hevyTime(new Date(EXAMPLE_START), 'UTC');
/** An end time of the same example workout ("27 Jan 2024, 08:00"). */
export const HEVY_END_TIME_EXAMPLE = hevyTime(new Date(EXAMPLE_END), 'UTC');

/**
 * Hevy writes times as "27 Jan 2024, 07:00": the wall-clock time, to the minute, of the zone the user trains in (the
 * file says no zone; the history import reads it back in the zone it is given and matches workouts to the minute).
 */
export function hevyTime(date: Date, zone: string): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const at = wallClock(date, zone);
  return `${at.day} ${HEVY_MONTHS[at.month - 1]} ${at.year}, ${pad(at.hour)}:${pad(at.minute)}`;
}

/**
 * Reads Hevy's time form: "27 Jan 2024, 07:00" (also with a full month name, no comma or seconds), as the file wrote
 * it (month 1–12, not yet checked to exist). Null when the text has another form; `unknownMonth` when it has this
 * form but names no month.
 */
export function readHevyTime(text: string): WallClock | 'unknownMonth' | null {
  const match = /^(\d{1,2}) ([A-Za-z]{3})[a-z]* (\d{4}),? (\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const month = HEVY_MONTHS.findIndex((name) => name.toLowerCase() === match[2].toLowerCase()) + 1;
  if (month === 0) return 'unknownMonth';
  return { year: Number(match[3]), month, day: Number(match[1]), hour: Number(match[4]), minute: Number(match[5]), second: Number(match[6] ?? 0) };
}

/** One row of the layout from its cells by column name (a column not given is blank), in HEVY_COLUMNS' order. */
export const hevyRow = (cells: Partial<Record<HevyColumn, string | number>>): (string | number)[] => HEVY_COLUMNS.map((column) => cells[column] ?? '');
