import { AMOUNT_DECIMALS } from '@fitness-manager/shared';
import { Decimal } from 'decimal.js';
import type { ValueTransformer } from 'typeorm';

/** Nutrient amounts, servings, quantities and weights: DECIMAL(12,3) on both databases. */
export const DECIMAL_SCALE = AMOUNT_DECIMALS;

/**
 * mysql2 returns DECIMAL columns as strings and SQLite as numbers; both come out of the entity as a
 * normalised decimal string ("23.9", "100") with at most `scale` decimals, so the two databases give
 * identical values.
 */
export function scaledDecimalTransformer(scale: number): ValueTransformer {
  return {
    to: (value: string | number | Decimal | null | undefined) =>
      value === null || value === undefined ? value : new Decimal(value).toDecimalPlaces(scale, Decimal.ROUND_HALF_UP).toFixed(scale),
    from: (value: string | number | null) =>
      value === null || value === undefined ? value : new Decimal(value).toDecimalPlaces(scale, Decimal.ROUND_HALF_UP).toString(),
  };
}

export const decimalTransformer: ValueTransformer = scaledDecimalTransformer(DECIMAL_SCALE);

/** Column options for a decimal amount, shared by every entity that stores one. */
export const decimalColumn = { type: 'decimal', precision: 12, scale: DECIMAL_SCALE, transformer: decimalTransformer } as const;
