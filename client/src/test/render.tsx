import { ApolloLink, type ApolloCache, type ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { createAppLinks, createCache } from '../app/apolloClient';
import { ToastHost } from '../shared/ToastHost';

export interface RenderRoutesOptions {
  routes: RouteObject[];
  path?: string;
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  /** Default: a fresh cache with the app's type policies (`createCache`). */
  cache?: ApolloCache;
}

/**
 * Renders a route table in a memory router under MockedProvider, whose mocks answer behind the app's own links
 * (the bearer token, and the session end on a refused token).
 */
export function renderRoutes({ routes, path = '/', mocks = [], cache = createCache() }: RenderRoutesOptions) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const apollo: { client: ApolloClient | null } = { client: null };
  function CaptureClient() {
    // eslint-disable-next-line react-hooks/immutability -- hands the rendered client to the test that asked for it
    apollo.client = useApolloClient();
    return null;
  }
  const user = userEvent.setup();
  const utils = render(
    <MockedProvider link={ApolloLink.from([createAppLinks(), new MockLink(mocks)])} cache={cache}>
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
