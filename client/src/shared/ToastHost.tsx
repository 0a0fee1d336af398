import { useEffect, useRef } from 'react';
import { cssTransition, toast, ToastContainer } from 'react-toastify';
import './ToastHost.css';

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

/**
 * Mounted once (in the app providers): where `notify.*` toasts appear: 5 s, 1 s more after hover-out,
 * 300 ms fade, top-right, newest on top, tap to dismiss, duplicates allowed, no limit; a toast keeps counting down
 * while the window is in the background (no pause on focus loss).
 */
export function ToastHost() {
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
      />
    </div>
  );
}
