import { Decimal } from 'decimal.js';
import { ValidationError } from '../common/errors';
import { Unit } from '../modules/foods/unit';
import { fieldLabel, legacyFieldMessages } from './field-messages';
import { parseLegacyDecimal, parseLegacyInteger, parseLegacyPageRequest, parseLegacyUnit, parsePathId } from './legacy-input';
import { legacyNumber, legacyPage, legacyUnit } from './legacy-json';

describe('legacyNumber (Java Double.toString style, never scientific)', () => {
  it.each([
    ['100', '100.0'],
    ['100.000', '100.0'],
    ['23.9', '23.9'],
    ['0.125', '0.125'],
    ['0', '0.0'],
    ['-0', '0.0'],
    ['0.001', '0.001'],
    ['12345678.5', '12345678.5'],
    ['10000000', '10000000.0'],
    ['999999999.999', '999999999.999'],
    [92, '92.0'],
    ['-0.5', '-0.5'],
    ['123456789012345678901234', '123456789012345678901234.0'],
  ])('%p → %p', (input, output) => {
    expect(legacyNumber(input)).toBe(output);
  });

  it('gives what decimal.js alone gave for every amount of up to 3 decimals (the fast path for canonical text)', () => {
    const before = (value: string) => {
      const decimal = new Decimal(value);
      if (decimal.isZero()) return '0.0';
      const text = decimal.toFixed();
      return text.includes('.') ? text : `${text}.0`;
    };
    const differing: string[] = [];
    for (let thousandths = -20_000; thousandths <= 20_000; thousandths += 7) {
      for (const scale of [1, 1000, 1_000_000_000]) {
        const value = new Decimal(thousandths).times(scale).dividedBy(1000).toString();
        if (legacyNumber(value) !== before(value)) differing.push(value);
      }
    }
    expect(differing).toEqual([]);
  });
});

describe('parseLegacyDecimal', () => {
  it.each([
    ['100', '100'],
    ['100.0', '100'],
    ['1,5', '1.5'],
    [' 2,25 ', '2.25'],
    [1.5, '1.5'],
    [0, '0'],
    ['3.4999999999999996', '3.5'],
    ['229.99999999999997', '230'],
    ['0.0005', '0.001'],
    ['0.0004', '0'],
    ['1.0E7', '10000000'],
    ['-2', '-2'],
    ['100.', '100'],
    ['.5', '0.5'],
  ])('%p → %p', (input, output) => {
    expect(parseLegacyDecimal(input)).toEqual({ ok: true, value: output });
  });

  it.each([[undefined], [null], [''], ['  ']])('%p is missing', (input) => {
    expect(parseLegacyDecimal(input)).toEqual({ ok: true, value: undefined });
  });

  it.each([['abc'], ['1,2,3'], ['1.000,5'], ['0x10'], ['Infinity'], ['NaN'], ['1e9999'], [true], [{}], [[1]]])(
    '%p is not a number',
    (input) => {
      expect(parseLegacyDecimal(input)).toEqual({ ok: false, message: 'Must be a number.' });
    },
  );

  it('refuses a long run of digits that is not a number in one pass (the old pattern was quadratic: 60,000 digits, 3.7 s)', () => {
    expect(parseLegacyDecimal(`${'1'.repeat(200_000)}x`)).toEqual({ ok: false, message: 'Must be a number.' });
    expect(parseLegacyDecimal(`${'1'.repeat(100_000)}.${'1'.repeat(100_000)}.`)).toEqual({ ok: false, message: 'Must be a number.' });
  });
});

describe('parseLegacyInteger', () => {
  it('reads whole numbers from numbers and text, refusing fractions', () => {
    expect(parseLegacyInteger('4')).toEqual({ ok: true, value: 4 });
    expect(parseLegacyInteger(4)).toEqual({ ok: true, value: 4 });
    expect(parseLegacyInteger('4.0')).toEqual({ ok: true, value: 4 });
    expect(parseLegacyInteger('')).toEqual({ ok: true, value: undefined });
    expect(parseLegacyInteger('4.0001')).toEqual({ ok: false, message: 'Must be a whole number.' });
    expect(parseLegacyInteger('x')).toEqual({ ok: false, message: 'Must be a number.' });
  });
});

describe('units', () => {
  it('writes labels and reads labels and aliases in any case', () => {
    expect([Unit.G, Unit.ML, Unit.UN].map(legacyUnit)).toEqual(['g', 'ml', 'un.']);
    for (const [input, unit] of [
      ['g', Unit.G],
      ['GRAM', Unit.G],
      ['ml', Unit.ML],
      ['ML', Unit.ML],
      ['un.', Unit.UN],
      ['un', Unit.UN],
      ['UNIT', Unit.UN],
    ] as const) {
      expect(parseLegacyUnit(input)).toEqual({ ok: true, value: unit });
    }
    expect(parseLegacyUnit('constructor').ok).toBe(false);
    expect(parseLegacyUnit(null).ok).toBe(false);
  });
});

describe('path ids and page parameters', () => {
  it('accepts positive integers only as path ids', () => {
    expect(parsePathId('7')).toBe(7);
    for (const raw of ['0', '-1', '1.5', 'abc', '1e3', '2147483648', '']) expect(parsePathId(raw)).toBeUndefined();
  });

  it('clamps size to 100 and refuses bad values', () => {
    expect(parseLegacyPageRequest({ page: '2', size: '500' })).toEqual({ page: 2, size: 100 });
    expect(() => parseLegacyPageRequest({ page: '-1', size: '9' })).toThrow(ValidationError);
    expect(() => parseLegacyPageRequest({ page: ['0', '1'], size: '9' })).toThrow(ValidationError);
  });

  it('builds the Spring page fields', () => {
    const page = legacyPage({ content: [1, 2], totalElements: 11 }, { page: 1, size: 2 }, String);
    expect(page).toMatchObject({ content: ['1', '2'], totalPages: 6, number: 1, first: false, last: false, pageable: { offset: 2 } });
    expect(legacyPage({ content: [], totalElements: 0 }, { page: 0, size: 9 }, String)).toMatchObject({
      totalPages: 0,
      first: true,
      last: true,
      empty: true,
    });
  });
});

describe('field messages', () => {
  it('names the field in front of each core message', () => {
    expect(fieldLabel('serving')).toBe('Serving');
    expect(fieldLabel('ingredients.0.quantity')).toBe('Ingredient 1 quantity');
    expect(fieldLabel('ingredients.2.foodId')).toBe('Ingredient 3 food');
    expect(fieldLabel('weekFrequency')).toBe('Week frequency');
    expect(fieldLabel('name', { name: 'User name' })).toBe('User name');
    const error = new ValidationError({ serving: ['Must be greater than 0.'], 'ingredients.1.quantity': ['Required field.'] });
    expect(legacyFieldMessages(error)).toEqual(['Serving: Must be greater than 0.', 'Ingredient 2 quantity: Required field.']);
  });
});
