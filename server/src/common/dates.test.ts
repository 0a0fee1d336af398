import { addDays, daysBetween, formatPtBrDate, isIsoDate } from '@fitness-manager/shared';

describe('calendar days (shared)', () => {
  it.each([
    ['2026-03-01', -1, '2026-02-28'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2025-12-31', 1, '2026-01-01'],
    ['2026-10-31', 7, '2026-11-07'],
    ['2026-03-29', 0, '2026-03-29'],
  ])('%s plus %i days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it('counts whole days between two dates, across leap days and zone changes', () => {
    expect(daysBetween('2024-01-01', '2024-12-31')).toBe(365);
    expect(daysBetween('2026-03-08', '2026-03-01')).toBe(-7);
    expect(daysBetween('2026-10-01', '2026-11-01')).toBe(31);
  });

  it('knows real dates from look-alikes', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    for (const value of ['2025-02-29', '2026-13-01', '2026-1-01', '', null, 20260101]) expect(isIsoDate(value)).toBe(false);
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });

  it('writes a day the pt-BR way, and leaves anything else as it is', () => {
    expect(formatPtBrDate('2025-11-03')).toBe('03/11/2025');
    expect(formatPtBrDate('not a date')).toBe('not a date');
  });
});
