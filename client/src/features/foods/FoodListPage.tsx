import type { FoodFieldsFragment } from '../../gql/graphql';
import type { DataTableColumn } from '../../shared/DataTable';
import { formatDecimal } from '../../shared/decimal';
import { macroColumns } from '../../shared/macroColumns';
import { PagedListPage } from '../../shared/PagedListPage';
import { rowActionsColumn } from '../../shared/RowActions';
import { unitLabel } from '../../shared/units';
import { usePagedList } from '../../shared/usePagedList';
import { FoodsPageQuery } from './foodDocuments';
import { useDeleteFood } from './useFoodMutations';

/** /foods/list: the user's foods, searchable and paginated, with edit and delete per row. */
export function FoodListPage() {
  const list = usePagedList({
    query: FoodsPageQuery,
    selectPage: (data) => data.foods,
    remove: useDeleteFood(),
    // Foods and routines are the two lists whose deletion toasts 'Deletion succeed'.
    deletedTitle: 'Deletion succeed',
  });

  const columns: ReadonlyArray<DataTableColumn<FoodFieldsFragment>> = [
    { id: 'name', header: 'Name', cell: (food) => food.name, rowHeader: true },
    {
      id: 'serving',
      header: 'Serving',
      cell: (food) => `${formatDecimal(food.serving)} ${unitLabel(food.unit)}`,
      numeric: true,
    },
    ...macroColumns((food: FoodFieldsFragment) => food),
    rowActionsColumn((food) => ({ name: food.name, edit: `/foods/${food.id}/edit`, ...list.deletion(food.id) })),
  ];

  return (
    <PagedListPage
      list={list}
      title="Foods"
      newPath="/foods/new"
      empty={{ text: "You haven't registered any food yet.", link: 'Register your first food' }}
      columns={columns}
    />
  );
}
