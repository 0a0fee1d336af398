import { Form, useFormikContext, type FormikFormProps } from 'formik';
import { useCallback, useEffect, useLayoutEffect, useRef, type MouseEvent, type RefObject } from 'react';
import { LeaveTouchesContext } from './fieldFeedback';
import { useLanguage } from './i18n/i18n';

/**
 * After a submit attempt that ends with errors shown (formik validates and, when invalid, never calls `onSubmit`),
 * moves the focus to the form's first invalid control: the first, in page order, with `aria-invalid="true"`
 * (every field component sets it while its error shows, and formik touches every field on submit).
 */
function useFocusFirstInvalid(formRef: RefObject<HTMLFormElement | null>): void {
  const { submitCount, isSubmitting, isValidating } = useFormikContext();
  const handledSubmit = useRef(submitCount);
  useEffect(() => {
    if (isSubmitting || isValidating || submitCount === handledSubmit.current) return;
    handledSubmit.current = submitCount;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formRef, submitCount, isSubmitting, isValidating]);
}

/**
 * A press on one of the form's action buttons keeps the focus where it is until the click. Otherwise the field
 * being left blurs first, shows its error, the message pushes the buttons down, and the click lands beside the
 * button: the submit (or Cancel) never happens, and only that one field's error shows. The click itself still
 * submits, which touches and checks every field at once.
 */
function keepFocusOnActionPress(event: MouseEvent<HTMLFormElement>) {
  if (event.button !== 0 || !(event.target instanceof Element)) return;
  // Only the form's own buttons: a dialog portalled out of it (a date field's calendar) still passes its presses
  // up React's tree to the form.
  if (!event.currentTarget.contains(event.target)) return;
  const button = event.target.closest('button');
  if (button && !button.disabled && (button.type === 'submit' || button.closest('.form-actions'))) event.preventDefault();
}

/**
 * Whether leaving a field touches it (`LeaveTouchesContext`): not while the focus is still where it was when the
 * form was last reset (formik's `resetForm`, e.g. after a save that empties the form for the next entry). Enter in
 * a field, or a Save press (see `keepFocusOnActionPress`), keeps the focus in the field through the save and the
 * reset; leaving it afterwards must not touch the fresh form's field ('Required field.' on a form just saved). Noted
 * when the form becomes fresh again (its initial values, nothing touched, no submit) with the focus inside it;
 * forgotten at that field's leaving, or at the next focus in the form (`forgetKeptFocus`, a new visit).
 */
function useLeaveTouches(formRef: RefObject<HTMLFormElement | null>) {
  const { values, initialValues, touched, submitCount } = useFormikContext();
  const focusKeptRef = useRef(false);
  const fresh = values === initialValues && submitCount === 0 && Object.keys(touched).length === 0;
  const wasFreshRef = useRef(fresh);
  // Before the browser can move the focus (its blur would otherwise come first).
  useLayoutEffect(() => {
    if (fresh && !wasFreshRef.current) focusKeptRef.current = formRef.current?.contains(document.activeElement) ?? false;
    wasFreshRef.current = fresh;
  }, [formRef, fresh]);
  const leaveTouches = useCallback(() => {
    const kept = focusKeptRef.current;
    focusKeptRef.current = false;
    return !kept;
  }, []);
  const forgetKeptFocus = useCallback(() => {
    focusKeptRef.current = false;
  }, []);
  return { leaveTouches, forgetKeptFocus };
}

/**
 * Validation messages are words of the language shown when the value was checked: when the language changes, the
 * form checks its values again (only once something was checked), so the messages shown follow it.
 */
function useRevalidateOnLanguageChange(): void {
  const { validateForm, submitCount, touched } = useFormikContext();
  const language = useLanguage();
  const shown = useRef(language);
  const checked = submitCount > 0 || Object.keys(touched).length > 0;
  useEffect(() => {
    if (shown.current === language) return;
    shown.current = language;
    if (checked) void validateForm();
  }, [language, checked, validateForm]);
}

/**
 * Every formik form of the app: formik's `<Form>` without the browser's own validation (the fields show the
 * messages), focusing the first invalid control after a failed submit (`useFocusFirstInvalid`), action buttons
 * that a press does not move away (`keepFocusOnActionPress`), and a reset that leaves the form fresh even for the
 * field that keeps the focus through it (`useLeaveTouches`).
 */
export function ValidatedForm({ onMouseDown, onFocus, ...props }: FormikFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef);
  useRevalidateOnLanguageChange();
  const { leaveTouches, forgetKeptFocus } = useLeaveTouches(formRef);
  return (
    <LeaveTouchesContext value={leaveTouches}>
      <Form
        noValidate
        {...props}
        ref={formRef}
        onMouseDown={(event) => {
          keepFocusOnActionPress(event);
          onMouseDown?.(event);
        }}
        onFocus={(event) => {
          forgetKeptFocus();
          onFocus?.(event);
        }}
      />
    </LeaveTouchesContext>
  );
}
