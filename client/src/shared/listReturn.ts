import { useLocation } from 'react-router-dom';

/**
 * How a record's form returns to the list it was opened from (QA: saving a row's Edit went back to the plain
 * `/foods/list`, losing the page and the search the user had left, which the list keeps in its address:
 * `usePagedSearch`). The one home of the rule, for every list and its form (foods, recipes, exercises, routines, tags):
 *
 * - a list's links to its forms (a row's Edit: `RowActions`; New: `PagedListPage`) carry the list's address, search
 *   and page included, in the history entry's state (`useFromList`);
 * - the form (`useSaveForm`, so `RecordForm`; the not-found page; a deletion from the form) returns there
 *   (`useListReturn`), or to the plain list when it was opened directly (a typed or shared address, a reload keeps the
 *   state) or from elsewhere.
 */
interface FromList {
  /** The list's address when it opened the form: `/foods/list?search=arroz&page=3`. */
  fromList: string;
}

/** The state a list's link to one of its forms carries (`<Link to=… state={useFromList()}>`). */
export function useFromList(): FromList {
  const { pathname, search } = useLocation();
  return { fromList: pathname + search };
}

/**
 * Where a form goes back to: the address of the list at `listPath` it was opened from (with its search and page), else
 * `listPath`. Only that list's own address is taken: the state could come from any page.
 */
export function useListReturn(listPath: string): string {
  const state = useLocation().state as Partial<FromList> | null;
  const from = state?.fromList;
  return typeof from === 'string' && (from === listPath || from.startsWith(`${listPath}?`)) ? from : listPath;
}
