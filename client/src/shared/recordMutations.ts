import type { ApolloCache, OperationVariables, StoreObject, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { evictDeleted } from './cacheLists';

/**
 * The answer to show before the server's (Apollo's optimistic layer, dropped when the real answer or an error
 * arrives), or `null` to show nothing early (Apollo's `IGNORE`).
 */
export type OptimisticAnswer<TData, TVariables> = (variables: TVariables) => TData | null;

/**
 * Runs a mutation that answers one record in `field` (e.g. `createFood`) and resolves with it. The optional
 * `update` gets the cache and the record when the answer arrives (and, with `optimistic`, first with the early
 * answer); an answer without data rejects with "The server sent no {noun}.".
 */
export function useRecordMutation<TData, TVariables extends OperationVariables, Field extends keyof TData>(
  mutation: TypedDocumentNode<TData, TVariables>,
  field: Field,
  noun: string,
) {
  const [mutate] = useMutation(mutation);
  return useCallback(
    async (
      variables: TVariables,
      update?: (cache: ApolloCache, record: TData[Field]) => void,
      optimistic?: OptimisticAnswer<TData, TVariables>,
    ): Promise<TData[Field]> => {
      const options = {
        variables,
        update:
          update &&
          ((cache: ApolloCache, { data: result }: { data?: TData | null }) => {
            if (result) update(cache, result[field]);
          }),
        optimisticResponse: optimistic && ((vars: TVariables, { IGNORE }: { IGNORE: unknown }) => optimistic(vars) ?? IGNORE),
      };
      // Generic variables defeat the overloads of `mutate`, whose options are checked per document.
      const { data } = await mutate(...([options] as unknown as Parameters<typeof mutate>));
      if (!data) throw new Error(`The server sent no ${noun}.`);
      return (data as TData)[field];
    },
    [mutate, field, noun],
  );
}

/**
 * Deletes a record by id and resolves with its name: the deleted record (`{ id name }` in `field`) is evicted
 * with the cached pages of `pagedField` (see `evictDeleted`). Rejects with the server's error (e.g. CONFLICT).
 */
export function useDeleteRecord<TData extends Record<Field, StoreObject & { name: string }>, Field extends keyof TData>(
  mutation: TypedDocumentNode<TData, { id: number }>,
  field: Field,
  noun: string,
  pagedField: string,
) {
  const remove = useRecordMutation(mutation, field, noun);
  return useCallback(
    async (id: number): Promise<string> => {
      const deleted = await remove({ id }, (cache, record) => evictDeleted(cache, record, pagedField));
      return deleted.name;
    },
    [remove, pagedField],
  );
}
