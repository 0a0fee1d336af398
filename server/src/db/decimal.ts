import { AMOUNT_DECIMALS } from '@fitness-manager/shared';
import { Decimal } from 'decimal.js';
import type { ValueTransformer } from 'typeorm';

/** Nutrient amounts, servings and quantities: DECIMAL(12,3) on both databases. */
export const DECIMAL_SCALE = AMOUNT_DECIMALS;

/**
 * mysql2 returns DECIMAL columns as strings and SQLite as numbers; both come out of the entity as a
 * normalised decimal string ("23.9", "100") so the two databases give identical values.
 */
export const decimalTransformer: ValueTransformer = {
  to: (value: string | number | Decimal | null | undefined) =>
    value === null || value === undefined ? value : new Decimal(value).toDecimalPlaces(DECIMAL_SCALE, Decimal.ROUND_HALF_UP).toFixed(DECIMAL_SCALE),
  from: (value: string | number | null) =>
    value === null || value === undefined
      ? value
      : new Decimal(value).toDecimalPlaces(DECIMAL_SCALE, Decimal.ROUND_HALF_UP).toString(),
};

/** Column options for a decimal amount, shared by every entity that stores one. */
export const decimalColumn = { type: 'decimal', precision: 12, scale: DECIMAL_SCALE, transformer: decimalTransformer } as const;
