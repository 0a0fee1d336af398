import { useQuery } from '@apollo/client/react';
import { Field, Form, Formik, useField, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import type { RoutineDetailFragment, RoutineInput } from '../../gql/graphql';
import { errorCodes } from '../../shared/apolloErrors';
import { notifyDeleted, notifyDeletionFailed } from '../../shared/deletion';
import { FieldError } from '../../shared/FieldError';
import { ListLoadError } from '../../shared/ListLoadError';
import { notify } from '../../shared/notify';
import { PageHeader } from '../../shared/PageHeader';
import { PageLoading } from '../../shared/PageLoading';
import { RecordNotFound } from '../../shared/RecordNotFound';
import { SelectField } from '../../shared/SelectField';
import { serverFormErrors } from '../../shared/serverFormErrors';
import { ServerErrorAlert } from '../../shared/ServerErrorAlert';
import { TextField } from '../../shared/TextField';
import { useFormMode } from '../../shared/useFormMode';
import { RoutineQuery } from './routineDocuments';
import { useCreateRoutine, useDeleteRoutine, useUpdateRoutine } from './useRoutineMutations';
import './routines.css';

const LIST_PATH = '/routines/list';
/** As the server allows. */
export const ROUTINE_NAME_MAX = 100;
export const ROUTINE_DESCRIPTION_MAX = 500;
export const ROUTINE_GOAL_MAX = 100;

/** Spec §9: 1 to 7 times per week. */
export const WEEK_FREQUENCIES = [1, 2, 3, 4, 5, 6, 7] as const;
const WEEK_FREQUENCY_OPTIONS = [
  { value: '', label: 'Select…' },
  ...WEEK_FREQUENCIES.map((times) => ({ value: String(times), label: String(times) })),
];

export interface RoutineValues {
  name: string;
  description: string;
  goal: string;
  /** '1'..'7', '' until chosen. */
  weekFrequency: string;
  isActive: boolean;
}

/** A new routine is the active one unless unticked (spec §4). */
const newRoutine: RoutineValues = { name: '', description: '', goal: '', weekFrequency: '', isActive: true };

const text = (max: number) => yup.string().trim().required('Required field.').max(max, `Maximum ${max} characters.`);

const routineSchema: yup.ObjectSchema<RoutineValues> = yup.object({
  name: text(ROUTINE_NAME_MAX),
  description: text(ROUTINE_DESCRIPTION_MAX),
  goal: text(ROUTINE_GOAL_MAX),
  weekFrequency: yup
    .string()
    .required('Required field.')
    .oneOf(WEEK_FREQUENCIES.map(String), 'Choose 1 to 7 times per week.'),
  isActive: yup.boolean().required(),
});

function toValues(routine: RoutineDetailFragment): RoutineValues {
  return {
    name: routine.name,
    description: routine.description,
    goal: routine.goal,
    weekFrequency: String(routine.weekFrequency),
    isActive: routine.isActive,
  };
}

export function toRoutineInput(values: RoutineValues): RoutineInput {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    goal: values.goal.trim(),
    weekFrequency: Number(values.weekFrequency),
    isActive: values.isActive,
  };
}

const FORM_FIELDS = ['name', 'description', 'goal', 'weekFrequency', 'isActive'];
const toFormPath = (field: string) => (FORM_FIELDS.includes(field) ? field : null);

/** /routines/new and /routines/:id/edit. */
export function RoutineFormPage() {
  const formMode = useFormMode();
  if (formMode.mode === 'new') return <RoutineForm key="new" />;
  return <EditRoutine key={formMode.id ?? 'unknown'} id={formMode.id} />;
}

function RoutineNotFound() {
  return (
    <RecordNotFound
      title="Routine not found"
      message="This routine doesn't exist or was deleted."
      backTo={LIST_PATH}
      backLabel="Back to the routines list"
    />
  );
}

function EditRoutine({ id }: { id: number | null }) {
  // While the routine is being deleted its query stops watching the cache (the deletion evicts the routine, which
  // would otherwise ask the server for it again); the form keeps showing what was loaded.
  const [deleting, setDeleting] = useState(false);
  const { data, loading, error, refetch } = useQuery(RoutineQuery, {
    variables: { id: id ?? 0 },
    skip: id === null || deleting,
  });
  const [loaded, setLoaded] = useState<RoutineDetailFragment | null>(null);
  if (data?.routine && data.routine !== loaded) setLoaded(data.routine);
  const routine = deleting ? loaded : (data?.routine ?? null);

  if (id === null || (error && errorCodes(error).includes('NOT_FOUND'))) return <RoutineNotFound />;
  if (routine) return <RoutineForm routine={routine} onDeleting={setDeleting} />;
  if (error) return <ListLoadError what="this routine" onRetry={() => void refetch()} />;
  if (loading) return <PageLoading />;
  return <RoutineNotFound />;
}

interface RoutineFormProps {
  routine?: RoutineDetailFragment;
  /** Told when a deletion starts (true) and when it failed (false). */
  onDeleting?: (deleting: boolean) => void;
}

function RoutineForm({ routine, onDeleting }: RoutineFormProps) {
  const createRoutine = useCreateRoutine();
  const updateRoutine = useUpdateRoutine();
  const deleteRoutine = useDeleteRoutine();
  const navigate = useNavigate();
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [deleting, setDeleting] = useState(false);
  const isNew = !routine;

  async function handleSubmit(values: RoutineValues, helpers: FormikHelpers<RoutineValues>) {
    setServerErrors([]);
    const input = toRoutineInput(values);
    let saved: RoutineDetailFragment;
    try {
      saved = routine ? await updateRoutine(routine.id, input) : await createRoutine(input);
    } catch (error) {
      const { fieldErrors, messages } = serverFormErrors<RoutineValues>(error, toFormPath);
      helpers.setErrors(fieldErrors);
      setServerErrors(messages);
      return;
    }
    notify.success('Success', `${saved.name} was successfully ${isNew ? 'created' : 'edited'}.`);
    await navigate(LIST_PATH);
  }

  async function handleDelete() {
    if (!routine) return;
    setDeleting(true);
    onDeleting?.(true);
    let name: string;
    try {
      name = await deleteRoutine(routine.id);
    } catch (error) {
      notifyDeletionFailed(error);
      setDeleting(false);
      onDeleting?.(false);
      return;
    }
    notifyDeleted(name);
    await navigate(LIST_PATH);
  }

  return (
    <>
      <PageHeader
        title={isNew ? 'Registering new routine' : `Editing routine ${routine.name}`}
        back={{ to: LIST_PATH }}
      />
      <Formik
        initialValues={routine ? toValues(routine) : newRoutine}
        validationSchema={routineSchema}
        onSubmit={handleSubmit}
      >
        {({ isSubmitting }) => (
          <Form noValidate className="form card" aria-label={isNew ? 'New routine' : 'Edit routine'}>
            <ServerErrorAlert messages={serverErrors} />
            <TextField name="name" label="Name" autoComplete="off" maxLength={ROUTINE_NAME_MAX} />
            <TextAreaField name="description" label="Description" maxLength={ROUTINE_DESCRIPTION_MAX} />
            <div className="form-grid">
              <TextField name="goal" label="Goal" autoComplete="off" maxLength={ROUTINE_GOAL_MAX} />
              <SelectField name="weekFrequency" label="Times per Week" options={WEEK_FREQUENCY_OPTIONS} />
            </div>
            <fieldset className="form-field form-checkbox">
              <legend className="form-field__label">Current routine?</legend>
              <div className="form-checkbox__row">
                <Field type="checkbox" id="isActive" name="isActive" />
                <label htmlFor="isActive">{isNew ? 'will be my active one' : 'is my active one'}</label>
              </div>
            </fieldset>
            <div className="form-actions">
              <button
                type="submit"
                className="button button--primary"
                disabled={isSubmitting || deleting}
                aria-busy={isSubmitting}
              >
                {isNew ? 'Create' : 'Edit'}
              </button>
              {routine ? (
                <button
                  type="button"
                  className="button button--danger"
                  disabled={isSubmitting || deleting}
                  aria-busy={deleting || undefined}
                  onClick={() => void handleDelete()}
                >
                  Delete
                </button>
              ) : null}
            </div>
          </Form>
        )}
      </Formik>
    </>
  );
}

/** A labelled formik textarea; its error shows only when invalid and touched. */
function TextAreaField({ name, label, maxLength }: { name: string; label: string; maxLength: number }) {
  const [field, meta] = useField<string>(name);
  const errorId = `${name}-error`;
  const error = meta.touched && meta.error ? meta.error : null;
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={name}>
        {label}
      </label>
      <textarea
        {...field}
        value={field.value ?? ''}
        id={name}
        rows={3}
        maxLength={maxLength}
        className={error ? 'input input--invalid routine-form__textarea' : 'input routine-form__textarea'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
