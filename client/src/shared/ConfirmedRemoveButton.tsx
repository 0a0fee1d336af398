import { useRef, useState, type ReactNode } from 'react';
import { BusyButton } from './BusyButton';
import { ConfirmDialog } from './ConfirmDialog';
import { followFocusWhenRemoved } from './focusFollow';

export interface ConfirmedRemoveButtonProps {
  /** The button's accessible name, naming what it removes (e.g. 'Remove set 2 of Squat'). */
  label: string;
  className: string;
  /** What the button shows (e.g. '×' or 'Remove'). */
  children: ReactNode;
  /** The confirmation's title and its confirm button's label. */
  confirmTitle: string;
  confirmLabel: string;
  /** What the confirmation says goes with it. */
  warning: ReactNode;
  /** False when there is nothing to lose: the press removes at once, without asking. */
  ask?: boolean;
  /** Removes it; resolves true once removed, false when it failed (the failure already told). */
  onRemove: () => Promise<boolean>;
}

/**
 * A Remove button that asks first (a mis-tap on a phone must not lose data), for something that leaves the page
 * with its button (a set's row, an exercise's card). Busy, not disabled, from the confirmation until it is gone: a
 * second press cannot send it again, and the focus stays on it (the dialog gives it back here) if it fails; when it
 * goes, the focus follows to what is around it (followFocusWhenRemoved).
 */
export function ConfirmedRemoveButton({
  label,
  className,
  children,
  confirmTitle,
  confirmLabel,
  warning,
  ask = true,
  onRemove,
}: ConfirmedRemoveButtonProps) {
  const [asking, setAsking] = useState(false);
  const [removing, setRemoving] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  function remove() {
    setAsking(false);
    setRemoving(true);
    const stopFollowing = buttonRef.current ? followFocusWhenRemoved(buttonRef.current) : null;
    // A removal that throws (rather than resolving false) failed too: the button must not stay busy for good.
    void onRemove()
      .catch(() => false)
      .then((removed) => {
        if (removed) return; // busy until it leaves the page with its button
        stopFollowing?.();
        setRemoving(false);
      });
  }

  return (
    <>
      <BusyButton
        busy={removing}
        className={className}
        aria-label={label}
        ref={buttonRef}
        onClick={() => (ask ? setAsking(true) : remove())}
      >
        {children}
      </BusyButton>
      <ConfirmDialog open={asking} title={confirmTitle} confirmLabel={confirmLabel} onConfirm={remove} onCancel={() => setAsking(false)}>
        {warning}
      </ConfirmDialog>
    </>
  );
}
