import { getIn, useField, useFormikContext, type FormikErrors, type FormikHelpers } from 'formik';
import { createContext, useContext, useState } from 'react';

/**
 * The one rule for showing a field's error: only when the field is invalid and touched (blurred, or the
 * form submitted: formik touches every field then) or edited (see `useEdited`). Only a string error is the field's
 * own: an array or object error belongs to nested fields (e.g. the rows of a list).
 */
export function shownError(error: unknown, touched: boolean, edited: boolean): string | null {
  return typeof error === 'string' && error !== '' && (touched || edited) ? error : null;
}

/**
 * A refused submit's field messages, kept in formik's `status` with the values the server judged. Not in formik's
 * `errors`: any later client validation (the blur of the field the focus leaves for the first invalid one, a change
 * elsewhere) replaces those, and the server's message went before it was read. Gone at `resetForm`.
 */
interface ServerFieldErrors {
  serverFieldErrors: FormikErrors<unknown>;
  judgedValues: unknown;
}

function isServerFieldErrors(status: unknown): status is ServerFieldErrors {
  return typeof status === 'object' && status !== null && 'serverFieldErrors' in status && 'judgedValues' in status;
}

/** Shows the server's field messages (nested paths allowed) on `values` until each field's value changes. */
export function keepServerFieldErrors<Values>(
  helpers: Pick<FormikHelpers<Values>, 'setStatus'>,
  fieldErrors: FormikErrors<Values>,
  values: Values,
): void {
  helpers.setStatus({ serverFieldErrors: fieldErrors, judgedValues: values } satisfies ServerFieldErrors);
}

/**
 * The server's message for field `name` while its value is the one the server judged (a value typed back to it is
 * as wrong as it was), else `undefined`.
 */
function serverFieldError(status: unknown, name: string, value: unknown): unknown {
  if (!isServerFieldErrors(status) || !sameValue(getIn(status.judgedValues, name), value)) return undefined;
  return getIn(status.serverFieldErrors, name);
}

/**
 * Whether a field's value was edited, as Angular's "dirty": its value changed since the field appeared, and once
 * changed it stays edited, even if changed back, until the form is reset (formik's `resetForm`).
 */
function useEdited(value: unknown): boolean {
  const { values, initialValues } = useFormikContext<unknown>();
  // formik starts, and restarts on `resetForm`, with the very initial values object; any change makes a new one.
  const pristineForm = values === initialValues;
  const [state, setState] = useState({ baseline: value, edited: false });
  if (pristineForm) {
    if (state.edited || !sameValue(state.baseline, value)) setState({ baseline: value, edited: false });
    return false;
  }
  if (!state.edited && !sameValue(state.baseline, value)) {
    setState({ baseline: state.baseline, edited: true });
    return true;
  }
  return state.edited;
}

/**
 * Provided by `ValidatedForm`, asked by a field being left: whether leaving touches it. Not when the focus is still
 * where it was when the form was reset (e.g. in the field where Enter saved, or the field a Save press left the
 * focus in): the visit that blur ends began in the form as it was before, so it touches nothing in the fresh one.
 */
export const LeaveTouchesContext = createContext<(() => boolean) | null>(null);

/**
 * A formik field with its error as shown (see `shownError`): `null` while it must not show. With `validate`, the
 * error comes from the field's own value rather than from formik's errors; without a client error, the server's
 * message of a refused submit shows while the value is the one refused (`keepServerFieldErrors`). Every field component
 * (inputs, selects, multi-selects, a list's own error) takes its error from here, and marks the field touched
 * when it is left through `touch` (also `field.onBlur`): not when the visit left began before a reset of the form
 * (see `LeaveTouchesContext`), which would otherwise show 'Required field.' on a form just saved and emptied.
 */
export function useFieldFeedback<Value>(name: string, validate?: (value: Value) => string | null) {
  const [formikField, meta, helpers] = useField<Value>(name);
  const status: unknown = useFormikContext().status;
  const leaveTouches = useContext(LeaveTouchesContext);
  const edited = useEdited(formikField.value);
  // A row of a list validates its own value: formik keeps errors by array position, and for a moment after a row
  // above is removed (or for good, when a later validation ran on the old list) they sit on the wrong row.
  const clientError = validate ? validate(formikField.value) : meta.error;
  const error = shownError(clientError || serverFieldError(status, name, formikField.value), meta.touched, edited);
  function touch() {
    if (leaveTouches?.() ?? true) void helpers.setTouched(true);
  }
  const field = { ...formikField, onBlur: touch };
  return { field, meta, helpers, touch, edited, error };
}

/** Structural equality of form values (strings, numbers, booleans, null, arrays and plain objects of them). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const aKeys = Object.keys(a);
    const bKeys = Object.keys(b);
    return (
      aKeys.length === bKeys.length &&
      aKeys.every((key) => Object.hasOwn(b, key) && sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
    );
  }
  return false;
}
