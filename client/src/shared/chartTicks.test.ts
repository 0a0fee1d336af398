import { describe, expect, it } from 'vitest';
import { evenTickIndexes, ticksThatFit } from './chartTicks';

describe('evenTickIndexes', () => {
  it('labels every slot when they fit', () => {
    expect(evenTickIndexes(7, 10, 'first')).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(evenTickIndexes(7, 7, 'last')).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('counts an even step from the first slot, which is always labelled', () => {
    expect(evenTickIndexes(30, 6, 'first')).toEqual([0, 6, 12, 18, 24]);
    expect(evenTickIndexes(7, 3, 'first')).toEqual([0, 3, 6]);
  });

  it('counts an even step back from the last slot, which is always labelled', () => {
    expect(evenTickIndexes(30, 6, 'last')).toEqual([5, 11, 17, 23, 29]);
    // A week on a narrow chart: every other day back from the last, evenly apart.
    expect(evenTickIndexes(7, 4, 'last')).toEqual([0, 2, 4, 6]);
    expect(evenTickIndexes(8, 4, 'last')).toEqual([1, 4, 7]);
  });

  it('never labels more than maxTicks slots', () => {
    for (let length = 1; length <= 60; length += 1) {
      for (let maxTicks = 2; maxTicks <= 12; maxTicks += 1) {
        expect(evenTickIndexes(length, maxTicks, 'first').length).toBeLessThanOrEqual(maxTicks);
        expect(evenTickIndexes(length, maxTicks, 'last').length).toBeLessThanOrEqual(maxTicks);
      }
    }
  });

  it('labels the one slot of a single-slot axis, and none of an empty one', () => {
    expect(evenTickIndexes(1, 5, 'first')).toEqual([0]);
    expect(evenTickIndexes(1, 5, 'last')).toEqual([0]);
    expect(evenTickIndexes(0, 5, 'last')).toEqual([]);
  });
});

describe('ticksThatFit', () => {
  it('is how many labels of that spacing the width holds, at least one', () => {
    expect(ticksThatFit(564, 80)).toBe(7);
    expect(ticksThatFit(560, 80)).toBe(7);
    expect(ticksThatFit(40, 80)).toBe(1);
  });
});
