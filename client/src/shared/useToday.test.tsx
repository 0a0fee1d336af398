import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useToday } from './useToday';

function Today() {
  return <p>{useToday()}</p>;
}

describe('useToday', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('moves on at local midnight while the page stays open', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 24, 23, 59, 58));
    render(<Today />);
    expect(screen.getByText('2026-11-24')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(3_000);
    });
    expect(screen.getByText('2026-11-25')).toBeInTheDocument();
    // and again the next night
    act(() => {
      vi.advanceTimersByTime(24 * 60 * 60 * 1000);
    });
    expect(screen.getByText('2026-11-26')).toBeInTheDocument();
  });

  it('checks again when the tab comes back or the window gets the focus (timers sleep with the device)', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 24, 22, 0));
    render(<Today />);
    // The clock jumps (a night asleep) without the timer having fired yet.
    vi.setSystemTime(new Date(2026, 10, 25, 7, 0));
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(screen.getByText('2026-11-25')).toBeInTheDocument();
    vi.setSystemTime(new Date(2026, 10, 26, 7, 0));
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(screen.getByText('2026-11-26')).toBeInTheDocument();
  });
});
