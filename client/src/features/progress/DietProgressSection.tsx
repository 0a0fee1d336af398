import { useQuery } from '@apollo/client/react';
import { MACRO_LABELS, MACRO_UNITS, type MacroKey } from '@fitness-manager/shared';
import type { DietProgressQuery as DietProgressData } from '../../gql/graphql';
import { formatPtBrDate } from '../../shared/dates';
import { formatDecimal } from '../../shared/decimal';
import { ListLoadError } from '../../shared/ListLoadError';
import { DayChart } from './DayChart';
import { DietProgressQuery } from './progressDocuments';
import type { DayRange } from './progressRange';

/** Calories first (the main chart), then the macros in the tables' order. */
const CHART_KEYS = ['calories', 'carbohydrates', 'proteins', 'fats'] as const satisfies ReadonlyArray<MacroKey>;
const NOT_LOGGED = 'Not logged';

type Progress = DietProgressData['dietProgress'];

/** "Calories on 20 of 30 days from 01/03/2026 to 30/03/2026: average 1850,5 kcal; goal 2000 kcal on the last day." */
function chartSummary(progress: Progress, key: MacroKey): string {
  const unit = MACRO_UNITS[key];
  const label = MACRO_LABELS[key];
  const last = progress.days[progress.days.length - 1];
  const average = progress.averages ? `average ${formatDecimal(progress.averages[key])} ${unit}` : 'no day logged';
  return (
    `${label} on ${progress.daysLogged} of ${progress.daysInRange} days logged from ${formatPtBrDate(progress.from)} to ` +
    `${formatPtBrDate(progress.to)}: ${average}; goal on the last day ${formatDecimal(last.goals[key])} ${unit}. ` +
    'Days not logged are gaps.'
  );
}

/**
 * Eating over the range: days logged against days in the range, the averages of the logged days, and a chart per
 * amount (calories, then carbohydrates, proteins and fats) against the goal in force on each day, with its table.
 * Read with cache-and-network: entries and goals change elsewhere (meals, the home card), so an opened page shows
 * what it has at once and the server's fresh range after.
 */
export function DietProgressSection({ range }: { range: DayRange }) {
  const progress = useQuery(DietProgressQuery, { variables: range, fetchPolicy: 'cache-and-network' });
  const data = (progress.data ?? progress.previousData)?.dietProgress;

  return (
    <section className="card progress-diet" aria-labelledby="progress-diet-title" aria-busy={progress.loading || undefined}>
      <h2 id="progress-diet-title" className="card__title">
        Eating against your goals
      </h2>
      {progress.error && !data ? <ListLoadError what="your progress" onRetry={() => void progress.refetch()} /> : null}
      {!data && !progress.error ? (
        <p role="status" className="progress-diet__status">
          Loading…
        </p>
      ) : null}
      {data ? (
        <>
          <p className="progress-diet__logged">
            Days logged: <strong>{data.daysLogged}</strong> of {data.daysInRange} days in range
          </p>
          {data.averages ? (
            <>
              <h3 className="progress-diet__subtitle">Averages over the logged days</h3>
              <dl className="progress-diet__averages">
                {CHART_KEYS.map((key) => (
                  <div key={key}>
                    <dt>{MACRO_LABELS[key]}</dt>
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
                    title={`${MACRO_LABELS[key]} per day`}
                    unit={MACRO_UNITS[key]}
                    dates={data.days.map((day) => day.date)}
                    series={[
                      {
                        id: key,
                        label: MACRO_LABELS[key],
                        kind: 'value',
                        missing: NOT_LOGGED,
                        values: data.days.map((day) => day.totals?.[key] ?? null),
                      },
                      { id: `${key}-goal`, label: 'Goal', kind: 'goal', missing: '', values: data.days.map((day) => day.goals[key]) },
                    ]}
                    summary={chartSummary(data, key)}
                  />
                ))}
              </div>
            </>
          ) : (
            <p>No meals logged in this range: start a day on Daily Meals to see it here.</p>
          )}
        </>
      ) : null}
    </section>
  );
}
