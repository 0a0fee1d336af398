import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { DecimalField } from './DecimalField';
import { refusalOf } from './DecimalInput';
import { requiredDecimal } from './formRules';

function renderField(scale?: number, schema?: yup.AnySchema) {
  const user = userEvent.setup();
  render(
    <Formik
      initialValues={{ amount: '' }}
      validationSchema={schema ? yup.object({ amount: schema }) : undefined}
      onSubmit={() => undefined}
    >
      <DecimalField name="amount" label="Amount" scale={scale} />
    </Formik>,
  );
  return { user, input: screen.getByLabelText<HTMLInputElement>('Amount') };
}

describe('refusalOf', () => {
  it.each([
    ['12,5', 3, null],
    ['12.5', 3, null],
    ['1,234,5', 3, 'Use one decimal separator only.'],
    ['1.234,5', 3, 'Use one decimal separator only.'],
    ['1,2345', 3, 'Up to 3 decimal places.'],
    ['12a', 3, 'Numbers only.'],
    ['-1', 3, 'Numbers only.'],
    ['1000000000', 3, 'At most 999999999,999.'],
  ])('%s with %i decimals: %s', (text, scale, expected) => {
    expect(refusalOf(text, scale, 999_999_999.999)).toBe(expected);
  });
});

describe('DecimalField', () => {
  it('keeps a separator typed into a whole-number field, so 4,5 is never taken as 45', async () => {
    const whole = yup.string().matches(/^\d+$/, 'Must be a whole number.');
    const { user, input } = renderField(0, whole);
    await user.type(input, '4,5');
    expect(input).toHaveValue('4,5');
    await user.tab();
    expect(await screen.findByText('Must be a whole number.')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '90.5');
    expect(input).toHaveValue('90,5');
  });

  it('keeps a lone decimal mark when the field is left, so the rule says it is no number (the mask made it 0)', async () => {
    const { user, input } = renderField(undefined, requiredDecimal());
    await user.type(input, ',');
    await user.tab();
    expect(input).toHaveValue(',');
    expect(await screen.findByText('Must be a number.')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '.');
    await user.tab();
    expect(input).toHaveValue(',');
    // other values are still tidied when left: "012,50" is 12,5, "7," is 7, ",5" is 0,5
    for (const [typed, shown] of [
      ['012,50', '12,5'],
      ['7,', '7'],
      [',5', '0,5'],
    ]) {
      await user.clear(input);
      await user.type(input, typed);
      await user.tab();
      expect(input).toHaveValue(shown);
    }
    expect(screen.queryByText('Must be a number.')).not.toBeInTheDocument();
  });

  it('refuses a second separator with a message instead of dropping it', async () => {
    const { user, input } = renderField();
    await user.type(input, '1,23');
    await user.type(input, ',');
    expect(input).toHaveValue('1,23');
    expect(screen.getByRole('status')).toHaveTextContent('Use one decimal separator only.');
    expect(input).toHaveAccessibleDescription('Use one decimal separator only.');
    await user.type(input, '4');
    expect(input).toHaveValue('1,234');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('refuses a fourth decimal with a message', async () => {
    const { user, input } = renderField();
    await user.type(input, '0,1234');
    expect(input).toHaveValue('0,123');
    expect(screen.getByRole('status')).toHaveTextContent('Up to 3 decimal places.');
  });

  it("refuses a pasted '1.234,5' whole, saying why, rather than keeping 1,234", async () => {
    const { user, input } = renderField();
    await user.click(input);
    await user.paste('1.234,5');
    expect(input).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('Use one decimal separator only.');
    await user.paste('1.5');
    expect(input).toHaveValue('1,5');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
