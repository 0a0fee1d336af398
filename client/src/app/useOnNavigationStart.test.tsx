import { act, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { CurrentUserQuery } from '../features/auth/useCurrentUser';
import { expIn, makeJwt, storeToken } from '../test/jwt';
import { setViewportWidth } from '../test/matchMedia';
import { renderRoutes } from '../test/render';
import { Layout } from './Layout';

const meMock = {
  request: { query: CurrentUserQuery },
  result: { data: { me: { __typename: 'User' as const, id: 1, name: 'Ana Souza', email: 'ana@example.com', language: 'EN' as const } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** The layout with a page whose code (route `lazy`, as the app's pages) arrives when the test says. */
function renderWithSlowRoute() {
  setViewportWidth(375);
  storeToken(makeJwt({ sub: '1', exp: expIn(3600) }));
  let deliver!: () => void;
  const code = new Promise<{ Component: ComponentType }>((resolve) => {
    deliver = () => resolve({ Component: () => <h1>Slow page</h1> });
  });
  const app = renderRoutes({
    routes: [
      {
        path: '/',
        element: <Layout />,
        children: [
          { path: 'home', element: <h1>Home page</h1> },
          { path: 'slow', lazy: () => code },
        ],
      },
    ],
    path: '/home',
    mocks: [meMock],
  });
  return { ...app, deliver: () => act(async () => deliver()) };
}

const toggle = () => screen.getByRole('button', { name: 'Toggle menu' });

describe('the phone menu and lazily loaded pages', () => {
  it('closes as soon as a navigation starts, while the current page is still shown', async () => {
    const { user, router, deliver } = renderWithSlowRoute();
    await user.click(await screen.findByRole('button', { name: 'Toggle menu' }));
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');

    // (The navigation starts a microtask later: the router first gets its context, the Apollo client of the loaders.)
    await act(async () => void router.navigate('/slow'));

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(router.state.navigation.state).toBe('loading');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');

    await deliver();
    expect(await screen.findByRole('heading', { name: 'Slow page' })).toBeInTheDocument();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open when opened while the page loads, once the page arrives', async () => {
    const { user, router, deliver } = renderWithSlowRoute();
    await screen.findByRole('button', { name: 'Toggle menu' });

    await act(async () => void router.navigate('/slow'));
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');

    await deliver();
    expect(await screen.findByRole('heading', { name: 'Slow page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/slow');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  });
});
