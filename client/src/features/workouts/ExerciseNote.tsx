import { useState, type FormEvent } from 'react';
import { BusyButton } from '../../shared/BusyButton';
import { useT } from '../../shared/i18n/i18n';
import { Modal } from '../../shared/Modal';
import { NoteField, noteFailure, type NoteFailure } from './NoteField';
import { keepNote, pendingNoteFor, restoreNote, usePendingNote } from './pendingNotes';
import { useSaveNoteDirectly, useSendPendingNote } from './sendPending';
import { isRefusal } from './setValues';

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
 * The note on an exercise of the workout in progress: the one kept on this device while it waits to be sent
 * (pendingNotes.ts), saying so as a set row does, else the server's.
 */
export function KeptExerciseNoteText({ item }: { item: NotedExercise }) {
  const t = useT();
  const kept = usePendingNote(item.id);
  return (
    <>
      <ExerciseNoteText note={kept ? kept.note : item.note} />
      {kept ? <p className="workout-exercise__note-unsent">{t('workouts.note.unsent')}</p> : null}
    </>
  );
}

/**
 * 'Note' (or 'Edit note'): opens a dialog with the note's labelled text field ('' removes the note). On a finished
 * workout saving sends it and closes on success; on the workout in progress the note is kept on this device first and
 * the dialog closes whether or not it could be sent (pendingNotes.ts: not sent, it is sent again later). A refusal
 * stays in the dialog under the field with the text kept, so nothing typed is lost.
 */
export function ExerciseNoteButton({ item, workoutId }: { item: NotedExercise; workoutId?: number }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const exercise = item.exercise.name;
  // On the workout in progress a note that could not be sent is kept (and shown) until it is.
  const kept = usePendingNote(workoutId === undefined ? -1 : item.id);
  const note = kept ? kept.note : item.note;
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        aria-haspopup="dialog"
        aria-label={note ? t('workouts.note.editNamed', { exercise }) : t('workouts.note.addNamed', { exercise })}
        onClick={() => setOpen(true)}
      >
        {note ? t('workouts.note.edit') : t('workouts.note.add')}
      </button>
      {open ? <ExerciseNoteDialog item={{ ...item, note }} workoutId={workoutId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function ExerciseNoteDialog({ item, workoutId, onClose }: { item: NotedExercise; workoutId?: number; onClose: () => void }) {
  const t = useT();
  const saveDirectly = useSaveNoteDirectly();
  const sendKept = useSendPendingNote();
  const [sending, setSending] = useState(false);
  /**
   * On the workout in progress the note is kept first (pendingNotes.ts) and sent from there: not sent (no connection,
   * an expired session, a busy server), it stays kept, shown under the exercise, and is sent again like set edits; a
   * refusal drops it (the sender) and stays in the dialog, the note kept before it (if any) put back. A finished
   * workout's note is sent as is (`saveDirectly`).
   */
  async function save(text: string) {
    const before = pendingNoteFor(item.id);
    // Storage off or full: nothing is kept, the note goes as is.
    const version = workoutId === undefined ? null : keepNote(item.id, workoutId, text);
    setSending(true);
    try {
      if (workoutId === undefined || version === null) await saveDirectly(item.id, text);
      else await sendKept(item.id, { note: text, workoutId, version });
    } catch (failure) {
      if (version === null) throw failure;
      if (!isRefusal(failure)) return;
      // The refused text stays in the dialog only; an earlier unsent note is kept (and sent) as it was.
      if (before) restoreNote(item.id, before);
      throw failure;
    } finally {
      setSending(false);
    }
  }
  const [text, setText] = useState(item.note);
  // A message about the note goes under it; any other (the connection's, the workout's) above it.
  const [error, setError] = useState<NoteFailure>({});
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setError({});
    try {
      await save(text);
      onClose();
    } catch (failure) {
      setError(noteFailure(failure, 'note', t('workouts.note.failed')));
    }
  }
  return (
    <Modal open title={t('workouts.note.title', { exercise: item.exercise.name })} onClose={onClose} size="small">
      <form className="exercise-note" onSubmit={(event) => void submit(event)} noValidate>
        {error.general ? (
          <p className="field-error" role="alert">
            {error.general}
          </p>
        ) : null}
        <NoteField
          label={t('workouts.note.label')}
          value={text}
          onChange={setText}
          error={error.note}
          hint={t('workouts.note.hint')}
          rows={4}
        />
        <div className="card__actions">
          <BusyButton type="submit" className="button--primary" busy={sending}>
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
