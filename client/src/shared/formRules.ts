import { maxLengthMessage, POSITIVE_MESSAGE, REQUIRED_MESSAGE, textProblem, UNIT_NAMES, type UnitName } from '@fitness-manager/shared';
import * as yup from 'yup';
import { parseDecimal } from './decimal';

/**
 * The yup rules the forms share. Limits and messages come from the shared package, where the server's
 * class-validator rules take them too, so a form refuses what the server would refuse, in the same words.
 */

/**
 * Required one-line text, the server's rule (`textProblem`): nothing visible in it (spaces, zero-width characters …)
 * is "Required field.", and control characters are refused.
 */
export const requiredText = () =>
  yup
    .string()
    .trim()
    .required(REQUIRED_MESSAGE)
    .test('one-line', (value, context) => {
      const problem = value === undefined ? null : textProblem(value, REQUIRED_MESSAGE);
      return problem ? context.createError({ message: problem }) : true;
    });

/** Required text of at most `max` characters once trimmed, as the server measures it. */
export const boundedText = (max: number) => requiredText().max(max, maxLengthMessage(max));

/** A required amount above 0, as typed with a decimal comma ("1,5"). */
export const positiveAmount = () => requiredText().test('positive', POSITIVE_MESSAGE, (value) => !value || parseDecimal(value) > 0);

/** A serving unit (`G`, `ML`, `UN`). */
export const unitRule = () => yup.mixed<UnitName>().oneOf(UNIT_NAMES, REQUIRED_MESSAGE).required(REQUIRED_MESSAGE);
