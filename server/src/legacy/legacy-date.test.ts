import { ValidationError } from '../common/errors';
import { decodeLegacyClientMonth, readLegacyDate } from './legacy-date';

describe('decodeLegacyClientMonth (difference 5)', () => {
  // Every value the old client can send: the zero-based month with "1" appended.
  it.each([
    ['01', 1],
    ['11', 2],
    ['21', 3],
    ['31', 4],
    ['41', 5],
    ['51', 6],
    ['61', 7],
    ['71', 8],
    ['81', 9],
    ['91', 10],
    ['101', 11],
    ['111', 12],
  ])('decodes the client value %p to month %p', (raw, month) => {
    expect(decodeLegacyClientMonth(raw)).toBe(month);
  });

  it.each([
    ['1', 1],
    ['3', 3],
    ['9', 9],
    ['10', 10],
    ['12', 12],
    ['02', 2],
    ['001', 1], // "00" + "1": zero-based 0
  ])('reads the plain value %p as month %p', (raw, month) => {
    expect(decodeLegacyClientMonth(raw)).toBe(month);
  });

  it.each(['', '0', '00', '13', '20', '121', '131', '1001', '-1', '-11', '+31', ' 31', '3.1', '2.0', 'a1', 'abc', '1e1'])(
    'refuses %p',
    (raw) => {
      expect(decodeLegacyClientMonth(raw)).toBeUndefined();
    },
  );
});

describe('readLegacyDate', () => {
  const messages = (fn: () => unknown): string[] => {
    try {
      fn();
    } catch (error) {
      if (error instanceof ValidationError) return error.messages;
      throw error;
    }
    throw new Error('expected a ValidationError');
  };

  it('builds an ISO date from a plain 1-based month', () => {
    expect(readLegacyDate({ day: '5', month: '3', year: '2021' })).toBe('2021-03-05');
    expect(readLegacyDate({ day: '31', month: '12', year: '2020' })).toBe('2020-12-31');
    expect(readLegacyDate({ day: '29', month: '02', year: '2024' })).toBe('2024-02-29');
  });

  it('never decodes the month unless asked: plain "11" is November, "21" is invalid', () => {
    expect(readLegacyDate({ day: '5', month: '11', year: '2021' })).toBe('2021-11-05');
    expect(messages(() => readLegacyDate({ day: '5', month: '21', year: '2021' }))).toEqual(["Must be a month from 1 to 12, got '21'."]);
  });

  it('decodes the legacy client month when asked', () => {
    expect(readLegacyDate({ day: '5', month: '11', year: '2021' }, 'legacy-client')).toBe('2021-02-05');
    expect(readLegacyDate({ day: '31', month: '111', year: '2021' }, 'legacy-client')).toBe('2021-12-31');
    expect(readLegacyDate({ day: '5', month: '12', year: '2021' }, 'legacy-client')).toBe('2021-12-05');
  });

  it('refuses impossible dates', () => {
    expect(messages(() => readLegacyDate({ day: '31', month: '2', year: '2021' }))).toEqual(['31/2/2021 is not a valid date.']);
    expect(messages(() => readLegacyDate({ day: '29', month: '2', year: '2021' }))).toEqual(['29/2/2021 is not a valid date.']);
    // "31" from the old client is April, which has no 31st.
    expect(messages(() => readLegacyDate({ day: '31', month: '31', year: '2021' }, 'legacy-client'))).toEqual([
      '31/4/2021 is not a valid date.',
    ]);
  });

  it('refuses missing, repeated and malformed parts, naming each', () => {
    expect(messages(() => readLegacyDate({}))).toEqual([
      'Required query parameter.',
      'Required query parameter.',
      'Required query parameter.',
    ]);
    expect(messages(() => readLegacyDate({ day: '0', month: '13', year: '21' }))).toEqual([
      "Must be a day from 1 to 31, got '0'.",
      "Must be a month from 1 to 12, got '13'.",
      "Must be a year from 1000 to 9999, got '21'.",
    ]);
    expect(messages(() => readLegacyDate({ day: ['1', '2'], month: '1', year: '2021' }))).toEqual(['Give it once, as a whole number.']);
    expect(messages(() => readLegacyDate({ day: '1.5', month: 'x', year: '2021' }))).toHaveLength(2);
  });
});
