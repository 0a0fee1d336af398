import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { useDocumentTitle } from '../shared/useDocumentTitle';

const TITLE = 'Something went wrong';

/** Shown when a route fails to render or its code cannot be loaded (e.g. after a deployment). */
export function RouteError() {
  const error = useRouteError();
  useDocumentTitle(TITLE);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return (
    <main className="route-error">
      <h1>{TITLE}</h1>
      {detail ? <p className="route-error__detail">{detail}</p> : null}
      <p className="route-error__actions">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          Reload the page
        </button>
        <Link className="button button--secondary" to="/">
          Go to the home page
        </Link>
      </p>
    </main>
  );
}
