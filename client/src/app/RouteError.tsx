import { useEffect, useState } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { reloadPage } from './reloadPage';

/** Whether a route failed because its code could not be fetched (a new deployment removed it, or no network). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /dynamically imported module|Importing a module script failed|Unable to preload CSS|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}

/** The app's entry script as the page loaded it (`/assets/index-<hash>.js`), which names its build. */
function loadedBuild(): string | null {
  const script = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
  return script ? new URL(script.src, window.location.href).pathname : null;
}

/** The entry script the server's index.html names now, or null when it cannot be read (offline). */
async function deployedBuild(): Promise<string | null> {
  try {
    const response = await fetch('/index.html', { cache: 'no-store' });
    if (!response.ok) return null;
    const match = /<script[^>]+type="module"[^>]+src="([^"]+)"/.exec(await response.text());
    return match ? new URL(match[1], window.location.href).pathname : null;
  } catch {
    return null;
  }
}

/** Remembers the build a reload was already made for, so a page that still fails does not reload forever. */
const RELOADED_FOR = 'fitness-manager.reloaded-for-build';

/**
 * After a deployment the page's old code names chunks the server no longer has: reload once to get the new build.
 * Resolves true when it reloads.
 */
export async function reloadForNewBuild(): Promise<boolean> {
  const [loaded, deployed] = [loadedBuild(), await deployedBuild()];
  if (!deployed || deployed === loaded || sessionStorage.getItem(RELOADED_FOR) === deployed) return false;
  sessionStorage.setItem(RELOADED_FOR, deployed);
  reloadPage();
  return true;
}

/**
 * Shown in place of a page that failed: inside the layout (the sidebar stays), or alone for the open pages. A page
 * whose code could not be loaded says so in words and offers Reload; when a new version was deployed meanwhile, it
 * reloads by itself, once.
 */
export function RouteError({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  const [reloading, setReloading] = useState(chunk);
  const title = chunk ? 'This page could not be loaded' : 'Something went wrong';
  useDocumentTitle(title);

  useEffect(() => {
    if (!chunk) return;
    let active = true;
    void reloadForNewBuild().then((reloaded) => {
      if (active && !reloaded) setReloading(false);
    });
    return () => {
      active = false;
    };
  }, [chunk]);

  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : null;
  // Inside the layout it fills the layout's <main>; alone (the open pages) it is the page's own.
  const Frame = standalone ? 'main' : 'section';
  return (
    <Frame className="route-error" aria-labelledby="route-error-title">
      <h1 id="route-error-title">{title}</h1>
      {chunk ? (
        <p role="status">
          {reloading
            ? 'A new version of the app is out: loading it…'
            : 'Its code did not arrive: you may be offline, or a new version of the app is out. Reload to try again.'}
        </p>
      ) : (
        <p>The page stopped with an error. Reloading it usually helps; what you saved before is kept.</p>
      )}
      <p className="route-error__actions">
        <button type="button" className="button button--primary" onClick={reloadPage}>
          Reload
        </button>
        <Link className="button button--secondary" to="/home">
          Go to the home page
        </Link>
      </p>
      {detail ? (
        <details className="route-error__detail">
          <summary>Details</summary>
          <p>{detail}</p>
        </details>
      ) : null}
    </Frame>
  );
}
