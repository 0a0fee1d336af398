import { setIn, type FormikErrors, type FormikHelpers } from 'formik';
import { parseApolloError } from './apolloErrors';
import { keepServerFieldErrors } from './fieldFeedback';
import { notifyFailure } from './notify';
import { t } from './i18n/i18n';

export interface ServerFormErrors<Values> {
  /** For `keepServerFieldErrors`: server field messages on the fields of this form (nested paths allowed). */
  fieldErrors: FormikErrors<Values>;
  /** For the 'Submition failed:' alert: messages not tied to a field of this form (never empty). */
  messages: string[];
}

/**
 * Splits a failed save into field messages (BAD_USER_INPUT `extensions.fields`, e.g. `serving` or
 * `ingredients.0.quantity`, with or without an `input.` prefix) and alert messages. `toFormPath` maps a server
 * field to a path of the form, or `null` when the form has no such field (its messages go to the alert).
 */
export function serverFormErrors<Values>(error: unknown, toFormPath: (serverField: string) => string | null): ServerFormErrors<Values> {
  const { messages, fields } = parseApolloError(error);
  let fieldErrors: Record<string, unknown> = {};
  const alert = [...messages];
  for (const [serverField, fieldMessages] of Object.entries(fields)) {
    const path = toFormPath(serverField.replace(/^input\./, ''));
    if (path) fieldErrors = setIn(fieldErrors, path, fieldMessages.join(' ')) as Record<string, unknown>;
    else alert.push(...fieldMessages);
  }
  if (alert.length === 0) alert.push(Object.keys(fieldErrors).length > 0 ? t('common.checkFields') : t('common.saveFailed'));
  return { fieldErrors: fieldErrors as FormikErrors<Values>, messages: alert };
}

/**
 * Shows a refused submit of `values` the forms' one way: the server's field messages under their fields until each
 * is edited (`keepServerFieldErrors`), the rest in the form's 'Submition failed:' alert (`setAlert`), which says
 * "Check the fields marked below." when every message has its field (`serverFormErrors`).
 */
export function showServerFormErrors<Values>(
  error: unknown,
  toFormPath: (serverField: string) => string | null,
  values: Values,
  helpers: Pick<FormikHelpers<Values>, 'setStatus'>,
  setAlert: (messages: string[]) => void,
): void {
  const { fieldErrors, messages } = serverFormErrors<Values>(error, toFormPath);
  keepServerFieldErrors(helpers, fieldErrors, values);
  setAlert(messages);
}

/** The title of a failed save's toasts: 'Adition failed' (sic, as the product has always spelled it) or 'Edition failed'. */
export function saveFailedTitle(isNew: boolean): string {
  return isNew ? t('common.additionFailed') : t('common.editionFailed');
}

/** A failed save in a dialog (meal entry, session, session exercise): one toast per message of the server. */
export function notifySaveFailed(isNew: boolean, error: unknown): void {
  notifyFailure(saveFailedTitle(isNew), error, t('common.saveFailed'));
}

/**
 * `toFormPath` for a form whose fields have the mutation's names: a server field among `names` is that field; any other
 * goes to the alert.
 */
export const formFields =
  (names: ReadonlyArray<string>) =>
  (serverField: string): string | null =>
    names.includes(serverField) ? serverField : null;
