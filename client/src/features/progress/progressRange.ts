import { addDays, daysBetween, PROGRESS_DAYS_MAX, PROGRESS_RANGE_MESSAGE, WEIGHT_AVERAGE_DAYS } from '@fitness-manager/shared';
import { dayProblem, type DayRule } from '../../shared/formRules';
import { formatMessage } from '../../shared/i18n/i18n';

/** The ranges the page offers, ending today; 30 days first. */
export const PRESET_DAYS = [7, 30, 90] as const;
export type PresetDays = (typeof PRESET_DAYS)[number];
export const DEFAULT_DAYS: PresetDays = 30;

export interface DayRange {
  from: string;
  to: string;
}

/** The last `days` days ending on `today`. */
export function lastDays(today: string, days: number): DayRange {
  return { from: addDays(today, -(days - 1)), to: today };
}

/** Every day from `from` to `to`, in order. */
export function daysOf({ from, to }: DayRange): string[] {
  const count = daysBetween(from, to) + 1;
  return Array.from({ length: Math.max(count, 0) }, (_, index) => addDays(from, index));
}

/** Where the weights of a range are read from: WEIGHT_AVERAGE_DAYS - 1 days before it, so its first day's average has its whole window. */
export function weightsFrom({ from }: DayRange): string {
  return addDays(from, 1 - WEIGHT_AVERAGE_DAYS);
}

export interface RangeErrors {
  from?: string;
  to?: string;
}

/**
 * A custom range as the API takes it: two real dates, the start not after the end, at most PROGRESS_DAYS_MAX days,
 * nothing after today. The shared range message goes on the end date, as the server puts it. Messages in the
 * current language.
 */
export function validateRange(from: string, to: string, today: string): RangeErrors {
  const day: DayRule = { today, afterToday: 'progress.notAfterToday' };
  const errors: RangeErrors = {};
  const fromProblem = dayProblem(from, day);
  const toProblem = dayProblem(to, day);
  if (fromProblem) errors.from = fromProblem;
  if (toProblem) errors.to = toProblem;
  if (!fromProblem && !toProblem) {
    const days = daysBetween(from, to) + 1;
    if (days < 1 || days > PROGRESS_DAYS_MAX) errors.to = formatMessage(PROGRESS_RANGE_MESSAGE);
  }
  return errors;
}
