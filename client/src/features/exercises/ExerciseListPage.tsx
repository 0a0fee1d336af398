import type { ExerciseFieldsFragment } from '../../gql/graphql';
import type { DataTableColumn } from '../../shared/DataTable';
import { PagedListPage } from '../../shared/PagedListPage';
import { rowActionsColumn } from '../../shared/RowActions';
import { usePagedList } from '../../shared/usePagedList';
import { ExercisesPageQuery } from './exerciseDocuments';
import { TagBadges } from './TagBadges';
import { useDeleteExercise } from './useExerciseMutations';

/** /exercises/list: the user's exercises with their tags as badges, searchable and paginated. */
export function ExerciseListPage() {
  const list = usePagedList({
    query: ExercisesPageQuery,
    selectPage: (data) => data.exercises,
    remove: useDeleteExercise(),
    // Exercises toast 'Success' after a deletion.
    deletedTitle: 'Success',
  });

  const columns: ReadonlyArray<DataTableColumn<ExerciseFieldsFragment>> = [
    { id: 'name', header: 'Name', cell: (exercise) => exercise.name, rowHeader: true },
    {
      id: 'tags',
      header: 'Tags',
      cell: (exercise) => <TagBadges tags={exercise.tags} label={`Tags of ${exercise.name}`} />,
    },
    rowActionsColumn((exercise) => ({
      name: exercise.name,
      links: [{ label: 'History', to: `/exercises/${exercise.id}/history`, accessibleName: `History of ${exercise.name}` }],
      edit: `/exercises/${exercise.id}/edit`,
      ...list.deletion(exercise.id),
    })),
  ];

  return (
    <PagedListPage
      list={list}
      title="Exercises"
      subtitle="The exercises your routines are made of"
      newPath="/exercises/new"
      empty={{ text: "You haven't registered any exercise yet.", link: 'Register your first exercise' }}
      columns={columns}
    />
  );
}
