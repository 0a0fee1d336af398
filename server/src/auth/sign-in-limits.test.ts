/**
 * Failed sign-ins are limited per account and client address (docs/security.md, "Sign-in limits"): a guesser is
 * stopped without locking the account's owner out. Addresses come from X-Forwarded-For (the server trusts loopback).
 */
import { GRAPHQL_REFUSED, graphqlSignIn, LEGACY_REFUSED, legacySignIn } from '../../test/sign-in';
import { testDialect } from '../../test/test-database';
import { newUserInput, REGISTER, signUp, startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ trustProxy: 'loopback' });
});
afterAll(() => server.close());

let nextAddress = 0;
/** A client address no earlier test has used. */
const freshAddress = () => `203.0.113.${++nextAddress}`;

const UNAUTHENTICATED = { code: 'UNAUTHENTICATED', message: 'Invalid email or password.' };
const LEGACY_WRONG_PASSWORD = { status: 400, body: { error: 'invalid_grant', error_description: 'Bad credentials' }, retryAfter: null };

describe('failed sign-ins per account and client address', () => {
  it('refuse the failing address on both doors, even the right password, while the owner signs in from elsewhere', async () => {
    const { input } = await signUp(server);
    const attacker = freshAddress();
    for (let i = 0; i < 5; i++) {
      expect(await graphqlSignIn(server, input.email, `guess ${i}`, attacker)).toEqual(UNAUTHENTICATED);
      expect(await legacySignIn(server, input.email, `guess ${i}`, attacker)).toEqual(LEGACY_WRONG_PASSWORD);
    }

    expect(await graphqlSignIn(server, input.email, input.password, attacker)).toEqual(GRAPHQL_REFUSED);
    expect(await legacySignIn(server, input.email.toUpperCase(), input.password, attacker)).toEqual(LEGACY_REFUSED);

    const owner = freshAddress();
    expect(await graphqlSignIn(server, input.email, input.password, owner)).toEqual({ token: expect.any(String) });
    expect(await legacySignIn(server, input.email, input.password, owner)).toMatchObject({ status: 200 });
    // A wrong password from the owner's address is still checked: it has failed nothing yet.
    expect(await legacySignIn(server, input.email, 'typo', owner)).toEqual(LEGACY_WRONG_PASSWORD);
  });

  it('count an unknown email exactly like an account, so the limit does not tell which emails exist', async () => {
    const { input } = await signUp(server);
    const answers = async (email: string) => {
      const from = freshAddress();
      const results: string[] = [];
      for (let i = 0; i < 11; i++) results.push((await graphqlSignIn(server, email, 'wrong', from)).code!);
      return results;
    };
    const expected = [...Array(10).fill('UNAUTHENTICATED'), 'TOO_MANY_REQUESTS'];
    expect(await answers(input.email)).toEqual(expected);
    expect(await answers(`nobody-${process.pid}@example.com`)).toEqual(expected);
  });

  it('let at most 10 concurrent guesses from one address reach the password check', async () => {
    const { input } = await signUp(server);
    const from = freshAddress();
    const results = await Promise.all(Array.from({ length: 25 }, (_, i) => legacySignIn(server, input.email, `guess ${i}`, from)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(10).fill(400), ...Array(15).fill(429)]);
  });

  it('start again for an address after its successful sign-in', async () => {
    const { input } = await signUp(server);
    const from = freshAddress();
    for (let i = 0; i < 9; i++) await graphqlSignIn(server, input.email, 'wrong', from);
    expect(await graphqlSignIn(server, input.email, input.password, from)).toEqual({ token: expect.any(String) });
    for (let i = 0; i < 9; i++) expect(await graphqlSignIn(server, input.email, 'wrong', from)).toEqual(UNAUTHENTICATED);
    expect(await legacySignIn(server, input.email, input.password, from)).toMatchObject({ status: 200 });
  });

  it('after 100 failures for one account, let only addresses that have not failed try, once', async () => {
    const { input } = await signUp(server);
    const failedOnceEarlier = freshAddress();
    expect(await graphqlSignIn(server, input.email, 'wrong', failedOnceEarlier)).toEqual(UNAUTHENTICATED);
    // A distributed guess: 99 more failures from 10 addresses (each within its own budget of 10).
    const attackers = Array.from({ length: 10 }, freshAddress);
    await Promise.all(
      attackers.map(async (from, n) => {
        for (let i = 0; i < (n === 0 ? 9 : 10); i++) expect((await legacySignIn(server, input.email, 'wrong', from)).status).toBe(400);
      }),
    );

    // An address with a failure in the window is refused now, although it is far below its own 10.
    expect(await graphqlSignIn(server, input.email, input.password, failedOnceEarlier)).toEqual(GRAPHQL_REFUSED);
    // The owner, from an address that has not failed, gets in on both doors.
    expect(await graphqlSignIn(server, input.email, input.password, freshAddress())).toEqual({ token: expect.any(String) });
    expect(await legacySignIn(server, input.email, input.password, freshAddress())).toMatchObject({ status: 200 });
    // A new address gets one guess.
    const newcomer = freshAddress();
    expect(await legacySignIn(server, input.email, 'wrong', newcomer)).toEqual(LEGACY_WRONG_PASSWORD);
    expect(await legacySignIn(server, input.email, input.password, newcomer)).toEqual(LEGACY_REFUSED);
  });

  it('keep other accounts out of it', async () => {
    const victim = await signUp(server);
    const from = freshAddress();
    for (let i = 0; i < 10; i++) await graphqlSignIn(server, victim.input.email, 'wrong', from);
    const other = await signUp(server);
    expect(await graphqlSignIn(server, other.input.email, other.input.password, from)).toEqual({ token: expect.any(String) });
  });
});

(testDialect === 'mysql' ? describe : describe.skip)('on MySQL/MariaDB (accent-insensitive emails)', () => {
  it('count every spelling the database signs in as the same account together', async () => {
    const input = newUserInput({ email: `alice-${process.pid}@example.com` });
    expect((await server.gql(REGISTER, { input })).errors).toBeUndefined();
    const from = freshAddress();
    for (let i = 0; i < 5; i++) {
      expect(await graphqlSignIn(server, input.email.replace('a', 'á'), 'wrong', from)).toEqual(UNAUTHENTICATED);
      expect(await legacySignIn(server, input.email.replace('a', 'Ä'), 'wrong', from)).toEqual(LEGACY_WRONG_PASSWORD);
    }
    expect(await graphqlSignIn(server, input.email, input.password, from)).toEqual(GRAPHQL_REFUSED);
    // The database does take these spellings for the account: from another address they sign in.
    expect(await graphqlSignIn(server, input.email.replace('a', 'á'), input.password, freshAddress())).toEqual({
      token: expect.any(String),
    });
  });

  it('count the spellings of an email without an account together too, as the database would compare them', async () => {
    const from = freshAddress();
    for (let i = 0; i < 5; i++) {
      expect(await graphqlSignIn(server, `zoé-${process.pid}@example.com`, 'wrong', from)).toEqual(UNAUTHENTICATED);
      expect(await graphqlSignIn(server, `ZOE-${process.pid}@example.com`, 'wrong', from)).toEqual(UNAUTHENTICATED);
    }
    expect(await graphqlSignIn(server, `Zoë-${process.pid}@example.com`, 'wrong', from)).toEqual(GRAPHQL_REFUSED);
    expect(await graphqlSignIn(server, `zoey-${process.pid}@example.com`, 'wrong', from)).toEqual(UNAUTHENTICATED);
  });
});
