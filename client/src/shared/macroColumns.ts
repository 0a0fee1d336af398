import { MACRO_KEYS, MACRO_LABELS, type Macros } from '@fitness-manager/shared';
import type { DataTableColumn } from './DataTable';
import { formatDecimal } from './decimal';

/** The carbohydrates, proteins, fats and calories columns of a table, in that order, read from each row's macros. */
export function macroColumns<Row>(macrosOf: (row: Row) => Macros): Array<DataTableColumn<Row>> {
  return MACRO_KEYS.map((key) => ({
    id: key,
    header: MACRO_LABELS[key],
    cell: (row: Row) => formatDecimal(macrosOf(row)[key]),
    numeric: true,
  }));
}
