import { useEffect, useState } from 'react';
import { localToday } from './dates';
import { useWhenBack } from './useWhenBack';

/** Milliseconds from now until just after the next local midnight. */
function untilTomorrow(now = new Date()): number {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return midnight.getTime() - now.getTime() + 500;
}

/**
 * Today (the browser's local date, "YYYY-MM-DD") that stays true while a page is left open: it changes at local
 * midnight, and is checked again whenever the tab becomes visible or the window gets the focus (`useWhenBack`: a
 * sleeping laptop or a locked phone does not run timers on time). A page computing today once would keep calling
 * yesterday 'Today'.
 */
export function useToday(): string {
  const [today, setToday] = useState(localToday);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(() => {
        setToday(localToday());
        schedule();
      }, untilTomorrow());
    };
    schedule();
    return () => clearTimeout(timer);
  }, []);
  useWhenBack(() => setToday(localToday()));
  return today;
}
