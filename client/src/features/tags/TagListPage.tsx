import type { TagFieldsFragment } from '../../gql/graphql';
import type { DataTableColumn } from '../../shared/DataTable';
import { PagedListPage } from '../../shared/PagedListPage';
import { rowActionsColumn } from '../../shared/RowActions';
import { usePagedList } from '../../shared/usePagedList';
import { TagsPageQuery } from './tagDocuments';
import { useDeleteTag } from './useTagMutations';
import { useT } from '../../shared/i18n/i18n';

/** /tags/list: the user's tags in creation order, searchable and paginated, with edit and delete per row. */
export function TagListPage() {
  const t = useT();
  const list = usePagedList({
    query: TagsPageQuery,
    selectPage: (data) => data.tags,
    remove: useDeleteTag(),
    // Tags (like every list but foods and routines) toast 'Success' after a deletion.
    deletedTitle: 'success',
  });

  const columns: ReadonlyArray<DataTableColumn<TagFieldsFragment>> = [
    { id: 'name', header: t('common.name'), cell: (tag) => tag.name, rowHeader: true },
    rowActionsColumn((tag) => ({ name: tag.name, edit: `/tags/${tag.id}/edit`, ...list.deletion(tag.id) })),
  ];

  return (
    <PagedListPage
      list={list}
      title={t('tags.list.title')}
      subtitle={t('tags.list.subtitle')}
      newPath="/tags/new"
      empty={{ text: t('tags.list.empty'), link: t('tags.list.emptyLink') }}
      texts={{
        search: t('tags.list.search'),
        noMatch: (search) => t('tags.list.noMatch', { search }),
        loadWhat: t('tags.list.loadWhat'),
        pages: t('tags.list.pages'),
      }}
      columns={columns}
    />
  );
}
