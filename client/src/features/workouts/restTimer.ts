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
