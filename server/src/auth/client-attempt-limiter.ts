import { message } from '@fitness-manager/shared';
import { TooManyAttemptsError } from '../common/errors';
import { noteSignInRefusal } from '../observability/request-context';
import { addressGroup, counterKey, type AttemptCounters } from './attempt-counters';

/**
 * Sign-in and registration attempts per client address and minute, successful or not, on both doors together:
 * one address trying many accounts (password spraying, mass registration) is slowed down, which the per-account
 * limit (`SignInLimiter`) cannot see. Counted in the database (`AttemptCounters`), so replicas share the budget.
 */
export class ClientAttemptLimiter {
  constructor(
    private readonly counters: AttemptCounters,
    readonly perMinute: number,
  ) {}

  async consume(clientAddress: string): Promise<void> {
    const attempts = await this.counters.increment(counterKey('address', addressGroup(clientAddress)), 60);
    if (attempts.hits <= this.perMinute) return;
    noteSignInRefusal('address');
    throw new TooManyAttemptsError(attempts.msLeft / 1000, message('server.tooManyAttemptsFromAddress'));
  }
}
