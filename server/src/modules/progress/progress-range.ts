import { daysBetween, PROGRESS_DAYS_MAX, rangeMessage } from '@fitness-manager/shared';
import { ValidationError } from '../../common/errors';
import { assertDate } from '../meals/daily-meal.service';

/** A range of real dates, `from` not after `to`, at most `max` days: its length in days. */
export function assertRange(from: string, to: string, max = PROGRESS_DAYS_MAX): number {
  assertDate(from, 'from');
  assertDate(to, 'to');
  const days = daysBetween(from, to) + 1;
  if (days < 1 || days > max) throw new ValidationError({ to: [rangeMessage(max)] });
  return days;
}
