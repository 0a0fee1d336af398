import { ApolloClient, ApolloLink, type ApolloCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { createAppLinks, createCache } from '../app/apolloClient';
import { routeContext } from '../app/routeData';
import { ToastHost } from '../shared/ToastHost';

export interface RenderRoutesOptions {
  routes: RouteObject[];
  path?: string;
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  /** Default: a fresh cache with the app's type policies (`createCache`). */
  cache?: ApolloCache;
}

/**
 * Renders a route table in a memory router with an Apollo client whose mocks answer behind the app's own links
 * (the bearer token, and the session end on a refused token). The route loaders use the same client, as in the app
 * (see `routeContext`); a mock answers once unless told otherwise, so a page that asked twice would fail.
 */
export function renderRoutes({ routes, path = '/', mocks = [], cache = createCache() }: RenderRoutesOptions) {
  const client = new ApolloClient({ link: ApolloLink.from([createAppLinks(), new MockLink(mocks)]), cache });
  const router = createMemoryRouter(routes, { initialEntries: [path], getContext: () => routeContext(client) });
  const user = userEvent.setup();
  const utils = render(
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
  return {
    ...utils,
    user,
    router,
    /** The Apollo client of the pages and the loaders. */
    client,
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
