import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { WorkoutExerciseFieldsFragment, WorkoutFieldsFragment } from '../../gql/graphql';
import { BusyButton } from '../../shared/BusyButton';
import { formatPtBrDateTime } from '../../shared/dates';
import { ListLoadError } from '../../shared/ListLoadError';
import { Modal } from '../../shared/Modal';
import { notify, notifyFailure } from '../../shared/notify';
import { PageHeader } from '../../shared/PageHeader';
import { PageLoading } from '../../shared/PageLoading';
import { parseApolloError } from '../../shared/apolloErrors';
import { AllExercisesQuery } from '../exercises/exerciseDocuments';
import { acknowledge, pendingOfWorkout } from './pendingSets';
import { recordMessage, type BeatenRecordView } from './recordMessages';
import { RestTimerBar } from './RestTimerBar';
import { SetRow } from './SetRow';
import { describeSet, toSetInput } from './setValues';
import {
  useAddWorkoutExercise,
  useAddWorkoutSet,
  useDiscardWorkout,
  useFinishWorkout,
  useRemoveWorkoutExercise,
  useRemoveWorkoutSet,
  useRestTimerActions,
  useSkipWorkoutExercise,
  useUpdateWorkoutSet,
} from './useWorkoutMutations';
import { WorkoutInProgressQuery } from './workoutDocuments';
import './workouts.css';

/** /workout: the workout in progress. */
export function WorkoutPage() {
  const { data, loading, error, refetch } = useQuery(WorkoutInProgressQuery, { fetchPolicy: 'cache-and-network' });
  const workout = data?.workoutInProgress;
  if (workout) return <WorkoutInProgress workout={workout} />;
  if (data) {
    return (
      <>
        <PageHeader title="Workout" />
        <div className="empty-state">
          <p>No workout in progress.</p>
          <Link className="button button--primary" to="/routines">
            Go to my routine
          </Link>
        </div>
      </>
    );
  }
  if (error) {
    return (
      <>
        <PageHeader title="Workout" />
        <ListLoadError what="your workout" onRetry={() => void refetch()} />
      </>
    );
  }
  return loading ? <PageLoading /> : null;
}

/** Sends what localStorage still holds for this workout (typed while the server could not be reached). */
function useResendPending(workoutId: number) {
  const update = useUpdateWorkoutSet();
  useEffect(() => {
    const resend = () => {
      for (const [setId, entry] of pendingOfWorkout(workoutId)) {
        update(setId, toSetInput(entry)).then(
          () => acknowledge(setId, entry.version),
          () => undefined,
        );
      }
    };
    resend();
    window.addEventListener('online', resend);
    return () => window.removeEventListener('online', resend);
  }, [workoutId, update]);
  return update;
}

function WorkoutInProgress({ workout }: { workout: WorkoutFieldsFragment }) {
  const navigate = useNavigate();
  const update = useResendPending(workout.id);
  const rest = useRestTimerActions();
  const [celebration, setCelebration] = useState('');
  const [dialog, setDialog] = useState<'finish' | 'discard' | null>(null);
  const restExercise = workout.exercises.find((item) => item.id === workout.restTimer?.workoutExerciseId);
  const notDone = workout.exercises.reduce((count, item) => count + item.sets.filter((set) => !set.done).length, 0);
  const done = workout.exercises.reduce((count, item) => count + item.sets.filter((set) => set.done).length, 0);

  async function flushPending() {
    await Promise.all(
      pendingOfWorkout(workout.id).map(([setId, entry]) => update(setId, toSetInput(entry)).then(() => acknowledge(setId, entry.version))),
    );
  }

  return (
    <div className="workout">
      <PageHeader
        title={workout.title}
        subtitle={`Started ${formatPtBrDateTime(workout.startedAt)} · ${done} ${done === 1 ? 'set' : 'sets'} done`}
      />
      <p className="workout__celebration" role="status" aria-live="polite">
        {celebration ? (
          <>
            <span aria-hidden="true">🏆 </span>
            {celebration}
          </>
        ) : null}
      </p>
      {workout.exercises.map((item) => (
        <ExerciseCard
          key={item.id}
          item={item}
          workoutId={workout.id}
          onRecords={(records) => setCelebration(recordMessage(item.exercise.name, records))}
        />
      ))}
      <AddExercise workoutId={workout.id} />
      <div className="workout__finish card__actions">
        <button type="button" className="button button--primary" onClick={() => setDialog('finish')}>
          Finish workout
        </button>
        <button type="button" className="button button--danger" onClick={() => setDialog('discard')}>
          Discard
        </button>
      </div>
      <RestTimerBar
        timer={workout.restTimer}
        exerciseName={restExercise?.exercise.name}
        onExtend={() =>
          void rest.extend(workout.id).catch((failure: unknown) => notifyFailure('Rest timer', failure, "Couldn't extend the rest."))
        }
        onSkip={() =>
          void rest.skip(workout.id).catch((failure: unknown) => notifyFailure('Rest timer', failure, "Couldn't stop the rest."))
        }
      />
      {dialog === 'finish' ? (
        <FinishDialog
          workout={workout}
          notDone={notDone}
          beforeFinish={flushPending}
          onClose={() => setDialog(null)}
          onFinished={(routineId) => void navigate(routineId ? `/routines/${routineId}` : '/home')}
        />
      ) : null}
      {dialog === 'discard' ? (
        <DiscardDialog workoutId={workout.id} onClose={() => setDialog(null)} onDiscarded={() => void navigate('/home')} />
      ) : null}
    </div>
  );
}

function ExerciseCard({
  item,
  workoutId,
  onRecords,
}: {
  item: WorkoutExerciseFieldsFragment;
  workoutId: number;
  onRecords: (records: BeatenRecordView[]) => void;
}) {
  const addSet = useAddWorkoutSet();
  const removeSet = useRemoveWorkoutSet();
  const skip = useSkipWorkoutExercise();
  const removeExercise = useRemoveWorkoutExercise();
  const [removing, setRemoving] = useState<number | null>(null);
  const titleId = `workout-exercise-${item.id}`;
  const plan =
    item.plannedSets != null
      ? `${item.plannedSets} × ${item.plannedReps}, rest ${item.restSeconds} s`
      : `Added to this workout · rest ${item.restSeconds} s`;
  const failed = (what: string) => (failure: unknown) => notifyFailure('Workout', failure, `Couldn't ${what}. Try again.`);

  return (
    <section
      className={item.skipped ? 'card workout-exercise workout-exercise--skipped' : 'card workout-exercise'}
      aria-labelledby={titleId}
    >
      <div className="workout-exercise__header">
        <h2 id={titleId} className="card__title">
          {item.exercise.name}
          {item.skipped ? <span className="status-badge">Skipped</span> : null}
        </h2>
        <Link
          className="workout-exercise__history"
          to={`/exercises/${item.exercise.id}/history`}
          aria-label={`History of ${item.exercise.name}`}
        >
          History
        </Link>
      </div>
      <p className="workout-exercise__plan">Plan: {plan}</p>
      <p className="workout-exercise__last">
        {item.lastTime
          ? `Last time (${formatPtBrDateTime(item.lastTime.startedAt).split(',')[0]}): ${item.lastTime.sets.map(describeSet).join(', ')}`
          : 'Last time: not done before.'}
      </p>
      <div className="workout-exercise__sets">
        {item.sets.map((set) => (
          <SetRow
            key={set.id}
            set={set}
            workoutId={workoutId}
            exerciseName={item.exercise.name}
            inProgress
            removing={removing === set.id}
            onRecords={onRecords}
            onRemove={() => {
              setRemoving(set.id);
              removeSet(set.id)
                .catch(failed('remove the set'))
                .finally(() => setRemoving(null));
            }}
          />
        ))}
      </div>
      <div className="card__actions">
        <button
          type="button"
          className="button button--secondary"
          aria-label={`Add set to ${item.exercise.name}`}
          onClick={() => void addSet(item.id).catch(failed('add a set'))}
        >
          Add set
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-label={`${item.skipped ? 'Unskip' : 'Skip'} ${item.exercise.name}`}
          onClick={() => void skip(item.id, !item.skipped).catch(failed('skip the exercise'))}
        >
          {item.skipped ? 'Unskip' : 'Skip'}
        </button>
        {item.addedToWorkout ? (
          <button
            type="button"
            className="button button--danger"
            aria-label={`Remove ${item.exercise.name}`}
            onClick={() => void removeExercise(item.id).catch(failed('remove the exercise'))}
          >
            Remove
          </button>
        ) : null}
      </div>
    </section>
  );
}

function AddExercise({ workoutId }: { workoutId: number }) {
  const { data } = useQuery(AllExercisesQuery);
  const add = useAddWorkoutExercise();
  const [exerciseId, setExerciseId] = useState('');
  const [busy, setBusy] = useState(false);
  async function submit() {
    if (!exerciseId || busy) return;
    setBusy(true);
    try {
      await add(workoutId, { exerciseId: Number(exerciseId) });
      setExerciseId('');
    } catch (failure) {
      notifyFailure('Workout', failure, "Couldn't add the exercise. Try again.");
    } finally {
      setBusy(false);
    }
  }
  return (
    <section className="card workout-add" aria-labelledby="workout-add-title">
      <h2 id="workout-add-title" className="card__title">
        Add an exercise to this workout
      </h2>
      <div className="workout-add__row">
        <label htmlFor="workout-add-exercise">Exercise</label>
        <select id="workout-add-exercise" className="input" value={exerciseId} onChange={(event) => setExerciseId(event.target.value)}>
          <option value="">Choose an exercise</option>
          {(data?.allExercises ?? []).map((exercise) => (
            <option key={exercise.id} value={exercise.id}>
              {exercise.name}
            </option>
          ))}
        </select>
        <BusyButton className="button--secondary" busy={busy} disabled={!exerciseId} onClick={() => void submit()}>
          Add exercise
        </BusyButton>
      </div>
    </section>
  );
}

function FinishDialog({
  workout,
  notDone,
  beforeFinish,
  onClose,
  onFinished,
}: {
  workout: WorkoutFieldsFragment;
  notDone: number;
  beforeFinish: () => Promise<void>;
  onClose: () => void;
  onFinished: (routineId: number | null) => void;
}) {
  const { finish, loading } = useFinishWorkout();
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  async function submit() {
    setError(null);
    try {
      await beforeFinish();
      const result = await finish(workout.id, notes);
      notify.success('Workout saved', `${workout.title} was saved.`);
      onFinished(result.routine?.id ?? null);
    } catch (failure) {
      const { messages, fields } = parseApolloError(failure);
      setError(messages[0] ?? Object.values(fields).flat()[0] ?? "Couldn't finish the workout. Check the connection and try again.");
    }
  }
  return (
    <Modal open title="Finish workout" onClose={onClose} size="small">
      {notDone > 0 ? (
        <p>
          {notDone} {notDone === 1 ? 'set is' : 'sets are'} not marked done and will not be saved.
        </p>
      ) : null}
      <label htmlFor="workout-notes">Notes</label>
      <textarea
        id="workout-notes"
        className="input"
        rows={3}
        maxLength={2000}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
      />
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="card__actions">
        <BusyButton className="button--primary" busy={loading} onClick={() => void submit()}>
          Save workout
        </BusyButton>
        <button type="button" className="button button--secondary" onClick={onClose}>
          Keep training
        </button>
      </div>
    </Modal>
  );
}

function DiscardDialog({ workoutId, onClose, onDiscarded }: { workoutId: number; onClose: () => void; onDiscarded: () => void }) {
  const { discard, loading } = useDiscardWorkout();
  async function submit() {
    try {
      await discard(workoutId);
      notify.success('Workout discarded');
      onDiscarded();
    } catch (failure) {
      notifyFailure('Workout', failure, "Couldn't discard the workout. Try again.");
    }
  }
  return (
    <Modal open title="Discard this workout?" description="Its sets will be lost." onClose={onClose} size="small">
      <div className="card__actions">
        <BusyButton className="button--danger" busy={loading} onClick={() => void submit()}>
          Discard workout
        </BusyButton>
        <button type="button" className="button button--secondary" onClick={onClose}>
          Keep it
        </button>
      </div>
    </Modal>
  );
}
