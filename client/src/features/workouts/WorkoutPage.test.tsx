import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkoutFieldsFragment, WorkoutSetFieldsFragment } from '../../gql/graphql';
import { renderRoutes, withToasts } from '../../test/render';
import { AllExercisesQuery } from '../exercises/exerciseDocuments';
import { PENDING_KEY, pendingFor } from './pendingSets';
import { CompleteWorkoutSetMutation, UpdateWorkoutSetMutation, WorkoutInProgressQuery } from './workoutDocuments';
import { WorkoutPage } from './WorkoutPage';

function set(id: number, position: number, weight: string | null, reps: number | null, done = false): WorkoutSetFieldsFragment {
  return {
    __typename: 'WorkoutSet',
    id,
    workoutExerciseId: 31,
    position,
    weight,
    reps,
    setType: 'NORMAL',
    rpe: null,
    completedAt: done ? '2026-11-24T10:05:00.000Z' : null,
    done,
  };
}

function workout(sets: WorkoutSetFieldsFragment[] = [set(101, 1, '80', 10), set(102, 2, null, 10)]): WorkoutFieldsFragment {
  return {
    __typename: 'Workout',
    id: 9,
    title: 'Treino AB — A',
    routineId: 7,
    sessionId: 71,
    startedAt: '2026-11-24T10:00:00.000Z',
    finishedAt: null,
    inProgress: true,
    durationSeconds: null,
    notes: '',
    volume: '0',
    restTimer: null,
    exercises: [
      {
        __typename: 'WorkoutExercise',
        id: 31,
        workoutId: 9,
        position: 1,
        plannedSets: 2,
        plannedReps: 10,
        restSeconds: 90,
        skipped: false,
        addedToWorkout: false,
        exercise: { __typename: 'Exercise', id: 5, name: 'Supino reto' },
        sets,
        lastTime: {
          __typename: 'PreviousPerformance',
          workoutId: 8,
          startedAt: '2026-11-20T10:00:00.000Z',
          sets: [
            { __typename: 'WorkoutSet', id: 91, position: 1, weight: '80', reps: 10, setType: 'NORMAL' },
            { __typename: 'WorkoutSet', id: 92, position: 2, weight: '77.5', reps: 9, setType: 'NORMAL' },
          ],
        },
      },
      {
        __typename: 'WorkoutExercise',
        id: 32,
        workoutId: 9,
        position: 2,
        plannedSets: null,
        plannedReps: null,
        restSeconds: 90,
        skipped: false,
        addedToWorkout: true,
        exercise: { __typename: 'Exercise', id: 6, name: 'Rosca direta' },
        sets: [],
        lastTime: null,
      },
    ],
  };
}

const base = [
  { request: { query: WorkoutInProgressQuery }, result: { data: { workoutInProgress: workout() } } },
  { request: { query: AllExercisesQuery }, result: { data: { allExercises: [] } } },
];

function renderPage(mocks: NonNullable<Parameters<typeof renderRoutes>[0]['mocks']>) {
  return renderRoutes({
    routes: withToasts([{ path: '/workout', element: <WorkoutPage /> }]),
    path: '/workout',
    mocks: [...base, ...mocks],
  });
}

const updated = (id: number, weight: string, reps: number) => ({
  request: { query: UpdateWorkoutSetMutation, variables: { id, input: { weight, reps, setType: 'NORMAL', rpe: null } } },
  result: { data: { updateWorkoutSet: { ...set(id, id - 100, weight, reps) } } },
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('WorkoutPage', () => {
  it('lists the exercises in order with their plan, last time and labelled set rows prefilled with a decimal comma', async () => {
    renderPage([]);
    const bench = await screen.findByRole('region', { name: 'Supino reto' });
    expect(within(bench).getByText('Plan: 2 × 10, rest 90 s')).toBeInTheDocument();
    expect(within(bench).getByText('Last time (20/11/2026): 80 kg × 10, 77,5 kg × 9')).toBeInTheDocument();
    const rows = within(bench).getAllByRole('group');
    expect(rows.map((row) => row.querySelector('legend')?.textContent)).toEqual(['Set 1', 'Set 2']);
    expect(within(rows[0]).getByLabelText('Weight (kg)')).toHaveValue('80');
    expect(within(rows[0]).getByLabelText('Reps')).toHaveValue('10');
    expect(within(rows[1]).getByLabelText('Weight (kg)')).toHaveValue('');
    expect(within(rows[0]).getByRole('button', { name: 'Set 1 of Supino reto done' })).toHaveAttribute('aria-pressed', 'false');
    const curl = screen.getByRole('region', { name: 'Rosca direta' });
    expect(within(curl).getByText('Plan: Added to this workout · rest 90 s')).toBeInTheDocument();
    expect(within(curl).getByText('Last time: not done before.')).toBeInTheDocument();
    expect(within(curl).getByRole('button', { name: 'Remove Rosca direta' })).toBeInTheDocument();
    expect(within(curl).getByRole('button', { name: 'Skip Rosca direta' })).toBeInTheDocument();
  });

  it('saves typed values after a pause and keeps them in localStorage until the server has them', async () => {
    const { user } = renderPage([updated(102, '82.5', 10)]);
    const weight = within((await screen.findAllByRole('group'))[1]).getByLabelText('Weight (kg)');
    await user.type(weight, '82,5');
    expect(weight).toHaveValue('82,5');
    expect(pendingFor(102)).toMatchObject({ weight: '82,5', reps: '10', workoutId: 9 });
    await waitFor(() => expect(pendingFor(102)).toBeNull());
    expect(localStorage.getItem(PENDING_KEY)).toBeNull();
  });

  it('keeps what was typed while offline and sends it again when the network is back', async () => {
    const { user } = renderPage([
      {
        request: {
          query: UpdateWorkoutSetMutation,
          variables: { id: 102, input: { weight: '60', reps: 10, setType: 'NORMAL', rpe: null } },
        },
        error: new Error('Failed to fetch'),
      },
      updated(102, '60', 10),
    ]);
    const weight = within((await screen.findAllByRole('group'))[1]).getByLabelText('Weight (kg)');
    await user.type(weight, '60');
    // The first save fails (no network): the row says so, and the value stays in the mirror.
    expect(await screen.findByText('Kept on this device; it will be sent when the connection is back.')).toBeInTheDocument();
    expect(pendingFor(102)).toMatchObject({ weight: '60' });
    fireEvent(window, new Event('online'));
    await waitFor(() => expect(pendingFor(102)).toBeNull());
  });

  it('marks a set done with the typed values and celebrates the records it beat in words', async () => {
    const { user } = renderPage([
      {
        request: {
          query: CompleteWorkoutSetMutation,
          variables: { id: 101, input: { weight: '80', reps: 10, setType: 'NORMAL', rpe: null } },
        },
        result: {
          data: {
            completeWorkoutSet: {
              __typename: 'CompleteSetPayload',
              set: set(101, 1, '80', 10, true),
              workout: {
                __typename: 'Workout',
                id: 9,
                restTimer: {
                  __typename: 'RestTimer',
                  workoutExerciseId: 31,
                  startedAt: '2026-11-24T10:05:00.000Z',
                  endsAt: '2026-11-24T10:06:30.000Z',
                  serverTime: '2026-11-24T10:05:00.000Z',
                },
              },
              recordsBeaten: [
                { __typename: 'BeatenRecord', kind: 'HEAVIEST_WEIGHT', value: '80', previous: '77.5', weight: null },
                { __typename: 'BeatenRecord', kind: 'MOST_REPS_AT_WEIGHT', value: '10', previous: '8', weight: '80' },
              ],
            },
          },
        },
      },
    ]);
    const done = await screen.findByRole('button', { name: 'Set 1 of Supino reto done' });
    await user.click(done);
    await waitFor(() => expect(done).toHaveAttribute('aria-pressed', 'true'));
    const celebration = await screen.findByText(
      'New record on Supino reto: heaviest weight 80 kg (was 77,5 kg); most reps at 80 kg: 10 (was 8).',
    );
    expect(celebration.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('region', { name: 'Rest timer' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('1:30');
  });

  it('says what is missing instead of marking a set done without weight', async () => {
    const { user } = renderPage([]);
    const done = await screen.findByRole('button', { name: 'Set 2 of Supino reto done' });
    await user.click(done);
    expect(await screen.findByText('Enter the weight (0 for body weight).')).toBeInTheDocument();
    expect(done).toHaveAttribute('aria-pressed', 'false');
    expect(within(screen.getAllByRole('group')[1]).getByLabelText('Weight (kg)')).toHaveAttribute('aria-invalid', 'true');
  });
});
