import { Decimal } from 'decimal.js';
import { isEmail, ValidateBy, validateSync, type ValidationError as ClassValidatorError, type ValidationOptions } from 'class-validator';
import { ValidationError, type FieldErrors } from './errors';

/** Flattens class-validator's tree into `{ "ingredients.0.quantity": [...] }`. */
export function toFieldErrors(errors: ClassValidatorError[], prefix = ''): FieldErrors {
  const fields: FieldErrors = {};
  for (const error of errors) {
    const name = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints) fields[name] = Object.values(error.constraints);
    if (error.children?.length) Object.assign(fields, toFieldErrors(error.children, name));
  }
  return fields;
}

/**
 * Validates a service input with the class-validator rules of its input class, whichever door it came
 * from (GraphQL validates too; REST relies on this). Throws ValidationError with field messages.
 */
export function assertValid<T extends object>(type: new () => T, input: T): T {
  const instance = input instanceof type ? input : Object.assign(new type(), input);
  const errors = validateSync(instance, { forbidUnknownValues: false, stopAtFirstError: true });
  if (errors.length > 0) throw new ValidationError(toFieldErrors(errors));
  return instance;
}

/**
 * Characters that show nothing on their own: white space, control characters, the default-ignorable ones (zero-width
 * spaces and joiners, bidi controls, the BOM, Hangul fillers, variation selectors …) and combining marks without a
 * base. A name made only of these looks blank everywhere it is shown.
 */
const INVISIBLE = /[\s\p{Cc}\p{Z}\p{Default_Ignorable_Code_Point}\p{M}]/gu;
/** Line breaks, tabs and other control characters, and halves of characters (lone surrogates): not one line of text. */
const NOT_PLAIN_TEXT = /[\p{Cc}\p{Cs}]/u;

export function textProblem(value: unknown, blankMessage: string): string | null {
  if (typeof value !== 'string' || value.replace(INVISIBLE, '') === '') return blankMessage;
  // Measured as stored: the services trim names, so a tab or line break around the text is no problem.
  if (NOT_PLAIN_TEXT.test(value.trim())) return 'Must be one line of text, without control characters.';
  return null;
}

/**
 * Required one-line text, the rule of every name and description (both doors): empty, only spaces or only
 * invisible characters is "Required field." (or `blankMessage`); control characters and broken characters are
 * refused. Invisible characters inside visible text stay (a zero-width joiner in an emoji, in Persian script).
 */
export const IsNotBlank = ({ blankMessage = 'Required field.', ...options }: Pick<ValidationOptions, 'each'> & { blankMessage?: string } = {}) =>
  ValidateBy(
    {
      name: 'isNotBlank',
      validator: {
        validate: (value: unknown) => textProblem(value, blankMessage) === null,
        defaultMessage: (args) => textProblem(args?.value, blankMessage) ?? blankMessage,
      },
    },
    options,
  );

/**
 * At most `max` characters once trimmed: the services trim text before they store it, and GraphQL validates the
 * arguments as sent, so a name with surrounding spaces is measured as it will be stored (as on the REST door).
 */
export const MaxTrimmedLength = (max: number, options: Pick<ValidationOptions, 'each'> = {}) =>
  ValidateBy(
    {
      name: 'maxTrimmedLength',
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || value.trim().length <= max,
        defaultMessage: () => `Maximum ${max} characters.`,
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
      defaultMessage: () => 'Invalid email.',
    },
  });

/** DECIMAL(12,3): nine integer digits and three decimals. */
export const MAX_AMOUNT = new Decimal('999999999.999');

/**
 * A stored amount: a decimal string (the Decimal scalar's form) ≥ 0, or > 0 for servings and
 * quantities, at most 3 decimal places and within DECIMAL(12,3).
 */
export const IsAmount = (options: { positive?: boolean } = {}) =>
  ValidateBy({
    name: 'isAmount',
    validator: {
      validate: (value: unknown) => amountProblem(value, options.positive ?? false) === null,
      defaultMessage: (args) => amountProblem(args?.value, options.positive ?? false) ?? 'Invalid number.',
    },
  });

function amountProblem(value: unknown, positive: boolean): string | null {
  if (value === null || value === undefined || value === '') return 'Required field.';
  let amount: Decimal;
  try {
    amount = new Decimal(value as Decimal.Value);
  } catch {
    return 'Must be a number.';
  }
  if (!amount.isFinite()) return 'Must be a number.';
  if (positive ? amount.lte(0) : amount.lt(0)) return positive ? 'Must be greater than 0.' : 'Must be 0 or more.';
  if (amount.gt(MAX_AMOUNT)) return `Must be at most ${MAX_AMOUNT.toString()}.`;
  if (amount.decimalPlaces() > 3) return 'Up to 3 decimal places.';
  return null;
}
