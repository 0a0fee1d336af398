/** Fallback while a lazily loaded page (or its data) arrives. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      Loading…
    </div>
  );
}
