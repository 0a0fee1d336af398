import { useQuery } from '@apollo/client/react';
import { MACRO_KEYS, MACRO_LABELS, PAGE_SIZE } from '@fitness-manager/shared';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { RecipeRowFragment } from '../../gql/graphql';
import { DataTable, type DataTableColumn } from '../../shared/DataTable';
import { formatDecimal } from '../../shared/decimal';
import { useRowDeletion } from '../../shared/deletion';
import { ListLoadError } from '../../shared/ListLoadError';
import { PageHeader } from '../../shared/PageHeader';
import { PageLoading } from '../../shared/PageLoading';
import { pageCount, Paginator } from '../../shared/Paginator';
import { SearchBox } from '../../shared/SearchBox';
import { unitLabel } from '../../shared/units';
import { usePagedSearch } from '../../shared/usePagedSearch';
import { RecipesPageQuery } from './recipeDocuments';
import { useDeleteRecipe } from './useRecipeMutations';

/** /recipes/list: the user's recipes with their macros per serving, searchable and paginated. */
export function RecipeListPage() {
  const { text, setText, search, page, setPage } = usePagedSearch();
  const variables = { page, size: PAGE_SIZE, ...(search ? { search } : {}) };
  const { data, previousData, loading, error, refetch } = useQuery(RecipesPageQuery, { variables });
  const recipes = (data ?? previousData)?.recipes;
  // Recipes are not foods nor routines, so a deletion toasts 'Success'.
  const { deleteRow, isDeleting } = useRowDeletion(useDeleteRecipe(), 'Success');

  // A deletion can empty the last page: show the new last one.
  const totalPages = recipes ? pageCount(recipes.totalElements, PAGE_SIZE) : 0;
  useEffect(() => {
    if (data && page > 0 && page >= totalPages) setPage(Math.max(0, totalPages - 1));
  }, [data, page, totalPages, setPage]);

  const columns: ReadonlyArray<DataTableColumn<RecipeRowFragment>> = [
    { id: 'name', header: 'Name', cell: (recipe) => recipe.name, rowHeader: true },
    {
      id: 'serving',
      header: 'Serving',
      cell: (recipe) => `${formatDecimal(recipe.serving)} ${unitLabel(recipe.unit)}`,
      numeric: true,
    },
    ...MACRO_KEYS.map(
      (key): DataTableColumn<RecipeRowFragment> => ({
        id: key,
        header: MACRO_LABELS[key],
        cell: (recipe) => formatDecimal(recipe.perServing[key]),
        numeric: true,
      }),
    ),
    {
      id: 'actions',
      header: 'Actions',
      hiddenHeader: true,
      cell: (recipe) => (
        <div className="row-actions">
          <Link
            className="button button--secondary button--small"
            to={`/recipes/${recipe.id}/edit`}
            aria-label={`Edit ${recipe.name}`}
          >
            Edit
          </Link>
          <button
            type="button"
            className="button button--danger button--small"
            aria-label={`Delete ${recipe.name}`}
            disabled={isDeleting(recipe.id)}
            aria-busy={isDeleting(recipe.id) || undefined}
            onClick={() => void deleteRow(recipe.id)}
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
        title="Recipes"
        subtitle="Carbohydrates, proteins, fats and calories of one serving."
        actions={
          <Link className="button button--primary" to="/recipes/new">
            New
          </Link>
        }
      />
      <SearchBox label="Search recipes" value={text} onChange={setText} placeholder="Name contains…" />
      {!recipes && loading ? <PageLoading /> : null}
      {!recipes && error ? <ListLoadError what="your recipes" onRetry={() => void refetch()} /> : null}
      {recipes && recipes.totalElements === 0 ? (
        <div className="empty-state">
          {search ? (
            <p>No recipes match “{search}”.</p>
          ) : (
            <>
              <p>You haven't created any recipe yet.</p>
              <Link className="button button--primary" to="/recipes/new">
                Create your first recipe
              </Link>
            </>
          )}
        </div>
      ) : null}
      {recipes && recipes.content.length > 0 ? (
        <>
          <DataTable
            caption="Recipes"
            columns={columns}
            rows={recipes.content}
            rowKey={(recipe) => recipe.id}
            busy={loading}
          />
          <Paginator
            page={page}
            pageSize={PAGE_SIZE}
            totalElements={recipes.totalElements}
            onPageChange={setPage}
            label="Recipes pages"
          />
        </>
      ) : null}
    </>
  );
}
