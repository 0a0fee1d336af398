import { Decimal } from 'decimal.js';
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { isCanonicalDecimal } from '../db/decimal';

const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

function parseDecimal(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return new Decimal(value).toString();
  if (typeof value === 'string' && DECIMAL_TEXT.test(value.trim())) return new Decimal(value.trim()).toString();
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
  // Answers carry text the entities and the nutrition math already made canonical: passed on as it is.
  serialize: (value) =>
    typeof value === 'string' && isCanonicalDecimal(value) ? value : value instanceof Decimal ? value.toString() : parseDecimal(value),
  parseValue: parseDecimal,
  parseLiteral: (ast) => {
    if (ast.kind === Kind.STRING || ast.kind === Kind.INT || ast.kind === Kind.FLOAT) {
      return parseDecimal(ast.kind === Kind.STRING ? ast.value : Number(ast.value));
    }
    throw new GraphQLError('Expected a decimal number.', { extensions: { code: 'BAD_USER_INPUT' } });
  },
});
