import type { RecipeRowFragment } from '../../gql/graphql';
import type { DataTableColumn } from '../../shared/DataTable';
import { formatDecimal } from '../../shared/decimal';
import { macroColumns } from '../../shared/macroColumns';
import { PagedListPage } from '../../shared/PagedListPage';
import { rowActionsColumn } from '../../shared/RowActions';
import { unitLabel } from '../../shared/units';
import { usePagedList } from '../../shared/usePagedList';
import { RecipeDeletionWarning } from './RecipeDeletionWarning';
import { RecipesPageQuery } from './recipeDocuments';
import { useDeleteRecipe } from './useRecipeMutations';
import { useT } from '../../shared/i18n/i18n';

/** /recipes/list: the user's recipes with their macros per serving, searchable and paginated; a deletion asks first. */
export function RecipeListPage() {
  const t = useT();
  const list = usePagedList({
    query: RecipesPageQuery,
    selectPage: (data) => data.recipes,
    remove: useDeleteRecipe(),
    // Recipes are neither foods nor routines, so a deletion toasts 'Success'.
    deletedTitle: 'success',
  });

  const columns: ReadonlyArray<DataTableColumn<RecipeRowFragment>> = [
    { id: 'name', header: t('common.name'), cell: (recipe) => recipe.name, rowHeader: true },
    {
      id: 'serving',
      header: t('common.serving'),
      cell: (recipe) => `${formatDecimal(recipe.serving)} ${unitLabel(recipe.unit)}`,
      numeric: true,
    },
    ...macroColumns((recipe: RecipeRowFragment) => recipe.perServing),
    rowActionsColumn((recipe) => ({
      name: recipe.name,
      edit: `/recipes/${recipe.id}/edit`,
      ...list.deletion(recipe.id),
      // Its ingredients go with it: Delete asks first.
      confirmDelete: <RecipeDeletionWarning />,
    })),
  ];

  return (
    <PagedListPage
      list={list}
      title={t('recipes.list.title')}
      subtitle={t('recipes.list.subtitle')}
      newPath="/recipes/new"
      empty={{ text: t('recipes.list.empty'), link: t('recipes.list.emptyLink') }}
      texts={{
        search: t('recipes.list.search'),
        noMatch: (search) => t('recipes.list.noMatch', { search }),
        loadWhat: t('recipes.list.loadWhat'),
        pages: t('recipes.list.pages'),
      }}
      columns={columns}
    />
  );
}
