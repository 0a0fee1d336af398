import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Layout } from './Layout';

/**
 * The signed-in frame: the pages' Apollo client around the layout (sidebar, page, footer). Its own chunk, with
 * Apollo: the sign-in pages never load it (see `SignedIn`).
 */
export function SignedInFrame({ client }: { client: ApolloClient }) {
  return (
    <ApolloProvider client={client}>
      <Layout />
    </ApolloProvider>
  );
}
