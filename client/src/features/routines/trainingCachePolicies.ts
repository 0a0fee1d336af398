import type { FieldMergeFunction, Reference, TypePolicies } from '@apollo/client';
import { mergeServerTime } from '../workouts/restTimer';

interface HistoryPage {
  totalElements: number;
  content: Reference[];
}

/**
 * Puts a page of the training history at its place (page × size); page 0 starts the list again. Pages are joined
 * by offset: a 'Done!' elsewhere between two pages shifts the rows, so the next page repeats rows already shown;
 * those are dropped.
 */
const mergeHistoryPage: FieldMergeFunction<HistoryPage, HistoryPage> = (existing, incoming, { args }) => {
  const offset = ((args?.page as number | undefined) ?? 0) * ((args?.size as number | undefined) ?? incoming.content.length);
  const kept = offset > 0 && existing ? existing.content.slice(0, offset) : [];
  const keptRefs = new Set(kept.map((item) => item.__ref));
  const added = incoming.content.filter((item) => !keptRefs.has(item.__ref));
  return { ...incoming, content: [...kept, ...added] };
};

/**
 * Training lists that the server sends whole are replaced, not merged: a routine's sessions (fewer after lowering
 * its times per week), a session's exercises and an exercise's tags. Their items are normalised entities, so
 * nothing is lost; `merge: false` says so and keeps Apollo from warning about data loss when a list shrinks.
 */
export const trainingTypePolicies: TypePolicies = {
  Query: {
    fields: {
      // One list per routine, whatever page was asked: "Show more" adds the next page after the ones shown.
      trainingHistory: { keyArgs: ['routineId'], merge: mergeHistoryPage },
    },
  },
  Routine: { fields: { sessions: { merge: false } } },
  Session: { fields: { exercises: { merge: false } } },
  Exercise: { fields: { tags: { merge: false } } },
  // The server's clock is noted where an answer lands (the query's, a refresh's, a write's), never from what the cache
  // shows later: an old reading paired with now would look like clock drift.
  Workout: { fields: { exercises: { merge: false }, serverTime: { merge: mergeServerTime } } },
  RestTimer: { fields: { serverTime: { merge: mergeServerTime } } },
  WorkoutExercise: { fields: { sets: { merge: false } } },
  PreviousPerformance: { fields: { sets: { merge: false } } },
};
