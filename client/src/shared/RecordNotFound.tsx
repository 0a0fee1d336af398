import { Link } from 'react-router-dom';
import { PageHeader } from './PageHeader';

export interface RecordNotFoundProps {
  /** e.g. 'Food not found' */
  title: string;
  /** e.g. "This food doesn't exist or was deleted." */
  message: string;
  backTo: string;
  backLabel: string;
}

/** An edit form's answer to an id that does not exist (or is not the user's). */
export function RecordNotFound({ title, message, backTo, backLabel }: RecordNotFoundProps) {
  return (
    <>
      <PageHeader title={title} />
      <div className="empty-state" role="status">
        <p>{message}</p>
        <Link className="button button--primary" to={backTo}>
          {backLabel}
        </Link>
      </div>
    </>
  );
}
