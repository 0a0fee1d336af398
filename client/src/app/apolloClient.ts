import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { getAccessToken } from '../features/auth/session';
import { mealTypePolicies } from '../features/meals/mealCachePolicies';
import { trainingTypePolicies } from '../features/routines/trainingCachePolicies';

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
    link: ApolloLink.from([createAuthLink(getToken), new HttpLink({ uri })]),
    cache: createCache(),
  });
}
