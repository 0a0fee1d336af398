import { describe, expect, it } from 'vitest';
import { setProblems } from './setValues';

const set = (weight: string, reps = '10') => ({ weight, reps, setType: 'NORMAL', rpe: '' });

describe('setProblems, the weight', () => {
  it.each([
    [',', 'Must be a number.'],
    ['.', 'Must be a number.'],
    ['80,5', undefined],
    ['0', undefined],
  ])('%j: %s', (weight, message) => {
    expect(setProblems(set(weight), false).weight).toBe(message);
    expect(setProblems(set(weight), true).weight).toBe(message);
  });

  it('is asked for only when the set is done', () => {
    expect(setProblems(set(''), false).weight).toBeUndefined();
    expect(setProblems(set(''), true).weight).toBe('Enter the weight (0 for body weight).');
  });
});
