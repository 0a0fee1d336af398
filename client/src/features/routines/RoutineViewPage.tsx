import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { RoutineDetailFragment, SessionExerciseFieldsFragment, SessionFieldsFragment } from '../../gql/graphql';
import { errorCodes } from '../../shared/apolloErrors';
import { DataTable, type DataTableColumn } from '../../shared/DataTable';
import { useRowDeletion } from '../../shared/deletion';
import { ListLoadError } from '../../shared/ListLoadError';
import { PageHeader } from '../../shared/PageHeader';
import { PageLoading } from '../../shared/PageLoading';
import { rowActionsColumn } from '../../shared/RowActions';
import { TagBadges } from '../exercises/TagBadges';
import { StartWorkoutButton } from '../workouts/StartWorkoutButton';
import { NoRoutine } from './NoRoutine';
import { ActiveRoutineQuery, RoutineQuery } from './routineDocuments';
import { SessionDialog } from './SessionDialog';
import { SessionExerciseDialog } from './SessionExerciseDialog';
import { TrainingHistory } from './TrainingHistory';
import { useDeleteSessionExercise } from './useSessionMutations';
import './routines.css';
import { useT } from '../../shared/i18n/i18n';

/** /routines (the active routine) and /routines/:id. */
export function RoutineViewPage() {
  const { id } = useParams();
  if (id === undefined) return <ActiveRoutineView />;
  const numericId = /^\d+$/.test(id) ? Number(id) : Number.NaN;
  const valid = Number.isSafeInteger(numericId) && numericId > 0;
  return <RoutineByIdView key={id} id={valid ? numericId : null} />;
}

function ActiveRoutineView() {
  const t = useT();
  const { data, loading, error, refetch } = useQuery(ActiveRoutineQuery);
  if (data?.activeRoutine) return <RoutineView routine={data.activeRoutine} />;
  if (data) {
    return (
      <>
        <PageHeader title={t('routines.list.title')} />
        <NoRoutine message={t('routines.noneActive')} />
      </>
    );
  }
  if (error) {
    return (
      <>
        <PageHeader title={t('routines.list.title')} />
        <ListLoadError what={t('routines.loadActiveWhat')} onRetry={() => void refetch()} />
      </>
    );
  }
  return loading ? <PageLoading /> : null;
}

function RoutineByIdView({ id }: { id: number | null }) {
  const t = useT();
  const { data, loading, error, refetch } = useQuery(RoutineQuery, { variables: { id: id ?? 0 }, skip: id === null });
  if (data?.routine) return <RoutineView routine={data.routine} />;
  if (id === null || (error && errorCodes(error).includes('NOT_FOUND')) || (!loading && !error)) {
    return (
      <>
        <PageHeader title={t('routines.record.notFoundTitle')} />
        <NoRoutine message={t('routines.record.notFoundMessage')} />
      </>
    );
  }
  if (error) return <ListLoadError what={t('routines.record.loadWhat')} onRetry={() => void refetch()} />;
  return <PageLoading />;
}

type Dialog =
  | { kind: 'session'; session: SessionFieldsFragment }
  | { kind: 'exercise'; session: SessionFieldsFragment; item: SessionExerciseFieldsFragment | null };

function RoutineView({ routine }: { routine: RoutineDetailFragment }) {
  const t = useT();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // A removed session exercise toasts 'Success'.
  const { deleteRow, isDeleting } = useRowDeletion(useDeleteSessionExercise(), 'success');
  const close = () => setDialog(null);

  return (
    <>
      <PageHeader
        title={routine.name}
        subtitle={routine.description}
        actions={
          <>
            <Link
              className="button button--primary"
              to={`/routines/${routine.id}/edit`}
              aria-label={t('common.rowEdit', { name: routine.name })}
            >
              {t('common.edit')}
            </Link>
            <Link className="button button--secondary" to="/routines/new">
              {t('common.new')}
            </Link>
            <Link className="button button--secondary" to="/routines/list">
              {t('routines.view.list')}
            </Link>
          </>
        }
      />
      <dl className="routine-summary">
        <div>
          <dt>{t('routines.view.goal')}</dt>
          <dd>{routine.goal}</dd>
        </div>
        <div>
          <dt>{t('routines.view.frequency')}</dt>
          <dd>{t('routines.view.timesPerWeek', { times: routine.weekFrequency })}</dd>
        </div>
        <div>
          <dt>{t('routines.view.status')}</dt>
          <dd>{routine.isActive ? t('routines.view.active') : t('routines.view.notActive')}</dd>
        </div>
      </dl>
      <div className="session-list">
        {routine.sessions.map((session) => (
          <SessionCard
            key={session.id}
            session={session}
            onEditSession={() => setDialog({ kind: 'session', session })}
            onAddExercise={() => setDialog({ kind: 'exercise', session, item: null })}
            onEditExercise={(item) => setDialog({ kind: 'exercise', session, item })}
            onDeleteExercise={(item, deleteButton) => void deleteRow(item.id, deleteButton)}
            isDeleting={isDeleting}
          />
        ))}
      </div>
      <TrainingHistory routineId={routine.id} />
      {dialog?.kind === 'session' ? (
        <SessionDialog key={`session-${dialog.session.id}`} open session={dialog.session} onClose={close} />
      ) : null}
      {dialog?.kind === 'exercise' ? (
        <SessionExerciseDialog
          key={`exercise-${dialog.session.id}-${dialog.item?.id ?? 'new'}`}
          open
          session={dialog.session}
          item={dialog.item}
          onClose={close}
        />
      ) : null}
    </>
  );
}

interface SessionCardProps {
  session: SessionFieldsFragment;
  onEditSession: () => void;
  onAddExercise: () => void;
  onEditExercise: (item: SessionExerciseFieldsFragment) => void;
  onDeleteExercise: (item: SessionExerciseFieldsFragment, deleteButton?: HTMLElement) => void;
  isDeleting: (id: number) => boolean;
}

function SessionCard({ session, onEditSession, onAddExercise, onEditExercise, onDeleteExercise, isDeleting }: SessionCardProps) {
  const t = useT();
  const titleId = `session-${session.id}-title`;
  const columns: ReadonlyArray<DataTableColumn<SessionExerciseFieldsFragment>> = [
    { id: 'exercise', header: t('routines.session.exercise'), cell: (item) => item.exercise.name, rowHeader: true },
    {
      id: 'tags',
      header: t('routines.session.tags'),
      cell: (item) => <TagBadges tags={item.exercise.tags} label={t('exercises.list.tagsOf', { name: item.exercise.name })} />,
    },
    {
      id: 'volume',
      header: t('routines.session.volume'),
      cell: (item) => t('routines.session.setsTimesReps', { sets: item.sets, reps: item.repetitions }),
      numeric: true,
    },
    {
      id: 'rest',
      header: t('routines.session.rest'),
      cell: (item) => t('routines.session.restSeconds', { seconds: item.restSeconds }),
      numeric: true,
    },
    rowActionsColumn((item) => ({
      name: item.exercise.name,
      links: [
        {
          label: t('exercises.list.history'),
          to: `/exercises/${item.exercise.id}/history`,
          accessibleName: t('exercises.list.historyOf', { name: item.exercise.name }),
        },
      ],
      edit: () => onEditExercise(item),
      onDelete: (deleteButton) => onDeleteExercise(item, deleteButton),
      deleting: isDeleting(item.id),
    })),
  ];

  return (
    <section
      className={session.isCurrent ? 'card session-card session-card--current' : 'card session-card'}
      aria-labelledby={titleId}
      aria-current={session.isCurrent ? 'step' : undefined}
    >
      <div className="session-card__header">
        <div className="session-card__heading">
          <h2 id={titleId} className="card__title session-card__title">
            {session.description}
          </h2>
          {session.isCurrent ? <span className="status-badge">{t('routines.session.current')}</span> : null}
        </div>
        <div className="session-card__actions">
          {session.isCurrent ? <StartWorkoutButton sessionId={session.id} className="button--primary button--small" /> : null}
          <button
            type="button"
            className="button button--secondary button--small"
            aria-label={t('routines.session.editNamed', { session: session.description })}
            onClick={onEditSession}
          >
            {t('routines.session.edit')}
          </button>
          <button
            type="button"
            className="button button--primary button--small"
            aria-label={t('routines.session.addExerciseTo', { session: session.description })}
            onClick={onAddExercise}
          >
            <span aria-hidden="true">+</span> {t('routines.session.addExercise')}
          </button>
        </div>
      </div>
      {session.exercises.length > 0 ? (
        <DataTable
          caption={t('routines.session.exercisesOf', { session: session.description })}
          columns={columns}
          rows={session.exercises}
          rowKey={(item) => item.id}
        />
      ) : (
        <p className="session-card__empty">{t('routines.session.empty')}</p>
      )}
    </section>
  );
}
