import { DateInput } from './DateInput';
import { FormField, useFormField } from './FormField';

export interface DateFieldProps {
  /** Formik field name (its value: "YYYY-MM-DD" for a real day, else the text typed); also the input id. */
  name: string;
  label: string;
  /** Today, "YYYY-MM-DD" (the calendar offers no later day). */
  today: string;
  /** Prefix for the input id when several forms share a page. */
  idPrefix?: string;
}

/** A labelled formik `DateInput` (dd/mm/yyyy and a calendar); its error shows only when invalid and touched or edited. */
export function DateField({ name, label, today, idPrefix }: DateFieldProps) {
  const { field, helpers, touch, id, error, controlProps } = useFormField<string>(name, idPrefix);
  return (
    <FormField id={id} label={label} error={error}>
      <DateInput
        id={id}
        name={name}
        label={label}
        today={today}
        value={field.value ?? ''}
        onChange={(value) => void helpers.setValue(value)}
        onBlur={touch}
        {...controlProps}
      />
    </FormField>
  );
}
