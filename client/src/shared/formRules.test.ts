import { describe, expect, it } from 'vitest';
import { amountError, dayProblem, dayRule, decimalProblem, positiveAmount, requiredDecimal, type DayRule } from './formRules';
import { formatMessage } from './i18n/i18n';
import { chooseLanguage } from './i18n/i18n';

const TODAY = '2026-11-22';
const RULE: DayRule = { today: TODAY, afterToday: 'progress.notAfterToday' };

/** yup's first message for `value`, or null when it passes. */
async function yupProblem(value: string | undefined, rule: DayRule = RULE): Promise<string | null> {
  try {
    await dayRule(rule).validate(value);
    return null;
  } catch (error) {
    return (error as { message: string }).message;
  }
}

describe('dayProblem, the date fields’ rule', () => {
  it('takes a real day up to today', () => {
    expect(dayProblem(TODAY, RULE)).toBeNull();
    expect(dayProblem('2024-02-29', RULE)).toBeNull();
  });

  it('says what is wrong: nothing typed, no real day (text as typed), a day after today', () => {
    expect(dayProblem('', RULE)).toBe('Required field.');
    expect(dayProblem(undefined, RULE)).toBe('Required field.');
    expect(dayProblem('31/02/2026', RULE)).toBe('Type a date as dd/mm/yyyy.');
    expect(dayProblem('2026-02-30', RULE)).toBe('Type a date as dd/mm/yyyy.');
    // Typed year first, before 1900: refused as "20110312" (20/11/0312) is.
    expect(dayProblem('0312-11-20', RULE)).toBe('Type a date as dd/mm/yyyy.');
    expect(dayProblem('1900-01-01', RULE)).toBeNull();
    expect(dayProblem('2026-11-23', RULE)).toBe('Choose a date up to today.');
  });

  it('words nothing typed and a later day as a form asks', () => {
    const copy: DayRule = { today: TODAY, afterToday: 'meals.copy.upToToday', empty: 'meals.copy.chooseDate' };
    expect(dayProblem('', copy)).toBe('Choose a date.');
    expect(dayProblem('3/11', copy)).toBe('Type a date as dd/mm/yyyy.');
    expect(dayProblem('2026-11-23', copy)).toBe('Choose a day up to today.');
  });

  it('speaks the interface language', async () => {
    await chooseLanguage('pt-BR');
    expect(dayProblem('', RULE)).toBe('Campo obrigatório.');
    expect(dayProblem('31/02/2026', RULE)).toBe('Digite uma data como dd/mm/aaaa.');
    expect(dayProblem('2026-11-23', RULE)).toBe('Escolha uma data até hoje.');
    expect(dayProblem('', { ...RULE, empty: 'meals.copy.chooseDate' })).toBe('Escolha uma data.');
  });

  it('is the same rule as a yup schema, in the language shown when it is checked', async () => {
    expect(await yupProblem(TODAY)).toBeNull();
    expect(await yupProblem('')).toBe('Required field.');
    expect(await yupProblem(undefined)).toBe('Required field.');
    expect(await yupProblem('31/02/2026')).toBe('Type a date as dd/mm/yyyy.');
    expect(await yupProblem('2026-11-23')).toBe('Choose a date up to today.');
    const schema = dayRule(RULE);
    await chooseLanguage('pt-BR');
    await expect(schema.validate('31/02/2026')).rejects.toThrow('Digite uma data como dd/mm/aaaa.');
  });
});

/** yup's message for `value` under `schema`, or null when it passes. */
async function schemaProblem(schema: { validate: (value: unknown) => Promise<unknown> }, value: string): Promise<string | null> {
  try {
    await schema.validate(value);
    return null;
  } catch (error) {
    return (error as { message: string }).message;
  }
}

describe('decimalProblem, the decimal fields’ rule', () => {
  it.each([
    ['', 'Required field.'],
    ['  ', 'Required field.'],
    [',', 'Must be a number.'],
    ['.', 'Must be a number.'],
    [' , ', 'Must be a number.'],
    ['0', null],
    ['1,5', null],
    [',5', null],
    ['12,', null],
    ['80.125', null],
    ['1.234,5', null],
    ['1.23,5', 'Write thousands in groups of 3 (1.234,5), or with no separator.'],
    ['1,2,3', 'Write thousands in groups of 3 (1.234,5), or with no separator.'],
  ])('%j: %s', async (value, message) => {
    const problem = decimalProblem(value);
    expect(problem ? formatMessage(problem) : null).toBe(message);
    // the forms' yup rules say the same: a lone mark was "" for the API (a 400) or saved as 0
    expect(await schemaProblem(requiredDecimal(), value)).toBe(message);
  });

  it.each([
    ['', 'Required field.'],
    [',', 'Must be a number.'],
    ['.', 'Must be a number.'],
    ['1.23,5', 'Write thousands in groups of 3 (1.234,5), or with no separator.'],
    ['0', 'Must be greater than 0.'],
    ['0,000', 'Must be greater than 0.'],
    ['0,001', null],
    ['0,5', null],
  ])('comes before "Must be greater than 0." in an amount above 0, %j: %s', async (value, message) => {
    // one rule, one message: a form's schema (a serving, a meal entry's quantity) and a row's own check (an ingredient's)
    expect(amountError(value)).toBe(message);
    expect(await schemaProblem(positiveAmount(), value)).toBe(message);
  });
});
