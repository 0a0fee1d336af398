import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { logOut } from './session';
import { SIGN_IN_PATH } from '../../shared/authPaths';

/** Ends the session: removes the token, clears the Apollo cache and goes to /login. */
export function useLogout(): () => void {
  const client = useApolloClient();
  const navigate = useNavigate();
  return useCallback(() => {
    logOut();
    void client.clearStore();
    void navigate(SIGN_IN_PATH, { replace: true });
  }, [client, navigate]);
}
