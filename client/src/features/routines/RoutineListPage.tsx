import type { RoutineRowFragment } from '../../gql/graphql';
import type { DataTableColumn } from '../../shared/DataTable';
import { PagedListPage } from '../../shared/PagedListPage';
import { rowActionsColumn } from '../../shared/RowActions';
import { usePagedList } from '../../shared/usePagedList';
import { RoutineDeletionWarning } from './RoutineDeletionWarning';
import { RoutinesPageQuery } from './routineDocuments';
import { useDeleteRoutine } from './useRoutineMutations';
import './routines.css';
import { useT } from '../../shared/i18n/i18n';

/** /routines/list: the user's routines in creation order, with view, edit and delete per row. */
export function RoutineListPage() {
  const t = useT();
  const list = usePagedList({
    query: RoutinesPageQuery,
    selectPage: (data) => data.routines,
    remove: useDeleteRoutine(),
    // Routines toast 'Deletion succeed', like foods.
    deletedTitle: 'deletionSucceed',
  });

  const columns: ReadonlyArray<DataTableColumn<RoutineRowFragment>> = [
    {
      id: 'name',
      header: t('common.name'),
      rowHeader: true,
      cell: (routine) => (
        <>
          {routine.name}
          {routine.isActive ? (
            <>
              {' '}
              <span className="status-badge routine-list__active">{t('routines.list.active')}</span>
            </>
          ) : null}
        </>
      ),
    },
    {
      id: 'description',
      header: t('routines.description'),
      cell: (routine) => <span className="routine-list__description">{routine.description}</span>,
    },
    { id: 'weekFrequency', header: t('routines.list.timesPerWeek'), cell: (routine) => routine.weekFrequency, numeric: true },
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
      title={t('routines.list.title')}
      subtitle={t('routines.list.subtitle')}
      newPath="/routines/new"
      empty={{ text: t('routines.list.empty'), link: t('routines.list.emptyLink') }}
      texts={{
        search: t('routines.list.search'),
        noMatch: (search) => t('routines.list.noMatch', { search }),
        loadWhat: t('routines.list.loadWhat'),
        pages: t('routines.list.pages'),
      }}
      columns={columns}
    />
  );
}
