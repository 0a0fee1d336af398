/** The DECIMAL fast paths give exactly what decimal.js gave (docs/performance.md › Decimals). */
import { Decimal } from 'decimal.js';
import { decimalFromDatabase, isCanonicalDecimal } from './decimal';
import { mulberry32 } from '../../test/seeded-random';

/** What the transformer did before the fast path: decimal.js for every value. */
const viaDecimal = (value: string | number, scale: number) => new Decimal(value).toDecimalPlaces(scale, Decimal.ROUND_HALF_UP).toString();

/** A deterministic pseudo-random sequence (test/seeded-random.ts). */
const random = mulberry32;

const EDGES: (string | number)[] = [
  '0.000',
  '-0.000',
  '0.001',
  '-0.001',
  '100.000',
  '42.500',
  '-12.340',
  '999999999.999',
  '-999999999.999',
  '7',
  '0',
  '-0',
  '00.500',
  '007.5',
  '+5',
  '.5',
  '5.',
  '1.23456',
  '-1.0005',
  '123456789012345678901',
  '1234567890123456789012',
  '1e3',
  '-7.000',
  '-',
  '-.5',
  '12.3a',
  '1 ',
  ' 1',
  '1.2.3',
  '0.0',
  '-0.500',
  '12345678901234567890.125',
  '1234567890123456789012.5',
  0,
  -0,
  1,
  -1,
  42.5,
  0.1,
  0.001,
  -0.001,
  1.005,
  0.1 + 0.2,
  999999999.999,
  1e21,
  1e20,
  123456789012345680000,
  1e-7,
  5e-4,
  Number.MAX_SAFE_INTEGER,
  2 ** 60,
];

describe('decimalFromDatabase', () => {
  it.each([1, 3])('gives what decimal.js gives for the edge cases (scale %i)', (scale) => {
    // Text that is no number at all is refused as decimal.js refuses it.
    const outcome = (work: () => string) => {
      try {
        return work();
      } catch (error) {
        return `throws ${(error as Error).message}`;
      }
    };
    for (const value of EDGES)
      expect([value, outcome(() => decimalFromDatabase(value, scale))]).toEqual([value, outcome(() => viaDecimal(value, scale))]);
  });

  it.each([1, 3])('gives what decimal.js gives for 20,000 values as mysql2 and SQLite give them (scale %i)', (scale) => {
    const next = random(scale);
    const differing: [string | number, string, string][] = [];
    for (let i = 0; i < 20_000; i++) {
      const magnitude = 10 ** Math.floor(next() * 10);
      const thousandths = Math.floor(next() * magnitude * 1000) * (next() < 0.2 ? -1 : 1);
      const digits = Math.floor(next() * 5);
      const text = (thousandths / 1000).toFixed(digits); // mysql2's form at `digits` places, sometimes more than `scale`
      const number = thousandths / 1000; // what SQLite gives for a stored amount
      for (const value of [text, number]) {
        const fast = decimalFromDatabase(value, scale);
        const slow = viaDecimal(value, scale);
        if (fast !== slow) differing.push([value, fast, slow]);
      }
    }
    expect(differing).toEqual([]);
  });
});

describe('isCanonicalDecimal', () => {
  it('holds only for text decimal.js prints unchanged', () => {
    const next = random(7);
    const alphabet = ['0', '1', '5', '9', '.', '-', 'e', '+'];
    let canonical = 0;
    for (let i = 0; i < 50_000; i++) {
      const text = Array.from({ length: 1 + Math.floor(next() * 9) }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
      if (!isCanonicalDecimal(text)) continue;
      canonical += 1;
      expect([text, new Decimal(text).toString()]).toEqual([text, text]);
    }
    expect(canonical).toBeGreaterThan(1_000);
    for (const text of ['12.5', '0', '-0.001', '100', '999999999999999999999', '0.000001'])
      expect([text, isCanonicalDecimal(text)]).toEqual([text, true]);
    for (const text of ['-0', '1.50', '01', '1e3', '1000000000000000000000', '0.0000001', '.5', '5.', '+5', ' 5', 'NaN'])
      expect([text, isCanonicalDecimal(text)]).toEqual([text, false]);
  });
});
