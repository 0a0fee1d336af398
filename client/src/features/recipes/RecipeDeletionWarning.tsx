import { useT } from '../../shared/i18n/i18n';

/** What deleting a recipe takes with it, said before it happens (recipe list). */
export function RecipeDeletionWarning() {
  const t = useT();
  return <p>{t('recipes.deletionWarning')}</p>;
}
