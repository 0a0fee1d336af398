import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear, scaleTime } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { useId } from 'react';
import { formatDecimal } from '../../shared/decimal';
import { useT } from '../../shared/i18n/i18n';

export interface ChartPoint {
  /** ISO instant. */
  at: string;
  /** A decimal string from the API ("116.7"); shown as it is, only placed on the chart as a number. */
  value: string;
}

const WIDTH = 640;
const HEIGHT = 240;
const MARGIN = { top: 12, right: 16, bottom: 32, left: 56 };
const DAY_MONTH = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: '2-digit' });
const FULL_DATE = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short' });

/**
 * A line chart as an SVG image (visx primitives), named and described for assistive technology, with the same
 * figures in a table under it (the accessible alternative; folded away by default).
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
  if (points.length === 0) return null;
  const dates = points.map((point) => new Date(point.at));
  const values = points.map((point) => Number(point.value));
  const first = dates[0].getTime();
  const last = dates[dates.length - 1].getTime();
  const x = scaleTime({
    domain: [new Date(first), new Date(last === first ? first + 86_400_000 : last)],
    range: [0, WIDTH - MARGIN.left - MARGIN.right],
  });
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
      <svg
        className="progress-chart__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        preserveAspectRatio="xMidYMid meet"
      >
        <Group left={MARGIN.left} top={MARGIN.top}>
          <AxisLeft
            scale={y}
            numTicks={5}
            tickFormat={(value) => formatDecimal(Number(value))}
            tickLabelProps={{ fontSize: 11, fill: '#4f5b6b', textAnchor: 'end', dx: -4, dy: 4 }}
          />
          <AxisBottom
            top={HEIGHT - MARGIN.top - MARGIN.bottom}
            scale={x}
            numTicks={5}
            tickFormat={(value) => DAY_MONTH.format(value as Date)}
            tickLabelProps={{ fontSize: 11, fill: '#4f5b6b', textAnchor: 'middle' }}
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
