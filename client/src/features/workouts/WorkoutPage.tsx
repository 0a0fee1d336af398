import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { WorkoutExerciseFieldsFragment, WorkoutFieldsFragment } from '../../gql/graphql';
import { BusyButton } from '../../shared/BusyButton';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { ConfirmedRemoveButton } from '../../shared/ConfirmedRemoveButton';
import { formatPtBrDateTime } from '../../shared/dates';
import { ListLoadError } from '../../shared/ListLoadError';
import { Modal } from '../../shared/Modal';
import { notify, notifyFailure } from '../../shared/notify';
import { PageHeader } from '../../shared/PageHeader';
import { PageLoading } from '../../shared/PageLoading';
import { useWhenBack } from '../../shared/useWhenBack';
import { AllExercisesQuery } from '../exercises/exerciseDocuments';
import { ExerciseNoteButton, KeptExerciseNoteText } from './ExerciseNote';
import { NoteField, noteFailure, type NoteFailure } from './NoteField';
import { forgetNotesDraft, forgetNotesDraftExcept, keepNotesDraft, notesDraft } from './notesDraft';
import { forgetSet, pendingOfWorkout, setsMarkedDone } from './pendingSets';
import { recordMessage, type BeatenRecordView } from './recordMessages';
import { useRefreshWorkout } from './refreshWorkout';
import { RestTimerBar } from './RestTimerBar';
import { SetRow } from './SetRow';
import { allPendingNotes, forgetNotesOfWorkout, pendingNotesOfWorkout } from './pendingNotes';
import { useSendPending, useSendPendingNote } from './sendPending';
import { describeSet, firstKeptProblem, firstProblem, isRefusal, refusalOf } from './setValues';
import {
  useAddWorkoutExercise,
  useAddWorkoutSet,
  useDiscardWorkout,
  useFinishWorkout,
  useRemoveWorkoutExercise,
  useRemoveWorkoutSet,
  useRestTimerActions,
  useSkipWorkoutExercise,
} from './useWorkoutMutations';
import { WorkoutInProgressQuery } from './workoutDocuments';
import './workouts.css';
import { useT, type MessageId } from '../../shared/i18n/i18n';

/** Coming back to the page asks the server again only when its last answer is older than this. */
export const BACK_REFRESH_AFTER_MS = 5_000;

/** /workout: the workout in progress. */
export function WorkoutPage() {
  const t = useT();
  const client = useApolloClient();
  // Asked of the server once when it opens (below, unless the cache had nothing: then the query asks), when the user
  // comes back to the page (another tab or device may have ticked, typed, finished) and before Finish counts the sets
  // not done: one request at a time, never written over this tab's writes (refreshWorkout.ts). What was typed here and
  // not sent yet stays (SetRow).
  const [cachedAtOpen] = useState(() => client.readQuery({ query: WorkoutInProgressQuery }) != null);
  const { data, loading, error, refetch } = useQuery(WorkoutInProgressQuery, { fetchPolicy: 'cache-first' });
  const workout = data?.workoutInProgress;
  const refreshWorkout = useRefreshWorkout();
  const refreshing = useRef<Promise<unknown> | null>(null);
  const askedAt = useRef(0);
  const refresh = useCallback(() => {
    refreshing.current ??= refreshWorkout().finally(() => {
      refreshing.current = null;
      askedAt.current = Date.now();
    });
    return refreshing.current;
  }, [refreshWorkout]);
  useEffect(() => {
    if (cachedAtOpen) void refresh().catch(() => undefined);
  }, [cachedAtOpen, refresh]);
  // Not on every switch of tab or app: an answer of the last few seconds is recent enough.
  useWhenBack(() => {
    if (Date.now() - askedAt.current >= BACK_REFRESH_AFTER_MS) void refresh().catch(() => undefined);
  });
  // A draft of Finish's notes for a workout that is not the one in progress (finished or discarded elsewhere) goes.
  const inProgressId = data ? (workout?.id ?? null) : undefined;
  useEffect(() => {
    if (inProgressId !== undefined) forgetNotesDraftExcept(inProgressId);
  }, [inProgressId]);
  useResendKeptNotes(inProgressId !== undefined);
  if (workout) {
    return <WorkoutInProgress workout={workout} refresh={refresh} />;
  }
  if (data) {
    return (
      <>
        <PageHeader title={t('workouts.page.title')} />
        <div className="empty-state">
          <p>{t('workouts.page.none')}</p>
          <Link className="button button--primary" to="/routines">
            {t('workouts.goToRoutine')}
          </Link>
        </div>
      </>
    );
  }
  if (error) {
    return (
      <>
        <PageHeader title={t('workouts.page.title')} />
        <ListLoadError what={t('workouts.page.loadWhat')} onRetry={() => void refetch()} />
      </>
    );
  }
  return loading ? <PageLoading /> : null;
}

/** Where each set of the workout sits, for the messages that name one, and whether the server has it done. */
function placesOfSets(workout: WorkoutFieldsFragment) {
  const places = new Map<number, { exerciseName: string; position: number; done: boolean }>();
  for (const item of workout.exercises) {
    for (const set of item.sets) places.set(set.id, { exerciseName: item.exercise.name, position: set.position, done: set.done });
  }
  return places;
}

/**
 * Sends what localStorage still holds for this workout (typed, or marked done, while the server could not be
 * reached), when the screen opens and when the connection is back. Wrong values wait for their row to be corrected.
 */
function useResendPending(
  workout: WorkoutFieldsFragment,
  onRecords: (setId: number, exerciseName: string, records: BeatenRecordView[]) => void,
) {
  const send = useSendPending();
  const latest = useRef({ workout, onRecords });
  useEffect(() => {
    latest.current = { workout, onRecords };
  });
  const workoutId = workout.id;
  useEffect(() => {
    const resend = () => {
      const places = placesOfSets(latest.current.workout);
      for (const [setId, entry] of pendingOfWorkout(workoutId)) {
        const place = places.get(setId);
        if (!place || firstKeptProblem(entry, place.done)) continue;
        send(setId, entry, place.done).then(
          (records) => {
            if (records.length > 0) latest.current.onRecords(setId, place.exerciseName, records);
          },
          // A refusal is kept by the sender, with the server's words for its row; any other failure waits.
          () => undefined,
        );
      }
    };
    resend();
    window.addEventListener('online', resend);
    return () => window.removeEventListener('online', resend);
  }, [workoutId, send]);
  return send;
}

/**
 * Sends every exercise note kept on this device (pendingNotes.ts), when the screen has an answer to show (the server's
 * or the cache's) and when the connection is back: of the workout in progress, and of one finished since (the server
 * takes a note on a finished workout). Each is sent by its workout exercise id and forgotten only on the server's
 * answer, taken or refused (an exercise removed, a workout discarded); a failure waits. Never forgotten on what the
 * cache says: a stale "no workout in progress" must not drop another tab's notes.
 */
function useResendKeptNotes(answered: boolean) {
  const sendNote = useSendPendingNote();
  useEffect(() => {
    if (!answered) return;
    const resend = () => {
      for (const [workoutExerciseId, entry] of allPendingNotes()) sendNote(workoutExerciseId, entry).catch(() => undefined);
    };
    resend();
    window.addEventListener('online', resend);
    return () => window.removeEventListener('online', resend);
  }, [answered, sendNote]);
}

/**
 * Where the keyboard goes when the rest bar closed with the focus in it: the weight of the exercise's next set to
 * do, else the ✓ of its last done set (the one that started the rest), else the exercise's heading (a rest of no
 * known exercise: the first exercise with a set to do).
 */
function focusAfterRest(item: WorkoutExerciseFieldsFragment | undefined) {
  if (!item) return;
  const next = item.sets.find((set) => !set.done);
  const last = item.sets.findLast((set) => set.done);
  const target = next ? `set-${next.id}-weight` : last ? `set-${last.id}-done` : `workout-exercise-${item.id}`;
  document.getElementById(target)?.focus();
}

/**
 * What a record banner stands on: the done sets (values included) of the exercise whose set `setId` beat the records,
 * or null when that set is not done any more (un-ticked, removed, its exercise removed).
 */
function recordBasis(workout: WorkoutFieldsFragment, setId: number): string[] | null {
  const item = workout.exercises.find((candidate) => candidate.sets.some((set) => set.id === setId));
  if (!item?.sets.find((set) => set.id === setId)?.done) return null;
  return item.sets.filter((set) => set.done).map((set) => `${set.id}:${set.weight}:${set.reps}:${set.setType}`);
}

/**
 * Whether a record still stands: every done set it was beaten with is still done with the same values (more done sets
 * can only keep a heaviest weight or raise a volume).
 */
function recordStands(workout: WorkoutFieldsFragment, setId: number, basis: readonly string[]): boolean {
  const now = recordBasis(workout, setId);
  return now != null && basis.every((entry) => now.includes(entry));
}

/** A kept edit that cannot be sent: the finish dialog names its set (or a kept note's exercise). */
class KeptEditProblem extends Error {}

function WorkoutInProgress({ workout, refresh }: { workout: WorkoutFieldsFragment; refresh: () => Promise<unknown> }) {
  const t = useT();
  const navigate = useNavigate();
  const client = useApolloClient();
  // The records a completion beat, shown while what beat them stands: the banner goes when a done set it was beaten
  // with is un-ticked, removed or changed (the heaviest weight, the volume it announced may be no more), or the exercise
  // goes; another set ticked keeps it.
  const [celebration, setCelebration] = useState<{ message: string; setId: number; basis: string[] } | null>(null);
  function celebrate(setId: number, exerciseName: string, records: BeatenRecordView[]) {
    // The completion's answer is in the cache already (this render's workout may not have it yet).
    const fresh = client.readQuery({ query: WorkoutInProgressQuery })?.workoutInProgress ?? workout;
    const basis = recordBasis(fresh, setId);
    if (basis != null) setCelebration({ message: recordMessage(exerciseName, records), setId, basis });
  }
  const stands = celebration != null && recordStands(workout, celebration.setId, celebration.basis);
  // Gone for good once it falls (a set changed back later does not bring an old banner back).
  if (celebration && !stands) setCelebration(null);
  const shownCelebration = stands ? celebration.message : '';
  const send = useResendPending(workout, celebrate);
  const sendNote = useSendPendingNote();
  const rest = useRestTimerActions();
  const [dialog, setDialog] = useState<'finish' | 'discard' | null>(null);
  // The finish dialog counts the sets not done from a fresh answer (another tab or device may have ticked some).
  const [checking, setChecking] = useState(false);
  function openFinish() {
    setDialog('finish');
    setChecking(true);
    // Not answered (no connection): the count is what this tab knows.
    void refresh()
      .catch(() => undefined)
      .finally(() => setChecking(false));
  }
  // The card just added takes the keyboard focus (its heading).
  const [addedCard, setAddedCard] = useState<number | null>(null);
  const restExercise = workout.exercises.find((item) => item.id === workout.restTimer?.workoutExerciseId);
  // A set marked done here whose completion waits for the connection is sent (done) before finishing.
  const markedDone = setsMarkedDone();
  const notDone = workout.exercises.reduce(
    (count, item) => count + item.sets.filter((set) => !set.done && !markedDone.has(set.id)).length,
    0,
  );
  const done = workout.exercises.reduce((count, item) => count + item.sets.filter((set) => set.done).length, 0);

  /** Sends every kept edit before finishing; one that is wrong, or refused, stops it with a message naming its set. */
  async function flushPending() {
    const places = placesOfSets(workout);
    const kept = pendingOfWorkout(workout.id).filter(([setId]) => {
      if (places.has(setId)) return true;
      forgetSet(setId); // its set was removed
      return false;
    });
    const named = (setId: number, problem: string) => {
      const place = places.get(setId)!;
      return new KeptEditProblem(t('workouts.finish.setProblem', { exercise: place.exerciseName, position: place.position, problem }));
    };
    for (const [setId, entry] of kept) {
      const problem = firstKeptProblem(entry, places.get(setId)!.done);
      if (problem) throw named(setId, problem);
    }
    // Exercise notes kept here go first; not sent, Finish stops (the note stays kept). Refused, it is dropped and Finish
    // stops naming its exercise, as for a refused set (a note of an exercise gone is dropped without a word).
    const names = new Map(workout.exercises.map((item) => [item.id, item.exercise.name]));
    const refusedNotes: string[] = [];
    await Promise.all(
      pendingNotesOfWorkout(workout.id).map(async ([workoutExerciseId, entry]) => {
        try {
          await sendNote(workoutExerciseId, entry);
        } catch (failure) {
          if (!isRefusal(failure)) throw failure;
          const exercise = names.get(workoutExerciseId);
          if (exercise === undefined) return;
          const { note, general } = noteFailure(failure, 'note', t('workouts.note.failed'));
          refusedNotes.push(t('workouts.finish.noteProblem', { exercise, problem: note ?? general ?? '' }));
        }
      }),
    );
    if (refusedNotes.length > 0) throw new KeptEditProblem(refusedNotes.join(' '));
    await Promise.all(
      kept.map(async ([setId, entry]) => {
        try {
          await send(setId, entry, places.get(setId)!.done);
        } catch (failure) {
          const refused = refusalOf(failure);
          if (!refused) throw failure; // not sent (no connection, session expired, server busy): the edit stays kept
          // Refused (kept by the sender, its row saying why, until corrected or discarded): sending it again would fail.
          throw named(setId, firstProblem(refused)!);
        }
      }),
    );
  }

  return (
    <div className="workout">
      <PageHeader
        title={workout.title}
        subtitle={t('workouts.page.subtitle', { startedAt: formatPtBrDateTime(workout.startedAt), done })}
      />
      <p className="workout__celebration" role="status" aria-live="polite">
        {shownCelebration ? (
          <>
            <span aria-hidden="true">🏆 </span>
            {shownCelebration}
          </>
        ) : null}
      </p>
      {workout.exercises.map((item) => (
        <ExerciseCard
          key={item.id}
          item={item}
          workoutId={workout.id}
          focusHeading={addedCard === item.id}
          onRecords={(setId, records) => celebrate(setId, item.exercise.name, records)}
        />
      ))}
      <AddExercise workoutId={workout.id} knownIds={workout.exercises.map((item) => item.id)} onAdded={setAddedCard} />
      <div className="workout__finish card__actions">
        <button type="button" className="button button--primary" onClick={openFinish}>
          {t('workouts.page.finish')}
        </button>
        <button type="button" className="button button--danger" onClick={() => setDialog('discard')}>
          {t('workouts.page.discard')}
        </button>
      </div>
      <RestTimerBar
        timer={workout.restTimer}
        exerciseName={restExercise?.exercise.name}
        onExtend={() =>
          void rest
            .extend(workout.id)
            .catch((failure: unknown) => notifyFailure(t('workouts.rest.title'), failure, t('workouts.rest.extendFailed')))
        }
        onSkip={() =>
          void rest
            .skip(workout.id)
            .catch((failure: unknown) => notifyFailure(t('workouts.rest.title'), failure, t('workouts.rest.stopFailed')))
        }
        onFocusLost={(workoutExerciseId) =>
          focusAfterRest(
            workout.exercises.find((item) => item.id === workoutExerciseId) ??
              workout.exercises.find((item) => item.sets.some((set) => !set.done)),
          )
        }
      />
      {dialog === 'finish' ? (
        <FinishDialog
          workout={workout}
          notDone={notDone}
          checking={checking}
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
  focusHeading,
  onRecords,
}: {
  item: WorkoutExerciseFieldsFragment;
  workoutId: number;
  /** Just added: the keyboard focus goes to its heading. */
  focusHeading: boolean;
  /** Set `setId`'s completion beat `records`. */
  onRecords: (setId: number, records: BeatenRecordView[]) => void;
}) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  const addSet = useAddWorkoutSet();
  const removeSet = useRemoveWorkoutSet();
  const skip = useSkipWorkoutExercise();
  const removeExercise = useRemoveWorkoutExercise();
  const titleId = `workout-exercise-${item.id}`;
  const plan =
    item.plannedSets != null
      ? t('workouts.card.plan', { sets: item.plannedSets, reps: item.plannedReps ?? '–', rest: item.restSeconds })
      : t('workouts.card.added', { rest: item.restSeconds });
  const failed = (message: MessageId) => (failure: unknown) => notifyFailure(t('workouts.page.title'), failure, t(message));

  /** Resolves with whether it went: the caller (a Remove button) is told, the user too when it failed. */
  const removed = (removal: Promise<void>, message: MessageId) =>
    removal.then(
      () => true,
      (failure: unknown) => {
        failed(message)(failure);
        return false;
      },
    );

  return (
    <section
      className={item.skipped ? 'card workout-exercise workout-exercise--skipped' : 'card workout-exercise'}
      aria-labelledby={titleId}
    >
      <div className="workout-exercise__header">
        <h2 id={titleId} ref={heading} className="card__title" tabIndex={-1}>
          {item.exercise.name}
          {item.skipped ? <span className="status-badge">{t('workouts.card.skipped')}</span> : null}
        </h2>
        <Link
          className="workout-exercise__history"
          to={`/exercises/${item.exercise.id}/history`}
          aria-label={t('workouts.historyOf', { exercise: item.exercise.name })}
        >
          {t('workouts.history')}
        </Link>
      </div>
      <p className="workout-exercise__plan">{t('workouts.card.planLine', { plan })}</p>
      <p className="workout-exercise__last">
        {item.lastTime
          ? t('workouts.card.lastTime', {
              date: formatPtBrDateTime(item.lastTime.startedAt).split(',')[0],
              sets: item.lastTime.sets.map(describeSet).join(', '),
            })
          : t('workouts.card.lastTimeNone')}
      </p>
      <KeptExerciseNoteText item={item} />
      <div className="workout-exercise__sets">
        {item.sets.map((set) => (
          <SetRow
            key={set.id}
            set={set}
            workoutId={workoutId}
            exerciseName={item.exercise.name}
            inProgress
            onRecords={(records) => onRecords(set.id, records)}
            onRemove={() => removed(removeSet(set.id), 'workouts.card.failed.removeSet')}
          />
        ))}
      </div>
      <div className="card__actions">
        <button
          type="button"
          className="button button--secondary"
          aria-label={t('workouts.card.addSetTo', { exercise: item.exercise.name })}
          onClick={() => void addSet(item.id).catch(failed('workouts.card.failed.addSet'))}
        >
          {t('workouts.card.addSet')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-label={
            item.skipped
              ? t('workouts.card.unskipNamed', { exercise: item.exercise.name })
              : t('workouts.card.skipNamed', { exercise: item.exercise.name })
          }
          onClick={() => void skip(item.id, !item.skipped).catch(failed('workouts.card.failed.skip'))}
        >
          {item.skipped ? t('workouts.card.unskip') : t('workouts.card.skip')}
        </button>
        <ExerciseNoteButton item={item} workoutId={workoutId} />
        {item.addedToWorkout ? (
          <ConfirmedRemoveButton
            className="button--danger"
            label={t('workouts.card.removeNamed', { exercise: item.exercise.name })}
            confirmTitle={t('workouts.card.removeConfirm', { exercise: item.exercise.name })}
            confirmLabel={t('workouts.card.remove')}
            warning={<p>{t('workouts.card.removeWarning', { sets: item.sets.length })}</p>}
            onRemove={() => removed(removeExercise(item.id), 'workouts.card.failed.removeExercise')}
          >
            {t('workouts.card.remove')}
          </ConfirmedRemoveButton>
        ) : null}
      </div>
    </section>
  );
}

/** Tells which card was added (the keyboard goes there: the emptied menu disables the button it was on). */
function AddExercise({
  workoutId,
  knownIds,
  onAdded,
}: {
  workoutId: number;
  /** The workout's exercises before (the one answered besides them is the new one). */
  knownIds: number[];
  onAdded: (workoutExerciseId: number) => void;
}) {
  const t = useT();
  const { data } = useQuery(AllExercisesQuery);
  const add = useAddWorkoutExercise();
  const [exerciseId, setExerciseId] = useState('');
  const [busy, setBusy] = useState(false);
  async function submit() {
    if (!exerciseId || busy) return;
    setBusy(true);
    try {
      const answer = await add(workoutId, { exerciseId: Number(exerciseId) });
      const added = answer.exercises.find((item) => !knownIds.includes(item.id));
      setExerciseId('');
      if (added) onAdded(added.id);
    } catch (failure) {
      notifyFailure(t('workouts.page.title'), failure, t('workouts.add.failed'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <section className="card workout-add" aria-labelledby="workout-add-title">
      <h2 id="workout-add-title" className="card__title">
        {t('workouts.add.title')}
      </h2>
      <div className="workout-add__row">
        <label htmlFor="workout-add-exercise">{t('workouts.add.exercise')}</label>
        <select id="workout-add-exercise" className="input" value={exerciseId} onChange={(event) => setExerciseId(event.target.value)}>
          <option value="">{t('workouts.add.choose')}</option>
          {(data?.allExercises ?? []).map((exercise) => (
            <option key={exercise.id} value={exercise.id}>
              {exercise.name}
            </option>
          ))}
        </select>
        <BusyButton className="button--secondary" busy={busy} disabled={!exerciseId} onClick={() => void submit()}>
          {t('workouts.add.add')}
        </BusyButton>
      </div>
    </section>
  );
}

function FinishDialog({
  workout,
  notDone,
  checking,
  beforeFinish,
  onClose,
  onFinished,
}: {
  workout: WorkoutFieldsFragment;
  notDone: number;
  /** The workout is being asked again: `notDone` is not known yet, and Save waits. */
  checking: boolean;
  beforeFinish: () => Promise<void>;
  onClose: () => void;
  onFinished: (routineId: number | null) => void;
}) {
  const t = useT();
  const { finish, loading } = useFinishWorkout();
  // Kept while the workout is in progress (notesDraft.ts): closing the dialog or reloading loses nothing.
  const [notes, setNotes] = useState(() => notesDraft(workout.id));
  // A message about the notes goes under them; any other (a set's, the connection's) above them.
  const [error, setError] = useState<NoteFailure>({});
  async function submit() {
    setError({});
    try {
      await beforeFinish();
      const result = await finish(workout.id, notes);
      forgetNotesDraft();
      notify.success(t('workouts.finish.saved'), t('workouts.finish.savedText', { title: workout.title }));
      onFinished(result.routine?.id ?? null);
    } catch (failure) {
      if (failure instanceof KeptEditProblem) {
        setError({ general: failure.message });
        return;
      }
      setError(noteFailure(failure, 'notes', t('workouts.finish.failed')));
    }
  }
  return (
    <Modal open title={t('workouts.finish.title')} onClose={onClose} size="small">
      {checking ? (
        <p role="status">{t('workouts.finish.checking')}</p>
      ) : notDone > 0 ? (
        <p role="status">{t('workouts.finish.notDone', { count: notDone })}</p>
      ) : null}
      {error.general ? (
        <p className="field-error" role="alert">
          {error.general}
        </p>
      ) : null}
      <NoteField
        label={t('workouts.finish.notes')}
        value={notes}
        onChange={(value) => {
          setNotes(value);
          keepNotesDraft(workout.id, value);
        }}
        error={error.note}
      />
      <div className="card__actions">
        <BusyButton className="button--primary" busy={loading || checking} onClick={() => void submit()}>
          {t('workouts.finish.save')}
        </BusyButton>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('workouts.finish.keepTraining')}
        </button>
      </div>
    </Modal>
  );
}

function DiscardDialog({ workoutId, onClose, onDiscarded }: { workoutId: number; onClose: () => void; onDiscarded: () => void }) {
  const t = useT();
  const { discard, loading } = useDiscardWorkout();
  async function submit() {
    try {
      await discard(workoutId);
      forgetNotesDraft();
      forgetNotesOfWorkout(workoutId);
      notify.success(t('workouts.discard.done'));
      onDiscarded();
    } catch (failure) {
      notifyFailure(t('workouts.page.title'), failure, t('workouts.discard.failed'));
    }
  }
  return (
    <ConfirmDialog
      open
      title={t('workouts.discard.title')}
      description={t('workouts.discard.text')}
      confirmLabel={t('workouts.discard.discard')}
      cancelLabel={t('workouts.detail.keep')}
      busy={loading}
      onConfirm={() => void submit()}
      onCancel={onClose}
    />
  );
}
