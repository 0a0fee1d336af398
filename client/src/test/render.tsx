import { Kind, OperationTypeNode } from 'graphql';
import { ApolloClient, ApolloLink, type ApolloCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { getMainDefinition } from '@apollo/client/utilities';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Observable } from 'rxjs';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { createAppLinks, createCache } from '../app/apolloClient';
import { AppClientContext, readyAppClient, type AppClient } from '../shared/appClient';
import { routeContext } from '../app/routeData';
import { ToastHost } from '../shared/ToastHost';

export interface RenderRoutesOptions {
  routes: RouteObject[];
  path?: string;
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  /** Default: a fresh cache with the app's type policies (`createCache`). */
  cache?: ApolloCache;
  /** A link between the app's links and the mocks (e.g. one holding answers back, see `holdMutations`). */
  link?: ApolloLink;
  /** How the app loads its client (default: the mocked client, loaded already), e.g. to watch or fail the load. */
  appClient?: (client: ApolloClient) => AppClient;
}

/**
 * Renders a route table in a memory router with an Apollo client whose mocks answer behind the app's own links
 * (the bearer token, and the session end on a refused token). The route loaders use the same client, as in the app
 * (see `routeContext`); a mock answers once unless told otherwise, so a page that asked twice would fail.
 */
export function renderRoutes({
  routes,
  path = '/',
  mocks = [],
  cache = createCache(),
  link,
  appClient: makeAppClient = readyAppClient,
}: RenderRoutesOptions) {
  const client = new ApolloClient({ link: ApolloLink.from([createAppLinks(), ...(link ? [link] : []), new MockLink(mocks)]), cache });
  const appClient = makeAppClient(client);
  const router = createMemoryRouter(routes, { initialEntries: [path], getContext: () => routeContext(appClient) });
  const user = userEvent.setup();
  // The app's client (loaded already; the toast host is the tests' own, see `withToasts`) and, for pages rendered
  // without the signed-in frame, the ApolloProvider the frame gives them.
  const utils = render(
    <AppClientContext value={appClient}>
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </AppClientContext>,
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

function isMutation(operation: ApolloLink.Operation): boolean {
  const definition = getMainDefinition(operation.query);
  return definition.kind === Kind.OPERATION_DEFINITION && definition.operation === OperationTypeNode.MUTATION;
}

/**
 * A link that holds every mutation back until `release()` (queries pass), to see what the page shows before the
 * server answers (optimistic updates) without any timing.
 */
export function holdMutations() {
  return holdOperations(isMutation);
}

/** A link that holds back the operations `held` picks (the others pass) until `release()`: no timing. */
export function holdOperations(held: (operation: ApolloLink.Operation) => boolean) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const link = new ApolloLink((operation, forward) => {
    if (!held(operation)) return forward(operation);
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

/** A link that notes the name of every mutation sent (queries pass unnoted), to prove a page sent none. */
export function recordMutations() {
  const sent: string[] = [];
  const link = new ApolloLink((operation, forward) => {
    if (isMutation(operation)) sent.push(operation.operationName ?? '');
    return forward(operation);
  });
  return { link, sent };
}

/**
 * A link holding back the answer to the `nth` request named `operationName` (counted from 1) until `release()`: the
 * request goes on at once (the server reads it then) and its answer arrives when told, e.g. after a later write's.
 * `sent()` says whether that request went.
 */
export function holdAnswer(operationName: string, nth: number) {
  let count = 0;
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const link = new ApolloLink((operation, forward) => {
    if (operation.operationName !== operationName) return forward(operation);
    count += 1;
    if (count !== nth) return forward(operation);
    return new Observable((observer) => {
      const results: Parameters<typeof observer.next>[0][] = [];
      let failure: { error: unknown } | null = null;
      let closed = false;
      let subscription: { unsubscribe: () => void } | undefined;
      const answered = new Promise<void>((resolve) => {
        subscription = forward(operation).subscribe({
          next: (result) => results.push(result),
          error: (error: unknown) => {
            failure = { error };
            resolve();
          },
          complete: () => resolve(),
        });
      });
      void Promise.all([answered, released]).then(() => {
        if (closed) return;
        for (const result of results) observer.next(result);
        if (failure) observer.error(failure.error);
        else observer.complete();
      });
      return () => {
        closed = true;
        subscription?.unsubscribe();
      };
    });
  });
  return { link, release: () => release(), sent: () => count >= nth };
}
