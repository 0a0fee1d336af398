import type { RoutineRowFragment } from '../../gql/graphql';
import type { DataTableColumn } from '../../shared/DataTable';
import { PagedListPage } from '../../shared/PagedListPage';
import { rowActionsColumn } from '../../shared/RowActions';
import { usePagedList } from '../../shared/usePagedList';
import { RoutineDeletionWarning } from './RoutineDeletionWarning';
import { RoutinesPageQuery } from './routineDocuments';
import { useDeleteRoutine } from './useRoutineMutations';
import './routines.css';

/** /routines/list: the user's routines in creation order, with view, edit and delete per row. */
export function RoutineListPage() {
  const list = usePagedList({
    query: RoutinesPageQuery,
    selectPage: (data) => data.routines,
    remove: useDeleteRoutine(),
    // Routines toast 'Deletion succeed', like foods.
    deletedTitle: 'Deletion succeed',
  });

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
    rowActionsColumn((routine) => ({
      name: routine.name,
      view: `/routines/${routine.id}`,
      edit: `/routines/${routine.id}/edit`,
      ...list.deletion(routine.id),
      confirmDelete: <RoutineDeletionWarning weekFrequency={routine.weekFrequency} />,
    })),
  ];

  return (
    <PagedListPage
      list={list}
      title="Routines"
      subtitle="Your training routines"
      newPath="/routines/new"
      empty={{ text: "You haven't created any routine yet.", link: 'Create your first routine' }}
      columns={columns}
    />
  );
}
