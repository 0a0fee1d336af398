import type { ExerciseFieldsFragment } from '../../gql/graphql';
import type { DataTableColumn } from '../../shared/DataTable';
import { PagedListPage } from '../../shared/PagedListPage';
import { rowActionsColumn } from '../../shared/RowActions';
import { usePagedList } from '../../shared/usePagedList';
import { ExercisesPageQuery } from './exerciseDocuments';
import { TagBadges } from './TagBadges';
import { useDeleteExercise } from './useExerciseMutations';
import { useT } from '../../shared/i18n/i18n';

/** /exercises/list: the user's exercises with their tags as badges, searchable and paginated. */
export function ExerciseListPage() {
  const t = useT();
  const list = usePagedList({
    query: ExercisesPageQuery,
    selectPage: (data) => data.exercises,
    remove: useDeleteExercise(),
    // Exercises toast 'Success' after a deletion.
    deletedTitle: 'success',
  });

  const columns: ReadonlyArray<DataTableColumn<ExerciseFieldsFragment>> = [
    { id: 'name', header: t('common.name'), cell: (exercise) => exercise.name, rowHeader: true },
    {
      id: 'tags',
      header: t('exercises.list.tags'),
      cell: (exercise) => <TagBadges tags={exercise.tags} label={t('exercises.list.tagsOf', { name: exercise.name })} />,
    },
    rowActionsColumn((exercise) => ({
      name: exercise.name,
      links: [
        {
          label: t('exercises.list.history'),
          to: `/exercises/${exercise.id}/history`,
          accessibleName: t('exercises.list.historyOf', { name: exercise.name }),
        },
      ],
      edit: `/exercises/${exercise.id}/edit`,
      ...list.deletion(exercise.id),
    })),
  ];

  return (
    <PagedListPage
      list={list}
      title={t('exercises.list.title')}
      subtitle={t('exercises.list.subtitle')}
      newPath="/exercises/new"
      empty={{ text: t('exercises.list.empty'), link: t('exercises.list.emptyLink') }}
      texts={{
        search: t('exercises.list.search'),
        noMatch: (search) => t('exercises.list.noMatch', { search }),
        loadWhat: t('exercises.list.loadWhat'),
        pages: t('exercises.list.pages'),
      }}
      columns={columns}
    />
  );
}
