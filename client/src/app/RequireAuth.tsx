import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import {
  clearSession,
  endedByUser,
  sessionHasExpired,
  signedOutByPasswordChange,
  useIsAuthenticated,
  type LoginRouteState,
} from '../features/auth/session';
import { useAppClient } from '../shared/appClient';
import { SIGN_IN_PATH } from '../shared/authPaths';

/**
 * The sign-in guard of the layout: anonymous visitors (no token, expired or unparsable token, or a token the
 * server refused) go to /login. Re-checks on every navigation and whenever the stored session changes.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  useLocation(); // re-render (and re-check the expiry) on every route change
  const authenticated = useIsAuthenticated();
  if (!authenticated) return <ToLogin />;
  return children;
}

/**
 * Leaves for /login, saying so when the session expired, with the page the visitor was on (or asked for, by a link
 * opened signed out) for the sign-in to come back to; the dead token and the cached data of the session go. Both
 * are decided once, as the page is left. After a logout (`logOut`) there is no page to come back to: whoever
 * signs in next starts at home; after the account was deleted, /login says so. The Apollo client's cache is cleared
 * when there is one (a visitor who was never signed in has none, and does not load one).
 */
function ToLogin() {
  const appClient = useAppClient();
  const { pathname, search, hash } = useLocation();
  const [state] = useState<LoginRouteState>(() => {
    const from = pathname + search + hash;
    if (sessionHasExpired()) return { sessionExpired: true, ...(signedOutByPasswordChange() ? { passwordChanged: true } : {}), from };
    const ended = endedByUser();
    if (ended === 'accountDeleted') return { accountDeleted: true };
    return ended === 'logout' ? {} : { from };
  });
  useEffect(() => {
    clearSession();
    void appClient.current()?.clearStore();
  }, [appClient]);
  return <Navigate to={SIGN_IN_PATH} replace state={state} />;
}
