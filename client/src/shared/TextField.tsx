import { useField } from 'formik';
import type { InputHTMLAttributes } from 'react';
import { FieldError } from './FieldError';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> {
  /** Formik field name; also the base of the input id. */
  name: string;
  label: string;
  /** Prefix for the input id when several forms share a page. */
  idPrefix?: string;
}

/**
 * A labelled formik input. Its error shows only when the field is invalid and touched (formik touches every
 * field on submit).
 */
export function TextField({ name, label, idPrefix = '', className, ...inputProps }: TextFieldProps) {
  const [field, meta] = useField<string>(name);
  const id = `${idPrefix}${name}`;
  const errorId = `${id}-error`;
  const error = meta.touched && meta.error ? meta.error : null;
  return (
    <div className={['form-field', className].filter(Boolean).join(' ')}>
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...inputProps}
        {...field}
        value={field.value ?? ''}
        id={id}
        className={error ? 'input input--invalid' : 'input'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
