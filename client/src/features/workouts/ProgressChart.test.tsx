import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayAxis, ProgressChart, type ChartPoint } from './ProgressChart';

// Midday UTC: the same calendar day in any time zone the tests run in.
const day = (date: string, value = '80'): ChartPoint => ({ at: `${date}T12:00:00.000Z`, value });

function xLabels() {
  return Array.from(document.querySelectorAll('.visx-axis-bottom .visx-axis-tick text')).map((text) => text.textContent);
}

/** Where each x tick sits in the SVG (its label is centred there). */
function xTickPositions() {
  return Array.from(document.querySelectorAll('.visx-axis-bottom .visx-axis-tick line')).map((line) => Number(line.getAttribute('x1')));
}

describe('ProgressChart', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('labels one workout with its date once, not the same date at every few hours', () => {
    render(<ProgressChart title="Heaviest set" unit="kg" points={[day('2026-11-27')]} />);
    expect(xLabels()).toEqual(['27/11/26']);
  });

  it('puts ticks on whole days only, each date once', () => {
    render(<ProgressChart title="Heaviest set" unit="kg" points={[day('2026-11-24'), day('2026-11-26'), day('2026-11-27')]} />);
    expect(xLabels()).toEqual(['24/11/26', '25/11/26', '26/11/26', '27/11/26']);
    const { ticks } = dayAxis([new Date('2026-11-24T12:00:00.000Z'), new Date('2026-11-27T12:00:00.000Z')], 6);
    expect(ticks.every((tick) => tick.getHours() === 12 && tick.getMinutes() === 0)).toBe(true);
  });

  it('shows as many dates as fit over a long range, each once', () => {
    const points = Array.from({ length: 120 }, (_, index) => day(new Date(Date.UTC(2026, 0, 1 + index * 3)).toISOString().slice(0, 10)));
    render(<ProgressChart title="Volume" unit="kg" points={points} />);
    const labels = xLabels();
    // 640 px wide by default: room for 6 labels of about 55 px with space between.
    expect(labels.length).toBeGreaterThan(2);
    expect(labels.length).toBeLessThanOrEqual(6);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('keeps the last date label inside the picture (a week of workouts, the last at midnight)', () => {
    // Local midnights: the old axis put its last tick on the right edge, and the label's right half was cut off.
    const points = Array.from({ length: 7 }, (_, index) => ({ at: new Date(2026, 10, 21 + index).toISOString(), value: '90' }));
    render(<ProgressChart title="Volume" unit="kg" points={points} />);
    expect(xLabels().at(-1)).toBe('27/11/26');
    // The plot starts 56 px in; half a 12 px label ("27/11/26", about 55 px) right of the last tick fits the 640 px.
    expect(56 + Math.max(...xTickPositions()) + 28).toBeLessThanOrEqual(640);
  });

  it('is drawn at the width it is shown, so its 12 px labels stay 12 px on a phone', () => {
    class FakeResizeObserver {
      constructor(private readonly callback: () => void) {}
      observe() {
        this.callback();
      }
      disconnect() {}
    }
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 358 } as DOMRect);
    render(<ProgressChart title="Heaviest set" unit="kg" points={[day('2026-11-20'), day('2026-11-27')]} />);
    const svg = screen.getByRole('img', { name: 'Heaviest set' });
    expect(svg).toHaveAttribute('viewBox', '0 0 358 240');
    expect(svg).toHaveAttribute('width', '358');
    const label = document.querySelector('.visx-axis-bottom .visx-axis-tick text');
    expect(label).toHaveAttribute('font-size', '12');
    // 270 px of plot: three dates fit.
    expect(xLabels().length).toBeLessThanOrEqual(3);
  });
});
