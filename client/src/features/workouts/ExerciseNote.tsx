import { WORKOUT_NOTES_MAX } from '@fitness-manager/shared';
import { useId, useState, type FormEvent } from 'react';
import { BusyButton } from '../../shared/BusyButton';
import { parseApolloError } from '../../shared/apolloErrors';
import { useT } from '../../shared/i18n/i18n';
import { Modal } from '../../shared/Modal';
import { useSetWorkoutExerciseNote } from './useWorkoutMutations';

/** An exercise of a workout, as the note's control needs it. */
export interface NotedExercise {
  id: number;
  note: string;
  exercise: { name: string };
}

/** The note on an exercise of a workout, under it (its lines kept); nothing when there is none. */
export function ExerciseNoteText({ note }: { note: string }) {
  const t = useT();
  return note ? <p className="workout-exercise__note">{t('workouts.note.text', { note })}</p> : null;
}

/**
 * 'Note' (or 'Edit note'): opens a dialog with the note's labelled text field. Saving sends it at once (the workout in
 * progress and a finished one alike; '' removes it) and closes on success; a refusal stays in the dialog under the
 * field with the text kept, so nothing typed is lost.
 */
export function ExerciseNoteButton({ item }: { item: NotedExercise }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const exercise = item.exercise.name;
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        aria-haspopup="dialog"
        aria-label={item.note ? t('workouts.note.editNamed', { exercise }) : t('workouts.note.addNamed', { exercise })}
        onClick={() => setOpen(true)}
      >
        {item.note ? t('workouts.note.edit') : t('workouts.note.add')}
      </button>
      {open ? <ExerciseNoteDialog item={item} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function ExerciseNoteDialog({ item, onClose }: { item: NotedExercise; onClose: () => void }) {
  const t = useT();
  const id = useId();
  const { save, loading } = useSetWorkoutExerciseNote();
  const [text, setText] = useState(item.note);
  // A message about the note goes under it; any other (the connection's, the workout's) above it.
  const [error, setError] = useState<{ general?: string; note?: string }>({});
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    setError({});
    try {
      await save(item.id, text);
      onClose();
    } catch (failure) {
      const { messages, fields } = parseApolloError(failure);
      const { note, ...others } = fields;
      const general = messages[0] ?? Object.values(others).flat()[0];
      setError({ note: note?.[0], general: general ?? (note?.[0] ? undefined : t('workouts.note.failed')) });
    }
  }
  const described = [`${id}-hint`, error.note ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <Modal open title={t('workouts.note.title', { exercise: item.exercise.name })} onClose={onClose} size="small">
      <form className="exercise-note" onSubmit={(event) => void submit(event)} noValidate>
        {error.general ? (
          <p className="field-error" role="alert">
            {error.general}
          </p>
        ) : null}
        <label htmlFor={id}>{t('workouts.note.label')}</label>
        <textarea
          id={id}
          className="input"
          rows={4}
          maxLength={WORKOUT_NOTES_MAX}
          value={text}
          aria-invalid={error.note ? true : undefined}
          aria-describedby={described}
          onChange={(event) => setText(event.target.value)}
        />
        <p id={`${id}-hint`} className="form-hint">
          {t('workouts.note.hint')}
        </p>
        {error.note ? (
          <p id={`${id}-error`} className="field-error" role="alert">
            {error.note}
          </p>
        ) : null}
        <div className="card__actions">
          <BusyButton type="submit" className="button--primary" busy={loading}>
            {t('workouts.note.save')}
          </BusyButton>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
