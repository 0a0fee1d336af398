import { ApolloClient as Client } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkoutFieldsFragment } from '../../gql/graphql';
import { createCache } from '../../app/apolloClient';
import { renderRoutes, withToasts } from '../../test/render';
import { TrainingHistoryQuery } from '../routines/routineDocuments';
import { TrainingHistory } from '../routines/TrainingHistory';
import { keepNote, pendingNoteFor } from './pendingNotes';
import { PENDING_KEY } from './pendingSets';
import { workout, workoutSet } from './testData';
import { ExerciseHistoryQuery, ExerciseProgressQuery, ExerciseRecordsQuery } from './exerciseLogDocuments';
import {
  DeleteWorkoutMutation,
  RemoveWorkoutSetMutation,
  SetWorkoutExerciseNoteMutation,
  UpdateWorkoutSetMutation,
  WorkoutQuery,
} from './workoutDocuments';
import { useRemoveWorkoutSet } from './useWorkoutMutations';
import { WorkoutDetailPage } from './WorkoutDetailPage';

/* /workouts/:id, opened from the routine's history: a finished workout is corrected, then deleted. */

const set = (id: number, position: number, weight: string, reps: number) => workoutSet(id, position, weight, reps, true);

/** Treino AB — A, finished after 1 h 05 min: Supino reto 80 kg × 10 twice (volume 1600 kg). */
function finished(volume = '1600', sets = [set(101, 1, '80', 10), set(102, 2, '80', 10)]): WorkoutFieldsFragment {
  const [supino] = workout(sets).exercises;
  return workout(sets, {
    finishedAt: '2026-11-24T11:05:00.000Z',
    inProgress: false,
    durationSeconds: 3900,
    notes: 'Felt strong.',
    volume,
    exercises: [{ ...supino, lastTime: null }],
  });
}

/** The routine's history as the server answers it: the workout's completion, or nothing once it is deleted. */
function historyMock(withWorkout: WorkoutFieldsFragment | null) {
  const content = withWorkout
    ? [
        {
          __typename: 'SessionCompletion' as const,
          id: 40,
          completedAt: withWorkout.finishedAt,
          sessionDescription: 'A',
          workout: {
            __typename: 'Workout' as const,
            id: withWorkout.id,
            durationSeconds: withWorkout.durationSeconds,
            volume: withWorkout.volume,
            exercises: withWorkout.exercises.map((item) => ({
              __typename: 'WorkoutExercise' as const,
              id: item.id,
              note: item.note,
              exercise: item.exercise,
              sets: item.sets.map(({ __typename, id, weight, reps, setType }) => ({ __typename, id, weight, reps, setType })),
            })),
          },
        },
      ]
    : [];
  return {
    request: { query: TrainingHistoryQuery, variables: { routineId: 7, page: 0 } },
    result: { data: { trainingHistory: { __typename: 'SessionCompletionPage' as const, totalElements: content.length, content } } },
  };
}

const workoutMock = (workout: WorkoutFieldsFragment) => ({
  request: { query: WorkoutQuery, variables: { id: 9 } },
  result: { data: { workout } },
});

const routes = withToasts([
  { path: '/workouts/:id', element: <WorkoutDetailPage /> },
  { path: '/routines/:id', element: <TrainingHistory routineId={7} /> },
]);

type Mocks = NonNullable<Parameters<typeof renderRoutes>[0]['mocks']>;

function renderFromHistory(mocks: Mocks) {
  return renderRoutes({ routes, path: '/routines/7', mocks });
}

/** The routine's history once its route is on screen. */
const history = () => screen.findByRole('region', { name: 'History' });

/**
 * Supino reto's exercise page as cached before the removal: its records (set 102, 80 kg × 10, among them), its
 * progress and its history, which all count workout 9's sets.
 */
function cacheExerciseLog(client: Client) {
  const record = {
    __typename: 'SetRecord' as const,
    setId: 102,
    workoutId: 9,
    achievedAt: '2026-11-24T10:00:00.000Z',
    weight: '80',
    reps: 10,
    estimatedOneRepMax: '106.7',
  };
  client.writeQuery({
    query: ExerciseRecordsQuery,
    variables: { exerciseId: 5 },
    data: {
      exercise: { __typename: 'Exercise', id: 5, name: 'Supino reto' },
      exerciseRecords: {
        __typename: 'ExerciseRecords',
        exerciseId: 5,
        heaviestWeight: record,
        bestEstimatedOneRepMax: record,
        bestVolume: { __typename: 'VolumeRecord', workoutId: 9, achievedAt: '2026-11-24T10:00:00.000Z', volume: '1600' },
        mostRepsAtWeight: [record],
      },
    },
  });
  client.writeQuery({
    query: ExerciseHistoryQuery,
    variables: { exerciseId: 5, page: 0, size: 10 },
    data: {
      exerciseHistory: {
        __typename: 'ExerciseHistoryEntryPage',
        totalElements: 1,
        content: [
          {
            __typename: 'ExerciseHistoryEntry',
            workoutExerciseId: 31,
            workoutId: 9,
            title: 'Treino AB — A',
            startedAt: '2026-11-24T10:00:00.000Z',
            note: '',
            sets: [101, 102].map((id, index) => ({
              __typename: 'WorkoutSet' as const,
              id,
              position: index + 1,
              weight: '80',
              reps: 10,
              setType: 'NORMAL' as const,
              rpe: null,
            })),
          },
        ],
      },
    },
  });
  const progressVariables = { exerciseId: 5, from: '2025-11-24T00:00:00.000Z', size: 500 };
  client.writeQuery({
    query: ExerciseProgressQuery,
    variables: progressVariables,
    data: {
      exerciseProgress: [
        {
          __typename: 'ExerciseProgressPoint',
          workoutId: 9,
          startedAt: '2026-11-24T10:00:00.000Z',
          heaviestWeight: '80',
          estimatedOneRepMax: '106.7',
          volume: '1600',
        },
      ],
    },
  });
  return {
    records: () => client.readQuery({ query: ExerciseRecordsQuery, variables: { exerciseId: 5 } }),
    history: () => client.readQuery({ query: ExerciseHistoryQuery, variables: { exerciseId: 5, page: 0, size: 10 } }),
    progress: () => client.readQuery({ query: ExerciseProgressQuery, variables: progressVariables }),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('WorkoutDetailPage', () => {
  it('opens from the routine history and corrects a set: the value is saved and the new volume shown there and back in the history', async () => {
    const corrected = finished('1650', [set(101, 1, '80', 10), set(102, 2, '85', 10)]);
    const { user, pathname } = renderFromHistory([
      historyMock(finished()),
      workoutMock(finished()),
      {
        request: {
          query: UpdateWorkoutSetMutation,
          variables: { id: 102, input: { weight: '85', reps: 10, setType: 'NORMAL', rpe: null } },
        },
        result: { data: { updateWorkoutSet: set(102, 2, '85', 10) } },
      },
      // The corrected workout, as the server has it after the correction (its volume is the server's). The history is
      // not asked again: it shows the same cached workout.
      workoutMock(corrected),
    ]);
    expect(await within(await history()).findByText(/Logged workout: 1 h 05 min · volume 1600 kg/)).toBeInTheDocument();
    await user.click(within(await history()).getByRole('link', { name: 'Open this workout' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Treino AB — A' })).toBeInTheDocument();
    expect(pathname()).toBe('/workouts/9');
    expect(screen.getByText(/· 1 h 05 min · volume 1600 kg$/)).toBeInTheDocument();
    expect(screen.getByText('Notes: Felt strong.')).toBeInTheDocument();
    const second = within(screen.getByRole('region', { name: 'Supino reto' })).getAllByRole('group')[1];
    // A finished workout only corrects values: no done toggles.
    expect(screen.queryByRole('button', { name: /done$/ })).not.toBeInTheDocument();
    const weight = within(second).getByLabelText('Weight (kg)');
    expect(weight).toHaveValue('80');

    await user.clear(weight);
    await user.type(weight, '85');

    expect(await screen.findByText(/· 1 h 05 min · volume 1650 kg$/)).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(PENDING_KEY)).toBeNull());
    expect(weight).toHaveValue('85');

    await user.click(screen.getByRole('link', { name: 'Back' }));
    const shown = await history();
    expect(await within(shown).findByText(/Logged workout: 1 h 05 min · volume 1650 kg/)).toBeInTheDocument();
    expect(within(shown).getByText('Supino reto: 80 kg × 10, 85 kg × 10')).toBeInTheDocument();
  });

  it("shows each exercise's note under it, here and in the routine history, and corrects it afterwards: both show the new note", async () => {
    const noted = finished();
    noted.exercises[0] = { ...noted.exercises[0], note: 'Left shoulder twinge\nlighter next time' };
    const { user } = renderFromHistory([
      historyMock(noted),
      workoutMock(noted),
      {
        request: { query: SetWorkoutExerciseNoteMutation, variables: { id: 31, note: 'Use the narrow bar' } },
        result: { data: { setWorkoutExerciseNote: { __typename: 'WorkoutExercise', id: 31, note: 'Use the narrow bar' } } },
      },
    ]);
    const inHistory = await within(await history()).findByText(/^Note: Left shoulder twinge/);
    expect(inHistory.textContent).toBe('Note: Left shoulder twinge\nlighter next time');
    await user.click(within(await history()).getByRole('link', { name: 'Open this workout' }));
    const card = await screen.findByRole('region', { name: 'Supino reto' });
    expect(within(card).getByText(/^Note: Left shoulder twinge/)).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Edit note on Supino reto' }));
    const dialog = screen.getByRole('dialog', { name: 'Note on Supino reto' });
    const field = within(dialog).getByLabelText('Note');
    expect(field).toHaveValue('Left shoulder twinge\nlighter next time');
    await user.clear(field);
    await user.type(field, 'Use the narrow bar');
    await user.click(within(dialog).getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(card).getByText('Note: Use the narrow bar')).toBeInTheDocument();
    // The history shows the same cached workout exercise: no second request.
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(await within(await history()).findByText('Note: Use the narrow bar')).toBeInTheDocument();
  });

  it('forgets a note kept offline for the exercise (while its workout was in progress) once a newer one is saved here', async () => {
    // Unsent when the workout was finished; another workout's kept note is not this save's.
    keepNote(31, 9, 'Wide bar');
    keepNote(77, 12, 'Other workout');
    const { user } = renderRoutes({
      routes,
      path: '/workouts/9',
      mocks: [
        workoutMock(finished()),
        {
          request: { query: SetWorkoutExerciseNoteMutation, variables: { id: 31, note: 'Narrow bar' } },
          result: { data: { setWorkoutExerciseNote: { __typename: 'WorkoutExercise', id: 31, note: 'Narrow bar' } } },
        },
      ],
    });
    const card = await screen.findByRole('region', { name: 'Supino reto' });
    await user.click(within(card).getByRole('button', { name: 'Write a note on Supino reto' }));
    const dialog = screen.getByRole('dialog', { name: 'Note on Supino reto' });
    await user.type(within(dialog).getByLabelText('Note'), 'Narrow bar');
    await user.click(within(dialog).getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(card).getByText('Note: Narrow bar')).toBeInTheDocument();
    // Sent later, the older kept note would overwrite the saved one.
    expect(pendingNoteFor(31)).toBeNull();
    expect(pendingNoteFor(77)).toMatchObject({ note: 'Other workout', workoutId: 12 });
  });

  it('deletes the workout after asking, says so, and the routine history no longer shows it', async () => {
    const { user, pathname } = renderFromHistory([
      historyMock(finished()),
      workoutMock(finished()),
      {
        request: { query: DeleteWorkoutMutation, variables: { id: 9 } },
        result: { data: { deleteWorkout: { __typename: 'Workout', id: 9, title: 'Treino AB — A' } } },
      },
      // The page's query sees its workout leave the cache before the page is left: the server no longer has it.
      {
        request: { query: WorkoutQuery, variables: { id: 9 } },
        result: { errors: [{ message: 'Workout with id 9 was not found.', extensions: { code: 'NOT_FOUND' } }] },
      },
      historyMock(null),
    ]);
    await user.click(await within(await history()).findByRole('link', { name: 'Open this workout' }));
    await screen.findByRole('heading', { level: 1, name: 'Treino AB — A' });

    await user.click(screen.getByRole('button', { name: 'Delete workout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this workout?' });
    expect(dialog).toHaveAccessibleDescription("Its sets and its place in the routine's history will be deleted.");
    await user.click(within(dialog).getByRole('button', { name: 'Delete workout' }));

    expect(await screen.findByText('Treino AB — A was successfully deleted.')).toBeInTheDocument();
    await waitFor(() => expect(pathname()).toBe('/routines/7'));
    // The cached history had the workout: it is asked again, and the row is gone.
    const shown = await history();
    expect(await within(shown).findByText('No session of this routine was done yet.')).toBeInTheDocument();
    expect(within(shown).queryByRole('link', { name: 'Open this workout' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Logged workout/)).not.toBeInTheDocument();
  });

  it("removes a set: the exercise's records, progress and history that counted it leave the cache (asked again when shown)", async () => {
    const { user, client } = renderRoutes({
      routes,
      path: '/workouts/9',
      mocks: [
        workoutMock(finished()),
        {
          request: { query: RemoveWorkoutSetMutation, variables: { id: 102 } },
          result: { data: { removeWorkoutSet: finished('800', [set(101, 1, '80', 10)]) } },
        },
      ],
    });
    await screen.findByRole('heading', { level: 1, name: 'Treino AB — A' });
    const log = cacheExerciseLog(client);
    expect(log.records()?.exerciseRecords.mostRepsAtWeight).toHaveLength(1);
    expect(log.history()).not.toBeNull();
    expect(log.progress()).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove set 2 of Supino reto' }));
    // It asks first: nothing is removed yet.
    const dialog = screen.getByRole('dialog', { name: 'Remove set 2 of Supino reto?' });
    expect(log.records()).not.toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText(/· 1 h 05 min · volume 800 kg$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove set 2 of Supino reto' })).not.toBeInTheDocument();
    expect(log.records()).toBeNull();
    expect(log.history()).toBeNull();
    expect(log.progress()).toBeNull();
  });

  it("deletes the workout: the exercise's records, progress and history leave the cache too", async () => {
    const { user, client } = renderRoutes({
      routes,
      path: '/workouts/9',
      mocks: [
        workoutMock(finished()),
        {
          request: { query: DeleteWorkoutMutation, variables: { id: 9 } },
          result: { data: { deleteWorkout: { __typename: 'Workout', id: 9, title: 'Treino AB — A' } } },
        },
        {
          request: { query: WorkoutQuery, variables: { id: 9 } },
          result: { errors: [{ message: 'Workout with id 9 was not found.', extensions: { code: 'NOT_FOUND' } }] },
        },
        historyMock(null),
      ],
    });
    await screen.findByRole('heading', { level: 1, name: 'Treino AB — A' });
    const log = cacheExerciseLog(client);

    await user.click(screen.getByRole('button', { name: 'Delete workout' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this workout?' })).getByRole('button', { name: 'Delete workout' }),
    );

    await waitFor(() => expect(log.records()).toBeNull());
    expect(log.history()).toBeNull();
    expect(log.progress()).toBeNull();
  });

  it("keeps the exercise pages' cache when a set leaves a workout in progress (they count finished workouts only)", async () => {
    const running = { ...finished(), finishedAt: null, inProgress: true };
    const client = new Client({
      cache: createCache(),
      link: new MockLink([
        {
          request: { query: RemoveWorkoutSetMutation, variables: { id: 102 } },
          result: {
            data: {
              removeWorkoutSet: { ...running, volume: '800', exercises: [{ ...running.exercises[0], sets: [set(101, 1, '80', 10)] }] },
            },
          },
        },
      ]),
    });
    client.writeQuery({ query: WorkoutQuery, variables: { id: 9 }, data: { workout: running } });
    const log = cacheExerciseLog(client);
    const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
    const { result } = renderHook(() => useRemoveWorkoutSet(), { wrapper });

    await act(() => result.current(102));

    expect(client.readQuery({ query: WorkoutQuery, variables: { id: 9 } })?.workout?.exercises[0].sets).toHaveLength(1);
    expect(log.records()).not.toBeNull();
    expect(log.progress()).not.toBeNull();
  });

  it('keeps the workout when the deletion is cancelled: Keep it has the focus, so Enter deletes nothing', async () => {
    const { user } = renderRoutes({ routes, path: '/workouts/9', mocks: [workoutMock(finished())] });
    const deleteButton = await screen.findByRole('button', { name: 'Delete workout' });
    await user.click(deleteButton);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this workout?' });
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(deleteButton).toHaveFocus());
    expect(screen.getByRole('heading', { level: 1, name: 'Treino AB — A' })).toBeInTheDocument();
  });

  it("says 'Workout not found' for an id that is not the user's", async () => {
    renderRoutes({
      routes,
      path: '/workouts/9',
      mocks: [
        {
          request: { query: WorkoutQuery, variables: { id: 9 } },
          result: { errors: [{ message: 'Workout with id 9 was not found.', extensions: { code: 'NOT_FOUND' } }] },
        },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Workout not found' })).toBeInTheDocument();
    expect(screen.getByText("This workout doesn't exist or was deleted.")).toBeInTheDocument();
  });
});
