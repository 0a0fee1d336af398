import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { workoutWriteMark, writtenSince } from './useWorkoutMutations';
import { WorkoutInProgressQuery } from './workoutDocuments';

/**
 * Asks the server for the workout in progress again (the screen coming back, Finish counting the sets not done) without
 * letting an older answer win over this tab's writes. The answer is read past the cache (`no-cache`: a refetch would
 * write it into the same normalised Workout and WorkoutSet objects the moment it arrives) and written only if no
 * workout write started or ended while it was asked, nor is on its way: the server may have read it before that write,
 * and its values would replace the write's answer until the next read (a tick in that moment would even send them).
 * Such an answer is dropped and the workout asked once more; a second one dropped leaves the cache as this tab's
 * writes answered it. Resolves with whether an answer was written.
 */
export function useRefreshWorkout(): () => Promise<boolean> {
  const client = useApolloClient();
  return useCallback(async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const mark = workoutWriteMark();
      const { data } = await client.query({ query: WorkoutInProgressQuery, fetchPolicy: 'no-cache' });
      if (data && !writtenSince(mark)) {
        // Its server clock is noted as it lands in the cache (mergeServerTime); a dropped answer is not noted.
        client.writeQuery({ query: WorkoutInProgressQuery, data });
        return true;
      }
    }
    return false;
  }, [client]);
}
