/**
 * Typed set values not yet acknowledged by the server, mirrored in localStorage so nothing typed is lost to a
 * reload, a closed tab or a lost connection. A value is written here at once, sent to the server after a short
 * pause, and removed when the server has it (unless it changed again meanwhile). What is left is sent again when
 * the workout screen opens and when the browser says it is back online. A set marked done whose completion did not
 * reach the server keeps that intent (`done`) with its values, so what is sent again completes it.
 */
import { createKeptStore, type KeptEntry } from './keptStore';

export interface PendingSetValues {
  weight: string;
  reps: string;
  setType: string;
  rpe: string;
}

export interface PendingEntry extends PendingSetValues, KeptEntry {
  /** The set was marked done here and the server has not said so yet: sending it again completes it. */
  done?: boolean;
  /**
   * With `done`: when the user ticked it (ISO, this device's clock), sent as `markedAt` on the server's clock
   * (sendPending.ts) so a late completion is dated and rests from then.
   */
  markedAt?: string;
  /** The server refused these values (field messages): they stay kept, and are not sent again, until corrected or discarded. */
  refused?: KeptProblems;
}

/** What is wrong with a kept edit, by field ('other' for a message about the set as a whole). */
export interface KeptProblems {
  weight?: string;
  reps?: string;
  other?: string;
}

export const PENDING_KEY = 'fitness-manager.pending-sets';

/** The mirror, by set id (keptStore.ts: parsed once per change for the rows, followed across tabs). */
const sets = createKeptStore<PendingEntry>(PENDING_KEY);

/**
 * Keeps a set's typed values until the server acknowledges them; returns the edit's version. `done: true` marks the
 * set done now (to be completed when sent, dated `markedAt`); `false` drops that intent; without it, an edit keeps the
 * intent (and its time) an earlier unsent one had. New values replace a refusal (they are a correction).
 */
export function keepPending(setId: number, workoutId: number, values: PendingSetValues, done?: boolean): number {
  const store = sets.read();
  const before = store[setId];
  const version = sets.nextVersion(before);
  const intent = done ?? before?.done ?? false;
  store[setId] = { weight: values.weight, reps: values.reps, setType: values.setType, rpe: values.rpe, workoutId, version };
  if (intent) {
    store[setId].done = true;
    const markedAt = done === true ? new Date().toISOString() : before?.markedAt;
    if (markedAt) store[setId].markedAt = markedAt;
  }
  sets.write(store);
  return version;
}

/** The server refused this edit: it stays kept with the server's messages (unless a newer one was typed since). */
export function keepRefused(setId: number, version: number, problems: KeptProblems) {
  const store = sets.read();
  if (store[setId] && store[setId].version === version) {
    store[setId] = { ...store[setId], refused: problems };
    sets.write(store);
  }
}

/** The server has this edit: forget it, unless a newer one was typed since. */
export const acknowledge = sets.acknowledge;

/** The sets marked done here whose completion waits to be sent (one read of the store, for a whole workout's count). */
export function setsMarkedDone(): Set<number> {
  return new Set(
    Object.entries(sets.snapshot())
      .filter(([, entry]) => entry.done === true)
      .map(([setId]) => Number(setId)),
  );
}

/** A set's kept edit. */
export const pendingFor = sets.entryFor;

/** Every kept edit of this workout (others, of workouts finished or discarded meanwhile, are dropped). */
export const pendingOfWorkout = sets.ofWorkout;

export const forgetSet = sets.forget;

/** A set's kept edit, re-read whenever the mirror changes (here or in another tab). */
export const usePendingEntry = sets.useEntry;

/** Forgets every kept edit on this device (the account was deleted: nothing of it stays behind). */
export const forgetAllPendingSets = sets.forgetAll;
