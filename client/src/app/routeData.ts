import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { createContext, RouterContextProvider, type LoaderFunction, type Params } from 'react-router-dom';
import { getAccessToken } from '../features/auth/session';
import type { AppClient } from '../shared/appClient';

/*
 * A page's data starts with its code. A route's loader asks the Apollo client for the queries the page reads first
 * (`client.query`, cache-first, like the page's own `useQuery`) as the navigation starts, while the router loads the
 * page's code (`lazy`) in parallel; it does not wait for the answers. The page's `useQuery` with the same variables
 * then finds the answer in the cache, or joins the request still on its way (Apollo deduplicates identical
 * operations in flight): one request either way. A failed preload is dropped: the page's own query asks again and
 * shows the error as it always did. The client itself loads on first use (`AppClient`): with the first signed-in page,
 * in parallel with its code.
 */

/** The app's Apollo client (loaded on first use) the route loaders use, given to the router by `getContext` (see `routeContext`). */
export const appClientContext = createContext<AppClient | null>(null);

/** The router context holding the app's client: `createBrowserRouter(routes, { getContext: () => routeContext(appClient) })`. */
export function routeContext(appClient: AppClient): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(appClientContext, appClient);
  return context;
}

/** The app's client of a loader's router context (null for a router without one). */
export function loaderAppClient(context: unknown): AppClient | null {
  // The context is the `RouterContextProvider` of `getContext` (a router without it has an empty one).
  return (context as RouterContextProvider).get(appClientContext);
}

/** One query a page reads first, with the variables its `useQuery` will use (the same, or the cache misses). */
export interface QueryPreload {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  query: TypedDocumentNode<any, any>;
  variables?: OperationVariables;
}

/** A typed `QueryPreload`: the variables must be the query's. */
export function preload<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  ...variables: Record<string, never> extends TVariables ? [TVariables?] : [TVariables]
): QueryPreload {
  return variables[0] === undefined ? { query } : { query, variables: variables[0] };
}

/** What a route's queries may depend on: its parameters and its URL (e.g. `?date=`). */
export interface RouteDataArgs {
  params: Params;
  url: URL;
}

/**
 * The loader of a signed-in page: starts `queries` (usually after importing the page's documents module, which
 * the page's code imports too, so the entry bundle stays small) without waiting for them, and resolves at once.
 * Signed out, it asks nothing (and loads no client): the sign-in guard is about to leave for /login.
 */
export function routeData(queries: (args: RouteDataArgs) => Promise<ReadonlyArray<QueryPreload>>): LoaderFunction {
  return ({ params, request, context }) => {
    const appClient = loaderAppClient(context);
    if (appClient && getAccessToken() !== null) {
      Promise.all([appClient.load(), queries({ params, url: new URL(request.url) })]).then(
        ([client, list]) => list.forEach(({ query, variables }) => void client.query({ query, variables }).catch(() => undefined)),
        () => undefined, // the client or the documents could not be loaded: neither can the page, which says so
      );
    }
    return null;
  };
}

/** A route's `:id` as the pages read it: a positive whole number, else null (the page shows "not found"). */
export function routeId(params: Params, name = 'id'): number | null {
  const raw = params[name];
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
