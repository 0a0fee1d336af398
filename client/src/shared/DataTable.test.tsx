import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, type DataTableColumn, type DataTableFooter } from './DataTable';

interface Food {
  id: number;
  name: string;
  quantity: string;
  calories: string;
}

const foods: Food[] = [
  { id: 1, name: 'Banana', quantity: '100 g', calories: '92' },
  { id: 2, name: 'Rice', quantity: '50 g', calories: '64' },
];

const columns: ReadonlyArray<DataTableColumn<Food>> = [
  { id: 'name', header: 'Name', rowHeader: true, cell: (food) => food.name },
  { id: 'quantity', header: 'Quantity', cell: (food) => food.quantity },
  { id: 'calories', header: 'Calories', numeric: true, cell: (food) => food.calories },
  {
    id: 'actions',
    header: 'Actions',
    hiddenHeader: true,
    cell: (food) => <button type="button">Delete {food.name}</button>,
  },
];

function renderTable(footer?: DataTableFooter) {
  return render(<DataTable caption="Foods" columns={columns} rows={foods} rowKey={(food) => food.id} footer={footer} />);
}

/** Each cell of a row as [tag, role, data-label, colSpan, text]. */
function describeCells(row: HTMLElement) {
  return Array.from(row.children).map((cell) => [
    cell.tagName,
    cell.getAttribute('role'),
    cell.getAttribute('data-label'),
    (cell as HTMLTableCellElement).colSpan,
    cell.textContent,
  ]);
}

describe('DataTable', () => {
  // Small screens restyle the table elements (display: block/flex), which drops their implicit roles in browsers.
  it('gives every table element its role explicitly, named by the caption', () => {
    renderTable();

    const table = screen.getByRole('table', { name: 'Foods' });
    expect(table.tagName).toBe('TABLE');
    expect(table).toHaveAttribute('role', 'table');
    expect(screen.getByRole('region', { name: 'Foods' })).toContainElement(table);
    for (const group of table.querySelectorAll('thead, tbody, tfoot')) expect(group).toHaveAttribute('role', 'rowgroup');
    expect(within(table).getAllByRole('rowgroup')).toHaveLength(2);
    for (const row of table.querySelectorAll('tr')) expect(row).toHaveAttribute('role', 'row');
    expect(within(table).getAllByRole('row')).toHaveLength(3);

    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Name', 'Quantity', 'Calories', 'Actions']);
    for (const header of headers) expect(header).toHaveAttribute('role', 'columnheader');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['Banana', 'Rice']);
    expect(within(table).getAllByRole('cell')).toHaveLength(6);
  });

  it("labels each body cell with its column's header, except hidden-header (action) columns", () => {
    renderTable();

    const row = screen.getByRole('rowheader', { name: 'Banana' }).closest('tr');
    if (!row) throw new Error('No row for Banana');
    expect(describeCells(row)).toEqual([
      ['TH', 'rowheader', null, 1, 'Banana'],
      ['TD', 'cell', 'Quantity', 1, '100 g'],
      ['TD', 'cell', 'Calories', 1, '92'],
      ['TD', 'cell', null, 1, 'Delete Banana'],
    ]);
    expect(within(row).getAllByRole('cell')[1]).toHaveClass('data-table__num');
    expect(within(row).getAllByRole('cell')[2]).toHaveClass('data-table__actions');
    expect(within(row).getByRole('button', { name: 'Delete Banana' })).toBeInTheDocument();
  });

  it('lays a footer out by the same columns: labelled cells, empty ones where it has no content', () => {
    renderTable({ cells: { name: 'Total', calories: '156' } });

    const rowgroups = screen.getAllByRole('rowgroup');
    expect(rowgroups.map((group) => group.tagName)).toEqual(['THEAD', 'TBODY', 'TFOOT']);
    const [footerRow] = within(rowgroups[2]).getAllByRole('row');
    expect(describeCells(footerRow)).toEqual([
      ['TH', 'rowheader', null, 1, 'Total'],
      ['TD', 'cell', 'Quantity', 1, ''],
      ['TD', 'cell', 'Calories', 1, '156'],
      ['TD', 'cell', null, 1, ''],
    ]);
  });

  it("lets the footer's row header span the columns after it, which get no cell", () => {
    renderTable({ cells: { name: 'Total per serving', quantity: 'ignored', calories: '156' }, headerSpan: 2 });

    const footerRow = screen.getByRole('rowheader', { name: 'Total per serving' }).closest('tr');
    if (!footerRow) throw new Error('No footer row');
    expect(describeCells(footerRow)).toEqual([
      ['TH', 'rowheader', null, 2, 'Total per serving'],
      ['TD', 'cell', 'Calories', 1, '156'],
      ['TD', 'cell', null, 1, ''],
    ]);
  });

  it('renders no footer row group without a footer', () => {
    const { container } = renderTable();
    expect(container.querySelector('tfoot')).toBeNull();
  });
});
