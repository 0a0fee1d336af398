import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import './Modal.css';
import { t } from './i18n/i18n';

export interface ModalProps {
  /** Nothing is rendered while closed. */
  open: boolean;
  /** The dialog's heading; it also names the dialog for assistive technology. */
  title: ReactNode;
  /** Called on Escape, on a click on the backdrop and on the close button. */
  onClose: () => void;
  children: ReactNode;
  /** A short text under the title; it also describes the dialog for assistive technology. */
  description?: ReactNode;
  /** Focused when the dialog opens. Default: the first focusable element of the body, else the dialog itself. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Accessible label of the × button. Default 'Close'. */
  closeLabel?: string;
  /** Width: 'small' (28rem) or 'medium' (40rem, default). */
  size?: 'small' | 'medium';
  className?: string;
}

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]',
  '[contenteditable="true"]',
].join(',');

/** The elements Tab can reach inside `root`, in document order. */
export function focusableElements(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.tabIndex >= 0 && !element.closest('[hidden], [inert]'),
  );
}

/**
 * An accessible modal dialog (role dialog, aria-modal, labelled by its title), rendered over the page in a portal.
 * Focus moves into it when it opens, Tab and Shift+Tab cycle inside it, and focus returns to the element that
 * opened it when it closes. Escape (unless a combobox or menu inside it is open and handles Escape itself), a click
 * on the backdrop and the × button close it. The page behind does not scroll while it is open.
 */
export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return <ModalDialog {...props} />;
}

function ModalDialog({ title, onClose, children, description, initialFocusRef, closeLabel, size = 'medium', className }: ModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);

  // The element that had the focus when the dialog opened (read while rendering, before any child takes focus).
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));

  // Opening: move focus in (unless a child already took it), stop the page from scrolling. Closing: undo both.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.contains(document.activeElement)) {
      const target = initialFocusRef?.current ?? focusableElements(dialog).find((element) => !element.closest('.modal__header')) ?? dialog;
      target.focus();
    }
    document.body.classList.add('modal-open');
    return () => {
      // React's StrictMode (development) runs this cleanup and the effect again while the dialog stays open:
      // only a dialog that really left the page gives the focus back (else its first field would blur, and show
      // its error as if the user had left it).
      queueMicrotask(() => {
        if (dialog?.isConnected) return;
        // Another dialog may still be open over the page.
        if (!document.querySelector('[role="dialog"][aria-modal="true"]')) document.body.classList.remove('modal-open');
        if (opener?.isConnected) opener.focus();
      });
    };
    // Only on open and close: a new initialFocusRef object must not move the focus again.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  // Escape closes the topmost dialog even when the focus fell out of it to the page (an element that had it was
  // removed or disabled): the dialog's own key handler only hears keys from inside it.
  const close = useRef(onClose);
  // eslint-disable-next-line react-hooks/refs -- the latest callback for the document listener, which is added once
  close.current = onClose;
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const dialog = dialogRef.current;
      if (event.key !== 'Escape' || event.defaultPrevented || !dialog) return;
      if (event.target instanceof Node && event.target !== document.body && event.target !== document.documentElement) return;
      const open = document.querySelectorAll('[role="dialog"][aria-modal="true"]');
      if (open[open.length - 1] !== dialog) return;
      event.preventDefault();
      close.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // Focus that falls to the page (its element was removed or disabled) comes back to the dialog.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget !== null) return;
      // Where the focus went is known only after the event.
      setTimeout(() => {
        if (dialog.isConnected && (document.activeElement === document.body || document.activeElement === null)) dialog.focus();
      });
    };
    dialog.addEventListener('focusout', onFocusOut);
    return () => dialog.removeEventListener('focusout', onFocusOut);
  }, []);

  // Focus that leaves the dialog some other way than Tab (e.g. a click on a toast) is brought back.
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const dialog = dialogRef.current;
      if (!dialog || !(event.target instanceof Node) || dialog.contains(event.target)) return;
      // Toasts may be dismissed, and a dialog opened over this one keeps its own focus.
      if (event.target instanceof Element && event.target.closest('.Toastify, [role="dialog"][aria-modal="true"]')) return;
      dialog.focus();
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      // An open combobox (e.g. react-select's menu) closes itself first.
      const target = event.target as HTMLElement;
      if (target !== event.currentTarget && target.getAttribute('aria-expanded') === 'true') return;
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const dialog = event.currentTarget;
    const focusable = focusableElements(dialog);
    if (focusable.length === 0) {
      event.preventDefault();
      dialog.focus();
      return;
    }
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function handleBackdropMouseDown(event: MouseEvent<HTMLDivElement>) {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  }

  function handleBackdropClick(event: MouseEvent<HTMLDivElement>) {
    // Only a click that started and ended on the backdrop (not a text selection dragged out of the dialog).
    if (event.target === event.currentTarget && pressStartedOnBackdrop.current) onClose();
    pressStartedOnBackdrop.current = false;
  }

  return createPortal(
    // A click on the backdrop is a pointer shortcut; keyboards close with Escape (the document listener above).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className="modal-backdrop" onMouseDown={handleBackdropMouseDown} onClick={handleBackdropClick}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a dialog keeps Tab inside it */}
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={['modal', `modal--${size}`, className].filter(Boolean).join(' ')}
        onKeyDown={handleKeyDown}
      >
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="modal__close" aria-label={closeLabel ?? t('common.close')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {description ? (
          <p id={descriptionId} className="modal__description">
            {description}
          </p>
        ) : null}
        <div className="modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
