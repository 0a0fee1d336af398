import { useState } from 'react';
import { DecimalInput, type DecimalInputProps } from './DecimalInput';
import { FormField, useFormField } from './FormField';

export interface DecimalFieldProps extends Omit<DecimalInputProps, 'value' | 'onValueChange' | 'name' | 'id'> {
  /** Formik field name (its value is the shown text, e.g. "1,5"); also the input id. */
  name: string;
  label: string;
  /** Keep the label for assistive technology only (e.g. inputs inside a table row). */
  hideLabel?: boolean;
  /** Prefix for the input id when several forms share a page. */
  idPrefix?: string;
  /**
   * Shown after the input, e.g. the unit ('g'). A suffix that may change or be empty for a while (e.g. the unit of
   * an item still loading) keeps the same input element: pass `''` rather than `undefined` then.
   */
  suffix?: string;
  /** The field's rule, checked on its own value (rows of a list: see `useFieldFeedback`). */
  validate?: (value: string) => string | null;
}

/** A labelled formik `DecimalInput`; its error shows only when the field is invalid and touched or edited. */
export function DecimalField({ name, label, hideLabel, idPrefix, suffix, className, validate, ...inputProps }: DecimalFieldProps) {
  const { field, helpers, touch, id, error, controlProps } = useFormField<string>(name, idPrefix, validate);
  // Why the last typed or pasted text was not taken; gone once the field takes input again or is left.
  const [refusal, setRefusal] = useState<string | null>(null);
  const describedBy = [refusal ? `${id}-hint` : null, controlProps['aria-describedby']].filter(Boolean).join(' ');
  const input = (
    <DecimalInput
      {...inputProps}
      id={id}
      name={name}
      value={field.value ?? ''}
      onValueChange={(value) => {
        setRefusal(null);
        void helpers.setValue(value);
      }}
      onRefuse={setRefusal}
      onBlur={() => {
        setRefusal(null);
        touch();
      }}
      {...controlProps}
      aria-describedby={describedBy || undefined}
    />
  );
  return (
    <FormField id={id} label={label} error={error} hideLabel={hideLabel} className={className} hint={refusal}>
      {suffix !== undefined ? (
        <div className={suffix ? 'input-group' : 'input-group input-group--bare'}>
          {input}
          {suffix ? (
            <span className="input-group__suffix" aria-hidden="true">
              {suffix}
            </span>
          ) : null}
        </div>
      ) : (
        input
      )}
    </FormField>
  );
}
