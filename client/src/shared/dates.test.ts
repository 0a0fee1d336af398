import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, formatPtBrDate, fromIsoDate, isIsoDate, localToday, parsePtBrDate, toIsoDate } from './dates';

const originalTimeZone = process.env.TZ;

afterEach(() => {
  vi.useRealTimers();
  process.env.TZ = originalTimeZone;
});

describe('dates', () => {
  it('formats days in pt-BR (dd/mm/yyyy)', () => {
    expect(formatPtBrDate('2025-11-03')).toBe('03/11/2025');
    expect(formatPtBrDate('1999-12-31')).toBe('31/12/1999');
  });

  it('reads a day typed dd/mm/yyyy (leading zeros optional) back to YYYY-MM-DD, and nothing else', () => {
    expect(parsePtBrDate('03/11/2025')).toBe('2025-11-03');
    expect(parsePtBrDate(' 3/11/2025 ')).toBe('2025-11-03');
    expect(parsePtBrDate('29/02/2024')).toBe('2024-02-29');
    expect(parsePtBrDate('29/02/2023')).toBeNull();
    expect(parsePtBrDate('11/13/2025')).toBeNull();
    expect(parsePtBrDate('3/11/25')).toBeNull();
    expect(parsePtBrDate('2025-11-03')).toBeNull();
    expect(parsePtBrDate('')).toBeNull();
    expect(parsePtBrDate(formatPtBrDate('1999-12-31'))).toBe('1999-12-31');
  });

  it("reads a day typed with a phone's digits-only keypad (ddmmyyyy) or with '.' or '-' between day, month and year", () => {
    expect(parsePtBrDate('03112025')).toBe('2025-11-03');
    expect(parsePtBrDate(' 29022024 ')).toBe('2024-02-29');
    expect(parsePtBrDate('03.11.2025')).toBe('2025-11-03');
    expect(parsePtBrDate('3.11.2025')).toBe('2025-11-03');
    expect(parsePtBrDate('03-11-2025')).toBe('2025-11-03');
    expect(parsePtBrDate('3-1-2025')).toBe('2025-01-03');
    // Still day first, a real day, one separator, 8 digits exactly.
    expect(parsePtBrDate('29022023')).toBeNull();
    expect(parsePtBrDate('11132025')).toBeNull();
    expect(parsePtBrDate('3112025')).toBeNull();
    expect(parsePtBrDate('031120255')).toBeNull();
    expect(parsePtBrDate('03/11-2025')).toBeNull();
    expect(parsePtBrDate('03 11 2025')).toBeNull();
  });

  it("refuses a day written the API's way, YYYY-MM-DD (the product writes dd/mm/yyyy)", () => {
    expect(parsePtBrDate('2025-11-03')).toBeNull();
    expect(parsePtBrDate('2025/11/03')).toBeNull();
    expect(parsePtBrDate('20251103')).toBeNull();
    // Year first in eight digits would read as a day of the year 312: no day before 1900.
    expect(parsePtBrDate('20110312')).toBeNull();
    expect(parsePtBrDate('31/12/1899')).toBeNull();
    expect(parsePtBrDate('01/01/1900')).toBe('1900-01-01');
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2025-11-30', 1)).toBe('2025-12-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
  });

  it('recognises real days only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2025-13-01')).toBe(false);
    expect(isIsoDate('3/11/2025')).toBe(false);
    expect(isIsoDate(null)).toBe(false);
  });

  it('round-trips a day through a local Date', () => {
    expect(toIsoDate(fromIsoDate('2025-10-19'))).toBe('2025-10-19');
  });

  it("takes today from the browser's local date, not UTC", () => {
    process.env.TZ = 'America/Sao_Paulo';
    vi.useFakeTimers({ toFake: ['Date'] });
    // 01:30 UTC on 3 November is still 22:30 on 2 November in São Paulo
    vi.setSystemTime(new Date('2025-11-03T01:30:00Z'));
    expect(localToday()).toBe('2025-11-02');
    expect(new Date().toISOString().slice(0, 10)).toBe('2025-11-03');
  });
});
