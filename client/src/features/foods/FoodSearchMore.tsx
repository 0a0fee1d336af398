import { useT } from '../../shared/i18n/i18n';
import type { FoodSearch } from './useFoodSearch';

/**
 * The food pickers' word on what they leave out (the meal entry dialog's Food tab, the recipe form's ingredients):
 * "Showing 30 of 512 foods — type to search." when the answer shown holds only the first foods of the catalogue or
 * of a search ("Showing 30 of 1000+ matching foods — type more to narrow."), nothing when it holds them all
 * (`FoodSearch.more`). Its `id` is for the picker's `aria-describedby` (`describedBy` of the select, given while
 * `more` is set), so a screen reader reads it with the field.
 */
export function FoodSearchMore({ id, more }: Pick<FoodSearch, 'more'> & { id: string }) {
  const t = useT();
  if (!more) return null;
  // a search's matches are counted up to a bound: "1000+" (a plain figure otherwise, as every count of the app)
  const values = { shown: more.shown, total: more.atLeast ? `${more.total}+` : more.total };
  return (
    <p id={id} className="form-hint">
      {more.searched ? t('foods.picker.moreFound', values) : t('foods.picker.more', values)}
    </p>
  );
}
