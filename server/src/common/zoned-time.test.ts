import v8 from 'node:v8';
import vm from 'node:vm';
import { ValidationError } from './errors';
import { assertTimeZone, isTimeZone, keptZoneFormatters, wallClock, zonedInstant } from './zoned-time';

/** Every upper/lower-case spelling of `name` (2^letters of them), the first `count`. */
function spellings(name: string, count: number): string[] {
  const letters = [...name].map((char, index) => (char.toLowerCase() !== char.toUpperCase() ? index : -1)).filter((i) => i >= 0);
  return Array.from({ length: count }, (_, n) =>
    [...name].map((char, index) => (((n >> letters.indexOf(index)) & 1) === 1 ? char.toUpperCase() : char.toLowerCase())).join(''),
  );
}

describe('time zones', () => {
  test('any spelling of a zone is that zone, answered by its canonical name', () => {
    expect(assertTimeZone('America/Sao_Paulo')).toBe('America/Sao_Paulo');
    expect(assertTimeZone('america/sao_paulo')).toBe('America/Sao_Paulo');
    expect(assertTimeZone('UTC')).toBe('UTC');
    expect(isTimeZone('AMERICA/SAO_PAULO')).toBe(true);
    const instant = new Date('2026-11-26T15:00:00Z');
    expect(wallClock(instant, 'aMeRiCa/SaO_pAuLo')).toEqual(wallClock(instant, 'America/Sao_Paulo'));
    expect(zonedInstant(2026, 11, 26, 12, 0, 0, 'america/sao_paulo')).toEqual(instant);
  });

  test('what is not a zone is refused on timeZone', () => {
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(() => assertTimeZone('Mars/Olympus_Mons')).toThrow(ValidationError);
  });

  test('a spelling that came as a slice of a large request does not keep the request alive', () => {
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    const variants = spellings('America/Sao_Paulo', 60);
    gc();
    const before = process.memoryUsage().heapUsed;
    for (const variant of variants) {
      // As graphql-js's lexer makes a string literal: a slice of the whole query text (here 1 MB each, read from bytes
      // as a request body is: one flat string, not a concatenation whose first part V8 would slice instead).
      const body = Buffer.from(`${variant}${' '.repeat(1_000_000)}`).toString();
      expect(isTimeZone(body.slice(0, variant.length))).toBe(true);
    }
    gc();
    // Kept slices would hold 60 MB; the cache itself is a few KB.
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(20 * 2 ** 20);
  });

  test('one formatter is kept per zone, however many spellings arrive', () => {
    assertTimeZone('America/Argentina/ComodRivadavia');
    const before = keptZoneFormatters();
    for (const spelling of spellings('America/Argentina/ComodRivadavia', 2_000)) expect(isTimeZone(spelling)).toBe(true);
    expect(keptZoneFormatters()).toBe(before);
  });
});
