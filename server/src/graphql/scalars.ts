import { Decimal } from 'decimal.js';
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/**
 * A decimal as the API takes it (a string such as "12.5", or a finite number), in its plain form ("12.5"); null for
 * anything else. The Decimal scalar's reading, and the import's for amounts in a file.
 */
export function decimalValue(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return new Decimal(value).toString();
  if (typeof value === 'string' && DECIMAL_TEXT.test(value.trim())) return new Decimal(value.trim()).toString();
  return null;
}

function parseDecimal(value: unknown): string {
  const decimal = decimalValue(value);
  if (decimal !== null) return decimal;
  throw new GraphQLError(`Expected a decimal number such as "12.5", got ${JSON.stringify(value)}.`, {
    extensions: { code: 'BAD_USER_INPUT' },
  });
}

/**
 * Amounts (servings, quantities, macros) travel as strings like "23.9" so they stay exact; inputs
 * also take plain numbers. Three decimal places at most are stored.
 */
export const DecimalScalar = new GraphQLScalarType({
  name: 'Decimal',
  description: 'An exact decimal number, up to 3 decimal places, sent as a string ("23.9"). Inputs accept a string or a number.',
  serialize: (value) => (value instanceof Decimal ? value.toString() : parseDecimal(value)),
  parseValue: parseDecimal,
  parseLiteral: (ast) => {
    if (ast.kind === Kind.STRING || ast.kind === Kind.INT || ast.kind === Kind.FLOAT) {
      return parseDecimal(ast.kind === Kind.STRING ? ast.value : Number(ast.value));
    }
    throw new GraphQLError('Expected a decimal number.', { extensions: { code: 'BAD_USER_INPUT' } });
  },
});
