import type { SelectHTMLAttributes } from 'react';
import { FormField, useFormField } from './FormField';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id'> {
  /** Formik field name; also the base of the select id. */
  name: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** Prefix for the select id when several forms share a page. */
  idPrefix?: string;
}

/** A labelled formik dropdown (native select); its error shows only when invalid and touched or edited. */
export function SelectField({ name, label, options, idPrefix, className, ...selectProps }: SelectFieldProps) {
  const { field, id, error, controlProps } = useFormField<string>(name, idPrefix);
  return (
    <FormField id={id} label={label} error={error} className={className}>
      <select {...selectProps} {...field} value={field.value ?? ''} id={id} {...controlProps}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}
