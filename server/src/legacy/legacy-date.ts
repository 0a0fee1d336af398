import { ValidationError, type FieldErrors } from '../common/errors';

/**
 * The `?day=D&month=M&year=Y` dates of the meals endpoints → `YYYY-MM-DD`.
 * Missing, non-integer or impossible values (31/2) are 400 `{errors}` (legacy: 500 or Spring's 400 body).
 */

/**
 * The month of `POST /meals/meals-info/{id}/date` only (difference 5). The old client
 * builds it as the text of the ZERO-based month with the character `1` appended: Jan `01`, Feb `11`,
 * Mar `21` … Oct `91`, Nov `101`, Dec `111`. A text of two or more characters that ends in `1` and whose
 * part before that final `1` is an integer 0–11 decodes to that integer + 1; any other text is read as
 * an ordinary 1-based month (`3`, `12`). Returns undefined when neither reading gives a month 1–12.
 *
 * The cost of the rule: a caller meaning plain November ("11") gets February. The only client of this
 * endpoint never sends a plain 11 for November (it sends "101"), so that is the intended trade.
 */
export function decodeLegacyClientMonth(raw: string): number | undefined {
  if (raw.length >= 2 && raw.endsWith('1')) {
    const zeroBased = raw.slice(0, -1);
    if (/^\d+$/.test(zeroBased) && Number(zeroBased) <= 11) return Number(zeroBased) + 1;
  }
  return plainMonth(raw);
}

/** An ordinary 1-based month (`1`…`12`, leading zeros allowed), or undefined. */
function plainMonth(raw: string): number | undefined {
  if (!/^\d{1,4}$/.test(raw)) return undefined;
  const month = Number(raw);
  return month >= 1 && month <= 12 ? month : undefined;
}

export type MonthEncoding = 'plain' | 'legacy-client';

/**
 * Reads `day`, `month` and `year` from a query into an ISO date. `monthEncoding: 'legacy-client'` applies
 * {@link decodeLegacyClientMonth}; GET/POST `/meals` send an ordinary 1-based month and must use 'plain'.
 */
export function readLegacyDate(query: Record<string, unknown>, monthEncoding: MonthEncoding = 'plain'): string {
  const errors: FieldErrors = {};
  const fail = (name: string, message: string): undefined => {
    (errors[name] ??= []).push(message);
    return undefined;
  };
  const text = (name: string): string | undefined => {
    const raw = query[name];
    if (raw === undefined || (typeof raw === 'string' && raw.trim() === '')) return fail(name, 'Required query parameter.');
    if (typeof raw !== 'string') return fail(name, 'Give it once, as a whole number.');
    return raw.trim();
  };

  const dayText = text('day');
  const monthText = text('month');
  const yearText = text('year');

  let day: number | undefined;
  if (dayText !== undefined) {
    const value = /^\d{1,2}$/.test(dayText) ? Number(dayText) : 0;
    day = value >= 1 && value <= 31 ? value : fail('day', `Must be a day from 1 to 31, got '${dayText}'.`);
  }
  let month: number | undefined;
  if (monthText !== undefined) {
    month = monthEncoding === 'legacy-client' ? decodeLegacyClientMonth(monthText) : plainMonth(monthText);
    if (month === undefined) fail('month', `Must be a month from 1 to 12, got '${monthText}'.`);
  }
  let year: number | undefined;
  if (yearText !== undefined) {
    // MySQL's DATE range (and four digits, as the client sends them).
    year = /^[1-9]\d{3}$/.test(yearText) ? Number(yearText) : fail('year', `Must be a year from 1000 to 9999, got '${yearText}'.`);
  }
  if (Object.keys(errors).length > 0 || day === undefined || month === undefined || year === undefined) throw new ValidationError(errors);

  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw new ValidationError({ date: [`${day}/${month}/${year} is not a valid date.`] });
  }
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
