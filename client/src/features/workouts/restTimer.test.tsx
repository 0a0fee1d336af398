import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCountdown, noteServerTime, remainingSeconds, toServerClock } from './restTimer';
import { RestTimerBar } from './RestTimerBar';

const at = (iso: string) => Date.parse(iso);

describe('remainingSeconds', () => {
  it('counts from the server clock, corrected by the offset seen when the answer arrived', () => {
    const timer = { endsAt: '2026-11-24T10:01:30.000Z', serverTime: '2026-11-24T10:00:00.000Z' };
    // The device clock is 5 minutes behind the server: the answer arrived at its 09:55:00.
    const receivedAt = at('2026-11-24T09:55:00.000Z');
    expect(remainingSeconds(timer, receivedAt, receivedAt)).toBe(90);
    expect(remainingSeconds(timer, receivedAt, receivedAt + 29_500)).toBe(61); // rounds up: never 0 too early
    expect(remainingSeconds(timer, receivedAt, receivedAt + 90_000)).toBe(0);
    expect(remainingSeconds(timer, receivedAt, receivedAt + 3_600_000)).toBe(0);
    expect(formatCountdown(90)).toBe('1:30');
    expect(formatCountdown(9)).toBe('0:09');
  });
});

describe("the device's clock reading", () => {
  it('corrects a device time by the latest answer, and an answer seen again keeps when it first arrived', () => {
    expect(toServerClock(at('2026-11-24T10:20:00.000Z'))).toBe(at('2026-11-24T10:20:00.000Z')); // none yet: as is
    // the device is 5 minutes fast
    expect(noteServerTime('2026-11-24T10:15:00.000Z', at('2026-11-24T10:20:00.000Z')).receivedAt).toBe(at('2026-11-24T10:20:00.000Z'));
    expect(toServerClock(at('2026-11-24T10:30:00.000Z'))).toBe(at('2026-11-24T10:25:00.000Z'));
    expect(noteServerTime('2026-11-24T10:15:00.000Z', at('2026-11-24T10:21:00.000Z')).receivedAt).toBe(at('2026-11-24T10:20:00.000Z'));
    expect(toServerClock(at('2026-11-24T10:30:00.000Z'))).toBe(at('2026-11-24T10:25:00.000Z'));
    // a later answer: now 5 minutes slow
    noteServerTime('2026-11-24T10:27:00.000Z', at('2026-11-24T10:22:00.000Z'));
    expect(toServerClock(at('2026-11-24T10:30:00.000Z'))).toBe(at('2026-11-24T10:35:00.000Z'));
    // A reading from a workout of the day before corrects nothing: the phone's clock may have been set right since.
    expect(toServerClock(at('2026-11-25T10:30:00.000Z'))).toBe(at('2026-11-25T10:30:00.000Z'));
    expect(toServerClock(at('2026-11-24T16:22:00.000Z'))).toBe(at('2026-11-24T16:27:00.000Z')); // 6 h: still
  });
});

describe('RestTimerBar', () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => {
    vi.useFakeTimers();
    now = at('2026-11-24T09:55:00.000Z');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const timer = {
    __typename: 'RestTimer' as const,
    workoutExerciseId: 3,
    startedAt: '2026-11-24T10:00:00.000Z',
    endsAt: '2026-11-24T10:01:00.000Z',
    serverTime: '2026-11-24T10:00:00.000Z',
  };
  const advance = (ms: number) =>
    act(() => {
      now += ms;
      vi.advanceTimersByTime(ms);
    });

  it('shows the countdown from timestamps, and beeps and vibrates once at zero', () => {
    const vibrate = vi.fn();
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    render(<RestTimerBar timer={timer} exerciseName="Supino" onExtend={() => undefined} onSkip={() => undefined} now={clock} />);
    expect(screen.getByRole('timer')).toHaveTextContent('1:00');
    expect(screen.getByText('Rest after Supino')).toBeInTheDocument();
    advance(45_000);
    expect(screen.getByRole('timer')).toHaveTextContent('0:15');
    // The page was in the background (no ticks): the next tick reads the clock, it does not count missed ticks.
    now += 14_000;
    advance(250);
    expect(screen.getByRole('timer')).toHaveTextContent('0:01');
    advance(1_000);
    expect(screen.getByRole('timer')).toHaveTextContent('0:00');
    expect(screen.getByText('Rest over')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Rest over.');
    expect(vibrate).toHaveBeenCalledTimes(1);
    advance(5_000);
    expect(vibrate).toHaveBeenCalledTimes(1);
  });

  it('after a reload mid-rest, counts what is left; opened after the end, shows zero without a beep', () => {
    const vibrate = vi.fn();
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    // A fresh answer 20 s into the rest (serverTime moved on), on a device whose clock is right.
    now = at('2026-11-24T10:00:20.000Z');
    const { rerender } = render(
      <RestTimerBar
        timer={{ ...timer, serverTime: '2026-11-24T10:00:20.000Z' }}
        onExtend={() => undefined}
        onSkip={() => undefined}
        now={clock}
      />,
    );
    expect(screen.getByRole('timer')).toHaveTextContent('0:40');
    now = at('2026-11-24T10:05:00.000Z');
    rerender(
      <RestTimerBar
        timer={{ ...timer, endsAt: '2026-11-24T10:02:00.000Z', serverTime: '2026-11-24T10:05:00.000Z' }}
        onExtend={() => undefined}
        onSkip={() => undefined}
        now={clock}
      />,
    );
    expect(screen.getByRole('timer')).toHaveTextContent('0:00');
    expect(vibrate).not.toHaveBeenCalled();
  });

  it('counts an answer shown again from the cache (the screen opened again) from when it arrived', () => {
    // Noted as it landed in the cache (mergeServerTime), not by the bar.
    noteServerTime(timer.serverTime, now);
    const { unmount } = render(<RestTimerBar timer={timer} onExtend={() => undefined} onSkip={() => undefined} now={clock} />);
    expect(screen.getByRole('timer')).toHaveTextContent('1:00');
    unmount();
    // 20 s later the screen opens again on the same answer: 40 s are left, not a minute
    now += 20_000;
    render(<RestTimerBar timer={timer} onExtend={() => undefined} onSkip={() => undefined} now={clock} />);
    expect(screen.getByRole('timer')).toHaveTextContent('0:40');
  });

  it("counts an answer from before the latest reading by that reading's clock offset", () => {
    // The rest timer's answer arrived at now; a later one (a finished workout's page) noted a newer reading 20 s on.
    noteServerTime(timer.serverTime, now);
    now += 20_000;
    noteServerTime(new Date(Date.parse(timer.serverTime) + 20_000).toISOString(), now);
    // The screen opens on the cached rest timer: 40 s are left, not a minute.
    render(<RestTimerBar timer={timer} onExtend={() => undefined} onSkip={() => undefined} now={clock} />);
    expect(screen.getByRole('timer')).toHaveTextContent('0:40');
  });

  it('shows nothing without a timer', () => {
    const { container } = render(<RestTimerBar timer={null} onExtend={() => undefined} onSkip={() => undefined} now={clock} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('hands the focus to the page when it closes with the focus in it (not when the focus was elsewhere)', () => {
    const onFocusLost = vi.fn();
    const bar = (current: typeof timer | null) => (
      <>
        <button type="button">Elsewhere</button>
        <RestTimerBar timer={current} onExtend={() => undefined} onSkip={() => undefined} onFocusLost={onFocusLost} now={clock} />
      </>
    );
    const { rerender } = render(bar(timer));
    screen.getByRole('button', { name: 'Skip rest' }).focus();
    rerender(bar(null));
    expect(document.body).toHaveFocus();
    expect(onFocusLost).toHaveBeenCalledExactlyOnceWith(3);

    rerender(bar(timer));
    screen.getByRole('button', { name: '+30 s' }).focus();
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    rerender(bar(null));
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    expect(onFocusLost).toHaveBeenCalledOnce();
  });
});
