import { useEffect, useState } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { isChunkLoadError, reloadForNewBuild } from '../shared/staleCode';
import { reloadPage } from '../shared/reloadPage';
import { useT } from '../shared/i18n/i18n';

/**
 * Shown in place of a page that failed: inside the layout (the sidebar stays), or alone for the open pages. A page
 * whose code could not be loaded says so in words and offers Reload; when a new version was deployed meanwhile, it
 * reloads by itself, once.
 */
export function RouteError({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  const [reloading, setReloading] = useState(chunk);
  const t = useT();
  const title = chunk ? t('common.pageNotLoaded') : t('common.somethingWrong');
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

  // The HTTP status of a route's error answer (its status text is the router's English: left out); a crash's own
  // message (the code's words, for whoever reports it).
  const detail = isRouteErrorResponse(error)
    ? t('common.errorStatus', { status: error.status })
    : error instanceof Error
      ? error.message
      : null;
  // Inside the layout it fills the layout's <main>; alone (the open pages) it is the page's own.
  const Frame: 'main' | 'section' = standalone ? 'main' : 'section';
  return (
    <Frame className="route-error" aria-labelledby="route-error-title">
      <h1 id="route-error-title">{title}</h1>
      {chunk ? (
        <p role="status">{reloading ? t('common.newVersionLoading') : t('common.codeMissing')}</p>
      ) : (
        <p>{t('common.pageCrashed')}</p>
      )}
      <p className="route-error__actions">
        <button type="button" className="button button--primary" onClick={reloadPage}>
          {t('common.reload')}
        </button>
        <Link className="button button--secondary" to="/home">
          {t('common.goHome')}
        </Link>
      </p>
      {detail ? (
        <details className="route-error__detail">
          <summary>{t('common.details')}</summary>
          <p>{detail}</p>
        </details>
      ) : null}
    </Frame>
  );
}
