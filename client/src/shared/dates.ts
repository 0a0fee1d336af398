/*
 * Calendar days as the API's LocalDate ("YYYY-MM-DD", no time zone). "Today" is the browser's local date, never
 * the UTC one (at 22:00 in São Paulo it is still today, while UTC is already tomorrow).
 */

// Day arithmetic, the date check and the pt-BR day are rules the server shares: one home, the shared package.
export { addDays, formatPtBrDate, isIsoDate, parsePtBrDate } from '@fitness-manager/shared';

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

/** A local Date at noon of that day (noon: no daylight-saving change can move it to another day). */
export function fromIsoDate(value: string): Date {
  const match = ISO_DATE.exec(value);
  if (!match) throw new Error(`Not a date: ${value}`);
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12);
}

const PT_BR_DATE_TIME = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/** pt-BR, in the browser's time zone: "2026-11-22T13:05:00.000Z" → "22/11/2026, 10:05" in São Paulo. */
export function formatPtBrDateTime(isoInstant: string): string {
  const instant = new Date(isoInstant);
  return Number.isNaN(instant.getTime()) ? isoInstant : PT_BR_DATE_TIME.format(instant);
}
