import { useField } from 'formik';
import type { SelectHTMLAttributes } from 'react';
import { FieldError } from './FieldError';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id'> {
  /** Formik field name; also the base of the select id. */
  name: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** Prefix for the select id when several forms share a page. */
  idPrefix?: string;
}

/** A labelled formik dropdown (native select); its error shows only when invalid and touched. */
export function SelectField({ name, label, options, idPrefix = '', className, ...selectProps }: SelectFieldProps) {
  const [field, meta] = useField<string>(name);
  const id = `${idPrefix}${name}`;
  const errorId = `${id}-error`;
  const error = meta.touched && meta.error ? meta.error : null;
  return (
    <div className={['form-field', className].filter(Boolean).join(' ')}>
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        {...selectProps}
        {...field}
        value={field.value ?? ''}
        id={id}
        className={error ? 'input input--invalid' : 'input'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
