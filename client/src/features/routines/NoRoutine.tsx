import { Link } from 'react-router-dom';
import './routines.css';

/** The way out when there is no routine to show: create one, or pick one from the list. */
export function NoRoutineActions() {
  return (
    <div className="empty-state__actions">
      <Link className="button button--primary" to="/routines/new">
        Create a new one
      </Link>
      <Link className="button button--secondary" to="/routines/list">
        Show my routines list
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
