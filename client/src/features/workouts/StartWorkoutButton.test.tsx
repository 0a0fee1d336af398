import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Marker, renderRoutes, withToasts } from '../../test/render';
import { DiscardWorkoutMutation, StartWorkoutMutation, WorkoutInProgressQuery } from './workoutDocuments';
import { StartWorkoutButton } from './StartWorkoutButton';
import { workout } from './testData';

/** A workout in progress of session `sessionId`. */
const running = (sessionId: number) => workout([], { sessionId, exercises: [] });

const routes = [
  { path: '/home', element: <StartWorkoutButton sessionId={72} /> },
  { path: '/workout', element: <Marker name="workout" /> },
];

describe('StartWorkoutButton', () => {
  it("reads 'Continue workout' while that session's workout is in progress", async () => {
    renderRoutes({
      routes,
      path: '/home',
      mocks: [{ request: { query: WorkoutInProgressQuery }, result: { data: { workoutInProgress: running(72) } } }],
    });
    expect(await screen.findByRole('link', { name: 'Continue workout' })).toHaveAttribute('href', '/workout');
  });

  it('asks to finish or discard another workout in progress; discarding it starts this one', async () => {
    const { user, pathname, client } = renderRoutes({
      routes,
      path: '/home',
      mocks: [
        { request: { query: WorkoutInProgressQuery }, result: { data: { workoutInProgress: running(71) } } },
        {
          request: { query: DiscardWorkoutMutation, variables: { id: 9 } },
          result: { data: { discardWorkout: { __typename: 'Workout', id: 9 } } },
        },
        {
          request: { query: StartWorkoutMutation, variables: { sessionId: 72 } },
          result: { data: { startWorkout: { ...running(72), id: 10, title: 'Treino AB — B' } } },
        },
      ],
    });
    await waitFor(() => expect(client.readQuery({ query: WorkoutInProgressQuery })?.workoutInProgress?.id).toBe(9));
    await user.click(await screen.findByRole('button', { name: 'Start workout' }));
    const dialog = await screen.findByRole('dialog', { name: 'A workout is in progress' });
    expect(dialog).toHaveAccessibleDescription('"Treino AB — A" is not finished yet. Finish it, or discard it to start this one.');
    expect(within(dialog).getByRole('link', { name: 'Go to it to finish' })).toHaveAttribute('href', '/workout');
    await user.click(within(dialog).getByRole('button', { name: 'Discard it and start' }));
    await waitFor(() => expect(pathname()).toBe('/workout'));
  });

  it("shows the server's words for a conflict that is no workout in progress (the account's cap), and asks nothing", async () => {
    const message = 'Your account holds the most workouts it can (10000): delete some before adding more.';
    const { user, pathname } = renderRoutes({
      routes: withToasts(routes),
      path: '/home',
      mocks: [
        { request: { query: WorkoutInProgressQuery }, result: { data: { workoutInProgress: null } } },
        {
          request: { query: StartWorkoutMutation, variables: { sessionId: 72 } },
          result: { errors: [{ message, extensions: { code: 'CONFLICT' } }] },
        },
        { request: { query: WorkoutInProgressQuery }, result: { data: { workoutInProgress: null } } },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Start workout' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(pathname()).toBe('/home');
  });
});
