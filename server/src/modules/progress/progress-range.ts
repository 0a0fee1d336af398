import { daysBetween, PROGRESS_DAYS_MAX, PROGRESS_RANGE_MESSAGE } from '@fitness-manager/shared';
import { ValidationError } from '../../common/errors';
import { assertDate } from '../meals/daily-meal.service';

/** A range of real dates, `from` not after `to`, at most PROGRESS_DAYS_MAX days: its length in days. */
export function assertRange(from: string, to: string): number {
  assertDate(from, 'from');
  assertDate(to, 'to');
  const days = daysBetween(from, to) + 1;
  if (days < 1 || days > PROGRESS_DAYS_MAX) throw new ValidationError({ to: [PROGRESS_RANGE_MESSAGE] });
  return days;
}
