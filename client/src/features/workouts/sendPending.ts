import { useCallback } from 'react';
import { acknowledge, type PendingEntry } from './pendingSets';
import type { BeatenRecordView } from './recordMessages';
import { toSetInput } from './setValues';
import { useCompleteWorkoutSet, useUpdateWorkoutSet } from './useWorkoutMutations';

/**
 * Sends one kept edit (pendingSets.ts) and forgets it once the server has it: a set marked done here, and not done
 * on the server yet, is completed with its values; any other edit only updates them. Answers the records a
 * completion beat. A failure is the caller's to read (the edit stays kept).
 */
export function useSendPending() {
  const update = useUpdateWorkoutSet();
  const complete = useCompleteWorkoutSet();
  return useCallback(
    async (setId: number, entry: PendingEntry, doneOnServer: boolean): Promise<BeatenRecordView[]> => {
      let records: BeatenRecordView[] = [];
      if (entry.done && !doneOnServer) records = (await complete(setId, toSetInput(entry))).recordsBeaten;
      else await update(setId, toSetInput(entry));
      acknowledge(setId, entry.version);
      return records;
    },
    [update, complete],
  );
}
