import { useRef, type ReactNode } from 'react';
import { BusyButton } from './BusyButton';
import { Modal } from './Modal';
import { useT } from './i18n/i18n';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** A short text under the title that also describes the dialog for assistive technology (see Modal). */
  description?: string;
  /** What will happen, in words (what goes with it). */
  children?: ReactNode;
  /** The label of the button that does it, e.g. 'Delete'. */
  confirmLabel: string;
  /** The label of the button that does nothing, e.g. 'Keep editing'. Default 'Cancel'. */
  cancelLabel?: string;
  /**
   * What `onConfirm` started is still running, with the dialog open: the confirm button is busy (it keeps the
   * focus and ignores presses, see BusyButton) until the caller closes the dialog, or ends it on a failure.
   */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before something that cannot be undone. Cancel has the focus (Enter on a habit does nothing harmful);
 * Escape, the backdrop and × cancel.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useT();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal open={open} title={title} description={description} onClose={onCancel} size="small" initialFocusRef={cancelRef}>
      {children ? <div className="confirm-dialog__text">{children}</div> : null}
      <div className="form-actions">
        <BusyButton className="button--danger" busy={busy} onClick={onConfirm}>
          {confirmLabel}
        </BusyButton>
        <button type="button" className="button button--secondary" ref={cancelRef} onClick={onCancel}>
          {cancelLabel ?? t('common.cancel')}
        </button>
      </div>
    </Modal>
  );
}
