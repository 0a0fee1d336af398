import { Decimal } from 'decimal.js';
import { message, type Message } from '@fitness-manager/shared';
import { GraphQLError, GraphQLScalarType, Kind, print, type ValueNode } from 'graphql';
import { formatMessage } from '../common/messages';
import { isCanonicalDecimal } from '../db/decimal';

const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;
/** How much of a refused value the message repeats. */
const SHOWN_VALUE_LENGTH = 40;

/**
 * A value the Decimal scalar refuses. graphql-js wraps it (`Variable "$input" got invalid value … at "input.serving";
 * …`, English words): the error formatter (graphql/errors.ts) words it again, whole, in the request's language.
 */
export class DecimalInputError extends GraphQLError {
  /** The value as shown in the message (JSON, cut short). */
  readonly shown: string;

  constructor(shown: string) {
    super(formatMessage(message('server.notDecimal', { value: shown })), { extensions: { code: 'BAD_USER_INPUT' } });
    this.shown = shown;
  }

  /** The message to show; `field` is where the value was, when known (`input.serving`). */
  text(field?: string): Message {
    return field ? message('server.notDecimalAt', { field, value: this.shown }) : message('server.notDecimal', { value: this.shown });
  }
}

/** A refused value as its message repeats it: cut to SHOWN_VALUE_LENGTH characters. */
const cut = (text: string): string => (text.length > SHOWN_VALUE_LENGTH ? `${text.slice(0, SHOWN_VALUE_LENGTH)}…` : text);

const shown = (value: unknown): string => cut(JSON.stringify(value) ?? String(value));

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
  throw new DecimalInputError(shown(value));
}

const literalShown = (ast: ValueNode): string => cut(print(ast));

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
      try {
        return parseDecimal(ast.kind === Kind.STRING ? ast.value : Number(ast.value));
      } catch {
        // Shown as written (a number too large for JavaScript would read as null).
      }
    }
    throw new DecimalInputError(literalShown(ast));
  },
});

/** The Decimal scalar's refusal behind a GraphQL error (graphql-js keeps it as `originalError`), if that is what it is. */
export function decimalInputError(error: unknown): DecimalInputError | null {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (current instanceof DecimalInputError) return current;
    current = (current as { originalError?: unknown }).originalError;
  }
  return null;
}
