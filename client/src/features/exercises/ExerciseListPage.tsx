import { useQuery } from '@apollo/client/react';
import { PAGE_SIZE } from '@fitness-manager/shared';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { ExerciseFieldsFragment } from '../../gql/graphql';
import { DataTable, type DataTableColumn } from '../../shared/DataTable';
import { useRowDeletion } from '../../shared/deletion';
import { ListLoadError } from '../../shared/ListLoadError';
import { PageHeader } from '../../shared/PageHeader';
import { PageLoading } from '../../shared/PageLoading';
import { pageCount, Paginator } from '../../shared/Paginator';
import { SearchBox } from '../../shared/SearchBox';
import { usePagedSearch } from '../../shared/usePagedSearch';
import { ExercisesPageQuery } from './exerciseDocuments';
import { TagBadges } from './TagBadges';
import { useDeleteExercise } from './useExerciseMutations';

/** /exercises/list: the user's exercises with their tags as badges, searchable and paginated. */
export function ExerciseListPage() {
  const { text, setText, search, page, setPage } = usePagedSearch();
  const variables = { page, size: PAGE_SIZE, ...(search ? { search } : {}) };
  const { data, previousData, loading, error, refetch } = useQuery(ExercisesPageQuery, { variables });
  const exercises = (data ?? previousData)?.exercises;
  // Exercises toast 'Success' after a deletion.
  const { deleteRow, isDeleting } = useRowDeletion(useDeleteExercise(), 'Success');

  // A deletion can empty the last page: show the new last one.
  const totalPages = exercises ? pageCount(exercises.totalElements, PAGE_SIZE) : 0;
  useEffect(() => {
    if (data && page > 0 && page >= totalPages) setPage(Math.max(0, totalPages - 1));
  }, [data, page, totalPages, setPage]);

  const columns: ReadonlyArray<DataTableColumn<ExerciseFieldsFragment>> = [
    { id: 'name', header: 'Name', cell: (exercise) => exercise.name, rowHeader: true },
    {
      id: 'tags',
      header: 'Tags',
      cell: (exercise) => <TagBadges tags={exercise.tags} label={`Tags of ${exercise.name}`} />,
    },
    {
      id: 'actions',
      header: 'Actions',
      hiddenHeader: true,
      cell: (exercise) => (
        <div className="row-actions">
          <Link
            className="button button--secondary button--small"
            to={`/exercises/${exercise.id}/edit`}
            aria-label={`Edit ${exercise.name}`}
          >
            Edit
          </Link>
          <button
            type="button"
            className="button button--danger button--small"
            aria-label={`Delete ${exercise.name}`}
            disabled={isDeleting(exercise.id)}
            aria-busy={isDeleting(exercise.id) || undefined}
            onClick={() => void deleteRow(exercise.id)}
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
        title="Exercises"
        subtitle="The exercises your routines are made of"
        actions={
          <Link className="button button--primary" to="/exercises/new">
            New
          </Link>
        }
      />
      <SearchBox label="Search exercises" value={text} onChange={setText} placeholder="Name contains…" />
      {!exercises && loading ? <PageLoading /> : null}
      {!exercises && error ? <ListLoadError what="your exercises" onRetry={() => void refetch()} /> : null}
      {exercises && exercises.totalElements === 0 ? (
        <div className="empty-state">
          {search ? (
            <p>No exercises match “{search}”.</p>
          ) : (
            <>
              <p>You haven't registered any exercise yet.</p>
              <Link className="button button--primary" to="/exercises/new">
                Register your first exercise
              </Link>
            </>
          )}
        </div>
      ) : null}
      {exercises && exercises.content.length > 0 ? (
        <>
          <DataTable
            caption="Exercises"
            columns={columns}
            rows={exercises.content}
            rowKey={(exercise) => exercise.id}
            busy={loading}
          />
          <Paginator
            page={page}
            pageSize={PAGE_SIZE}
            totalElements={exercises.totalElements}
            onPageChange={setPage}
            label="Exercises pages"
          />
        </>
      ) : null}
    </>
  );
}
