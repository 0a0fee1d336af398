import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { DeferredToastHost } from '../shared/DeferredToastHost';

/** Everything the pages need around them, except the router. */
export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      {children}
      <DeferredToastHost />
    </ApolloProvider>
  );
}
