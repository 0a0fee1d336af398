import { useMemo, useState } from 'react';
import { PageHeader } from '../../shared/PageHeader';
import { useToday } from '../../shared/useToday';
import { BodyWeightSection } from './BodyWeightSection';
import { DietProgressSection } from './DietProgressSection';
import { DEFAULT_DAYS, lastDays } from './progressRange';
import { type RangeChoice, RangePicker } from './RangePicker';
import './progress.css';
import { useT } from '../../shared/i18n/i18n';

/**
 * /progress: eating per day against the goals of each day (calories, carbohydrates, proteins, fats) and body weight,
 * over the last 7, 30 or 90 days ending today (the user's local date, following midnight) or a custom range.
 */
export function ProgressPage() {
  const t = useT();
  const today = useToday();
  const [choice, setChoice] = useState<RangeChoice>({ kind: 'preset', days: DEFAULT_DAYS });
  const range = useMemo(() => (choice.kind === 'preset' ? lastDays(today, choice.days) : choice.range), [choice, today]);

  return (
    <>
      <PageHeader title={t('progress.title')} subtitle={t('progress.subtitle')} />
      <div className="progress-page">
        <RangePicker choice={choice} range={range} today={today} onChange={setChoice} />
        <DietProgressSection range={range} />
        <BodyWeightSection range={range} today={today} />
      </div>
    </>
  );
}
