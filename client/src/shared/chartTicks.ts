/** How many axis labels fit in `width` px when each needs `spacing` px (its text and the gap after it): at least one. */
export function ticksThatFit(width: number, spacing: number): number {
  return Math.max(1, Math.floor(width / spacing));
}

/**
 * The indexes of `length` evenly spaced slots (days) to label on an axis, at most about `maxTicks`: every slot when
 * they fit, else every `step`-th one counted from the `anchor` end (which is always labelled), so that labels sit
 * evenly apart. Spreading `maxTicks` by rounding left uneven gaps and skipped a day of a week (24/11 of 21–27/11).
 */
export function evenTickIndexes(length: number, maxTicks: number, anchor: 'first' | 'last'): number[] {
  const step = length <= 1 ? 1 : Math.max(1, Math.ceil((length - 1) / Math.max(1, maxTicks - 1)));
  const indexes: number[] = [];
  if (anchor === 'first') for (let index = 0; index < length; index += step) indexes.push(index);
  else for (let index = length - 1; index >= 0; index -= step) indexes.unshift(index);
  return indexes;
}
