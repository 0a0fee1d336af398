import jwt from 'jsonwebtoken';
import { CHECKED_TOKENS_MAX, TokenService } from './tokens';

// The check of an access token, without a database: signature, claims, expiry, and the memo of checked tokens.
const SECRET = 'a-test-secret-of-enough-length-for-hs256-0123456789';
const subject = (id: number) => ({ id, email: `user${id}@example.com`, tokenVersion: 0 });

afterEach(() => jest.restoreAllMocks());

describe('TokenService.verify', () => {
  it('accepts its own token and names the account', () => {
    const tokens = new TokenService(SECRET, 3600);
    const { accessToken } = tokens.issue(subject(7));
    expect(tokens.verify(accessToken)).toEqual({ ok: true, userId: 7, tokenVersion: 0 });
  });

  it('a token it has already accepted still expires at its `exp`', () => {
    const tokens = new TokenService(SECRET, 60);
    const now = Date.now();
    const { accessToken, expiresAt } = tokens.issue(subject(7), now);
    expect(tokens.verify(accessToken, now)).toEqual({ ok: true, userId: 7, tokenVersion: 0 });
    expect(tokens.verify(accessToken, expiresAt * 1000 - 1)).toEqual({ ok: true, userId: 7, tokenVersion: 0 });
    expect(tokens.verify(accessToken, expiresAt * 1000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses an expired token it never saw, and a token signed with another secret', () => {
    const tokens = new TokenService(SECRET, 60);
    const expired = tokens.issue(subject(7), Date.now() - 120_000).accessToken;
    expect(tokens.verify(expired)).toEqual({ ok: false, reason: 'expired' });
    const forged = new TokenService(`${SECRET}-other`, 60).issue(subject(7)).accessToken;
    expect(tokens.verify(forged)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('a changed signature is refused even once the genuine token is remembered', () => {
    const tokens = new TokenService(SECRET, 3600);
    const { accessToken } = tokens.issue(subject(7));
    expect(tokens.verify(accessToken).ok).toBe(true);
    const [header, payload, signature] = accessToken.split('.');
    const flipped = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(tokens.verify(flipped)).toEqual({ ok: false, reason: 'invalid' });
    // Another account's claims under the remembered token's signature.
    const [, otherPayload] = tokens.issue(subject(8)).accessToken.split('.');
    expect(tokens.verify(`${header}.${otherPayload}.${signature}`)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('checks a token once, then remembers it; past the bound the least recently used is checked again', () => {
    const tokens = new TokenService(SECRET, 3600);
    const busy = tokens.issue(subject(1)).accessToken;
    const idle = tokens.issue(subject(2)).accessToken;
    const checks = jest.spyOn(jwt, 'verify');
    tokens.verify(busy);
    tokens.verify(idle);
    tokens.verify(busy);
    expect(checks).toHaveBeenCalledTimes(2);
    for (let id = 3; id <= CHECKED_TOKENS_MAX + 1; id++) tokens.verify(tokens.issue(subject(id)).accessToken);
    checks.mockClear();
    expect(tokens.verify(busy)).toEqual({ ok: true, userId: 1, tokenVersion: 0 });
    expect(checks).not.toHaveBeenCalled();
    expect(tokens.verify(idle)).toEqual({ ok: true, userId: 2, tokenVersion: 0 });
    expect(checks).toHaveBeenCalledTimes(1);
  });

  it('judges expiry by the clock it is given, on the first check as on later ones', () => {
    const tokens = new TokenService(SECRET, 60);
    const now = Date.now();
    const { accessToken, expiresAt } = tokens.issue(subject(7), now);
    expect(tokens.verify(accessToken, expiresAt * 1000)).toEqual({ ok: false, reason: 'expired' });
    expect(tokens.verify(accessToken, now)).toEqual({ ok: true, userId: 7, tokenVersion: 0 });
  });
});
