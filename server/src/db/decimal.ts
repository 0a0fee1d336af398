import { AMOUNT_DECIMALS } from '@fitness-manager/shared';
import { Decimal } from 'decimal.js';
import type { ValueTransformer } from 'typeorm';

/** Nutrient amounts, servings, quantities and weights: DECIMAL(12,3) on both databases. */
export const DECIMAL_SCALE = AMOUNT_DECIMALS;

/**
 * Plain decimal text exactly as decimal.js prints it: no exponent (magnitude below 10²¹, at most 6 decimals, so never
 * below 10⁻⁷), no leading or trailing zeros, never "-0". Such text is already what `new Decimal(text).toString()`
 * would give, so it can be passed on as it is.
 */
const CANONICAL_TEXT = /^(?!-0$)-?(?:0|[1-9]\d{0,20})(?:\.\d{0,5}[1-9])?$/;

export const isCanonicalDecimal = (text: string): boolean => CANONICAL_TEXT.test(text);

/**
 * A DECIMAL column's value as the entity holds it: normalised decimal text ("23.9", "100") with at most `scale`
 * decimals, the same from both drivers (mysql2 gives text with every decimal, SQLite a number). The values the
 * databases hold already have at most `scale` decimals, so this is mostly dropping zeros: done on the text, with
 * decimal.js (rounding half-up to `scale` places) only for anything else. Every amount of every row read passes
 * here, so it must be cheap; `decimal.test.ts` checks it against decimal.js.
 */
export function decimalFromDatabase(value: string | number, scale: number): string {
  if (typeof value === 'number') {
    // A double's shortest text is what decimal.js reads from a number; integers below 10²¹ print without exponent.
    if (Number.isInteger(value) && Math.abs(value) < 1e21) return String(value);
    const text = String(value);
    const dot = text.indexOf('.');
    if (dot > 0 && text.length - dot - 1 <= scale && !text.includes('e')) return text;
  } else {
    const plain = plainDecimalText(value, scale);
    if (plain !== undefined) return plain;
  }
  return new Decimal(value).toDecimalPlaces(scale, Decimal.ROUND_HALF_UP).toString();
}

/**
 * Decimal text in the driver's form — mysql2's DECIMAL ("42.500", "-0.300", "7") or any plain number text matching
 * `-?(0|[1-9]\d*)(\.\d+)?` — with at most `scale` decimals and 21 whole digits, without its trailing zeros (and
 * "-0" as "0"); undefined for anything else. Read character by character: this runs for every amount of every row
 * mysql2 gives, and a regular expression's match (an array and three strings) was most of the garbage it made.
 */
function plainDecimalText(value: string, scale: number): string | undefined {
  const length = value.length;
  const wholeStart = value.charCodeAt(0) === 45 /* - */ ? 1 : 0;
  let at = wholeStart;
  while (at < length && isDigit(value.charCodeAt(at))) at++;
  const wholeDigits = at - wholeStart;
  if (wholeDigits === 0 || wholeDigits > 21) return undefined;
  const zeroWhole = value.charCodeAt(wholeStart) === 48; /* 0 */
  if (zeroWhole && wholeDigits > 1) return undefined;
  if (at === length) return zeroWhole ? '0' : value;
  if (value.charCodeAt(at) !== 46 /* . */) return undefined;
  const fractionStart = at + 1;
  if (fractionStart === length || length - fractionStart > scale) return undefined;
  for (at = fractionStart; at < length; at++) if (!isDigit(value.charCodeAt(at))) return undefined;
  let end = length;
  while (end > fractionStart && value.charCodeAt(end - 1) === 48) end--;
  if (end > fractionStart) return end === length ? value : value.slice(0, end);
  // No decimal but zeros: the whole part alone.
  return zeroWhole ? '0' : value.slice(0, fractionStart - 1);
}

const isDigit = (code: number): boolean => code >= 48 && code <= 57;

/**
 * mysql2 returns DECIMAL columns as strings and SQLite as numbers; both come out of the entity as a
 * normalised decimal string ("23.9", "100") with at most `scale` decimals, so the two databases give
 * identical values.
 */
export function scaledDecimalTransformer(scale: number): ValueTransformer {
  return {
    to: (value: string | number | Decimal | null | undefined) =>
      value === null || value === undefined ? value : new Decimal(value).toDecimalPlaces(scale, Decimal.ROUND_HALF_UP).toFixed(scale),
    from: (value: string | number | null) => (value === null || value === undefined ? value : decimalFromDatabase(value, scale)),
  };
}

export const decimalTransformer: ValueTransformer = scaledDecimalTransformer(DECIMAL_SCALE);

/** Column options for a decimal amount, shared by every entity that stores one. */
export const decimalColumn = { type: 'decimal', precision: 12, scale: DECIMAL_SCALE, transformer: decimalTransformer } as const;
