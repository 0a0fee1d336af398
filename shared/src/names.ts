/**
 * The order of named rows. The server keeps `sortKey(name)` beside every name (`name_key`) and lists by it, ties
 * by id; where the client sorts a list itself (a cached list it adds a row to) it uses the same key and the same
 * comparison, so a row lands where the next server answer will put it.
 */
import { message, type Message } from './languages';

/** Lower case without accents or surrounding spaces: "Água", "agua" and " ÁGUA" give "agua". */
export function sortKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/**
 * Whether `name` matches a name search for `search`, as the server's `search` argument promises: the name's key
 * contains the search's key (letter case and accents ignored: "feijao" finds "Feijão"). The client narrows results
 * it already holds with it while the server's answer to a new search is on its way.
 */
export function nameContains(name: string, search: string): boolean {
  return sortKey(name).includes(sortKey(search));
}

/**
 * Orders two keys by Unicode code point, as a binary collation does (SQLite's default; UTF-8 bytes compare in
 * code-point order). JavaScript's `<` compares UTF-16 units instead, which puts characters beyond U+FFFF before
 * U+E000–U+FFFF: the shift below restores code-point order.
 */
export function compareSortKeys(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return codePointRank(x) - codePointRank(y);
  }
  return a.length - b.length;
}

/** UTF-16 unit → a number in code-point order: surrogates (beyond U+FFFF) after everything else. */
const codePointRank = (unit: number): number => (unit >= 0xd800 && unit <= 0xdfff ? unit + 0x2000 : unit >= 0xe000 ? unit - 0x800 : unit);

/** List order of named rows: by `sortKey(name)`, then by id (rows without an id last among equals). */
export function compareByName(a: { name: string; id?: number | string | null }, b: { name: string; id?: number | string | null }): number {
  return compareSortKeys(sortKey(a.name), sortKey(b.name)) || compareIds(a.id, b.id);
}

function compareIds(a: number | string | null | undefined, b: number | string | null | undefined): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  return Number(a) - Number(b);
}

/**
 * Characters that show nothing on their own: white space, control characters, the default-ignorable ones (zero-width
 * spaces and joiners, bidi controls, the BOM, Hangul fillers, variation selectors …) and combining marks without a
 * base. A name made only of these looks blank everywhere it is shown.
 */
const INVISIBLE = /[\s\p{Cc}\p{Z}\p{Default_Ignorable_Code_Point}\p{M}]/gu;
/** Line breaks, tabs and other control characters, and halves of characters (lone surrogates): not one line of text. */
const NOT_PLAIN_TEXT = /[\p{Cc}\p{Cs}]/u;

export const NOT_ONE_LINE_MESSAGE: Message = message('rule.notOneLine');

/**
 * What is wrong with a required one-line text (a name, a description), or `null`: nothing visible in it gives
 * `blankMessage`; control characters or broken characters inside it (once trimmed, as it is stored) give
 * NOT_ONE_LINE_MESSAGE. Invisible characters inside visible text are fine (joiners in emoji and Persian script).
 */
export function textProblem(value: unknown, blankMessage: Message): Message | null {
  if (typeof value !== 'string' || value.replace(INVISIBLE, '') === '') return blankMessage;
  if (NOT_PLAIN_TEXT.test(value.trim())) return NOT_ONE_LINE_MESSAGE;
  return null;
}
