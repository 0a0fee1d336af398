import { Formik, type FormikValues } from 'formik';
import type { ReactNode } from 'react';
import type * as yup from 'yup';
import { PageHeader } from './PageHeader';
import { ServerErrorAlert } from './ServerErrorAlert';
import { useSaveForm, type SaveFormOptions } from './useSaveForm';
import { ValidatedForm } from './ValidatedForm';
import { BusyButton } from './BusyButton';
import { useT } from './i18n/i18n';
import { FormLeaveGuard } from './useLeaveGuard';

export interface RecordFormProps<Values extends FormikValues> extends SaveFormOptions<Values> {
  /** The page title, e.g. 'Registering new food' or 'Editing food Rice'. */
  title: string;
  /** The form's accessible name, e.g. 'New food' or 'Edit food'. */
  formLabel: string;
  initialValues: Values;
  validationSchema: yup.ObjectSchema<Values>;
  /** Disables the submit button while something else runs (e.g. a deletion). */
  disabled?: boolean;
  /** More buttons after 'Create' / 'Edit' (e.g. Delete). */
  extraActions?: (isSubmitting: boolean) => ReactNode;
  /** The fields. */
  children: ReactNode;
}

/**
 * A create/edit page's form: header with a way back to the list, the 'Submition failed:' alert, the fields and
 * 'Create' (new) or 'Edit'; submitting saves as `useSaveForm` does. Leaving with unsaved changes asks first
 * (`FormLeaveGuard`).
 */
export function RecordForm<Values extends FormikValues>({
  title,
  formLabel,
  initialValues,
  validationSchema,
  disabled = false,
  extraActions,
  children,
  ...saveOptions
}: RecordFormProps<Values>) {
  const t = useT();
  const { serverErrors, handleSubmit, returnPath } = useSaveForm(saveOptions);
  return (
    <>
      <PageHeader title={title} back={{ to: returnPath }} />
      <Formik initialValues={initialValues} validationSchema={validationSchema} onSubmit={handleSubmit}>
        {({ isSubmitting }) => (
          <ValidatedForm className="form card" aria-label={formLabel}>
            <ServerErrorAlert messages={serverErrors} />
            {children}
            <div className="form-actions">
              <BusyButton type="submit" className="button--primary" busy={isSubmitting || Boolean(disabled)}>
                {saveOptions.isNew ? t('common.create') : t('common.edit')}
              </BusyButton>
              {extraActions?.(isSubmitting)}
            </div>
            <FormLeaveGuard paused={disabled} />
          </ValidatedForm>
        )}
      </Formik>
    </>
  );
}
