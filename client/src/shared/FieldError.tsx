export interface FieldErrorProps {
  /** Referenced by the input's `aria-describedby`. */
  id: string;
  /** Nothing is rendered without a message. */
  message?: string | null;
}

/** A validation message under a form field. */
export function FieldError({ id, message }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p id={id} className="field-error">
      {message}
    </p>
  );
}
