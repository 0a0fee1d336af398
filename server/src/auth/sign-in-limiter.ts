import { RateLimiterMemory } from 'rate-limiter-flexible';
import { TooManyAttemptsError } from '../common/errors';

export const MAX_FAILED_SIGN_INS = 10;
export const FAILED_SIGN_IN_WINDOW_SECONDS = 15 * 60;

/**
 * Counts failed sign-ins per account (lower-cased email): after 10 in 15 minutes, sign-ins for that
 * account are refused until the window passes. In memory, per process — enough for one server.
 */
export class SignInLimiter {
  private readonly failures = new RateLimiterMemory({ points: MAX_FAILED_SIGN_INS, duration: FAILED_SIGN_IN_WINDOW_SECONDS });

  async assertAllowed(key: string): Promise<void> {
    const state = await this.failures.get(key);
    if (state && state.consumedPoints >= MAX_FAILED_SIGN_INS) throw new TooManyAttemptsError(state.msBeforeNext / 1000);
  }

  async recordFailure(key: string): Promise<void> {
    // consume() rejects once the points are spent; the count is what matters here.
    await this.failures.consume(key).catch(() => undefined);
  }

  async reset(key: string): Promise<void> {
    await this.failures.delete(key);
  }
}
