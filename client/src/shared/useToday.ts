import { useEffect, useState } from 'react';
import { localToday } from './dates';

/** Milliseconds from now until just after the next local midnight. */
function untilTomorrow(now = new Date()): number {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return midnight.getTime() - now.getTime() + 500;
}

/**
 * Today (the browser's local date, "YYYY-MM-DD") that stays true while a page is left open: it changes at local
 * midnight, and is checked again whenever the tab becomes visible or the window gets the focus (a sleeping laptop
 * or a locked phone does not run timers on time). A page computing today once would keep calling yesterday 'Today'.
 */
export function useToday(): string {
  const [today, setToday] = useState(localToday);
  useEffect(() => {
    const check = () => setToday(localToday());
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(() => {
        check();
        schedule();
      }, untilTomorrow());
    };
    schedule();
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', check);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', check);
    };
  }, []);
  return today;
}
