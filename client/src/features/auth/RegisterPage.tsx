import { apiLanguage, currentLanguage, useT } from '../../shared/i18n/i18n';
import { Field, Formik, type FormikErrors, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import { localToday } from '../../shared/dates';
import { emailRule, passwordRule, requiredText } from '../../shared/textRules';
import { ServerErrorAlert } from '../../shared/ServerErrorAlert';
import { TextField } from '../../shared/TextField';
import { ValidatedForm } from '../../shared/ValidatedForm';
import { keepServerFieldErrors } from '../../shared/fieldFeedback';
import { AuthCard } from './AuthCard';
import type { AuthOperations } from './authOperations';
import { useAuthOperations } from './useAuthOperations';
import { BusyButton } from '../../shared/BusyButton';
import { SIGN_IN_PATH } from '../../shared/authPaths';

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
  email: emailRule(),
  password: passwordRule(),
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
  const t = useT();
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
      setServerErrors({ title: t('common.submitFailed'), messages: [t('auth.register.failed')] });
      return;
    }
    try {
      const demo = values.populateData ? { populate: true, today: localToday() } : {};
      // The account starts in the language shown (User.language), for every device it signs in on.
      await operations.register({ name: values.name.trim(), ...credentials, ...demo, language: apiLanguage(currentLanguage()) });
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
        otherMessages.push(t('auth.register.failed'));
      }
      keepServerFieldErrors(helpers, fieldErrors, values);
      setServerErrors({ title: t('common.submitFailed'), messages: otherMessages });
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
      tagline={t('auth.register.tagline')}
      title={t('auth.register.title')}
      footer={<Link to={SIGN_IN_PATH}>{t('auth.register.toLogin')}</Link>}
    >
      <Formik initialValues={initialValues} validationSchema={registerSchema} onSubmit={handleSubmit}>
        {({ isSubmitting, values }) => (
          <ValidatedForm className="form" aria-label={t('auth.register.form')} onFocus={() => auth.preload()}>
            <ServerErrorAlert messages={serverErrors.messages} title={serverErrors.title} />
            <TextField name="name" label={t('auth.name')} placeholder={t('auth.name')} autoComplete="name" />
            <TextField name="email" type="email" label={t('auth.email')} placeholder={t('auth.email')} autoComplete="email" />
            <TextField
              name="password"
              type="password"
              label={t('auth.password')}
              // Short enough to show whole in the card down to a 320 px screen (the longer sentence was cut).
              placeholder={t('auth.register.passwordPlaceholder')}
              className="register-password"
              autoComplete="new-password"
            />
            <fieldset className="form-field form-checkbox">
              <legend className="form-field__label">{t('auth.register.populate')}</legend>
              <div className="form-checkbox__row">
                <Field type="checkbox" id="populateData" name="populateData" aria-describedby="populateData-note" />
                <label htmlFor="populateData">{t('auth.register.populateLabel')}</label>
              </div>
              <p id="populateData-note" className="form-hint">
                {t('auth.register.populateNote')}
              </p>
            </fieldset>
            <BusyButton
              type="submit"
              className="button--primary button--block"
              busy={isSubmitting}
              busyLabel={values.populateData ? t('auth.register.busyDemo') : t('auth.register.busy')}
            >
              {t('auth.register.submit')}
            </BusyButton>
          </ValidatedForm>
        )}
      </Formik>
    </AuthCard>
  );
}
