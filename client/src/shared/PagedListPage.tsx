import { Link } from 'react-router-dom';
import { DataTable, type DataTableColumn } from './DataTable';
import { ListLoadError } from './ListLoadError';
import { useFromList } from './listReturn';
import { PageHeader } from './PageHeader';
import { PageLoading } from './PageLoading';
import { Paginator } from './Paginator';
import { SearchBox } from './SearchBox';
import type { PagedList } from './usePagedList';
import { useT } from './i18n/i18n';

export interface PagedListPageProps<Row extends { id: number }> {
  /** From `usePagedList`. */
  list: PagedList<Row>;
  /** The page title and table caption ('Foods'). */
  title: string;
  subtitle?: string;
  /** The path of the New page. */
  newPath: string;
  /** The empty list's text and its link to the New page. */
  empty: { text: string; link: string };
  /** The list's own words, in the current language (catalogue keys `<area>.list.*`). */
  texts: {
    /** The search box's label ('Search foods'). */
    search: string;
    /** No row matches the search ('No foods match “{search}”.'). */
    noMatch: (search: string) => string;
    /** What could not be loaded, completing 'Couldn't load {what}.' ('your foods'). */
    loadWhat: string;
    /** The paginator's name ('Foods pages'). */
    pages: string;
  };
  columns: ReadonlyArray<DataTableColumn<Row>>;
}

/**
 * A list page: header with 'New', the search box, then the loading state, the load error, the empty list, or
 * the table with its paginator.
 */
export function PagedListPage<Row extends { id: number }>({
  list,
  title,
  subtitle,
  newPath,
  empty,
  texts,
  columns,
}: PagedListPageProps<Row>) {
  const t = useT();
  const { rows, search } = list;
  // New takes the list's address along (its search and page): the form returns there (listReturn.ts).
  const fromList = useFromList();
  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <Link className="button button--primary" to={newPath} state={fromList}>
            {t('common.new')}
          </Link>
        }
      />
      <SearchBox label={texts.search} value={list.text} onChange={list.setText} placeholder={t('common.searchPlaceholder')} />
      {!rows && list.loading ? <PageLoading /> : null}
      {!rows && list.error ? <ListLoadError what={texts.loadWhat} onRetry={list.retry} /> : null}
      {rows && rows.totalElements === 0 ? (
        <div className="empty-state">
          {search ? (
            <p>{texts.noMatch(search)}</p>
          ) : (
            <>
              <p>{empty.text}</p>
              <Link className="button button--primary" to={newPath} state={fromList}>
                {empty.link}
              </Link>
            </>
          )}
        </div>
      ) : null}
      {rows && rows.content.length > 0 ? (
        <>
          <DataTable caption={title} columns={columns} rows={rows.content} rowKey={(row) => row.id} busy={list.loading} />
          <Paginator
            page={list.page}
            pageSize={list.pageSize}
            totalElements={rows.totalElements}
            onPageChange={list.setPage}
            label={texts.pages}
          />
        </>
      ) : null}
    </>
  );
}
