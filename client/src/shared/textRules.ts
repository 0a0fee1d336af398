import {
  EMAIL_MAX,
  INVALID_EMAIL_MESSAGE,
  maxLengthMessage,
  PASSWORD_MAX,
  REQUIRED_MESSAGE,
  textProblem,
  type Message,
} from '@fitness-manager/shared';
import * as yup from 'yup';
import { formatMessage } from './i18n/i18n';

/**
 * The text rules of the forms (formRules re-exports them with the rest): what the sign-in and registration pages
 * need, apart from the decimal and date rules so those stay out of the login page's JavaScript (its budget,
 * scripts/login-budget.mjs).
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

/** An account's email, as registration checks it (a new email in the account settings too). */
export const emailRule = () => boundedText(EMAIL_MAX).email(rule(INVALID_EMAIL_MESSAGE));

/** A password as the server takes it (registration, a new password): not empty, at most PASSWORD_MAX characters, kept as typed. */
export const passwordRule = () =>
  yup
    .string()
    .required(rule(REQUIRED_MESSAGE))
    .max(PASSWORD_MAX, rule(maxLengthMessage(PASSWORD_MAX)));
