import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import { DateField } from './DateField';
import { ValidatedForm } from './ValidatedForm';

const TODAY = '2026-11-22';

describe('DateField', () => {
  it("opens a calendar whose 'Today' is no action of the form the field is in: its press moves the focus as usual", async () => {
    const user = userEvent.setup();
    const submit = vi.fn();
    render(
      <Formik initialValues={{ date: '2026-11-10' }} onSubmit={submit}>
        <ValidatedForm aria-label="Log">
          <DateField name="date" label="Date" today={TODAY} />
          <div className="form-actions">
            <button type="submit">Save</button>
          </div>
        </ValidatedForm>
      </Formik>,
    );
    // The form's own actions keep the focus where it is when pressed (ValidatedForm)…
    expect(fireEvent.mouseDown(screen.getByRole('button', { name: 'Save' }))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Calendar: Date' }));
    await screen.findByRole('button', { name: /selected/ });
    // …the calendar's buttons, in the form's React tree through the dialog, are not the form's.
    const today = screen.getByRole('button', { name: 'Today' });
    expect(fireEvent.mouseDown(today)).toBe(true);
    await user.click(today);
    expect(screen.getByRole('textbox', { name: 'Date' })).toHaveValue('22/11/2026');
    expect(submit).not.toHaveBeenCalled();
  });
});
