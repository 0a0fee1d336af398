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
import { useT } from '../../shared/i18n/i18n';

/** /foods/list: the user's foods, searchable and paginated, with edit and delete per row. */
export function FoodListPage() {
  const t = useT();
  const list = usePagedList({
    query: FoodsPageQuery,
    selectPage: (data) => data.foods,
    remove: useDeleteFood(),
    // Foods and routines are the two lists whose deletion toasts 'Deletion succeed'.
    deletedTitle: 'deletionSucceed',
  });

  const columns: ReadonlyArray<DataTableColumn<FoodFieldsFragment>> = [
    { id: 'name', header: t('common.name'), cell: (food) => food.name, rowHeader: true },
    {
      id: 'serving',
      header: t('common.serving'),
      cell: (food) => `${formatDecimal(food.serving)} ${unitLabel(food.unit)}`,
      numeric: true,
    },
    ...macroColumns((food: FoodFieldsFragment) => food),
    rowActionsColumn((food) => ({ name: food.name, edit: `/foods/${food.id}/edit`, ...list.deletion(food.id) })),
  ];

  return (
    <PagedListPage
      list={list}
      title={t('foods.list.title')}
      newPath="/foods/new"
      empty={{ text: t('foods.list.empty'), link: t('foods.list.emptyLink') }}
      texts={{
        search: t('foods.list.search'),
        noMatch: (search) => t('foods.list.noMatch', { search }),
        loadWhat: t('foods.list.loadWhat'),
        pages: t('foods.list.pages'),
      }}
      columns={columns}
    />
  );
}
