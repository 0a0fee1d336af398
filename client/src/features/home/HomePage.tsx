import { PageHeader } from '../../shared/PageHeader';
import { DietCard } from './DietCard';
import { TrainingCard } from './TrainingCard';
import './home.css';
import { useT } from '../../shared/i18n/i18n';

/** /home: the Training and Diet cards. */
export function HomePage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('home.title')} />
      <div className="home-cards">
        <TrainingCard />
        <DietCard />
      </div>
    </>
  );
}
