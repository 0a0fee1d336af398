import { useT } from './i18n/i18n';

/** Fallback while a lazily loaded page (or its data) arrives. */
export function PageLoading() {
  const t = useT();
  return (
    <div className="page-loading" role="status" aria-live="polite">
      {t('common.loading')}
    </div>
  );
}
