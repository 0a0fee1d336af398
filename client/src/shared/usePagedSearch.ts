import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAGE_PARAM, pageFrom, SEARCH_PARAM } from './listAddress';
import { useDebouncedValue } from './useDebouncedValue';

/**
 * State of a searchable paginated list: the typed text, the debounced search sent to the server, and the
 * zero-based page (back to 0 whenever the search changes). The page and the search live in the address, so Back
 * from a row's page (Edit) returns to the page and search the user left, and a list's link can be shared.
 */
export function usePagedSearch(delay = 300) {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(() => params.get(SEARCH_PARAM) ?? '');
  const search = useDebouncedValue(text.trim(), delay);
  const page = pageFrom(params);

  // A new search starts on its first page; the address follows the search without adding a history entry per keystroke.
  // Only when the address lacks it: this runs again on every change of the address, and a navigation made then would
  // overtake a page chosen meanwhile (its own navigation still on the way) and drop it.
  const searchInAddress = params.get(SEARCH_PARAM) ?? '';
  useEffect(() => {
    if (searchInAddress === search) return;
    setParams(
      (current) => {
        if ((current.get(SEARCH_PARAM) ?? '') === search) return current;
        const next = new URLSearchParams(current);
        if (search) next.set(SEARCH_PARAM, search);
        else next.delete(SEARCH_PARAM);
        next.delete(PAGE_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [search, searchInAddress, setParams]);

  // The page is one of the search being shown, written with it: that search's own navigation may not have landed
  // yet, and `current` is the address of the last render, so it could still lack the search (or hold an older one).
  const setPage = useCallback(
    (next: number) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (search) updated.set(SEARCH_PARAM, search);
          else updated.delete(SEARCH_PARAM);
          if (next > 0) updated.set(PAGE_PARAM, String(next + 1));
          else updated.delete(PAGE_PARAM);
          return updated;
        },
        { replace: true },
      ),
    [search, setParams],
  );
  // While the typed search has not reached the address yet, the page shown is its first.
  return { text, setText, search, page: searchInAddress === search ? page : 0, setPage };
}
