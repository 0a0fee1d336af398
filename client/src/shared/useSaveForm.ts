import type { FormikHelpers } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useListReturn } from './listReturn';
import { notify, notifyFailure } from './notify';
import { saveFailedTitle, showServerFormErrors } from './serverFormErrors';
import { t } from './i18n/i18n';

export interface SaveFormOptions<Values> {
  /** A new record: the toast says 'created', otherwise 'edited'. */
  isNew: boolean;
  /** Creates or updates the record; resolves with what was saved (its name goes in the toast). */
  save: (values: Values) => Promise<{ name: string }>;
  /** Server field → form path, or `null` for the alert (see `showServerFormErrors`). */
  toFormPath: (serverField: string) => string | null;
  /**
   * The list, shown after a successful save: at the address it opened the form from (its search and page,
   * `useListReturn`), else this plain path.
   */
  listPath: string;
  /**
   * Also toast each server message, titled 'Adition failed' (sic) when new or 'Edition failed'
   * (the routine form does, on top of the form's alert).
   */
  toastFailures?: boolean;
  /**
   * Asked before saving (e.g. a confirmation dialog for what the save would delete); resolving `false` saves
   * nothing and leaves the form as it was. The form stays submitting (its buttons busy) until it resolves.
   */
  confirmSave?: (values: Values) => Promise<boolean>;
}

/**
 * A record form's submit: saves, toasts 'Success' / '{name} was successfully created.|edited.' and goes back to the
 * list, at the search and page the form was opened from (`returnPath`, for the form's other ways back); on failure puts the server's field messages under the fields and the rest in `serverErrors` (the
 * 'Submition failed:' alert).
 */
export function useSaveForm<Values>({ isNew, save, toFormPath, listPath, toastFailures = false, confirmSave }: SaveFormOptions<Values>) {
  const navigate = useNavigate();
  const returnPath = useListReturn(listPath);
  const [serverErrors, setServerErrors] = useState<string[]>([]);

  async function handleSubmit(values: Values, helpers: FormikHelpers<Values>) {
    if (confirmSave && !(await confirmSave(values))) return;
    setServerErrors([]);
    let saved: { name: string };
    try {
      saved = await save(values);
    } catch (error) {
      showServerFormErrors(error, toFormPath, values, helpers, setServerErrors);
      // No fallback toast: the alert already says when the server could not be reached.
      if (toastFailures) notifyFailure(saveFailedTitle(isNew), error);
      return;
    }
    notify.success(t('common.success'), isNew ? t('common.created', { name: saved.name }) : t('common.edited', { name: saved.name }));
    await navigate(returnPath);
  }

  return { serverErrors, handleSubmit, returnPath };
}
