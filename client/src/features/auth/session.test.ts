import { describe, expect, it } from 'vitest';
import { expIn, makeJwt, storeToken } from '../../test/jwt';
import { ACCESS_TOKEN_KEY, clearSession, decodeJwtPayload, getAccessToken, isAuthenticated, returnPath, saveSession } from './session';

describe('session', () => {
  it('is unauthenticated without a stored token', () => {
    expect(isAuthenticated()).toBe(false);
    expect(getAccessToken()).toBeNull();
  });

  it('saves the token as a JSON object with field access_token', () => {
    const token = makeJwt({ sub: '1', exp: expIn(60) });
    saveSession(token);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(JSON.stringify({ access_token: token }));
    expect(isAuthenticated()).toBe(true);
    expect(getAccessToken()).toBe(token);
  });

  it('is unauthenticated once exp is in the past (and keeps the expired value)', () => {
    const token = makeJwt({ sub: '1', exp: 1_700_000_000 });
    storeToken(token);
    expect(isAuthenticated(1_700_000_000 * 1000 - 1)).toBe(true);
    expect(isAuthenticated(1_700_000_000 * 1000)).toBe(false);
    expect(isAuthenticated()).toBe(false);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).not.toBeNull();
  });

  it('treats a token without exp as never expiring', () => {
    storeToken(makeJwt({ sub: '1' }));
    expect(isAuthenticated(Date.UTC(2100, 0, 1))).toBe(true);
  });

  it.each([
    ['not JSON', 'not-json'],
    ['a JSON string', JSON.stringify('abc')],
    ['no access_token field', JSON.stringify({ token: makeJwt({}) })],
    ['not a three-part token', JSON.stringify({ access_token: 'abc.def' })],
    ['a payload that is not JSON', JSON.stringify({ access_token: 'abc.%%%.def' })],
    ['a non-numeric exp', JSON.stringify({ access_token: makeJwt({ exp: 'tomorrow' }) })],
  ])('removes an unparsable stored value: %s', (_case, raw) => {
    localStorage.setItem(ACCESS_TOKEN_KEY, raw);
    expect(isAuthenticated()).toBe(false);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('logout removes the token', () => {
    saveSession(makeJwt({ exp: expIn(60) }));
    clearSession();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(isAuthenticated()).toBe(false);
  });

  it('decodes base64url payloads with non-ASCII text', () => {
    const json = JSON.stringify({ name: 'João ✓', exp: 5 });
    const bytes = new TextEncoder().encode(json);
    const base64 = btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(decodeJwtPayload(`x.${base64}.y`)).toEqual({ name: 'João ✓', exp: 5 });
  });
});

describe('returnPath', () => {
  it('keeps a path of this app, with its search and hash', () => {
    expect(returnPath('/foods/list')).toBe('/foods/list');
    expect(returnPath('/meals?date=2026-11-27#lunch')).toBe('/meals?date=2026-11-27#lunch');
    expect(returnPath('/account/data')).toBe('/account/data');
  });

  it('never leads to another site (no open redirect)', () => {
    for (const from of [
      'https://evil.example/phish',
      '//evil.example/phish',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      // Checked as given these start with one slash; the URL parser makes `//evil.example` of them (review).
      '/.//evil.example',
      '/a/..//evil.example',
      '/%2e//evil.example',
      '/./\t/evil.example',
      'javascript:alert(1)',
      'foods/list',
      '',
    ]) {
      expect(returnPath(from)).toBe('/');
    }
  });

  it('falls back to the root path for the sign-in and registration pages, and for anything not a string', () => {
    for (const from of ['/login', '/login?x=1', '/LOGIN/', '/register', '/register/']) expect(returnPath(from)).toBe('/');
    for (const from of [undefined, null, 42, { pathname: '/foods' }]) expect(returnPath(from)).toBe('/');
    expect(returnPath('/' + 'a'.repeat(3000))).toBe('/');
  });
});
