import type { TypedDocumentNode } from '@apollo/client';
import { PAGE_SIZE } from '@fitness-manager/shared';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useRowDeletion, type DeletionSuccessTitle } from './deletion';
import { pageCount } from './Paginator';
import { listPageVariables, type ListPageVariables } from './listAddress';
import { usePagedSearch } from './usePagedSearch';

/** Rows per page of every searchable list (foods, recipes, exercises, routines, tags): the API's default. */
export const LIST_PAGE_SIZE = PAGE_SIZE;

export type { ListPageVariables } from './listAddress';

/** One page of a list as the server answers it. */
export interface ListPage<Row> {
  content: ReadonlyArray<Row>;
  totalElements: number;
}

export interface PagedListOptions<TData, Row> {
  query: TypedDocumentNode<TData, ListPageVariables>;
  /** Where the page sits in the answer, e.g. `(data) => data.foods`. */
  selectPage: (data: TData) => ListPage<Row>;
  /** Deletes a row by id and resolves with its name, for the success toast. */
  remove: (id: number) => Promise<string>;
  /** The title of the success toast: each list has its own ('Deletion succeed' or 'Success'). */
  deletedTitle: DeletionSuccessTitle;
}

/**
 * A searchable, paginated list with deletion per row: the search box's text and the debounced search, the
 * current page of rows (the previous answer stays while the next loads), and the row deletion of
 * `useRowDeletion`. A deletion that empties the last page moves back to the new last page.
 */
export function usePagedList<TData, Row>({ query, selectPage, remove, deletedTitle }: PagedListOptions<TData, Row>) {
  const { text, setText, search, page, setPage } = usePagedSearch();
  const variables: ListPageVariables = listPageVariables(page, search);
  const { data, previousData, loading, error, refetch } = useQuery(query, { variables });
  const shown = data ?? previousData;
  const rows = shown ? selectPage(shown) : undefined;
  const { deleteRow, isDeleting } = useRowDeletion(remove, deletedTitle);

  const totalPages = rows ? pageCount(rows.totalElements, LIST_PAGE_SIZE) : 0;
  useEffect(() => {
    // A deletion can empty the last page: show the new last one (judged on this page's own answer, not on the
    // previous one still shown while it loads).
    if (data && page > 0 && page >= totalPages) setPage(Math.max(0, totalPages - 1));
  }, [data, page, totalPages, setPage]);

  return {
    text,
    setText,
    search,
    page,
    setPage,
    pageSize: LIST_PAGE_SIZE,
    /** The rows shown; undefined until the first answer. */
    rows,
    loading,
    error,
    retry: () => void refetch(),
    /** The Delete part of a row's `RowActions`. */
    deletion: (id: number) => ({
      onDelete: (deleteButton?: HTMLElement) => void deleteRow(id, deleteButton),
      deleting: isDeleting(id),
    }),
  };
}

export type PagedList<Row> = ReturnType<typeof usePagedList<unknown, Row>>;
