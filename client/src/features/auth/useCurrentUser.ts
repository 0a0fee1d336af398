import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { MeQuery } from '../../gql/graphql';

export const CurrentUserQuery = graphql(`
  query Me {
    me {
      id
      name
      email
    }
  }
`);

export type CurrentUser = MeQuery['me'];

/** The signed-in user (null while loading or when the query failed). */
export function useCurrentUser(): { user: CurrentUser | null; error: unknown } {
  const { data, error } = useQuery(CurrentUserQuery);
  return { user: data?.me ?? null, error };
}
