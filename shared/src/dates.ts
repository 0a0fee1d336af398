/**
 * Calendar days as the API's LocalDate ("YYYY-MM-DD", no time zone). Day arithmetic runs on UTC midnights, where
 * every day has 24 hours, so it gives the same answer in any time zone, on the server and in the browser.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

function utcMidnight(value: string): number {
  const match = ISO_DATE.exec(value);
  if (!match) return NaN;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const time = Date.UTC(year, month - 1, day);
  const check = new Date(time);
  // Date.UTC rolls "2025-02-30" over to March: a real date reads back the same.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return NaN;
  return time;
}

/** Whether `value` is a real calendar day written "YYYY-MM-DD" (not "2025-02-30"). */
export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && !Number.isNaN(utcMidnight(value));
}

/** The day `days` after (or before, when negative) `value`. */
export function addDays(value: string, days: number): string {
  const time = utcMidnight(value);
  if (Number.isNaN(time)) throw new RangeError(`Not a date: ${value}`);
  return new Date(time + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` comes first): "2026-03-01" → "2026-03-08" is 7. */
export function daysBetween(from: string, to: string): number {
  const start = utcMidnight(from);
  const end = utcMidnight(to);
  if (Number.isNaN(start) || Number.isNaN(end)) throw new RangeError(`Not a date: ${Number.isNaN(start) ? from : to}`);
  return Math.round((end - start) / DAY_MS);
}

/** pt-BR, as the product writes days: "2025-11-03" → "03/11/2025" (anything else as it is). */
export function formatPtBrDate(value: string): string {
  const match = ISO_DATE.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/** dd/mm/yyyy with one separator ('/', '.' or '-', the same twice; day and month may drop their leading zero). */
const PT_BR_DATE = /^(\d{1,2})([./-])(\d{1,2})\2(\d{4})$/;
/** ddmmyyyy: the same day as 8 digits (what a phone's digits-only keypad can type). */
const PT_BR_DIGITS = /^(\d{2})(\d{2})(\d{4})$/;
/**
 * The earliest day a date field takes, in whichever form it was typed: eight digits written year first ("20110312")
 * would otherwise read as 20/11/0312, and no one logs a day before 1900.
 */
export const FIRST_TYPED_DAY = '1900-01-01';

/** A typed day ("YYYY-MM-DD") a date field takes: a real day, from `FIRST_TYPED_DAY` on. */
export function isTypedDay(value: unknown): value is string {
  return isIsoDate(value) && value >= FIRST_TYPED_DAY;
}

/**
 * A day typed the pt-BR way (day, month, year), back to "YYYY-MM-DD": "03/11/2025", "3/11/2025", "03.11.2025",
 * "03-11-2025" and "03112025" → "2025-11-03" (spaces around ignored). null when it is no real day so written:
 * "31/02/2025", "3/11/25", "03/11-2025", a year before 1900, and the API's own "2025-11-03" (not the pt-BR way:
 * the date field takes that form itself, client/src/shared/DateInput.tsx).
 */
export function parsePtBrDate(text: string): string | null {
  const trimmed = text.trim();
  const match = PT_BR_DATE.exec(trimmed);
  const parts = match ? [match[1], match[3], match[4]] : PT_BR_DIGITS.exec(trimmed)?.slice(1);
  if (!parts) return null;
  const [day, month, year] = parts as [string, string, string];
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isTypedDay(iso) ? iso : null;
}
