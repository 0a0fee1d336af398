import { useRef, type ReactNode } from 'react';
import { Modal } from './Modal';
import { useT } from './i18n/i18n';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in words (what goes with it). */
  children: ReactNode;
  /** The label of the button that does it, e.g. 'Delete'. */
  confirmLabel: string;
  /** The label of the button that does nothing, e.g. 'Keep editing'. Default 'Cancel'. */
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before something that cannot be undone. Cancel has the focus (Enter on a habit does nothing harmful);
 * Escape, the backdrop and × cancel.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const t = useT();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal open={open} title={title} onClose={onCancel} size="small" initialFocusRef={cancelRef}>
      <div className="confirm-dialog__text">{children}</div>
      <div className="form-actions">
        <button type="button" className="button button--danger" onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className="button button--secondary" ref={cancelRef} onClick={onCancel}>
          {cancelLabel ?? t('common.cancel')}
        </button>
      </div>
    </Modal>
  );
}
