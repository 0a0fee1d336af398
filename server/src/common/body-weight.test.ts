import { addDays, WEIGHT_AVERAGE_DAYS, weightMovingAverage } from '@fitness-manager/shared';

describe('body weight moving average (shared)', () => {
  it('averages the weights logged in the 7 days ending on each date, that date included', () => {
    const weights = [
      { date: '2026-03-01', weight: '81' },
      { date: '2026-03-03', weight: '80.5' },
      { date: '2026-03-07', weight: '80' },
      { date: '2026-03-08', weight: '79.9' },
    ];
    const averages = weightMovingAverage(weights, ['2026-03-01', '2026-03-02', '2026-03-07', '2026-03-08', '2026-03-10']);
    expect(averages).toEqual([
      { date: '2026-03-01', average: '81', count: 1 },
      // a day without a weigh-in still has the average of its window
      { date: '2026-03-02', average: '81', count: 1 },
      // 03-01 … 03-07: 81, 80.5, 80
      { date: '2026-03-07', average: '80.5', count: 3 },
      // 03-02 … 03-08: 03-01 has left the window
      { date: '2026-03-08', average: '80.133', count: 3 },
      { date: '2026-03-10', average: '79.95', count: 2 },
    ]);
  });

  it('is nothing for a date with no weight in its window, and reads weights in any order', () => {
    const weights = [
      { date: '2026-03-20', weight: '70' },
      { date: '2026-03-01', weight: '72' },
    ];
    expect(weightMovingAverage(weights, ['2026-03-08', '2026-03-19', '2026-03-20']).map((point) => point.average)).toEqual([
      null,
      null,
      '70',
    ]);
    expect(weightMovingAverage([], ['2026-03-08'])).toEqual([{ date: '2026-03-08', average: null, count: 0 }]);
  });

  it('rounds half-up to thousandths, exactly (no binary floats)', () => {
    const weights = [
      { date: '2026-01-01', weight: '0.001' },
      { date: '2026-01-02', weight: '0.002' },
    ];
    // 0.0015 → 0.002
    expect(weightMovingAverage(weights, ['2026-01-02'])[0].average).toBe('0.002');
    const thirds = [
      { date: '2026-01-01', weight: '80.1' },
      { date: '2026-01-02', weight: '80.2' },
      { date: '2026-01-03', weight: '80.2' },
    ];
    // 240.5 / 3 = 80.1666… → 80.167
    expect(weightMovingAverage(thirds, ['2026-01-03'])[0].average).toBe('80.167');
    expect(weightMovingAverage([{ date: '2026-01-01', weight: '700' }], ['2026-01-01'])[0].average).toBe('700');
  });

  it('uses a 7-day window by default, across month and year ends, and takes another length', () => {
    expect(WEIGHT_AVERAGE_DAYS).toBe(7);
    const weights = [
      { date: '2025-12-26', weight: '90' },
      { date: '2025-12-27', weight: '80' },
    ];
    const last = addDays('2025-12-27', 6);
    expect(last).toBe('2026-01-02');
    expect(weightMovingAverage(weights, ['2026-01-01', last, '2026-01-03'])).toEqual([
      { date: '2026-01-01', average: '85', count: 2 },
      { date: '2026-01-02', average: '80', count: 1 },
      { date: '2026-01-03', average: null, count: 0 },
    ]);
    expect(weightMovingAverage(weights, ['2025-12-27'], 1)[0].average).toBe('80');
    expect(() => weightMovingAverage(weights, ['2025-12-27'], 0)).toThrow(RangeError);
  });
});
