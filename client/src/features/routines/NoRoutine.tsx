import { Link } from 'react-router-dom';
import './routines.css';
import { useT } from '../../shared/i18n/i18n';

/** The way out when there is no routine to show: create one, or pick one from the list. */
export function NoRoutineActions() {
  const t = useT();
  return (
    <div className="empty-state__actions">
      <Link className="button button--primary" to="/routines/new">
        {t('routines.createNew')}
      </Link>
      <Link className="button button--secondary" to="/routines/list">
        {t('routines.showList')}
      </Link>
    </div>
  );
}

/** /routines without an active routine, or /routines/{id} of an unknown routine. */
export function NoRoutine({ message }: { message: string }) {
  return (
    <div className="empty-state" role="status">
      <p>{message}</p>
      <NoRoutineActions />
    </div>
  );
}
