import { message, type Message } from './languages';

/**
 * How a typed or pasted number's marks are read — the one rule for it, which the masked decimal input and the forms'
 * decimal rule both follow. The product shows and takes a decimal comma, and takes a lone dot as the decimal mark
 * too (spec: "a dot is accepted as a comma"): "1.5" is 1,5, and so is "1,5". A number that carries a thousands
 * separator is read as the person meant it, whichever convention they wrote in: with both marks, the last one is the
 * decimal mark and the other separates thousands ("1.234,5" in pt-BR and "1,234.5" in English are both 1234,5); the
 * same mark more than once separates thousands only ("1.234.567" is 1234567). Spaces (thin ones too) are dropped.
 * Thousands groups must be whole (1 to 3 digits, then groups of 3): anything else ("1.23,5", "1,2,3") is not read as
 * some other number, it is refused (`THOUSANDS_SEPARATOR_MESSAGE`).
 */

/** The message for marks that cannot be read as one number ("1.23,5"). */
export const THOUSANDS_SEPARATOR_MESSAGE: Message = message('rule.thousandsSeparator');

/**
 * `text` as the product writes a typed number (digits and at most one decimal comma, a sign kept: "1234,5"), or null
 * when its marks cannot be read as one number. Text with no marks, or with anything but digits, marks, spaces and a
 * leading sign, comes back with its spaces dropped and a lone dot made a comma — what is not a number stays one.
 */
export function readDecimalMarks(text: string): string | null {
  const compact = text.replace(/\s/g, '');
  const parts = /^([-+]?)([\d.,]*)$/.exec(compact);
  if (!parts) return compact;
  const [, sign, body] = parts;
  const marks = body.replace(/\d/g, '');
  if (marks.length <= 1) return sign + body.replace('.', ',');
  const separator = marks[0];
  if ([...marks.slice(0, -1)].some((mark) => mark !== separator)) return null;
  const last = marks[marks.length - 1];
  const decimalAt = last === separator ? -1 : body.lastIndexOf(last);
  const integer = decimalAt < 0 ? body : body.slice(0, decimalAt);
  const groups = integer.split(separator);
  if (!/^\d{1,3}$/.test(groups[0]) || groups.slice(1).some((group) => !/^\d{3}$/.test(group))) return null;
  return sign + groups.join('') + (decimalAt < 0 ? '' : `,${body.slice(decimalAt + 1)}`);
}
