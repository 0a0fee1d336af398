/**
 * The notes typed in the Finish dialog of the workout in progress, kept in localStorage until the workout is
 * finished or discarded: closing the dialog ('Keep training', Escape, the backdrop) or reloading the page loses
 * nothing. One draft at a time (one workout in progress per user), tied to its workout: a draft of another workout
 * (finished or discarded elsewhere) is not offered, and goes once the workout screen sees that workout is not in
 * progress. Forgotten on finish, on discard, on logout and when the account is deleted (free text); a session that
 * merely expires keeps it, as it keeps the set values typed.
 */
export const NOTES_DRAFT_KEY = 'fitness-manager.workout-notes';

interface Draft {
  workoutId: number;
  notes: string;
}

function read(): Draft | null {
  try {
    const stored = localStorage.getItem(NOTES_DRAFT_KEY);
    if (stored == null) return null;
    const parsed: unknown = JSON.parse(stored);
    if (parsed && typeof parsed === 'object' && 'workoutId' in parsed && 'notes' in parsed) {
      const { workoutId, notes } = parsed;
      if (typeof workoutId === 'number' && typeof notes === 'string') return { workoutId, notes };
    }
  } catch {
    // Unreadable: no draft.
  }
  return null;
}

/** The notes kept for this workout ('' when none). */
export function notesDraft(workoutId: number): string {
  const draft = read();
  return draft?.workoutId === workoutId ? draft.notes : '';
}

/** Keeps the notes typed for this workout (an empty text keeps nothing); it replaces any other workout's. */
export function keepNotesDraft(workoutId: number, notes: string): void {
  try {
    if (notes === '') localStorage.removeItem(NOTES_DRAFT_KEY);
    else localStorage.setItem(NOTES_DRAFT_KEY, JSON.stringify({ workoutId, notes } satisfies Draft));
  } catch {
    // Storage full or off: the notes stay in the dialog while it is open.
  }
}

/** Forgets the draft (the workout was finished or discarded, the user logged out or deleted the account). */
export function forgetNotesDraft(): void {
  try {
    localStorage.removeItem(NOTES_DRAFT_KEY);
  } catch {
    // Storage off: nothing was kept.
  }
}

/** Forgets a draft that is not of this workout in progress (null: none is in progress). */
export function forgetNotesDraftExcept(workoutId: number | null): void {
  const draft = read();
  if (draft && draft.workoutId !== workoutId) forgetNotesDraft();
}
