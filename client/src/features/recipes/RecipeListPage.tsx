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

/** /recipes/list: the user's recipes with their macros per serving, searchable and paginated; a deletion asks first. */
export function RecipeListPage() {
  const list = usePagedList({
    query: RecipesPageQuery,
    selectPage: (data) => data.recipes,
    remove: useDeleteRecipe(),
    // Recipes are neither foods nor routines, so a deletion toasts 'Success'.
    deletedTitle: 'Success',
  });

  const columns: ReadonlyArray<DataTableColumn<RecipeRowFragment>> = [
    { id: 'name', header: 'Name', cell: (recipe) => recipe.name, rowHeader: true },
    {
      id: 'serving',
      header: 'Serving',
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
      title="Recipes"
      subtitle="Carbohydrates, proteins, fats and calories of one serving."
      newPath="/recipes/new"
      empty={{ text: "You haven't created any recipe yet.", link: 'Create your first recipe' }}
      columns={columns}
    />
  );
}
