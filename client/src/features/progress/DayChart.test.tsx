import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays, formatPtBrDate } from '../../shared/dates';
import { DayChart } from './DayChart';

/** `length` days ending on 27/11/2026. */
const daysTo27 = (length: number) => Array.from({ length }, (_, index) => addDays('2026-11-27', index - length + 1));

function renderChart(dates: string[]) {
  render(
    <DayChart
      title="Calories"
      unit="kcal"
      dates={dates}
      series={[{ id: 'calories', label: 'Calories', kind: 'value', values: dates.map(() => '1800'), missing: 'Not logged' }]}
      summary="Calories per day."
    />,
  );
}

/** The x axis labels ("dd/mm"), left to right. */
function xLabels() {
  return Array.from(document.querySelectorAll('.visx-axis-bottom .visx-axis-tick text')).map((text) => text.textContent);
}

/** Whole days between each x label and the next. */
function gaps(dates: string[]) {
  const indexes = xLabels().map((label) => dates.findIndex((date) => formatPtBrDate(date).startsWith(`${label}/`)));
  return indexes.slice(1).map((index, i) => index - indexes[i]);
}

describe('DayChart x axis', () => {
  it('labels every day of a week (24/11 was left out of 21–27/11)', () => {
    renderChart(daysTo27(7));
    expect(xLabels()).toEqual(['21/11', '22/11', '23/11', '24/11', '25/11', '26/11', '27/11']);
  });

  it('labels every day of ten days', () => {
    const dates = daysTo27(10);
    renderChart(dates);
    expect(xLabels()).toHaveLength(10);
    expect(new Set(gaps(dates))).toEqual(new Set([1]));
  });

  it('labels days evenly apart over 30 days, the last day included', () => {
    const dates = daysTo27(30);
    renderChart(dates);
    const labels = xLabels();
    expect(labels.length).toBeGreaterThan(3);
    expect(labels.length).toBeLessThanOrEqual(10);
    expect(labels.at(-1)).toBe('27/11');
    expect(new Set(gaps(dates)).size).toBe(1);
  });
});
