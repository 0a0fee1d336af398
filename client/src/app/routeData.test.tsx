import { useQuery } from '@apollo/client/react';
import { act, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CurrentUserQuery } from '../features/auth/useCurrentUser';
import { expIn, makeJwt, storeToken } from '../test/jwt';
import { renderRoutes } from '../test/render';
import { preload, routeData, routeId } from './routeData';

const me = { __typename: 'User' as const, id: 1, name: 'Ana Souza', email: 'ana@example.com', language: 'EN' as const };

/** The `Me` query answered by the server `answer`, counting how often it was asked. */
function meServer(answer: () => { data?: { me: typeof me }; errors?: GraphQLError[] }, delay = 0) {
  const server = { requests: 0 };
  const mock = {
    request: { query: CurrentUserQuery },
    result: () => {
      server.requests += 1;
      return answer();
    },
    delay,
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  return { server, mock };
}

/** A page reading `Me` as the app's pages read their data (`useQuery`, cache-first). */
function MePage() {
  const { data, error } = useQuery(CurrentUserQuery);
  if (data) return <h1>Hello {data.me.name}</h1>;
  if (error) return <p role="alert">Couldn't load you.</p>;
  return <p>Loading…</p>;
}

/** A route whose loader preloads `Me` and whose code arrives when the test says. */
function renderSlowPage(mocks: ReturnType<typeof meServer>['mock'][]) {
  let deliver!: () => void;
  const code = new Promise<{ Component: ComponentType }>((resolve) => {
    deliver = () => resolve({ Component: MePage });
  });
  const routes: RouteObject[] = [
    { path: '/', element: <p>Start</p> },
    { path: '/me', lazy: () => code, loader: routeData(async () => [preload(CurrentUserQuery)]) },
  ];
  const app = renderRoutes({ routes, path: '/', mocks });
  return { ...app, deliver: () => act(async () => deliver()) };
}

describe('routeData: a page’s queries start with its code', () => {
  it('asks while the code loads, and the page reads the answer from the cache without asking again', async () => {
    storeToken(makeJwt({ sub: '1', exp: expIn(3600) }));
    const { server, mock } = meServer(() => ({ data: { me } }));
    const { router, client, deliver } = renderSlowPage([mock]);
    await screen.findByText('Start');

    await act(async () => void router.navigate('/me'));
    await expect.poll(() => client.readQuery({ query: CurrentUserQuery })?.me.name).toBe('Ana Souza');
    expect(router.state.navigation.state).toBe('loading'); // the code has not arrived yet
    expect(server.requests).toBe(1);

    await deliver();
    expect(await screen.findByRole('heading', { name: 'Hello Ana Souza' })).toBeInTheDocument();
    expect(server.requests).toBe(1);
  });

  it('lets a page whose code arrives first join the request on its way (one request)', async () => {
    storeToken(makeJwt({ sub: '1', exp: expIn(3600) }));
    const { server, mock } = meServer(() => ({ data: { me } }), 300);
    const { router, deliver } = renderSlowPage([mock]);
    await screen.findByText('Start');

    await act(async () => void router.navigate('/me'));
    await deliver();
    expect(await screen.findByRole('heading', { name: 'Hello Ana Souza' })).toBeInTheDocument();
    expect(server.requests).toBe(1);
  });

  it('leaves a failure to the page, which asks again and shows its error as before', async () => {
    storeToken(makeJwt({ sub: '1', exp: expIn(3600) }));
    const { server, mock } = meServer(() => ({ errors: [new GraphQLError('Database down')] }));
    const { router, deliver } = renderSlowPage([mock]);
    await screen.findByText('Start');

    await act(async () => void router.navigate('/me'));
    await expect.poll(() => server.requests).toBe(1);
    await deliver();
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't load you.");
    expect(server.requests).toBe(2);
  });

  it('asks nothing when signed out (the sign-in guard leaves for /login)', async () => {
    const { server, mock } = meServer(() => ({ data: { me } }));
    const { router, deliver } = renderSlowPage([mock]);
    await screen.findByText('Start');

    await act(async () => void router.navigate('/me'));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(server.requests).toBe(0);
    await deliver();
    expect(await screen.findByRole('heading', { name: 'Hello Ana Souza' })).toBeInTheDocument();
    expect(server.requests).toBe(1); // the page's own query only
  });
});

describe('routeId', () => {
  it('reads a positive whole number, as the pages do', () => {
    expect(routeId({ id: '12' })).toBe(12);
    expect(routeId({ id: '0' })).toBeNull();
    expect(routeId({ id: '1.5' })).toBeNull();
    expect(routeId({ id: 'abc' })).toBeNull();
    expect(routeId({ id: '99999999999999999999' })).toBeNull();
    expect(routeId({})).toBeNull();
  });
});
