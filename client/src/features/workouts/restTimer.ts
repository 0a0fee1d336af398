/**
 * The rest countdown is derived from timestamps, never counted by an interval: the server says when the rest
 * ends (`endsAt`) and what its clock read when it answered (`serverTime`); the device notes its own clock when the
 * answer arrived (`receivedAt`). The difference corrects a device clock that is off, and a reload, a locked phone
 * or another device all give the same remaining time.
 */
export interface RestTimerTimes {
  endsAt: string;
  serverTime: string;
}

/** Milliseconds to add to the device's clock to read the server's. */
export function clockOffset(serverTime: string, receivedAt: number): number {
  return Date.parse(serverTime) - receivedAt;
}

/** An answer's server clock and when this device received it (its own clock). */
export interface ServerClockReading {
  serverTime: string;
  receivedAt: number;
}

export const SERVER_CLOCK_KEY = 'fitness-manager.server-clock';

function latestReading(): ServerClockReading | null {
  try {
    const kept = localStorage.getItem(SERVER_CLOCK_KEY);
    if (kept === null) return null;
    const reading = JSON.parse(kept) as Partial<ServerClockReading> | null;
    return typeof reading?.serverTime === 'string' && typeof reading.receivedAt === 'number'
      ? { serverTime: reading.serverTime, receivedAt: reading.receivedAt }
      : null;
  } catch {
    return null;
  }
}

/**
 * The one home of this device's clock correction: notes an answer's `serverTime` (the rest timer's), read on this
 * device at `receivedAt`, as the latest reading, and answers the reading to count from. An answer seen before (shown
 * again from the cache, after a reload of the screen) keeps when it first arrived, so its age does not count as clock
 * drift. Kept in localStorage, so a reload while offline still corrects a tick (`toServerClock`).
 */
export function noteServerTime(serverTime: string, receivedAt: number): ServerClockReading {
  const latest = latestReading();
  if (latest?.serverTime === serverTime) return latest;
  const reading = { serverTime, receivedAt };
  try {
    localStorage.setItem(SERVER_CLOCK_KEY, JSON.stringify(reading));
  } catch {
    // Storage full or off: the countdown still counts from this answer; ticks are corrected by none.
  }
  return reading;
}

/**
 * When this device's clock read what the server's read at `serverTime`, by the latest reading (`mergeServerTime`):
 * when that answer arrived if it is the latest, else by the latest's offset (a later answer without this rest timer,
 * e.g. a finished workout's page, noted a newer reading since). `now` when none is kept (storage full or off: the
 * countdown then counts from now).
 */
export function receivedAtOf(serverTime: string, now: number): number {
  const latest = latestReading();
  if (latest === null) return now;
  return latest.serverTime === serverTime ? latest.receivedAt : Date.parse(serverTime) - clockOffset(latest.serverTime, latest.receivedAt);
}

/**
 * The cache's merge of a `serverTime` (Workout's, RestTimer's: trainingCachePolicies.ts): an answer landing in the cache
 * is when it arrived, so its reading is noted then, paired with now. Kept as the server sent it.
 */
export function mergeServerTime(_existing: unknown, incoming: string): string {
  noteServerTime(incoming, Date.now());
  return incoming;
}

/**
 * A time of this device's clock (ms) on the server's, by the latest answer's offset (server − device), as is while
 * no answer told it in the last `CLOCK_READING_TRUSTED_MS`. A kept tick's `markedAt` is sent this way, so a phone whose clock is minutes off is neither
 * refused (a time ahead of the server's) nor has its rest measured from a wrong time.
 */
export function toServerClock(deviceTime: number): number {
  const latest = latestReading();
  const fresh = latest && Math.abs(deviceTime - latest.receivedAt) <= CLOCK_READING_TRUSTED_MS;
  return fresh ? deviceTime + clockOffset(latest.serverTime, latest.receivedAt) : deviceTime;
}

/**
 * How long a reading corrects ticks: about a workout's length. An older one (a workout of days ago) may predate the
 * phone's clock being set right, and would then shift a good time by the old offset.
 */
export const CLOCK_READING_TRUSTED_MS = 6 * 60 * 60 * 1000;

/** Whole seconds of rest left at device time `now` (0 once over). */
export function remainingSeconds(timer: RestTimerTimes, receivedAt: number, now: number): number {
  const serverNow = now + clockOffset(timer.serverTime, receivedAt);
  return Math.max(0, Math.ceil((Date.parse(timer.endsAt) - serverNow) / 1000));
}

/** "1:05", "0:09". */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** A short beep (WebAudio) and a vibration where the browser has them: the rest is over. */
export function signalRestOver(): void {
  try {
    const AudioContextClass = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (AudioContextClass) {
      const audio = new AudioContextClass();
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = 880;
      gain.gain.setValueAtTime(0.2, audio.currentTime);
      gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.6);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start();
      oscillator.stop(audio.currentTime + 0.6);
      oscillator.onended = () => void audio.close().catch(() => undefined);
    }
  } catch {
    // No sound (autoplay rules, no audio device): the countdown still shows zero.
  }
  if (typeof navigator.vibrate === 'function') navigator.vibrate([200, 100, 200]);
}
