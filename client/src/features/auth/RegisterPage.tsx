import { INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGE } from '@fitness-manager/shared';
import { Field, Formik, type FormikErrors, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import { localToday } from '../../shared/dates';
import { requiredText } from '../../shared/formRules';
import { ServerErrorAlert } from '../../shared/ServerErrorAlert';
import { TextField } from '../../shared/TextField';
import { ValidatedForm } from '../../shared/ValidatedForm';
import { AuthCard } from './AuthCard';
import { REGISTRATION_FAILED_MESSAGE } from './authDocuments';
import type { AuthOperations } from './authOperations';
import { useAuthOperations } from './useAuthOperations';
import { BusyButton } from '../../shared/BusyButton';

interface RegisterValues {
  name: string;
  email: string;
  password: string;
  /** Fill the new account with demo data (sent as `populate`, with today's date). */
  populateData: boolean;
}

type TextFieldName = 'name' | 'email' | 'password';
const TEXT_FIELDS: ReadonlyArray<TextFieldName> = ['name', 'email', 'password'];

const initialValues: RegisterValues = { name: '', email: '', password: '', populateData: false };

const registerSchema: yup.ObjectSchema<RegisterValues> = yup.object({
  name: requiredText(),
  email: requiredText().email(INVALID_EMAIL_MESSAGE),
  password: yup.string().required(REQUIRED_MESSAGE),
  populateData: yup.boolean().defined(),
});

interface ServerErrors {
  title: string | null;
  messages: string[];
}

const noErrors: ServerErrors = { title: null, messages: [] };

/** Maps a server field name (`email`, `input.email`) to a field of this form, if it is one. */
function formField(serverField: string): TextFieldName | null {
  const name = serverField.replace(/^input\./, '');
  return (TEXT_FIELDS as ReadonlyArray<string>).includes(name) ? (name as TextFieldName) : null;
}

/**
 * /register (open): creates the account, then signs in with the same credentials and goes to the root path. The
 * Apollo client comes with the first use of the form (`useAuthOperations`).
 */
export function RegisterPage() {
  const auth = useAuthOperations();
  const navigate = useNavigate();
  const [serverErrors, setServerErrors] = useState<ServerErrors>(noErrors);

  async function handleSubmit(values: RegisterValues, helpers: FormikHelpers<RegisterValues>) {
    setServerErrors(noErrors);
    const credentials = { email: values.email.trim(), password: values.password };
    let operations: AuthOperations;
    try {
      operations = await auth.load();
    } catch {
      setServerErrors({ title: 'Submition failed:', messages: [REGISTRATION_FAILED_MESSAGE] });
      return;
    }
    try {
      const demo = values.populateData ? { populate: true, today: localToday() } : {};
      await operations.register({ name: values.name.trim(), ...credentials, ...demo });
    } catch (error) {
      const { messages, fields } = operations.parseError(error);
      const fieldErrors: FormikErrors<RegisterValues> = {};
      const otherMessages = [...messages];
      for (const [serverField, fieldMessages] of Object.entries(fields)) {
        const field = formField(serverField);
        if (field) fieldErrors[field] = fieldMessages.join(' ');
        else otherMessages.push(...fieldMessages);
      }
      if (otherMessages.length === 0 && Object.keys(fieldErrors).length === 0) {
        otherMessages.push(REGISTRATION_FAILED_MESSAGE);
      }
      helpers.setErrors(fieldErrors);
      setServerErrors({ title: 'Submition failed:', messages: otherMessages });
      return;
    }

    helpers.resetForm();
    try {
      await operations.signIn(credentials.email, credentials.password);
    } catch (error) {
      setServerErrors({ title: null, messages: operations.loginErrorMessages(error) });
      return;
    }
    await navigate('/');
  }

  return (
    <AuthCard
      tagline="Register and start to build serious fitness progress."
      title="Sign up with new credentials"
      footer={<Link to="/login">Already have an account? Login here!</Link>}
    >
      <Formik initialValues={initialValues} validationSchema={registerSchema} onSubmit={handleSubmit}>
        {({ isSubmitting, values }) => (
          <ValidatedForm className="form" aria-label="Sign up" onFocus={() => auth.preload()}>
            <ServerErrorAlert messages={serverErrors.messages} title={serverErrors.title} />
            <TextField name="name" label="Name" placeholder="Name" autoComplete="name" />
            <TextField name="email" type="email" label="Email" placeholder="Email" autoComplete="email" />
            <TextField
              name="password"
              type="password"
              label="Password"
              // Short enough to show whole in the card down to a 320 px screen (the longer sentence was cut).
              placeholder="Insecure: use a simple password"
              className="register-password"
              autoComplete="new-password"
            />
            <fieldset className="form-field form-checkbox">
              <legend className="form-field__label">Populate account?</legend>
              <div className="form-checkbox__row">
                <Field type="checkbox" id="populateData" name="populateData" aria-describedby="populateData-note" />
                <label htmlFor="populateData">I'd like to populate my account with demo data</label>
              </div>
              <p id="populateData-note" className="form-hint">
                All demo data is in Portuguese.
              </p>
            </fieldset>
            <BusyButton
              type="submit"
              className="button--primary button--block"
              busy={isSubmitting}
              busyLabel={values.populateData ? 'Creating your account and demo data…' : 'Creating your account…'}
            >
              Sign Up
            </BusyButton>
          </ValidatedForm>
        )}
      </Formik>
    </AuthCard>
  );
}
