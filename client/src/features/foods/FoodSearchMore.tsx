import { useT } from '../../shared/i18n/i18n';
import type { FoodSearch } from './useFoodSearch';

/**
 * The food pickers' word on what they leave out (the meal entry dialog's Food tab, the recipe form's ingredients):
 * "Showing 30 of 512 foods — type to search." when the answer shown holds only the first foods of the catalogue or
 * of a search ("Showing 30 of 1000+ matching foods — type more to narrow."). Given while `FoodSearch.more` is set
 * (every food shown: no word), as one of the picker's hints (`selectHints`, which ties it to the picker's input).
 */
export function FoodSearchMore({ more }: { more: NonNullable<FoodSearch['more']> }) {
  const t = useT();
  // a search's matches are counted up to a bound: "1000+" (a plain figure otherwise, as every count of the app)
  const values = { shown: more.shown, total: more.atLeast ? `${more.total}+` : more.total };
  return more.searched ? t('foods.picker.moreFound', values) : t('foods.picker.more', values);
}
