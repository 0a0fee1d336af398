import { useQuery } from '@apollo/client/react';
import {
  NAME_MAX,
  REQUIRED_MESSAGE,
  ROUTINE_DESCRIPTION_MAX,
  ROUTINE_GOAL_MAX,
  sessionLetter,
  WEEK_FREQUENCY_MAX,
  WEEK_FREQUENCY_MESSAGE,
} from '@fitness-manager/shared';
import { Field } from 'formik';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import type { RoutineDetailFragment, RoutineInput, SessionFieldsFragment } from '../../gql/graphql';
import { BusyButton } from '../../shared/BusyButton';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { notifyDeleted, notifyDeletionFailed } from '../../shared/deletion';
import { boundedText } from '../../shared/formRules';
import { FormField, useFormField } from '../../shared/FormField';
import { RecordForm } from '../../shared/RecordForm';
import { useListReturn } from '../../shared/listReturn';
import { RecordLoadStates } from '../../shared/RecordFormPage';
import { SelectField } from '../../shared/SelectField';
import { TextField } from '../../shared/TextField';
import { useFormMode } from '../../shared/useFormMode';
import { RoutineQuery } from './routineDocuments';
import { RoutineDeletionWarning } from './RoutineDeletionWarning';
import { useCreateRoutine, useDeleteRoutine, useUpdateRoutine } from './useRoutineMutations';
import './routines.css';
import { rule } from '../../shared/formRules';
import { currentLanguage, t, useT } from '../../shared/i18n/i18n';
import { formFields } from '../../shared/serverFormErrors';

const LIST_PATH = '/routines/list';
/** 1 to 7 times per week. */
export const WEEK_FREQUENCIES = Array.from({ length: WEEK_FREQUENCY_MAX }, (_, i) => i + 1);
const weekFrequencyOptions = () => [
  { value: '', label: t('common.selectPlaceholder') },
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

/** A new routine is the active one unless unticked. */
const newRoutine: RoutineValues = { name: '', description: '', goal: '', weekFrequency: '', isActive: true };

const routineSchema: yup.ObjectSchema<RoutineValues> = yup.object({
  name: boundedText(NAME_MAX),
  description: boundedText(ROUTINE_DESCRIPTION_MAX),
  goal: boundedText(ROUTINE_GOAL_MAX),
  weekFrequency: yup.string().required(rule(REQUIRED_MESSAGE)).oneOf(WEEK_FREQUENCIES.map(String), rule(WEEK_FREQUENCY_MESSAGE)),
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

/**
 * The sessions saving `weekFrequency` would delete (the server keeps sessions 1..weekFrequency and deletes the rest
 * with their exercises), when one of them holds something: exercises, or a description the user wrote (not its
 * default letter). None when nothing of the user's would be lost: the save then needs no confirmation.
 */
export function sessionsLost(routine: RoutineDetailFragment, weekFrequency: number): SessionFieldsFragment[] {
  const removed = routine.sessions.filter((session) => session.orderNumber > weekFrequency);
  const holdsSomething = removed.some(
    (session) => session.exercises.length > 0 || session.description !== sessionLetter(session.orderNumber),
  );
  return holdsSomething ? removed : [];
}

const FORM_FIELDS = ['name', 'description', 'goal', 'weekFrequency', 'isActive'];
const toFormPath = formFields(FORM_FIELDS);

/** /routines/new and /routines/:id/edit. */
export function RoutineFormPage() {
  const formMode = useFormMode();
  if (formMode.mode === 'new') return <RoutineForm key="new" />;
  return <EditRoutine key={formMode.id ?? 'unknown'} id={formMode.id} />;
}

function EditRoutine({ id }: { id: number | null }) {
  const t = useT();
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

  return (
    <RecordLoadStates
      texts={{
        notFoundTitle: t('routines.record.notFoundTitle'),
        notFoundMessage: t('routines.record.notFoundMessage'),
        backToList: t('routines.record.backToList'),
        loadWhat: t('routines.record.loadWhat'),
      }}
      listPath={LIST_PATH}
      id={id}
      record={routine}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
    >
      {(record) => <RoutineForm routine={record} onDeleting={setDeleting} />}
    </RecordLoadStates>
  );
}

interface RoutineFormProps {
  routine?: RoutineDetailFragment;
  /** Told when a deletion starts (true) and when it failed (false). */
  onDeleting?: (deleting: boolean) => void;
}

function RoutineForm({ routine, onDeleting }: RoutineFormProps) {
  const t = useT();
  const createRoutine = useCreateRoutine();
  const updateRoutine = useUpdateRoutine();
  const deleteRoutine = useDeleteRoutine();
  const navigate = useNavigate();
  const returnPath = useListReturn(LIST_PATH);
  const [deleting, setDeleting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // The sessions the save being confirmed would delete, and how the confirmation dialog answers the waiting save.
  const [losing, setLosing] = useState<SessionFieldsFragment[]>([]);
  const answerLosing = useRef<(confirmed: boolean) => void>(() => undefined);
  const isNew = !routine;

  /** Asks before a lower 'Times per Week' deletes sessions holding exercises or a description; else saves at once. */
  function confirmSave(values: RoutineValues): Promise<boolean> {
    const lost = routine ? sessionsLost(routine, Number(values.weekFrequency)) : [];
    if (lost.length === 0) return Promise.resolve(true);
    setLosing(lost);
    return new Promise((resolve) => {
      answerLosing.current = (confirmed) => {
        setLosing([]);
        resolve(confirmed);
      };
    });
  }

  async function handleDelete() {
    setConfirming(false);
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
    await navigate(returnPath);
  }

  return (
    <>
      <RecordForm
        title={isNew ? t('routines.form.newTitle') : t('routines.form.editTitle', { name: routine.name })}
        formLabel={isNew ? t('routines.form.newLabel') : t('routines.form.editLabel')}
        listPath={LIST_PATH}
        isNew={isNew}
        save={(values) => (routine ? updateRoutine(routine.id, toRoutineInput(values)) : createRoutine(toRoutineInput(values)))}
        initialValues={routine ? toValues(routine) : newRoutine}
        validationSchema={routineSchema}
        toFormPath={toFormPath}
        toastFailures
        confirmSave={confirmSave}
        disabled={deleting}
        extraActions={(isSubmitting) =>
          routine ? (
            <>
              <BusyButton className="button--danger" busy={isSubmitting || deleting} onClick={() => setConfirming(true)}>
                {t('common.delete')}
              </BusyButton>
              <ConfirmDialog
                open={confirming}
                title={t('common.rowDeleteConfirm', { name: routine.name })}
                confirmLabel={t('common.delete')}
                onConfirm={() => void handleDelete()}
                onCancel={() => setConfirming(false)}
              >
                <RoutineDeletionWarning weekFrequency={routine.weekFrequency} />
              </ConfirmDialog>
            </>
          ) : null
        }
      >
        <TextField name="name" label={t('common.name')} autoComplete="off" maxLength={NAME_MAX} />
        <TextAreaField name="description" label={t('routines.description')} maxLength={ROUTINE_DESCRIPTION_MAX} />
        <div className="form-grid">
          <TextField name="goal" label={t('routines.form.goal')} autoComplete="off" maxLength={ROUTINE_GOAL_MAX} />
          <SelectField name="weekFrequency" label={t('routines.form.weekFrequency')} options={weekFrequencyOptions()} />
        </div>
        <fieldset className="form-field form-checkbox">
          <legend className="form-field__label">{t('routines.form.current')}</legend>
          <div className="form-checkbox__row">
            <Field type="checkbox" id="isActive" name="isActive" />
            <label htmlFor="isActive">{isNew ? t('routines.form.willBeActive') : t('routines.form.isActive')}</label>
          </div>
        </fieldset>
      </RecordForm>
      <ConfirmDialog
        open={losing.length > 0}
        title={t('routines.form.sessionsLostTitle', { count: losing.length })}
        confirmLabel={t('routines.form.sessionsLostConfirm')}
        onConfirm={() => answerLosing.current(true)}
        onCancel={() => answerLosing.current(false)}
      >
        <p>
          {t('routines.form.sessionsLost', {
            count: losing.length,
            names: new Intl.ListFormat(currentLanguage(), { type: 'conjunction' }).format(losing.map((session) => session.description)),
            exercises: losing.reduce((sum, session) => sum + session.exercises.length, 0),
          })}
        </p>
      </ConfirmDialog>
    </>
  );
}

/** A labelled formik textarea; its error shows only when invalid and touched or edited. */
function TextAreaField({ name, label, maxLength }: { name: string; label: string; maxLength: number }) {
  const { field, id, error, controlProps } = useFormField<string>(name);
  return (
    <FormField id={id} label={label} error={error}>
      <textarea
        {...field}
        value={field.value ?? ''}
        id={id}
        rows={3}
        maxLength={maxLength}
        {...controlProps}
        className={`${controlProps.className} routine-form__textarea`}
      />
    </FormField>
  );
}
