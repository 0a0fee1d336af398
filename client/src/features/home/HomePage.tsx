import { Link } from 'react-router-dom';
import { PageHeader } from '../../shared/PageHeader';
import './home.css';

/** /home: the dashboard frame. The training and diet summaries arrive with their features. */
export function HomePage() {
  return (
    <>
      <PageHeader title="Home" />
      <div className="home-cards">
        <section className="card" aria-labelledby="home-training-title">
          <h2 id="home-training-title" className="card__title">
            Training
          </h2>
          <div className="card__actions">
            <Link className="button button--secondary" to="/routines/list">
              Show my routines list
            </Link>
          </div>
        </section>
        <section className="card" aria-labelledby="home-diet-title">
          <h2 id="home-diet-title" className="card__title">
            Diet
          </h2>
          <div className="card__actions">
            <Link className="button button--secondary" to="/meals">
              Go to my daily meals
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
