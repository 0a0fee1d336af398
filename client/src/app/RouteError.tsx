import { useEffect, useState } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { isChunkLoadError, reloadForNewBuild } from '../shared/staleCode';
import { reloadPage } from '../shared/reloadPage';

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
