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

/** /routines (the active routine) and /routines/:id. */
export function RoutineViewPage() {
  const { id } = useParams();
  if (id === undefined) return <ActiveRoutineView />;
  const numericId = /^\d+$/.test(id) ? Number(id) : Number.NaN;
  const valid = Number.isSafeInteger(numericId) && numericId > 0;
  return <RoutineByIdView key={id} id={valid ? numericId : null} />;
}

function ActiveRoutineView() {
  const { data, loading, error, refetch } = useQuery(ActiveRoutineQuery);
  if (data?.activeRoutine) return <RoutineView routine={data.activeRoutine} />;
  if (data) {
    return (
      <>
        <PageHeader title="Routines" />
        <NoRoutine message="You don't have an active routine." />
      </>
    );
  }
  if (error) {
    return (
      <>
        <PageHeader title="Routines" />
        <ListLoadError what="your active routine" onRetry={() => void refetch()} />
      </>
    );
  }
  return loading ? <PageLoading /> : null;
}

function RoutineByIdView({ id }: { id: number | null }) {
  const { data, loading, error, refetch } = useQuery(RoutineQuery, { variables: { id: id ?? 0 }, skip: id === null });
  if (data?.routine) return <RoutineView routine={data.routine} />;
  if (id === null || (error && errorCodes(error).includes('NOT_FOUND')) || (!loading && !error)) {
    return (
      <>
        <PageHeader title="Routine not found" />
        <NoRoutine message="This routine doesn't exist or was deleted." />
      </>
    );
  }
  if (error) return <ListLoadError what="this routine" onRetry={() => void refetch()} />;
  return <PageLoading />;
}

type Dialog =
  | { kind: 'session'; session: SessionFieldsFragment }
  | { kind: 'exercise'; session: SessionFieldsFragment; item: SessionExerciseFieldsFragment | null };

function timesPerWeek(times: number): string {
  return times === 1 ? 'once a week' : `${times} times per week`;
}

function RoutineView({ routine }: { routine: RoutineDetailFragment }) {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // A removed session exercise toasts 'Success'.
  const { deleteRow, isDeleting } = useRowDeletion(useDeleteSessionExercise(), 'Success');
  const close = () => setDialog(null);

  return (
    <>
      <PageHeader
        title={routine.name}
        subtitle={routine.description}
        actions={
          <>
            <Link className="button button--primary" to={`/routines/${routine.id}/edit`} aria-label={`Edit ${routine.name}`}>
              Edit
            </Link>
            <Link className="button button--secondary" to="/routines/new">
              New
            </Link>
            <Link className="button button--secondary" to="/routines/list">
              List
            </Link>
          </>
        }
      />
      <dl className="routine-summary">
        <div>
          <dt>Goal</dt>
          <dd>{routine.goal}</dd>
        </div>
        <div>
          <dt>Frequency</dt>
          <dd>{timesPerWeek(routine.weekFrequency)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{routine.isActive ? 'My active routine' : 'Not my active routine'}</dd>
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
            onDeleteExercise={(item) => void deleteRow(item.id)}
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
  onDeleteExercise: (item: SessionExerciseFieldsFragment) => void;
  isDeleting: (id: number) => boolean;
}

function SessionCard({ session, onEditSession, onAddExercise, onEditExercise, onDeleteExercise, isDeleting }: SessionCardProps) {
  const titleId = `session-${session.id}-title`;
  const columns: ReadonlyArray<DataTableColumn<SessionExerciseFieldsFragment>> = [
    { id: 'exercise', header: 'Exercise', cell: (item) => item.exercise.name, rowHeader: true },
    {
      id: 'tags',
      header: 'Tags',
      cell: (item) => <TagBadges tags={item.exercise.tags} label={`Tags of ${item.exercise.name}`} />,
    },
    { id: 'volume', header: 'Sets x reps', cell: (item) => `${item.sets} x ${item.repetitions}`, numeric: true },
    { id: 'rest', header: 'Rest', cell: (item) => `${item.restSeconds} s`, numeric: true },
    rowActionsColumn((item) => ({
      name: item.exercise.name,
      links: [{ label: 'History', to: `/exercises/${item.exercise.id}/history`, accessibleName: `History of ${item.exercise.name}` }],
      edit: () => onEditExercise(item),
      onDelete: () => onDeleteExercise(item),
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
          {session.isCurrent ? <span className="status-badge">Current</span> : null}
        </div>
        <div className="session-card__actions">
          {session.isCurrent ? <StartWorkoutButton sessionId={session.id} className="button--primary button--small" /> : null}
          <button
            type="button"
            className="button button--secondary button--small"
            aria-label={`Edit session ${session.description}`}
            onClick={onEditSession}
          >
            Edit session
          </button>
          <button
            type="button"
            className="button button--primary button--small"
            aria-label={`Add exercise to ${session.description}`}
            onClick={onAddExercise}
          >
            <span aria-hidden="true">+</span> Exercise
          </button>
        </div>
      </div>
      {session.exercises.length > 0 ? (
        <DataTable caption={`Exercises of ${session.description}`} columns={columns} rows={session.exercises} rowKey={(item) => item.id} />
      ) : (
        <p className="session-card__empty">No exercises in this session yet.</p>
      )}
    </section>
  );
}
