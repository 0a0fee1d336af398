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
import { AllExercisesQuery } from '../exercises/exerciseDocuments';
import { useAddSessionExercise, useUpdateSessionExercise } from './useSessionMutations';

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
    .matches(/^\d+$/, WHOLE_NUMBER_MESSAGE)
    .test('max', atMostMessage(max), (value) => !value || Number(value) <= max);

const sessionExerciseSchema: yup.ObjectSchema<SessionExerciseValues> = yup.object({
  exerciseId: yup.string().required(REQUIRED_MESSAGE),
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
  const isNew = !item;
  return (
    <Modal
      open={open}
      title={isNew ? 'Add exercise' : 'Edit exercise'}
      description={`Session ${session.description}`}
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
      { value: '', label: exercisesQuery.loading && byId.size === 0 ? 'Loading…' : 'Select an exercise' },
      ...[...byId].map(([id, name]) => ({ value: String(id), label: name })),
    ];
  }, [item, exercisesQuery.data, exercisesQuery.loading]);

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
    notify.success('Success', `${saved.exercise.name} was successfully ${isNew ? 'added' : 'edited'}.`);
    onClose();
  }

  const noExercises = !exercisesQuery.loading && !exercisesQuery.error && exercisesQuery.data?.allExercises.length === 0;

  return (
    <Formik initialValues={initialValues} validationSchema={sessionExerciseSchema} onSubmit={handleSubmit}>
      {({ isSubmitting }) => (
        <ValidatedForm className="form">
          <SelectField name="exerciseId" label="Exercise" idPrefix="session-exercise-" options={options} />
          {exercisesQuery.error ? <p className="form-hint">Couldn't load your exercises. Server might be down right now.</p> : null}
          {noExercises ? (
            <p className="form-hint">
              You have no exercises yet. <Link to="/exercises/new">Register an exercise</Link> first.
            </p>
          ) : null}
          <div className="form-grid session-exercise-form__numbers">
            <DecimalField name="sets" label="Sets" idPrefix="session-exercise-" scale={0} max={SETS_MAX} />
            <DecimalField name="repetitions" label="Repetitions" idPrefix="session-exercise-" scale={0} max={REPETITIONS_MAX} />
            <DecimalField
              name="restSeconds"
              label="Rest (seconds)"
              idPrefix="session-exercise-"
              scale={0}
              max={REST_SECONDS_MAX}
              suffix="s"
            />
          </div>
          <div className="form-actions">
            <BusyButton type="submit" className="button--primary" busy={isSubmitting}>
              {isNew ? 'Add' : 'Edit'}
            </BusyButton>
            <button type="button" className="button button--secondary" onClick={onClose}>
              Cancel
            </button>
          </div>
        </ValidatedForm>
      )}
    </Formik>
  );
}
