import { Link } from 'react-router-dom';
import { PageHeader } from '../shared/PageHeader';

/** Any path under the layout that has no page. */
export function NotFoundPage() {
  return (
    <>
      <PageHeader title="Page not found" subtitle="There is nothing at this address." />
      <p>
        <Link className="button button--primary" to="/home">
          Go to the home page
        </Link>
      </p>
    </>
  );
}
