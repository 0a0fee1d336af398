import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { DecimalField } from './DecimalField';
import { insertionOf, refusalOf } from './DecimalInput';
import { requiredDecimal } from './formRules';

function renderField(scale?: number, schema?: yup.AnySchema, initial = '') {
  const user = userEvent.setup();
  render(
    <Formik
      initialValues={{ amount: initial }}
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

  it("takes a pasted '1.234,5' (and '1,234.5', '1 234,5') as 1234,5, never as 1,234", async () => {
    const { user, input } = renderField(undefined, requiredDecimal());
    for (const pasted of ['1.234,5', '1,234.5', '1 234,5', '1.234.567']) {
      await user.clear(input);
      await user.paste(pasted);
      expect(input).toHaveValue(pasted === '1.234.567' ? '1234567' : '1234,5');
      expect(screen.getByRole('status')).toHaveTextContent('');
    }
    await user.clear(input);
    await user.paste('1.5');
    expect(input).toHaveValue('1,5');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it("takes a pasted '1.234' as 1,234 (a lone dot is the decimal mark) and says so, as it may mean a thousand in pt-BR", async () => {
    const { user, input } = renderField();
    await user.click(input);
    await user.paste('1.234');
    expect(input).toHaveValue('1,234');
    expect(input).toHaveAccessibleDescription('The dot was read as the decimal mark. For thousands, type the number without a separator.');
    await user.paste('5');
    expect(screen.getByRole('status')).toHaveTextContent('Up to 3 decimal places.');
    expect(input).toHaveValue('1,234');
  });

  it('refuses pasted thousands that are not in groups of 3, saying how to write them', async () => {
    const { user, input } = renderField();
    await user.click(input);
    await user.paste('1.23,5');
    expect(input).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('Write thousands in groups of 3 (1.234,5), or with no separator.');
    await user.paste('12.345,6789');
    expect(input).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('Up to 3 decimal places.');
  });

  it.each(['1.234,5', '1,234.5'])("takes '%s' typed as 1234,5 and says how it read the first separator", async (typed) => {
    const { user, input } = renderField(undefined, requiredDecimal());
    await user.type(input, typed.slice(0, 6));
    expect(input).toHaveValue('1234,');
    expect(input).toHaveAccessibleDescription('The first separator was read as a thousands separator.');
    await user.type(input, '5');
    expect(input).toHaveValue('1234,5');
    expect(screen.getByRole('status')).toHaveTextContent('');
    await user.tab();
    expect(input).toHaveValue('1234,5');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a second comma after a typed decimal comma, so 1,234 never becomes 1234', async () => {
    const { user, input } = renderField();
    await user.type(input, '1,234');
    await user.type(input, ',');
    expect(input).toHaveValue('1,234');
    expect(screen.getByRole('status')).toHaveTextContent('Use one decimal separator only.');
    // a dot typed after it is English thousands ("1,234.5"): the marks differ
    await user.type(input, '.5');
    expect(input).toHaveValue('1234,5');
  });

  it('reads a dot typed after a dot as thousands (1.234.567), as the shared rule reads it pasted', async () => {
    const { user, input } = renderField();
    await user.type(input, '1.234.');
    expect(input).toHaveValue('1234,');
    expect(input).toHaveAccessibleDescription('The first separator was read as a thousands separator.');
  });

  it('refuses a second mark after a comma the person did not write (a value put in the field)', async () => {
    const { user, input } = renderField(undefined, undefined, '1,234');
    for (const mark of [',', '.']) {
      await user.click(input);
      await user.keyboard('{End}');
      await user.keyboard(mark);
      expect(input).toHaveValue('1,234');
      expect(screen.getByRole('status')).toHaveTextContent('Use one decimal separator only.');
    }
  });

  it("takes a pasted '1,234' as 1,234 and says so, as it may mean a thousand in English", async () => {
    const { user, input } = renderField();
    await user.click(input);
    await user.paste('1,234');
    expect(input).toHaveValue('1,234');
    expect(input).toHaveAccessibleDescription(
      'The comma was read as the decimal mark. For thousands, type the number without a separator.',
    );
    // the pasted comma is the decimal mark: a second one is refused, not read as thousands
    await user.keyboard(',');
    expect(input).toHaveValue('1,234');
    expect(screen.getByRole('status')).toHaveTextContent('Use one decimal separator only.');
  });

  it('takes a longer number typed with thousands separators (12.345.678,9)', async () => {
    const { user, input } = renderField();
    await user.type(input, '12.345.678,9');
    expect(input).toHaveValue('12345678,9');
  });
});

describe('insertionOf', () => {
  it.each([
    ['', 0, '5', { take: true }],
    ['1,23', 4, ',', { refuse: 'Use one decimal separator only.' }],
    ['1,234', 5, ',', { refuse: 'Use one decimal separator only.' }],
    ['1,234', 5, '.', { refuse: 'Use one decimal separator only.' }],
    ['1,234', 5, '5', { refuse: 'Up to 3 decimal places.' }],
    ['', 0, '1.234,5', { value: '1234,5', note: null }],
    ['', 0, '1,234.5', { value: '1234,5', note: null }],
    ['', 0, '1.5', { take: true }],
    ['', 0, '1.234', { value: '1,234', note: 'The dot was read as the decimal mark. For thousands, type the number without a separator.' }],
    [
      '',
      0,
      '1,234',
      { value: '1,234', note: 'The comma was read as the decimal mark. For thousands, type the number without a separator.' },
    ],
    ['', 0, '1,2,3', { refuse: 'Write thousands in groups of 3 (1.234,5), or with no separator.' }],
    ['', 0, '999.999.999,9999', { refuse: 'Up to 3 decimal places.' }],
    ['', 0, '1.000.000.000', { refuse: 'At most 999999999,999.' }],
  ])('%j at %i + %j', (value, at, inserted, expected) => {
    expect(insertionOf(value, at, at, inserted, 3, 999_999_999.999)).toEqual(expected);
  });

  const thousandsRead = { value: '1234,', note: 'The first separator was read as a thousands separator.' };
  const refused = { refuse: 'Use one decimal separator only.' };
  it.each([
    ['.', ',', thousandsRead], // "1.234,5" typed (pt-BR)
    ['.', '.', thousandsRead], // "1.234.567" typed
    [',', '.', thousandsRead], // "1,234.5" typed (English)
    [',', ',', refused], // a decimal comma typed twice: 1,234 stays 1,234
    [null, ',', refused], // a comma the person did not write (a saved value)
    [null, '.', refused],
  ] as const)('"1,234" whose comma was written %j, then %j typed', (shownMark, inserted, expected) => {
    expect(insertionOf('1,234', 5, 5, inserted, 3, 999_999_999.999, shownMark)).toEqual(expected);
  });
});
