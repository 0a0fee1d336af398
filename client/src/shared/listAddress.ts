import { PAGE_SIZE } from '@fitness-manager/shared';

/** The list's page in the address, counted from 1 as the paginator shows it (`?page=3`); absent on the first. */
export const PAGE_PARAM = 'page';
/** The list's name search in the address (`?search=leite`). */
export const SEARCH_PARAM = 'search';

/** The zero-based page the address names. */
export function pageFrom(params: URLSearchParams): number {
  const shown = Number(params.get(PAGE_PARAM));
  return Number.isInteger(shown) && shown > 1 ? shown - 1 : 0;
}

/** The variables of a list page query: zero-based page, its size, and the name search when there is one. */
export interface ListPageVariables {
  page: number;
  size: number;
  search?: string | null;
}

/** What a list page asks for: the page and search its address names (its route's loader preloads the same). */
export function listPageVariables(page: number, search: string): ListPageVariables {
  return { page, size: PAGE_SIZE, ...(search ? { search } : {}) };
}

/** The list page the address names, as the list asks for it. */
export function addressedListPage(params: URLSearchParams): ListPageVariables {
  return listPageVariables(pageFrom(params), (params.get(SEARCH_PARAM) ?? '').trim());
}
