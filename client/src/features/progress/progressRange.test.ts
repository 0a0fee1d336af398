import { addDays } from '@fitness-manager/shared';
import { describe, expect, it } from 'vitest';
import { daysOf, lastDays, validateRange, weightsFrom } from './progressRange';

const NOT_AFTER_TODAY_MESSAGE = 'Choose a date up to today.';
const PROGRESS_RANGE_MESSAGE = 'Choose a range of 1 to 366 days, the start not after the end.';

const TODAY = '2026-03-10';

describe('progress ranges', () => {
  it('ends the last N days today and lists every day', () => {
    expect(lastDays(TODAY, 7)).toEqual({ from: '2026-03-04', to: TODAY });
    expect(lastDays('2026-03-01', 30)).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(daysOf({ from: '2026-02-27', to: '2026-03-02' })).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it('reads the weights from 6 days before the range, the longest range included', () => {
    expect(weightsFrom({ from: '2026-03-04', to: TODAY })).toBe('2026-02-26');
    // The longest range too: the API reads a range's weights with the 6 days before it.
    expect(weightsFrom(lastDays(TODAY, 366))).toBe(addDays(lastDays(TODAY, 366).from, -6));
  });

  it('takes 1 to 366 days up to today, the start not after the end', () => {
    expect(validateRange(TODAY, TODAY, TODAY)).toEqual({});
    expect(validateRange(lastDays(TODAY, 366).from, TODAY, TODAY)).toEqual({});
    expect(validateRange(lastDays(TODAY, 367).from, TODAY, TODAY)).toEqual({ to: PROGRESS_RANGE_MESSAGE });
    expect(validateRange('2026-03-05', '2026-03-04', TODAY)).toEqual({ to: PROGRESS_RANGE_MESSAGE });
    expect(validateRange('2026-03-05', '2026-03-11', TODAY)).toEqual({ to: NOT_AFTER_TODAY_MESSAGE });
    expect(validateRange('2026-03-11', '2026-03-12', TODAY)).toEqual({ from: NOT_AFTER_TODAY_MESSAGE, to: NOT_AFTER_TODAY_MESSAGE });
    // Empty, or typed but no real day (the fields take dd/mm/yyyy text).
    expect(validateRange('', '31/02/2026', TODAY)).toEqual({ from: 'Required field.', to: 'Type a date as dd/mm/yyyy.' });
  });
});
