import { PageHeader } from '../../shared/PageHeader';
import { DietCard } from './DietCard';
import { TrainingCard } from './TrainingCard';
import './home.css';

/** /home: the Training and Diet cards. */
export function HomePage() {
  return (
    <>
      <PageHeader title="Home" />
      <div className="home-cards">
        <TrainingCard />
        <DietCard />
      </div>
    </>
  );
}
