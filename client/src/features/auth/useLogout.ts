import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { logOut } from './session';
import { SIGN_IN_PATH } from '../../shared/authPaths';

/**
 * Ends the session: removes the token, clears the Apollo cache and goes to /login (which says so after the account
 * was deleted).
 */
export function useLogout(): (reason?: 'logout' | 'accountDeleted') => Promise<void> {
  const client = useApolloClient();
  const navigate = useNavigate();
  return useCallback(
    async (reason: 'logout' | 'accountDeleted' = 'logout') => {
      logOut(reason);
      void client.clearStore();
      await navigate(SIGN_IN_PATH, { replace: true, state: reason === 'accountDeleted' ? { accountDeleted: true } : undefined });
    },
    [client, navigate],
  );
}
