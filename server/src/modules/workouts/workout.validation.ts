import {
  DECIMAL_PLACES_MESSAGE,
  NOT_A_NUMBER_MESSAGE,
  NOT_NEGATIVE_MESSAGE,
  REQUIRED_MESSAGE,
  RPE_CHOICES,
  RPE_MESSAGE,
  WEIGHT_MAX,
  WEIGHT_MAX_MESSAGE,
  type Message,
} from '@fitness-manager/shared';
import { Decimal } from 'decimal.js';
import { ValidateBy } from 'class-validator';
import { ruleMessage } from '../../common/messages';

function decimalOf(value: unknown): Decimal | null {
  try {
    const decimal = new Decimal(value as Decimal.Value);
    return decimal.isFinite() ? decimal : null;
  } catch {
    return null;
  }
}

function weightProblem(value: unknown): Message | null {
  if (value === '') return REQUIRED_MESSAGE;
  const weight = decimalOf(value);
  if (!weight) return NOT_A_NUMBER_MESSAGE;
  if (weight.lt(0)) return NOT_NEGATIVE_MESSAGE;
  if (weight.gt(WEIGHT_MAX)) return WEIGHT_MAX_MESSAGE;
  if (weight.decimalPlaces() > 3) return DECIMAL_PLACES_MESSAGE;
  return null;
}

function rpeProblem(value: unknown): Message | null {
  const rpe = decimalOf(value);
  if (!rpe || !(RPE_CHOICES as readonly string[]).includes(rpe.toString())) return RPE_MESSAGE;
  return null;
}

/** A weight in kg (a Decimal string): 0 to WEIGHT_MAX, at most 3 decimals. Pair with IsOptional or IsDefined. */
export const IsWeight = () =>
  ValidateBy({
    name: 'isWeight',
    validator: {
      validate: (value: unknown) => weightProblem(value) === null,
      defaultMessage: (args) => ruleMessage(weightProblem(args?.value) ?? NOT_A_NUMBER_MESSAGE),
    },
  });

/** Rate of perceived exertion: 6, 6.5 … 10. */
export const IsRpe = () =>
  ValidateBy({
    name: 'isRpe',
    validator: {
      validate: (value: unknown) => rpeProblem(value) === null,
      defaultMessage: (args) => ruleMessage(rpeProblem(args?.value) ?? NOT_A_NUMBER_MESSAGE),
    },
  });
