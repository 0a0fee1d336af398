import type { EntityManager } from 'typeorm';
import { TooManyAttemptsError } from '../common/errors';
import { noteSignInRefusal } from '../observability/request-context';
import { addressGroup, counterKey, type AttemptCounters } from './attempt-counters';

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

/** An attempt let through to its password check, counted as a failure until `succeeded` takes it back. */
export interface Admission {
  account: SignInAccount;
  clientAddress: string;
  /** The window of the account's counter the attempt was counted in. */
  accountWindow: number;
}

/**
 * Failed sign-ins per account and client address (docs/security.md, "Sign-in limits"). One address that fails 10
 * times for an account in 15 minutes is refused for that account until its window ends, the right password
 * included, while the account's owner signs in from anywhere else: guessing is stopped without handing anyone a
 * way to lock the owner out. Against guessing spread over many addresses, once an account has 100 failures in its
 * window only addresses with no failure for it may try (one guess each); the owner still gets in from an address
 * that has not failed.
 *
 * Every attempt is counted as a failure, on both counters, before its password is checked, and only a right
 * password takes the count back (`succeeded`): a wrong password needs no write after its check, so no database
 * trouble after the check (a lock wait that times out, a dropped connection) can leave a checked guess uncounted.
 * When the counting itself fails, the attempt is refused (busy) and never checked.
 */
export class SignInLimiter {
  constructor(private readonly counters: AttemptCounters) {}

  /**
   * Counts the attempt before its password is checked, so concurrent guesses cannot all pass one check; throws
   * TooManyAttemptsError when this address may not try this account now. On a right password, follow with
   * `succeeded`; a wrong one stays counted (nothing to do).
   */
  async admit(account: SignInAccount, clientAddress: string): Promise<Admission> {
    const attempts = await this.counters.increment(pairKey(account, clientAddress), FAILURE_WINDOW_SECONDS);
    if (attempts.hits > FAILURES_PER_ADDRESS) refuse(attempts.msLeft);
    const tried = await this.counters.increment(accountKey(account), FAILURE_WINDOW_SECONDS);
    // The account's failures before this attempt (attempts still being checked count as failures until proven right).
    const underSpreadAttack = tried.hits - 1 >= ACCOUNT_FAILURE_CEILING;
    // An address's first try is always checked; under a spread attack, only that one.
    if (underSpreadAttack && attempts.hits > 1) {
      // Refused, so not a failure: over the ceiling one more changes nothing, but a right password's take-back could
      // otherwise leave the account over it with fewer than 100 failures.
      await this.counters.uncount(accountKey(account), tried.window);
      refuse(Math.min(attempts.msLeft, tried.msLeft));
    }
    return { account, clientAddress, accountWindow: tried.window };
  }

  /**
   * The account is gone (deleted): its failures and this address's attempts for it go too, in the caller's
   * transaction. Its counters for other addresses are keyed by a hash of account and address: they name no one and
   * are deleted with their window (housekeeping).
   */
  async forget(account: SignInAccount, clientAddress: string, manager: EntityManager): Promise<void> {
    await this.counters.delete([accountKey(account), pairKey(account, clientAddress)], manager);
  }

  /**
   * The right password: the attempt was no failure (the account's count takes it back, if its window is still the one
   * it was counted in) and this address starts afresh for the account. Two statements; should they fail, the
   * attempt stays counted as a failure.
   */
  async succeeded({ account, clientAddress, accountWindow }: Admission): Promise<void> {
    await this.counters.delete(pairKey(account, clientAddress));
    await this.counters.uncount(accountKey(account), accountWindow);
  }
}

function refuse(msLeft: number): never {
  noteSignInRefusal('account');
  throw new TooManyAttemptsError(msLeft / 1000);
}

const accountKey = (account: SignInAccount) => counterKey('account', account);
const pairKey = (account: SignInAccount, clientAddress: string) => counterKey('pair', account, addressGroup(clientAddress));
