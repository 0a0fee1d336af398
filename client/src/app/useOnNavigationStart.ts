import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext } from 'react-router-dom';

/**
 * Calls `onStart` whenever the router moves to another location (the app always runs in a data router:
 * createBrowserRouter, createMemoryRouter in tests).
 *
 * The router's own state moves the moment a navigation starts, while `useLocation()` only follows once the
 * new page's lazily loaded code is ready and React commits it. Reacting to the router keeps anything the
 * user does in between (opening the menu while a page loads) from being undone when that page arrives.
 */
export function useOnNavigationStart(onStart: () => void) {
  const router = useContext(UNSAFE_DataRouterContext)?.router;

  useEffect(() => {
    if (!router) return undefined;
    let key = router.state.location.key;
    return router.subscribe((state) => {
      if (state.location.key === key) return;
      key = state.location.key;
      onStart();
    });
  }, [router, onStart]);
}
