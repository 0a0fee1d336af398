import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateInput } from './DateInput';
import { chooseLanguage } from './i18n/i18n';
import { Modal } from './Modal';

const TODAY = '2026-11-22';

/** A labelled field as the forms use it, showing the value it hands over. */
function Field({ initial = TODAY, onChange }: { initial?: string; onChange?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="day">Start date</label>
      <DateInput
        id="day"
        label="Start date"
        today={TODAY}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue('2026-01-05')}>
        Set from outside
      </button>
    </>
  );
}

const value = () => screen.getByTestId('value').textContent;

describe('DateInput', () => {
  it('shows the day as dd/mm/yyyy and hands over "YYYY-MM-DD" once the text is a real day, the text as typed until then', async () => {
    const user = userEvent.setup();
    render(<Field />);
    const input = screen.getByRole('textbox', { name: 'Start date' });
    expect(input).toHaveValue('22/11/2026');
    expect(input).toHaveAccessibleDescription('dd/mm/yyyy');
    expect(input).toHaveAttribute('placeholder', 'dd/mm/yyyy');

    await user.clear(input);
    expect(value()).toBe('');
    await user.type(input, '3/11/2025');
    // Taken without leading zeros, and the text stays as typed (the caret does not jump).
    expect(input).toHaveValue('3/11/2025');
    expect(value()).toBe('2025-11-03');

    await user.clear(input);
    await user.type(input, '31/02/2026');
    expect(value()).toBe('31/02/2026');
    await user.clear(input);
    await user.type(input, '11/3/26');
    expect(value()).toBe('11/3/26');
    // The API's "YYYY-MM-DD" typed cannot be misread (a four-digit first group is no day): taken, shown as dd/mm/yyyy.
    await user.clear(input);
    await user.type(input, '2025-11-03');
    expect(value()).toBe('2025-11-03');
    await user.tab();
    expect(input).toHaveValue('03/11/2025');
    // Eight digits year first are no pt-BR day either (20/11/0312 is before 1900): not taken.
    await user.clear(input);
    await user.type(input, '20110312');
    expect(value()).toBe('20110312');

    // A value set from outside (a row put in the form, a reset) replaces the text.
    await user.click(screen.getByRole('button', { name: 'Set from outside' }));
    expect(input).toHaveValue('05/01/2026');
  });

  it("takes a day typed with digits only (a phone's numeric keypad has no '/'), or with '.' or '-', and shows it as dd/mm/yyyy once left", async () => {
    const user = userEvent.setup();
    render(<Field />);
    const input = screen.getByRole('textbox', { name: 'Start date' });
    // The digits-only keypad on phones: everything the field reads can be typed with it.
    expect(input).toHaveAttribute('inputmode', 'numeric');

    await user.clear(input);
    await user.type(input, '03112025');
    expect(input).toHaveValue('03112025');
    expect(value()).toBe('2025-11-03');
    await user.tab();
    expect(input).toHaveValue('03/11/2025');

    await user.clear(input);
    await user.type(input, '5.1.2026');
    expect(value()).toBe('2026-01-05');
    await user.tab();
    expect(input).toHaveValue('05/01/2026');

    await user.clear(input);
    await user.type(input, '07-02-2026');
    expect(value()).toBe('2026-02-07');
    await user.tab();
    expect(input).toHaveValue('07/02/2026');

    // No day: the text stays as typed.
    await user.clear(input);
    await user.type(input, '0311202');
    await user.tab();
    expect(input).toHaveValue('0311202');
    expect(value()).toBe('0311202');
  });

  it('picks a day in the calendar: a labelled button opens it in a dialog, the day fills the field and the focus goes back to it', async () => {
    const user = userEvent.setup();
    render(<Field initial="2026-11-10" />);
    const button = screen.getByRole('button', { name: 'Calendar: Start date' });
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Start date' });
    // Opens on the field's day, focused; days after today are not offered.
    const selected = await within(dialog).findByRole('button', { name: 'Tuesday, November 10, 2026, selected' });
    expect(selected).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Monday, November 23, 2026' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Friday, November 6, 2026' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Start date' })).toHaveValue('06/11/2026');
    expect(value()).toBe('2026-11-06');
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'Start date' })).toHaveFocus(), { timeout: 15_000 });

    // 'Today' picks today; a field holding no real day opens the calendar on today.
    await user.clear(screen.getByRole('textbox', { name: 'Start date' }));
    await user.type(screen.getByRole('textbox', { name: 'Start date' }), '99');
    await user.click(button);
    expect(await screen.findByRole('button', { name: 'Today, Sunday, November 22, 2026, selected' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(screen.getByRole('textbox', { name: 'Start date' })).toHaveValue('22/11/2026');
  });

  it('closes only the calendar on Escape when the field is in a dialog', async () => {
    const user = userEvent.setup();
    const close = vi.fn();
    render(
      <Modal open title="Copy from another day" onClose={close}>
        <Field />
      </Modal>,
    );
    await user.click(screen.getByRole('button', { name: 'Calendar: Start date' }));
    await screen.findByRole('button', { name: /selected/ });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Start date' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Copy from another day' })).toBeInTheDocument();
    expect(close).not.toHaveBeenCalled();
  });

  it('speaks Portuguese: the format, the button and the calendar', async () => {
    await chooseLanguage('pt-BR');
    const user = userEvent.setup();
    render(<Field />);
    const input = screen.getByRole('textbox', { name: 'Start date' });
    expect(input).toHaveValue('22/11/2026');
    expect(input).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await user.click(screen.getByRole('button', { name: 'Calendário: Start date' }));
    expect(await screen.findByRole('grid', { name: 'novembro 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hoje' })).toBeInTheDocument();
  });
});
