import { PageHeader } from '../../shared/PageHeader';
import { DietCard } from './DietCard';
import { TrainingCard } from './TrainingCard';
import './home.css';

/** /home: the dashboard frame. The training and diet summaries arrive with their features. */
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
