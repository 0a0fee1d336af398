import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as yup from 'yup';
import { DecimalField } from './DecimalField';
import { sameValue, shownError } from './fieldFeedback';
import { MultiSelect } from './MultiSelect';
import { SelectField } from './SelectField';
import { SingleSelect } from './SingleSelect';
import { TextField } from './TextField';
import { ValidatedForm } from './ValidatedForm';

interface Values {
  name: string;
  amount: string;
  kind: string;
}

const schema: yup.ObjectSchema<Values> = yup.object({
  name: yup.string().trim().required('Required field.').min(3, 'Minimum 3 characters.'),
  amount: yup.string().trim().required('Required field.'),
  kind: yup.string().required('Required field.'),
});

function ResetButton() {
  const { resetForm } = useFormikContext();
  return (
    <button type="button" onClick={() => resetForm()}>
      Reset
    </button>
  );
}

function renderForm(initialValues: Values = { name: '', amount: '', kind: '' }, onSubmit = vi.fn()) {
  const user = userEvent.setup();
  render(
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit}>
      <ValidatedForm aria-label="Test form">
        <TextField name="name" label="Name" />
        <DecimalField name="amount" label="Amount" />
        <SelectField
          name="kind"
          label="Kind"
          options={[
            { value: '', label: 'Choose' },
            { value: 'a', label: 'A' },
          ]}
        />
        <ResetButton />
        <button type="submit">Save</button>
      </ValidatedForm>
    </Formik>,
  );
  return { user, onSubmit };
}

describe('shownError', () => {
  it('shows a string error only when the field is touched or edited', () => {
    expect(shownError('Required field.', false, false)).toBeNull();
    expect(shownError('Required field.', true, false)).toBe('Required field.');
    expect(shownError('Required field.', false, true)).toBe('Required field.');
    expect(shownError(undefined, true, true)).toBeNull();
    expect(shownError([{ quantity: 'Required field.' }], true, true)).toBeNull();
  });
});

describe('sameValue', () => {
  it('compares form values by structure', () => {
    expect(sameValue('a', 'a')).toBe(true);
    expect(sameValue('', undefined)).toBe(false);
    expect(sameValue([1, 2], [1, 2])).toBe(true);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue([{ foodId: 1, quantity: '2' }], [{ foodId: 1, quantity: '2' }])).toBe(true);
    expect(sameValue([{ foodId: 1, quantity: '2' }], [{ foodId: 1, quantity: '3' }])).toBe(false);
    expect(sameValue({ a: 1 }, { b: 1 })).toBe(false);
  });
});

describe('field errors (touched or edited)', () => {
  it('shows nothing before the field is touched or edited', () => {
    renderForm();
    expect(screen.queryByText('Required field.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-describedby');
  });

  it('shows a text field error while it is being edited, before it is left', async () => {
    const { user } = renderForm();
    const name = screen.getByLabelText('Name');
    await user.type(name, 'ab');

    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Minimum 3 characters.');
    // the other fields were neither touched nor edited
    expect(screen.getByLabelText('Amount')).not.toHaveAttribute('aria-invalid');
  });

  it('keeps a field edited once changed, even when changed back to its initial value', async () => {
    const { user } = renderForm();
    const name = screen.getByLabelText('Name');
    await user.type(name, 'a');
    await user.clear(name);

    expect(name).toHaveFocus();
    expect(name).toHaveValue('');
    expect(name).toHaveAccessibleDescription('Required field.');
  });

  it('shows a decimal field error while it is being edited', async () => {
    const { user } = renderForm({ name: '', amount: '5', kind: 'a' });
    const amount = screen.getByLabelText('Amount');
    expect(amount).not.toHaveAttribute('aria-invalid');

    await user.clear(amount);

    expect(amount).toHaveFocus();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription('Required field.');
  });

  it('shows a select field error once it is changed', async () => {
    const { user } = renderForm({ name: '', amount: '', kind: 'a' });
    const kind = screen.getByLabelText('Kind');
    expect(kind).not.toHaveAttribute('aria-invalid');

    await user.selectOptions(kind, '');

    expect(kind).toHaveAttribute('aria-invalid', 'true');
    expect(kind).toHaveAccessibleDescription('Required field.');
  });

  it('still shows the error of a field only touched (left without a change)', async () => {
    const { user } = renderForm();
    await user.click(screen.getByLabelText('Name'));
    await user.tab();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Required field.');
  });

  it('forgets the edits when the form is reset', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Name'), 'a');
    expect(screen.getByText('Minimum 3 characters.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByText(/Minimum|Required/)).not.toBeInTheDocument();

    // another field's change does not bring the reset field's error back
    await user.type(screen.getByLabelText('Amount'), '1');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
  });
});

describe('ValidatedForm', () => {
  it('moves the focus to the first invalid control, in page order, after a submit fails validation', async () => {
    const { user, onSubmit } = renderForm({ name: 'Rice', amount: '', kind: '' });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByLabelText('Amount')).toHaveFocus());
    expect(screen.getByLabelText('Kind')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Amount'), '2');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByLabelText('Kind')).toHaveFocus());
  });

  it('leaves the focus alone when the submit passes validation', async () => {
    const { user, onSubmit } = renderForm({ name: 'Rice', amount: '2', kind: 'a' });
    const name = screen.getByLabelText('Name');
    await user.click(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(name).toHaveFocus();
  });

  it('keeps the focus in a field while its form action is pressed, so a blur error cannot move the button away', async () => {
    const { user, onSubmit } = renderForm({ name: '', amount: '', kind: '' });
    const name = screen.getByLabelText('Name');
    await user.click(name);
    const save = screen.getByRole('button', { name: 'Save' });
    // The press itself is not allowed to move the focus (and blur the field)…
    expect(fireEvent.mouseDown(save)).toBe(false);
    expect(name).toHaveFocus();
    expect(name).not.toHaveAttribute('aria-invalid');
    // …the click submits, and every error shows at once.
    await user.click(save);
    await waitFor(() => expect(screen.getAllByText('Required field.').length).toBeGreaterThan(1));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('starts afresh after a save that resets the form: leaving the field focused through it shows no error', async () => {
    const onSubmit = vi.fn((_values: Values, helpers: FormikHelpers<Values>) => helpers.resetForm());
    const { user } = renderForm({ name: '', amount: '', kind: '' }, onSubmit);
    const name = screen.getByLabelText('Name');
    const amount = screen.getByLabelText('Amount');
    await user.selectOptions(screen.getByLabelText('Kind'), 'a');
    await user.type(name, 'Rice');

    // Submitted by Enter in a text field, which keeps the focus through the save and the reset…
    await user.type(amount, '2{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(amount).toHaveValue(''));
    expect(amount).toHaveFocus();
    // …then left: the visit began before the reset, so it touches nothing in the new form.
    await user.tab();
    expect(amount).not.toHaveFocus();
    expect(screen.queryByText('Required field.')).not.toBeInTheDocument();

    // Submitted with the Save button, whose press keeps the focus in the field (a text field this time).
    await user.selectOptions(screen.getByLabelText('Kind'), 'a');
    await user.type(amount, '3');
    await user.type(name, 'Beans');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(name).toHaveValue(''));
    expect(name).toHaveFocus();
    await user.click(document.body);
    expect(name).not.toHaveFocus();
    expect(screen.queryByText('Required field.')).not.toBeInTheDocument();

    // A fresh form as on its first showing: a new visit of the field that is left shows its error.
    await user.click(name);
    await user.tab();
    expect(name).toHaveAccessibleDescription('Required field.');
  });

  it('after a reset with the focus kept in a field, a new submit still shows every error', async () => {
    const onSubmit = vi.fn((_values: Values, helpers: FormikHelpers<Values>) =>
      helpers.resetForm({ values: { name: '', amount: '', kind: 'a' } }),
    );
    const { user } = renderForm({ name: 'Rice', amount: '', kind: 'a' }, onSubmit);
    const amount = screen.getByLabelText('Amount');
    await user.type(amount, '2{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(amount).toHaveValue(''));
    expect(amount).toHaveFocus();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    await user.tab();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Required field.');
    expect(amount).toHaveAccessibleDescription('Required field.');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('turns off the browser validation', () => {
    renderForm();
    expect(screen.getByRole('form', { name: 'Test form' })).toHaveAttribute('novalidate');
  });
});

const OPTIONS = [
  { value: 1, label: 'Rice' },
  { value: 2, label: 'Beans' },
];

function Selects({ invalid, hint = false }: { invalid: boolean; hint?: boolean }) {
  const [many, setMany] = useState<number[]>([]);
  const [one, setOne] = useState<number | null>(null);
  return (
    <>
      <label htmlFor="many">Many</label>
      <MultiSelect
        inputId="many"
        options={OPTIONS}
        value={many}
        onChange={setMany}
        invalid={invalid}
        errorId="many-error"
        describedBy={hint ? 'many-hint' : undefined}
      />
      <p id="many-error">{invalid ? 'Required field.' : ''}</p>
      {hint ? <p id="many-hint">Showing 2 of 9.</p> : null}
      <label htmlFor="one">One</label>
      <SingleSelect
        inputId="one"
        options={OPTIONS}
        value={one}
        onChange={setOne}
        invalid={invalid}
        errorId="one-error"
        describedBy={hint ? 'one-hint' : undefined}
      />
      <p id="one-error">{invalid ? 'Required field.' : ''}</p>
      {hint ? <p id="one-hint">Showing 2 of 9.</p> : null}
    </>
  );
}

describe('MultiSelect and SingleSelect errors', () => {
  it('point aria-describedby (and aria-errormessage) at the error while invalid, keeping their own description', () => {
    const { rerender } = render(<Selects invalid />);
    for (const [label, errorId] of [
      ['Many', 'many-error'],
      ['One', 'one-error'],
    ] as const) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAttribute('aria-errormessage', errorId);
      expect(input.getAttribute('aria-describedby')?.split(' ')).toEqual([errorId, expect.stringContaining('placeholder')]);
      expect(input).toHaveAccessibleDescription('Required field. Select…');
    }

    rerender(<Selects invalid={false} />);
    for (const label of ['Many', 'One']) {
      const input = screen.getByLabelText(label);
      expect(input).not.toHaveAttribute('aria-invalid');
      expect(input.getAttribute('aria-describedby')).not.toMatch(/-error/);
    }
  });

  it('are described by a hint under them too, after the error while one shows', () => {
    const { rerender } = render(<Selects invalid={false} hint />);
    for (const label of ['Many', 'One']) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAccessibleDescription('Showing 2 of 9. Select…');
    }

    rerender(<Selects invalid hint />);
    for (const [label, id] of [
      ['Many', 'many'],
      ['One', 'one'],
    ] as const) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAttribute('aria-errormessage', `${id}-error`);
      expect(input.getAttribute('aria-describedby')?.split(' ')).toEqual([
        `${id}-error`,
        `${id}-hint`,
        expect.stringContaining('placeholder'),
      ]);
      expect(input).toHaveAccessibleDescription('Required field. Showing 2 of 9. Select…');
    }

    rerender(<Selects invalid={false} />);
    for (const label of ['Many', 'One']) expect(screen.getByLabelText(label)).toHaveAccessibleDescription('Select…');
  });

  it('keeps the input (and its focus) when a hint appears', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Selects invalid={false} />);
    await user.click(screen.getByLabelText('One'));
    const input = screen.getByLabelText('One');

    rerender(<Selects invalid={false} hint />);

    expect(screen.getByLabelText('One')).toBe(input);
    expect(input).toHaveFocus();
    expect(input).toHaveAccessibleDescription(/^Showing 2 of 9\./);
  });

  it('keeps the input (and its focus) when the error appears', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Selects invalid={false} />);
    await user.click(screen.getByLabelText('Many'));
    const input = screen.getByLabelText('Many');

    rerender(<Selects invalid />);

    expect(screen.getByLabelText('Many')).toBe(input);
    expect(input).toHaveFocus();
  });
});
