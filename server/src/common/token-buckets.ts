import { Lru } from './lru';

interface Bucket {
  tokens: number;
  /** When `tokens` was last worked out (the clock's milliseconds). */
  at: number;
}

/**
 * A token bucket per key: each holds at most `burst` tokens and gains one every `refillMs`; taking one is allowed
 * while it has one. A key seen for the first time starts full, and so does one whose bucket left the LRU of `maxKeys`
 * (the memory stays bounded; only a caller with more keys than that could start afresh).
 */
export class TokenBuckets {
  private readonly buckets: Lru<Bucket>;

  constructor(
    private readonly burst: number,
    private readonly refillMs: number,
    maxKeys: number,
    // Monotonic: a change of the wall clock neither refills nor empties a bucket.
    private readonly now: () => number = () => performance.now(),
  ) {
    if (!(burst >= 1) || !(refillMs > 0) || !(maxKeys >= 1))
      throw new RangeError(`token buckets need burst ≥ 1, refillMs > 0 and maxKeys ≥ 1, not ${burst}, ${refillMs} and ${maxKeys}`);
    this.buckets = new Lru(maxKeys);
  }

  /** Takes a token from the key's bucket; false (and nothing taken) when it has none. */
  take(key: string): boolean {
    const now = this.now();
    const bucket = this.buckets.get(key);
    const tokens = bucket ? Math.min(this.burst, bucket.tokens + (now - bucket.at) / this.refillMs) : this.burst;
    const allowed = tokens >= 1;
    this.buckets.set(key, { tokens: allowed ? tokens - 1 : tokens, at: now });
    return allowed;
  }
}
