import { ipKeyGenerator } from 'express-rate-limit';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyAttemptsError } from '../common/errors';

/**
 * Sign-in and registration attempts per client address and minute, successful or not, on both doors together:
 * one address trying many accounts (password spraying, mass registration) is slowed down, which the per-account
 * limit (`SignInLimiter`) cannot see. In memory, per process. IPv6 addresses count per /56 (express-rate-limit's
 * `ipKeyGenerator`), since one client usually holds a whole /64 or more and could change address every attempt.
 */
export class ClientAttemptLimiter {
  private readonly attempts: RateLimiterMemory;

  constructor(readonly perMinute: number) {
    this.attempts = new RateLimiterMemory({ points: perMinute, duration: 60 });
  }

  async consume(clientAddress: string): Promise<void> {
    try {
      await this.attempts.consume(ipKeyGenerator(clientAddress));
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      throw new TooManyAttemptsError(
        rejection.msBeforeNext / 1000,
        'Too many sign-in attempts from this address. Try again in a minute.',
      );
    }
  }
}
