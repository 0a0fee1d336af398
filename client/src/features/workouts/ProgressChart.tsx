import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear, scaleTime } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { useId } from 'react';
import { evenTickIndexes, ticksThatFit } from '../../shared/chartTicks';
import { formatDecimal } from '../../shared/decimal';
import { useT } from '../../shared/i18n/i18n';
import { useElementWidth } from '../../shared/useElementWidth';

export interface ChartPoint {
  /** ISO instant. */
  at: string;
  /** A decimal string from the API ("116.7"); shown as it is, only placed on the chart as a number. */
  value: string;
}

/** Drawn at the width it is shown (so labels keep their size on a phone); this one until measured (and in tests). */
const DEFAULT_WIDTH = 640;
const MIN_WIDTH = 260;
const HEIGHT = 240;
// The right margin holds half of a date label centred on the last day's tick.
const MARGIN = { top: 12, right: 32, bottom: 32, left: 56 };
const TICK_LABEL = { fontSize: 12, fill: '#4f5b6b' } as const;
/** Room for one date label ("27/11/26" at 12 px is about 55 px) and the space between two. */
const TICK_SPACING = 80;
const DAY_MONTH = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: '2-digit' });
const FULL_DATE = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short' });

/** Midnight (local) of the day the instant falls on. */
function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/**
 * The x axis in whole days: from the first point's day to the last's, each day a slot (a point sits in its day's
 * slot), and ticks at the middle of whole days only, every few days so at most `maxTicks` labels show, the first
 * and last days' included when they fit.
 */
export function dayAxis(dates: Date[], maxTicks: number): { domain: [Date, Date]; ticks: Date[] } {
  const first = startOfDay(dates[0]);
  const last = startOfDay(dates[dates.length - 1]);
  const days: Date[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  const ticks = evenTickIndexes(days.length, maxTicks, 'first').map((index) => days[index]);
  const midday = (day: Date) => new Date(day.getFullYear(), day.getMonth(), day.getDate(), 12);
  return { domain: [first, addDays(last, 1)], ticks: ticks.map(midday) };
}

/**
 * A line chart as an SVG image (visx primitives), named and described for assistive technology, with the same
 * figures in a table under it (the accessible alternative; folded away by default). Drawn at the width it is shown
 * (its labels stay 12 px on a phone); the x axis is in whole days (`dayAxis`).
 */
export function ProgressChart({
  title,
  unit,
  points,
  description,
}: {
  title: string;
  unit: string;
  points: ChartPoint[];
  description?: string;
}) {
  const t = useT();
  const titleId = useId();
  const descriptionId = useId();
  const [frameRef, width] = useElementWidth<HTMLDivElement>(DEFAULT_WIDTH, MIN_WIDTH);
  if (points.length === 0) return null;
  const dates = points.map((point) => new Date(point.at));
  const values = points.map((point) => Number(point.value));
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const axis = dayAxis(dates, ticksThatFit(innerWidth, TICK_SPACING));
  const x = scaleTime({ domain: axis.domain, range: [0, innerWidth] });
  const top = Math.max(...values);
  const y = scaleLinear({ domain: [0, top > 0 ? top * 1.1 : 1], range: [HEIGHT - MARGIN.top - MARGIN.bottom, 0], nice: true });
  const summary =
    description ??
    t('workouts.chart.summary', {
      count: points.length,
      from: FULL_DATE.format(dates[0]),
      to: FULL_DATE.format(dates[dates.length - 1]),
      first: formatDecimal(points[0].value),
      latest: formatDecimal(points[points.length - 1].value),
      unit,
    });

  return (
    <figure className="progress-chart">
      <figcaption id={titleId} className="progress-chart__title">
        {title}
      </figcaption>
      <div ref={frameRef} className="progress-chart__frame">
        <svg
          className="progress-chart__svg"
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          role="img"
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
        >
          <Group left={MARGIN.left} top={MARGIN.top}>
            <AxisLeft
              scale={y}
              numTicks={5}
              tickFormat={(value) => formatDecimal(Number(value))}
              tickLabelProps={{ ...TICK_LABEL, textAnchor: 'end', dx: -4, dy: 4 }}
            />
            <AxisBottom
              top={HEIGHT - MARGIN.top - MARGIN.bottom}
              scale={x}
              tickValues={axis.ticks}
              tickFormat={(value) => DAY_MONTH.format(value as Date)}
              tickLabelProps={{ ...TICK_LABEL, textAnchor: 'middle' }}
            />
            <LinePath data={points} x={(_, index) => x(dates[index])} y={(_, index) => y(values[index])} stroke="#1f5fa8" strokeWidth={2} />
            {points.map((point, index) => (
              <circle
                key={`${point.at}-${index}`}
                cx={x(dates[index])}
                cy={y(values[index])}
                r={points.length > 60 ? 1.5 : 3}
                fill="#1f5fa8"
              />
            ))}
          </Group>
        </svg>
      </div>
      <p id={descriptionId} className="progress-chart__summary">
        {summary}
      </p>
      <details className="progress-chart__data">
        <summary>{t('workouts.chart.dataTable', { title })}</summary>
        <table className="progress-chart__table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('workouts.chart.date')}</th>
              <th scope="col">{t('workouts.chart.column', { title, unit })}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point, index) => (
              <tr key={`${point.at}-${index}`}>
                <td>
                  <time dateTime={point.at}>{FULL_DATE.format(dates[index])}</time>
                </td>
                <td className="numeric">{formatDecimal(point.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
