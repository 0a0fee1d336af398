import { useCallback } from 'react';
import { parseApolloError } from '../../shared/apolloErrors';
import { acknowledge, keepRefused, type PendingEntry } from './pendingSets';
import type { BeatenRecordView } from './recordMessages';
import { toServerClock } from './restTimer';
import { acknowledgeNote, type PendingNote } from './pendingNotes';
import { isRefusal, refusalOf, toSetInput } from './setValues';
import { useCompleteWorkoutSet, useSetWorkoutExerciseNote, useUpdateWorkoutSet } from './useWorkoutMutations';

/**
 * Sends one kept edit (pendingSets.ts) and forgets it once the server has it: a set marked done here, and not done
 * on the server yet, is completed with its values; any other edit only updates them. Answers the records a
 * completion beat. A refusal of the values (`refusalOf`) is kept with them; a failure is the caller's to read too.
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
      const completing = entry.done === true && !doneOnServer;
      const key = completing ? `${setId}:complete` : `${setId}:${entry.version}`;
      const running = sending.get(key);
      if (running) return running;
      const sent = (async () => {
        let records: BeatenRecordView[] = [];
        try {
          if (completing) records = (await completeLate(setId, entry)).recordsBeaten;
          else await update(setId, toSetInput(entry));
        } catch (failure) {
          // Refused: sending it again would fail the same way. It stays kept with the server's words until
          // corrected or discarded (any other failure leaves it pending, to be sent again).
          const refused = refusalOf(failure);
          if (refused) keepRefused(setId, entry.version, refused);
          throw failure;
        }
        acknowledge(setId, entry.version);
        return records;
      })().finally(() => sending.delete(key));
      sending.set(key, sent);
      return sent;
    },
    [update, completeLate],
  );
}

/** Kept edits on their way to the server, by set and version. */
const sending = new Map<string, Promise<BeatenRecordView[]>>();

/**
 * Sends one kept exercise note (pendingNotes.ts) and forgets it once the server has it; a version goes once, however
 * many callers (the connection back, Finish) ask at the same moment. A refusal (the exercise or workout gone, the
 * workout finished, the note refused) forgets it too: sending it again would fail the same way. The failure is the
 * caller's to read.
 */
export function useSendPendingNote() {
  const { save } = useSetWorkoutExerciseNote();
  return useCallback(
    (workoutExerciseId: number, entry: PendingNote): Promise<void> => {
      const key = `${workoutExerciseId}:${entry.version}`;
      const running = sendingNotes.get(key);
      if (running) return running;
      const sent = (async () => {
        try {
          await save(workoutExerciseId, entry.note);
        } catch (failure) {
          if (isRefusal(failure)) acknowledgeNote(workoutExerciseId, entry.version);
          throw failure;
        }
        acknowledgeNote(workoutExerciseId, entry.version);
      })().finally(() => sendingNotes.delete(key));
      sendingNotes.set(key, sent);
      return sent;
    },
    [save],
  );
}

/** Kept notes on their way to the server, by workout exercise and version. */
const sendingNotes = new Map<string, Promise<void>>();
