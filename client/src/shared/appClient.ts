import type { ApolloClient } from '@apollo/client';
import { createContext, useContext } from 'react';

/*
 * The app's one Apollo client, loaded on first use. Apollo (its code, ~50 kB gzipped) is not in the entry: the
 * sign-in pages load it only when their form is used (`load`), and the signed-in frame (`SignedInFrame`) and the
 * route loaders load it with the first signed-in page. Only type imports of Apollo here.
 */
export interface AppClient {
  /** The Apollo client, created (its code loaded) on the first call; the same client afterwards. A failed load is tried again next time. */
  load(): Promise<ApolloClient>;
  /** The client when it was loaded already, else null (e.g. to clear its cache only when there is one). */
  current(): ApolloClient | null;
}

/** An `AppClient` created by `create` on first use (the app's: `import('../app/apolloClient')` then `createApolloClient()`). */
export function lazyAppClient(create: () => Promise<ApolloClient>): AppClient {
  let client: ApolloClient | null = null;
  let loading: Promise<ApolloClient> | null = null;
  return {
    load() {
      loading ??= create().then(
        (created) => (client = created),
        (error: unknown) => {
          loading = null; // offline, or a new deployment: the next attempt loads again
          throw error;
        },
      );
      return loading;
    },
    current: () => client,
  };
}

/** An `AppClient` holding a client that exists already (the tests' mocked client). */
export function readyAppClient(client: ApolloClient): AppClient {
  const loaded = Promise.resolve(client);
  return { load: () => loaded, current: () => client };
}

export const AppClientContext = createContext<AppClient | null>(null);

/** The app's `AppClient` (given by `AppProviders`). */
export function useAppClient(): AppClient {
  const appClient = useContext(AppClientContext);
  if (!appClient) throw new Error('useAppClient needs AppProviders around it.');
  return appClient;
}
