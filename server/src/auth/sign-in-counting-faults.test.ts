/**
 * A sign-in's counting must not be cheaper for a guesser when the database is slow (docs/security.md, "Sign-in
 * limits"). Until this version a wrong password was counted for the account by a write after its check; when that
 * write timed out (InnoDB's lock wait, SQLite's write lock), the guess had been checked and answered (a 503 after a
 * check that a right password would have passed with a token) but never counted. Now every attempt is counted as a
 * failure before its check and only a right password writes after it (to take the count back).
 *
 * The timeouts are injected, never waited for: a subscriber refuses chosen statements on `sign_in_counters` with the
 * error the database gives after its wait (MySQL/MariaDB's 1205 lock wait timeout; on SQLite the write lock's
 * refusal). Addresses come from X-Forwarded-For (the server trusts loopback).
 */
import argon2 from 'argon2';
import { QueryFailedError, type EntitySubscriberInterface } from 'typeorm';
import type { BeforeQueryEvent } from 'typeorm/subscriber/event/QueryEvent';
import { countQueries } from '../../test/query-counter';
import { GRAPHQL_REFUSED, graphqlSignIn, LEGACY_REFUSED, legacySignIn, storedHits } from '../../test/sign-in';
import { testDialect } from '../../test/test-database';
import { LOGIN, signUp, startTestServer, type TestServer } from '../../test/test-server';
import { WriteLockTimeoutError } from '../db/write-lock';
import { addressGroup, counterKey } from './attempt-counters';
import { ACCOUNT_FAILURE_CEILING, FAILURE_WINDOW_SECONDS } from './sign-in-limiter';

const CHANGE_PASSWORD = `mutation($currentPassword: String!, $newPassword: String!) {
  changePassword(currentPassword: $currentPassword, newPassword: $newPassword) { accessToken }
}`;
const UNAUTHENTICATED = { code: 'UNAUTHENTICATED', message: 'Invalid email or password.' };
const LEGACY_WRONG_PASSWORD = { status: 400, body: { error: 'invalid_grant', error_description: 'Bad credentials' }, retryAfter: null };
const GRAPHQL_BUSY = { code: 'SERVICE_UNAVAILABLE', message: expect.any(String) };
const LEGACY_BUSY = { status: 503, body: { errors: [expect.any(String)] }, retryAfter: '5' };

/** The error a counter's write gets once the database gave up waiting for it. */
const timedOut = (event: BeforeQueryEvent<unknown>) =>
  testDialect === 'mysql'
    ? new QueryFailedError(
        event.query,
        event.parameters,
        Object.assign(new Error('Lock wait timeout exceeded; try restarting transaction'), { errno: 1205, code: 'ER_LOCK_WAIT_TIMEOUT' }),
      )
    : new WriteLockTimeoutError();

/** Which writes on `sign_in_counters` time out: after the password check began, or those of one counter kind. */
const faults = { afterCheck: false, kind: null as null | 'account' };
/** Whether a password check (argon2.verify) has begun since the last `reset`, and how many began. */
const checks = { begun: false, count: 0 };
/** Statements sent after a password check began. */
const afterCheckStatements: string[] = [];
const reset = () => {
  faults.afterCheck = false;
  faults.kind = null;
  checks.begun = false;
  checks.count = 0;
  afterCheckStatements.length = 0;
};

const faultInjector: EntitySubscriberInterface = {
  beforeQuery(event) {
    if (checks.begun) afterCheckStatements.push(event.query);
    if (!/^\s*(INSERT|UPDATE|DELETE)\b[\s\S]*\bsign_in_counters\b/.test(event.query)) return;
    const keys = (event.parameters ?? []).filter((value): value is string => typeof value === 'string');
    if ((faults.afterCheck && checks.begun) || (faults.kind && keys.some((key) => key.startsWith(`${faults.kind}:`))))
      throw timedOut(event);
  },
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ trustProxy: 'loopback' });
  server.services.dataSource.subscribers.push(faultInjector);
  const realVerify = argon2.verify.bind(argon2);
  jest.spyOn(argon2, 'verify').mockImplementation(async (...args: Parameters<typeof argon2.verify>) => {
    checks.begun = true;
    checks.count += 1;
    return realVerify(...args);
  });
});
beforeEach(reset);
afterAll(async () => {
  jest.restoreAllMocks();
  await server.close();
});

let nextAddress = 0;
/** A client address no earlier test has used. */
const freshAddress = () => `198.51.100.${++nextAddress}`;

const accountFailures = (userId: number) => storedHits(server.services.dataSource, counterKey('account', `user:${userId}`));
const addressAttempts = (userId: number, from: string) =>
  storedHits(server.services.dataSource, counterKey('pair', `user:${userId}`, addressGroup(from)));

describe(`sign-in counting when the database times out (${testDialect})`, () => {
  it('counts every wrong password although each write after its check times out: ten answered, the eleventh refused', async () => {
    const { user, input } = await signUp(server);
    const guesser = freshAddress();
    for (let i = 0; i < 5; i++) {
      reset();
      faults.afterCheck = true;
      expect(await graphqlSignIn(server, input.email, `guess ${i}`, guesser)).toEqual(UNAUTHENTICATED);
      reset();
      faults.afterCheck = true;
      expect(await legacySignIn(server, input.email, `guess ${i}`, guesser)).toEqual(LEGACY_WRONG_PASSWORD);
    }
    reset();
    expect(await accountFailures(user.id)).toBe(10);
    expect(await addressAttempts(user.id, guesser)).toBe(10);
    expect(await graphqlSignIn(server, input.email, input.password, guesser)).toEqual(GRAPHQL_REFUSED);
    expect(await legacySignIn(server, input.email, input.password, guesser)).toEqual(LEGACY_REFUSED);
    expect(checks.count).toBe(0);
  });

  it('sends no statement after a wrong password is checked, on either door', async () => {
    const { input } = await signUp(server);
    reset();
    expect(await graphqlSignIn(server, input.email, 'wrong', freshAddress())).toEqual(UNAUTHENTICATED);
    expect(checks.count).toBe(1);
    expect(afterCheckStatements).toEqual([]);
    reset();
    expect(await legacySignIn(server, input.email, 'wrong', freshAddress())).toEqual(LEGACY_WRONG_PASSWORD);
    expect(afterCheckStatements).toEqual([]);
    // An unknown email is counted and answered the same way.
    reset();
    expect(await graphqlSignIn(server, `nobody-${process.pid}@example.com`, 'wrong', freshAddress())).toEqual(UNAUTHENTICATED);
    expect(checks.count).toBe(1);
    expect(afterCheckStatements).toEqual([]);
  });

  it('keeps a right password counted as a failure when taking it back times out: busy, no token', async () => {
    const { user, input } = await signUp(server);
    const owner = freshAddress();
    reset();
    faults.afterCheck = true;
    expect(await graphqlSignIn(server, input.email, input.password, owner)).toEqual(GRAPHQL_BUSY);
    reset();
    faults.afterCheck = true;
    expect(await legacySignIn(server, input.email, input.password, owner)).toEqual(LEGACY_BUSY);
    reset();
    expect(await accountFailures(user.id)).toBe(2);
    expect(await addressAttempts(user.id, owner)).toBe(2);

    // Once the database keeps up, the owner gets in; that sign-in takes back its own count only.
    expect(await graphqlSignIn(server, input.email, input.password, owner)).toEqual({ token: expect.any(String) });
    expect(await accountFailures(user.id)).toBe(2);
    expect(await addressAttempts(user.id, owner)).toBe(0);
  });

  it('refuses an attempt whose count cannot be written, busy and unchecked, the right password like a wrong one', async () => {
    const { user, input } = await signUp(server);
    const from = freshAddress();
    reset();
    faults.kind = 'account';
    const answers = [
      await graphqlSignIn(server, input.email, input.password, from),
      await graphqlSignIn(server, input.email, 'wrong', from),
    ];
    expect(answers).toEqual([GRAPHQL_BUSY, GRAPHQL_BUSY]);
    expect([await legacySignIn(server, input.email, input.password, from), await legacySignIn(server, input.email, 'wrong', from)]).toEqual(
      [LEGACY_BUSY, LEGACY_BUSY],
    );
    expect(checks.count).toBe(0);
    reset();
    expect(await accountFailures(user.id)).toBe(0);
  });

  it('counts a wrong current password of changePassword although the write after its check times out', async () => {
    const { user, input, token } = await signUp(server);
    reset();
    faults.afterCheck = true;
    const answer = await server.gql(CHANGE_PASSWORD, { currentPassword: 'wrong', newPassword: 'another secret' }, token);
    expect(answer.errors![0].extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { currentPassword: ['Wrong password.'] } });
    reset();
    expect(await accountFailures(user.id)).toBe(1);
    expect((await server.gql(LOGIN, { email: input.email, password: input.password })).errors).toBeUndefined();
  });

  it('does not count an attempt refused at the account ceiling as a failure', async () => {
    const { user, input } = await signUp(server);
    const failedBefore = freshAddress();
    reset();
    expect(await graphqlSignIn(server, input.email, 'wrong', failedBefore)).toEqual(UNAUTHENTICATED);
    const key = counterKey('account', `user:${user.id}`);
    for (let i = 1; i < ACCOUNT_FAILURE_CEILING; i++) await server.services.attemptCounters.increment(key, FAILURE_WINDOW_SECONDS);
    expect(await accountFailures(user.id)).toBe(ACCOUNT_FAILURE_CEILING);

    reset();
    expect(await graphqlSignIn(server, input.email, input.password, failedBefore)).toEqual(GRAPHQL_REFUSED);
    expect(await legacySignIn(server, input.email, input.password, failedBefore)).toEqual(LEGACY_REFUSED);
    expect(checks.count).toBe(0);
    expect(await accountFailures(user.id)).toBe(ACCOUNT_FAILURE_CEILING);
    // The owner from an address that has not failed: in, and the account's count is what it was.
    expect(await graphqlSignIn(server, input.email, input.password, freshAddress())).toEqual({ token: expect.any(String) });
    expect(await accountFailures(user.id)).toBe(ACCOUNT_FAILURE_CEILING);
  });
});

describe(`what a sign-in sends (${testDialect})`, () => {
  // Before: on MySQL/MariaDB each hit was BEGIN, upsert, read, COMMIT (10 statements a success, 13–14 a failure).
  it('one statement per counter hit, the same on both databases: 4 for a wrong password, 6 for a right one', async () => {
    const { input } = await signUp(server);
    const statements = async (password: string) => {
      const { queries } = await countQueries(server.services.dataSource, () =>
        graphqlSignIn(server, input.email, password, freshAddress()),
      );
      return queries.map((query) => /^\s*(\w+)(?: INTO| FROM)? (\S+)/.exec(query)!.slice(1).join(' ').replace(/[`"]/g, ''));
    };
    const hit = 'INSERT sign_in_counters';
    // The address's attempt, the account's lookup, the account + address's attempt, the account's (counted failure).
    expect(await statements('wrong')).toEqual([hit, 'SELECT UserEntity.id', hit, hit]);
    // … and, the password right: this address starts afresh, the account's failure is taken back.
    expect(await statements(input.password)).toEqual([
      hit,
      'SELECT UserEntity.id',
      hit,
      hit,
      'DELETE sign_in_counters',
      'UPDATE sign_in_counters',
    ]);
  });
});
