import type { TagFieldsFragment } from '../../gql/graphql';
import type { DataTableColumn } from '../../shared/DataTable';
import { PagedListPage } from '../../shared/PagedListPage';
import { rowActionsColumn } from '../../shared/RowActions';
import { usePagedList } from '../../shared/usePagedList';
import { TagsPageQuery } from './tagDocuments';
import { useDeleteTag } from './useTagMutations';

/** /tags/list: the user's tags in creation order, searchable and paginated, with edit and delete per row. */
export function TagListPage() {
  const list = usePagedList({
    query: TagsPageQuery,
    selectPage: (data) => data.tags,
    remove: useDeleteTag(),
    // Tags (like every list but foods and routines) toast 'Success' after a deletion.
    deletedTitle: 'Success',
  });

  const columns: ReadonlyArray<DataTableColumn<TagFieldsFragment>> = [
    { id: 'name', header: 'Name', cell: (tag) => tag.name, rowHeader: true },
    rowActionsColumn((tag) => ({ name: tag.name, edit: `/tags/${tag.id}/edit`, ...list.deletion(tag.id) })),
  ];

  return (
    <PagedListPage
      list={list}
      title="Tags"
      subtitle="Labels for your exercises"
      newPath="/tags/new"
      empty={{ text: "You haven't registered any tag yet.", link: 'Register your first tag' }}
      columns={columns}
    />
  );
}
