import { readDecimalMarks } from '@fitness-manager/shared';
import { describe, expect, it } from 'vitest';
import { formatDecimal, parseDecimal, toApiDecimal } from './decimal';
import { unitLabel } from './units';

describe('formatDecimal', () => {
  it.each([
    ['1234.5', '1234,5'],
    ['100', '100'],
    ['100.000', '100'],
    ['0.25', '0,25'],
    ['23.9', '23,9'],
    ['1234567.891', '1234567,891'],
    ['999999999.999', '999999999,999'],
    ['0', '0'],
    ['2.34567', '2,346'],
    ['-0.0001', '0'],
  ])('%s → %s', (value, expected) => {
    expect(formatDecimal(value)).toBe(expected);
  });

  it('takes numbers, and gives empty text for nothing', () => {
    expect(formatDecimal(12.5)).toBe('12,5');
    expect(formatDecimal(null)).toBe('');
    expect(formatDecimal(undefined)).toBe('');
    expect(formatDecimal('')).toBe('');
  });

  it('leaves text that is not a number as it is', () => {
    expect(formatDecimal('abc')).toBe('abc');
  });

  it('has a configurable scale', () => {
    expect(formatDecimal('12.6', 0)).toBe('13');
  });
});

describe('toApiDecimal', () => {
  it.each([
    ['1,5', '1.5'],
    ['100', '100'],
    ['12,', '12'],
    [',5', '0.5'],
    ['1.5', '1.5'],
    [' 3,250 ', '3.250'],
    ['', ''],
    // a thousands separator is dropped, in either convention; marks that read as no one number stay no number
    ['1.234,5', '1234.5'],
    ['1,234.5', '1234.5'],
    ['1.234.567', '1234567'],
    ['1.23,5', '1.23.5'],
  ])('%j → %j', (value, expected) => {
    expect(toApiDecimal(value)).toBe(expected);
  });

  it('reads typed amounts as numbers', () => {
    expect(parseDecimal('1,5')).toBe(1.5);
    expect(parseDecimal('')).toBeNaN();
    expect(parseDecimal('1.234,5')).toBe(1234.5);
    expect(parseDecimal('1.23,5')).toBeNaN();
  });
});

describe("readDecimalMarks, the shared rule for a number's marks", () => {
  it.each([
    ['1,5', '1,5'],
    ['1.5', '1,5'],
    ['1.234', '1,234'],
    ['1234', '1234'],
    ['1.234,5', '1234,5'],
    ['1,234.5', '1234,5'],
    ['1.234.567,25', '1234567,25'],
    ['1,234,567', '1234567'],
    ['1 234,5', '1234,5'],
    ['1\u202f234,5', '1234,5'],
    ['-1.234,5', '-1234,5'],
    ['1.234,', '1234,'],
    ['12a', '12a'],
    ['', ''],
    ['1.23,5', null],
    ['1234.567,5', null],
    ['1,2,3', null],
    ['1.234.', null],
    ['1,234,5', null],
    ['1.2,3.4', null],
  ])('%j → %j', (text, expected) => {
    expect(readDecimalMarks(text)).toBe(expected);
  });
});

describe('unitLabel', () => {
  it('shows g, ml and un.', () => {
    expect(unitLabel('G')).toBe('g');
    expect(unitLabel('ML')).toBe('ml');
    expect(unitLabel('UN')).toBe('un.');
    expect(unitLabel(null)).toBe('');
  });
});
