import { ValidationError } from '../../common/errors';

/** A file the import cannot read at all: nothing is imported, and the message says why. */
export const badFile = (message: string) => new ValidationError({ file: [message] });

export const NOT_UTF8 = 'The file is not UTF-8 text. Save it as "CSV UTF-8" (or export it again) and upload it once more.';

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

/** The whole text (the upload limit bounds it). */
export async function wholeText(bytes: AsyncIterable<Buffer>): Promise<string> {
  const parts: string[] = [];
  for await (const text of utf8Text(bytes)) parts.push(text);
  return parts.join('');
}

const NUMBER = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)([eE][+-]?\d+)?$/;

/**
 * A cell a spreadsheet would run as a formula: starting with = or @, or with + or - followed by something other than a
 * space (a bullet such as "- felt strong" calls nothing; "-cmd|…" or "+HYPERLINK(…)" would run), and not a plain
 * number. Cells reach here trimmed, so a leading tab or carriage return cannot hide one. Cells the app itself escaped
 * ("'=…", as csv-stringify writes them) start with the quote and are text.
 */
export function formulaProblem(cell: string): boolean {
  if (NUMBER.test(cell)) return false;
  return /^[=@]/.test(cell) || /^[+-][^\s]/.test(cell);
}
