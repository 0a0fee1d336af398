import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { parseApolloError } from './apolloErrors';

describe('parseApolloError', () => {
  it('collects GraphQL messages, and BAD_USER_INPUT fields separately', () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        {
          message: 'Argument Validation Error',
          extensions: { code: 'BAD_USER_INPUT', fields: { email: ['Invalid email.'], name: 'Required field.' } },
        },
        { message: 'User with email a@b.c was already registered.', extensions: { code: 'CONFLICT' } },
        { message: 'Bad value', extensions: { code: 'BAD_USER_INPUT' } },
      ],
    });
    expect(parseApolloError(error)).toEqual({
      messages: ['User with email a@b.c was already registered.', 'Bad value'],
      fields: { email: ['Invalid email.'], name: ['Required field.'] },
      codes: ['BAD_USER_INPUT', 'CONFLICT', 'BAD_USER_INPUT'],
    });
  });

  it('reads the GraphQL errors of a non-2xx answer', () => {
    const body = JSON.stringify({ errors: [{ message: 'Variable "$input" got invalid value.', extensions: { code: 'BAD_USER_INPUT' } }] });
    const error = new ServerError('Response not successful: Received status code 400', {
      response: new Response(body, { status: 400 }),
      bodyText: body,
    });
    expect(parseApolloError(error).messages).toEqual(['Variable "$input" got invalid value.']);
  });

  it('gives nothing for network errors, so callers show their fallback', () => {
    expect(parseApolloError(new TypeError('Failed to fetch'))).toEqual({ messages: [], fields: {}, codes: [] });
    expect(parseApolloError(undefined)).toEqual({ messages: [], fields: {}, codes: [] });
  });
});
