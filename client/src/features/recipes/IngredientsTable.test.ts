import { describe, expect, it } from 'vitest';
import { quantityError } from './IngredientsTable';

describe("an ingredient's quantity", () => {
  it.each([
    ['', 'Required field.'],
    [',', 'Must be a number.'],
    ['.', 'Must be a number.'],
    ['0', 'Must be greater than 0.'],
    ['0,5', null],
  ])('%j: %s', (quantity, message) => {
    expect(quantityError(quantity)).toBe(message);
  });
});
