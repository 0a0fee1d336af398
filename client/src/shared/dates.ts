/*
 * Calendar days as the API's LocalDate ("YYYY-MM-DD", no time zone). "Today" is the browser's local date, never
 * the UTC one (at 22:00 in São Paulo it is still today, while UTC is already tomorrow).
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

/** The local calendar day of `date` as "YYYY-MM-DD". */
export function toIsoDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Today in the browser's time zone. */
export function localToday(): string {
  return toIsoDate(new Date());
}

/** Whether `value` is a real calendar day written "YYYY-MM-DD" (not "2025-02-30"). */
export function isIsoDate(value: string | null | undefined): value is string {
  if (!value) return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = fromIsoDate(value);
  return toIsoDate(date) === value;
}

/** A local Date at noon of that day (noon: no daylight-saving change can move it to another day). */
export function fromIsoDate(value: string): Date {
  const match = ISO_DATE.exec(value);
  if (!match) throw new Error(`Not a date: ${value}`);
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12);
}

/** The day `days` after (or before, when negative) `value`. */
export function addDays(value: string, days: number): string {
  const date = fromIsoDate(value);
  date.setDate(date.getDate() + days);
  return toIsoDate(date);
}

/** pt-BR: "2025-11-03" → "03/11/2025". */
export function formatPtBrDate(value: string): string {
  const match = ISO_DATE.exec(value);
  if (!match) return value;
  return `${match[3]}/${match[2]}/${match[1]}`;
}

const PT_BR_DATE_TIME = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/** pt-BR, in the browser's time zone: "2026-11-22T13:05:00.000Z" → "22/11/2026, 10:05" in São Paulo. */
export function formatPtBrDateTime(isoInstant: string): string {
  const instant = new Date(isoInstant);
  return Number.isNaN(instant.getTime()) ? isoInstant : PT_BR_DATE_TIME.format(instant);
}
