import {
  estimatedOneRepMax,
  exerciseRecords,
  formatKilograms,
  oneRepMaxKey,
  recordsBeaten,
  totalVolume,
  type RecordCandidate,
} from '@fitness-manager/shared';

let nextId = 1;
const at = (day: number) => new Date(Date.UTC(2026, 0, day, 10));
const set = (workoutId: number, weight: string, reps: number): RecordCandidate => ({
  setId: nextId++,
  workoutId,
  at: at(workoutId),
  weight,
  reps,
});

describe('lifting math', () => {
  it('sums volume exactly (no binary float drift)', () => {
    // 0.1 × 3 + 0.2 × 3 in floats is 0.9000000000000001.
    expect(
      formatKilograms(
        totalVolume([
          { weight: '0.1', reps: 3 },
          { weight: '0.2', reps: 3 },
        ]),
      ),
    ).toBe('0.9');
    expect(
      formatKilograms(
        totalVolume([
          { weight: '102.125', reps: 8 },
          { weight: '1999.999', reps: 1000 },
        ]),
      ),
    ).toBe('2000816');
    expect(formatKilograms(totalVolume([{ weight: '100.000', reps: 5 }]))).toBe('500');
    expect(formatKilograms(totalVolume([]))).toBe('0');
  });

  it('estimates the one-rep max with Epley, rounded half-up to one decimal only for showing', () => {
    expect(estimatedOneRepMax({ weight: '100', reps: 5 })).toBe('116.7'); // 116.666…
    expect(estimatedOneRepMax({ weight: '100', reps: 1 })).toBe('103.3');
    expect(estimatedOneRepMax({ weight: '60', reps: 15 })).toBe('90'); // exactly 90
    expect(estimatedOneRepMax({ weight: '0.15', reps: 15 })).toBe('0.2'); // 0.225 → half-up
    expect(estimatedOneRepMax({ weight: '87.75', reps: 3 })).toBe('96.5'); // 96.525 → 96.5 (one decimal)
    expect(estimatedOneRepMax({ weight: '1.35', reps: 15 })).toBe('2'); // 2.025 → 2.0
    expect(estimatedOneRepMax({ weight: '100', reps: 0 })).toBeNull();
    expect(estimatedOneRepMax({ weight: '0', reps: 12 })).toBeNull();
  });

  it('compares estimates exactly even when their rounded values are equal', () => {
    const a = { weight: '87.5', reps: 6 }; // 87.5 × 36 = 3150 → 105
    const b = { weight: '90', reps: 5 }; // 90 × 35 = 3150 → 105
    const c = { weight: '90.001', reps: 5 }; // 3150.035
    expect(oneRepMaxKey(a)).toBe(oneRepMaxKey(b));
    expect(oneRepMaxKey(c) > oneRepMaxKey(b)).toBe(true);
    expect(estimatedOneRepMax(c)).toBe(estimatedOneRepMax(b));
  });
});

describe('exerciseRecords', () => {
  it('finds each record and gives it to the first set or workout that reached it (ties keep the earlier)', () => {
    const w1 = [set(1, '100', 5), set(1, '100', 5), set(1, '80', 10)];
    const w2 = [set(2, '100', 5), set(2, '87.5', 6), set(2, '100', 5), set(2, '80', 10)];
    const records = exerciseRecords([...w1, ...w2]);
    expect(records.heaviestWeight?.setId).toBe(w1[0].setId);
    // 100 × 5 → 3500 and 87.5 × 6 → 3150; 80 × 10 → 3200: the first 100 × 5 holds it.
    expect(records.bestOneRepMax?.setId).toBe(w1[0].setId);
    expect(records.mostRepsAtWeight.map((r: RecordCandidate) => [r.weight, r.reps, r.setId])).toEqual([
      ['100', 5, w1[0].setId],
      ['87.5', 6, w2[1].setId],
      ['80', 10, w1[2].setId],
    ]);
    // w1: 500 + 500 + 800 = 1800; w2: 500 + 525 + 500 + 800 = 2325.
    expect(records.bestVolume).toMatchObject({ workoutId: 2 });
    expect(formatKilograms(records.bestVolume!.volume)).toBe('2325');
  });

  it('counts body-weight reps only for reps at a weight, and ignores sets without a rep', () => {
    const records = exerciseRecords([set(1, '0', 12), set(1, '0', 15), set(2, '50', 0)]);
    expect(records.heaviestWeight).toBeNull();
    expect(records.bestOneRepMax).toBeNull();
    expect(records.bestVolume).toBeNull();
    expect(records.mostRepsAtWeight.map((r: RecordCandidate) => [r.weight, r.reps])).toEqual([['0', 15]]);
  });

  it('treats 100 and 100.000 as the same weight', () => {
    const records = exerciseRecords([set(1, '100.000', 5), set(2, '100', 6)]);
    expect(records.mostRepsAtWeight).toHaveLength(1);
    expect(records.mostRepsAtWeight[0].reps).toBe(6);
  });
});

describe('recordsBeaten', () => {
  const history = [set(1, '100', 5), set(1, '100', 5), set(1, '60', 12)]; // volume 1720, best e1RM 100×5

  it('beats nothing the first time an exercise is logged, even set after set', () => {
    const first = set(9, '50', 10);
    expect(recordsBeaten(first, [])).toEqual([]);
    expect(recordsBeaten(set(9, '60', 10), [first])).toEqual([]);
  });

  it('names each record a set beats, with the value it beat', () => {
    const heavier = set(2, '102.5', 5);
    expect(recordsBeaten(heavier, history)).toEqual([
      { kind: 'HEAVIEST_WEIGHT', value: '102.5', previous: '100', weight: null },
      { kind: 'BEST_ESTIMATED_ONE_REP_MAX', value: '119.6', previous: '116.7', weight: null },
    ]);
    expect(recordsBeaten(set(2, '100', 6), history)).toEqual([
      { kind: 'BEST_ESTIMATED_ONE_REP_MAX', value: '120', previous: '116.7', weight: null },
      { kind: 'MOST_REPS_AT_WEIGHT', value: '6', previous: '5', weight: '100' },
    ]);
  });

  it('does not count a tie, a lighter set or a weight never lifted before as a record', () => {
    expect(recordsBeaten(set(2, '100', 5), history)).toEqual([]);
    expect(recordsBeaten(set(2, '70', 3), history)).toEqual([]); // 70 kg was never lifted: no reps record
  });

  it('celebrates the volume record once, on the set that passes it', () => {
    const done = [set(2, '100', 5), set(2, '100', 5), set(2, '60', 12)]; // 1720: a tie
    expect(recordsBeaten(done[2], [...history, ...done.slice(0, 2)])).toEqual([]);
    const passing = set(2, '20', 1);
    expect(recordsBeaten(passing, [...history, ...done])).toEqual([{ kind: 'BEST_VOLUME', value: '1740', previous: '1720', weight: null }]);
    expect(recordsBeaten(set(2, '20', 1), [...history, ...done, passing])).toEqual([]);
  });

  it('compares with the sets already done in this workout', () => {
    const first = set(2, '105', 1);
    expect(recordsBeaten(first, history).map((r) => r.kind)).toEqual(['HEAVIEST_WEIGHT']);
    expect(recordsBeaten(set(2, '105', 1), [...history, first])).toEqual([]);
  });
});
