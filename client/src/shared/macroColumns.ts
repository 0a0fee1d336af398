import { MACRO_KEYS, type MacroKey, type Macros } from '@fitness-manager/shared';
import type { DataTableColumn } from './DataTable';
import { formatDecimal } from './decimal';
import { t, type MessageId } from './i18n/i18n';

const MACRO_LABEL_IDS: Readonly<Record<MacroKey, MessageId>> = {
  carbohydrates: 'common.macro.carbohydrates',
  proteins: 'common.macro.proteins',
  fats: 'common.macro.fats',
  calories: 'common.macro.calories',
};

/** A macro's name in the current language: 'Carbohydrates', 'Proteins', 'Fats', 'Calories'. */
export function macroLabel(key: MacroKey): string {
  return t(MACRO_LABEL_IDS[key]);
}

/** The carbohydrates, proteins, fats and calories columns of a table, in that order, read from each row's macros. */
export function macroColumns<Row>(macrosOf: (row: Row) => Macros): Array<DataTableColumn<Row>> {
  return MACRO_KEYS.map((key) => ({
    id: key,
    header: macroLabel(key),
    cell: (row: Row) => formatDecimal(macrosOf(row)[key]),
    numeric: true,
  }));
}
