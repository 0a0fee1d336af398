/**
 * Body weight math, the rule the progress page draws: the 7-day moving average at a date is the average of the
 * weights logged in the WEIGHT_AVERAGE_DAYS days ending on that date (that date included), or nothing when none was
 * logged in those days. Exact like the rest of the shared math: weights are read as whole thousandths of a
 * kilogram and the average is rounded half-up to 3 decimals.
 */
import { addDays } from './dates';
import { WEIGHT_AVERAGE_DAYS } from './limits';
import { Fraction, formatThousandths } from './nutrition';

/** A weight logged for a day: "YYYY-MM-DD" and decimal text in kg ("80.5"). */
export interface DatedWeight {
  date: string;
  weight: string;
}

export interface WeightAverage {
  date: string;
  /** Decimal text in kg ("80.333"); null when no weight was logged in the window. */
  average: string | null;
  /** How many weights the window holds. */
  count: number;
}

/**
 * The moving average at each of `dates` over `weights` (any order; to cover the window of the first date, pass the
 * weights of the `days - 1` days before it too). `days` is the window length, WEIGHT_AVERAGE_DAYS by default.
 */
export function weightMovingAverage(
  weights: ReadonlyArray<DatedWeight>,
  dates: ReadonlyArray<string>,
  days: number = WEIGHT_AVERAGE_DAYS,
): WeightAverage[] {
  if (!Number.isInteger(days) || days < 1) throw new RangeError(`A window of ${days} days.`);
  const logged = weights
    .map((entry) => ({ date: entry.date, thousandths: Fraction.parse(entry.weight).toThousandths() }))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return dates.map((date) => {
    // ISO dates order as text.
    const first = addDays(date, -(days - 1));
    let sum = 0n;
    let count = 0;
    for (const entry of logged) {
      if (entry.date > date) break;
      if (entry.date < first) continue;
      sum += entry.thousandths;
      count += 1;
    }
    if (count === 0) return { date, average: null, count };
    // Half-up on whole thousandths (weights are never negative).
    const divisor = BigInt(count);
    return { date, average: formatThousandths((sum * 2n + divisor) / (2n * divisor)), count };
  });
}
