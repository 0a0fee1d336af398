import { Form, useFormikContext, type FormikFormProps } from 'formik';
import { useEffect, useRef, type RefObject } from 'react';

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
 * Every formik form of the app: formik's `<Form>` without the browser's own validation (the fields show the
 * messages), focusing the first invalid control after a failed submit (`useFocusFirstInvalid`).
 */
export function ValidatedForm(props: FormikFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef);
  return <Form noValidate {...props} ref={formRef} />;
}
