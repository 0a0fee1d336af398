import { ApolloClient, ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoginMutation } from '../features/auth/authDocuments';
import { CurrentUserQuery } from '../features/auth/useCurrentUser';
import { clearSession } from '../features/auth/session';

const SESSION_EXPIRED_NOTICE = 'Your session has expired. Please sign in again.';
import { FoodsPageQuery } from '../features/foods/foodDocuments';
import { AllExercisesQuery } from '../features/exercises/exerciseDocuments';
import { keepPending, pendingFor } from '../features/workouts/pendingSets';
import { completeAnswer, workout, workoutSet } from '../features/workouts/testData';
import { CompleteWorkoutSetMutation, WorkoutInProgressQuery } from '../features/workouts/workoutDocuments';
import { expIn, makeJwt, storeToken } from '../test/jwt';
import { renderRoutes } from '../test/render';
import { createAppLinks, createCache } from './apolloClient';
import { routes } from './routes';

const meMock = {
  request: { query: CurrentUserQuery },
  result: { data: { me: { __typename: 'User' as const, id: 1, name: 'Ana Souza', email: 'ana@example.com', language: 'EN' as const } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
const foodsVariables = { page: 0, size: 9 };
const refused = (message: string) => ({ errors: [{ message, extensions: { code: 'UNAUTHENTICATED' } }] });
const storedToken = () => localStorage.getItem('access_token');

function signIn(): string {
  const token = makeJwt({ sub: '1', exp: expIn(3600) });
  storeToken(token);
  return token;
}

afterEach(() => clearSession());

describe('a refused token ends the session on any operation', () => {
  it('goes to /login, the token gone, saying the session expired', async () => {
    signIn();
    const { pathname } = renderRoutes({
      routes,
      path: '/foods/list',
      mocks: [meMock, { request: { query: FoodsPageQuery, variables: foodsVariables }, result: refused(SESSION_EXPIRED_NOTICE) }],
    });

    expect(await screen.findByText('Sign in with your credentials')).toBeInTheDocument();
    expect(pathname()).toBe('/login');
    expect(storedToken()).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Your session has expired. Please sign in again.');
  });

  it('says the same when the stored token expired on the client', async () => {
    storeToken(makeJwt({ sub: '1', exp: expIn(-10) }));
    const { pathname } = renderRoutes({ routes, path: '/home', mocks: [meMock] });
    expect(await screen.findByText(SESSION_EXPIRED_NOTICE)).toBeInTheDocument();
    expect(pathname()).toBe('/login');
    expect(storedToken()).toBeNull();
  });

  it('says the password was changed when the server refused the token for that reason', async () => {
    signIn();
    const { pathname } = renderRoutes({
      routes,
      path: '/foods/list',
      mocks: [
        meMock,
        {
          request: { query: FoodsPageQuery, variables: foodsVariables },
          result: {
            errors: [
              {
                message: 'You were signed out because your password was changed. Please sign in again.',
                extensions: { code: 'UNAUTHENTICATED', reason: 'PASSWORD_CHANGED' },
              },
            ],
          },
        },
      ],
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You were signed out because your password was changed. Please sign in again.',
    );
    expect(pathname()).toBe('/login');
    expect(storedToken()).toBeNull();
    expect(screen.queryByText(SESSION_EXPIRED_NOTICE)).not.toBeInTheDocument();
  });

  it('says nothing to a visitor who was not signed in, or who logged out', async () => {
    const first = renderRoutes({ routes, path: '/home', mocks: [meMock] });
    expect(await screen.findByText('Sign in with your credentials')).toBeInTheDocument();
    expect(screen.queryByText(SESSION_EXPIRED_NOTICE)).not.toBeInTheDocument();
    first.unmount();

    signIn();
    const second = renderRoutes({ routes, path: '/home', mocks: [meMock] });
    await second.user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Sign in with your credentials')).toBeInTheDocument();
    expect(screen.queryByText(SESSION_EXPIRED_NOTICE)).not.toBeInTheDocument();
  });
});

describe('signing in again goes back to where the user was', () => {
  const credentials = { email: 'ana@example.com', password: 'secret' };
  const loginMock = (accessToken: string) => ({
    request: { query: LoginMutation, variables: credentials },
    result: { data: { login: { __typename: 'AuthToken' as const, accessToken, expiresIn: 3600, tokenType: 'Bearer' } } },
  });
  const foodsMock = {
    request: { query: FoodsPageQuery, variables: foodsVariables },
    result: { data: { foods: { __typename: 'FoodPage' as const, content: [], totalElements: 0 } } },
  };

  async function signInOnTheForm(user: ReturnType<typeof renderRoutes>['user']) {
    await user.type(await screen.findByLabelText('Email'), credentials.email);
    await user.type(screen.getByLabelText('Password'), credentials.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
  }

  it('after the server refused the token: back to the same page, search included', async () => {
    signIn();
    const { user, router, pathname } = renderRoutes({
      routes,
      path: '/foods/list?q=rice',
      mocks: [
        meMock,
        { request: { query: FoodsPageQuery, variables: foodsVariables }, result: refused(SESSION_EXPIRED_NOTICE) },
        loginMock(makeJwt({ sub: '1', exp: expIn(3600) })),
        foodsMock,
      ],
    });
    expect(await screen.findByText(SESSION_EXPIRED_NOTICE)).toBeInTheDocument();
    expect(pathname()).toBe('/login');

    await signInOnTheForm(user);

    await waitFor(() => expect(pathname()).toBe('/foods/list'));
    expect(router.state.location.search).toBe('?q=rice');
    // The sign-in page left the history: Back does not return to it.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('a workout set ticked offline, refused only for the expired token: back on the workout, it is completed', async () => {
    signIn();
    keepPending(102, 9, { weight: '60', reps: '10', setType: 'NORMAL', rpe: '' }, true);
    // The kept completion, sent with the time of its tick.
    const completion = {
      query: CompleteWorkoutSetMutation,
      variables: (variables: Record<string, unknown>) => variables.id === 102 && typeof variables.markedAt === 'string',
    };
    const { user, pathname } = renderRoutes({
      routes,
      path: '/workout',
      mocks: [
        meMock,
        {
          request: { query: WorkoutInProgressQuery },
          result: { data: { workoutInProgress: workout() } },
          maxUsageCount: Number.POSITIVE_INFINITY,
        },
        { request: { query: AllExercisesQuery }, result: { data: { allExercises: [] } }, maxUsageCount: Number.POSITIVE_INFINITY },
        { request: completion, result: refused(SESSION_EXPIRED_NOTICE) },
        loginMock(makeJwt({ sub: '1', exp: expIn(3600) })),
        { request: completion, result: completeAnswer(workoutSet(102, 2, '60', 10, true), null) },
      ],
    });
    // The screen opening sends the kept tick: the server refuses the token, and the session ends.
    expect(await screen.findByText(SESSION_EXPIRED_NOTICE)).toBeInTheDocument();
    expect(pathname()).toBe('/login');
    // Not a refusal of the values: still kept, done, to be sent again.
    expect(pendingFor(102)).toMatchObject({ weight: '60', done: true });
    expect(pendingFor(102)?.refused).toBeUndefined();

    await signInOnTheForm(user);

    await waitFor(() => expect(pathname()).toBe('/workout'));
    await waitFor(() => expect(pendingFor(102)).toBeNull());
    expect(await screen.findByRole('button', { name: 'Set 2 of Supino reto done' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a link opened while signed out: to that page after signing in', async () => {
    const { user, pathname } = renderRoutes({
      routes,
      path: '/foods/list',
      mocks: [meMock, loginMock(makeJwt({ sub: '1', exp: expIn(3600) })), foodsMock],
    });
    expect(await screen.findByText('Sign in with your credentials')).toBeInTheDocument();
    expect(screen.queryByText(SESSION_EXPIRED_NOTICE)).not.toBeInTheDocument();

    await signInOnTheForm(user);

    await waitFor(() => expect(pathname()).toBe('/foods/list'));
  });

  it('after a logout: to home, not to the page left', async () => {
    signIn();
    const { user, pathname } = renderRoutes({
      routes,
      path: '/foods/list',
      mocks: [meMock, foodsMock, loginMock(makeJwt({ sub: '1', exp: expIn(3600) }))],
    });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Sign in with your credentials')).toBeInTheDocument();

    await signInOnTheForm(user);

    await waitFor(() => expect(pathname()).toBe('/home'));
  });
});

describe('createAppLinks', () => {
  function clientWith(mocks: ReadonlyArray<MockLink.MockedResponse>, getToken?: () => string | null) {
    return new ApolloClient({ link: ApolloLink.from([createAppLinks(getToken), new MockLink(mocks)]), cache: createCache() });
  }

  it('leaves the session alone when the sign-in itself is refused (wrong credentials), even with a token sent', async () => {
    const token = signIn();
    const credentials = { email: 'ana@example.com', password: 'wrong' };
    const client = clientWith([
      { request: { query: LoginMutation, variables: credentials }, result: refused('Invalid email or password.') },
    ]);
    await expect(client.mutate({ mutation: LoginMutation, variables: credentials })).rejects.toThrow('Invalid email or password.');
    expect(storedToken()).toContain(token);
  });

  it('ends the session on the refusal of any other operation, and only on UNAUTHENTICATED', async () => {
    signIn();
    const client = clientWith([
      {
        request: { query: FoodsPageQuery, variables: foodsVariables },
        result: { errors: [{ message: 'Not found.', extensions: { code: 'NOT_FOUND' } }] },
      },
      { request: { query: CurrentUserQuery }, result: refused('Your session is not valid. Please sign in again.') },
    ]);
    await expect(client.query({ query: FoodsPageQuery, variables: foodsVariables })).rejects.toThrow('Not found.');
    expect(storedToken()).not.toBeNull();

    await expect(client.query({ query: CurrentUserQuery })).rejects.toThrow('Your session is not valid.');
    expect(storedToken()).toBeNull();
  });

  it('keeps a newer session when the refused token is no longer the stored one', async () => {
    const newer = signIn();
    const older = makeJwt({ sub: '1', exp: expIn(60) });
    const client = clientWith([{ request: { query: CurrentUserQuery }, result: refused(SESSION_EXPIRED_NOTICE) }], () => older);
    await expect(client.query({ query: CurrentUserQuery })).rejects.toThrow();
    expect(storedToken()).toContain(newer);
  });
});
