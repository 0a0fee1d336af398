import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './useDebouncedValue';

// Fake timers: the hook's pauses are decided by the test, never by how fast the machine types.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useDebouncedValue', () => {
  it('gives the value once it has stopped changing for the delay, skipping the values typed in between', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), { initialProps: { value: '' } });
    const seen: string[] = [result.current];
    for (const value of ['q', 'qu', 'qui', 'quia']) {
      rerender({ value });
      act(() => {
        vi.advanceTimersByTime(299);
      });
      seen.push(result.current);
    }
    // each change came before the pause was over: still the first value
    expect(seen).toEqual(['', '', '', '', '']);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe('quia');
  });

  it('waits the delay again after each change', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), { initialProps: { value: 'a' } });
    rerender({ value: 'ab' });
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(result.current).toBe('ab');
    rerender({ value: 'abc' });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(result.current).toBe('ab');
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(result.current).toBe('abc');
  });
});
