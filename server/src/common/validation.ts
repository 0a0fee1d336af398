import {
  AMOUNT_DECIMALS,
  AMOUNT_MAX,
  atMostMessage,
  DECIMAL_PLACES_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  maxLengthMessage,
  NOT_A_NUMBER_MESSAGE,
  NOT_NEGATIVE_MESSAGE,
  POSITIVE_MESSAGE,
  REQUIRED_MESSAGE,
  textProblem,
  type Message,
} from '@fitness-manager/shared';
import { Decimal } from 'decimal.js';
import { isEmail, ValidateBy, validateSync, type ValidationError as ClassValidatorError, type ValidationOptions } from 'class-validator';
import { ValidationError, type FieldMessages } from './errors';
import { messageOfConstraint, ruleMessage } from './messages';

/** Flattens class-validator's tree into `{ "ingredients.0.quantity": [...] }`, the rules' descriptors read back. */
function toFieldErrors(errors: ClassValidatorError[], prefix = ''): FieldMessages {
  const fields: FieldMessages = {};
  for (const error of errors) {
    const name = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints) fields[name] = Object.values(error.constraints).map(messageOfConstraint);
    if (error.children?.length) Object.assign(fields, toFieldErrors(error.children, name));
  }
  return fields;
}

/**
 * Validates a service input with the class-validator rules of its input class, whichever door it came from: the
 * one place those rules run (the GraphQL schema does not run them again). Throws ValidationError with field messages.
 */
export function assertValid<T extends object>(type: new () => T, input: T): T {
  const instance = input instanceof type ? input : Object.assign(new type(), input);
  const errors = validateSync(instance, { forbidUnknownValues: false, stopAtFirstError: true });
  if (errors.length > 0) throw new ValidationError(toFieldErrors(errors));
  return instance;
}

/**
 * Required one-line text, the rule of every name and description (both doors): empty, only spaces or only
 * invisible characters is "Required field." (or `blankMessage`); control characters and broken characters are
 * refused. Invisible characters inside visible text stay (a zero-width joiner in an emoji, in Persian script).
 */
export const IsNotBlank = ({
  blankMessage = REQUIRED_MESSAGE,
  ...options
}: Pick<ValidationOptions, 'each'> & { blankMessage?: Message } = {}) =>
  ValidateBy(
    {
      name: 'isNotBlank',
      validator: {
        validate: (value: unknown) => textProblem(value, blankMessage) === null,
        defaultMessage: (args) => ruleMessage(textProblem(args?.value, blankMessage) ?? blankMessage),
      },
    },
    options,
  );

/** At most `max` characters once trimmed: text is measured as it will be stored (the services trim it). */
export const MaxTrimmedLength = (max: number, options: Pick<ValidationOptions, 'each'> = {}) =>
  ValidateBy(
    {
      name: 'maxTrimmedLength',
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || value.trim().length <= max,
        defaultMessage: () => ruleMessage(maxLengthMessage(max)),
      },
    },
    options,
  );

/** An email, ignoring surrounding spaces (the service trims before storing). */
export const IsTrimmedEmail = () =>
  ValidateBy({
    name: 'isTrimmedEmail',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && isEmail(value.trim()),
      defaultMessage: () => ruleMessage(INVALID_EMAIL_MESSAGE),
    },
  });

const MAX_AMOUNT = new Decimal(AMOUNT_MAX);

/**
 * A stored amount: a decimal string (the Decimal scalar's form) ≥ 0, or > 0 for servings and
 * quantities, at most 3 decimal places and within DECIMAL(12,3).
 */
export const IsAmount = (options: { positive?: boolean } = {}) =>
  ValidateBy({
    name: 'isAmount',
    validator: {
      validate: (value: unknown) => amountProblem(value, options.positive ?? false) === null,
      defaultMessage: (args) => ruleMessage(amountProblem(args?.value, options.positive ?? false) ?? NOT_A_NUMBER_MESSAGE),
    },
  });

function amountProblem(value: unknown, positive: boolean): Message | null {
  if (value === null || value === undefined || value === '') return REQUIRED_MESSAGE;
  let amount: Decimal;
  try {
    amount = new Decimal(value as Decimal.Value);
  } catch {
    return NOT_A_NUMBER_MESSAGE;
  }
  if (!amount.isFinite()) return NOT_A_NUMBER_MESSAGE;
  if (positive ? amount.lte(0) : amount.lt(0)) return positive ? POSITIVE_MESSAGE : NOT_NEGATIVE_MESSAGE;
  if (amount.gt(MAX_AMOUNT)) return atMostMessage(AMOUNT_MAX);
  if (amount.decimalPlaces() > AMOUNT_DECIMALS) return DECIMAL_PLACES_MESSAGE;
  return null;
}
