/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- the table's
   explicit ARIA roles are deliberate: a phone's card layout changes `display`, which drops table semantics. */
import { useId, type ReactNode } from 'react';

export interface DataTableColumn<Row> {
  id: string;
  /** The column's name; also labels its cells where small screens stack each row into a card. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned, tabular figures. */
  numeric?: boolean;
  /** This column names the row (rendered as a row header; the card's title on small screens). */
  rowHeader?: boolean;
  /** Header for assistive technology only (e.g. 'Actions'); its cells carry no visible label when stacked. */
  hiddenHeader?: boolean;
  /**
   * The column's width: a share of the table's ('12%'), a length for what must fit whatever the language (row
   * actions: '11rem'), or 'auto' for the column that takes the rest. When every column has one, the table lays them
   * out fixed: tables of the same columns (the meals of a day) line up down the page whatever their content.
   */
  width?: string;
}

/** A summary row (e.g. totals) under the rows, laid out by the same columns. */
export interface DataTableFooter {
  /** Content by column id; columns left out get an empty cell (not shown when stacked). */
  cells: Readonly<Partial<Record<string, ReactNode>>>;
  /**
   * How many columns the row-header cell spans (default 1), e.g. 'Total per serving' over a quantity column that has
   * no total; the columns it covers get no cell.
   */
  headerSpan?: number;
}

export interface DataTableProps<Row> {
  /** Names the table and its scroll region. */
  caption: string;
  columns: ReadonlyArray<DataTableColumn<Row>>;
  rows: ReadonlyArray<Row>;
  rowKey: (row: Row) => string | number;
  /** Set while a new page loads (the old rows stay, dimmed). */
  busy?: boolean;
  footer?: DataTableFooter;
}

/** Classes of a column's cells. */
function cellClass(column: DataTableColumn<unknown>): string | undefined {
  const classes = [column.numeric ? 'data-table__num' : '', column.hiddenHeader ? 'data-table__actions' : ''].filter(Boolean).join(' ');
  return classes || undefined;
}

/** What labels a column's cells when rows are stacked (none for hidden-header columns such as actions). */
function cellLabel(column: DataTableColumn<unknown>): string | undefined {
  return column.hiddenHeader ? undefined : column.header;
}

/** One row's cells: a row header for the naming column, labelled cells for the others. */
function renderCells<Row>(
  columns: ReadonlyArray<DataTableColumn<Row>>,
  content: (column: DataTableColumn<Row>) => ReactNode,
  headerSpan = 1,
): ReactNode[] {
  const cells: ReactNode[] = [];
  let covered = 0;
  for (const column of columns) {
    if (covered > 0) {
      covered -= 1;
      continue;
    }
    const generic = column as DataTableColumn<unknown>;
    if (column.rowHeader) {
      covered = headerSpan - 1;
      cells.push(
        <th key={column.id} scope="row" role="rowheader" colSpan={headerSpan > 1 ? headerSpan : undefined} className={cellClass(generic)}>
          {content(column)}
        </th>,
      );
    } else {
      cells.push(
        <td key={column.id} role="cell" className={cellClass(generic)} data-label={cellLabel(generic)}>
          {content(column)}
        </td>,
      );
    }
  }
  return cells;
}

/**
 * A simple table inside a horizontally scrollable, keyboard-focusable region. On small screens (app.css, the
 * SMALL_SCREEN_QUERY breakpoint) each row is stacked into a card instead: the row header as its title, the other cells
 * as "label value" lines (labels from `data-label`), the actions at the bottom. Changing the `display` of table
 * elements makes browsers drop their table semantics, hence the explicit ARIA roles.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, busy, footer }: DataTableProps<Row>) {
  const captionId = useId();
  const fixed = columns.every((column) => column.width !== undefined);
  return (
    // A scrollable region must take the focus so keyboards can scroll it (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table
        role="table"
        aria-labelledby={captionId}
        className={['data-table', busy ? 'data-table--busy' : null, fixed ? 'data-table--fixed' : null].filter(Boolean).join(' ')}
        aria-busy={busy || undefined}
      >
        <caption id={captionId} className="visually-hidden">
          {caption}
        </caption>
        {fixed ? (
          <colgroup>
            {columns.map((column) => (
              <col key={column.id} style={{ width: column.width }} />
            ))}
          </colgroup>
        ) : null}
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column.id} scope="col" role="columnheader" className={cellClass(column as DataTableColumn<unknown>)}>
                {column.hiddenHeader ? <span className="visually-hidden">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row">
              {renderCells(columns, (column) => column.cell(row))}
            </tr>
          ))}
        </tbody>
        {footer ? (
          <tfoot role="rowgroup">
            <tr role="row">{renderCells(columns, (column) => footer.cells[column.id], footer.headerSpan)}</tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
