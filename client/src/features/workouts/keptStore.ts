/**
 * The machinery of the workout screen's offline mirrors (pendingSets.ts for set edits, pendingNotes.ts for exercise
 * notes): what was changed and not yet acknowledged by the server, kept in localStorage under one key per mirror, by
 * record id, each entry tied to its workout and versioned so an acknowledgement removes only the edit it was for.
 * Rows follow a mirror through `useEntry` (this tab's changes, and another tab's `storage` event).
 */
import { useSyncExternalStore } from 'react';

export interface KeptEntry {
  /** The workout the record belongs to (entries of another workout are dropped). */
  workoutId: number;
  /** Increases with every edit: an acknowledgement removes only the edit it was for. */
  version: number;
}

export type KeptRecords<Entry> = Record<string, Entry>;

export interface KeptStore<Entry extends KeptEntry> {
  /** The mirror as stored now, parsed afresh: what a change starts from (it changes its own copy, then `write`s it). */
  read: () => KeptRecords<Entry>;
  /** Stores the mirror; answers whether it could (storage full or off: not, and the edits only go to the server). */
  write: (store: KeptRecords<Entry>) => boolean;
  /** The version for a new edit of a record whose kept entry is `before`. */
  nextVersion: (before: Entry | undefined) => number;
  /** The mirror parsed once per change, for reading only (a render of N rows parses it once, not N times). */
  snapshot: () => Readonly<KeptRecords<Entry>>;
  /** A record's kept edit (from `snapshot`). */
  entryFor: (id: number) => Entry | null;
  /** Every kept edit of this workout (others, of workouts finished or discarded meanwhile, are dropped). */
  ofWorkout: (workoutId: number) => [number, Entry][];
  /** Every kept edit, of any workout (nothing dropped). */
  all: () => [number, Entry][];
  /** The server has this edit: forget it, unless a newer one was made since. */
  acknowledge: (id: number, version: number) => void;
  forget: (id: number) => void;
  /** Forgets every kept edit of this workout (discarded); those of other workouts stay. */
  forgetOfWorkout: (workoutId: number) => void;
  forgetAll: () => void;
  /** A record's kept edit, re-read whenever the mirror changes (here or in another tab). */
  useEntry: (id: number) => Entry | null;
}

export function createKeptStore<Entry extends KeptEntry>(storageKey: string): KeptStore<Entry> {
  const listeners = new Set<() => void>();
  /** Moves on with every change of the mirror: this tab's (`write`), another tab's (its `storage` event). */
  let revision = 0;
  let parsed: { revision: number; store: Readonly<KeptRecords<Entry>> } | null = null;
  let lastVersion = 0;

  function changed() {
    revision += 1;
    for (const listener of listeners) listener();
  }

  function read(): KeptRecords<Entry> {
    try {
      const value: unknown = JSON.parse(localStorage.getItem(storageKey) ?? '{}');
      return value && typeof value === 'object' ? (value as KeptRecords<Entry>) : {};
    } catch {
      return {};
    }
  }

  function write(store: KeptRecords<Entry>): boolean {
    let stored = true;
    try {
      if (Object.keys(store).length === 0) localStorage.removeItem(storageKey);
      else localStorage.setItem(storageKey, JSON.stringify(store));
    } catch {
      // Storage full or off: the edits still go to the server.
      stored = false;
    }
    changed();
    return stored;
  }

  function snapshot(): Readonly<KeptRecords<Entry>> {
    if (parsed?.revision !== revision) parsed = { revision, store: read() };
    return parsed.store;
  }

  // Another tab kept, sent or dropped edits (or the storage was cleared, `key` null): the rows here read it again.
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === storageKey || event.key === null) changed();
    });
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  function entryFor(id: number): Entry | null {
    return snapshot()[id] ?? null;
  }

  return {
    read,
    write,
    nextVersion(before) {
      lastVersion = Math.max(lastVersion + 1, (before?.version ?? 0) + 1);
      return lastVersion;
    },
    snapshot,
    entryFor,
    ofWorkout(workoutId) {
      const store = read();
      const mine = Object.entries(store).filter(([, entry]) => entry.workoutId === workoutId);
      if (mine.length !== Object.keys(store).length) write(Object.fromEntries(mine));
      return mine.map(([id, entry]) => [Number(id), entry]);
    },
    all() {
      return Object.entries(read()).map(([id, entry]) => [Number(id), entry]);
    },
    acknowledge(id, version) {
      const store = read();
      if (store[id] && store[id].version <= version) {
        delete store[id];
        write(store);
      }
    },
    forget(id) {
      const store = read();
      if (store[id]) {
        delete store[id];
        write(store);
      }
    },
    forgetOfWorkout(workoutId) {
      const store = read();
      const others = Object.entries(store).filter(([, entry]) => entry.workoutId !== workoutId);
      if (others.length !== Object.keys(store).length) write(Object.fromEntries(others));
    },
    forgetAll() {
      write({});
    },
    useEntry(id) {
      useSyncExternalStore(subscribe, () => revision);
      return entryFor(id);
    },
  };
}
