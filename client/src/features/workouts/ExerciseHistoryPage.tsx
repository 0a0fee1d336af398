import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { ExerciseRecordsQuery as RecordsData } from '../../gql/graphql';
import { errorCodes } from '../../shared/apolloErrors';
import { formatPtBrDateTime } from '../../shared/dates';
import { formatDecimal } from '../../shared/decimal';
import { ListLoadError } from '../../shared/ListLoadError';
import { PageHeader } from '../../shared/PageHeader';
import { PageLoading } from '../../shared/PageLoading';
import { Paginator } from '../../shared/Paginator';
import { ExerciseHistoryQuery, ExerciseProgressQuery, ExerciseRecordsQuery } from './exerciseLogDocuments';
import { ProgressChart } from './ProgressChart';
import { RECORD_LABELS } from './recordMessages';
import { SET_TYPE_LABELS, describeSet } from './setValues';
import './workouts.css';

export const HISTORY_ENTRIES_PER_PAGE = 10;
const PROGRESS_POINTS = 500;

const RANGES = [
  { id: '3m', label: 'Last 3 months', months: 3 },
  { id: '1y', label: 'Last year', months: 12 },
  { id: 'all', label: 'All time (latest 500 workouts)', months: null },
] as const;
type RangeId = (typeof RANGES)[number]['id'];

function rangeStart(id: RangeId, now = new Date()): string | null {
  const months = RANGES.find((range) => range.id === id)?.months ?? null;
  if (months === null) return null;
  const start = new Date(now.getFullYear(), now.getMonth() - months, now.getDate());
  return start.toISOString();
}

const day = (iso: string) => formatPtBrDateTime(iso).split(',')[0];

/** /exercises/:id/history: every logged set by date, progress charts and personal records. */
export function ExerciseHistoryPage() {
  const { id } = useParams();
  const exerciseId = id && /^\d+$/.test(id) ? Number(id) : null;
  const records = useQuery(ExerciseRecordsQuery, { variables: { exerciseId: exerciseId ?? 0 }, skip: exerciseId === null });
  if (exerciseId === null || (records.error && errorCodes(records.error).includes('NOT_FOUND'))) {
    return (
      <>
        <PageHeader title="Exercise not found" back={{ to: '/exercises/list', label: 'Exercises' }} />
        <p>This exercise doesn't exist or was deleted.</p>
      </>
    );
  }
  if (records.error) return <ListLoadError what="this exercise" onRetry={() => void records.refetch()} />;
  if (!records.data?.exercise) return <PageLoading />;
  return <ExerciseLog exerciseId={exerciseId} name={records.data.exercise.name} records={records.data.exerciseRecords} />;
}

/** Which set (and workout) holds which record, to flag them in the list. */
function recordFlags(records: RecordsData['exerciseRecords']) {
  const sets = new Map<number, string[]>();
  const add = (setId: number, label: string) => sets.set(setId, [...(sets.get(setId) ?? []), label]);
  if (records.heaviestWeight) add(records.heaviestWeight.setId, RECORD_LABELS.HEAVIEST_WEIGHT);
  if (records.bestEstimatedOneRepMax) add(records.bestEstimatedOneRepMax.setId, RECORD_LABELS.BEST_ESTIMATED_ONE_REP_MAX);
  for (const record of records.mostRepsAtWeight) add(record.setId, `Most reps at ${formatDecimal(record.weight)} kg`);
  return { sets, volumeWorkoutId: records.bestVolume?.workoutId ?? null };
}

function ExerciseLog({ exerciseId, name, records }: { exerciseId: number; name: string; records: RecordsData['exerciseRecords'] }) {
  const [page, setPage] = useState(0);
  const [range, setRange] = useState<RangeId>('1y');
  const from = useMemo(() => rangeStart(range), [range]);
  const history = useQuery(ExerciseHistoryQuery, { variables: { exerciseId, page, size: HISTORY_ENTRIES_PER_PAGE } });
  const progress = useQuery(ExerciseProgressQuery, { variables: { exerciseId, from, size: PROGRESS_POINTS } });
  const flags = recordFlags(records);
  const entries = (history.data ?? history.previousData)?.exerciseHistory;
  const points = progress.data?.exerciseProgress ?? [];

  return (
    <>
      <PageHeader
        title={`${name}: history`}
        subtitle="Every set you logged, your progress and your records"
        back={{ to: '/exercises/list', label: 'Exercises' }}
      />
      <section className="card exercise-records" aria-labelledby="records-title">
        <h2 id="records-title" className="card__title">
          Personal records
        </h2>
        {records.heaviestWeight ? (
          <dl className="exercise-records__list">
            <div>
              <dt>{RECORD_LABELS.HEAVIEST_WEIGHT}</dt>
              <dd>
                {describeSet(records.heaviestWeight)} on {day(records.heaviestWeight.achievedAt)}
              </dd>
            </div>
            {records.bestEstimatedOneRepMax ? (
              <div>
                <dt>{RECORD_LABELS.BEST_ESTIMATED_ONE_REP_MAX}</dt>
                <dd>
                  {formatDecimal(records.bestEstimatedOneRepMax.estimatedOneRepMax)} kg ({describeSet(records.bestEstimatedOneRepMax)} on{' '}
                  {day(records.bestEstimatedOneRepMax.achievedAt)})
                </dd>
              </div>
            ) : null}
            {records.bestVolume ? (
              <div>
                <dt>{RECORD_LABELS.BEST_VOLUME}</dt>
                <dd>
                  {formatDecimal(records.bestVolume.volume)} kg on {day(records.bestVolume.achievedAt)}
                </dd>
              </div>
            ) : null}
            <div>
              <dt>{RECORD_LABELS.MOST_REPS_AT_WEIGHT}</dt>
              <dd>{records.mostRepsAtWeight.map((record) => `${formatDecimal(record.weight)} kg × ${record.reps}`).join(', ')}</dd>
            </div>
          </dl>
        ) : (
          <p>No records yet: log a workout with this exercise.</p>
        )}
        <p className="exercise-records__note">
          The one-rep max is estimated with the Epley formula: weight × (1 + reps ÷ 30). Records and volume count done sets that are not
          warm-ups; volume is the sum of weight × reps in one workout.
        </p>
      </section>

      <section className="card exercise-progress" aria-labelledby="progress-title">
        <div className="exercise-progress__header">
          <h2 id="progress-title" className="card__title">
            Progress
          </h2>
          <label className="exercise-progress__range">
            Period{' '}
            <select className="input" value={range} onChange={(event) => setRange(event.target.value as RangeId)}>
              {RANGES.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        </div>
        {progress.error ? <ListLoadError what="the progress" onRetry={() => void progress.refetch()} /> : null}
        {progress.data && points.length === 0 ? <p>No workout with this exercise in this period.</p> : null}
        {points.length > 0 ? (
          <div className="exercise-progress__charts">
            <ProgressChart title="Heaviest set" unit="kg" points={points.map((p) => ({ at: p.startedAt, value: p.heaviestWeight }))} />
            <ProgressChart
              title="Estimated one-rep max (Epley)"
              unit="kg"
              points={points.filter((p) => p.estimatedOneRepMax != null).map((p) => ({ at: p.startedAt, value: p.estimatedOneRepMax! }))}
            />
            <ProgressChart title="Volume" unit="kg" points={points.map((p) => ({ at: p.startedAt, value: p.volume }))} />
          </div>
        ) : null}
      </section>

      <section className="card exercise-sets" aria-labelledby="sets-title">
        <h2 id="sets-title" className="card__title">
          Sets by date
        </h2>
        {history.error && !entries ? <ListLoadError what="the sets" onRetry={() => void history.refetch()} /> : null}
        {entries && entries.totalElements === 0 ? <p>No logged sets yet.</p> : null}
        {entries && entries.content.length > 0 ? (
          <>
            <ol className="exercise-sets__list">
              {entries.content.map((entry) => (
                <li key={entry.workoutExerciseId} className="exercise-sets__entry">
                  <p className="exercise-sets__when">
                    <time dateTime={entry.startedAt}>{formatPtBrDateTime(entry.startedAt)}</time> ·{' '}
                    <Link to={`/workouts/${entry.workoutId}`}>{entry.title}</Link>
                    {flags.volumeWorkoutId === entry.workoutId ? (
                      <span className="record-badge">Record: {RECORD_LABELS.BEST_VOLUME.toLowerCase()}</span>
                    ) : null}
                  </p>
                  <ul className="exercise-sets__sets">
                    {entry.sets.map((set) => (
                      <li key={set.id}>
                        Set {set.position}: {describeSet(set)}
                        {set.setType !== 'NORMAL' ? ` (${SET_TYPE_LABELS[set.setType]})` : ''}
                        {set.rpe ? ` · RPE ${formatDecimal(set.rpe)}` : ''}
                        {(flags.sets.get(set.id) ?? []).map((label) => (
                          <span key={label} className="record-badge">
                            Record: {label.toLowerCase()}
                          </span>
                        ))}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
            <Paginator
              page={page}
              pageSize={HISTORY_ENTRIES_PER_PAGE}
              totalElements={entries.totalElements}
              onPageChange={setPage}
              label="History pages"
            />
          </>
        ) : null}
      </section>
    </>
  );
}
