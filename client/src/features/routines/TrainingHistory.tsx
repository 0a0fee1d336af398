import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { formatPtBrDateTime } from '../../shared/dates';
import { ListLoadError } from '../../shared/ListLoadError';
import { notify } from '../../shared/notify';
import { WorkoutSummary } from '../workouts/WorkoutSummary';
import { TrainingHistoryQuery } from './routineDocuments';
import './TrainingHistory.css';
import { useT } from '../../shared/i18n/i18n';

/** As written in TrainingHistoryQuery. */
export const HISTORY_PAGE_SIZE = 5;

/** The routine's sessions marked 'Done!', newest first, five at a time. */
export function TrainingHistory({ routineId }: { routineId: number }) {
  const t = useT();
  const { data, error, refetch, fetchMore, networkStatus } = useQuery(TrainingHistoryQuery, {
    variables: { routineId, page: 0 },
    notifyOnNetworkStatusChange: true,
  });
  const history = data?.trainingHistory;
  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  const shown = history?.content.length ?? 0;

  // After 'Show more', the focus goes to the first row it added (the button is gone after the last page). Apollo may
  // report the request finished a render before the merged rows arrive: the focus waits for the rows until the
  // request has settled (`settled` re-runs the effect then).
  const listRef = useRef<HTMLOListElement>(null);
  const focusFrom = useRef<{ from: number; settled: boolean } | null>(null);
  const [settled, setSettled] = useState(0);
  useEffect(() => {
    const pending = focusFrom.current;
    if (pending === null || loadingMore) return;
    const items = listRef.current?.children;
    const added = items?.[pending.from];
    if (added instanceof HTMLElement) {
      focusFrom.current = null;
      added.focus();
      return;
    }
    if (!pending.settled) return;
    focusFrom.current = null;
    // No new row (a failure, or only rows already shown): the focus stays, unless it was lost with the button.
    const last = items?.[items.length - 1];
    if (document.activeElement === document.body && last instanceof HTMLElement) last.focus();
  }, [loadingMore, shown, settled]);

  function showMore() {
    // aria-disabled rather than disabled while loading: the button keeps the focus, clicks are ignored here.
    if (loadingMore) return;
    const pending = { from: shown, settled: false };
    focusFrom.current = pending;
    const settle = () => {
      pending.settled = true;
      setSettled((count) => count + 1);
    };
    const known = new Set(history?.content.map((row) => row.id));
    fetchMore({ variables: { page: Math.ceil(shown / HISTORY_PAGE_SIZE) } }).then(
      ({ data: more }) => {
        settle();
        // Nothing new: sessions done elsewhere meanwhile shifted the pages past what is shown. Start again from the
        // newest rows (their count is right again) rather than offer a 'Show more' that can never add a row.
        const fetched = more?.trainingHistory.content ?? [];
        if (fetched.every((row) => known.has(row.id))) void refetch();
      },
      () => {
        settle();
        notify.error(t('routines.history.loadMoreFailedTitle'), t('routines.history.loadMoreFailed'));
      },
    );
  }

  let body;
  if (history) {
    body =
      history.content.length === 0 ? (
        <p className="training-history__empty">{t('routines.history.empty')}</p>
      ) : (
        <ol className="training-history__list" ref={listRef}>
          {history.content.map((done) => (
            <li key={done.id} tabIndex={-1}>
              <span className="training-history__session">{done.sessionDescription}</span>
              <time dateTime={done.completedAt}>{formatPtBrDateTime(done.completedAt)}</time>
              {done.workout ? <WorkoutSummary workout={done.workout} /> : null}
            </li>
          ))}
        </ol>
      );
  } else if (error) {
    body = <ListLoadError what={t('routines.history.loadWhat')} onRetry={() => void refetch()} />;
  } else {
    body = <p className="training-history__empty">{t('routines.history.loading')}</p>;
  }

  return (
    <section className="card training-history" aria-labelledby="training-history-title">
      <h2 id="training-history-title">{t('routines.history.title')}</h2>
      {body}
      {history && history.totalElements > 0 ? (
        <p className="training-history__count">{t('routines.history.count', { shown, total: history.totalElements })}</p>
      ) : null}
      {history && shown < history.totalElements ? (
        <button type="button" className="button button--secondary" aria-disabled={loadingMore} onClick={showMore}>
          {loadingMore ? t('common.loading') : t('routines.history.showMore')}
        </button>
      ) : null}
    </section>
  );
}
