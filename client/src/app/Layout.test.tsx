import { act, screen, waitFor, within } from '@testing-library/react';
import { lazy, type ReactElement, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CurrentUserQuery } from '../features/auth/useCurrentUser';
import { keepNotesDraft, NOTES_DRAFT_KEY } from '../features/workouts/notesDraft';
import { keepNote, PENDING_NOTES_KEY } from '../features/workouts/pendingNotes';
import { keepPending, pendingFor } from '../features/workouts/pendingSets';
import { expIn, makeJwt, storeToken } from '../test/jwt';
import { setViewportWidth } from '../test/matchMedia';
import { renderRoutes } from '../test/render';
import { lazyAppClient } from '../shared/appClient';
import { PROFESSIONAL_PROFILE_URL, SOURCE_REPOSITORY_URL } from './links';
import { Layout } from './Layout';
import { routes } from './routes';

const meMock = {
  request: { query: CurrentUserQuery },
  result: { data: { me: { __typename: 'User' as const, id: 1, name: 'Ana Souza', email: 'ana@example.com', language: 'EN' as const } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function signIn() {
  storeToken(makeJwt({ sub: '1', exp: expIn(3600) }));
}

function renderApp(path: string, mocks = [meMock]) {
  return renderRoutes({ routes, path, mocks });
}

describe('sign-in guard', () => {
  it('sends an anonymous visitor to /login', async () => {
    const { pathname } = renderApp('/home');
    expect(await screen.findByText('Sign in with your credentials')).toBeInTheDocument();
    expect(pathname()).toBe('/login');
  });

  it('loads the Apollo client for the signed-in frame only, never for an anonymous visitor', async () => {
    const create = vi.fn();
    const anonymous = renderRoutes({
      routes,
      path: '/home',
      mocks: [meMock],
      appClient: (client) => lazyAppClient(() => (create(), Promise.resolve(client))),
    });
    expect(await screen.findByText('Sign in with your credentials')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
    anonymous.unmount();

    signIn();
    renderRoutes({
      routes,
      path: '/home',
      mocks: [meMock],
      appClient: (client) => lazyAppClient(() => (create(), Promise.resolve(client))),
    });
    expect(await screen.findByText('Ana Souza')).toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('sends a visitor with an expired token to /login', async () => {
    storeToken(makeJwt({ sub: '1', exp: expIn(-10) }));
    const { pathname } = renderApp('/home');
    expect(await screen.findByText('Sign in with your credentials')).toBeInTheDocument();
    expect(pathname()).toBe('/login');
  });

  it('removes an unparsable token and sends the visitor to /login', async () => {
    localStorage.setItem('access_token', '{broken');
    const { pathname } = renderApp('/home');
    expect(await screen.findByText('Sign in with your credentials')).toBeInTheDocument();
    expect(pathname()).toBe('/login');
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('renders the layout and the home page with a valid token', async () => {
    signIn();
    const { pathname } = renderApp('/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(pathname()).toBe('/home');
    expect(await screen.findByText('Ana Souza')).toBeInTheDocument();
    expect(screen.getByText(/Signed in as/)).toHaveTextContent('Signed in as Ana Souza');
  });

  it('redirects the empty path to /home', async () => {
    signIn();
    const { pathname } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(pathname()).toBe('/home');
  });

  it('logout clears the session, the Apollo store and the workout notes typed on this device, and goes to /login once', async () => {
    signIn();
    keepNotesDraft(9, 'Dor no ombro');
    // Set values not sent yet stay (tied to their workout, sent when its user is back): only a deletion drops them.
    keepPending(31, 9, { weight: '80', reps: '8', setType: 'NORMAL', rpe: '' });
    keepNote(31, 9, 'Pegada fechada');
    const app = renderApp('/home');
    await screen.findByText('Ana Souza');
    const clearStore = vi.spyOn(app.client, 'clearStore');
    const navigate = vi.spyOn(app.router, 'navigate');

    await app.user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Sign in with your credentials')).toBeInTheDocument();
    expect(app.pathname()).toBe('/login');
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem(NOTES_DRAFT_KEY)).toBeNull();
    expect(localStorage.getItem(PENDING_NOTES_KEY)).toBeNull();
    expect(pendingFor(31)).not.toBeNull();
    expect(clearStore).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith(expect.objectContaining({ pathname: '/login' }), expect.objectContaining({ replace: true }));
  });

  it('ends the session when the server refuses the token', async () => {
    signIn();
    const { pathname } = renderApp('/home', [
      {
        request: { query: CurrentUserQuery },
        result: { errors: [{ message: 'Not signed in.', extensions: { code: 'UNAUTHENTICATED' } }] },
      } as unknown as typeof meMock,
    ]);
    expect(await screen.findByText('Sign in with your credentials')).toBeInTheDocument();
    expect(pathname()).toBe('/login');
    expect(localStorage.getItem('access_token')).toBeNull();
  });
});

describe('Layout', () => {
  it('shows the sidebar links, the active one highlighted, and the footer', async () => {
    signIn();
    renderApp('/home');
    const sidebar = await screen.findByRole('complementary', { name: 'Sidebar' });
    expect(within(sidebar).getByRole('link', { name: 'Fitness Manager' })).toHaveAttribute('href', '/');
    const nav = within(sidebar).getByRole('navigation', { name: 'Main' });
    const expected: Array<[string, string]> = [
      ['Home', '/home'],
      ['Routines', '/routines'],
      ['Exercises', '/exercises'],
      ['Tags', '/tags'],
      ['Daily Meals', '/meals'],
      ['Recipes', '/recipes'],
      ['Foods', '/foods'],
    ];
    for (const [name, href] of expected) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(nav).getByRole('list', { name: 'Training' })).toBeInTheDocument();
    expect(within(nav).getByRole('list', { name: 'Diet' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Foods' })).not.toHaveAttribute('aria-current');
    expect(within(sidebar).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    // wide screen: no menu toggle
    expect(screen.queryByRole('button', { name: 'Toggle menu' })).not.toBeInTheDocument();

    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Fitness Manager`);
    const external = within(footer).getAllByRole('link');
    expect(external.map((link) => link.getAttribute('href'))).toEqual([SOURCE_REPOSITORY_URL, PROFESSIONAL_PROFILE_URL]);
    for (const link of external) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('shows the home cards with their links only', async () => {
    signIn();
    renderApp('/home');
    const training = await screen.findByRole('region', { name: 'Training' });
    expect(within(training).getByRole('link', { name: 'Show my routines list' })).toHaveAttribute('href', '/routines/list');
    const diet = screen.getByRole('region', { name: 'Diet' });
    expect(within(diet).getByRole('link')).toHaveAttribute('href', '/meals');
  });

  it("shows 'Page not found' with a link home for unknown paths", async () => {
    signIn();
    const { user, pathname } = renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(pathname()).toBe('/home');
  });

  it('collapses the menu behind a toggle on small screens, and again after navigating', async () => {
    setViewportWidth(375);
    signIn();
    const { user, pathname } = renderApp('/home');
    const toggle = await screen.findByRole('button', { name: 'Toggle menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'sidebar-menu');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toBeVisible();

    within(nav).getByRole('link', { name: 'Daily Meals' }).focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { level: 1, name: 'Daily Meals' })).toBeInTheDocument();
    expect(pathname()).toBe('/meals');
    expect(screen.getByRole('button', { name: 'Toggle menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    // The link that had the focus is hidden now: the keyboard user continues on the page.
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());

    // Escape closes it too, and gives the focus back to the toggle
    await user.click(screen.getByRole('button', { name: 'Toggle menu' }));
    within(screen.getByRole('navigation', { name: 'Main' }))
      .getByRole('link', { name: 'Foods' })
      .focus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Toggle menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Toggle menu' })).toHaveFocus();
  });

  it('keeps a menu opened while a page loads open when that page arrives', async () => {
    setViewportWidth(375);
    signIn();
    let showPage!: () => void;
    const SlowPage = lazy(
      () =>
        new Promise<{ default: () => ReactElement }>((resolve) => {
          showPage = () => resolve({ default: () => <h1>Slow page</h1> });
        }),
    );
    const { user, router } = renderRoutes({
      routes: [
        {
          path: '/',
          element: <Layout />,
          children: [
            { path: 'home', element: <p>Home</p> },
            { path: 'slow', element: <SlowPage /> },
          ],
        },
      ],
      path: '/home',
      mocks: [meMock],
    });
    const toggle = await screen.findByRole('button', { name: 'Toggle menu' });

    // A page button starts a navigation; its page's code is still loading when the menu is opened.
    await act(() => router.navigate('/slow'));
    await user.click(toggle);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();

    await act(async () => showPage());
    expect(await screen.findByRole('heading', { name: 'Slow page' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  describe('Escape with the phone menu open', () => {
    /** A page with a plain field, a field that handles Escape itself (as react-select does) and a modal dialog. */
    function EscapePage() {
      const [dialogOpen, setDialogOpen] = useState(false);
      return (
        <>
          <input aria-label="Plain field" />
          <input
            aria-label="Own Escape"
            onKeyDown={(event) => {
              if (event.key === 'Escape') event.preventDefault();
            }}
          />
          <button type="button" onClick={() => setDialogOpen(true)}>
            Open dialog
          </button>
          {dialogOpen ? (
            <div role="dialog" aria-modal="true" aria-label="A dialog">
              <input aria-label="Dialog field" />
            </div>
          ) : null}
        </>
      );
    }

    async function openMenu() {
      setViewportWidth(375);
      signIn();
      const app = renderRoutes({
        routes: [{ path: '/', element: <Layout />, children: [{ path: 'page', element: <EscapePage /> }] }],
        path: '/page',
        mocks: [meMock],
      });
      const toggle = await screen.findByRole('button', { name: 'Toggle menu' });
      await app.user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      return { ...app, toggle };
    }

    it('leaves the menu open when something else handled the Escape (e.g. a select closing its options)', async () => {
      const { user, toggle } = await openMenu();
      const field = screen.getByRole('textbox', { name: 'Own Escape' });
      await user.click(field);
      await user.keyboard('{Escape}');
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(field).toHaveFocus();
    });

    it('closes the menu but leaves the focus in a page field', async () => {
      const { user, toggle } = await openMenu();
      const field = screen.getByRole('textbox', { name: 'Plain field' });
      await user.click(field);
      await user.keyboard('{Escape}');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(field).toHaveFocus();
    });

    it('gives the focus to the toggle when it was on the toggle or lost', async () => {
      const { user, toggle } = await openMenu();
      await user.keyboard('{Escape}');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(toggle).toHaveFocus();

      await user.click(toggle);
      act(() => (document.activeElement as HTMLElement).blur());
      expect(document.body).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(toggle).toHaveFocus();
    });

    it('leaves the menu alone while a modal dialog is open', async () => {
      const { user, toggle } = await openMenu();
      await user.click(screen.getByRole('button', { name: 'Open dialog' }));
      const field = within(screen.getByRole('dialog', { name: 'A dialog' })).getByRole('textbox', { name: 'Dialog field' });
      await user.click(field);
      await user.keyboard('{Escape}');
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(field).toHaveFocus();
    });
  });

  it('shows the sidebar again when the screen grows', async () => {
    setViewportWidth(375);
    signIn();
    renderApp('/home');
    await screen.findByRole('button', { name: 'Toggle menu' });
    setViewportWidth(1280);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Toggle menu' })).not.toBeInTheDocument());
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
});
