import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useIsAuthenticated } from '../features/auth/session';

/**
 * The sign-in guard of the layout: anonymous visitors (no token, expired or unparsable token) go to /login.
 * Re-checks on every navigation and whenever the stored session changes.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  useLocation(); // re-render (and re-check the expiry) on every route change
  const authenticated = useIsAuthenticated();
  if (!authenticated) return <Navigate to="/login" replace />;
  return children;
}
