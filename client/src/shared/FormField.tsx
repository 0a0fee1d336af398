import type { ReactNode } from 'react';
import { FieldError } from './FieldError';
import { useFieldFeedback } from './fieldFeedback';

/**
 * A formik field as a labelled control shows it: its id (`idPrefix` + name), its error (only once touched or
 * edited, see `useFieldFeedback`) and the control's class and ARIA attributes for that error (`aria-invalid`, and
 * `aria-describedby` pointing at the message).
 */
export function useFormField<Value>(name: string, idPrefix = '', validate?: (value: Value) => string | null) {
  const { field, helpers, touch, error } = useFieldFeedback<Value>(name, validate);
  const id = `${idPrefix}${name}`;
  const errorId = `${id}-error`;
  const controlProps = {
    className: error ? 'input input--invalid' : 'input',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  } as const;
  return { field, helpers, touch, id, errorId, error, controlProps };
}

export interface FormFieldProps {
  /** The control's id (see `useFormField`). */
  id: string;
  label: string;
  error: string | null;
  /** Keep the label for assistive technology only. */
  hideLabel?: boolean;
  className?: string;
  /**
   * A passing note under the control (e.g. why a typed character was not taken), announced politely. Pass `null`
   * rather than nothing to keep its live region on the page, so the first note is read out too.
   */
  hint?: string | null;
  children: ReactNode;
}

/** The frame of a form control: its label above, its error below. */
export function FormField({ id, label, error, hideLabel, className, hint, children }: FormFieldProps) {
  return (
    <div className={['form-field', className].filter(Boolean).join(' ')}>
      <label className={hideLabel ? 'visually-hidden' : 'form-field__label'} htmlFor={id}>
        {label}
      </label>
      {children}
      {/* One box for what shows under the control, so a grid of fields lines labels, controls and messages up. */}
      <div className="form-field__messages">
        {hint !== undefined ? (
          <p id={`${id}-hint`} className="field-hint" role="status">
            {hint}
          </p>
        ) : null}
        <FieldError id={`${id}-error`} message={error} />
      </div>
    </div>
  );
}
