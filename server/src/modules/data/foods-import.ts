import { Decimal } from 'decimal.js';
import { ValidationError } from '../../common/errors';
import { sortKey } from '../../common/text';
import { normalise as normaliseFood } from '../foods/food.service';
import type { FoodInput } from '../foods/food.types';
import { Unit } from '../foods/unit';
import { readCsv } from './csv-source';
import { compose, problemAt, type ComposedMessage } from '../../common/messages';
import { badFile, fieldMessages, shown, TimeSlice, type Problem } from './import-file';

const OWN = ['name', 'serving', 'unit', 'carbohydrates', 'proteins', 'fats', 'calories'] as const;
const OFF = ['product_name', 'carbohydrates_100g', 'proteins_100g', 'fat_100g', 'energy-kcal_100g', 'energy-kj_100g', 'energy_100g'] as const;
const NUMBER = /^\d+(\.\d+)?$/;
const UNITS: Record<string, Unit> = { g: Unit.G, ml: Unit.ML, un: Unit.UN, 'un.': Unit.UN };
const EMPTY = compose('server.import.empty.cell');
/** The food's fields as Open Food Facts' columns name them, for the messages of a row of such a file. */
const OFF_COLUMN_OF: Readonly<Record<string, string>> = {
  name: 'product_name',
  carbohydrates: 'carbohydrates_100g',
  proteins: 'proteins_100g',
  fats: 'fat_100g',
  calories: 'energy-kcal_100g',
};

export interface FoodsPlan {
  /** The layout found, as words to show (a message). */
  format: ComposedMessage;
  rows: number;
  foods: { line: number; input: FoodInput }[];
  problems: Problem[];
}

/** The layout a lower-case header names: this app's columns, Open Food Facts' or neither. */
function layoutOf(header: string[]): 'own' | 'off' | null {
  if (OWN.every((column) => header.includes(column))) return 'own';
  if (header.includes('product_name') && ['carbohydrates_100g', 'proteins_100g', 'fat_100g'].every((c) => header.includes(c))) return 'off';
  return null;
}

/**
 * Reads a foods CSV: this app's columns (name, serving, unit, carbohydrates, proteins, fats, calories; decimals with a
 * comma or a dot, as the file writes them) or Open Food Facts' product export (product_name, carbohydrates_100g,
 * proteins_100g, fat_100g, energy-kcal_100g, read as foods per 100 g; kJ when kcal is missing; when tab separated, as
 * Open Food Facts writes it, its quotes are characters of the cells). Each row is checked by the food rules; a row that
 * fails is a problem of its line and is skipped. Lets the event loop run as it reads.
 */
export async function planFoodsImport(bytes: AsyncIterable<Buffer>): Promise<FoodsPlan> {
  let layout: 'own' | 'off' | null = null;
  const csv = await readCsv(
    bytes,
    (header) => {
      layout = layoutOf(header);
      return layout === 'own' ? { keep: [...OWN], text: ['name'] } : { keep: [...OFF], text: ['product_name'] };
    },
    // Open Food Facts' tab-separated export never quotes a cell: a " in a product name (Biscoito "Maria") is the name's.
    // A comma or semicolon file (one a spreadsheet saved again) is read as CSV, quotes and all.
    (header, delimiter) => delimiter === '\t' && layoutOf(header) === 'off',
  );
  if (!layout) {
    throw badFile(compose('server.import.notFoods'));
  }
  const problems: Problem[] = [];
  const foods: FoodsPlan['foods'] = [];
  const slice = new TimeSlice();
  // The food rules' refusals name the file's columns: Open Food Facts' are not the food's fields.
  const columns = layout === 'off' ? OFF_COLUMN_OF : {};
  const check = (line: number, raw: FoodInput) => {
    try {
      foods.push({ line, input: normaliseFood(raw) });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      problems.push({ line, message: fieldMessages(error, columns) });
    }
  };

  if (layout === 'off') {
    for (const { line, cells } of csv.rows) {
      await slice.pause();
      const value = (column: string) => cells.get(column) ?? '';
      const kcal = value('energy-kcal_100g') || kilojoulesToKcal(value('energy-kj_100g') || value('energy_100g'));
      const amounts: Record<string, string> = { carbohydrates: value('carbohydrates_100g'), proteins: value('proteins_100g'), fats: value('fat_100g'), calories: kcal };
      const missing = Object.keys(amounts).filter((key) => !NUMBER.test(amounts[key]));
      if (missing.length > 0) {
        const faults = missing.map((key) =>
          problemAt(OFF_COLUMN_OF[key], amounts[key] ? compose('server.import.notNumber', { value: shown(amounts[key]) }) : EMPTY),
        );
        problems.push({ line, message: { list: faults } });
        continue;
      }
      // Open Food Facts computes values with many decimals; amounts keep 3.
      const round = (text: string) => new Decimal(text).toDecimalPlaces(3, Decimal.ROUND_HALF_UP).toString();
      check(line, {
        name: value('product_name'),
        serving: '100',
        unit: Unit.G,
        carbohydrates: round(amounts.carbohydrates),
        proteins: round(amounts.proteins),
        fats: round(amounts.fats),
        calories: round(amounts.calories),
      });
    }
    return { format: compose('server.import.format.openFoodFacts'), rows: csv.rows.length, foods, problems };
  }

  // This app's layout: the first decimal written decides the file's mark.
  let mark: ',' | '.' | null = null;
  for (const { cells } of csv.rows) {
    for (const column of OWN.slice(1)) {
      const found = /^\d+([.,])\d+$/.exec(cells.get(column) ?? '');
      if (found) mark = found[1] as ',' | '.';
      if (mark) break;
    }
    if (mark) break;
  }
  for (const { line, cells } of csv.rows) {
    await slice.pause();
    const faults: ComposedMessage[] = [];
    const amount = (column: (typeof OWN)[number]) => {
      const text = cells.get(column) ?? '';
      const other = mark === ',' ? '.' : ',';
      if (text.includes(other) && mark) faults.push(problemAt(column, compose('server.import.otherDecimalMark', { value: shown(text), other, mark })));
      const plain = mark === ',' ? text.replace(',', '.') : text;
      if (!text) faults.push(problemAt(column, EMPTY));
      else if (!NUMBER.test(plain) && !faults.length) faults.push(problemAt(column, compose('server.import.notNumber', { value: shown(text) })));
      return plain;
    };
    const unitText = (cells.get('unit') ?? '').toLowerCase();
    const unit = UNITS[unitText];
    if (!unit) faults.push(problemAt('unit', compose('server.import.notUnit', { value: shown(cells.get('unit') ?? '') })));
    const raw = {
      name: cells.get('name') ?? '',
      serving: amount('serving'),
      unit,
      carbohydrates: amount('carbohydrates'),
      proteins: amount('proteins'),
      fats: amount('fats'),
      calories: amount('calories'),
    };
    if (faults.length > 0) problems.push({ line, message: { list: faults } });
    else check(line, raw);
  }
  const format = compose(mark === ',' ? 'server.import.format.decimalComma' : 'server.import.format.decimalPoint');
  return { format, rows: csv.rows.length, foods, problems };
}

function kilojoulesToKcal(kj: string): string {
  return NUMBER.test(kj) ? new Decimal(kj).dividedBy('4.184').toDecimalPlaces(3, Decimal.ROUND_HALF_UP).toString() : '';
}

/** A row whose name `foods` (2 or more) of the account's foods have: it cannot say which one it means, so it is skipped. */
export function sameNameProblem(line: number, name: string, foods: number): Problem {
  return { line, message: compose('server.import.sameNameFoods', { count: foods, name: shown(name) }) };
}

/**
 * The readable rows' names against the account's (`existingKeys`: how many foods have each name): how many name a food
 * the account already has (one per name: the row the import keeps of it), how many repeat a name of an earlier row of
 * the file (the import keeps one row per name, the first when skipping, the last when updating, and skips the others),
 * and the rows whose name several foods have (every row of such a name: skipped and updated alike, a problem of its
 * line, as `FoodService.importMany` reports them), counted in neither.
 */
export function duplicatesOf(plan: FoodsPlan, existingKeys: Map<string, number>): { existing: number; repeated: number; sameName: Problem[] } {
  const names = new Set<string>();
  const sameName: Problem[] = [];
  let repeated = 0;
  for (const { line, input } of plan.foods) {
    const key = sortKey(input.name);
    const foods = existingKeys.get(key) ?? 0;
    if (foods > 1) sameName.push(sameNameProblem(line, input.name, foods));
    else if (names.has(key)) repeated += 1;
    names.add(key);
  }
  let existing = 0;
  for (const key of names) if (existingKeys.get(key) === 1) existing += 1;
  return { existing, repeated, sameName };
}
