import { useMutation } from '@apollo/client/react';
import { Formik, type FormikHelpers } from 'formik';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import * as yup from 'yup';
import { BusyButton } from '../../shared/BusyButton';
import { emailRule, passwordRule } from '../../shared/formRules';
import { RichText } from '../../shared/i18n/RichText';
import { useT } from '../../shared/i18n/i18n';
import { Modal } from '../../shared/Modal';
import { notify } from '../../shared/notify';
import { PageHeader } from '../../shared/PageHeader';
import { ServerErrorAlert } from '../../shared/ServerErrorAlert';
import { formFields, showServerFormErrors } from '../../shared/serverFormErrors';
import { TextField } from '../../shared/TextField';
import { ValidatedForm } from '../../shared/ValidatedForm';
import { logOut, saveSession } from '../auth/session';
import { useCurrentUser } from '../auth/useCurrentUser';
import { ChangeEmailMutation, ChangePasswordMutation, DeleteAccountMutation } from './accountDocuments';
import './data.css';

/** The three forms have fields of one name (`currentPassword`): each its own ids. */
const ID_PREFIX = { password: 'password-', email: 'email-', delete: 'delete-' } as const;

/**
 * /account/settings, 'Account settings': change the password, change the email, delete the account (in a dialog
 * that asks for the password). Every change is checked with the current password on the server, like a sign-in.
 */
export function AccountPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('account.settings.title')} subtitle={t('account.settings.subtitle')} />
      <div className="data-page">
        <PasswordSection />
        <EmailSection />
        <DeleteSection />
      </div>
    </>
  );
}

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmation: string;
}

const emptyPassword: PasswordValues = { currentPassword: '', newPassword: '', confirmation: '' };

/** The password change: this tab keeps working with the token the server returns; every other session ends. */
function PasswordSection() {
  const t = useT();
  const [changePassword] = useMutation(ChangePasswordMutation);
  const [alert, setAlert] = useState<string[]>([]);
  const schema: yup.ObjectSchema<PasswordValues> = yup.object({
    currentPassword: passwordRule(),
    newPassword: passwordRule(),
    confirmation: passwordRule().oneOf([yup.ref('newPassword')], () => t('account.password.mismatch')),
  });

  async function submit(values: PasswordValues, helpers: FormikHelpers<PasswordValues>) {
    setAlert([]);
    try {
      const { data } = await changePassword({ variables: { currentPassword: values.currentPassword, newPassword: values.newPassword } });
      if (!data) throw new Error(t('account.failed'));
      // The token this tab sent stopped working with the change: the new one carries on, with the cache as it is.
      saveSession(data.changePassword.accessToken);
      helpers.resetForm();
      notify.success(t('common.success'), t('account.password.changed'));
    } catch (error) {
      showServerFormErrors(error, formFields(['currentPassword', 'newPassword']), values, helpers, setAlert);
    }
  }

  return (
    <section className="data-card" aria-labelledby="account-password-heading">
      <h2 id="account-password-heading">{t('account.password.heading')}</h2>
      <p className="data-exports__detail">{t('account.password.intro')}</p>
      <Formik initialValues={emptyPassword} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <ValidatedForm className="form" aria-labelledby="account-password-heading">
            <ServerErrorAlert messages={alert} />
            <TextField
              idPrefix={ID_PREFIX.password}
              name="currentPassword"
              type="password"
              label={t('account.password.current')}
              autoComplete="current-password"
            />
            <TextField
              idPrefix={ID_PREFIX.password}
              name="newPassword"
              type="password"
              label={t('account.password.new')}
              autoComplete="new-password"
            />
            <TextField
              idPrefix={ID_PREFIX.password}
              name="confirmation"
              type="password"
              label={t('account.password.confirm')}
              autoComplete="new-password"
            />
            <div className="form-actions">
              <BusyButton type="submit" className="button--primary" busy={isSubmitting} busyLabel={t('account.password.busy')}>
                {t('account.password.submit')}
              </BusyButton>
            </div>
          </ValidatedForm>
        )}
      </Formik>
    </section>
  );
}

interface EmailValues {
  newEmail: string;
  currentPassword: string;
}

const emptyEmail: EmailValues = { newEmail: '', currentPassword: '' };

/** The email change: the mutation answers the user, so the cache (the page, the sidebar) shows the new email. */
function EmailSection() {
  const t = useT();
  const user = useCurrentUser();
  const [changeEmail] = useMutation(ChangeEmailMutation);
  const [alert, setAlert] = useState<string[]>([]);
  const schema: yup.ObjectSchema<EmailValues> = yup.object({ newEmail: emailRule(), currentPassword: passwordRule() });

  async function submit(values: EmailValues, helpers: FormikHelpers<EmailValues>) {
    setAlert([]);
    try {
      const { data } = await changeEmail({ variables: { currentPassword: values.currentPassword, newEmail: values.newEmail.trim() } });
      if (!data) throw new Error(t('account.failed'));
      helpers.resetForm();
      notify.success(t('common.success'), t('account.email.changed', { email: data.changeEmail.email }));
    } catch (error) {
      showServerFormErrors(error, formFields(['currentPassword', 'newEmail']), values, helpers, setAlert);
    }
  }

  return (
    <section className="data-card" aria-labelledby="account-email-heading">
      <h2 id="account-email-heading">{t('account.email.heading')}</h2>
      <p className="data-exports__detail">{t('account.email.intro')}</p>
      {user ? <p>{t('account.email.current', { email: user.email })}</p> : null}
      <Formik initialValues={emptyEmail} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <ValidatedForm className="form" aria-labelledby="account-email-heading">
            <ServerErrorAlert messages={alert} />
            <TextField idPrefix={ID_PREFIX.email} name="newEmail" type="email" label={t('account.email.new')} autoComplete="email" />
            <TextField
              idPrefix={ID_PREFIX.email}
              name="currentPassword"
              type="password"
              label={t('account.email.password')}
              autoComplete="current-password"
            />
            <div className="form-actions">
              <BusyButton type="submit" className="button--primary" busy={isSubmitting} busyLabel={t('account.email.busy')}>
                {t('account.email.submit')}
              </BusyButton>
            </div>
          </ValidatedForm>
        )}
      </Formik>
    </section>
  );
}

interface DeleteValues {
  currentPassword: string;
}

/**
 * The account's deletion: a dialog says it cannot be undone, offers the export first and asks for the password.
 * Afterwards the session ends (the cache goes) and /login says the account was deleted.
 */
function DeleteSection() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [deleteAccount] = useMutation(DeleteAccountMutation);
  const [alert, setAlert] = useState<string[]>([]);
  const passwordRef = useRef<HTMLInputElement>(null);
  const schema: yup.ObjectSchema<DeleteValues> = yup.object({ currentPassword: passwordRule() });

  function close() {
    setOpen(false);
    setAlert([]);
  }

  async function submit(values: DeleteValues, helpers: FormikHelpers<DeleteValues>) {
    setAlert([]);
    try {
      await deleteAccount({ variables: { currentPassword: values.currentPassword } });
    } catch (error) {
      showServerFormErrors(error, formFields(['currentPassword']), values, helpers, setAlert);
      return;
    }
    logOut('accountDeleted');
  }

  return (
    <section className="data-card" aria-labelledby="account-delete-heading">
      <h2 id="account-delete-heading">{t('account.delete.heading')}</h2>
      <p className="data-exports__detail">{t('account.delete.intro')}</p>
      <button type="button" className="button button--danger" onClick={() => setOpen(true)}>
        {t('account.delete.open')}
      </button>
      <Modal open={open} title={t('account.delete.title')} onClose={close} size="small" initialFocusRef={passwordRef}>
        <p>
          <strong>{t('account.delete.warning')}</strong>
        </p>
        <p>
          <RichText text={t('account.delete.exportFirst')} parts={{ link: (text) => <Link to="/account/data">{text}</Link> }} />
        </p>
        <Formik initialValues={{ currentPassword: '' }} validationSchema={schema} onSubmit={submit}>
          {({ isSubmitting }) => (
            <ValidatedForm className="form" aria-label={t('account.delete.title')}>
              <ServerErrorAlert messages={alert} />
              <TextField
                ref={passwordRef}
                idPrefix={ID_PREFIX.delete}
                name="currentPassword"
                type="password"
                label={t('account.delete.password')}
                autoComplete="current-password"
              />
              <div className="form-actions">
                <BusyButton type="submit" className="button--danger" busy={isSubmitting} busyLabel={t('account.delete.busy')}>
                  {t('account.delete.submit')}
                </BusyButton>
                <button type="button" className="button button--secondary" onClick={close}>
                  {t('common.cancel')}
                </button>
              </div>
            </ValidatedForm>
          )}
        </Formik>
      </Modal>
    </section>
  );
}
