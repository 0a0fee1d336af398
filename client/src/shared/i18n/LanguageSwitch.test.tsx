import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LanguageSwitch } from './LanguageSwitch';

// The Portuguese sign-in texts arrive only when a test lets them (a slow connection), the first time they load.
const portuguese = vi.hoisted(() => {
  let open!: () => void;
  const arrived = new Promise<void>((resolve) => (open = resolve));
  return { open, arrived };
});
vi.mock('virtual:catalogue/pt-BR/signin', async (importOriginal) => {
  await portuguese.arrived;
  return importOriginal();
});

describe('the language switch', () => {
  it('keeps the last choice when an earlier one’s texts arrive after it, and passes on only that one', async () => {
    const chosen = vi.fn();
    const user = userEvent.setup();
    render(<LanguageSwitch onChosen={chosen} />);
    const select = screen.getByLabelText('Language');

    await user.selectOptions(select, 'Português (Brasil)');
    expect(select).toHaveValue('pt-BR'); // shown as chosen while its texts load
    expect(select).toHaveAttribute('aria-busy', 'true');
    await user.selectOptions(select, 'English');
    expect(chosen).toHaveBeenCalledWith('en');
    expect(select).toHaveValue('en');

    portuguese.open();
    // The Portuguese texts have arrived (a later switch to Portuguese needs no load): the page stayed English.
    await waitFor(() => expect(select).not.toHaveAttribute('aria-busy'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(select).toHaveValue('en');
    expect(screen.getByLabelText('Language')).toBe(select);
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('language')).toBe('en');
    expect(chosen.mock.calls).toEqual([['en']]);

    // Choosing Portuguese again shows it (its texts are here now) and passes it on.
    await user.selectOptions(select, 'Português (Brasil)');
    expect(await screen.findByLabelText('Idioma')).toHaveValue('pt-BR');
    expect(chosen.mock.calls).toEqual([['en'], ['pt-BR']]);
  });
});
