import { Form, useFormikContext, type FormikFormProps } from 'formik';
import { useEffect, useRef, type MouseEvent, type RefObject } from 'react';
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
  const button = event.target.closest('button');
  if (button && !button.disabled && (button.type === 'submit' || button.closest('.form-actions'))) event.preventDefault();
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
 * messages), focusing the first invalid control after a failed submit (`useFocusFirstInvalid`), and action buttons
 * that a press does not move away (`keepFocusOnActionPress`).
 */
export function ValidatedForm({ onMouseDown, ...props }: FormikFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef);
  useRevalidateOnLanguageChange();
  return (
    <Form
      noValidate
      {...props}
      ref={formRef}
      onMouseDown={(event) => {
        keepFocusOnActionPress(event);
        onMouseDown?.(event);
      }}
    />
  );
}
