import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { clearSession, sessionHasExpired, useIsAuthenticated, type LoginRouteState } from '../features/auth/session';

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
 * Leaves for /login, saying so when the session expired; the dead token and the cached data of the session go.
 * Whether it expired is decided once, as the page is left.
 */
function ToLogin() {
  const client = useApolloClient();
  const [state] = useState<LoginRouteState | undefined>(() => (sessionHasExpired() ? { sessionExpired: true } : undefined));
  useEffect(() => {
    clearSession();
    void client.clearStore();
  }, [client]);
  return <Navigate to="/login" replace state={state} />;
}
