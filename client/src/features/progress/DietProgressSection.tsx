import { useQuery } from '@apollo/client/react';
import { MACRO_UNITS, type MacroKey } from '@fitness-manager/shared';
import type { DietProgressQuery as DietProgressData } from '../../gql/graphql';
import { formatPtBrDate } from '../../shared/dates';
import { formatDecimal } from '../../shared/decimal';
import { ListLoadError } from '../../shared/ListLoadError';
import { DayChart } from './DayChart';
import { DietProgressQuery } from './progressDocuments';
import type { DayRange } from './progressRange';
import { t as translate, useT } from '../../shared/i18n/i18n';
import { RichText } from '../../shared/i18n/RichText';
import { macroLabel } from '../../shared/macroColumns';

/** Calories first (the main chart), then the macros in the tables' order. */
const CHART_KEYS = ['calories', 'carbohydrates', 'proteins', 'fats'] as const satisfies ReadonlyArray<MacroKey>;

type Progress = DietProgressData['dietProgress'];

/** "Calories on 20 of 30 days from 01/03/2026 to 30/03/2026: average 1850,5 kcal; goal 2000 kcal on the last day." */
function chartSummary(progress: Progress, key: MacroKey): string {
  const unit = MACRO_UNITS[key];
  const last = progress.days[progress.days.length - 1];
  const average = progress.averages
    ? translate('progress.diet.average', { value: formatDecimal(progress.averages[key]), unit })
    : translate('progress.diet.noDayLogged');
  return translate('progress.diet.chartSummary', {
    label: macroLabel(key),
    logged: progress.daysLogged,
    days: progress.daysInRange,
    from: formatPtBrDate(progress.from),
    to: formatPtBrDate(progress.to),
    average,
    goal: formatDecimal(last.goals[key]),
    unit,
  });
}

/**
 * Eating over the range: days logged against days in the range, the averages of the logged days, and a chart per
 * amount (calories, then carbohydrates, proteins and fats) against the goal in force on each day, with its table.
 * Read with cache-and-network: entries and goals change elsewhere (meals, the home card), so an opened page shows
 * what it has at once and the server's fresh range after.
 */
export function DietProgressSection({ range }: { range: DayRange }) {
  const t = useT();
  const progress = useQuery(DietProgressQuery, { variables: range, fetchPolicy: 'cache-and-network' });
  const data = (progress.data ?? progress.previousData)?.dietProgress;

  return (
    <section className="card progress-diet" aria-labelledby="progress-diet-title" aria-busy={progress.loading || undefined}>
      <h2 id="progress-diet-title" className="card__title">
        {t('progress.diet.title')}
      </h2>
      {progress.error && !data ? <ListLoadError what={t('progress.diet.loadWhat')} onRetry={() => void progress.refetch()} /> : null}
      {!data && !progress.error ? (
        <p role="status" className="progress-diet__status">
          {t('common.loading')}
        </p>
      ) : null}
      {data ? (
        <>
          <p className="progress-diet__logged">
            <RichText
              text={t('progress.diet.logged', { logged: data.daysLogged, days: data.daysInRange })}
              parts={{ strong: (text) => <strong>{text}</strong> }}
            />
          </p>
          {data.averages ? (
            <>
              <h3 className="progress-diet__subtitle">{t('progress.diet.averages')}</h3>
              <dl className="progress-diet__averages">
                {CHART_KEYS.map((key) => (
                  <div key={key}>
                    <dt>{macroLabel(key)}</dt>
                    <dd>
                      {formatDecimal(data.averages![key])} {MACRO_UNITS[key]}
                    </dd>
                  </div>
                ))}
              </dl>
              <div className="progress-diet__charts">
                {CHART_KEYS.map((key) => (
                  <DayChart
                    key={key}
                    title={t('progress.diet.perDay', { label: macroLabel(key) })}
                    unit={MACRO_UNITS[key]}
                    dates={data.days.map((day) => day.date)}
                    series={[
                      {
                        id: key,
                        label: macroLabel(key),
                        kind: 'value',
                        missing: t('progress.diet.notLogged'),
                        values: data.days.map((day) => day.totals?.[key] ?? null),
                      },
                      {
                        id: `${key}-goal`,
                        label: t('progress.diet.goal'),
                        kind: 'goal',
                        missing: '',
                        values: data.days.map((day) => day.goals[key]),
                      },
                    ]}
                    summary={chartSummary(data, key)}
                  />
                ))}
              </div>
            </>
          ) : (
            <p>{t('progress.diet.nothingLogged')}</p>
          )}
        </>
      ) : null}
    </section>
  );
}
