import {
  maxLengthMessage,
  POSITIVE_MESSAGE,
  REQUIRED_MESSAGE,
  textProblem,
  UNIT_NAMES,
  type Message,
  type UnitName,
} from '@fitness-manager/shared';
import * as yup from 'yup';
import { parseDecimal } from './decimal';
import { formatMessage } from './i18n/i18n';

/**
 * The yup rules the forms share. Limits and messages come from the shared package, where the server's
 * class-validator rules take them too, so a form refuses what the server would refuse, in the same words.
 * Messages are functions (`rule(...)`), formatted when a value is checked: in the language shown then
 * (`ValidatedForm` checks again when the language changes).
 */

/** A shared rule message as a yup message: formatted in the current language when yup reports it. */
export const rule = (text: Message) => () => formatMessage(text);

/**
 * Required one-line text, the server's rule (`textProblem`): nothing visible in it (spaces, zero-width characters …)
 * is "Required field.", and control characters are refused.
 */
export const requiredText = () =>
  yup
    .string()
    .trim()
    .required(rule(REQUIRED_MESSAGE))
    .test('one-line', (value, context) => {
      const problem = value === undefined ? null : textProblem(value, REQUIRED_MESSAGE);
      return problem ? context.createError({ message: formatMessage(problem) }) : true;
    });

/** Required text of at most `max` characters once trimmed, as the server measures it. */
export const boundedText = (max: number) => requiredText().max(max, rule(maxLengthMessage(max)));

/** A required amount above 0, as typed with a decimal comma ("1,5"). */
export const positiveAmount = () => requiredText().test('positive', rule(POSITIVE_MESSAGE), (value) => !value || parseDecimal(value) > 0);

/** A serving unit (`G`, `ML`, `UN`). */
export const unitRule = () => yup.mixed<UnitName>().oneOf(UNIT_NAMES, rule(REQUIRED_MESSAGE)).required(rule(REQUIRED_MESSAGE));
