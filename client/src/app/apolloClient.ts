import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { expireSession, getAccessToken } from '../features/auth/session';
import { mealTypePolicies } from '../features/meals/mealCachePolicies';
import { trainingTypePolicies } from '../features/routines/trainingCachePolicies';
import { errorCodes, unauthenticatedReasons } from '../shared/apolloErrors';
import { currentLanguage } from '../shared/i18n/i18n';
import { createRequestTimeLimitLink } from '../shared/requestTimeLimit';

export interface ApolloClientOptions {
  /** GraphQL endpoint. Default '/graphql' (same origin: the server serves the built client). */
  uri?: string;
  /** Where the bearer token comes from. Default: the stored session. */
  getToken?: () => string | null;
}

/** Sends `Authorization: Bearer <jwt>` on every request while a session exists. */
export function createAuthLink(getToken: () => string | null = getAccessToken): ApolloLink {
  return new SetContextLink((prevContext) => {
    const token = getToken();
    if (!token) return {};
    return {
      headers: {
        ...(prevContext.headers as Record<string, string> | undefined),
        Authorization: `Bearer ${token}`,
      },
    };
  });
}

/**
 * Sends the interface language as `Accept-Language`: the server words its messages (validation, refusals) in it
 * (the account's setting would be the same, but a switch is sent before it is saved).
 */
export function createLanguageLink(): ApolloLink {
  return new SetContextLink((prevContext) => ({
    headers: { ...(prevContext.headers as Record<string, string> | undefined), 'Accept-Language': currentLanguage() },
  }));
}

/** Operations whose UNAUTHENTICATED answer is about the credentials they carry (wrong password), not a session. */
const SIGN_IN_OPERATIONS: ReadonlySet<string> = new Set(['Login']);

/**
 * Ends the session when the server refuses its token on any operation (expired, or no longer valid): the stored
 * token goes, and the sign-in guard (`RequireAuth`) takes the user to /login, which says the session expired.
 * Only a refusal of the token that was sent counts, so a sign-in's own refusal changes nothing, and neither does
 * the late refusal of a token a newer sign-in has replaced.
 */
export function createSessionEndLink(): ApolloLink {
  return new ErrorLink(({ error, operation }) => {
    if (SIGN_IN_OPERATIONS.has(operation.operationName ?? '')) return;
    if (!errorCodes(error).includes('UNAUTHENTICATED')) return;
    const headers = operation.getContext().headers as Record<string, string> | undefined;
    const sent = /^Bearer (.+)$/.exec(headers?.Authorization ?? '')?.[1];
    if (sent) expireSession(sent, unauthenticatedReasons(error).includes('PASSWORD_CHANGED') ? 'passwordChanged' : 'expired');
  });
}

/**
 * The links in front of the network (the tests put them in front of their mocks): the session end, the language,
 * then the bearer token.
 */
export function createAppLinks(getToken?: () => string | null): ApolloLink {
  return ApolloLink.from([createSessionEndLink(), createLanguageLink(), createAuthLink(getToken)]);
}

/** The app's cache, with the features' type policies (the tests' MockedProvider uses the same one). */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      ...mealTypePolicies,
      ...trainingTypePolicies,
    },
  });
}

export function createApolloClient({ uri = '/graphql', getToken }: ApolloClientOptions = {}): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([createAppLinks(getToken), createRequestTimeLimitLink(), new HttpLink({ uri })]),
    cache: createCache(),
  });
}
