import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { RestTimerFieldsFragment } from '../../gql/graphql';
import { formatCountdown, receivedAtOf, remainingSeconds, signalRestOver } from './restTimer';
import { useT } from '../../shared/i18n/i18n';

export interface RestTimerBarProps {
  timer: RestTimerFieldsFragment | null | undefined;
  /** The exercise the rest follows, for the label. */
  exerciseName?: string;
  onExtend: () => void;
  onSkip: () => void;
  /**
   * The bar closed (skipped, dismissed) while the keyboard focus was in it: where should the focus go? Told the
   * exercise the rest followed.
   */
  onFocusLost?: (workoutExerciseId: number | null) => void;
  /** The device clock (tests pass a fake one). */
  now?: () => number;
}

/**
 * The rest countdown, sticky at the bottom of a phone screen. Derived from the server's `endsAt` and its clock
 * (`serverTime`, noted against this device's clock as the answer landed in the cache, `mergeServerTime`: the latest
 * reading also corrects the time of a tick sent late): a re-render every quarter second only
 * reads the clock again. At zero it beeps and vibrates once (not when the page opens after the rest was over).
 */
export function RestTimerBar({ timer, exerciseName, onExtend, onSkip, onFocusLost, now = Date.now }: RestTimerBarProps) {
  const t = useT();
  // When this answer (its serverTime) reached the device: noted as it landed in the cache, not here (the bar may show an
  // answer that arrived while the screen was closed).
  const receivedAt = useMemo(() => (timer ? receivedAtOf(timer.serverTime, now()) : now()), [timer?.serverTime]); // eslint-disable-line react-hooks/exhaustive-deps
  const [clock, setClock] = useState(() => now());
  // A new answer arrives before the next tick: the clock is at least when it arrived (a stale one would count a
  // rest that is already over as running, and beep as soon as it caught up).
  const left = timer ? remainingSeconds(timer, receivedAt, Math.max(clock, receivedAt)) : 0;
  const running = timer != null && left > 0;

  useEffect(() => {
    if (!running) return;
    const tick = setInterval(() => setClock(now()), 250);
    return () => clearInterval(tick);
  }, [running, now]);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- a new answer reads the device clock again (an external system)
  useEffect(() => setClock(now()), [timer?.endsAt, timer?.serverTime, now]);

  // Signal the end once per rest, only when it was seen running here.
  const seenRunning = useRef<string | null>(null);
  useEffect(() => {
    if (!timer) return;
    if (running) seenRunning.current = timer.endsAt;
    else if (seenRunning.current === timer.endsAt) {
      seenRunning.current = null;
      signalRestOver();
    }
  }, [running, timer]);

  // The element focused in the bar, and the exercise of its rest: when the bar goes, a focus it took with it (left
  // on the page's body) is handed to the page instead of being lost.
  const focused = useRef<{ element: Element; workoutExerciseId: number | null } | null>(null);
  useLayoutEffect(() => {
    const last = focused.current;
    if (timer || !last) return;
    focused.current = null;
    const active = document.activeElement;
    if (!last.element.isConnected && (active == null || active === document.body)) onFocusLost?.(last.workoutExerciseId);
  }, [timer, onFocusLost]);

  if (!timer) return null;
  const restLabel = exerciseName ? t('workouts.rest.after', { exercise: exerciseName }) : t('workouts.rest.rest');
  return (
    <section
      className={running ? 'rest-timer' : 'rest-timer rest-timer--over'}
      aria-label={t('workouts.rest.timer')}
      onFocus={(event) => {
        focused.current = { element: event.target, workoutExerciseId: timer.workoutExerciseId };
      }}
      onBlur={(event) => {
        // Focus moved elsewhere on the page: not the bar's to hand back.
        if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) focused.current = null;
      }}
    >
      <p className="rest-timer__text">
        <span className="rest-timer__label">{running ? restLabel : t('workouts.rest.over')}</span>
        <time className="rest-timer__count" dateTime={`PT${left}S`} role="timer" aria-live="off">
          {formatCountdown(left)}
        </time>
      </p>
      {/* Announced once when the rest ends, not every second. */}
      <p className="visually-hidden" role="status">
        {running ? '' : t('workouts.rest.overAnnounced')}
      </p>
      <div className="rest-timer__actions">
        <button type="button" className="button button--secondary" onClick={onExtend}>
          {t('workouts.rest.extend')}
        </button>
        <button type="button" className="button button--secondary" onClick={onSkip}>
          {running ? t('workouts.rest.skip') : t('workouts.rest.dismiss')}
        </button>
      </div>
    </section>
  );
}
