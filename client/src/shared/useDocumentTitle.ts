import { useEffect } from 'react';
import { t, useLanguage } from './i18n/i18n';

/** 'Foods' → 'Foods · Fitness Manager'; no page title → 'Fitness Manager' (the product's name, as in client/index.html). */
export function documentTitle(pageTitle?: string): string {
  const page = pageTitle?.trim();
  return page ? t('common.documentTitle', { page }) : t('common.brand');
}

/**
 * Names the browser tab after the page (WCAG 2.4.2 "Page titled"). Called by the page header and the auth card, so
 * every page gets its own title; back to 'Fitness Manager' when the page goes (e.g. while the next one loads).
 */
export function useDocumentTitle(pageTitle: string | undefined): void {
  // The language too: a switch renames the tab (a page's title is already in the new language).
  const language = useLanguage();
  useEffect(() => {
    document.title = documentTitle(pageTitle);
    return () => {
      document.title = documentTitle();
    };
  }, [pageTitle, language]);
}
