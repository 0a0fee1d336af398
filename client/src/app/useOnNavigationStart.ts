import { useEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';

/**
 * Calls `onStart` whenever the router moves to another location, as soon as the move starts: while a page's
 * code loads (route `lazy`), `useNavigation()` already names the coming location, where `useLocation()` still
 * shows the current one. Reacting at the start keeps anything the user does in between (opening the menu while
 * a page loads) from being undone when that page arrives. A move with nothing to load shows first in the
 * location itself.
 */
export function useOnNavigationStart(onStart: () => void) {
  const navigation = useNavigation();
  const location = useLocation();
  const target = navigation.location?.key ?? location.key;
  const seen = useRef(target);

  useEffect(() => {
    if (target === seen.current) return;
    seen.current = target;
    onStart();
  }, [target, onStart]);
}
