import { useQuery } from '@apollo/client/react';
import { MACRO_KEYS, MACRO_LABELS, PAGE_SIZE } from '@fitness-manager/shared';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { FoodFieldsFragment } from '../../gql/graphql';
import { DataTable, type DataTableColumn } from '../../shared/DataTable';
import { formatDecimal } from '../../shared/decimal';
import { useRowDeletion } from '../../shared/deletion';
import { ListLoadError } from '../../shared/ListLoadError';
import { PageHeader } from '../../shared/PageHeader';
import { PageLoading } from '../../shared/PageLoading';
import { pageCount, Paginator } from '../../shared/Paginator';
import { SearchBox } from '../../shared/SearchBox';
import { unitLabel } from '../../shared/units';
import { usePagedSearch } from '../../shared/usePagedSearch';
import { FoodsPageQuery } from './foodDocuments';
import { useDeleteFood } from './useFoodMutations';

/** /foods/list: the user's foods, searchable and paginated, with edit and delete per row. */
export function FoodListPage() {
  const { text, setText, search, page, setPage } = usePagedSearch();
  const variables = { page, size: PAGE_SIZE, ...(search ? { search } : {}) };
  const { data, previousData, loading, error, refetch } = useQuery(FoodsPageQuery, { variables });
  const foods = (data ?? previousData)?.foods;
  // Foods (like routines) toast 'Deletion succeed' after a deletion.
  const { deleteRow, isDeleting } = useRowDeletion(useDeleteFood(), 'Deletion succeed');

  // A deletion can empty the last page: show the new last one.
  const totalPages = foods ? pageCount(foods.totalElements, PAGE_SIZE) : 0;
  useEffect(() => {
    if (data && page > 0 && page >= totalPages) setPage(Math.max(0, totalPages - 1));
  }, [data, page, totalPages, setPage]);

  const columns: ReadonlyArray<DataTableColumn<FoodFieldsFragment>> = [
    { id: 'name', header: 'Name', cell: (food) => food.name, rowHeader: true },
    {
      id: 'serving',
      header: 'Serving',
      cell: (food) => `${formatDecimal(food.serving)} ${unitLabel(food.unit)}`,
      numeric: true,
    },
    ...MACRO_KEYS.map(
      (key): DataTableColumn<FoodFieldsFragment> => ({
        id: key,
        header: MACRO_LABELS[key],
        cell: (food) => formatDecimal(food[key]),
        numeric: true,
      }),
    ),
    {
      id: 'actions',
      header: 'Actions',
      hiddenHeader: true,
      cell: (food) => (
        <div className="row-actions">
          <Link
            className="button button--secondary button--small"
            to={`/foods/${food.id}/edit`}
            aria-label={`Edit ${food.name}`}
          >
            Edit
          </Link>
          <button
            type="button"
            className="button button--danger button--small"
            aria-label={`Delete ${food.name}`}
            disabled={isDeleting(food.id)}
            aria-busy={isDeleting(food.id) || undefined}
            onClick={() => void deleteRow(food.id)}
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
        title="Foods"
        actions={
          <Link className="button button--primary" to="/foods/new">
            New
          </Link>
        }
      />
      <SearchBox label="Search foods" value={text} onChange={setText} placeholder="Name contains…" />
      {!foods && loading ? <PageLoading /> : null}
      {!foods && error ? <ListLoadError what="your foods" onRetry={() => void refetch()} /> : null}
      {foods && foods.totalElements === 0 ? (
        <div className="empty-state">
          {search ? (
            <p>No foods match “{search}”.</p>
          ) : (
            <>
              <p>You haven't registered any food yet.</p>
              <Link className="button button--primary" to="/foods/new">
                Register your first food
              </Link>
            </>
          )}
        </div>
      ) : null}
      {foods && foods.content.length > 0 ? (
        <>
          <DataTable
            caption="Foods"
            columns={columns}
            rows={foods.content}
            rowKey={(food) => food.id}
            busy={loading}
          />
          <Paginator
            page={page}
            pageSize={PAGE_SIZE}
            totalElements={foods.totalElements}
            onPageChange={setPage}
            label="Foods pages"
          />
        </>
      ) : null}
    </>
  );
}
