import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import { errorMessages } from '../../shared/apolloErrors';
import { clearSession, saveSession } from './session';

export const LoginMutation = graphql(`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      accessToken
      expiresIn
      tokenType
    }
  }
`);

export const LOGIN_FAILED_MESSAGE = 'Login attempt failed. Server might be down right now. Try again later.';

/**
 * Signs in: clears any existing session and cached data, calls `login`, stores the token.
 * The returned function rejects with the Apollo error when the server refuses or cannot be reached.
 */
export function useLogin(): (email: string, password: string) => Promise<void> {
  const client = useApolloClient();
  const [login] = useMutation(LoginMutation, { fetchPolicy: 'no-cache' });
  return useCallback(
    async (email: string, password: string) => {
      clearSession();
      await client.clearStore();
      const { data } = await login({ variables: { email, password } });
      if (!data) throw new Error('The server answered the login without data.');
      saveSession(data.login.accessToken);
    },
    [client, login],
  );
}

/** The messages to show for a failed login: the server's messages, else the fallback text. */
export function loginErrorMessages(error: unknown): string[] {
  return errorMessages(error, LOGIN_FAILED_MESSAGE);
}
