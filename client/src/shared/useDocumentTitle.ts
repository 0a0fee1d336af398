import { useEffect } from 'react';

/** The product's name: the whole title of a page without one (as in client/index.html), the suffix of the others. */
const APP_TITLE = 'Fitness Manager';

/** 'Foods' → 'Foods · Fitness Manager'; no page title → 'Fitness Manager'. */
export function documentTitle(pageTitle?: string): string {
  const page = pageTitle?.trim();
  return page ? `${page} · ${APP_TITLE}` : APP_TITLE;
}

/**
 * Names the browser tab after the page (WCAG 2.4.2 "Page titled"). Called by the page header and the auth card, so
 * every page gets its own title; back to 'Fitness Manager' when the page goes (e.g. while the next one loads).
 */
export function useDocumentTitle(pageTitle: string | undefined): void {
  useEffect(() => {
    document.title = documentTitle(pageTitle);
    return () => {
      document.title = APP_TITLE;
    };
  }, [pageTitle]);
}
