/*
 * Amounts travel as decimal strings with a dot ("23.9", the API's Decimal scalar) and are shown and typed with a
 * decimal comma (pt-BR), without thousands separators and without padded zeros.
 */

import { AMOUNT_DECIMALS, readDecimalMarks } from '@fitness-manager/shared';

/** Decimal places of food values, quantities and macros. */
export const DECIMAL_SCALE = AMOUNT_DECIMALS;

const formatters = new Map<number, Intl.NumberFormat>();

function formatterFor(scale: number): Intl.NumberFormat {
  let formatter = formatters.get(scale);
  if (!formatter) {
    formatter = new Intl.NumberFormat('pt-BR', {
      useGrouping: false,
      minimumFractionDigits: 0,
      maximumFractionDigits: scale,
    });
    formatters.set(scale, formatter);
  }
  return formatter;
}

/**
 * An API amount as shown to people: `"1234.5"` → `"1234,5"`, `"100.000"` → `"100"`, `2.34567` → `"2,346"`.
 * Empty for `null`, `undefined` or `''`; text that is not a number comes back unchanged.
 */
export function formatDecimal(value: string | number | null | undefined, scale = DECIMAL_SCALE): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (text === '') return '';
  const number = typeof value === 'number' ? value : Number(text);
  if (!Number.isFinite(number) || !/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text)) return value.toString();
  const formatted = formatterFor(scale).format(number);
  // -0,0001 rounds to "-0": show zero.
  return /^-0(,0*)?$/.test(formatted) ? '0' : formatted;
}

/**
 * A typed amount (decimal comma, as the masked inputs hold it) in the API's form: `"1,5"` → `"1.5"`,
 * `"12,"` → `"12"`, `",5"` → `"0.5"`, `""` → `""`. Marks are read by the shared rule (`readDecimalMarks`): a lone dot
 * is the decimal mark too, and a thousands separator is dropped (`"1.234,5"` → `"1234.5"`); marks it cannot read
 * ("1.23,5") stay, so the text is no number (`parseDecimal` gives NaN) rather than another one.
 */
export function toApiDecimal(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = (readDecimalMarks(value) ?? value.replace(/\s/g, '')).replace(',', '.');
  if (text === '') return '';
  if (text.endsWith('.')) text = text.slice(0, -1);
  if (text.startsWith('.')) text = `0${text}`;
  if (text.startsWith('-.')) text = `-0${text.slice(1)}`;
  return text;
}

/** The number a typed amount stands for (`"1,5"` → 1.5); `NaN` when empty or not a number. */
export function parseDecimal(value: string | null | undefined): number {
  const text = toApiDecimal(value);
  return text === '' ? Number.NaN : Number(text);
}
