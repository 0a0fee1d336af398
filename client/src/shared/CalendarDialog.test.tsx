import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CalendarDialog } from './CalendarDialog';

describe('CalendarDialog', () => {
  it('hands a day picked and its today button\'s day over as "YYYY-MM-DD", as its callers keep days', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    render(
      <CalendarDialog
        open
        title="Pick a date"
        date="2026-11-10"
        today="2026-11-22"
        todayLabel="Go to today"
        onPick={onPick}
        onClose={() => undefined}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Friday, November 20, 2026' }));
    expect(onPick).toHaveBeenLastCalledWith('2026-11-20');
    await user.click(screen.getByRole('button', { name: 'Go to today' }));
    expect(onPick).toHaveBeenLastCalledWith('2026-11-22');
    expect(onPick).toHaveBeenCalledTimes(2);
  });
});
