import { useT } from '../../shared/i18n/i18n';

/** What deleting a routine takes with it, said before it happens (routine list and edit page). */
export function RoutineDeletionWarning({ weekFrequency }: { weekFrequency: number }) {
  const t = useT();
  return <p>{t('routines.deletionWarning', { sessions: weekFrequency })}</p>;
}
