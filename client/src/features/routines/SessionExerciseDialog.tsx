import { useQuery } from '@apollo/client/react';
import {
  atMostMessage,
  REPETITIONS_MAX,
  REQUIRED_MESSAGE,
  REST_SECONDS_MAX,
  SETS_MAX,
  WHOLE_NUMBER_MESSAGE,
} from '@fitness-manager/shared';
import { Formik } from 'formik';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import * as yup from 'yup';
import type { SessionExerciseFieldsFragment, SessionExerciseInput } from '../../gql/graphql';
import { BusyButton } from '../../shared/BusyButton';
import { DecimalField } from '../../shared/DecimalField';
import { requiredText } from '../../shared/formRules';
import { Modal } from '../../shared/Modal';
import { notify } from '../../shared/notify';
import { SelectField } from '../../shared/SelectField';
import { notifySaveFailed } from '../../shared/serverFormErrors';
import { ValidatedForm } from '../../shared/ValidatedForm';
import { FormLeaveGuard } from '../../shared/useLeaveGuard';
import { AllExercisesQuery } from '../exercises/exerciseDocuments';
import { useAddSessionExercise, useUpdateSessionExercise } from './useSessionMutations';
import { rule } from '../../shared/formRules';
import { useT } from '../../shared/i18n/i18n';
import { RichText } from '../../shared/i18n/RichText';

export interface SessionExerciseValues {
  /** The exercise id as the select holds it; '' until chosen. */
  exerciseId: string;
  /** Whole numbers as typed. */
  sets: string;
  repetitions: string;
  restSeconds: string;
}

const wholeNumber = (max: number) =>
  requiredText()
    .matches(/^\d+$/, rule(WHOLE_NUMBER_MESSAGE))
    .test('max', rule(atMostMessage(max)), (value) => !value || Number(value) <= max);

const sessionExerciseSchema: yup.ObjectSchema<SessionExerciseValues> = yup.object({
  exerciseId: yup.string().required(rule(REQUIRED_MESSAGE)),
  sets: wholeNumber(SETS_MAX),
  repetitions: wholeNumber(REPETITIONS_MAX),
  restSeconds: wholeNumber(REST_SECONDS_MAX),
});

export function toSessionExerciseInput(values: SessionExerciseValues): SessionExerciseInput {
  return {
    exerciseId: Number(values.exerciseId),
    sets: Number(values.sets),
    repetitions: Number(values.repetitions),
    restSeconds: Number(values.restSeconds),
  };
}

export interface SessionExerciseDialogProps {
  open: boolean;
  session: { id: number; description: string };
  /** The session exercise to edit; adds a new one without it. */
  item?: SessionExerciseFieldsFragment | null;
  onClose: () => void;
}

/**
 * Adds an exercise to a session ('Add exercise') or edits one ('Edit exercise'): the exercise, sets, repetitions
 * and rest in seconds, all required whole numbers. Success toasts '{exercise} was successfully added.|edited.' and
 * closes; a failure toasts each message ('Adition failed' / 'Edition failed') and stays open.
 */
export function SessionExerciseDialog({ open, session, item, onClose }: SessionExerciseDialogProps) {
  const t = useT();
  const isNew = !item;
  return (
    <Modal
      open={open}
      title={isNew ? t('routines.exerciseDialog.addTitle') : t('routines.exerciseDialog.editTitle')}
      description={t('routines.exerciseDialog.session', { session: session.description })}
      onClose={onClose}
      size="small"
    >
      <SessionExerciseForm session={session} item={item ?? undefined} onClose={onClose} />
    </Modal>
  );
}

function SessionExerciseForm({
  session,
  item,
  onClose,
}: {
  session: { id: number; description: string };
  item?: SessionExerciseFieldsFragment;
  onClose: () => void;
}) {
  const t = useT();
  const addSessionExercise = useAddSessionExercise();
  const updateSessionExercise = useUpdateSessionExercise();
  const exercisesQuery = useQuery(AllExercisesQuery);
  const isNew = !item;

  // The user's exercises, plus the one being edited (in case the list is not there yet).
  const options = useMemo(() => {
    const byId = new Map<number, string>();
    if (item) byId.set(item.exercise.id, item.exercise.name);
    for (const exercise of exercisesQuery.data?.allExercises ?? []) byId.set(exercise.id, exercise.name);
    return [
      { value: '', label: exercisesQuery.loading && byId.size === 0 ? t('common.loading') : t('routines.exerciseDialog.choose') },
      ...[...byId].map(([id, name]) => ({ value: String(id), label: name })),
    ];
  }, [item, exercisesQuery.data, exercisesQuery.loading, t]);

  const initialValues: SessionExerciseValues = item
    ? {
        exerciseId: String(item.exercise.id),
        sets: String(item.sets),
        repetitions: String(item.repetitions),
        restSeconds: String(item.restSeconds),
      }
    : { exerciseId: '', sets: '', repetitions: '', restSeconds: '' };

  async function handleSubmit(values: SessionExerciseValues) {
    const input = toSessionExerciseInput(values);
    let saved: SessionExerciseFieldsFragment;
    try {
      saved = item ? await updateSessionExercise(item.id, input) : await addSessionExercise(session.id, input);
    } catch (error) {
      notifySaveFailed(isNew, error);
      return;
    }
    notify.success(
      t('common.success'),
      isNew ? t('common.added', { name: saved.exercise.name }) : t('common.edited', { name: saved.exercise.name }),
    );
    onClose();
  }

  const noExercises = !exercisesQuery.loading && !exercisesQuery.error && exercisesQuery.data?.allExercises.length === 0;

  return (
    <Formik initialValues={initialValues} validationSchema={sessionExerciseSchema} onSubmit={handleSubmit}>
      {({ isSubmitting }) => (
        <ValidatedForm className="form">
          <FormLeaveGuard />
          <SelectField name="exerciseId" label={t('routines.exerciseDialog.exercise')} idPrefix="session-exercise-" options={options} />
          {exercisesQuery.error ? <p className="form-hint">{t('routines.exerciseDialog.loadFailed')}</p> : null}
          {noExercises ? (
            <p className="form-hint">
              <RichText
                text={t('routines.exerciseDialog.noExercises')}
                parts={{ link: (text) => <Link to="/exercises/new">{text}</Link> }}
              />
            </p>
          ) : null}
          <div className="form-grid session-exercise-form__numbers">
            <DecimalField name="sets" label={t('routines.exerciseDialog.sets')} idPrefix="session-exercise-" scale={0} max={SETS_MAX} />
            <DecimalField
              name="repetitions"
              label={t('routines.exerciseDialog.repetitions')}
              idPrefix="session-exercise-"
              scale={0}
              max={REPETITIONS_MAX}
            />
            <DecimalField
              name="restSeconds"
              label={t('routines.exerciseDialog.rest')}
              idPrefix="session-exercise-"
              scale={0}
              max={REST_SECONDS_MAX}
              suffix="s"
            />
          </div>
          <div className="form-actions">
            <BusyButton type="submit" className="button--primary" busy={isSubmitting}>
              {isNew ? t('routines.exerciseDialog.add') : t('common.edit')}
            </BusyButton>
            <button type="button" className="button button--secondary" onClick={onClose}>
              {t('common.cancel')}
            </button>
          </div>
        </ValidatedForm>
      )}
    </Formik>
  );
}
