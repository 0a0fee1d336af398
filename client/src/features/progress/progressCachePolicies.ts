import type { TypePolicies } from '@apollo/client';

/**
 * A progress range is cached per `from` and `to` (its key: reading it again replaces it whole). A trend has no id:
 * a newer one (written by a weight change) replaces the fields of the cached one, which Apollo would otherwise
 * warn about.
 */
export const progressTypePolicies: TypePolicies = {
  DietProgress: { keyFields: ['from', 'to'] },
  BodyWeightTrend: { merge: true },
};
