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
import { ExerciseNoteText } from './ExerciseNote';
import { ProgressChart } from './ProgressChart';
import { recordLabel } from './recordMessages';
import { describeSet, setTypeLabel } from './setValues';
import './workouts.css';
import { t, useT, type MessageId } from '../../shared/i18n/i18n';

export const HISTORY_ENTRIES_PER_PAGE = 10;
const PROGRESS_POINTS = 500;

const RANGES = [
  { id: '3m', label: 'workouts.exercise.range3m', months: 3 },
  { id: '1y', label: 'workouts.exercise.range1y', months: 12 },
  { id: 'all', label: 'workouts.exercise.rangeAll', months: null },
] as const satisfies ReadonlyArray<{ id: string; label: MessageId; months: number | null }>;
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
  const t = useT();
  const { id } = useParams();
  const exerciseId = id && /^\d+$/.test(id) ? Number(id) : null;
  const records = useQuery(ExerciseRecordsQuery, { variables: { exerciseId: exerciseId ?? 0 }, skip: exerciseId === null });
  if (exerciseId === null || (records.error && errorCodes(records.error).includes('NOT_FOUND'))) {
    return (
      <>
        <PageHeader
          title={t('workouts.exercise.notFoundTitle')}
          back={{ to: '/exercises/list', label: t('workouts.exercise.exercises') }}
        />
        <p>{t('workouts.exercise.notFoundMessage')}</p>
      </>
    );
  }
  if (records.error) return <ListLoadError what={t('workouts.exercise.loadWhat')} onRetry={() => void records.refetch()} />;
  if (!records.data?.exercise) return <PageLoading />;
  return <ExerciseLog exerciseId={exerciseId} name={records.data.exercise.name} records={records.data.exerciseRecords} />;
}

/** Which set (and workout) holds which record, to flag them in the list (each badge a text of its own). */
function recordFlags(records: RecordsData['exerciseRecords']) {
  const sets = new Map<number, string[]>();
  const add = (setId: number, badge: string) => sets.set(setId, [...(sets.get(setId) ?? []), badge]);
  if (records.heaviestWeight) add(records.heaviestWeight.setId, t('workouts.exercise.badge.HEAVIEST_WEIGHT'));
  if (records.bestEstimatedOneRepMax) add(records.bestEstimatedOneRepMax.setId, t('workouts.exercise.badge.BEST_ESTIMATED_ONE_REP_MAX'));
  for (const record of records.mostRepsAtWeight)
    add(record.setId, t('workouts.exercise.badge.MOST_REPS_AT_WEIGHT', { weight: formatDecimal(record.weight) }));
  return { sets, volumeWorkoutId: records.bestVolume?.workoutId ?? null };
}

function ExerciseLog({ exerciseId, name, records }: { exerciseId: number; name: string; records: RecordsData['exerciseRecords'] }) {
  const t = useT();
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
        title={t('workouts.exercise.title', { name })}
        subtitle={t('workouts.exercise.subtitle')}
        back={{ to: '/exercises/list', label: t('workouts.exercise.exercises') }}
      />
      <section className="card exercise-records" aria-labelledby="records-title">
        <h2 id="records-title" className="card__title">
          {t('workouts.exercise.records')}
        </h2>
        {records.heaviestWeight ? (
          <dl className="exercise-records__list">
            <div>
              <dt>{recordLabel('HEAVIEST_WEIGHT')}</dt>
              <dd>
                {t('workouts.exercise.setOn', { set: describeSet(records.heaviestWeight), date: day(records.heaviestWeight.achievedAt) })}
              </dd>
            </div>
            {records.bestEstimatedOneRepMax ? (
              <div>
                <dt>{recordLabel('BEST_ESTIMATED_ONE_REP_MAX')}</dt>
                <dd>
                  {t('workouts.exercise.oneRepMax', {
                    value: formatDecimal(records.bestEstimatedOneRepMax.estimatedOneRepMax),
                    set: describeSet(records.bestEstimatedOneRepMax),
                    date: day(records.bestEstimatedOneRepMax.achievedAt),
                  })}
                </dd>
              </div>
            ) : null}
            {records.bestVolume ? (
              <div>
                <dt>{recordLabel('BEST_VOLUME')}</dt>
                <dd>
                  {t('workouts.exercise.volumeOn', {
                    volume: formatDecimal(records.bestVolume.volume),
                    date: day(records.bestVolume.achievedAt),
                  })}
                </dd>
              </div>
            ) : null}
            <div>
              <dt>{recordLabel('MOST_REPS_AT_WEIGHT')}</dt>
              <dd>{records.mostRepsAtWeight.map((record) => describeSet(record)).join(', ')}</dd>
            </div>
          </dl>
        ) : (
          <p>{t('workouts.exercise.noRecords')}</p>
        )}
        <p className="exercise-records__note">{t('workouts.exercise.epley')}</p>
      </section>

      <section className="card exercise-progress" aria-labelledby="progress-title">
        <div className="exercise-progress__header">
          <h2 id="progress-title" className="card__title">
            {t('workouts.exercise.progress')}
          </h2>
          <label className="exercise-progress__range">
            {t('workouts.exercise.period')}{' '}
            <select className="input" value={range} onChange={(event) => setRange(event.target.value as RangeId)}>
              {RANGES.map((option) => (
                <option key={option.id} value={option.id}>
                  {t(option.label)}
                </option>
              ))}
            </select>
          </label>
        </div>
        {progress.error ? <ListLoadError what={t('workouts.exercise.progressLoadWhat')} onRetry={() => void progress.refetch()} /> : null}
        {progress.data && points.length === 0 ? <p>{t('workouts.exercise.noWorkouts')}</p> : null}
        {points.length > 0 ? (
          <div className="exercise-progress__charts">
            <ProgressChart
              title={t('workouts.exercise.heaviestSet')}
              unit="kg"
              points={points.map((p) => ({ at: p.startedAt, value: p.heaviestWeight }))}
            />
            <ProgressChart
              title={t('workouts.exercise.oneRepMaxChart')}
              unit="kg"
              points={points.filter((p) => p.estimatedOneRepMax != null).map((p) => ({ at: p.startedAt, value: p.estimatedOneRepMax! }))}
            />
            <ProgressChart
              title={t('workouts.exercise.volume')}
              unit="kg"
              points={points.map((p) => ({ at: p.startedAt, value: p.volume }))}
            />
          </div>
        ) : null}
      </section>

      <section className="card exercise-sets" aria-labelledby="sets-title">
        <h2 id="sets-title" className="card__title">
          {t('workouts.exercise.setsByDate')}
        </h2>
        {history.error && !entries ? (
          <ListLoadError what={t('workouts.exercise.setsLoadWhat')} onRetry={() => void history.refetch()} />
        ) : null}
        {entries && entries.totalElements === 0 ? <p>{t('workouts.exercise.noSets')}</p> : null}
        {entries && entries.content.length > 0 ? (
          <>
            <ol className="exercise-sets__list">
              {entries.content.map((entry) => (
                <li key={entry.workoutExerciseId} className="exercise-sets__entry">
                  <p className="exercise-sets__when">
                    <time dateTime={entry.startedAt}>{formatPtBrDateTime(entry.startedAt)}</time> ·{' '}
                    <Link to={`/workouts/${entry.workoutId}`}>{entry.title}</Link>
                    {flags.volumeWorkoutId === entry.workoutId ? (
                      <span className="record-badge">{t('workouts.exercise.badge.BEST_VOLUME')}</span>
                    ) : null}
                  </p>
                  <ExerciseNoteText note={entry.note} />
                  <ul className="exercise-sets__sets">
                    {entry.sets.map((set) => (
                      <li key={set.id}>
                        {t('workouts.exercise.setLine', { position: set.position, set: describeSet(set) })}
                        {set.setType !== 'NORMAL' ? t('workouts.exercise.setTypeSuffix', { type: setTypeLabel(set.setType) }) : ''}
                        {set.rpe ? t('workouts.exercise.rpeSuffix', { rpe: formatDecimal(set.rpe) }) : ''}
                        {(flags.sets.get(set.id) ?? []).map((badge) => (
                          <span key={badge} className="record-badge">
                            {badge}
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
              label={t('workouts.exercise.historyPages')}
            />
          </>
        ) : null}
      </section>
    </>
  );
}
