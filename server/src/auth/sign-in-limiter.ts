import type { EntityManager } from 'typeorm';
import { TooManyAttemptsError } from '../common/errors';
import { noteSignInRefusal } from '../observability/request-context';
import { addressGroup, counterKey, type AttemptCounters, type WindowCount } from './attempt-counters';

/** Failed sign-ins one client address may have for one account per window. */
export const FAILURES_PER_ADDRESS = 10;
/** Failed sign-ins of one account, from all addresses together, after which only addresses that have not failed may try. */
export const ACCOUNT_FAILURE_CEILING = 100;
export const FAILURE_WINDOW_SECONDS = 15 * 60;

/**
 * The account a sign-in is for, as the database compares emails: `user:<id>` for an account, or for an email with
 * no account `email:<its comparison key>` (counted exactly like an account, so the limit does not reveal which
 * emails exist). UserService builds it.
 */
export type SignInAccount = string;

/**
 * Failed sign-ins per account and client address (docs/security.md, "Sign-in limits"). One address that fails 10
 * times for an account in 15 minutes is refused for that account until its window ends, the right password
 * included, while the account's owner signs in from anywhere else: guessing is stopped without handing anyone a
 * way to lock the owner out. Against guessing spread over many addresses, once an account has 100 failures in its
 * window only addresses with no failure for it may try (one guess each); the owner still gets in from an address
 * that has not failed.
 */
export class SignInLimiter {
  constructor(private readonly counters: AttemptCounters) {}

  /**
   * Counts the attempt before its password is checked, so concurrent guesses cannot all pass one check; throws
   * TooManyAttemptsError when this address may not try this account now. Follow with `failed` or `succeeded`.
   */
  async admit(account: SignInAccount, clientAddress: string): Promise<void> {
    const attempts = await this.counters.increment(pairKey(account, clientAddress), FAILURE_WINDOW_SECONDS);
    if (attempts.hits === 1) return; // an address's first try is always checked
    const failures = (await this.counters.read([accountKey(account)])).get(accountKey(account));
    const underSpreadAttack = failures !== undefined && failures.hits >= ACCOUNT_FAILURE_CEILING;
    if (attempts.hits <= (underSpreadAttack ? 1 : FAILURES_PER_ADDRESS)) return;
    noteSignInRefusal('account');
    throw new TooManyAttemptsError(secondsUntilFree(attempts, underSpreadAttack ? failures : undefined));
  }

  /** The password was wrong (or the email unknown): the attempt stays counted for the address, and the account counts it. */
  async failed(account: SignInAccount): Promise<void> {
    await this.counters.increment(accountKey(account), FAILURE_WINDOW_SECONDS);
  }

  /**
   * The account is gone (deleted): its failures and this address's attempts for it go too, in the caller's
   * transaction. Its counters for other addresses are keyed by a hash of account and address: they name no one and
   * are deleted with their window (housekeeping).
   */
  async forget(account: SignInAccount, clientAddress: string, manager: EntityManager): Promise<void> {
    await this.counters.delete([accountKey(account), pairKey(account, clientAddress)], manager);
  }

  /** The right password: this address starts afresh for the account (the account's own count stays). */
  async succeeded(account: SignInAccount, clientAddress: string): Promise<void> {
    await this.counters.delete(pairKey(account, clientAddress));
  }
}

const accountKey = (account: SignInAccount) => counterKey('account', account);
const pairKey = (account: SignInAccount, clientAddress: string) => counterKey('pair', account, addressGroup(clientAddress));

/** Until the address's window ends, or, when refused for the account's ceiling, until either window ends. */
function secondsUntilFree(attempts: WindowCount, accountFailures?: WindowCount): number {
  const ms = accountFailures && attempts.hits <= FAILURES_PER_ADDRESS ? Math.min(attempts.msLeft, accountFailures.msLeft) : attempts.msLeft;
  return ms / 1000;
}
