import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Marker, renderRoutes, withToasts } from '../../test/render';
import { noWorkoutInProgressMock, pushPullLegs } from '../../test/training';
import { ActiveRoutineQuery, CompleteSessionMutation } from '../routines/routineDocuments';
import { workout } from '../workouts/testData';
import { StartWorkoutMutation } from '../workouts/workoutDocuments';
import { TrainingCard } from './TrainingCard';

const routes = withToasts([
  { path: '/home', element: <TrainingCard /> },
  { path: '/workout', element: <Marker name="workout" /> },
]);

type Mocks = NonNullable<Parameters<typeof renderRoutes>[0]['mocks']>;

function renderCard(mocks: Mocks) {
  return renderRoutes({ routes, path: '/home', mocks: [noWorkoutInProgressMock, ...mocks] });
}

/** completeSession's answer: the routine's sessions with the current flag on `currentId`. */
function completed(currentId: number) {
  return {
    data: {
      completeSession: {
        __typename: 'Routine' as const,
        id: 7,
        sessions: [71, 72, 73].map((id) => ({ __typename: 'Session' as const, id, isCurrent: id === currentId })),
      },
    },
  };
}

const card = () => screen.getByRole('region', { name: 'Training' });
const currentSession = () => within(card()).getByText('Current session').nextElementSibling;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('TrainingCard', () => {
  it("shows the active routine's name, goal and current session, with Done!, edit and a link to /routines", async () => {
    renderCard([{ request: { query: ActiveRoutineQuery }, result: { data: { activeRoutine: pushPullLegs() } } }]);

    expect(await within(card()).findByText('Push Pull Legs')).toBeInTheDocument();
    expect(within(card()).getByText('Get stronger')).toBeInTheDocument();
    expect(currentSession()).toHaveTextContent('A');
    expect(within(card()).getByRole('button', { name: 'Done!' })).toBeEnabled();
    expect(within(card()).getByRole('link', { name: 'Edit Push Pull Legs' })).toHaveAttribute('href', '/routines/7/edit');
    expect(within(card()).getByRole('link', { name: 'Go to my routine' })).toHaveAttribute('href', '/routines');
    expect(within(card()).queryByRole('link', { name: 'Create a new one' })).not.toBeInTheDocument();
  });

  it("offers 'Start workout' for the current session beside 'Done!', and it opens the workout screen", async () => {
    const { user, pathname } = renderCard([
      { request: { query: ActiveRoutineQuery }, result: { data: { activeRoutine: pushPullLegs() } } },
      {
        request: { query: StartWorkoutMutation, variables: { sessionId: 71 } },
        result: {
          data: {
            startWorkout: workout([], { title: 'Push Pull Legs — A', exercises: [] }),
          },
        },
      },
    ]);
    await within(card()).findByText('Push Pull Legs');
    const start = await within(card()).findByRole('button', { name: 'Start workout' });
    const done = within(card()).getByRole('button', { name: 'Done!' });
    // Side by side in the card's actions, the workout first: 'Done!' stays as the quick path that logs nothing.
    expect(start.parentElement).toBe(done.parentElement);
    expect(start.compareDocumentPosition(done) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(start);

    expect(await screen.findByTestId('marker')).toHaveTextContent('workout');
    expect(pathname()).toBe('/workout');
  });

  it('Done! shows the next session, from the mutation result alone (no refetch), and wraps around', async () => {
    const activeResult = vi.fn(() => ({ data: { activeRoutine: pushPullLegs() } }));
    const { user } = renderCard([
      { request: { query: ActiveRoutineQuery }, result: activeResult },
      { request: { query: CompleteSessionMutation, variables: { sessionId: 71 } }, result: completed(72) },
      { request: { query: CompleteSessionMutation, variables: { sessionId: 72 } }, result: completed(73) },
      { request: { query: CompleteSessionMutation, variables: { sessionId: 73 } }, result: completed(71) },
    ]);
    await within(card()).findByText('Push Pull Legs');
    const done = within(card()).getByRole('button', { name: 'Done!' });

    await user.click(done);
    await waitFor(() => expect(currentSession()).toHaveTextContent('B'));
    await waitFor(() => expect(done).toBeEnabled());

    await user.click(done);
    await waitFor(() => expect(currentSession()).toHaveTextContent('C'));
    await waitFor(() => expect(done).toBeEnabled());

    await user.click(done);
    await waitFor(() => expect(currentSession()).toHaveTextContent('A'));
    expect(activeResult).toHaveBeenCalledTimes(1);
  });

  it('Done! fails silently (console only) and stays usable', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderCard([
      { request: { query: ActiveRoutineQuery }, result: { data: { activeRoutine: pushPullLegs() } } },
      {
        request: { query: CompleteSessionMutation, variables: { sessionId: 71 } },
        error: new Error('Network down'),
        delay: 1000,
      },
    ]);
    await within(card()).findByText('Push Pull Legs');
    const done = within(card()).getByRole('button', { name: 'Done!' });

    await user.click(done);

    // Busy while the server works, usable again after the failure.
    await waitFor(() => expect(done).toHaveAttribute('aria-busy', 'true'));
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    await waitFor(() => expect(done).not.toHaveAttribute('aria-busy'));
    expect(done).not.toHaveAttribute('aria-disabled');
    expect(currentSession()).toHaveTextContent('A');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(document.querySelector('.Toastify__toast')).toBeNull();
  });

  it("asks the server again when it says the session isn't the current one any more", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // another tab has already moved the routine on to session C
    const movedOn = {
      ...pushPullLegs(),
      sessions: pushPullLegs().sessions.map((session) => ({ ...session, isCurrent: session.id === 73 })),
    };
    const { user } = renderCard([
      { request: { query: ActiveRoutineQuery }, result: { data: { activeRoutine: pushPullLegs() } } },
      {
        request: { query: CompleteSessionMutation, variables: { sessionId: 71 } },
        result: { errors: [{ message: 'This session is not the current one.', extensions: { code: 'CONFLICT' } }] },
      },
      { request: { query: ActiveRoutineQuery }, result: { data: { activeRoutine: movedOn } } },
    ]);
    await within(card()).findByText('Push Pull Legs');

    await user.click(within(card()).getByRole('button', { name: 'Done!' }));

    await waitFor(() => expect(currentSession()).toHaveTextContent('C'));
    expect(document.querySelector('.Toastify__toast')).toBeNull();
  });

  it("offers 'Create a new one' and 'Show my routines list' without an active routine", async () => {
    renderCard([{ request: { query: ActiveRoutineQuery }, result: { data: { activeRoutine: null } } }]);
    expect(await within(card()).findByText("You don't have an active routine.")).toBeInTheDocument();
    expect(within(card()).getByRole('link', { name: 'Create a new one' })).toHaveAttribute('href', '/routines/new');
    expect(within(card()).getByRole('link', { name: 'Show my routines list' })).toHaveAttribute('href', '/routines/list');
    expect(within(card()).queryByRole('button', { name: 'Done!' })).not.toBeInTheDocument();
    expect(within(card()).queryByRole('button', { name: 'Start workout' })).not.toBeInTheDocument();
  });
});
