import { useQuery } from '@apollo/client/react';
import { PAGE_SIZE } from '@fitness-manager/shared';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { TagFieldsFragment } from '../../gql/graphql';
import { DataTable, type DataTableColumn } from '../../shared/DataTable';
import { useRowDeletion } from '../../shared/deletion';
import { ListLoadError } from '../../shared/ListLoadError';
import { PageHeader } from '../../shared/PageHeader';
import { PageLoading } from '../../shared/PageLoading';
import { pageCount, Paginator } from '../../shared/Paginator';
import { SearchBox } from '../../shared/SearchBox';
import { usePagedSearch } from '../../shared/usePagedSearch';
import { TagsPageQuery } from './tagDocuments';
import { useDeleteTag } from './useTagMutations';

/** /tags/list: the user's tags in creation order, searchable and paginated, with edit and delete per row. */
export function TagListPage() {
  const { text, setText, search, page, setPage } = usePagedSearch();
  const variables = { page, size: PAGE_SIZE, ...(search ? { search } : {}) };
  const { data, previousData, loading, error, refetch } = useQuery(TagsPageQuery, { variables });
  const tags = (data ?? previousData)?.tags;
  // Tags (like every list but foods and routines) toast 'Success' after a deletion.
  const { deleteRow, isDeleting } = useRowDeletion(useDeleteTag(), 'Success');

  // A deletion can empty the last page: show the new last one.
  const totalPages = tags ? pageCount(tags.totalElements, PAGE_SIZE) : 0;
  useEffect(() => {
    if (data && page > 0 && page >= totalPages) setPage(Math.max(0, totalPages - 1));
  }, [data, page, totalPages, setPage]);

  const columns: ReadonlyArray<DataTableColumn<TagFieldsFragment>> = [
    { id: 'name', header: 'Name', cell: (tag) => tag.name, rowHeader: true },
    {
      id: 'actions',
      header: 'Actions',
      hiddenHeader: true,
      cell: (tag) => (
        <div className="row-actions">
          <Link
            className="button button--secondary button--small"
            to={`/tags/${tag.id}/edit`}
            aria-label={`Edit ${tag.name}`}
          >
            Edit
          </Link>
          <button
            type="button"
            className="button button--danger button--small"
            aria-label={`Delete ${tag.name}`}
            disabled={isDeleting(tag.id)}
            aria-busy={isDeleting(tag.id) || undefined}
            onClick={() => void deleteRow(tag.id)}
          >
            Delete
          </button>
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Tags"
        subtitle="Labels for your exercises"
        actions={
          <Link className="button button--primary" to="/tags/new">
            New
          </Link>
        }
      />
      <SearchBox label="Search tags" value={text} onChange={setText} placeholder="Name contains…" />
      {!tags && loading ? <PageLoading /> : null}
      {!tags && error ? <ListLoadError what="your tags" onRetry={() => void refetch()} /> : null}
      {tags && tags.totalElements === 0 ? (
        <div className="empty-state">
          {search ? (
            <p>No tags match “{search}”.</p>
          ) : (
            <>
              <p>You haven't registered any tag yet.</p>
              <Link className="button button--primary" to="/tags/new">
                Register your first tag
              </Link>
            </>
          )}
        </div>
      ) : null}
      {tags && tags.content.length > 0 ? (
        <>
          <DataTable caption="Tags" columns={columns} rows={tags.content} rowKey={(tag) => tag.id} busy={loading} />
          <Paginator
            page={page}
            pageSize={PAGE_SIZE}
            totalElements={tags.totalElements}
            onPageChange={setPage}
            label="Tags pages"
          />
        </>
      ) : null}
    </>
  );
}
