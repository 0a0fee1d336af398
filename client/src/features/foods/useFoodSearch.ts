import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import type { FoodFieldsFragment } from '../../gql/graphql';
import { useDebouncedValue } from '../../shared/useDebouncedValue';
import { FOOD_PICKER_COUNT_MAX, foodPickerVariables, FoodPickerQuery } from './foodDocuments';

/** How long typing must pause before the pickers ask the server (the list pages' search waits as long). */
export const FOOD_SEARCH_DELAY = 300;

const NO_FOODS: ReadonlyArray<FoodFieldsFragment> = [];

export interface FoodSearch {
  /** The typed text, as the select reports it (its `onInputChange`): react-select clears it on a pick and on leaving. */
  setText: (text: string) => void;
  /** The foods answered for the typed text, in name order (while `searching`, those answered before): see `useFoodSearch`. */
  foods: ReadonlyArray<FoodFieldsFragment>;
  /** The catalogue's first food in name order (what the entry dialog preselects); null while unknown or empty. */
  first: FoodFieldsFragment | null;
  /** The answer for the typed text is not there yet (typing has not paused, or the server has not answered). */
  searching: boolean;
  /** The server refused the search shown, or could not be reached (the foods shown before stay). */
  failed: boolean;
  /** The user has no foods at all (the first page answered empty). */
  noFoods: boolean;
  /**
   * How many foods the answer shown stands for when it shows only some of them (`foods` holds the first
   * `FOOD_PICKER_SIZE`): `total` foods in the catalogue, or matching the text searched (`searched`: counted up to
   * `FOOD_PICKER_COUNT_MAX`, so `atLeast` when it reached it, "1000+"). Null when every one is shown, and
   * while the typed text's answer is awaited.
   */
  more: { shown: number; total: number; searched: boolean; atLeast: boolean } | null;
}

/**
 * The food pickers' one rule (the meal entry dialog's Food tab, the recipe form's ingredients): the catalogue is
 * searched on the server, never read whole (an account may hold 200,000 foods). Opening shows the first
 * `FOOD_PICKER_SIZE` foods in name order; typing asks for the first `FOOD_PICKER_SIZE` names containing the text
 * (the `foods` search, case and accents ignored) once typing pauses for `FOOD_SEARCH_DELAY` ms.
 *
 * Each search is its own cached answer (Apollo keys `foods` by its arguments), and only the answer to the text typed
 * now is shown: a late answer to an older text fills the cache but never the list, and a text searched before is
 * answered from the cache without a request. While the answer for the text is on its way, `foods` are the ones
 * answered before: the dropdown narrows what it shows to the typed text (`useSelectSearch`, the server's own rule), so
 * nothing offered meanwhile fails to match, and Enter still picks a food shown. The cache rules of foods (created, renamed or deleted foods evict every cached `foods`
 * answer, imports too) cover these answers as they cover the foods page.
 */
export function useFoodSearch(): FoodSearch {
  const [typed, setTyped] = useState('');
  const text = typed.trim();
  const search = useDebouncedValue(text, FOOD_SEARCH_DELAY);
  const firstPage = useQuery(FoodPickerQuery, { variables: foodPickerVariables() });
  const found = useQuery(FoodPickerQuery, { variables: foodPickerVariables(search), skip: search === '' });
  const current = search === '' ? firstPage : found;

  const answer = current.data?.foods.content;
  // The answer shown: the typed text's, else the one answered before (a search's, or the first page).
  const shownPage = current.data ?? current.previousData ?? firstPage.data;
  const foods = shownPage?.foods.content ?? NO_FOODS;
  const settled = answer !== undefined && search === text;
  const setText = useCallback((next: string) => setTyped(next), []);
  const first = firstPage.data?.foods.content[0] ?? null;
  return {
    setText,
    foods,
    first,
    searching: !settled && !current.error,
    failed: Boolean(current.error),
    noFoods: firstPage.data?.foods.content.length === 0,
    // (while the typed text's answer is awaited, an older answer's figures would mislead)
    more: settled ? moreThanShown(shownPage?.foods, search !== '') : null,
  };
}

/** The picker's "30 of 512" when an answer holds fewer foods than it stands for (`FoodSearch.more`). */
function moreThanShown(
  page: { content: ReadonlyArray<unknown>; totalElements: number } | undefined,
  searched: boolean,
): FoodSearch['more'] {
  if (!page || page.totalElements <= page.content.length) return null;
  return {
    shown: page.content.length,
    total: page.totalElements,
    searched,
    atLeast: searched && page.totalElements >= FOOD_PICKER_COUNT_MAX,
  };
}
