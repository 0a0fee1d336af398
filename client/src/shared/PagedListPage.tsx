import { Link } from 'react-router-dom';
import { DataTable, type DataTableColumn } from './DataTable';
import { ListLoadError } from './ListLoadError';
import { PageHeader } from './PageHeader';
import { PageLoading } from './PageLoading';
import { Paginator } from './Paginator';
import { SearchBox } from './SearchBox';
import type { PagedList } from './usePagedList';

export interface PagedListPageProps<Row extends { id: number }> {
  /** From `usePagedList`. */
  list: PagedList<Row>;
  /**
   * What the list holds, capitalised ('Foods'): the page title and table caption; in lower case it completes
   * the search label ('Search foods'), the load error ('your foods') and the no-match text.
   */
  title: string;
  subtitle?: string;
  /** The path of the New page. */
  newPath: string;
  /** The empty list's text and its link to the New page. */
  empty: { text: string; link: string };
  columns: ReadonlyArray<DataTableColumn<Row>>;
}

/**
 * A list page: header with 'New', the search box, then the loading state, the load error, the empty list, or
 * the table with its paginator.
 */
export function PagedListPage<Row extends { id: number }>({ list, title, subtitle, newPath, empty, columns }: PagedListPageProps<Row>) {
  const { rows, search } = list;
  const noun = title.toLowerCase();
  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <Link className="button button--primary" to={newPath}>
            New
          </Link>
        }
      />
      <SearchBox label={`Search ${noun}`} value={list.text} onChange={list.setText} placeholder="Name contains…" />
      {!rows && list.loading ? <PageLoading /> : null}
      {!rows && list.error ? <ListLoadError what={`your ${noun}`} onRetry={list.retry} /> : null}
      {rows && rows.totalElements === 0 ? (
        <div className="empty-state">
          {search ? (
            <p>{`No ${noun} match “${search}”.`}</p>
          ) : (
            <>
              <p>{empty.text}</p>
              <Link className="button button--primary" to={newPath}>
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
            label={`${title} pages`}
          />
        </>
      ) : null}
    </>
  );
}
