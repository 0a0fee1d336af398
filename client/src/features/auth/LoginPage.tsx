import { INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGE } from '@fitness-manager/shared';
import { rule } from '../../shared/textRules';
import { useT } from '../../shared/i18n/i18n';
import { Formik } from 'formik';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import { requiredText } from '../../shared/textRules';
import { ServerErrorAlert } from '../../shared/ServerErrorAlert';
import { TextField } from '../../shared/TextField';
import { ValidatedForm } from '../../shared/ValidatedForm';
import { AuthCard } from './AuthCard';
import { returnPath, type LoginRouteState } from './session';
import { useAuthOperations } from './useAuthOperations';
import { BusyButton } from '../../shared/BusyButton';
import { REGISTER_PATH } from '../../shared/authPaths';

interface LoginValues {
  email: string;
  password: string;
}

const initialValues: LoginValues = { email: '', password: '' };

const loginSchema: yup.ObjectSchema<LoginValues> = yup.object({
  email: requiredText().email(rule(INVALID_EMAIL_MESSAGE)),
  password: yup.string().required(rule(REQUIRED_MESSAGE)),
});

/**
 * /login (open): signs in and goes back to the page the sign-in guard brought the user from (`returnPath`), or to
 * the root path. Says why when the sign-in guard brought the user here
 * because the session expired. The Apollo client comes with the first use of the form (`useAuthOperations`).
 */
export function LoginPage() {
  const t = useT();
  const routeState = useLocation().state as LoginRouteState | null;
  const sessionExpired = routeState?.sessionExpired === true;
  const auth = useAuthOperations();
  const navigate = useNavigate();
  const [serverErrors, setServerErrors] = useState<string[]>([]);

  async function handleSubmit(values: LoginValues) {
    setServerErrors([]);
    let operations;
    try {
      operations = await auth.load();
    } catch {
      setServerErrors([t('auth.login.failed')]);
      return;
    }
    try {
      await operations.signIn(values.email.trim(), values.password);
    } catch (error) {
      setServerErrors(operations.loginErrorMessages(error));
      return;
    }
    // Back to the page the sign-in guard brought the user from (a path of this app only), else the root path; the
    // sign-in page leaves the history, so Back does not return to it.
    await navigate(returnPath(routeState?.from), { replace: true });
  }

  return (
    <AuthCard
      tagline={t('auth.login.tagline')}
      title={t('auth.login.title')}
      footer={<Link to={REGISTER_PATH}>{t('auth.login.toRegister')}</Link>}
    >
      {sessionExpired ? (
        <p className="alert alert--info auth-card__notice" role="alert">
          {t(routeState?.passwordChanged === true ? 'rule.signedOutPasswordChanged' : 'rule.sessionExpired')}
        </p>
      ) : null}
      {routeState?.accountDeleted === true ? (
        <p className="alert alert--info auth-card__notice" role="status">
          {t('auth.login.accountDeleted')}
        </p>
      ) : null}
      <Formik initialValues={initialValues} validationSchema={loginSchema} onSubmit={handleSubmit}>
        {({ isSubmitting }) => (
          <ValidatedForm className="form" aria-label={t('auth.login.form')} onFocus={() => auth.preload()}>
            <ServerErrorAlert messages={serverErrors} title={null} />
            <TextField name="email" type="email" label={t('auth.email')} placeholder={t('auth.email')} autoComplete="email" />
            <TextField
              name="password"
              type="password"
              label={t('auth.password')}
              placeholder={t('auth.password')}
              autoComplete="current-password"
            />
            <BusyButton type="submit" className="button--primary button--block" busy={isSubmitting} busyLabel={t('auth.login.busy')}>
              {t('auth.login.submit')}
            </BusyButton>
          </ValidatedForm>
        )}
      </Formik>
    </AuthCard>
  );
}
