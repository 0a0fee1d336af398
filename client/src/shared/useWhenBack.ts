import { useEffect, useRef } from 'react';

/**
 * Calls `onBack` whenever the user comes back to the page: the tab becomes visible again, or the window gets the
 * focus (another tab, another app, a phone unlocked). A page left open is not watched meanwhile (timers sleep with the
 * device, another tab or device may have changed what it shows): this is where it checks again. The latest `onBack`
 * is called (it may change with every render).
 */
export function useWhenBack(onBack: () => void): void {
  const latest = useRef(onBack);
  useEffect(() => {
    latest.current = onBack;
  });
  useEffect(() => {
    const back = () => latest.current();
    const onVisible = () => {
      if (document.visibilityState === 'visible') back();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', back);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', back);
    };
  }, []);
}
