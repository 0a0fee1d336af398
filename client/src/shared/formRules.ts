import {
  isTypedDay,
  NOT_A_NUMBER_MESSAGE,
  POSITIVE_MESSAGE,
  readDecimalMarks,
  REQUIRED_MESSAGE,
  THOUSANDS_SEPARATOR_MESSAGE,
  UNIT_NAMES,
  type Message,
  type UnitName,
} from '@fitness-manager/shared';
import * as yup from 'yup';
import { parseDecimal } from './decimal';
import { formatMessage, t } from './i18n/i18n';
import type { MessageId } from './i18n/messageIds';
import { requiredText, rule } from './textRules';

/**
 * The yup rules the forms share. Limits and messages come from the shared package, where the server's
 * class-validator rules take them too, so a form refuses what the server would refuse, in the same words.
 * Messages are functions (`rule(...)`), formatted when a value is checked: in the language shown then
 * (`ValidatedForm` checks again when the language changes).
 */

// The text rules live in their own module (the sign-in and registration pages need only those: it keeps the decimal
// rules out of the login page's JavaScript); the forms find every rule here.
export { boundedText, emailRule, passwordRule, requiredText, rule } from './textRules';

/**
 * What is wrong with a required decimal as typed with a decimal comma ("1,5"), or null: nothing typed is "Required
 * field.", marks the shared rule cannot read as one number ("1.23,5": `readDecimalMarks`) say how to write
 * thousands, and a mark with no digit ("," or "."; the API would get "" for it) "Must be a number.". Every decimal
 * field's rule starts here (`requiredDecimal`, the recipe's ingredient quantities).
 */
export function decimalProblem(value: string | undefined): Message | null {
  if (!value?.trim()) return REQUIRED_MESSAGE;
  if (readDecimalMarks(value) === null) return THOUSANDS_SEPARATOR_MESSAGE;
  return Number.isFinite(parseDecimal(value)) ? null : NOT_A_NUMBER_MESSAGE;
}

/**
 * What is wrong with an amount above 0 as typed with a decimal comma ("1,5"), or null: `decimalProblem`, then "Must
 * be greater than 0.". The one rule of a serving and of a quantity (a meal entry's, a recipe ingredient's).
 */
export function amountProblem(value: string | undefined): Message | null {
  return decimalProblem(value) ?? (parseDecimal(value) > 0 ? null : POSITIVE_MESSAGE);
}

/** `amountProblem` in the current language: the rule of a field that checks its own value (a list's rows). */
export function amountError(value: string | undefined): string | null {
  const problem = amountProblem(value);
  return problem ? formatMessage(problem) : null;
}

/** Required text (`requiredText`) that `problemOf` also finds nothing wrong with, in a form's schema. */
const typedRule = (name: 'number' | 'amount', problemOf: (value: string) => Message | null) => () =>
  requiredText().test(name, (value, context) => {
    const problem = value === undefined ? null : problemOf(value);
    return problem ? context.createError({ message: formatMessage(problem) }) : true;
  });

/** A required decimal as typed (`decimalProblem`): macro goals, a food's values. */
export const requiredDecimal = typedRule('number', decimalProblem);

/** A required amount above 0 (`amountProblem`): a serving, a quantity. */
export const positiveAmount = typedRule('amount', amountProblem);

/** A serving unit (`G`, `ML`, `UN`). */
export const unitRule = () => yup.mixed<UnitName>().oneOf(UNIT_NAMES, rule(REQUIRED_MESSAGE)).required(rule(REQUIRED_MESSAGE));

/** What a date field takes: a day up to `today`, and the words of its messages where a form has its own. */
export interface DayRule {
  /** Today, "YYYY-MM-DD": no later day is taken. */
  today: string;
  /** The message for a day after today ('Choose a date up to today.'). */
  afterToday: MessageId;
  /** The message when nothing is typed; 'Required field.' unless given. */
  empty?: MessageId;
}

/**
 * A date field's rule, on its value (`DateInput`'s: "YYYY-MM-DD" once the text is a real day, else the text as
 * typed, trimmed): nothing typed is `empty` ('Required field.'), text that is no day 'Type a date as dd/mm/yyyy.', a
 * day after today `afterToday`. Its message in the current language, or null for a day the field takes.
 */
export function dayProblem(value: string | undefined, { today, afterToday, empty }: DayRule): string | null {
  if (!value) return empty ? t(empty) : formatMessage(REQUIRED_MESSAGE);
  // The API's form typed as is ("2025-11-03", DateInput hands it over) meets the same first day as the pt-BR forms.
  if (!isTypedDay(value)) return t('common.date.invalid');
  return value > today ? t(afterToday) : null;
}

/** `dayProblem` as a yup rule (for a formik `DateField`; no value is nothing typed). */
export const dayRule = (day: DayRule) =>
  yup
    .string()
    .default('')
    .test('day', (value, context) => {
      const problem = dayProblem(value, day);
      return problem ? context.createError({ message: problem }) : true;
    });
