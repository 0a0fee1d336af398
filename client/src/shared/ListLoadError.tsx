export interface ListLoadErrorProps {
  /** e.g. 'your foods' → "Couldn't load your foods." */
  what: string;
  onRetry: () => void;
}

/** Shown when a list cannot be loaded (the server is unreachable or refused the request). */
export function ListLoadError({ what, onRetry }: ListLoadErrorProps) {
  return (
    <div className="alert alert--danger" role="alert">
      <p className="alert__message">Couldn't load {what}. Server might be down right now.</p>
      <button type="button" className="button button--secondary button--small" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
