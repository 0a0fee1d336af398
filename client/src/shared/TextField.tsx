import type { InputHTMLAttributes, Ref } from 'react';
import { FormField, useFormField } from './FormField';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> {
  /** Formik field name; also the base of the input id. */
  name: string;
  label: string;
  /** Prefix for the input id when several forms share a page. */
  idPrefix?: string;
  /** The input element (e.g. a dialog's first focus). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled formik input. Its error shows only when the field is invalid and touched or edited (formik touches
 * every field on submit).
 */
export function TextField({ name, label, idPrefix, className, ...inputProps }: TextFieldProps) {
  const { field, id, error, controlProps } = useFormField<string>(name, idPrefix);
  return (
    <FormField id={id} label={label} error={error} className={className}>
      <input {...inputProps} {...field} value={field.value ?? ''} id={id} {...controlProps} />
    </FormField>
  );
}
