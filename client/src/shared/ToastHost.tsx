import { useEffect, useRef } from 'react';
import { cssTransition, toast, ToastContainer, type CloseButtonProps } from 'react-toastify';
import './ToastHost.css';
import { useT } from './i18n/i18n';

/** How long a toast shows, how long it stays once the pointer leaves it, and its fade in and out. */
const TOAST_DISPLAY_MS = 5000;
const TOAST_EXTENDED_MS = 1000;
const TOAST_FADE_MS = 300;

/** A plain fade (the enter and exit keyframes are in ToastHost.css; their duration is set on each toast). */
const Fade = cssTransition({ enter: 'toast-fade-in', exit: 'toast-fade-out', collapseDuration: TOAST_FADE_MS });

/**
 * The pointer left a toast: it closes `TOAST_EXTENDED_MS` later rather than going on with what remained of its time.
 * (While hovered it is paused by `pauseOnHover`; the update restarts its timer with the shorter delay.)
 */
function closeSoonAfterHoverOut(event: Event) {
  const toastNode = event.target instanceof HTMLElement && event.target.matches('.Toastify__toast') ? event.target : null;
  const id = toastNode?.id;
  // A toast on its way out (tapped, or its time is up) must not come back.
  if (!id || !toast.isActive(id)) return;
  // `delay: null`: apply at once (toast.update otherwise waits 100 ms).
  toast.update(id, { autoClose: TOAST_EXTENDED_MS, delay: null });
}

/** react-toastify's close button (its markup and classes), named in the current language. */
function ToastCloseButton({ closeToast, theme }: CloseButtonProps) {
  const t = useT();
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={t('common.closeNotification')}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

/**
 * Mounted once (in the app providers): where `notify.*` toasts appear: 5 s, 1 s more after hover-out,
 * 300 ms fade, top-right, newest on top, tap to dismiss, duplicates allowed, no limit; a toast keeps counting down
 * while the window is in the background (no pause on focus loss).
 */
export function ToastHost() {
  const t = useT();
  const hostRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    // `mouseleave` does not bubble, but its capture passes by here: it comes from each toast the pointer leaves.
    host.addEventListener('mouseleave', closeSoonAfterHoverOut, true);
    return () => host.removeEventListener('mouseleave', closeSoonAfterHoverOut, true);
  }, []);

  return (
    <div className="toast-host" ref={hostRef}>
      <ToastContainer
        position="top-right"
        autoClose={TOAST_DISPLAY_MS}
        newestOnTop
        closeOnClick
        pauseOnHover
        pauseOnFocusLoss={false}
        draggable={false}
        transition={Fade}
        toastStyle={{ animationDuration: `${TOAST_FADE_MS}ms` }}
        theme="light"
        aria-label={t('common.notifications')}
        closeButton={ToastCloseButton}
      />
    </div>
  );
}
