import { useQuery } from '@apollo/client/react';
import type { MeQuery } from '../../gql/graphql';
import { CurrentUserQuery } from './authDocuments';

export { CurrentUserQuery };

export type CurrentUser = MeQuery['me'];

/**
 * The signed-in user (null while loading or when the query failed). A refused token ends the session in the
 * Apollo client's session-end link, as on any other operation.
 */
export function useCurrentUser(): CurrentUser | null {
  const { data } = useQuery(CurrentUserQuery);
  return data?.me ?? null;
}
