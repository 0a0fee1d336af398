import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { WorkoutFieldsFragment } from '../../gql/graphql';
import { BusyButton } from '../../shared/BusyButton';
import { errorCodes } from '../../shared/apolloErrors';
import { formatPtBrDateTime } from '../../shared/dates';
import { formatDecimal } from '../../shared/decimal';
import { ListLoadError } from '../../shared/ListLoadError';
import { Modal } from '../../shared/Modal';
import { notify, notifyFailure } from '../../shared/notify';
import { PageHeader } from '../../shared/PageHeader';
import { PageLoading } from '../../shared/PageLoading';
import { SetRow } from './SetRow';
import { forgetExerciseLog, useDeleteWorkout, useRemoveWorkoutSet } from './useWorkoutMutations';
import { WorkoutQuery } from './workoutDocuments';
import { formatDuration } from './WorkoutSummary';
import './workouts.css';

/** /workouts/:id: a finished workout, to correct its sets or delete it. */
export function WorkoutDetailPage() {
  const { id } = useParams();
  const numericId = id && /^\d+$/.test(id) ? Number(id) : null;
  const { data, loading, error, refetch } = useQuery(WorkoutQuery, { variables: { id: numericId ?? 0 }, skip: numericId === null });
  const { cache } = useApolloClient();
  // A corrected set answers only itself: the workout is asked again for its volume (the server's sum), which the
  // routine history shows too (the same cached Workout); the exercise pages' progress and records are dropped.
  const corrected = () => {
    forgetExerciseLog(cache);
    void refetch().catch(() => undefined);
  };
  if (data?.workout) return <FinishedWorkout workout={data.workout} onCorrected={corrected} />;
  if (numericId === null || (error && errorCodes(error).includes('NOT_FOUND'))) {
    return (
      <>
        <PageHeader title="Workout not found" back={{ to: '/routines', label: 'Go to my routine' }} />
        <p>This workout doesn't exist or was deleted.</p>
      </>
    );
  }
  if (error) return <ListLoadError what="this workout" onRetry={() => void refetch()} />;
  return loading ? <PageLoading /> : null;
}

function FinishedWorkout({ workout, onCorrected }: { workout: WorkoutFieldsFragment; onCorrected: () => void }) {
  const navigate = useNavigate();
  const removeSet = useRemoveWorkoutSet();
  const { remove, loading } = useDeleteWorkout();
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  const back = workout.routineId ? `/routines/${workout.routineId}` : '/routines';

  if (workout.inProgress) {
    return (
      <>
        <PageHeader title={workout.title} />
        <p>
          This workout is in progress. <Link to="/workout">Go to the workout</Link>
        </p>
      </>
    );
  }

  async function deleteIt() {
    try {
      await remove(workout.id);
      notify.success('Deletion succeed', `${workout.title} was successfully deleted.`);
      void navigate(back);
    } catch (failure) {
      notifyFailure('Deletion failed', failure, "Couldn't delete the workout. Try again.");
    }
  }

  return (
    <div className="workout">
      <PageHeader
        title={workout.title}
        subtitle={`${formatPtBrDateTime(workout.startedAt)} · ${formatDuration(workout.durationSeconds)} · volume ${formatDecimal(workout.volume)} kg`}
        back={{ to: back, label: 'Back' }}
        actions={
          <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
            Delete workout
          </button>
        }
      />
      {workout.notes ? <p className="workout__notes">Notes: {workout.notes}</p> : null}
      <p>Corrections are saved as you type.</p>
      {workout.exercises.map((item) => (
        <section key={item.id} className="card workout-exercise" aria-labelledby={`finished-exercise-${item.id}`}>
          <div className="workout-exercise__header">
            <h2 id={`finished-exercise-${item.id}`} className="card__title">
              {item.exercise.name}
            </h2>
            <Link
              className="workout-exercise__history"
              to={`/exercises/${item.exercise.id}/history`}
              aria-label={`History of ${item.exercise.name}`}
            >
              History
            </Link>
          </div>
          <div className="workout-exercise__sets">
            {item.sets.map((set) => (
              <SetRow
                key={set.id}
                set={set}
                workoutId={workout.id}
                exerciseName={item.exercise.name}
                inProgress={false}
                onSaved={onCorrected}
                removing={removing === set.id}
                onRemove={() => {
                  setRemoving(set.id);
                  removeSet(set.id)
                    .catch((failure: unknown) => notifyFailure('Workout', failure, "Couldn't remove the set."))
                    .finally(() => setRemoving(null));
                }}
              />
            ))}
          </div>
        </section>
      ))}
      {confirming ? (
        <Modal
          open
          title="Delete this workout?"
          description="Its sets and its place in the routine's history will be deleted."
          onClose={() => setConfirming(false)}
          size="small"
        >
          <div className="card__actions">
            <BusyButton className="button--danger" busy={loading} onClick={() => void deleteIt()}>
              Delete workout
            </BusyButton>
            <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
              Keep it
            </button>
          </div>
        </Modal>
      ) : null}
    </div>
  );
}
