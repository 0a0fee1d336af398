import { INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGE } from '@fitness-manager/shared';
import { Formik } from 'formik';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import { requiredText } from '../../shared/formRules';
import { ServerErrorAlert } from '../../shared/ServerErrorAlert';
import { TextField } from '../../shared/TextField';
import { ValidatedForm } from '../../shared/ValidatedForm';
import { AuthCard } from './AuthCard';
import { loginErrorMessages, useLogin } from './useLogin';

interface LoginValues {
  email: string;
  password: string;
}

const initialValues: LoginValues = { email: '', password: '' };

const loginSchema: yup.ObjectSchema<LoginValues> = yup.object({
  email: requiredText().email(INVALID_EMAIL_MESSAGE),
  password: yup.string().required(REQUIRED_MESSAGE),
});

/** /login (open): signs in and goes to the root path. */
export function LoginPage() {
  const login = useLogin();
  const navigate = useNavigate();
  const [serverErrors, setServerErrors] = useState<string[]>([]);

  async function handleSubmit(values: LoginValues) {
    setServerErrors([]);
    try {
      await login(values.email.trim(), values.password);
    } catch (error) {
      setServerErrors(loginErrorMessages(error));
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
      <Formik initialValues={initialValues} validationSchema={loginSchema} onSubmit={handleSubmit}>
        {({ isSubmitting }) => (
          <ValidatedForm className="form" aria-label="Sign in">
            <ServerErrorAlert messages={serverErrors} title={null} />
            <TextField name="email" type="email" label="Email" placeholder="Email" autoComplete="email" />
            <TextField
              name="password"
              type="password"
              label="Password"
              placeholder="Password"
              autoComplete="current-password"
            />
            <button
              type="submit"
              className="button button--primary button--block"
              disabled={isSubmitting}
              aria-busy={isSubmitting}
            >
              Sign in
            </button>
          </ValidatedForm>
        )}
      </Formik>
    </AuthCard>
  );
}
