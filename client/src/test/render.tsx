import { ApolloLink, type ApolloCache, type ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { getMainDefinition } from '@apollo/client/utilities';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Observable } from 'rxjs';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { createAppLinks, createCache } from '../app/apolloClient';
import { ToastHost } from '../shared/ToastHost';

export interface RenderRoutesOptions {
  routes: RouteObject[];
  path?: string;
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  /** Default: a fresh cache with the app's type policies (`createCache`). */
  cache?: ApolloCache;
  /** A link between the app's links and the mocks (e.g. one holding answers back, see `holdMutations`). */
  link?: ApolloLink;
}

/**
 * Renders a route table in a memory router under MockedProvider, whose mocks answer behind the app's own links
 * (the bearer token, and the session end on a refused token).
 */
export function renderRoutes({ routes, path = '/', mocks = [], cache = createCache(), link }: RenderRoutesOptions) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const apollo: { client: ApolloClient | null } = { client: null };
  function CaptureClient() {
    apollo.client = useApolloClient();
    return null;
  }
  const user = userEvent.setup();
  const utils = render(
    <MockedProvider link={ApolloLink.from([createAppLinks(), ...(link ? [link] : []), new MockLink(mocks)])} cache={cache}>
      <>
        <CaptureClient />
        <RouterProvider router={router} />
      </>
    </MockedProvider>,
  );
  return {
    ...utils,
    user,
    router,
    /** The Apollo client of the MockedProvider. */
    get client(): ApolloClient {
      if (!apollo.client) throw new Error('No Apollo client captured.');
      return apollo.client;
    },
    pathname: () => router.state.location.pathname,
  };
}

/** A route element standing for "some other page", to see where a page navigated. */
export function Marker({ name }: { name: string }) {
  return <p data-testid="marker">{name}</p>;
}

/** Puts the routes under a parent that also renders the toast container (toasts outlive a navigation). */
export function withToasts(routes: RouteObject[]): RouteObject[] {
  return [
    {
      element: (
        <>
          <ToastHost />
          <Outlet />
        </>
      ),
      children: routes,
    },
  ];
}

/**
 * A link that holds every mutation back until `release()` (queries pass), to see what the page shows before the
 * server answers (optimistic updates) without any timing.
 */
export function holdMutations() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const link = new ApolloLink((operation, forward) => {
    const definition = getMainDefinition(operation.query);
    if (definition.kind !== 'OperationDefinition' || definition.operation !== 'mutation') return forward(operation);
    return new Observable((observer) => {
      let subscription: { unsubscribe: () => void } | undefined;
      let closed = false;
      void released.then(() => {
        if (!closed) subscription = forward(operation).subscribe(observer);
      });
      return () => {
        closed = true;
        subscription?.unsubscribe();
      };
    });
  });
  return { link, release: () => release() };
}
