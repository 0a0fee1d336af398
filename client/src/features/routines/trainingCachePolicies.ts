import type { TypePolicies } from '@apollo/client';

/**
 * Training lists that the server sends whole are replaced, not merged: a routine's sessions (fewer after lowering
 * its times per week), a session's exercises and an exercise's tags. Their items are normalised entities, so
 * nothing is lost; `merge: false` says so and keeps Apollo from warning about data loss when a list shrinks.
 */
export const trainingTypePolicies: TypePolicies = {
  Routine: { fields: { sessions: { merge: false } } },
  Session: { fields: { exercises: { merge: false } } },
  Exercise: { fields: { tags: { merge: false } } },
};
