import { TokenBuckets } from './token-buckets';

describe('TokenBuckets', () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => {
    now = 1_000;
  });

  test('a burst, then one token a refill period', () => {
    const buckets = new TokenBuckets(3, 100, 10, clock);
    expect([1, 2, 3, 4].map(() => buckets.take('a'))).toEqual([true, true, true, false]);
    now += 99;
    expect(buckets.take('a')).toBe(false);
    now += 1;
    expect(buckets.take('a')).toBe(true);
    expect(buckets.take('a')).toBe(false);
    // Refusals take nothing: half a period, then the other half, make one token.
    now += 50;
    expect(buckets.take('a')).toBe(false);
    now += 50;
    expect(buckets.take('a')).toBe(true);
  });

  test('a bucket never holds more than its burst, however long it waits', () => {
    const buckets = new TokenBuckets(2, 100, 10, clock);
    buckets.take('a');
    now += 1_000_000;
    expect([1, 2, 3].map(() => buckets.take('a'))).toEqual([true, true, false]);
  });

  test('keys have buckets of their own', () => {
    const buckets = new TokenBuckets(1, 100, 10, clock);
    expect(buckets.take('a')).toBe(true);
    expect(buckets.take('a')).toBe(false);
    expect(buckets.take('b')).toBe(true);
  });

  test('at most maxKeys buckets are kept: the least recently used one starts full again', () => {
    const buckets = new TokenBuckets(1, 100, 2, clock);
    expect(buckets.take('a')).toBe(true);
    expect(buckets.take('b')).toBe(true);
    expect(buckets.take('a')).toBe(false);
    expect(buckets.take('c')).toBe(true); // 'b' leaves
    expect(buckets.take('a')).toBe(false);
    expect(buckets.take('b')).toBe(true);
  });

  test('refuses a burst, a period or a number of keys that is not one', () => {
    expect(() => new TokenBuckets(0, 100, 10)).toThrow(RangeError);
    expect(() => new TokenBuckets(1, 0, 10)).toThrow(RangeError);
    expect(() => new TokenBuckets(NaN, 100, 10)).toThrow(RangeError);
    // No buckets kept would be no budget at all.
    expect(() => new TokenBuckets(1, 100, 0)).toThrow(RangeError);
  });
});
