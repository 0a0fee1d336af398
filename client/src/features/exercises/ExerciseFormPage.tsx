import { useQuery } from '@apollo/client/react';
import { EXERCISE_TAGS_MAX, EXERCISE_TAGS_MAX_MESSAGE, NAME_MAX, REQUIRED_MESSAGE } from '@fitness-manager/shared';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import * as yup from 'yup';
import type { ExerciseFieldsFragment, ExerciseInput } from '../../gql/graphql';
import { FieldError } from '../../shared/FieldError';
import { useFieldFeedback } from '../../shared/fieldFeedback';
import { boundedText } from '../../shared/formRules';
import { MultiSelect } from '../../shared/MultiSelect';
import { RecordForm } from '../../shared/RecordForm';
import { RecordFormPage } from '../../shared/RecordFormPage';
import { TextField } from '../../shared/TextField';
import { ExerciseQuery, ExerciseTagOptionsQuery } from './exerciseDocuments';
import { useCreateExercise, useUpdateExercise } from './useExerciseMutations';
import { rule } from '../../shared/formRules';
import { useT } from '../../shared/i18n/i18n';
import { RichText } from '../../shared/i18n/RichText';

const LIST_PATH = '/exercises/list';

export interface ExerciseValues {
  name: string;
  /** In the order they were picked. */
  tagIds: number[];
}

const exerciseSchema: yup.ObjectSchema<ExerciseValues> = yup.object({
  name: boundedText(NAME_MAX),
  tagIds: yup
    .array(yup.number().required())
    .min(1, rule(REQUIRED_MESSAGE))
    .max(EXERCISE_TAGS_MAX, rule(EXERCISE_TAGS_MAX_MESSAGE))
    .required(rule(REQUIRED_MESSAGE)),
});

export function toExerciseInput(values: ExerciseValues): ExerciseInput {
  return { name: values.name.trim(), tagIds: values.tagIds };
}

/** Server field → form field: name; tagIds (and tagIds.{i}) → the tags select. */
function toFormPath(field: string): keyof ExerciseValues | null {
  if (field === 'name') return 'name';
  if (/^tagIds(\.\d+)?$/.test(field)) return 'tagIds';
  return null;
}

/** /exercises/new and /exercises/:id/edit. */
export function ExerciseFormPage() {
  const t = useT();
  const texts = {
    notFoundTitle: t('exercises.record.notFoundTitle'),
    notFoundMessage: t('exercises.record.notFoundMessage'),
    backToList: t('exercises.record.backToList'),
    loadWhat: t('exercises.record.loadWhat'),
  };
  return (
    <RecordFormPage
      texts={texts}
      listPath={LIST_PATH}
      query={ExerciseQuery}
      field="exercise"
      form={(exercise) => <ExerciseForm exercise={exercise} />}
    />
  );
}

function ExerciseForm({ exercise }: { exercise?: ExerciseFieldsFragment }) {
  const t = useT();
  const createExercise = useCreateExercise();
  const updateExercise = useUpdateExercise();
  const isNew = !exercise;

  const initialValues: ExerciseValues = exercise
    ? { name: exercise.name, tagIds: exercise.tags.map((tag) => tag.id) }
    : { name: '', tagIds: [] };

  return (
    <RecordForm
      title={isNew ? t('exercises.form.newTitle') : t('exercises.form.editTitle', { name: exercise.name })}
      formLabel={isNew ? t('exercises.form.newLabel') : t('exercises.form.editLabel')}
      listPath={LIST_PATH}
      isNew={isNew}
      save={(values) => (exercise ? updateExercise(exercise.id, toExerciseInput(values)) : createExercise(toExerciseInput(values)))}
      initialValues={initialValues}
      validationSchema={exerciseSchema}
      toFormPath={toFormPath}
    >
      <TextField name="name" label={t('common.name')} autoComplete="off" maxLength={NAME_MAX} />
      <TagsField current={exercise?.tags ?? []} />
    </RecordForm>
  );
}

/** The tags multi-select (options: every tag of the user, plus the exercise's own while the list loads). */
function TagsField({ current }: { current: ReadonlyArray<{ id: number; name: string }> }) {
  const t = useT();
  const { field, helpers, touch, error: message } = useFieldFeedback<number[]>('tagIds');
  const { data, loading, error } = useQuery(ExerciseTagOptionsQuery);
  const options = useMemo(() => {
    const byId = new Map<number, string>();
    for (const tag of current) byId.set(tag.id, tag.name);
    for (const tag of data?.allTags ?? []) byId.set(tag.id, tag.name);
    return [...byId].map(([value, label]) => ({ value, label }));
  }, [current, data]);

  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor="exercise-tags">
        {t('exercises.form.tags')}
      </label>
      <MultiSelect
        inputId="exercise-tags"
        options={options}
        value={field.value}
        onChange={(tagIds) => void helpers.setValue(tagIds)}
        onBlur={touch}
        isLoading={loading}
        placeholder={t('exercises.form.tagsPlaceholder')}
        invalid={Boolean(message)}
        errorId="tagIds-error"
      />
      <FieldError id="tagIds-error" message={message} />
      {error ? <p className="form-hint">{t('exercises.form.tagsLoadFailed')}</p> : null}
      {!loading && !error && data && data.allTags.length === 0 ? (
        <p className="form-hint">
          <RichText text={t('exercises.form.noTags')} parts={{ link: (text) => <Link to="/tags/new">{text}</Link> }} />
        </p>
      ) : null}
    </div>
  );
}
