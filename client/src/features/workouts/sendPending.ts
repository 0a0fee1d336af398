import { useCallback } from 'react';
import { parseApolloError } from '../../shared/apolloErrors';
import { acknowledge, keepRefused, pendingFor, type PendingEntry } from './pendingSets';
import type { BeatenRecordView } from './recordMessages';
import { toServerClock } from './restTimer';
import { acknowledgeNote, pendingNoteFor, type PendingNote } from './pendingNotes';
import { sendQueue } from './sendQueue';
import { firstKeptProblem, isRefusal, refusalOf, toSetInput } from './setValues';
import { useCompleteWorkoutSet, useSetWorkoutExerciseNote, useUpdateWorkoutSet } from './useWorkoutMutations';

/**
 * Sends one kept edit (pendingSets.ts) and forgets it once the server has it: a set marked done here, and not done
 * on the server yet, is completed with its values; any other edit only updates them. Answers the records a
 * completion beat. A refusal of the values (`refusalOf`) is kept with them; a failure is the caller's to read too.
 * One send per set at a time: a send waits for the one running for the same set, then sends the newest edit kept for
 * it when that one is marked done alike (a newer one holds all the row's values), unless a send took that edit
 * already; so, within a tab, an older edit can never land after a newer one.
 */
export function useSendPending() {
  const update = useUpdateWorkoutSet();
  const complete = useCompleteWorkoutSet();
  /**
   * A kept completion goes with `markedAt` (when it was ticked: the server dates it and measures the rest from then),
   * kept on this device's clock and sent on the server's (`toServerClock`: corrected by the latest answer's offset).
   * Refused only for that time (a device clock far off, with no answer yet to tell by how much), it is completed as of
   * now rather than lost.
   */
  const completeLate = useCallback(
    async (setId: number, entry: PendingEntry) => {
      if (!entry.markedAt) return complete(setId, toSetInput(entry));
      const markedAt = new Date(toServerClock(Date.parse(entry.markedAt))).toISOString();
      try {
        return await complete(setId, toSetInput(entry), markedAt);
      } catch (failure) {
        const { fields, messages } = parseApolloError(failure);
        if (messages.length > 0 || Object.keys(fields).join() !== 'markedAt') throw failure;
        return complete(setId, toSetInput(entry));
      }
    },
    [complete],
  );
  return useCallback(
    (setId: number, entry: PendingEntry, doneOnServer: boolean): Promise<BeatenRecordView[]> => {
      // The connection coming back (reported twice) and finishing may all send a set's kept completion at once: it goes
      // once, and every caller gets its answer (a completion sent twice would start the rest again). An edit goes once
      // per version.
      const key = entry.done === true && !doneOnServer ? `${setId}:complete` : `${setId}:${entry.version}`;
      const running = sending.get(key);
      if (running) return running;
      const sent = setSends(setId, async () => {
        const kept = pendingFor(setId);
        // Not taken: a newer edit its row holds back (refused, or a done set's weight or reps cleared), and one whose
        // mark done differs from this one's (a tick or an un-tick since: its own send judges it against the server's
        // state as it was then; taken here, a re-tick would go as an update and be lost).
        const takesNewer =
          kept !== null &&
          kept.version > entry.version &&
          (kept.done === true) === (entry.done === true) &&
          firstKeptProblem(kept, doneOnServer) === undefined;
        const newest = takesNewer ? kept : entry;
        if (newest.version <= (sentVersions.get(setId) ?? 0)) return [];
        const completing = newest.done === true && !doneOnServer;
        let records: BeatenRecordView[] = [];
        try {
          if (completing) records = (await completeLate(setId, newest)).recordsBeaten;
          else await update(setId, toSetInput(newest));
        } catch (failure) {
          // Refused: sending it again would fail the same way. It stays kept with the server's words until
          // corrected or discarded (any other failure leaves it pending, to be sent again).
          const refused = refusalOf(failure);
          if (refused) keepRefused(setId, newest.version, refused);
          throw failure;
        }
        sentVersions.set(setId, newest.version);
        acknowledge(setId, newest.version);
        return records;
      });
      sending.set(key, sent);
      void sent.then(
        () => sending.delete(key),
        () => sending.delete(key),
      );
      return sent;
    },
    [update, completeLate],
  );
}

/** Kept edits on their way to the server, by set and version. */
const sending = new Map<string, Promise<BeatenRecordView[]>>();
/**
 * The newest edit of each set a send took, while more sends of the set wait (edit versions only grow in a tab,
 * `keptStore.nextVersion`; another tab's may not, so it is forgotten when the set's sends are over).
 */
const sentVersions = new Map<number, number>();
/** Sends of one set, one at a time. */
const setSends = sendQueue<number>((setId) => sentVersions.delete(setId));

/**
 * Sends one kept exercise note (pendingNotes.ts) and forgets it once the server has it. One send per exercise note at
 * a time: a send waits for the one running for the same note (the connection back, Finish, the dialog may all ask),
 * then goes only if its version is still the kept one (a newer edit is sent by its own call; one already sent is not
 * sent again), so an older version can never land after a newer one. A refusal (the exercise or workout gone, the
 * note refused; a finished workout takes notes) forgets it too: sending it again would fail the same way. The failure
 * is the caller's to read.
 */
export function useSendPendingNote() {
  const { save } = useSetWorkoutExerciseNote();
  return useCallback(
    (workoutExerciseId: number, entry: PendingNote): Promise<void> =>
      noteSends(workoutExerciseId, async () => {
        if (pendingNoteFor(workoutExerciseId)?.version !== entry.version) return;
        try {
          await save(workoutExerciseId, entry.note);
        } catch (failure) {
          if (isRefusal(failure)) acknowledgeNote(workoutExerciseId, entry.version);
          throw failure;
        }
        acknowledgeNote(workoutExerciseId, entry.version);
      }),
    [save],
  );
}

/**
 * Saves an exercise note as is (a finished workout's, or when storage keeps nothing), after any send of that note on
 * its way. Saved, a note kept on this device for the exercise before (unsent while its workout was in progress) is
 * forgotten: sent later, it would overwrite this newer one.
 */
export function useSaveNoteDirectly() {
  const { save } = useSetWorkoutExerciseNote();
  return useCallback(
    (workoutExerciseId: number, note: string): Promise<void> =>
      noteSends(workoutExerciseId, async () => {
        const older = pendingNoteFor(workoutExerciseId);
        await save(workoutExerciseId, note);
        if (older) acknowledgeNote(workoutExerciseId, older.version);
      }),
    [save],
  );
}

/** Sends of one exercise note (by workout exercise id), one at a time. */
const noteSends = sendQueue<number>();
