import { WORKOUT_NOTES_MAX } from '@fitness-manager/shared';
import { useId } from 'react';
import { parseApolloError } from '../../shared/apolloErrors';

/** What a failure to save a note says: about the note's field (shown under it), or anything else (shown above it). */
export interface NoteFailure {
  general?: string;
  note?: string;
}

/** The argument a note is sent in: setWorkoutExerciseNote's `note`, finishWorkout's `notes`. */
type NoteArgument = 'note' | 'notes';

/**
 * Splits a failure to save a note between its field (the server's message about `field`) and the rest; `fallback`
 * is said when nothing else is (e.g. no connection).
 */
export function noteFailure(failure: unknown, field: NoteArgument, fallback: string): NoteFailure {
  const { messages, fields } = parseApolloError(failure);
  const { [field]: about, ...others } = fields;
  const note = about?.[0];
  const general = messages[0] ?? Object.values(others).flat()[0];
  return { note, general: general ?? (note ? undefined : fallback) };
}

/**
 * A note's labelled text field (an exercise's note, the workout's notes at Finish): the server's rule for notes
 * (at most WORKOUT_NOTES_MAX characters), an optional hint, and the message about it under it.
 */
export function NoteField({
  label,
  value,
  onChange,
  error,
  hint,
  rows = 3,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  rows?: number;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        className="input"
        rows={rows}
        maxLength={WORKOUT_NOTES_MAX}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? (
        <p id={`${id}-hint`} className="form-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
