import { useCallback } from 'react';
import { forgetThisDevicesData, type SignOutReason } from '../../shared/signOut';
import { logOut } from './session';

/**
 * Ends the session: forgets what the features keep on this device for the user (`shared/signOut`) and removes the
 * token. The sign-in guard (`RequireAuth`) then clears the Apollo cache and goes to /login (which says so after the
 * account was deleted): once, for every way a session ends.
 */
export function useLogout(): (reason?: SignOutReason) => void {
  return useCallback((reason: SignOutReason = 'logout') => {
    forgetThisDevicesData(reason);
    logOut(reason);
  }, []);
}
