import { useEffect, useRef, useState } from 'react';
import type { WorkoutSetFieldsFragment } from '../../gql/graphql';
import { DecimalInput } from '../../shared/DecimalInput';
import {
  forgetSet,
  keepPending,
  pendingFor,
  usePendingEntry,
  type KeptProblems,
  type PendingEntry,
  type PendingSetValues,
} from './pendingSets';
import { useSendPending } from './sendPending';
import { keptProblems, MAX_REPS, MAX_WEIGHT, refusalOf, RPE_CHOICES, SET_TYPES, setProblems, setTypeLabel, shownValues } from './setValues';
import type { BeatenRecordView } from './recordMessages';
import { useUncompleteWorkoutSet } from './useWorkoutMutations';
import { useT } from '../../shared/i18n/i18n';
import { ConfirmedRemoveButton } from '../../shared/ConfirmedRemoveButton';

/** Typed values go to the server this long after the last keystroke (they are in localStorage at once). */
export const SAVE_DELAY_MS = 700;

export interface SetRowProps {
  set: WorkoutSetFieldsFragment;
  workoutId: number;
  exerciseName: string;
  /** A workout in progress can mark sets done; a finished one only corrects values. */
  inProgress: boolean;
  /**
   * Removes the set, once the user confirmed it (× asks first); resolves with whether it was removed. When the set
   * goes, the focus goes from its × to its exercise's card.
   */
  onRemove: () => Promise<boolean>;
  /** Told which records a set just beat (in progress). */
  onRecords?: (records: BeatenRecordView[]) => void;
  /** Told when typed values were saved (a finished workout asks for its new volume). */
  onSaved?: () => void;
}

/**
 * One set: 'Weight (kg)' (decimal comma, up to 3 decimals), 'Reps' (whole), type, optional RPE and a large done
 * toggle. What is typed is mirrored in localStorage at once and saved to the server after a short pause
 * (pendingSets.ts); marking the set done sends the values with it, and a completion that could not reach the server
 * is kept with them and sent again when the connection is back.
 */
export function SetRow({ set, workoutId, exerciseName, inProgress, onRemove, onRecords, onSaved }: SetRowProps) {
  const t = useT();
  const [values, setValues] = useState<PendingSetValues>(() => pendingFor(set.id) ?? shownValues(set));
  // Values kept from before a reload say again what is wrong with them (they are not sent while they are wrong); a
  // refusal the server gave them is the kept entry's own (`shownErrors`).
  const [errors, setErrors] = useState<KeptProblems>(() => {
    const kept = pendingFor(set.id);
    return kept ? keptProblems(kept, set.done) : {};
  });
  const [busy, setBusy] = useState(false);
  // A send failed (or an edit was kept from before a reload): the row says so while the mirror still holds it.
  const [unsent, setUnsent] = useState(() => pendingFor(set.id) != null);
  const pending = usePendingEntry(set.id);
  // Ticked here and not on the server yet (sending, or waiting for the connection): the ✓ shows pressed already.
  const markedHere = pending?.done === true && !set.done;
  // Sent meanwhile (e.g. by the workout screen when the connection came back): nothing waits any more.
  if (unsent && pending == null) setUnsent(false);
  const send = useSendPending();
  const uncomplete = useUncompleteWorkoutSet();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // The server's values win while nothing typed here waits to be sent (e.g. a correction from another device).
  const serverKey = `${set.weight}|${set.reps}|${set.setType}|${set.rpe}`;
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the server's values replace the row's unless the mirror holds an edit
    if (!pendingFor(set.id)) setValues(shownValues(set));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serverKey, set.id]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  /** Sends a kept edit; a set marked done here and not yet on the server is completed with it. */
  async function sendKept(entry: PendingEntry) {
    try {
      const records = await send(set.id, entry, set.done);
      setErrors({});
      setUnsent(false);
      if (records.length > 0) onRecords?.(records);
      onSaved?.();
    } catch (failure) {
      // Refused by the server: the sender kept the refusal with the values (the row shows it) until corrected or
      // discarded. Otherwise it was not sent (no connection, session expired, server busy): it is sent again.
      if (!refusalOf(failure)) setUnsent(true);
    }
  }

  async function save(next: PendingSetValues, version: number) {
    const completing = pendingFor(set.id)?.done === true && !set.done;
    const problems = setProblems(next, set.done || completing);
    if (problems.weight || problems.reps) {
      setErrors(problems);
      return;
    }
    const kept = pendingFor(set.id);
    await sendKept({ ...next, workoutId, version, done: completing || undefined, markedAt: completing ? kept?.markedAt : undefined });
  }

  const holdsNothing = !set.done && !markedHere && values.weight === '' && values.reps === '' && values.rpe === '';

  /** Drops a kept edit the server refused: the row shows the server's values again. */
  function discardKept() {
    if (timer.current) clearTimeout(timer.current);
    forgetSet(set.id);
    setValues(shownValues(set));
    setErrors({});
    setUnsent(false);
    // The button goes with the kept edit: the keyboard stays on the row, at the value that was refused.
    document.getElementById(`set-${set.id}-weight`)?.focus();
  }

  function change(field: keyof PendingSetValues, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    const version = keepPending(set.id, workoutId, next);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(next, version), SAVE_DELAY_MS);
  }

  async function toggleDone() {
    if (busy) return;
    if (markedHere) {
      // Ticked here, not sent yet: taking the tick back drops the intent (the values stay kept, sent as an edit).
      keepPending(set.id, workoutId, values, false);
      setErrors({});
      return;
    }
    if (set.done) {
      // A done intent still kept (an edit typed while the completion was on its way) would complete the set again.
      if (pendingFor(set.id)?.done) keepPending(set.id, workoutId, values, false);
      setBusy(true);
      try {
        await uncomplete(set.id);
      } catch {
        setErrors({ other: t('workouts.set.changeFailed') });
      } finally {
        setBusy(false);
      }
      return;
    }
    const problems = setProblems(values, true);
    setErrors(problems);
    if (problems.weight || problems.reps) return;
    if (timer.current) clearTimeout(timer.current);
    // The intent is kept with the values: if the connection fails, it is completed when they are sent again.
    const version = keepPending(set.id, workoutId, values, true);
    setBusy(true);
    try {
      await sendKept({ ...values, workoutId, version, done: true });
    } finally {
      setBusy(false);
    }
  }

  // What the row says is wrong: its own checks, or the server's refusal of the values it keeps.
  const shownErrors: KeptProblems = { ...errors, ...pending?.refused };
  // A completion waiting for the connection, or typed values waiting for it (not while they are wrong).
  const waiting = unsent && pending != null && !shownErrors.other && !shownErrors.weight && !shownErrors.reps;
  const waitingMessage = markedHere ? t('workouts.set.saveFailed') : t('workouts.set.unsent');
  const legend = t('workouts.set.legend', { position: set.position });
  const fieldId = (name: string) => `set-${set.id}-${name}`;
  const described = (name: 'weight' | 'reps') => (shownErrors[name] ? fieldId(`${name}-error`) : undefined);
  return (
    <fieldset className={set.done ? 'set-row set-row--done' : 'set-row'}>
      <legend className="set-row__legend">{legend}</legend>
      <div className="set-row__field">
        <label htmlFor={fieldId('weight')}>{t('workouts.set.weight')}</label>
        <DecimalInput
          id={fieldId('weight')}
          className="input set-row__input"
          value={values.weight}
          onValueChange={(value) => change('weight', value)}
          max={MAX_WEIGHT}
          aria-invalid={shownErrors.weight ? true : undefined}
          aria-describedby={described('weight')}
        />
        {shownErrors.weight ? (
          <p id={fieldId('weight-error')} className="field-error">
            {shownErrors.weight}
          </p>
        ) : null}
      </div>
      <div className="set-row__field">
        <label htmlFor={fieldId('reps')}>{t('workouts.set.reps')}</label>
        <DecimalInput
          id={fieldId('reps')}
          className="input set-row__input"
          value={values.reps}
          onValueChange={(value) => change('reps', value)}
          scale={0}
          max={MAX_REPS}
          aria-invalid={shownErrors.reps ? true : undefined}
          aria-describedby={described('reps')}
        />
        {shownErrors.reps ? (
          <p id={fieldId('reps-error')} className="field-error">
            {shownErrors.reps}
          </p>
        ) : null}
      </div>
      <div className="set-row__field">
        <label htmlFor={fieldId('type')}>{t('workouts.set.type')}</label>
        <select
          id={fieldId('type')}
          className="input set-row__select"
          value={values.setType}
          onChange={(event) => change('setType', event.target.value)}
        >
          {SET_TYPES.map((type) => (
            <option key={type} value={type}>
              {setTypeLabel(type)}
            </option>
          ))}
        </select>
      </div>
      <div className="set-row__field">
        <label htmlFor={fieldId('rpe')}>{t('workouts.set.rpe')}</label>
        <select
          id={fieldId('rpe')}
          className="input set-row__select"
          value={values.rpe}
          onChange={(event) => change('rpe', event.target.value)}
        >
          <option value="">–</option>
          {RPE_CHOICES.map((rpe) => (
            <option key={rpe} value={rpe}>
              {rpe.replace('.', ',')}
            </option>
          ))}
        </select>
      </div>
      <div className="set-row__actions">
        {inProgress ? (
          <button
            type="button"
            id={fieldId('done')}
            className={
              set.done
                ? 'set-row__done set-row__done--on'
                : markedHere
                  ? 'set-row__done set-row__done--on set-row__done--kept'
                  : 'set-row__done'
            }
            aria-pressed={set.done || markedHere}
            aria-describedby={markedHere && waiting ? fieldId('unsent') : undefined}
            aria-label={t('workouts.set.doneLabel', { position: set.position, exercise: exerciseName })}
            aria-busy={busy || undefined}
            onClick={() => void toggleDone()}
          >
            <span aria-hidden="true">✓</span>
          </button>
        ) : null}
        <ConfirmedRemoveButton
          className="button--secondary set-row__remove"
          label={t('workouts.set.removeLabel', { position: set.position, exercise: exerciseName })}
          confirmTitle={t('workouts.set.removeConfirm', { position: set.position, exercise: exerciseName })}
          confirmLabel={t('workouts.card.remove')}
          warning={<p>{t('common.deleteCannotUndo')}</p>}
          // A set with nothing in it loses nothing: removed at once.
          ask={!holdsNothing}
          onRemove={onRemove}
        >
          <span aria-hidden="true">×</span>
        </ConfirmedRemoveButton>
      </div>
      {shownErrors.other ? <p className="field-error set-row__message">{shownErrors.other}</p> : null}
      {pending?.refused ? (
        <div className="set-row__message">
          <button type="button" className="button button--secondary" onClick={discardKept}>
            {t('workouts.set.discardKept')}
          </button>
        </div>
      ) : null}
      {waiting ? (
        <p id={fieldId('unsent')} className="set-row__message set-row__unsent">
          {waitingMessage}
        </p>
      ) : null}
    </fieldset>
  );
}
