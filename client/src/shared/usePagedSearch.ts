import { useCallback, useState } from 'react';
import { useDebouncedValue } from './useDebouncedValue';

/**
 * State of a searchable paginated list: the typed text, the debounced search sent to the server, and the
 * zero-based page (back to 0 whenever the search changes).
 */
export function usePagedSearch(delay = 300) {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), delay);
  const [state, setState] = useState({ page: 0, search });
  let page = state.page;
  if (state.search !== search) {
    page = 0;
    setState({ page: 0, search });
  }
  const setPage = useCallback((next: number) => setState((current) => ({ ...current, page: next })), []);
  return { text, setText, search, page, setPage };
}
