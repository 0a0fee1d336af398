import { useCallback } from 'react';
import type { TagFieldsFragment, TagInput } from '../../gql/graphql';
import { appendToRootList, evictRootField } from '../../shared/cacheLists';
import { useDeleteRecord, useRecordMutation } from '../../shared/recordMutations';
import { CreateTagMutation, DeleteTagMutation, UpdateTagMutation } from './tagDocuments';

/*
 * Cache strategy (no refetchQueries). Tags are listed in creation order (id), so:
 * - a saved tag is normalised (Tag:{id}): every view of it — list rows, exercise badges — updates in place; a rename
 *   moves nothing, so no list is dropped;
 * - create appends the tag to `allTags` and evicts the paged `tags` field (the totals and the last page change);
 * - delete evicts the tag and the paged `tags` field and garbage-collects (`allTags` drops the dangling reference).
 *   The server refuses to delete a tag an exercise has, so no exercise is left pointing at it.
 */

export function useCreateTag() {
  const create = useRecordMutation(CreateTagMutation, 'createTag', 'tag');
  return useCallback(
    (input: TagInput): Promise<TagFieldsFragment> =>
      create({ input }, (cache, tag) => {
        appendToRootList(cache, 'allTags', tag);
        evictRootField(cache, 'tags');
      }),
    [create],
  );
}

export function useUpdateTag() {
  const update = useRecordMutation(UpdateTagMutation, 'updateTag', 'tag');
  return useCallback((id: number, input: TagInput): Promise<TagFieldsFragment> => update({ id, input }), [update]);
}

/** Deletes a tag and returns its name; rejects with the server's error (CONFLICT while an exercise has it). */
export function useDeleteTag() {
  return useDeleteRecord(DeleteTagMutation, 'deleteTag', 'tag', 'tags');
}
