/**
 * Exercise notes of the workout in progress not yet acknowledged by the server (`setWorkoutExerciseNote`), kept like
 * set edits (the same machinery, keptStore.ts; its own key): written here when Save note is pressed, shown at once
 * under the exercise with the "kept" cue, sent again when the workout screen opens, when the browser is back online and
 * before finishing, and forgotten once the server has them (or refuses them). Free text: forgotten on a discard (that
 * workout's) and a logout (all).
 */
import { createKeptStore, type KeptEntry } from './keptStore';

export interface PendingNote extends KeptEntry {
  note: string;
}

export const PENDING_NOTES_KEY = 'fitness-manager.pending-notes';

/** The mirror, by workout exercise id. */
const notes = createKeptStore<PendingNote>(PENDING_NOTES_KEY);

/**
 * Keeps a workout exercise's note until the server acknowledges it; returns the edit's version, or null when it could
 * not be kept (storage full or off).
 */
export function keepNote(workoutExerciseId: number, workoutId: number, note: string): number | null {
  const store = notes.read();
  const version = notes.nextVersion(store[workoutExerciseId]);
  store[workoutExerciseId] = { note, workoutId, version };
  return notes.write(store) ? version : null;
}

/** Puts back a note kept before (its edit refused since and dropped), unless another was kept meanwhile. */
export function restoreNote(workoutExerciseId: number, entry: PendingNote): void {
  const store = notes.read();
  if (store[workoutExerciseId]) return;
  store[workoutExerciseId] = entry;
  notes.write(store);
}

export const acknowledgeNote = notes.acknowledge;
export const pendingNoteFor = notes.entryFor;
/**
 * The kept notes of a workout. Not dropping those of other workouts (unlike set edits): the server takes a note on a
 * finished workout too, so a note kept for a workout no longer in progress is still sent (`allPendingNotes`) and
 * forgotten only on the server's answer.
 */
export function pendingNotesOfWorkout(workoutId: number): [number, PendingNote][] {
  return notes.all().filter(([, entry]) => entry.workoutId === workoutId);
}
/** Every kept note, of any workout. */
export const allPendingNotes = notes.all;
export const usePendingNote = notes.useEntry;
/**
 * Forgets the kept notes of a workout (discarded). Not those of other workouts: a finished workout's unsent note is
 * still sent (`allPendingNotes`).
 */
export const forgetNotesOfWorkout = notes.forgetOfWorkout;
/** Forgets every kept note on this device (logout, account deleted). */
export const forgetAllPendingNotes = notes.forgetAll;
