import { INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGE } from '@fitness-manager/shared';
import { Formik } from 'formik';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import { requiredText } from '../../shared/formRules';
import { ServerErrorAlert } from '../../shared/ServerErrorAlert';
import { TextField } from '../../shared/TextField';
import { ValidatedForm } from '../../shared/ValidatedForm';
import { AuthCard } from './AuthCard';
import { LOGIN_FAILED_MESSAGE } from './authDocuments';
import { SESSION_EXPIRED_NOTICE, type LoginRouteState } from './session';
import { useAuthOperations } from './useAuthOperations';
import { BusyButton } from '../../shared/BusyButton';

interface LoginValues {
  email: string;
  password: string;
}

const initialValues: LoginValues = { email: '', password: '' };

const loginSchema: yup.ObjectSchema<LoginValues> = yup.object({
  email: requiredText().email(INVALID_EMAIL_MESSAGE),
  password: yup.string().required(REQUIRED_MESSAGE),
});

/**
 * /login (open): signs in and goes to the root path. Says why when the sign-in guard brought the user here
 * because the session expired. The Apollo client comes with the first use of the form (`useAuthOperations`).
 */
export function LoginPage() {
  const sessionExpired = (useLocation().state as LoginRouteState | null)?.sessionExpired === true;
  const auth = useAuthOperations();
  const navigate = useNavigate();
  const [serverErrors, setServerErrors] = useState<string[]>([]);

  async function handleSubmit(values: LoginValues) {
    setServerErrors([]);
    let operations;
    try {
      operations = await auth.load();
    } catch {
      setServerErrors([LOGIN_FAILED_MESSAGE]);
      return;
    }
    try {
      await operations.signIn(values.email.trim(), values.password);
    } catch (error) {
      setServerErrors(operations.loginErrorMessages(error));
      return;
    }
    await navigate('/');
  }

  return (
    <AuthCard
      tagline="Log in to keep your fitness progress!"
      title="Sign in with your credentials"
      footer={<Link to="/register">Don't have an account yet? Register now!</Link>}
    >
      {sessionExpired ? (
        <p className="alert alert--info auth-card__notice" role="alert">
          {SESSION_EXPIRED_NOTICE}
        </p>
      ) : null}
      <Formik initialValues={initialValues} validationSchema={loginSchema} onSubmit={handleSubmit}>
        {({ isSubmitting }) => (
          <ValidatedForm className="form" aria-label="Sign in" onFocus={() => auth.preload()}>
            <ServerErrorAlert messages={serverErrors} title={null} />
            <TextField name="email" type="email" label="Email" placeholder="Email" autoComplete="email" />
            <TextField name="password" type="password" label="Password" placeholder="Password" autoComplete="current-password" />
            <BusyButton type="submit" className="button--primary button--block" busy={isSubmitting} busyLabel="Signing in…">
              Sign in
            </BusyButton>
          </ValidatedForm>
        )}
      </Formik>
    </AuthCard>
  );
}
