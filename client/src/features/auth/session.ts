import { useEffect, useSyncExternalStore } from 'react';
import { REGISTER_PATH, SIGN_IN_PATH } from '../../shared/authPaths';
import { forgetThisDevicesData, type SignOutReason } from '../../shared/signOut';

/*
 * The browser session: `localStorage["access_token"]` holds a JSON string of `{ access_token: <jwt> }`.
 * Signed in = the stored token exists, parses, and its payload `exp` (seconds) is in the future; a token without
 * `exp` never expires. A stored value that cannot be parsed is removed.
 */

/** The local storage key of the session. */
export const ACCESS_TOKEN_KEY = 'access_token';

/** The router state the sign-in guard gives /login. */
export interface LoginRouteState {
  sessionExpired?: boolean;
  /** With `sessionExpired`: the server refused the token because the password was changed (on another device). */
  passwordChanged?: boolean;
  /** The page (path, search and hash) the visitor was on or asked for, to go back to after signing in. */
  from?: string;
  /** The account was just deleted (`logOut('accountDeleted')`): /login says so. */
  accountDeleted?: boolean;
}

/** Pages that are no place to come back to after signing in: the sign-in and registration pages themselves. */
const NO_RETURN = new Set([SIGN_IN_PATH, REGISTER_PATH]);

/**
 * Where a successful sign-in goes: `from` when it is a path of this app (starts with one `/`, no scheme, host or
 * backslash, so never another site: no open redirect), and not /login or /register; the root path otherwise.
 */
export function returnPath(from: unknown): string {
  if (typeof from !== 'string' || from.length > 2048) return '/';
  // `//host` and `/\host` are other sites to a browser (and so is `/<tab>/host`: the URL parser drops tabs and line
  // breaks, which the origin check below catches).
  if (!from.startsWith('/') || from.startsWith('//') || from.includes('\\')) return '/';
  let url: URL;
  try {
    url = new URL(from, 'http://app.invalid');
  } catch {
    return '/';
  }
  // The checks above read the text as given; the parser may still make `//host` of it (`/.//host`, `/%2e//host`, tabs):
  // the path it gives back is what the router would follow.
  if (url.origin !== 'http://app.invalid' || url.pathname.startsWith('//')) return '/';
  // The router matches paths whatever their case, with or without a trailing slash.
  const path = url.pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return NO_RETURN.has(path) ? '/' : url.pathname + url.search + url.hash;
}

export interface StoredSession {
  access_token: string;
}

/** Why the server refused the session's token (`expireSession`): it expired, or the password was changed since. */
export type RefusalReason = 'expired' | 'passwordChanged';

type Listener = () => void;
const listeners = new Set<Listener>();

/**
 * The server refused the token of this tab's last session (see `expireSession`), and why; a new session or a logout
 * forgets it.
 */
let refusedByServer: RefusalReason | null = null;

function emitChange(): void {
  for (const listener of listeners) listener();
}

/** Stores a freshly issued token (after login). */
export function saveSession(accessToken: string): void {
  const session: StoredSession = { access_token: accessToken };
  refusedByServer = null;
  loggedOut = null;
  localStorage.setItem(ACCESS_TOKEN_KEY, JSON.stringify(session));
  emitChange();
}

/**
 * How the user ended the last session of this tab (`logOut`): by a logout, or by deleting the account; null
 * otherwise. A later session (`saveSession`, one seen by `useIsAuthenticated`, e.g. signed in by another tab, or
 * one the server refused) forgets it.
 */
let loggedOut: SignOutReason | null = null;

/**
 * Logout (or the end of a deleted account): forgets what the features keep on this device for the user
 * (`shared/signOut`), then ends the session, remembering that the user ended it (`endedByUser`). The sign-in guard
 * (`RequireAuth`) then clears the Apollo cache and goes to /login (which says so after the account was deleted).
 */
export function logOut(reason: SignOutReason = 'logout'): void {
  forgetThisDevicesData(reason);
  loggedOut = reason;
  clearSession();
}

/**
 * How the user ended the last session of this tab (a logout, a deleted account), or null when it expired or there
 * was none: after a logout the sign-in does not go back to the page left.
 */
export function endedByUser(): SignOutReason | null {
  return loggedOut;
}

/** The first step of login and register (and of a logout, `logOut`). */
export function clearSession(): void {
  refusedByServer = null;
  const had = localStorage.getItem(ACCESS_TOKEN_KEY) !== null;
  localStorage.removeItem(ACCESS_TOKEN_KEY);
  if (had) emitChange();
}

/** The decoded payload of a JWT, or null when it is not a three-part token with a JSON object payload. */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[1] === '') return null;
  try {
    const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

type ReadResult = { state: 'none' } | { state: 'invalid' } | { state: 'valid'; token: string; expiresAt: number | null };

function readStoredToken(raw: string | null): ReadResult {
  if (raw === null) return { state: 'none' };
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return { state: 'invalid' };
  }
  if (typeof stored !== 'object' || stored === null) return { state: 'invalid' };
  const token = (stored as Partial<StoredSession>).access_token;
  if (typeof token !== 'string' || token === '') return { state: 'invalid' };
  const payload = decodeJwtPayload(token);
  if (!payload) return { state: 'invalid' };
  const { exp } = payload;
  if (exp === undefined || exp === null) return { state: 'valid', token, expiresAt: null };
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return { state: 'invalid' };
  return { state: 'valid', token, expiresAt: exp * 1000 };
}

function evaluate(now: number): { token: string | null; invalid: boolean } {
  const result = readStoredToken(localStorage.getItem(ACCESS_TOKEN_KEY));
  if (result.state === 'invalid') return { token: null, invalid: true };
  if (result.state === 'none') return { token: null, invalid: false };
  if (result.expiresAt !== null && result.expiresAt <= now) return { token: null, invalid: false };
  return { token: result.token, invalid: false };
}

/**
 * The server refused `token` (it expired, or is no longer valid; `passwordChanged` when it said the password was
 * changed since): ends the session when it still holds that token, and remembers why, for `sessionHasExpired` and
 * `signedOutByPasswordChange`. A refused token that has since been replaced (a newer sign-in) changes nothing.
 */
export function expireSession(token: string, why: RefusalReason = 'expired'): void {
  const stored = readStoredToken(localStorage.getItem(ACCESS_TOKEN_KEY));
  if (stored.state !== 'valid' || stored.token !== token) return;
  refusedByServer = why;
  loggedOut = null;
  localStorage.removeItem(ACCESS_TOKEN_KEY);
  emitChange();
}

/**
 * Whether the visitor's session ended by itself rather than by a logout: the stored token is past its `exp`, or
 * the server refused it.
 * @param now milliseconds since the epoch (for tests)
 */
export function sessionHasExpired(now: number = Date.now()): boolean {
  if (refusedByServer !== null) return true;
  const stored = readStoredToken(localStorage.getItem(ACCESS_TOKEN_KEY));
  return stored.state === 'valid' && stored.expiresAt !== null && stored.expiresAt <= now;
}

/** Whether the server ended the session because the account's password was changed (on another device). */
export function signedOutByPasswordChange(): boolean {
  return refusedByServer === 'passwordChanged';
}

/**
 * The JWT to send as a bearer token, or null when signed out or expired. Removes an unparsable stored value.
 * @param now milliseconds since the epoch (for tests)
 */
export function getAccessToken(now: number = Date.now()): string | null {
  const { token, invalid } = evaluate(now);
  if (invalid) clearSession();
  return token;
}

/** Whether the visitor is signed in. Removes an unparsable stored value. */
export function isAuthenticated(now: number = Date.now()): boolean {
  return getAccessToken(now) !== null;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes the session too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === ACCESS_TOKEN_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function getRawSnapshot(): string | null {
  return localStorage.getItem(ACCESS_TOKEN_KEY);
}

/**
 * Re-renders the caller whenever the stored session changes (login, logout, another tab) and returns whether
 * the visitor is signed in at render time. An unparsable stored value is removed after rendering.
 */
export function useIsAuthenticated(): boolean {
  useSyncExternalStore(subscribe, getRawSnapshot, getRawSnapshot);
  // eslint-disable-next-line react-hooks/purity -- whether the token has expired is a question about this render's time
  const { token, invalid } = evaluate(Date.now());
  useEffect(() => {
    if (invalid) clearSession();
  }, [invalid]);
  useEffect(() => {
    // A session seen here (this tab's, or one another tab signed in) is no longer the one logged out of.
    if (token !== null) loggedOut = null;
  }, [token]);
  return token !== null;
}
