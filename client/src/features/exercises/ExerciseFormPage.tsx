import { useQuery } from '@apollo/client/react';
import { Form, Formik, useField, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import type { ExerciseFieldsFragment, ExerciseInput } from '../../gql/graphql';
import { errorCodes } from '../../shared/apolloErrors';
import { FieldError } from '../../shared/FieldError';
import { ListLoadError } from '../../shared/ListLoadError';
import { MultiSelect } from '../../shared/MultiSelect';
import { notify } from '../../shared/notify';
import { PageHeader } from '../../shared/PageHeader';
import { PageLoading } from '../../shared/PageLoading';
import { RecordNotFound } from '../../shared/RecordNotFound';
import { serverFormErrors } from '../../shared/serverFormErrors';
import { ServerErrorAlert } from '../../shared/ServerErrorAlert';
import { TextField } from '../../shared/TextField';
import { useFormMode } from '../../shared/useFormMode';
import { AllTagsQuery } from '../tags/tagDocuments';
import { ExerciseQuery } from './exerciseDocuments';
import { useCreateExercise, useUpdateExercise } from './useExerciseMutations';

const LIST_PATH = '/exercises/list';
/** As the server allows. */
export const EXERCISE_NAME_MAX = 100;
export const EXERCISE_TAGS_MAX = 20;

export interface ExerciseValues {
  name: string;
  /** In the order they were picked. */
  tagIds: number[];
}

const exerciseSchema: yup.ObjectSchema<ExerciseValues> = yup.object({
  name: yup
    .string()
    .trim()
    .required('Required field.')
    .max(EXERCISE_NAME_MAX, `Maximum ${EXERCISE_NAME_MAX} characters.`),
  tagIds: yup
    .array(yup.number().required())
    .min(1, 'Select at least one tag.')
    .max(EXERCISE_TAGS_MAX, `At most ${EXERCISE_TAGS_MAX} tags.`)
    .required('Select at least one tag.'),
});

export function toExerciseInput(values: ExerciseValues): ExerciseInput {
  return { name: values.name.trim(), tagIds: values.tagIds };
}

/** Server field → form field: name; tagIds (and tagIds.{i}) → the tags select. */
function toFormPath(field: string): string | null {
  if (field === 'name') return 'name';
  if (/^tagIds(\.\d+)?$/.test(field)) return 'tagIds';
  return null;
}

/** /exercises/new and /exercises/:id/edit. */
export function ExerciseFormPage() {
  const formMode = useFormMode();
  if (formMode.mode === 'new') return <ExerciseForm key="new" />;
  return <EditExercise key={formMode.id ?? 'unknown'} id={formMode.id} />;
}

function ExerciseNotFound() {
  return (
    <RecordNotFound
      title="Exercise not found"
      message="This exercise doesn't exist or was deleted."
      backTo={LIST_PATH}
      backLabel="Back to the exercises list"
    />
  );
}

function EditExercise({ id }: { id: number | null }) {
  const { data, loading, error, refetch } = useQuery(ExerciseQuery, { variables: { id: id ?? 0 }, skip: id === null });
  if (id === null || (error && errorCodes(error).includes('NOT_FOUND'))) return <ExerciseNotFound />;
  if (data?.exercise) return <ExerciseForm exercise={data.exercise} />;
  if (error) return <ListLoadError what="this exercise" onRetry={() => void refetch()} />;
  if (loading) return <PageLoading />;
  return <ExerciseNotFound />;
}

function ExerciseForm({ exercise }: { exercise?: ExerciseFieldsFragment }) {
  const createExercise = useCreateExercise();
  const updateExercise = useUpdateExercise();
  const navigate = useNavigate();
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const isNew = !exercise;

  async function handleSubmit(values: ExerciseValues, helpers: FormikHelpers<ExerciseValues>) {
    setServerErrors([]);
    const input = toExerciseInput(values);
    let saved: ExerciseFieldsFragment;
    try {
      saved = exercise ? await updateExercise(exercise.id, input) : await createExercise(input);
    } catch (error) {
      const { fieldErrors, messages } = serverFormErrors<ExerciseValues>(error, toFormPath);
      helpers.setErrors(fieldErrors);
      setServerErrors(messages);
      return;
    }
    notify.success('Success', `${saved.name} was successfully ${isNew ? 'created' : 'edited'}.`);
    await navigate(LIST_PATH);
  }

  const initialValues: ExerciseValues = exercise
    ? { name: exercise.name, tagIds: exercise.tags.map((tag) => tag.id) }
    : { name: '', tagIds: [] };

  return (
    <>
      <PageHeader
        title={isNew ? 'Registering new exercise' : `Editing exercise ${exercise.name}`}
        back={{ to: LIST_PATH }}
      />
      <Formik initialValues={initialValues} validationSchema={exerciseSchema} onSubmit={handleSubmit}>
        {({ isSubmitting }) => (
          <Form noValidate className="form card" aria-label={isNew ? 'New exercise' : 'Edit exercise'}>
            <ServerErrorAlert messages={serverErrors} />
            <TextField name="name" label="Name" autoComplete="off" maxLength={EXERCISE_NAME_MAX} />
            <TagsField current={exercise?.tags ?? []} />
            <div className="form-actions">
              <button type="submit" className="button button--primary" disabled={isSubmitting} aria-busy={isSubmitting}>
                {isNew ? 'Create' : 'Edit'}
              </button>
            </div>
          </Form>
        )}
      </Formik>
    </>
  );
}

/** The tags multi-select (options: every tag of the user, plus the exercise's own while the list loads). */
function TagsField({ current }: { current: ReadonlyArray<{ id: number; name: string }> }) {
  const [field, meta, helpers] = useField<number[]>('tagIds');
  const { data, loading, error } = useQuery(AllTagsQuery);
  const options = useMemo(() => {
    const byId = new Map<number, string>();
    for (const tag of current) byId.set(tag.id, tag.name);
    for (const tag of data?.allTags ?? []) byId.set(tag.id, tag.name);
    return [...byId].map(([value, label]) => ({ value, label }));
  }, [current, data]);
  const message = meta.touched && typeof meta.error === 'string' ? meta.error : null;

  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor="exercise-tags">
        Tags
      </label>
      <MultiSelect
        inputId="exercise-tags"
        options={options}
        value={field.value}
        onChange={(tagIds) => void helpers.setValue(tagIds)}
        onBlur={() => void helpers.setTouched(true)}
        isLoading={loading}
        placeholder="Select the tags of this exercise"
        invalid={Boolean(message)}
        errorId="tagIds-error"
      />
      <FieldError id="tagIds-error" message={message} />
      {error ? <p className="form-hint">Couldn't load your tags. Server might be down right now.</p> : null}
      {!loading && !error && data && data.allTags.length === 0 ? (
        <p className="form-hint">
          You have no tags yet. <Link to="/tags/new">Register a tag</Link> first.
        </p>
      ) : null}
    </div>
  );
}
