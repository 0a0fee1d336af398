import { JSONParser } from '@streamparser/json';
import { ValidationError } from '../../common/errors';
import { compose, problemAt, type ComposedMessage, type Words } from '../../common/messages';

/** Problems (and new exercises) an answer lists, and cells with a formula a refusal names: their total is always given. */
export const PROBLEMS_SHOWN = 100;

/** A row that cannot be imported: its line (CSV; null in JSON, whose problems name their place) and why, as codes. */
export interface Problem {
  line: number | null;
  message: Words;
}

/**
 * A rule's refusal as one problem: "field: message" for each field, one after the other; each field named as the
 * file's column when `columns` names it (Open Food Facts' `product_name` is the food's `name`).
 */
export const fieldMessages = (error: ValidationError, columns: Readonly<Record<string, string>> = {}): Words => ({
  list: Object.entries(error.fieldMessages).map(([field, messages]) => problemAt(columns[field] ?? field, { list: messages })),
});

/** A file the import cannot read at all: nothing is imported, and the message says why. */
export const badFile = (message: ComposedMessage) => new ValidationError({ file: [message] });

/** A cell or value as a message quotes it: at most `max` characters (a cell may be megabytes long). */
export const shown = (text: string, max = 40): string => `"${text.length > max ? `${text.slice(0, max)}…` : text}"`;

/**
 * Lets the event loop run between the pieces of a long computation (reading a file of 100,000 rows, checking each),
 * so one import never holds up the requests of others: `pause()` yields (setImmediate) once SLICE_MS have passed.
 */
export class TimeSlice {
  static readonly SLICE_MS = 20;
  private started = performance.now();

  async pause(): Promise<void> {
    if (performance.now() - this.started < TimeSlice.SLICE_MS) return;
    await new Promise((resolve) => setImmediate(resolve));
    this.started = performance.now();
  }
}

export const NOT_UTF8 = compose('server.import.notUtf8');

/**
 * The file's text, decoded as UTF-8 as it arrives (a byte-order mark is dropped). UTF-16 files and bytes that are not
 * UTF-8 (a spreadsheet's "ANSI" CSV) are refused with a message saying how to save the file.
 */
export async function* utf8Text(bytes: AsyncIterable<Buffer>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  let first = true;
  for await (const chunk of bytes) {
    if (first && chunk.length >= 2 && ((chunk[0] === 0xff && chunk[1] === 0xfe) || (chunk[0] === 0xfe && chunk[1] === 0xff))) {
      throw badFile(NOT_UTF8);
    }
    first = false;
    let text: string;
    try {
      text = decoder.decode(chunk, { stream: true });
    } catch {
      throw badFile(NOT_UTF8);
    }
    if (text.includes('\u0000')) throw badFile(NOT_UTF8);
    if (text) yield text;
  }
  try {
    const rest = decoder.decode();
    if (rest) yield rest;
  } catch {
    throw badFile(NOT_UTF8);
  }
}

/** Characters handed to the JSON parser at a time (a few milliseconds of work), between pauses. */
const JSON_PIECE = 16 * 1024;

/** What a JSON file may hold: elements of lists (at any depth), and values of any kind (numbers, keys' values …). */
export interface JsonBounds {
  items: number;
  values: number;
  /** The refusal past either bound. */
  tooLarge: ComposedMessage;
}

class JsonTooLarge extends Error {}

/**
 * Parses a JSON file as it is read, a piece at a time with pauses between (TimeSlice), so a large or hostile file never
 * holds the event loop as one `JSON.parse` would (an object of two million keys takes seconds); counts every list
 * element and every value and stops at `bounds`. Refuses (badFile `notJson`) what is not one JSON document, and a file of
 * nothing but white space as the CSV imports do (`server.import.empty`).
 */
export async function readJson(bytes: AsyncIterable<Buffer>, bounds: JsonBounds, notJson: ComposedMessage): Promise<unknown> {
  const parser = new JSONParser();
  let root: unknown;
  let values = 0;
  let items = 0;
  parser.onValue = ({ value, parent, stack }) => {
    values += 1;
    if (Array.isArray(parent)) items += 1;
    if (values > bounds.values || items > bounds.items) throw new JsonTooLarge();
    if (stack.length === 0) root = value;
  };
  const slice = new TimeSlice();
  /** Whether the file has anything but white space: a file without is empty, as the CSV imports say it. */
  let written = false;
  try {
    for await (const text of utf8Text(bytes)) {
      written ||= /\S/.test(text);
      for (let start = 0; start < text.length; start += JSON_PIECE) {
        parser.write(text.slice(start, start + JSON_PIECE));
        await slice.pause();
      }
    }
    if (!written) throw badFile(compose('server.import.empty'));
    if (!parser.isEnded) parser.end();
  } catch (error) {
    if (error instanceof ValidationError) throw error;
    if (error instanceof JsonTooLarge) throw badFile(bounds.tooLarge);
    throw badFile(notJson);
  }
  if (root === undefined) throw badFile(notJson);
  return root;
}

const NUMBER = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)([eE][+-]?\d+)?$/;

/**
 * A cell a spreadsheet would run as a formula that does something: starting with = or @; or with + or - followed by
 * something other than a space and then a call, a reference to another program, an operator or a quote ("-cmd|…",
 * "+HYPERLINK(…)", "-2+3"); and not a plain number. A lifter's note such as "+5kg next time" or "-2 reps", or a bullet
 * such as "- felt strong", calls nothing and is text. Cells reach here trimmed, so a leading tab or carriage return
 * cannot hide one. Cells the app itself escaped ("'=…", as csv-stringify writes them) start with the quote and are
 * text.
 */
export function formulaProblem(cell: string): boolean {
  if (NUMBER.test(cell)) return false;
  return /^[=@]/.test(cell) || (/^[+-][^\s]/.test(cell) && /[()|!=+\-*/^&"']/.test(cell.slice(1)));
}
