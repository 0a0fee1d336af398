import { SESSION_DESCRIPTION_MAX } from '@fitness-manager/shared';
import { Formik } from 'formik';
import * as yup from 'yup';
import { BusyButton } from '../../shared/BusyButton';
import { boundedText } from '../../shared/formRules';
import { Modal } from '../../shared/Modal';
import { notify } from '../../shared/notify';
import { notifySaveFailed } from '../../shared/serverFormErrors';
import { TextField } from '../../shared/TextField';
import { ValidatedForm } from '../../shared/ValidatedForm';
import { FormLeaveGuard } from '../../shared/useLeaveGuard';
import { useUpdateSession } from './useSessionMutations';
import { useT } from '../../shared/i18n/i18n';

const sessionSchema = yup.object({ description: boundedText(SESSION_DESCRIPTION_MAX) });

export interface SessionDialogProps {
  open: boolean;
  session: { id: number; description: string };
  onClose: () => void;
}

/** Renames a session ('Edit session'): toast 'Success' and close, or one 'Edition failed' toast per message. */
export function SessionDialog({ open, session, onClose }: SessionDialogProps) {
  const t = useT();
  const updateSession = useUpdateSession();

  async function handleSubmit(values: { description: string }) {
    let saved: { description: string };
    try {
      saved = await updateSession(session.id, values.description.trim());
    } catch (error) {
      notifySaveFailed(false, error);
      return;
    }
    notify.success(t('common.success'), t('common.edited', { name: saved.description }));
    onClose();
  }

  return (
    <Modal open={open} title={t('routines.session.edit')} onClose={onClose} size="small">
      <Formik initialValues={{ description: session.description }} validationSchema={sessionSchema} onSubmit={handleSubmit}>
        {({ isSubmitting }) => (
          <ValidatedForm className="form">
            <FormLeaveGuard />
            <TextField
              name="description"
              label={t('routines.sessionDialog.description')}
              idPrefix="session-"
              autoComplete="off"
              maxLength={SESSION_DESCRIPTION_MAX}
            />
            <div className="form-actions">
              <BusyButton type="submit" className="button--primary" busy={isSubmitting}>
                {t('common.edit')}
              </BusyButton>
              <button type="button" className="button button--secondary" onClick={onClose}>
                {t('common.cancel')}
              </button>
            </div>
          </ValidatedForm>
        )}
      </Formik>
    </Modal>
  );
}
