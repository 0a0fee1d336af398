import { pipeline, Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { compose } from '../../common/messages';
import { ValidationError } from '../../common/errors';
import { badFile, formulaProblem, PROBLEMS_SHOWN, shown, TimeSlice, utf8Text } from './import-file';

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
 * delimiter is the header's (comma, semicolon or tab). Refuses a file with cells a spreadsheet would run as formulas,
 * once read, naming every one with its line and column (PROBLEMS_SHOWN of them), or with more than CSV_ROWS_MAX rows. Only the text columns are checked (numbers such as
 * "-1" are numbers, not formulas). Lets the event loop run while it reads (TimeSlice). Whatever csv-parse cannot read
 * (every CsvError: a stray quote, a row too long …) is a message about the file with its line, never an internal
 * error; so is a JSON file chosen by mistake.
 */
export async function readCsv(
  bytes: AsyncIterable<Buffer>,
  /** From the lower-case header: the columns to keep (others are dropped as they are read) and the text ones among them. */
  columns: (header: string[]) => { keep: string[]; text: string[] },
  /**
   * From the header line's lower-case names (split at the delimiter, before any quote is read) and the delimiter:
   * whether `"` is a plain character of the file rather than CSV's quote (Open Food Facts' tab-separated export
   * writes cells as they are, never quoted). Quotes are read as CSV's when absent.
   */
  literalQuotes?: (header: string[], delimiter: string) => boolean,
): Promise<CsvFile> {
  const text = utf8Text(bytes);
  const first = await text.next();
  if (first.done) throw badFile(compose('server.import.empty'));
  const head = first.value.replace(/^\uFEFF/, '');
  if (/^\s*[{[]/.test(head)) throw badFile(compose('server.import.jsonNotCsv'));
  const headerLine = head.split(/\r?\n/, 1)[0];
  const delimiter = delimiterOf(headerLine);
  const quotesAreText = literalQuotes?.(headerLine.split(delimiter).map((name) => name.trim().toLowerCase()), delimiter) ?? false;
  const source = Readable.from(
    (async function* () {
      yield head;
      for await (const piece of text) yield piece;
    })(),
  );
  const parser = parse({
    delimiter,
    quote: quotesAreText ? false : '"',
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
    info: true,
    trim: false,
    max_record_size: CSV_ROW_CHARS_MAX,
  });
  // pipeline, not pipe: a fault of the source (bytes that are not UTF-8 past the first piece) ends the parser with it
  // instead of leaving it waiting for more.
  pipeline(source, parser, () => undefined);
  const slice = new TimeSlice();
  let header: string[] | null = null;
  let checked: string[] = [];
  let kept: [string, number][] = [];
  const rows: CsvRow[] = [];
  /** Every cell that would run as a formula: the file is refused once read, naming them all (PROBLEMS_SHOWN of them). */
  const formulas: { line: number; column: string; cell: string }[] = [];
  let formulaCount = 0;
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
      if (rows.length >= CSV_ROWS_MAX) throw badFile(compose('server.import.tooManyRows', { max: CSV_ROWS_MAX }));
      const cells = new Map<string, string>();
      for (const [name, index] of kept) cells.set(name, (record[index] ?? '').trim());
      for (const column of checked) {
        const cell = cells.get(column) ?? '';
        if (formulaProblem(cell)) {
          formulaCount += 1;
          if (formulas.length < PROBLEMS_SHOWN) formulas.push({ line, column, cell: shown(cell) });
        }
      }
      rows.push({ line, cells });
    }
  } catch (error) {
    // csv-parse's codes are not all CSV_… (INVALID_OPENING_QUOTE is not): its error class is what says the file is at fault.
    if (error instanceof CsvError) throw badFile(notCsv(error));
    throw error;
  }
  if (!header) throw badFile(compose('server.import.empty'));
  if (formulaCount > 0) throw formulaRefusal(formulas, formulaCount);
  return { delimiter, header, rows };
}

/**
 * The refusal of a file with cells a spreadsheet would run as formulas: one message for one cell; for more, how many
 * and then each with its line and column (the first PROBLEMS_SHOWN, and how many more), so the file is fixed at once.
 */
function formulaRefusal(formulas: { line: number; column: string; cell: string }[], count: number): ValidationError {
  if (count === 1) return badFile(compose('server.import.formula', formulas[0]));
  const more = count - formulas.length;
  return new ValidationError({
    file: [
      compose('server.import.formulas', { count }),
      ...formulas.map((formula) => compose('server.import.formulaCell', formula)),
      ...(more > 0 ? [compose('server.import.formulasMore', { count: more })] : []),
    ],
  });
}

/**
 * Why csv-parse could not read the file, in the request's language: its usual faults (quotes, a row too long) as our
 * words, with the line; any other in csv-parse's own (English) words, which only an odd file meets.
 */
function notCsv(error: CsvError) {
  const line = typeof error.lines === 'number' ? error.lines : 0;
  if (/QUOTE/.test(error.code)) return compose('server.import.notCsv', { reason: 'quote', line, max: CSV_ROW_CHARS_MAX, detail: '' });
  if (error.code === 'CSV_MAX_RECORD_SIZE') return compose('server.import.notCsv', { reason: 'longRow', line, max: CSV_ROW_CHARS_MAX, detail: '' });
  return compose('server.import.notCsv', { reason: 'other', line, max: CSV_ROW_CHARS_MAX, detail: error.message.replace(/\.$/, '') });
}
