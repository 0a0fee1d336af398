import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from '../shared/i18n/i18n';
import { reloadPage } from '../shared/reloadPage';
import { isChunkLoadError } from '../shared/staleCode';
import { RouteError } from './RouteError';

vi.mock('../shared/reloadPage', () => ({ reloadPage: vi.fn() }));

/** A layout with a sidebar link, and a page whose code cannot be fetched. */
function renderBrokenPage() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <div>
            <nav>
              <Link to="/home">Home</Link>
            </nav>
            <Outlet />
          </div>
        ),
        children: [
          {
            errorElement: <RouteError />,
            children: [
              {
                path: 'foods',
                lazy: () =>
                  Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/FoodListPage-abc.js')),
              },
            ],
          },
        ],
      },
    ],
    { initialEntries: ['/foods'] },
  );
  render(<RouterProvider router={router} />);
}

/** What GET /index.html answers: the page of a build whose entry is `entry`. */
function serveIndex(entry: string | null) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
    entry === null
      ? Promise.reject(new TypeError('Failed to fetch'))
      : new Response(`<!doctype html><script type="module" crossorigin src="${entry}"></script>`, { status: 200 }),
  );
}

describe('RouteError', () => {
  beforeEach(() => {
    document.head.innerHTML = '<script type="module" src="/assets/index-old.js"></script>';
    sessionStorage.clear();
    vi.mocked(reloadPage).mockClear();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('recognises a page whose code could not be fetched', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Boom'))).toBe(false);
  });

  it('keeps the layout and says in words that the page could not be loaded, offering Reload (offline)', async () => {
    serveIndex(null);
    renderBrokenPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(await screen.findByText(/you may be offline, or a new version of the app is out/)).toBeInTheDocument();
    expect(screen.queryByText(/Failed to fetch dynamically imported module/)).not.toBeVisible();
    expect(reloadPage).not.toHaveBeenCalled();
    screen.getByRole('button', { name: 'Reload' }).click();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('reloads by itself, once, when a new version was deployed', async () => {
    serveIndex('/assets/index-new.js');
    renderBrokenPage();
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(screen.getByText('A new version of the app is out: loading it…')).toBeInTheDocument();

    // The reloaded page fails again on the same new build: no second reload, the message instead.
    vi.mocked(reloadPage).mockClear();
    renderBrokenPage();
    expect(await screen.findByText(/you may be offline, or a new version of the app is out/)).toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('does not reload when the build is the same (the server is just unreachable for that file)', async () => {
    serveIndex('/assets/index-old.js');
    renderBrokenPage();
    expect(await screen.findByText(/you may be offline/)).toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('names an error answer by its status in the language shown, never the router’s English status text', async () => {
    await chooseLanguage('pt-BR');
    const router = createMemoryRouter(
      [
        {
          path: '/',
          errorElement: <RouteError standalone />,
          loader: () => {
            // eslint-disable-next-line @typescript-eslint/only-throw-error -- a route answering 404, as react-router lets loaders do
            throw new Response(null, { status: 404, statusText: 'Not Found' });
          },
          element: <p>unreachable</p>,
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Algo deu errado' })).toBeInTheDocument();
    expect(screen.getByText('Erro 404', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByText(/Not Found/)).not.toBeInTheDocument();
  });
});
