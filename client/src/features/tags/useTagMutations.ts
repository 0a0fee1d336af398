import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { TagFieldsFragment, TagInput } from '../../gql/graphql';
import { appendToRootList, evictRootField } from '../../shared/cacheLists';
import { CreateTagMutation, DeleteTagMutation, UpdateTagMutation } from './tagDocuments';

/**
 * Cache strategy (no refetchQueries). Tags are listed in creation order (id), so:
 * - a saved tag is normalised (Tag:{id}): every view of it — list rows, exercise badges — updates in place; a rename
 *   moves nothing, so no list is dropped;
 * - create appends the tag to `allTags` and evicts the paged `tags` field (the totals and the last page change);
 * - delete evicts the tag and the paged `tags` field and garbage-collects (`allTags` drops the dangling reference).
 *   The server refuses to delete a tag an exercise has, so no exercise is left pointing at it.
 */

export function useCreateTag() {
  const [mutate] = useMutation(CreateTagMutation);
  return useCallback(
    async (input: TagInput): Promise<TagFieldsFragment> => {
      const { data } = await mutate({
        variables: { input },
        update(cache, { data: result }) {
          if (!result) return;
          appendToRootList(cache, 'allTags', result.createTag);
          evictRootField(cache, 'tags');
        },
      });
      if (!data) throw new Error('The server sent no tag.');
      return data.createTag;
    },
    [mutate],
  );
}

export function useUpdateTag() {
  const [mutate] = useMutation(UpdateTagMutation);
  return useCallback(
    async (id: number, input: TagInput): Promise<TagFieldsFragment> => {
      const { data } = await mutate({ variables: { id, input } });
      if (!data) throw new Error('The server sent no tag.');
      return data.updateTag;
    },
    [mutate],
  );
}

/** Deletes a tag and returns its name; rejects with the server's error (CONFLICT while an exercise has it). */
export function useDeleteTag() {
  const [mutate] = useMutation(DeleteTagMutation);
  return useCallback(
    async (id: number): Promise<string> => {
      const { data } = await mutate({
        variables: { id },
        update(cache, { data: result }) {
          if (!result) return;
          cache.evict({ id: cache.identify(result.deleteTag) });
          evictRootField(cache, 'tags');
          cache.gc();
        },
      });
      if (!data) throw new Error('The server sent no tag.');
      return data.deleteTag.name;
    },
    [mutate],
  );
}
