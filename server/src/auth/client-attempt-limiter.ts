import { message } from '@fitness-manager/shared';
import { TooManyAttemptsError } from '../common/errors';
import type { WriteLock } from '../db/write-lock';
import { noteSignInRefusal } from '../observability/request-context';
import { addressGroup, counterKey, type AttemptCounters } from './attempt-counters';

/**
 * Sign-in and registration attempts per client address and minute, successful or not, on both doors together:
 * one address trying many accounts (password spraying, mass registration) is slowed down, which the per-account
 * limit (`SignInLimiter`) cannot see. Counted in the database (`AttemptCounters`), so replicas share the budget.
 * Its callers (signing in, registering) hold no write lock: the count takes it for its own statement.
 */
export class ClientAttemptLimiter {
  constructor(
    private readonly counters: AttemptCounters,
    readonly perMinute: number,
    private readonly lock: WriteLock,
  ) {}

  async consume(clientAddress: string): Promise<void> {
    const key = counterKey('address', addressGroup(clientAddress));
    const attempts = await this.lock.exclusive(() => this.counters.increment(key, 60));
    if (attempts.hits <= this.perMinute) return;
    noteSignInRefusal('address');
    throw new TooManyAttemptsError(attempts.msLeft / 1000, message('server.tooManyAttemptsFromAddress'));
  }
}
