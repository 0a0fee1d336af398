import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { badFile, formulaProblem, shown, TimeSlice, utf8Text } from './import-file';

/** A CSV import reads at most this many rows after the header. */
export const CSV_ROWS_MAX = 100_000;
/** Characters a row may hold (a 200-column Open Food Facts row is a few KB): past it the file is not readable CSV. */
export const CSV_ROW_CHARS_MAX = 1_000_000;

export interface CsvRow {
  /** The file's line where the row starts (the header is line 1). */
  line: number;
  /** Cells by lower-case header name. */
  cells: Map<string, string>;
}

export interface CsvFile {
  delimiter: string;
  /** Header names as written (trimmed). */
  header: string[];
  rows: CsvRow[];
}

/** The delimiter of a header line: semicolon, tab or comma, whichever it has most of. */
function delimiterOf(firstLine: string): string {
  const counts = [';', '\t', ','].map((d) => ({ d, n: firstLine.split(d).length - 1 }));
  counts.sort((a, b) => b.n - a.n);
  return counts[0].n > 0 ? counts[0].d : ',';
}

/**
 * Reads a CSV file with csv-parse (quotes, embedded line breaks and the byte-order mark are its business): the
 * delimiter is the header's (comma, semicolon or tab). Refuses, naming the line, a file with a cell a spreadsheet
 * would run as a formula, or with more than CSV_ROWS_MAX rows. Only the text columns are checked (numbers such as
 * "-1" are numbers, not formulas). Lets the event loop run while it reads (TimeSlice).
 */
export async function readCsv(
  bytes: AsyncIterable<Buffer>,
  /** From the lower-case header: the columns to keep (others are dropped as they are read) and the text ones among them. */
  columns: (header: string[]) => { keep: string[]; text: string[] },
): Promise<CsvFile> {
  const text = utf8Text(bytes);
  const first = await text.next();
  if (first.done) throw badFile('The file is empty.');
  const head = first.value.replace(/^\uFEFF/, '');
  const delimiter = delimiterOf(head.split(/\r?\n/, 1)[0]);
  const source = Readable.from(
    (async function* () {
      yield head;
      for await (const piece of text) yield piece;
    })(),
  );
  const parser = source.pipe(
    parse({ delimiter, bom: true, relax_column_count: true, skip_empty_lines: true, info: true, trim: false, max_record_size: CSV_ROW_CHARS_MAX }),
  );
  const slice = new TimeSlice();
  let header: string[] | null = null;
  let checked: string[] = [];
  let kept: [string, number][] = [];
  const rows: CsvRow[] = [];
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      await slice.pause();
      const line = info.lines - (record.join('').split('\n').length - 1);
      if (!header) {
        header = record.map((name) => name.trim());
        const lower = header.map((name) => name.toLowerCase());
        const wanted = columns(lower);
        checked = wanted.text;
        kept = wanted.keep.map((name) => [name, lower.indexOf(name)] as [string, number]).filter(([, index]) => index >= 0);
        continue;
      }
      if (rows.length >= CSV_ROWS_MAX) throw badFile(`The file has more than ${CSV_ROWS_MAX.toLocaleString('en')} rows, the most an import takes: split it.`);
      const cells = new Map<string, string>();
      for (const [name, index] of kept) cells.set(name, (record[index] ?? '').trim());
      for (const column of checked) {
        const cell = cells.get(column) ?? '';
        if (formulaProblem(cell)) {
          throw badFile(`Line ${line}, column ${column}: ${shown(cell)} would run as a formula in a spreadsheet. Nothing was imported.`);
        }
      }
      rows.push({ line, cells });
    }
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith('CSV_')) throw badFile(`The file is not readable CSV: ${(error as Error).message}`);
    throw error;
  }
  if (!header) throw badFile('The file is empty.');
  return { delimiter, header, rows };
}
