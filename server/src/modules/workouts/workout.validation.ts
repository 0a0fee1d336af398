import { Decimal } from 'decimal.js';
import { ValidateBy } from 'class-validator';

/** Bounds of a set (spec of issue 11): a weight in kg and whole reps. */
export const MAX_WEIGHT = 2000;
export const MAX_REPS = 1000;
export const MIN_RPE = 6;
export const MAX_RPE = 10;

function decimalOf(value: unknown): Decimal | null {
  try {
    const decimal = new Decimal(value as Decimal.Value);
    return decimal.isFinite() ? decimal : null;
  } catch {
    return null;
  }
}

function weightProblem(value: unknown): string | null {
  if (value === '') return 'Required field.';
  const weight = decimalOf(value);
  if (!weight) return 'Must be a number.';
  if (weight.lt(0)) return 'Must be 0 or more.';
  if (weight.gt(MAX_WEIGHT)) return `Must be at most ${MAX_WEIGHT} kg.`;
  if (weight.decimalPlaces() > 3) return 'Up to 3 decimal places.';
  return null;
}

function rpeProblem(value: unknown): string | null {
  const rpe = decimalOf(value);
  if (!rpe || rpe.lt(MIN_RPE) || rpe.gt(MAX_RPE) || !rpe.times(2).isInteger()) return `RPE is ${MIN_RPE} to ${MAX_RPE} in steps of 0.5.`;
  return null;
}

/** A weight in kg (a Decimal string): 0 to 2000, at most 3 decimals. Pair with IsOptional or IsDefined. */
export const IsWeight = () =>
  ValidateBy({
    name: 'isWeight',
    validator: {
      validate: (value: unknown) => weightProblem(value) === null,
      defaultMessage: (args) => weightProblem(args?.value) ?? 'Must be a number.',
    },
  });

/** Rate of perceived exertion: 6, 6.5 … 10. */
export const IsRpe = () =>
  ValidateBy({
    name: 'isRpe',
    validator: {
      validate: (value: unknown) => rpeProblem(value) === null,
      defaultMessage: (args) => rpeProblem(args?.value) ?? 'Must be a number.',
    },
  });
