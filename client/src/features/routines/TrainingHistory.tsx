import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { formatPtBrDateTime } from '../../shared/dates';
import { ListLoadError } from '../../shared/ListLoadError';
import { TrainingHistoryQuery } from './routineDocuments';
import './TrainingHistory.css';

export const HISTORY_PAGE_SIZE = 5;

/** The routine's sessions marked 'Done!', newest first, five at a time. */
export function TrainingHistory({ routineId }: { routineId: number }) {
  const { data, error, refetch, fetchMore, networkStatus } = useQuery(TrainingHistoryQuery, {
    variables: { routineId, page: 0, size: HISTORY_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const history = data?.trainingHistory;
  const loadingMore = networkStatus === NetworkStatus.fetchMore;

  let body;
  if (history) {
    body =
      history.content.length === 0 ? (
        <p className="training-history__empty">No session of this routine was done yet.</p>
      ) : (
        <ol className="training-history__list">
          {history.content.map((done) => (
            <li key={done.id}>
              <span className="training-history__session">{done.sessionDescription}</span>
              <time dateTime={done.completedAt}>{formatPtBrDateTime(done.completedAt)}</time>
            </li>
          ))}
        </ol>
      );
  } else if (error) {
    body = <ListLoadError what="the history" onRetry={() => void refetch()} />;
  } else {
    body = <p className="training-history__empty">Loading the history…</p>;
  }

  const shown = history?.content.length ?? 0;
  return (
    <section className="card training-history" aria-labelledby="training-history-title">
      <h2 id="training-history-title">History</h2>
      {body}
      {history && history.totalElements > 0 ? (
        <p className="training-history__count">
          {shown} of {history.totalElements} sessions done
        </p>
      ) : null}
      {history && shown < history.totalElements ? (
        <button
          type="button"
          className="button button--secondary"
          disabled={loadingMore}
          onClick={() => void fetchMore({ variables: { page: Math.ceil(shown / HISTORY_PAGE_SIZE) } })}
        >
          {loadingMore ? 'Loading…' : 'Show more'}
        </button>
      ) : null}
    </section>
  );
}
