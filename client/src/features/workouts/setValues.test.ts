import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { refusalOf, setProblems } from './setValues';

const set = (weight: string, reps = '10') => ({ weight, reps, setType: 'NORMAL', rpe: '' });

describe('setProblems, the weight', () => {
  it.each([
    [',', 'Must be a number.'],
    ['.', 'Must be a number.'],
    ['80,5', undefined],
    ['0', undefined],
  ])('%j: %s', (weight, message) => {
    expect(setProblems(set(weight), false).weight).toBe(message);
    expect(setProblems(set(weight), true).weight).toBe(message);
  });

  it('is asked for only when the set is done', () => {
    expect(setProblems(set(''), false).weight).toBeUndefined();
    expect(setProblems(set(''), true).weight).toBe('Enter the weight (0 for body weight).');
  });
});

describe('refusalOf, what a failed send of a kept edit means', () => {
  const graphQL = (...errors: { message: string; extensions: Record<string, unknown> }[]) => new CombinedGraphQLErrors({ errors });
  const serverError = (status: number, code: string, message: string) => {
    const bodyText = JSON.stringify({ errors: [{ message, extensions: { code } }] });
    return new ServerError(`Received status code ${status}`, { response: new Response(bodyText, { status }), bodyText });
  };

  it('is a refusal of the values for BAD_USER_INPUT (its field messages), CONFLICT and NOT_FOUND', () => {
    expect(
      refusalOf(
        graphQL({ message: 'Invalid input.', extensions: { code: 'BAD_USER_INPUT', fields: { reps: ['Must be at most 1000.'] } } }),
      ),
    ).toEqual({
      reps: 'Must be at most 1000.',
    });
    expect(refusalOf(graphQL({ message: 'This workout is already finished.', extensions: { code: 'CONFLICT' } }))).toEqual({
      other: 'This workout is already finished.',
    });
    expect(refusalOf(graphQL({ message: 'Set not found.', extensions: { code: 'NOT_FOUND' } }))).toEqual({ other: 'Set not found.' });
  });

  it.each([
    ['UNAUTHENTICATED', graphQL({ message: 'Your session is not valid. Sign in again.', extensions: { code: 'UNAUTHENTICATED' } })],
    ['TOO_MANY_REQUESTS', graphQL({ message: 'Too many requests.', extensions: { code: 'TOO_MANY_REQUESTS' } })],
    ['INTERNAL_SERVER_ERROR', graphQL({ message: 'Something went wrong.', extensions: { code: 'INTERNAL_SERVER_ERROR' } })],
    ['a busy server (503)', serverError(503, 'SERVICE_UNAVAILABLE', 'The server is busy. Try again in a moment.')],
    [
      'a refusal beside an expired session',
      graphQL(
        { message: 'This workout is already finished.', extensions: { code: 'CONFLICT' } },
        { message: 'Your session is not valid. Sign in again.', extensions: { code: 'UNAUTHENTICATED' } },
      ),
    ],
    ['an error without a code', graphQL({ message: 'Unexpected.', extensions: {} })],
    ['no connection', new Error('Failed to fetch')],
  ])('is no refusal for %s: the edit stays pending, to be sent again', (_name, failure) => {
    expect(refusalOf(failure)).toBeNull();
  });
});
