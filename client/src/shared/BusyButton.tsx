import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';

export interface BusyButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The button's action is running: it shows a spinner and ignores presses until it ends. */
  busy: boolean;
  /** What the button says while busy (default: its usual text), e.g. 'Signing in…'. */
  busyLabel?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button whose action takes a while (saving, signing in, starting the day). While busy it stays focusable and
 * announced as busy (`aria-busy`, `aria-disabled`) with a spinner, and ignores clicks and Enter: a `disabled`
 * button would drop the focus to the page, where Escape no longer reaches a dialog and the keyboard user is lost.
 * `disabled` remains for buttons that cannot be used at all.
 */
export function BusyButton({ busy, busyLabel, className, onClick, children, ...props }: BusyButtonProps) {
  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (busy) {
      event.preventDefault(); // also the implicit submission of a form by Enter
      return;
    }
    onClick?.(event);
  }
  return (
    <button
      type="button"
      {...props}
      className={['button', className, busy ? 'button--busy' : null].filter(Boolean).join(' ')}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={handleClick}
    >
      {busy && busyLabel !== undefined ? busyLabel : children}
    </button>
  );
}
