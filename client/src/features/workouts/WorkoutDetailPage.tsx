import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { WorkoutFieldsFragment } from '../../gql/graphql';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { errorCodes } from '../../shared/apolloErrors';
import { formatPtBrDateTime } from '../../shared/dates';
import { formatDecimal } from '../../shared/decimal';
import { ListLoadError } from '../../shared/ListLoadError';
import { notify, notifyFailure } from '../../shared/notify';
import { PageHeader } from '../../shared/PageHeader';
import { PageLoading } from '../../shared/PageLoading';
import { ExerciseNoteButton, ExerciseNoteText } from './ExerciseNote';
import { SetRow } from './SetRow';
import { forgetExerciseLog, useDeleteWorkout, useRemoveWorkoutSet } from './useWorkoutMutations';
import { WorkoutQuery } from './workoutDocuments';
import { formatDuration } from './WorkoutSummary';
import './workouts.css';
import { useT } from '../../shared/i18n/i18n';
import { RichText } from '../../shared/i18n/RichText';

/** /workouts/:id: a finished workout, to correct its sets or delete it. */
export function WorkoutDetailPage() {
  const t = useT();
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
        <PageHeader title={t('workouts.detail.notFoundTitle')} back={{ to: '/routines', label: t('workouts.goToRoutine') }} />
        <p>{t('workouts.detail.notFoundMessage')}</p>
      </>
    );
  }
  if (error) return <ListLoadError what={t('workouts.detail.loadWhat')} onRetry={() => void refetch()} />;
  return loading ? <PageLoading /> : null;
}

function FinishedWorkout({ workout, onCorrected }: { workout: WorkoutFieldsFragment; onCorrected: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const removeSet = useRemoveWorkoutSet();
  const { remove, loading } = useDeleteWorkout();
  const [confirming, setConfirming] = useState(false);
  const back = workout.routineId ? `/routines/${workout.routineId}` : '/routines';

  if (workout.inProgress) {
    return (
      <>
        <PageHeader title={workout.title} />
        <p>
          <RichText text={t('workouts.detail.inProgress')} parts={{ link: (text) => <Link to="/workout">{text}</Link> }} />
        </p>
      </>
    );
  }

  async function deleteIt() {
    try {
      await remove(workout.id);
      notify.success(t('common.deletionSucceed'), t('common.deleted', { name: workout.title }));
      void navigate(back);
    } catch (failure) {
      notifyFailure(t('common.deletionFailed'), failure, t('workouts.detail.deleteFailed'));
    }
  }

  return (
    <div className="workout">
      <PageHeader
        title={workout.title}
        subtitle={t('workouts.detail.subtitle', {
          startedAt: formatPtBrDateTime(workout.startedAt),
          duration: formatDuration(workout.durationSeconds),
          volume: formatDecimal(workout.volume),
        })}
        back={{ to: back, label: t('common.back') }}
        actions={
          <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
            {t('workouts.detail.delete')}
          </button>
        }
      />
      {workout.notes ? <p className="workout__notes">{t('workouts.notes', { notes: workout.notes })}</p> : null}
      <p>{t('workouts.detail.corrections')}</p>
      {workout.exercises.map((item) => (
        <section key={item.id} className="card workout-exercise" aria-labelledby={`finished-exercise-${item.id}`}>
          <div className="workout-exercise__header">
            <h2 id={`finished-exercise-${item.id}`} className="card__title">
              {item.exercise.name}
            </h2>
            <Link
              className="workout-exercise__history"
              to={`/exercises/${item.exercise.id}/history`}
              aria-label={t('workouts.historyOf', { exercise: item.exercise.name })}
            >
              {t('workouts.history')}
            </Link>
          </div>
          <ExerciseNoteText note={item.note} />
          <div className="workout-exercise__sets">
            {item.sets.map((set) => (
              <SetRow
                key={set.id}
                set={set}
                workoutId={workout.id}
                exerciseName={item.exercise.name}
                inProgress={false}
                onSaved={onCorrected}
                onRemove={() =>
                  removeSet(set.id).then(
                    () => true,
                    (failure: unknown) => {
                      notifyFailure(t('workouts.start.title'), failure, t('workouts.set.removeFailed'));
                      return false;
                    },
                  )
                }
              />
            ))}
          </div>
          <div className="card__actions">
            <ExerciseNoteButton item={item} />
          </div>
        </section>
      ))}
      <ConfirmDialog
        open={confirming}
        title={t('workouts.detail.confirmTitle')}
        description={t('workouts.detail.confirmText')}
        confirmLabel={t('workouts.detail.delete')}
        cancelLabel={t('workouts.detail.keep')}
        busy={loading}
        onConfirm={() => void deleteIt()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
