import type { ApolloClient } from '@apollo/client';
import type { RegisterInput } from '../../gql/graphql';
import { errorMessages, parseApolloError, type ParsedApolloError } from '../../shared/apolloErrors';
import { LoginMutation, RegisterMutation } from './authDocuments';
import { clearSession, saveSession } from './session';
import { t } from '../../shared/i18n/i18n';

/*
 * What the sign-in pages do with the Apollo client, in the chunk that comes with it (loaded on first use, see
 * `useAuthOperations`): the pages themselves stay free of Apollo.
 */
export interface AuthOperations {
  /**
   * Signs in: clears any existing session and cached data, calls `login`, stores the token.
   * Rejects with the Apollo error when the server refuses or cannot be reached.
   */
  signIn(email: string, password: string): Promise<void>;
  /** Creates the account (after clearing any session and cached data); rejects with the Apollo error. */
  register(input: RegisterInput): Promise<void>;
  /** The messages to show for a failed login: the server's messages, else the fallback text. */
  loginErrorMessages(error: unknown): string[];
  /** A failed operation's general and per-field messages (see `parseApolloError`). */
  parseError(error: unknown): ParsedApolloError;
}

export function authOperations(client: ApolloClient): AuthOperations {
  async function startAfresh() {
    clearSession();
    await client.clearStore();
  }
  return {
    async signIn(email, password) {
      await startAfresh();
      const { data } = await client.mutate({ mutation: LoginMutation, variables: { email, password }, fetchPolicy: 'no-cache' });
      if (!data) throw new Error('The server answered the login without data.');
      saveSession(data.login.accessToken);
    },
    async register(input) {
      await startAfresh();
      await client.mutate({ mutation: RegisterMutation, variables: { input } });
    },
    loginErrorMessages: (error) => errorMessages(error, t('auth.login.failed')),
    parseError: parseApolloError,
  };
}
