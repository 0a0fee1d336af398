/**
 * Typed set values not yet acknowledged by the server, mirrored in localStorage so nothing typed is lost to a
 * reload, a closed tab or a lost connection. A value is written here at once, sent to the server after a short
 * pause, and removed when the server has it (unless it changed again meanwhile). What is left is sent again when
 * the workout screen opens and when the browser says it is back online. A set marked done whose completion did not
 * reach the server keeps that intent (`done`) with its values, so what is sent again completes it.
 */
import { useSyncExternalStore } from 'react';

export interface PendingSetValues {
  weight: string;
  reps: string;
  setType: string;
  rpe: string;
}

export interface PendingEntry extends PendingSetValues {
  /** The workout the set belongs to (entries of another workout are dropped). */
  workoutId: number;
  /** Increases with every edit: an acknowledgement removes only the edit it was for. */
  version: number;
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

type Store = Record<string, PendingEntry>;

/** The mirror as stored now, parsed afresh: what a change starts from (it changes its own copy, then `write`s it). */
function read(): Store {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(PENDING_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Store) : {};
  } catch {
    return {};
  }
}

// Rows and the workout screen follow the mirror (e.g. a message clears when what it spoke of was sent).
const listeners = new Set<() => void>();
/** Moves on with every change of the mirror: this tab's (`write`), another tab's (its `storage` event). */
let revision = 0;

function changed() {
  revision += 1;
  for (const listener of listeners) listener();
}

/**
 * The mirror parsed once per revision, for reading only: a render of a workout's N rows (each asks for its set's
 * kept edit) parses it once, not N times. Never changed in place (changes start from `read`).
 */
let parsed: { revision: number; store: Readonly<Store> } | null = null;

function snapshot(): Readonly<Store> {
  if (parsed?.revision !== revision) parsed = { revision, store: read() };
  return parsed.store;
}

function write(store: Store) {
  try {
    if (Object.keys(store).length === 0) localStorage.removeItem(PENDING_KEY);
    else localStorage.setItem(PENDING_KEY, JSON.stringify(store));
  } catch {
    // Storage full or off: the values still go to the server.
  }
  changed();
}

// Another tab kept, sent or dropped edits (or the storage was cleared, `key` null): the rows here read it again.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === PENDING_KEY || event.key === null) changed();
  });
}

let lastVersion = 0;

/**
 * Keeps a set's typed values until the server acknowledges them; returns the edit's version. `done: true` marks the
 * set done now (to be completed when sent, dated `markedAt`); `false` drops that intent; without it, an edit keeps the
 * intent (and its time) an earlier unsent one had. New values replace a refusal (they are a correction).
 */
export function keepPending(setId: number, workoutId: number, values: PendingSetValues, done?: boolean): number {
  const store = read();
  const before = store[setId];
  lastVersion = Math.max(lastVersion + 1, (before?.version ?? 0) + 1);
  const intent = done ?? before?.done ?? false;
  store[setId] = { weight: values.weight, reps: values.reps, setType: values.setType, rpe: values.rpe, workoutId, version: lastVersion };
  if (intent) {
    store[setId].done = true;
    const markedAt = done === true ? new Date().toISOString() : before?.markedAt;
    if (markedAt) store[setId].markedAt = markedAt;
  }
  write(store);
  return lastVersion;
}

/** The server refused this edit: it stays kept with the server's messages (unless a newer one was typed since). */
export function keepRefused(setId: number, version: number, problems: KeptProblems) {
  const store = read();
  if (store[setId] && store[setId].version === version) {
    store[setId] = { ...store[setId], refused: problems };
    write(store);
  }
}

/** The server has this edit: forget it, unless a newer one was typed since. */
export function acknowledge(setId: number, version: number) {
  const store = read();
  if (store[setId] && store[setId].version <= version) {
    delete store[setId];
    write(store);
  }
}

/** The sets marked done here whose completion waits to be sent (one read of the store, for a whole workout's count). */
export function setsMarkedDone(): Set<number> {
  return new Set(
    Object.entries(snapshot())
      .filter(([, entry]) => entry.done === true)
      .map(([setId]) => Number(setId)),
  );
}

/** A set's kept edit (from the mirror parsed once per revision: `snapshot`). */
export function pendingFor(setId: number): PendingEntry | null {
  return snapshot()[setId] ?? null;
}

/** Every kept edit of this workout (others, of workouts finished or discarded meanwhile, are dropped). */
export function pendingOfWorkout(workoutId: number): [number, PendingEntry][] {
  const store = read();
  const mine = Object.entries(store).filter(([, entry]) => entry.workoutId === workoutId);
  if (mine.length !== Object.keys(store).length) write(Object.fromEntries(mine));
  return mine.map(([id, entry]) => [Number(id), entry]);
}

export function forgetSet(setId: number) {
  const store = read();
  if (store[setId]) {
    delete store[setId];
    write(store);
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A set's kept edit, re-read whenever the mirror changes (here or in another tab). */
export function usePendingEntry(setId: number): PendingEntry | null {
  useSyncExternalStore(subscribe, () => revision);
  return pendingFor(setId);
}

/** Forgets every kept edit on this device (the account was deleted: nothing of it stays behind). */
export function forgetAllPendingSets() {
  write({});
}
