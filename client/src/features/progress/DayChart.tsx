import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { useId } from 'react';
import { evenTickIndexes, ticksThatFit } from '../../shared/chartTicks';
import { formatPtBrDate } from '../../shared/dates';
import { formatDecimal } from '../../shared/decimal';
import { DataTable, type DataTableColumn } from '../../shared/DataTable';
import { useT } from '../../shared/i18n/i18n';
import { useElementWidth } from '../../shared/useElementWidth';

/** How a series is drawn: the day's value (line and dots), a goal (dashed steps, one per day), an average (a line). */
export type DaySeriesKind = 'value' | 'goal' | 'average';

export interface DaySeries {
  id: string;
  /** Names the series in the legend and its table column ('Calories', 'Goal'). */
  label: string;
  kind: DaySeriesKind;
  /** One per day of `dates`: decimal text from the API ("1850.5"), or null for a gap (the line breaks there). */
  values: ReadonlyArray<string | null>;
  /** What its table cell says for a gap ('Not logged'). */
  missing: string;
}

/** Drawn at the width it is shown (so labels keep their size on a phone); this one until measured (and in tests). */
const DEFAULT_WIDTH = 640;
const MIN_WIDTH = 260;
const HEIGHT = 240;
const MARGIN = { top: 12, right: 20, bottom: 32, left: 60 };
const INNER_HEIGHT = HEIGHT - MARGIN.top - MARGIN.bottom;
const COLORS: Record<DaySeriesKind, string> = { value: '#1f5fa8', goal: '#8a4b00', average: '#1d6b3a' };
const TICK_LABEL = { fontSize: 12, fill: '#4f5b6b' } as const;

/** "03/11/2025" → "03/11": axis ticks (the table and the titles give the whole date). */
const dayMonth = (date: string) => formatPtBrDate(date).slice(0, 5);

/** Room for one "dd/mm" tick label (12 px, about 34 px wide) and the gap after it. */
const TICK_SPACE = 42;
/** A label for every day up to this many days (a week, ten days); more read as a crowd. */
const MAX_TICKS = 10;

interface Point {
  index: number;
  value: number;
}

/**
 * A chart of amounts per day (visx primitives, as the exercise history's `ProgressChart`): an SVG image named by its
 * caption and described by `summary`, x = the days of the range, y = the amounts from 0. A day without a value is a
 * gap: the line breaks and no dot is drawn (never a zero). Each dot has a title (the browser's tooltip) with the
 * pt-BR date and amount. Under it, a table with the same figures, one row per day (the accessible alternative to the
 * picture; folded away by default).
 */
export function DayChart({
  title,
  unit,
  dates,
  series,
  summary,
  zeroBased = true,
}: {
  title: string;
  unit: string;
  dates: ReadonlyArray<string>;
  series: ReadonlyArray<DaySeries>;
  summary: string;
  /** The y axis starts at 0 (amounts eaten); false reads the values around where they are (a body weight). */
  zeroBased?: boolean;
}) {
  const t = useT();
  const titleId = useId();
  const summaryId = useId();
  const [frameRef, width] = useElementWidth<HTMLDivElement>(DEFAULT_WIDTH, MIN_WIDTH);
  if (dates.length === 0) return null;
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const numbers = series.map((one) => one.values.map((value) => (value === null ? null : Number(value))));
  const present = numbers.flat().filter((value): value is number => value !== null && Number.isFinite(value));
  const top = Math.max(0, ...present);
  // Amounts eaten start at zero; a body weight is read around where it is (a kilogram would not show from 0).
  const bottom =
    zeroBased || present.length === 0 ? 0 : Math.max(0, Math.min(...present) - Math.max(1, (top - Math.min(...present)) * 0.2));
  const x = scaleLinear({ domain: [-0.5, dates.length - 0.5], range: [0, innerWidth] });
  const y = scaleLinear({
    domain: [bottom, top > bottom ? top + (zeroBased ? top * 0.1 : Math.max(1, (top - bottom) * 0.2)) : bottom + 1],
    range: [INNER_HEIGHT, 0],
    nice: true,
  });
  const small = dates.length > 60;

  const rows = dates.map((date, index) => ({ date, index }));
  const columns: DataTableColumn<(typeof rows)[number]>[] = [
    {
      id: 'date',
      header: t('progress.chart.date'),
      rowHeader: true,
      cell: (row) => <time dateTime={row.date}>{formatPtBrDate(row.date)}</time>,
    },
    ...series.map((one) => ({
      id: one.id,
      header: `${one.label} (${unit})`,
      numeric: true,
      cell: (row: (typeof rows)[number]) => {
        const value = one.values[row.index];
        return value === null ? one.missing : formatDecimal(value);
      },
    })),
  ];

  return (
    <figure className="day-chart">
      <figcaption id={titleId} className="day-chart__title">
        {title}
      </figcaption>
      <div ref={frameRef} className="day-chart__frame">
        <svg
          className="day-chart__svg"
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          role="img"
          aria-labelledby={titleId}
          aria-describedby={summaryId}
        >
          <Group left={MARGIN.left} top={MARGIN.top}>
            <AxisLeft
              scale={y}
              numTicks={5}
              label={unit}
              labelProps={{ ...TICK_LABEL, textAnchor: 'middle' }}
              labelOffset={36}
              tickFormat={(value) => formatDecimal(Number(value))}
              tickLabelProps={{ ...TICK_LABEL, textAnchor: 'end', dx: -4, dy: 4 }}
            />
            <AxisBottom
              top={INNER_HEIGHT}
              scale={x}
              tickValues={evenTickIndexes(dates.length, Math.min(MAX_TICKS, ticksThatFit(innerWidth, TICK_SPACE)), 'last')}
              tickFormat={(value) => dayMonth(dates[Number(value)] ?? '')}
              tickLabelProps={{ ...TICK_LABEL, textAnchor: 'middle' }}
            />
            {series.map((one, seriesIndex) => {
              const values = numbers[seriesIndex];
              const color = COLORS[one.kind];
              if (one.kind === 'goal') {
                // A step per day: the goal in force on that day, across its whole slot.
                const steps = values.flatMap((value, index): Array<Point | null> =>
                  value === null
                    ? [null]
                    : [
                        { index: index - 0.5, value },
                        { index: index + 0.5, value },
                      ],
                );
                return (
                  <LinePath<Point | null>
                    key={one.id}
                    data={steps}
                    defined={(point) => point !== null}
                    x={(point) => x(point!.index)}
                    y={(point) => y(point!.value)}
                    stroke={color}
                    strokeWidth={1.5}
                    strokeDasharray="6 4"
                  />
                );
              }
              const points = values.map((value, index) => (value === null ? null : { index, value }));
              return (
                <g key={one.id}>
                  <LinePath<Point | null>
                    data={points}
                    defined={(point) => point !== null}
                    x={(point) => x(point!.index)}
                    y={(point) => y(point!.value)}
                    stroke={color}
                    strokeWidth={2}
                  />
                  {one.kind === 'value'
                    ? points.map((point) =>
                        point === null ? null : (
                          <circle key={point.index} cx={x(point.index)} cy={y(point.value)} r={small ? 2 : 3.5} fill={color}>
                            <title>{`${formatPtBrDate(dates[point.index])}: ${formatDecimal(one.values[point.index])} ${unit}`}</title>
                          </circle>
                        ),
                      )
                    : null}
                </g>
              );
            })}
          </Group>
        </svg>
      </div>
      <ul className="day-chart__legend" aria-hidden="true">
        {series.map((one) => (
          <li key={one.id}>
            <svg width="24" height="10" className="day-chart__key">
              <line
                x1="0"
                y1="5"
                x2="24"
                y2="5"
                stroke={COLORS[one.kind]}
                strokeWidth={2}
                strokeDasharray={one.kind === 'goal' ? '6 4' : undefined}
              />
            </svg>
            {one.label}
          </li>
        ))}
      </ul>
      <p id={summaryId} className="day-chart__summary">
        {summary}
      </p>
      <details className="day-chart__data">
        <summary>{t('progress.chart.dataTable', { title })}</summary>
        <DataTable caption={title} columns={columns} rows={rows} rowKey={(row) => row.date} />
      </details>
    </figure>
  );
}
