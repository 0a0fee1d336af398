import { useT } from './i18n/i18n';

export interface ListLoadErrorProps {
  /** In the current language, e.g. 'your foods' → "Couldn't load your foods." */
  what: string;
  onRetry: () => void;
}

/** Shown when a list cannot be loaded (the server is unreachable or refused the request). */
export function ListLoadError({ what, onRetry }: ListLoadErrorProps) {
  const t = useT();
  return (
    <div className="alert alert--danger" role="alert">
      <p className="alert__message">{t('common.loadFailed', { what })}</p>
      <button type="button" className="button button--secondary button--small" onClick={onRetry}>
        {t('common.tryAgain')}
      </button>
    </div>
  );
}
