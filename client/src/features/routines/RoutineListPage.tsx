import { useQuery } from '@apollo/client/react';
import { PAGE_SIZE } from '@fitness-manager/shared';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { RoutineRowFragment } from '../../gql/graphql';
import { DataTable, type DataTableColumn } from '../../shared/DataTable';
import { useRowDeletion } from '../../shared/deletion';
import { ListLoadError } from '../../shared/ListLoadError';
import { PageHeader } from '../../shared/PageHeader';
import { PageLoading } from '../../shared/PageLoading';
import { pageCount, Paginator } from '../../shared/Paginator';
import { SearchBox } from '../../shared/SearchBox';
import { usePagedSearch } from '../../shared/usePagedSearch';
import { RoutinesPageQuery } from './routineDocuments';
import { useDeleteRoutine } from './useRoutineMutations';
import './routines.css';

/** /routines/list: the user's routines in creation order, with view, edit and delete per row. */
export function RoutineListPage() {
  const { text, setText, search, page, setPage } = usePagedSearch();
  const variables = { page, size: PAGE_SIZE, ...(search ? { search } : {}) };
  const { data, previousData, loading, error, refetch } = useQuery(RoutinesPageQuery, { variables });
  const routines = (data ?? previousData)?.routines;
  // Routines toast 'Deletion succeed', like foods.
  const { deleteRow, isDeleting } = useRowDeletion(useDeleteRoutine(), 'Deletion succeed');

  // A deletion can empty the last page: show the new last one.
  const totalPages = routines ? pageCount(routines.totalElements, PAGE_SIZE) : 0;
  useEffect(() => {
    if (data && page > 0 && page >= totalPages) setPage(Math.max(0, totalPages - 1));
  }, [data, page, totalPages, setPage]);

  const columns: ReadonlyArray<DataTableColumn<RoutineRowFragment>> = [
    {
      id: 'name',
      header: 'Name',
      rowHeader: true,
      cell: (routine) => (
        <>
          {routine.name}
          {routine.isActive ? (
            <>
              {' '}
              <span className="status-badge routine-list__active">Active</span>
            </>
          ) : null}
        </>
      ),
    },
    {
      id: 'description',
      header: 'Description',
      cell: (routine) => <span className="routine-list__description">{routine.description}</span>,
    },
    { id: 'weekFrequency', header: 'Times per week', cell: (routine) => routine.weekFrequency, numeric: true },
    {
      id: 'actions',
      header: 'Actions',
      hiddenHeader: true,
      cell: (routine) => (
        <div className="row-actions">
          <Link
            className="button button--secondary button--small"
            to={`/routines/${routine.id}`}
            aria-label={`View ${routine.name}`}
          >
            View
          </Link>
          <Link
            className="button button--secondary button--small"
            to={`/routines/${routine.id}/edit`}
            aria-label={`Edit ${routine.name}`}
          >
            Edit
          </Link>
          <button
            type="button"
            className="button button--danger button--small"
            aria-label={`Delete ${routine.name}`}
            disabled={isDeleting(routine.id)}
            aria-busy={isDeleting(routine.id) || undefined}
            onClick={() => void deleteRow(routine.id)}
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
        title="Routines"
        subtitle="Your training routines"
        actions={
          <Link className="button button--primary" to="/routines/new">
            New
          </Link>
        }
      />
      <SearchBox label="Search routines" value={text} onChange={setText} placeholder="Name contains…" />
      {!routines && loading ? <PageLoading /> : null}
      {!routines && error ? <ListLoadError what="your routines" onRetry={() => void refetch()} /> : null}
      {routines && routines.totalElements === 0 ? (
        <div className="empty-state">
          {search ? (
            <p>No routines match “{search}”.</p>
          ) : (
            <>
              <p>You haven't created any routine yet.</p>
              <Link className="button button--primary" to="/routines/new">
                Create your first routine
              </Link>
            </>
          )}
        </div>
      ) : null}
      {routines && routines.content.length > 0 ? (
        <>
          <DataTable
            caption="Routines"
            columns={columns}
            rows={routines.content}
            rowKey={(routine) => routine.id}
            busy={loading}
          />
          <Paginator
            page={page}
            pageSize={PAGE_SIZE}
            totalElements={routines.totalElements}
            onPageChange={setPage}
            label="Routines pages"
          />
        </>
      ) : null}
    </>
  );
}
