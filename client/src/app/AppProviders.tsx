import type { ReactNode } from 'react';
import { DeferredToastHost } from '../shared/DeferredToastHost';
import { AppClientContext, type AppClient } from '../shared/appClient';

/**
 * Everything the pages need around them, except the router: the app's Apollo client, loaded on first use (the
 * signed-in frame gives it to the pages through `ApolloProvider`), and the toast host.
 */
export function AppProviders({ appClient, children }: { appClient: AppClient; children: ReactNode }) {
  return (
    <AppClientContext value={appClient}>
      {children}
      <DeferredToastHost />
    </AppClientContext>
  );
}
