import type { ReactNode } from 'react';

export interface DataTableColumn<Row> {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Right-aligned, tabular figures. */
  numeric?: boolean;
  /** This column names the row (rendered as a row header). */
  rowHeader?: boolean;
  /** Header for assistive technology only (e.g. 'Actions'). */
  hiddenHeader?: boolean;
}

export interface DataTableProps<Row> {
  /** Names the table and its scroll region. */
  caption: string;
  columns: ReadonlyArray<DataTableColumn<Row>>;
  rows: ReadonlyArray<Row>;
  rowKey: (row: Row) => string | number;
  /** Set while a new page loads (the old rows stay, dimmed). */
  busy?: boolean;
  footer?: ReactNode;
}

/**
 * A simple table inside a horizontally scrollable, keyboard-focusable region (narrow screens scroll the table,
 * not the page).
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, busy, footer }: DataTableProps<Row>) {
  return (
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className={busy ? 'data-table data-table--busy' : 'data-table'} aria-busy={busy || undefined}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={column.numeric ? 'data-table__num' : undefined}>
                {column.hiddenHeader ? <span className="visually-hidden">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.id} scope="row" className={column.numeric ? 'data-table__num' : undefined}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.id} className={column.numeric ? 'data-table__num' : undefined}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {footer ? <tfoot>{footer}</tfoot> : null}
      </table>
    </div>
  );
}
