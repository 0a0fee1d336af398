import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ServerError } from '@apollo/client/errors';
import { WORKOUT_NOTES_MAX } from '@fitness-manager/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdAnswer, holdMutations, recordMutations, renderRoutes, withToasts } from '../../test/render';
import { createCache } from '../../app/apolloClient';
import { AllExercisesQuery } from '../exercises/exerciseDocuments';
import { keepNotesDraft, NOTES_DRAFT_KEY } from './notesDraft';
import { keepNote, PENDING_NOTES_KEY, pendingNoteFor } from './pendingNotes';
import { keepPending, PENDING_KEY, pendingFor } from './pendingSets';
import { noteServerTime, SERVER_CLOCK_KEY } from './restTimer';
import {
  AddWorkoutExerciseMutation,
  CompleteWorkoutSetMutation,
  DiscardWorkoutMutation,
  FinishWorkoutMutation,
  RemoveWorkoutExerciseMutation,
  RemoveWorkoutSetMutation,
  SetWorkoutExerciseNoteMutation,
  SkipRestMutation,
  UncompleteWorkoutSetMutation,
  UpdateWorkoutSetMutation,
  WorkoutInProgressQuery,
} from './workoutDocuments';
import { WorkoutPage } from './WorkoutPage';
import { completeAnswer, noticedRequest, REST_AFTER_SET_1, workout, workoutSet as set } from './testData';

const base = [
  { request: { query: WorkoutInProgressQuery }, result: { data: { workoutInProgress: workout() } } },
  { request: { query: AllExercisesQuery }, result: { data: { allExercises: [] } } },
];

type Mocks = NonNullable<Parameters<typeof renderRoutes>[0]['mocks']>;

/** The workout screen answering `opening` then `mocks`; `link` sees each request first (e.g. recordMutations). */
function renderPage(mocks: Mocks, link?: Parameters<typeof renderRoutes>[0]['link'], opening: Mocks = base) {
  return renderRoutes({
    routes: withToasts([
      { path: '/workout', element: <WorkoutPage /> },
      { path: '/home', element: <p>Home</p> },
    ]),
    path: '/workout',
    mocks: [...opening, ...mocks],
    link,
  });
}

const updated = (id: number, weight: string, reps: number) => ({
  request: { query: UpdateWorkoutSetMutation, variables: { id, input: { weight, reps, setType: 'NORMAL', rpe: null } } },
  result: { data: { updateWorkoutSet: { ...set(id, id - 100, weight, reps) } } },
});

const completed = (id: number, weight: string, reps: number) => ({
  request: { query: CompleteWorkoutSetMutation, variables: { id, input: { weight, reps, setType: 'NORMAL', rpe: null } } },
  result: completeAnswer(set(id, id - 100, weight, reps, true)),
});

/**
 * A kept completion sent late: with `markedAt`, the time kept with the tick (when given, exactly that one). The times
 * sent are pushed to `seen`.
 */
const completedLate = (id: number, weight: string, reps: number, markedAt?: string, seen: string[] = []) => {
  const answer = completed(id, weight, reps);
  const input = JSON.stringify(answer.request.variables.input);
  return {
    ...answer,
    request: {
      query: CompleteWorkoutSetMutation,
      variables: (variables: { id: number; input?: unknown; markedAt?: unknown }) => {
        const matches =
          variables.id === id &&
          JSON.stringify(variables.input) === input &&
          typeof variables.markedAt === 'string' &&
          (markedAt === undefined || variables.markedAt === markedAt);
        if (matches) seen.push(variables.markedAt as string);
        return matches;
      },
    },
  };
};

const offline = (query: typeof CompleteWorkoutSetMutation | typeof UpdateWorkoutSetMutation, id: number, weight: string, reps: number) => ({
  request: { query, variables: { id, input: { weight, reps, setType: 'NORMAL', rpe: null } } },
  error: new Error('Failed to fetch'),
});

const finished = {
  request: { query: FinishWorkoutMutation, variables: { id: 9, notes: '' } },
  result: {
    data: {
      finishWorkout: {
        __typename: 'FinishWorkoutPayload',
        workout: {
          ...workout([set(101, 1, '80', 10, true), set(102, 2, '60', 10, true)]),
          finishedAt: '2026-11-24T11:00:00.000Z',
          inProgress: false,
        },
        routine: null,
      },
    },
  },
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/**
 * Stops the device clock (`Date` only) at 10:20 and answers the opening: a workout whose server clock reads the same,
 * so a kept tick is sent with exactly the time kept (no correction by a few milliseconds' offset), or the `answer`'s
 * reading (its `serverTime`, else its rest timer's). Real again after the test (afterEach).
 */
function clockStandsStill(answer: Pick<NonNullable<Parameters<typeof workout>[1]>, 'serverTime' | 'restTimer'> = {}): Mocks {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.parse('2026-11-24T10:20:00.000Z'));
  return [{ request: { query: WorkoutInProgressQuery }, result: { data: { workoutInProgress: workout(undefined, answer) } } }, base[1]];
}

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
              workout: { __typename: 'Workout', id: 9, serverTime: REST_AFTER_SET_1.serverTime, restTimer: REST_AFTER_SET_1 },
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

  describe('the record banner lasts as long as the set that beat the record', () => {
    const MESSAGE = 'New record on Supino reto: heaviest weight 80 kg (was 77,5 kg).';
    const beaten = {
      request: {
        query: CompleteWorkoutSetMutation,
        variables: { id: 101, input: { weight: '80', reps: 10, setType: 'NORMAL', rpe: null } },
      },
      result: {
        data: {
          completeWorkoutSet: {
            ...completeAnswer(set(101, 1, '80', 10, true)).data.completeWorkoutSet,
            recordsBeaten: [{ __typename: 'BeatenRecord', kind: 'HEAVIEST_WEIGHT', value: '80', previous: '77.5', weight: null }],
          },
        },
      },
    };

    async function celebrated(user: ReturnType<typeof renderPage>['user']) {
      const done = await screen.findByRole('button', { name: 'Set 1 of Supino reto done' });
      await user.click(done);
      expect(await screen.findByText(MESSAGE)).toBeInTheDocument();
      return done;
    }

    it('goes when that set is un-ticked', async () => {
      const { user } = renderPage([
        beaten,
        {
          request: { query: UncompleteWorkoutSetMutation, variables: { id: 101 } },
          result: { data: { uncompleteWorkoutSet: set(101, 1, '80', 10) } },
        },
      ]);
      const done = await celebrated(user);
      await user.click(done);
      await waitFor(() => expect(done).toHaveAttribute('aria-pressed', 'false'));
      expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
    });

    it('stays when the next set is ticked (a heaviest weight or a volume only holds or grows)', async () => {
      const { user } = renderPage(
        [
          beaten,
          {
            request: {
              query: CompleteWorkoutSetMutation,
              variables: { id: 102, input: { weight: '60', reps: 10, setType: 'NORMAL', rpe: null } },
            },
            result: completeAnswer(set(102, 2, '60', 10, true)),
          },
        ],
        undefined,
        [
          {
            request: { query: WorkoutInProgressQuery },
            result: { data: { workoutInProgress: workout([set(101, 1, '80', 10), set(102, 2, '60', 10)]) } },
          },
          ...base.slice(1),
        ],
      );
      await celebrated(user);
      const next = screen.getByRole('button', { name: 'Set 2 of Supino reto done' });
      await user.click(next);
      await waitFor(() => expect(next).toHaveAttribute('aria-pressed', 'true'));
      await waitFor(() => expect(next).not.toHaveAttribute('aria-busy'));
      expect(screen.getByText(MESSAGE)).toBeInTheDocument();
    });

    it('goes when that set is removed', async () => {
      const { user } = renderPage([
        beaten,
        {
          request: { query: RemoveWorkoutSetMutation, variables: { id: 101 } },
          result: { data: { removeWorkoutSet: workout([set(102, 1, null, 10)]) } },
        },
      ]);
      await celebrated(user);
      await user.click(screen.getByRole('button', { name: 'Remove set 1 of Supino reto' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove set 2 of Supino reto' })).not.toBeInTheDocument());
      expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
    });

    it('goes when another done set of its exercise is removed (a volume record may be no more), and stays while the rest changes', async () => {
      const before = workout([set(100, 1, '70', 10, true), set(101, 2, '80', 10), set(102, 3, null, null)]);
      const volume = {
        request: { query: CompleteWorkoutSetMutation, variables: beaten.request.variables },
        result: {
          data: {
            completeWorkoutSet: {
              ...completeAnswer(set(101, 2, '80', 10, true)).data.completeWorkoutSet,
              recordsBeaten: [{ __typename: 'BeatenRecord', kind: 'BEST_VOLUME', value: '1500', previous: '1400', weight: null }],
            },
          },
        },
      };
      const { user } = renderRoutes({
        routes: withToasts([{ path: '/workout', element: <WorkoutPage /> }]),
        path: '/workout',
        mocks: [
          { request: { query: WorkoutInProgressQuery }, result: { data: { workoutInProgress: before } } },
          ...base.slice(1),
          volume,
          {
            request: { query: RemoveWorkoutSetMutation, variables: { id: 102 } },
            result: { data: { removeWorkoutSet: workout([set(100, 1, '70', 10, true), set(101, 2, '80', 10, true)]) } },
          },
          {
            request: { query: RemoveWorkoutSetMutation, variables: { id: 100 } },
            result: { data: { removeWorkoutSet: workout([set(101, 1, '80', 10, true)]) } },
          },
        ],
      });
      await user.click(await screen.findByRole('button', { name: 'Set 2 of Supino reto done' }));
      const message = 'New record on Supino reto: best volume 1500 kg (was 1400 kg).';
      expect(await screen.findByText(message)).toBeInTheDocument();
      // A set not done leaves: the record still stands.
      await user.click(screen.getByRole('button', { name: 'Remove set 3 of Supino reto' }));
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove set 3 of Supino reto' })).not.toBeInTheDocument());
      expect(screen.getByText(message)).toBeInTheDocument();
      // A done set leaves: the volume announced is no more.
      await user.click(screen.getByRole('button', { name: 'Remove set 1 of Supino reto' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
      await waitFor(() => expect(screen.getAllByRole('group', { name: /^Set \d$/ })).toHaveLength(1));
      expect(screen.queryByText(message)).not.toBeInTheDocument();
    });
  });

  describe('a workout open in two tabs or devices', () => {
    /** The workout as the other tab left it: set 102 ticked there with 60 kg, set 101's weight corrected to 82,5. */
    const elsewhere = {
      request: { query: WorkoutInProgressQuery },
      result: { data: { workoutInProgress: workout([set(101, 1, '82.5', 10), set(102, 2, '60', 10, true)]) } },
    };

    it('is asked again when the tab comes back; a value typed here and not sent yet stays', async () => {
      const { user } = renderPage([elsewhere, updated(101, '85', 10)]);
      const rows = await screen.findAllByRole('group', { name: /^Set \d$/ });
      const weight = within(rows[0]).getByLabelText('Weight (kg)');
      await user.clear(weight);
      await user.type(weight, '85');
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      const other = screen.getByRole('button', { name: 'Set 2 of Supino reto done' });
      await waitFor(() => expect(other).toHaveAttribute('aria-pressed', 'true'));
      // A row takes the server's values in an effect, a commit after the one that shows the tick: waited for too.
      await waitFor(() => expect(within(rows[1]).getByLabelText('Weight (kg)')).toHaveValue('60'));
      expect(await screen.findByText(/1 set done/)).toBeInTheDocument();
      expect(weight).toHaveValue('85');
      await waitFor(() => expect(pendingFor(101)).toBeNull());
      expect(weight).toHaveValue('85');
    });

    it('is asked again when the window gets the focus', async () => {
      renderPage([elsewhere]);
      const other = await screen.findByRole('button', { name: 'Set 2 of Supino reto done' });
      expect(other).toHaveAttribute('aria-pressed', 'false');
      act(() => {
        window.dispatchEvent(new Event('focus'));
      });
      await waitFor(() => expect(other).toHaveAttribute('aria-pressed', 'true'));
    });

    it("never lets an answer the server read before this tab's tick win over the tick's answer: it asks once more", async () => {
      // The read of the tab coming back (the second, after the opening's) reaches the server at once, holding the set
      // not done; its answer is held until the tick sent after it has been answered.
      const held = holdAnswer('WorkoutInProgress', 2);
      const readBeforeTick = { request: { query: WorkoutInProgressQuery }, result: { data: { workoutInProgress: workout() } } };
      const readAgain = {
        request: { query: WorkoutInProgressQuery },
        result: { data: { workoutInProgress: workout([set(101, 1, '80', 10, true), set(102, 2, '60', 10, true)]) } },
      };
      const { user, client } = renderPage([readBeforeTick, completed(101, '80', 10), readAgain], held.link);
      const first = await screen.findByRole('button', { name: 'Set 1 of Supino reto done' });
      // Every state of set 101 the cache held from here on.
      const doneStates: boolean[] = [];
      const stopWatching = client.cache.watch({
        query: WorkoutInProgressQuery,
        optimistic: true,
        callback: (diff) => {
          const state = diff.result?.workoutInProgress?.exercises?.[0]?.sets?.find((item) => item.id === 101)?.done;
          if (state !== undefined) doneStates.push(state);
        },
      });
      act(() => {
        window.dispatchEvent(new Event('focus'));
      });
      await waitFor(() => expect(held.sent()).toBe(true));
      await user.click(first);
      await waitFor(() => expect(pendingFor(101)).toBeNull());
      expect(first).toHaveAttribute('aria-pressed', 'true');
      held.release();
      // The held answer is dropped and the workout asked again: that answer (set 102 ticked elsewhere) is shown.
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Set 2 of Supino reto done' })).toHaveAttribute('aria-pressed', 'true'),
      );
      expect(first).toHaveAttribute('aria-pressed', 'true');
      stopWatching();
      expect(doneStates).toContain(true);
      expect(doneStates.slice(doneStates.indexOf(true))).not.toContain(false);
    });

    it('is asked again before Finish counts the sets not done, and Save waits for the answer', async () => {
      const { user } = renderPage([{ ...elsewhere, delay: 300 }]);
      await user.click(await screen.findByRole('button', { name: 'Finish workout' }));
      const dialog = screen.getByRole('dialog', { name: 'Finish workout' });
      expect(within(dialog).getByText('Checking which sets are done…')).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: /Save workout/ })).toHaveAttribute('aria-busy', 'true');
      expect(await within(dialog).findByText('1 set is not marked done and will not be saved.')).toBeInTheDocument();
      expect(within(dialog).queryByText('2 sets are not marked done and will not be saved.')).not.toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: /Save workout/ })).not.toHaveAttribute('aria-busy');
    });
  });

  describe('the notes typed in the Finish dialog', () => {
    async function openFinish(user: ReturnType<typeof renderPage>['user']) {
      await user.click(await screen.findByRole('button', { name: 'Finish workout' }));
      return screen.getByRole('dialog', { name: 'Finish workout' });
    }

    it('stay when the dialog closes (Keep training, Escape) and across a reload, then go with the workout finished', async () => {
      const { user, unmount } = renderPage([]);
      let dialog = await openFinish(user);
      await user.type(within(dialog).getByLabelText('Notes'), 'Bom treino');
      await user.click(within(dialog).getByRole('button', { name: 'Keep training' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      dialog = await openFinish(user);
      expect(within(dialog).getByLabelText('Notes')).toHaveValue('Bom treino');
      await user.type(within(dialog).getByLabelText('Notes'), ', ombro ok');
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      unmount();

      // A reload: the page opens again from the server, the notes from this device.
      const again = renderPage([{ ...finished, request: { ...finished.request, variables: { id: 9, notes: 'Bom treino, ombro ok' } } }]);
      dialog = await openFinish(again.user);
      expect(within(dialog).getByLabelText('Notes')).toHaveValue('Bom treino, ombro ok');
      await waitFor(() => expect(within(dialog).getByRole('button', { name: /Save workout/ })).not.toHaveAttribute('aria-busy'));
      await again.user.click(within(dialog).getByRole('button', { name: /Save workout/ }));
      await waitFor(() => expect(again.pathname()).toBe('/home'));
      expect(localStorage.getItem(NOTES_DRAFT_KEY)).toBeNull();
    });

    it("are bounded like an exercise's note, and the server's refusal of them goes under the field; the workout stays", async () => {
      const refused = {
        request: { ...finished.request, variables: { id: 9, notes: 'Too long' } },
        result: {
          errors: [{ message: 'Invalid input.', extensions: { code: 'BAD_USER_INPUT', fields: { notes: ['Maximum 2000 characters.'] } } }],
        },
      };
      const { user, pathname } = renderPage([refused]);
      const dialog = await openFinish(user);
      const notes = within(dialog).getByLabelText('Notes');
      expect(notes).toHaveAttribute('maxLength', String(WORKOUT_NOTES_MAX));
      await user.type(notes, 'Too long');
      await waitFor(() => expect(within(dialog).getByRole('button', { name: /Save workout/ })).not.toHaveAttribute('aria-busy'));
      await user.click(within(dialog).getByRole('button', { name: /Save workout/ }));
      expect(await within(dialog).findByText('Maximum 2000 characters.')).toBeInTheDocument();
      expect(notes).toHaveAttribute('aria-invalid', 'true');
      expect(notes).toHaveAccessibleDescription('Maximum 2000 characters.');
      expect(notes).toHaveValue('Too long');
      // Nothing but the field's message: no general one above it.
      expect(within(dialog).getAllByRole('alert')).toHaveLength(1);
      expect(pathname()).toBe('/workout');
    });

    it("are another workout's when kept for it: not offered here, and forgotten", async () => {
      keepNotesDraft(8, 'Treino de ontem');
      const { user } = renderPage([]);
      const dialog = await openFinish(user);
      expect(within(dialog).getByLabelText('Notes')).toHaveValue('');
      expect(localStorage.getItem(NOTES_DRAFT_KEY)).toBeNull();
    });

    it('go when no workout is in progress any more (finished or discarded on another device)', async () => {
      keepNotesDraft(9, 'Bom treino');
      renderRoutes({
        routes: [{ path: '/workout', element: <WorkoutPage /> }],
        path: '/workout',
        mocks: [{ request: { query: WorkoutInProgressQuery }, result: { data: { workoutInProgress: null } } }],
      });
      await waitFor(() => expect(localStorage.getItem(NOTES_DRAFT_KEY)).toBeNull());
    });

    it('go when the workout is discarded', async () => {
      keepNotesDraft(9, 'Bom treino');
      const { user } = renderPage([
        {
          request: { query: DiscardWorkoutMutation, variables: { id: 9 } },
          result: { data: { discardWorkout: { __typename: 'Workout', id: 9 } } },
        },
      ]);
      await user.click(await screen.findByRole('button', { name: 'Discard' }));
      await user.click(
        within(screen.getByRole('dialog', { name: 'Discard this workout?' })).getByRole('button', { name: 'Discard workout' }),
      );
      await waitFor(() => expect(screen.getByText('Home')).toBeInTheDocument());
      expect(localStorage.getItem(NOTES_DRAFT_KEY)).toBeNull();
    });
  });

  it('says what is missing instead of marking a set done without weight', async () => {
    const { user } = renderPage([]);
    const done = await screen.findByRole('button', { name: 'Set 2 of Supino reto done' });
    await user.click(done);
    expect(await screen.findByText('Enter the weight (0 for body weight).')).toBeInTheDocument();
    expect(done).toHaveAttribute('aria-pressed', 'false');
    expect(within(screen.getAllByRole('group')[1]).getByLabelText('Weight (kg)')).toHaveAttribute('aria-invalid', 'true');
  });

  describe('a set marked done while offline', () => {
    const unsentDone = "Couldn't save the set. It is kept here and will be sent again.";

    /** Set 2's weight typed and its ✓ pressed while the completion cannot be sent (`then` answers the next send). */
    async function tickSet2Offline(then: Mocks[number], opening?: Mocks) {
      const { user } = renderPage([offline(CompleteWorkoutSetMutation, 102, '60', 10), then], undefined, opening);
      const row = (await screen.findAllByRole('group'))[1];
      await user.type(within(row).getByLabelText('Weight (kg)'), '60');
      const done = within(row).getByRole('button', { name: 'Set 2 of Supino reto done' });
      await user.click(done);
      expect(await within(row).findByText(unsentDone)).toBeInTheDocument();
      return { user, row, done };
    }

    it('keeps the done intent with its values and the time it was ticked, and completes the set then when the connection is back', async () => {
      const opening = clockStandsStill();
      const seen: string[] = [];
      const before = Date.now();
      const { row, done } = await tickSet2Offline(completedLate(102, '60', 10, undefined, seen), opening);
      // Ticked: pressed at once, and it says (in words, for a screen reader too) that it waits to be sent.
      expect(done).toHaveAttribute('aria-pressed', 'true');
      expect(done).toHaveAccessibleDescription(unsentDone);
      expect(done).toHaveClass('set-row__done--kept');
      const kept = pendingFor(102)!;
      expect(kept).toMatchObject({ weight: '60', reps: '10', done: true });
      expect(Date.parse(kept.markedAt!)).toBeGreaterThanOrEqual(before);
      expect(Date.parse(kept.markedAt!)).toBeLessThanOrEqual(Date.now());
      fireEvent(window, new Event('online'));
      // Sent late with the time it was ticked (the server dates it and measures the rest from then).
      await waitFor(() => expect(seen).toEqual([kept.markedAt]));
      // Sent again as a completion: the set is done, the rest runs, and the promise is no longer shown.
      await waitFor(() => expect(done).toHaveAttribute('aria-pressed', 'true'));
      expect(await screen.findByRole('region', { name: 'Rest timer' })).toBeInTheDocument();
      await waitFor(() => expect(within(row).queryByText(unsentDone)).not.toBeInTheDocument());
      expect(pendingFor(102)).toBeNull();
      expect(done).not.toHaveClass('set-row__done--kept');
      expect(done).not.toHaveAccessibleDescription();
    });

    it.each([
      ['5 minutes fast, read from its rest timer', '2026-11-24T10:15:00.000Z', true],
      ['5 minutes slow, read from its rest timer', '2026-11-24T10:25:00.000Z', true],
      ['5 minutes fast, read from the workout when no rest timer ran yet', '2026-11-24T10:15:00.000Z', false],
    ])('sends the time of the tick on the server clock when the device clock is %s', async (_, serverTime, withRest) => {
      // The device reads 10:20 all along (its clock stands still here); the server's answer said it was `serverTime`.
      const restOver = {
        __typename: 'RestTimer' as const,
        workoutExerciseId: 31,
        startedAt: '2026-11-24T10:03:00.000Z',
        endsAt: '2026-11-24T10:04:30.000Z',
        serverTime,
      };
      const opening = clockStandsStill(withRest ? { restTimer: restOver } : { serverTime });
      const seen: string[] = [];
      await tickSet2Offline(completedLate(102, '60', 10, serverTime, seen), opening);
      // The opening's answer had a rest timer, or none: the clock is read from either.
      const restBar = screen.queryByRole('region', { name: 'Rest timer' });
      if (withRest) expect(restBar).toBeInTheDocument();
      else expect(restBar).not.toBeInTheDocument();
      // kept on the device's clock
      expect(pendingFor(102)?.markedAt).toBe('2026-11-24T10:20:00.000Z');
      fireEvent(window, new Event('online'));
      // sent on the server's: 10:20 on the device was `serverTime` on the server
      await waitFor(() => expect(seen).toEqual([serverTime]));
      await waitFor(() => expect(pendingFor(102)).toBeNull());
    });

    it('takes back a tick not sent yet: not pressed, and the values are sent as an edit, not a completion', async () => {
      const { user, done } = await tickSet2Offline(updated(102, '60', 10));
      expect(done).toHaveAttribute('aria-pressed', 'true');
      await user.click(done);
      expect(done).toHaveAttribute('aria-pressed', 'false');
      expect(done).not.toHaveClass('set-row__done--kept');
      expect(pendingFor(102)).toMatchObject({ weight: '60' });
      expect(pendingFor(102)?.done).toBeUndefined();
      expect(pendingFor(102)?.markedAt).toBeUndefined();
      fireEvent(window, new Event('online'));
      await waitFor(() => expect(pendingFor(102)).toBeNull());
      expect(done).toHaveAttribute('aria-pressed', 'false');
    });

    it('keeps the intent through a later edit, and a reload sends the completion', async () => {
      const opening = clockStandsStill();
      // Marked done, then the weight corrected, all offline (as a reload would find it in localStorage).
      keepPending(102, 9, { weight: '60', reps: '10', setType: 'NORMAL', rpe: '' }, true);
      keepPending(102, 9, { weight: '62,5', reps: '10', setType: 'NORMAL', rpe: '' });
      expect(pendingFor(102)).toMatchObject({ weight: '62,5', done: true, markedAt: expect.any(String) });
      // The time of the tick, not of the edit, goes with it.
      renderPage([completedLate(102, '62.5', 10, pendingFor(102)!.markedAt)], undefined, opening);
      const done = await screen.findByRole('button', { name: 'Set 2 of Supino reto done' });
      await waitFor(() => expect(done).toHaveAttribute('aria-pressed', 'true'));
      await waitFor(() => expect(pendingFor(102)).toBeNull());
      expect(screen.queryByText(unsentDone)).not.toBeInTheDocument();
    });

    it('is completed before finishing, and not counted among the sets that will not be saved', async () => {
      localStorage.clear();
      const { user } = renderPage([offline(CompleteWorkoutSetMutation, 102, '60', 10), completedLate(102, '60', 10), finished]);
      const row = (await screen.findAllByRole('group'))[1];
      await user.type(within(row).getByLabelText('Weight (kg)'), '60');
      await user.click(within(row).getByRole('button', { name: 'Set 2 of Supino reto done' }));
      expect(await within(row).findByText(unsentDone)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Finish workout' }));
      const dialog = await screen.findByRole('dialog', { name: 'Finish workout' });
      // Set 1 is not done; set 2 will be sent done.
      expect(within(dialog).getByText('1 set is not marked done and will not be saved.')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Save workout' }));
      expect(await screen.findByText('Treino AB — A was saved.')).toBeInTheDocument();
      expect(await screen.findByText('Home')).toBeInTheDocument();
      expect(pendingFor(102)).toBeNull();
    });
    it("completes a kept tick as of now when the server refuses only its time (a device clock far off the server's)", async () => {
      const opening = clockStandsStill();
      keepPending(102, 9, { weight: '60', reps: '10', setType: 'NORMAL', rpe: '' }, true);
      const late = completedLate(102, '60', 10, pendingFor(102)!.markedAt);
      const refusedTime = {
        request: late.request,
        result: {
          errors: [
            {
              message: 'Must not be before the workout started.',
              extensions: { code: 'BAD_USER_INPUT', fields: { markedAt: ['Must not be before the workout started.'] } },
            },
          ],
        },
      };
      renderPage([refusedTime, completed(102, '60', 10)], undefined, opening);
      const done = await screen.findByRole('button', { name: 'Set 2 of Supino reto done' });
      await waitFor(() => expect(pendingFor(102)).toBeNull());
      expect(done).toHaveAttribute('aria-pressed', 'true');
      expect(done).not.toHaveClass('set-row__done--kept');
      expect(screen.queryByText('Must not be before the workout started.')).not.toBeInTheDocument();
    });

    it('sends a kept completion once when the connection is reported back twice at the same moment', async () => {
      localStorage.clear();
      const answer = completedLate(102, '60', 10);
      const result = vi.fn(() => answer.result);
      const { user } = renderPage([offline(CompleteWorkoutSetMutation, 102, '60', 10), { ...answer, result }, { ...answer, result }]);
      const row = (await screen.findAllByRole('group'))[1];
      await user.type(within(row).getByLabelText('Weight (kg)'), '60');
      const done = within(row).getByRole('button', { name: 'Set 2 of Supino reto done' });
      await user.click(done);
      expect(await within(row).findByText(unsentDone)).toBeInTheDocument();
      fireEvent(window, new Event('online'));
      fireEvent(window, new Event('online'));
      await waitFor(() => expect(done).not.toHaveClass('set-row__done--kept'));
      expect(done).toHaveAttribute('aria-pressed', 'true');
      await waitFor(() => expect(pendingFor(102)).toBeNull());
      expect(result).toHaveBeenCalledTimes(1);
    });

    it('drops the done intent when the set is marked not done, so it is not completed again', async () => {
      localStorage.clear();
      const { user } = renderPage([
        completed(101, '80', 10),
        {
          request: { query: UncompleteWorkoutSetMutation, variables: { id: 101 } },
          result: { data: { uncompleteWorkoutSet: set(101, 1, '80', 10) } },
        },
      ]);
      const done = await screen.findByRole('button', { name: 'Set 1 of Supino reto done' });
      await user.click(done);
      await waitFor(() => expect(done).toHaveAttribute('aria-pressed', 'true'));
      // The server has it (the ✓ shows pressed from the tick on).
      await waitFor(() => expect(pendingFor(101)).toBeNull());
      await waitFor(() => expect(done).not.toHaveAttribute('aria-busy'));
      // An edit typed while the completion was on its way keeps the intent (pendingSets), and is not sent yet.
      keepPending(101, 9, { weight: '80', reps: '10', setType: 'NORMAL', rpe: '' }, true);
      await user.click(done);
      await waitFor(() => expect(done).toHaveAttribute('aria-pressed', 'false'));
      expect(pendingFor(101)?.done).toBeUndefined();
    });
  });

  describe('a kept tick the server did not judge (expired session, busy server): still pending, never refused', () => {
    const unsentDone = "Couldn't save the set. It is kept here and will be sent again.";
    const tick = (id: number, weight: string, reps: number) => ({
      query: CompleteWorkoutSetMutation,
      variables: { id, input: { weight, reps, setType: 'NORMAL', rpe: null } },
    });
    const expired = {
      request: tick(102, '60', 10),
      result: { errors: [{ message: 'Your session is not valid. Sign in again.', extensions: { code: 'UNAUTHENTICATED' } }] },
    };
    /** The write lock's answer (HTTP 503, Retry-After): Apollo Client throws it as a ServerError. */
    const busyBody = JSON.stringify({
      errors: [
        { message: 'The server is busy. Try again in a moment.', extensions: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 2 } },
      ],
    });
    const busy = (request: ReturnType<typeof tick>) => ({
      request,
      error: new ServerError('Response not successful: Received status code 503', {
        response: new Response(busyBody, { status: 503, headers: { 'Retry-After': '2' } }),
        bodyText: busyBody,
      }),
    });

    it('keeps a tick refused for an expired session pressed and pending, and sends it when the page opens again (after signing in)', async () => {
      localStorage.clear();
      const { user, unmount } = renderPage([expired]);
      const row = (await screen.findAllByRole('group'))[1];
      await user.type(within(row).getByLabelText('Weight (kg)'), '60');
      const done = within(row).getByRole('button', { name: 'Set 2 of Supino reto done' });
      await user.click(done);
      // Not a refusal of the values: the row promises to send it again, and says nothing of the session.
      expect(await within(row).findByText(unsentDone)).toBeInTheDocument();
      expect(done).toHaveAttribute('aria-pressed', 'true');
      expect(within(row).queryByText('Your session is not valid. Sign in again.')).not.toBeInTheDocument();
      expect(within(row).queryByRole('button', { name: 'Discard this change' })).not.toBeInTheDocument();
      expect(pendingFor(102)).toMatchObject({ weight: '60', done: true });
      expect(pendingFor(102)?.refused).toBeUndefined();
      // Signed in again, the sign-in brings the user back to the workout: the page opening sends the kept completion.
      unmount();
      renderPage([completedLate(102, '60', 10)]);
      const doneAgain = await screen.findByRole('button', { name: 'Set 2 of Supino reto done' });
      await waitFor(() => expect(pendingFor(102)).toBeNull());
      expect(doneAgain).toHaveAttribute('aria-pressed', 'true');
      expect(await screen.findByRole('region', { name: 'Rest timer' })).toBeInTheDocument();
    });

    it('keeps a kept tick the busy server (503) did not take when the page opened, and sends it when the connection is back', async () => {
      const opening = clockStandsStill();
      keepPending(102, 9, { weight: '60', reps: '10', setType: 'NORMAL', rpe: '' }, true);
      const markedAt = pendingFor(102)!.markedAt;
      const late = completedLate(102, '60', 10, markedAt);
      renderPage([busy(late.request as never), late], undefined, opening);
      const row = (await screen.findAllByRole('group'))[1];
      const done = within(row).getByRole('button', { name: 'Set 2 of Supino reto done' });
      expect(done).toHaveAttribute('aria-pressed', 'true');
      // The first send (on opening) met the busy server: still pending, not refused, nothing said on the row.
      await waitFor(() => expect(within(row).queryByText('The server is busy. Try again in a moment.')).not.toBeInTheDocument());
      expect(pendingFor(102)).toMatchObject({ weight: '60', done: true, markedAt });
      expect(pendingFor(102)?.refused).toBeUndefined();
      // The connection is reported back (again until the busy answer has come: a send on its way is not repeated).
      await waitFor(() => {
        fireEvent(window, new Event('online'));
        expect(pendingFor(102)).toBeNull();
      });
      expect(done).toHaveAttribute('aria-pressed', 'true');
    });

    it('does not stop Finish for good on a busy server: the edit stays pending, and the next Save sends it', async () => {
      keepPending(102, 9, { weight: '60', reps: '10', setType: 'NORMAL', rpe: '' });
      const sent = {
        query: UpdateWorkoutSetMutation,
        variables: { id: 102, input: { weight: '60', reps: 10, setType: 'NORMAL', rpe: null } },
      };
      // Offline when the page opens; busy at the first Save; taken at the second. Finish waits for the first answer
      // (a Save while it is on its way would join it, and meet the network failure instead of the busy server).
      const opening = noticedRequest(UpdateWorkoutSetMutation, sent.variables);
      const { user } = renderPage([
        { request: opening.request, error: new Error('Failed to fetch'), delay: 0 },
        busy(sent as never),
        updated(102, '60', 10),
        finished,
      ]);
      await waitFor(() => expect(opening.answered()).toBe(true));
      await user.click(await screen.findByRole('button', { name: 'Finish workout' }));
      const dialog = await screen.findByRole('dialog', { name: 'Finish workout' });
      await user.click(within(dialog).getByRole('button', { name: 'Save workout' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('The server is busy. Try again in a moment.');
      expect(pendingFor(102)).toMatchObject({ weight: '60' });
      expect(pendingFor(102)?.refused).toBeUndefined();
      await user.click(within(dialog).getByRole('button', { name: 'Save workout' }));
      expect(await screen.findByText('Treino AB — A was saved.')).toBeInTheDocument();
      expect(pendingFor(102)).toBeNull();
    });

    it('still keeps a tick the server refused for its values (BAD_USER_INPUT) as refused, with the field message on its row', async () => {
      localStorage.clear();
      const refused = {
        request: tick(102, '60', 10),
        result: {
          errors: [{ message: 'Invalid input.', extensions: { code: 'BAD_USER_INPUT', fields: { weight: ['Must be at most 50 kg.'] } } }],
        },
      };
      const { user } = renderPage([refused]);
      const row = (await screen.findAllByRole('group'))[1];
      await user.type(within(row).getByLabelText('Weight (kg)'), '60');
      await user.click(within(row).getByRole('button', { name: 'Set 2 of Supino reto done' }));
      expect(await within(row).findByText('Must be at most 50 kg.')).toBeInTheDocument();
      expect(within(row).getByLabelText('Weight (kg)')).toHaveAttribute('aria-invalid', 'true');
      expect(pendingFor(102)).toMatchObject({ weight: '60', done: true, refused: { weight: 'Must be at most 50 kg.' } });
      expect(within(row).queryByText(unsentDone)).not.toBeInTheDocument();
      expect(within(row).getByRole('button', { name: 'Discard this change' })).toBeInTheDocument();
    });
  });

  describe('finishing with kept values the server would refuse', () => {
    const doneAt50 = workout([set(101, 1, '50', 10, true), set(102, 2, null, 10)]);
    const renderWith = (mocks: NonNullable<Parameters<typeof renderRoutes>[0]['mocks']>, current = doneAt50) =>
      renderRoutes({
        routes: withToasts([
          { path: '/workout', element: <WorkoutPage /> },
          { path: '/home', element: <p>Home</p> },
        ]),
        path: '/workout',
        mocks: [
          { request: { query: WorkoutInProgressQuery }, result: { data: { workoutInProgress: current } } },
          { request: { query: AllExercisesQuery }, result: { data: { allExercises: [] } } },
          ...mocks,
        ],
      });
    const problem = 'Supino reto, set 1: Enter the weight (0 for body weight). Correct it before saving the workout.';

    it('sends nothing, and names the set to correct above the notes, never under them', async () => {
      const { user } = renderWith([]);
      const weight = within((await screen.findAllByRole('group'))[0]).getByLabelText('Weight (kg)');
      await user.clear(weight);
      expect(await screen.findByText('Enter the weight (0 for body weight).')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Finish workout' }));
      const dialog = await screen.findByRole('dialog', { name: 'Finish workout' });
      await user.click(within(dialog).getByRole('button', { name: 'Save workout' }));
      // Sending it (no mock answers) would have said the generic "Couldn't finish…".
      const alert = await within(dialog).findByRole('alert');
      expect(alert).toHaveTextContent(problem);
      const notes = within(dialog).getByLabelText('Notes');
      expect(notes.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
      expect(notes).not.toHaveAttribute('aria-invalid');
      // The edit is kept for the row to be corrected.
      expect(pendingFor(101)).toMatchObject({ weight: '' });
    });

    it('after a reload, the row says again what is wrong with the values it kept', async () => {
      keepPending(101, 9, { weight: '', reps: '10', setType: 'NORMAL', rpe: '' });
      renderWith([]);
      const weight = within((await screen.findAllByRole('group'))[0]).getByLabelText('Weight (kg)');
      expect(weight).toHaveValue('');
      expect(weight).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByText('Enter the weight (0 for body weight).')).toBeInTheDocument();
      expect(screen.queryByText('Kept on this device; it will be sent when the connection is back.')).not.toBeInTheDocument();
    });

    it('keeps values refused when the screen opens, with the problem on their row, and sends them again once corrected', async () => {
      keepPending(102, 9, { weight: '60', reps: '10', setType: 'NORMAL', rpe: '' });
      const refused = {
        request: {
          query: UpdateWorkoutSetMutation,
          variables: { id: 102, input: { weight: '60', reps: 10, setType: 'NORMAL', rpe: null } },
        },
        result: { errors: [{ message: 'This workout is already finished.', extensions: { code: 'CONFLICT' } }] },
      };
      const { user } = renderWith([refused, updated(102, '55', 10)]);
      const row = within((await screen.findAllByRole('group'))[1]);
      expect(await row.findByText('This workout is already finished.')).toBeInTheDocument();
      expect(pendingFor(102)).toMatchObject({ weight: '60', refused: { other: 'This workout is already finished.' } });
      expect(row.getByLabelText('Weight (kg)')).toHaveValue('60');
      expect(row.getByRole('button', { name: 'Discard this change' })).toBeInTheDocument();
      // A correction replaces the refusal and is sent.
      await user.clear(row.getByLabelText('Weight (kg)'));
      await user.type(row.getByLabelText('Weight (kg)'), '55');
      expect(pendingFor(102)?.refused).toBeUndefined();
      expect(row.queryByText('This workout is already finished.')).not.toBeInTheDocument();
      await waitFor(() => expect(pendingFor(102)).toBeNull());
      expect(row.queryByRole('button', { name: 'Discard this change' })).not.toBeInTheDocument();
    });

    it('keeps the values the server refused at Finish, shown with the problem on their row, until discarded', async () => {
      keepPending(102, 9, { weight: '60', reps: '10', setType: 'NORMAL', rpe: '' });
      const sent = {
        query: UpdateWorkoutSetMutation,
        variables: { id: 102, input: { weight: '60', reps: 10, setType: 'NORMAL', rpe: null } },
      };
      const refused = {
        request: sent,
        result: {
          errors: [{ message: 'Invalid input.', extensions: { code: 'BAD_USER_INPUT', fields: { weight: ['Must be at most 50 kg.'] } } }],
        },
      };
      // The screen opens offline (the edit waits), and Finish sends it: refused. Finish waits for the first answer (a
      // Save while it is on its way would join it, and meet the network failure instead of the refusal).
      const opening = noticedRequest(UpdateWorkoutSetMutation, sent.variables);
      const { user, unmount } = renderWith([
        { request: opening.request, error: new Error('Failed to fetch'), delay: 0 },
        refused,
        finished,
      ]);
      const row = () => within(screen.getAllByRole('group')[1]);
      await waitFor(() => expect(opening.answered()).toBe(true));
      await user.click(await screen.findByRole('button', { name: 'Finish workout' }));
      const dialog = await screen.findByRole('dialog', { name: 'Finish workout' });
      await user.click(within(dialog).getByRole('button', { name: 'Save workout' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'Supino reto, set 2: Must be at most 50 kg. Correct it before saving the workout.',
      );
      // The row and the mirror agree: the value is still kept, and the row says what is wrong with it.
      expect(pendingFor(102)).toMatchObject({ weight: '60', refused: { weight: 'Must be at most 50 kg.' } });
      expect(row().getByLabelText('Weight (kg)')).toHaveValue('60');
      expect(row().getByLabelText('Weight (kg)')).toHaveAttribute('aria-invalid', 'true');
      expect(row().getByLabelText('Weight (kg)')).toHaveAccessibleDescription('Must be at most 50 kg.');
      // Trying again sends nothing (it would be refused the same way) and names it again.
      await user.click(within(dialog).getByRole('button', { name: 'Save workout' }));
      await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Supino reto, set 2: Must be at most 50 kg.'));
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      // A reload finds it again, with its problem.
      unmount();
      const again = renderWith([finished]);
      expect(await within((await screen.findAllByRole('group'))[1]).findByText('Must be at most 50 kg.')).toBeInTheDocument();
      expect(row().getByLabelText('Weight (kg)')).toHaveValue('60');
      await again.user.click(row().getByRole('button', { name: 'Discard this change' }));
      expect(pendingFor(102)).toBeNull();
      expect(row().getByLabelText('Weight (kg)')).toHaveValue('');
      expect(row().getByLabelText('Weight (kg)')).not.toHaveAttribute('aria-invalid');
      expect(row().getByLabelText('Weight (kg)')).toHaveFocus();
      await again.user.click(screen.getByRole('button', { name: 'Finish workout' }));
      await again.user.click(
        within(await screen.findByRole('dialog', { name: 'Finish workout' })).getByRole('button', { name: 'Save workout' }),
      );
      expect(await screen.findByText('Treino AB — A was saved.')).toBeInTheDocument();
    });
  });

  describe('a note on an exercise', () => {
    /** Opens the bench press's note dialog, types `note` and presses Save note. */
    async function writeBenchNote(user: ReturnType<typeof renderPage>['user'], bench: HTMLElement, note: string) {
      await user.click(within(bench).getByRole('button', { name: 'Write a note on Supino reto' }));
      const dialog = screen.getByRole('dialog', { name: 'Note on Supino reto' });
      await user.type(within(dialog).getByLabelText('Note'), note);
      await user.click(within(dialog).getByRole('button', { name: 'Save note' }));
    }

    const unsentNote = 'Kept on this device; it will be sent when the connection is back.';
    const noteSaved = (note: string, saved = note.trim()) => ({
      request: { query: SetWorkoutExerciseNoteMutation, variables: { id: 31, note } },
      result: { data: { setWorkoutExerciseNote: { __typename: 'WorkoutExercise', id: 31, note: saved } } },
    });
    /** The server refuses `note` (too long). */
    const noteRefused = (note: string) => ({
      request: { query: SetWorkoutExerciseNoteMutation, variables: { id: 31, note } },
      result: {
        errors: [{ message: 'Invalid input.', extensions: { code: 'BAD_USER_INPUT', fields: { note: ['Maximum 2000 characters.'] } } }],
      },
    });
    /** `note` does not reach the server (no connection). */
    const noteOffline = (note: string) => ({
      request: { query: SetWorkoutExerciseNoteMutation, variables: { id: 31, note } },
      error: new Error('Failed to fetch'),
    });

    it('is written in a labelled field of a dialog, saved, and shown under the exercise; the focus goes back to its button', async () => {
      const { user } = renderPage([noteSaved('  Left shoulder twinge ')]);
      const bench = await screen.findByRole('region', { name: 'Supino reto' });
      expect(within(bench).queryByText(/^Note:/)).not.toBeInTheDocument();
      const open = within(bench).getByRole('button', { name: 'Write a note on Supino reto' });
      expect(open).toHaveTextContent('Note');
      await user.click(open);
      const dialog = screen.getByRole('dialog', { name: 'Note on Supino reto' });
      const field = within(dialog).getByLabelText('Note');
      expect(field).toHaveFocus();
      expect(field).toHaveAccessibleDescription('For this workout only, e.g. “use the narrow bar”. Leave it empty to remove the note.');
      expect(field).toHaveAttribute('maxLength', '2000');
      await user.type(field, '  Left shoulder twinge ');
      await user.click(within(dialog).getByRole('button', { name: 'Save note' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(within(bench).getByText('Note: Left shoulder twinge')).toBeInTheDocument();
      const edit = within(bench).getByRole('button', { name: 'Edit note on Supino reto' });
      expect(edit).toHaveTextContent('Edit note');
      expect(edit).toHaveFocus();
      // The other exercise has none.
      expect(within(screen.getByRole('region', { name: 'Rosca direta' })).queryByText(/^Note:/)).not.toBeInTheDocument();
    });

    it('keeps the text and says under the field what the server refused; Escape closes without saving', async () => {
      const { user } = renderPage([noteRefused('Too long')]);
      const bench = await screen.findByRole('region', { name: 'Supino reto' });
      await user.click(within(bench).getByRole('button', { name: 'Write a note on Supino reto' }));
      const dialog = screen.getByRole('dialog', { name: 'Note on Supino reto' });
      const field = within(dialog).getByLabelText('Note');
      await user.type(field, 'Too long');
      await user.click(within(dialog).getByRole('button', { name: 'Save note' }));
      expect(await within(dialog).findByText('Maximum 2000 characters.')).toBeInTheDocument();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining('Maximum 2000 characters.'));
      expect(field).toHaveValue('Too long');
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(within(bench).queryByText(/^Note:/)).not.toBeInTheDocument();
      expect(within(bench).getByRole('button', { name: 'Write a note on Supino reto' })).toHaveFocus();
    });

    it('is kept on this device when it cannot be sent (no connection): shown at once, saying so, and sent when the connection is back', async () => {
      const { user } = renderPage([noteOffline('Narrow bar'), noteSaved('Narrow bar')]);
      const bench = await screen.findByRole('region', { name: 'Supino reto' });
      await writeBenchNote(user, bench, 'Narrow bar');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      // Shown at once, with the words a set row uses for values waiting for the network.
      expect(within(bench).getByText('Note: Narrow bar')).toBeInTheDocument();
      expect(within(bench).getByText(unsentNote)).toBeInTheDocument();
      expect(within(bench).getByRole('button', { name: 'Edit note on Supino reto' })).toBeInTheDocument();
      expect(pendingNoteFor(31)).toMatchObject({ note: 'Narrow bar', workoutId: 9 });
      fireEvent(window, new Event('online'));
      await waitFor(() => expect(within(bench).queryByText(unsentNote)).not.toBeInTheDocument());
      expect(within(bench).getByText('Note: Narrow bar')).toBeInTheDocument();
      expect(pendingNoteFor(31)).toBeNull();
      expect(localStorage.getItem(PENDING_NOTES_KEY)).toBeNull();
    });

    it('goes as is when it cannot be kept on this device (storage full or off)', async () => {
      const { user } = renderPage([noteSaved('Narrow bar')]);
      const bench = await screen.findByRole('region', { name: 'Supino reto' });
      vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      });
      await writeBenchNote(user, bench, 'Narrow bar');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(within(bench).getByText('Note: Narrow bar')).toBeInTheDocument();
      expect(within(bench).queryByText(unsentNote)).not.toBeInTheDocument();
      expect(pendingNoteFor(31)).toBeNull();
    });

    it('kept on this device survives a reload: shown with the kept message, and sent when the screen opens', async () => {
      const first = renderPage([noteOffline('Narrow bar')]);
      let bench = await screen.findByRole('region', { name: 'Supino reto' });
      await writeBenchNote(first.user, bench, 'Narrow bar');
      expect(await within(bench).findByText(unsentNote)).toBeInTheDocument();
      first.unmount();

      // A reload: the server still has no note; the kept one is shown, then sent as the screen opens.
      const saved = noticedRequest(SetWorkoutExerciseNoteMutation, { id: 31, note: 'Narrow bar' });
      renderPage([{ request: saved.request, result: noteSaved('Narrow bar').result, delay: 50 }]);
      bench = await screen.findByRole('region', { name: 'Supino reto' });
      expect(within(bench).getByText('Note: Narrow bar')).toBeInTheDocument();
      await waitFor(() => expect(saved.answered()).toBe(true));
      await waitFor(() => expect(within(bench).queryByText(unsentNote)).not.toBeInTheDocument());
      expect(within(bench).getByText('Note: Narrow bar')).toBeInTheDocument();
      expect(pendingNoteFor(31)).toBeNull();
    });

    it('kept for a workout no longer in progress (finished since) is still sent, and kept while it cannot be', async () => {
      keepNote(31, 9, 'Narrow bar');
      const none = [{ request: { query: WorkoutInProgressQuery }, result: { data: { workoutInProgress: null } } }];
      const failed = noticedRequest(SetWorkoutExerciseNoteMutation, { id: 31, note: 'Narrow bar' });
      renderPage([{ request: failed.request, error: new Error('Failed to fetch') }], undefined, none);
      expect(await screen.findByText('No workout in progress.', { exact: false })).toBeInTheDocument();
      await waitFor(() => expect(failed.answered()).toBe(true));
      expect(pendingNoteFor(31)).toMatchObject({ note: 'Narrow bar', workoutId: 9 });
    });

    it('kept for a workout no longer in progress is forgotten once the server has it', async () => {
      keepNote(31, 9, 'Narrow bar');
      const none = [{ request: { query: WorkoutInProgressQuery }, result: { data: { workoutInProgress: null } } }];
      renderPage([noteSaved('Narrow bar')], undefined, none);
      await waitFor(() => expect(pendingNoteFor(31)).toBeNull());
    });

    it('kept for an exercise removed since is forgotten when the server refuses it (NOT_FOUND)', async () => {
      keepNote(35, 9, 'Narrow bar');
      const refused = noticedRequest(SetWorkoutExerciseNoteMutation, { id: 35, note: 'Narrow bar' });
      renderPage([
        {
          request: refused.request,
          result: { errors: [{ message: 'Workout exercise not found.', extensions: { code: 'NOT_FOUND' } }] },
        },
      ]);
      await screen.findByRole('region', { name: 'Supino reto' });
      await waitFor(() => expect(pendingNoteFor(35)).toBeNull());
      expect(refused.answered()).toBe(true);
    });

    it('kept and refused when sent again is dropped', async () => {
      keepNote(31, 9, 'Too long');
      renderPage([noteRefused('Too long')]);
      const bench = await screen.findByRole('region', { name: 'Supino reto' });
      await waitFor(() => expect(pendingNoteFor(31)).toBeNull());
      expect(within(bench).queryByText(unsentNote)).not.toBeInTheDocument();
    });

    it('saved again while the kept one is on its way goes after its answer, so the older text cannot land last', async () => {
      keepNote(31, 9, 'Narrow bar');
      const held = holdAnswer('SetWorkoutExerciseNote', 1);
      let released = false;
      const newerSentAfterRelease: boolean[] = [];
      const { user } = renderPage(
        [
          noteSaved('Narrow bar'),
          {
            request: {
              query: SetWorkoutExerciseNoteMutation,
              variables: (sent: Record<string, unknown>) => {
                const matches = sent.id === 31 && sent.note === 'Wide bar';
                if (matches) newerSentAfterRelease.push(released);
                return matches;
              },
            },
            result: noteSaved('Wide bar').result,
          },
        ],
        held.link,
      );
      const bench = await screen.findByRole('region', { name: 'Supino reto' });
      await waitFor(() => expect(held.sent()).toBe(true));
      await user.click(within(bench).getByRole('button', { name: 'Edit note on Supino reto' }));
      const dialog = screen.getByRole('dialog', { name: 'Note on Supino reto' });
      await user.clear(within(dialog).getByLabelText('Note'));
      await user.type(within(dialog).getByLabelText('Note'), 'Wide bar');
      await user.click(within(dialog).getByRole('button', { name: 'Save note' }));
      released = true;
      held.release();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(within(bench).queryByText(unsentNote)).not.toBeInTheDocument());
      expect(within(bench).getByText('Note: Wide bar')).toBeInTheDocument();
      expect(pendingNoteFor(31)).toBeNull();
      expect(newerSentAfterRelease).toEqual([true]);
    });

    it('kept on this device is sent before finishing: not sent, Finish stops and it stays kept; sent, the workout is saved', async () => {
      keepNote(31, 9, 'Narrow bar');
      const noConnection = noteOffline('Narrow bar');
      const mutations = recordMutations();
      const { user } = renderPage([noConnection, noConnection, noteSaved('Narrow bar'), finished], mutations.link);
      const bench = await screen.findByRole('region', { name: 'Supino reto' });
      expect(await within(bench).findByText(unsentNote)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Finish workout' }));
      const dialog = await screen.findByRole('dialog', { name: 'Finish workout' });
      await waitFor(() => expect(within(dialog).getByRole('button', { name: /Save workout/ })).not.toHaveAttribute('aria-busy'));
      await user.click(within(dialog).getByRole('button', { name: /Save workout/ }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        "Couldn't finish the workout. Check the connection and try again.",
      );
      expect(pendingNoteFor(31)).toMatchObject({ note: 'Narrow bar' });
      expect(mutations.sent).not.toContain('FinishWorkout');
      await user.click(within(dialog).getByRole('button', { name: /Save workout/ }));
      expect(await screen.findByText('Home')).toBeInTheDocument();
      expect(mutations.sent.slice(-2)).toEqual(['SetWorkoutExerciseNote', 'FinishWorkout']);
      expect(pendingNoteFor(31)).toBeNull();
    });

    it('kept on this device and refused at Finish stops it, naming the exercise and why; the note is dropped', async () => {
      keepNote(31, 9, 'Too long');
      const mutations = recordMutations();
      const { user } = renderPage([noteOffline('Too long'), noteRefused('Too long')], mutations.link);
      const bench = await screen.findByRole('region', { name: 'Supino reto' });
      expect(await within(bench).findByText(unsentNote)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Finish workout' }));
      const dialog = await screen.findByRole('dialog', { name: 'Finish workout' });
      await waitFor(() => expect(within(dialog).getByRole('button', { name: /Save workout/ })).not.toHaveAttribute('aria-busy'));
      await user.click(within(dialog).getByRole('button', { name: /Save workout/ }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'Supino reto, note: Maximum 2000 characters. The note was not saved: write it again if you still want it.',
      );
      expect(pendingNoteFor(31)).toBeNull();
      expect(mutations.sent).not.toContain('FinishWorkout');
    });

    it('kept and not sent yet stays kept when a newer text is refused in the dialog (the refused text stays in the dialog)', async () => {
      keepNote(31, 9, 'Narrow bar');
      const { user } = renderPage([noteOffline('Narrow bar'), noteRefused('Too long')]);
      const bench = await screen.findByRole('region', { name: 'Supino reto' });
      expect(await within(bench).findByText(unsentNote)).toBeInTheDocument();
      await user.click(within(bench).getByRole('button', { name: 'Edit note on Supino reto' }));
      const dialog = screen.getByRole('dialog', { name: 'Note on Supino reto' });
      const field = within(dialog).getByLabelText('Note');
      await user.clear(field);
      await user.type(field, 'Too long');
      await user.click(within(dialog).getByRole('button', { name: 'Save note' }));
      expect(await within(dialog).findByText('Maximum 2000 characters.')).toBeInTheDocument();
      expect(field).toHaveValue('Too long');
      expect(pendingNoteFor(31)).toMatchObject({ note: 'Narrow bar', workoutId: 9 });
      expect(within(bench).getByText('Note: Narrow bar')).toBeInTheDocument();
      expect(within(bench).getByText(unsentNote)).toBeInTheDocument();
    });

    it('kept on this device goes with the workout discarded', async () => {
      keepNote(31, 9, 'Narrow bar');
      const { user } = renderPage([
        noteOffline('Narrow bar'),
        {
          request: { query: DiscardWorkoutMutation, variables: { id: 9 } },
          result: { data: { discardWorkout: { __typename: 'Workout', id: 9 } } },
        },
      ]);
      const bench = await screen.findByRole('region', { name: 'Supino reto' });
      expect(await within(bench).findByText(unsentNote)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Discard' }));
      await user.click(
        within(screen.getByRole('dialog', { name: 'Discard this workout?' })).getByRole('button', { name: 'Discard workout' }),
      );
      await waitFor(() => expect(screen.getByText('Home')).toBeInTheDocument());
      expect(localStorage.getItem(PENDING_NOTES_KEY)).toBeNull();
    });

    it("kept for another workout (a finished one's, unsent) survives this workout discarded", async () => {
      keepNote(31, 9, 'Narrow bar');
      keepNote(41, 8, 'Wide grip');
      const otherSent = noticedRequest(SetWorkoutExerciseNoteMutation, { id: 41, note: 'Wide grip' });
      const { user } = renderPage([
        noteOffline('Narrow bar'),
        { request: otherSent.request, error: new Error('Failed to fetch') },
        {
          request: { query: DiscardWorkoutMutation, variables: { id: 9 } },
          result: { data: { discardWorkout: { __typename: 'Workout', id: 9 } } },
        },
      ]);
      const bench = await screen.findByRole('region', { name: 'Supino reto' });
      expect(await within(bench).findByText(unsentNote)).toBeInTheDocument();
      await waitFor(() => expect(otherSent.answered()).toBe(true));
      await user.click(screen.getByRole('button', { name: 'Discard' }));
      await user.click(
        within(screen.getByRole('dialog', { name: 'Discard this workout?' })).getByRole('button', { name: 'Discard workout' }),
      );
      await waitFor(() => expect(screen.getByText('Home')).toBeInTheDocument());
      expect(pendingNoteFor(31)).toBeNull();
      expect(pendingNoteFor(41)).toMatchObject({ note: 'Wide grip', workoutId: 8 });
    });
  });

  it.each([
    ['', null],
    [
      ' with a rest timer',
      {
        __typename: 'RestTimer' as const,
        workoutExerciseId: 31,
        startedAt: '2026-11-24T10:05:00.000Z',
        endsAt: '2026-11-24T10:06:30.000Z',
        serverTime: '2026-11-24T10:05:00.000Z',
      },
    ],
  ])(
    "does not take the server's clock from the answer the cache held at opening%s (an old reading paired with now)",
    async (_, restTimer) => {
      // The answer landed in the cache at 10:05 (noted then); a later answer (another screen's write) noted a newer
      // reading; the screen opens at 10:20 with the cached answer and cannot reach the server.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.parse('2026-11-24T10:05:00.000Z'));
      const cache = createCache();
      cache.writeQuery({
        query: WorkoutInProgressQuery,
        data: { workoutInProgress: workout(undefined, { serverTime: '2026-11-24T10:05:00.000Z', restTimer }) },
      });
      expect(JSON.parse(localStorage.getItem(SERVER_CLOCK_KEY)!)).toEqual({
        serverTime: '2026-11-24T10:05:00.000Z',
        receivedAt: Date.parse('2026-11-24T10:05:00.000Z'),
      });
      const later = noteServerTime('2026-11-24T10:10:00.000Z', Date.parse('2026-11-24T10:10:00.000Z'));
      vi.setSystemTime(Date.parse('2026-11-24T10:20:00.000Z'));
      const asked = noticedRequest(WorkoutInProgressQuery, {});
      renderRoutes({
        routes: withToasts([{ path: '/workout', element: <WorkoutPage /> }]),
        path: '/workout',
        cache,
        mocks: [{ request: asked.request, error: new Error('Failed to fetch') }, base[1]],
      });
      await screen.findByRole('region', { name: 'Supino reto' });
      if (restTimer) expect(screen.getByRole('region', { name: 'Rest timer' })).toBeInTheDocument();
      await waitFor(() => expect(asked.answered()).toBe(true));
      expect(JSON.parse(localStorage.getItem(SERVER_CLOCK_KEY)!)).toEqual(later);
    },
  );

  it('moves the keyboard focus to the next set to do when the rest bar closes (not to the page)', async () => {
    const resting: ReturnType<typeof workout> = {
      ...workout([set(101, 1, '80', 10, true), set(102, 2, null, 10)]),
      restTimer: {
        __typename: 'RestTimer',
        workoutExerciseId: 31,
        startedAt: '2099-11-24T10:05:00.000Z',
        endsAt: '2099-11-24T10:06:30.000Z',
        serverTime: '2099-11-24T10:05:00.000Z',
      },
      serverTime: '2099-11-24T10:05:00.000Z',
    };
    const { user } = renderRoutes({
      routes: withToasts([{ path: '/workout', element: <WorkoutPage /> }]),
      path: '/workout',
      mocks: [
        { request: { query: WorkoutInProgressQuery }, result: { data: { workoutInProgress: resting } } },
        { request: { query: AllExercisesQuery }, result: { data: { allExercises: [] } } },
        {
          request: { query: SkipRestMutation, variables: { workoutId: 9 } },
          result: { data: { skipRest: { __typename: 'Workout', id: 9, serverTime: '2099-11-24T10:05:10.000Z', restTimer: null } } },
        },
      ],
    });
    const skip = await screen.findByRole('button', { name: 'Skip rest' });
    skip.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Rest timer' })).not.toBeInTheDocument());
    expect(within(screen.getAllByRole('group')[1]).getByLabelText('Weight (kg)')).toHaveFocus();
  });

  it('moves the keyboard focus to the heading of the exercise just added (the emptied menu disables the button)', async () => {
    const current = workout();
    const squat = {
      ...current.exercises[1],
      id: 33,
      position: 3,
      exercise: { __typename: 'Exercise' as const, id: 8, name: 'Agachamento' },
    };
    const { user } = renderRoutes({
      routes: withToasts([{ path: '/workout', element: <WorkoutPage /> }]),
      path: '/workout',
      mocks: [
        { request: { query: WorkoutInProgressQuery }, result: { data: { workoutInProgress: current } } },
        {
          request: { query: AllExercisesQuery },
          result: { data: { allExercises: [{ __typename: 'Exercise', id: 8, name: 'Agachamento', tags: [] }] } },
        },
        {
          request: { query: AddWorkoutExerciseMutation, variables: { workoutId: 9, input: { exerciseId: 8 } } },
          result: { data: { addWorkoutExercise: { ...current, exercises: [...current.exercises, squat] } } },
        },
      ],
    });
    await screen.findByRole('option', { name: 'Agachamento' });
    await user.selectOptions(screen.getByLabelText('Exercise'), 'Agachamento');
    const add = screen.getByRole('button', { name: 'Add exercise' });
    add.focus();
    await user.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { name: 'Agachamento' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(add).toBeDisabled();
  });
  it('asks before removing a set: Cancel and Escape send nothing and give the focus back to ×', async () => {
    const mutations = recordMutations();
    const { user } = renderPage([], mutations.link);
    const remove = await screen.findByRole('button', { name: 'Remove set 2 of Supino reto' });
    await user.click(remove);
    const dialog = screen.getByRole('dialog', { name: 'Remove set 2 of Supino reto?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(remove).toHaveFocus());

    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Remove set 2 of Supino reto?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(remove).toHaveFocus());

    expect(mutations.sent).toEqual([]);
    expect(screen.getAllByRole('group', { name: /^Set \d$/ })).toHaveLength(2);
  });

  it("removes a set once confirmed; the focus goes from its × to its exercise's card", async () => {
    const left = workout([set(101, 1, '80', 10)]);
    const { user } = renderPage([
      { request: { query: RemoveWorkoutSetMutation, variables: { id: 102 } }, result: { data: { removeWorkoutSet: left } } },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Remove set 2 of Supino reto' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Remove set 2 of Supino reto?' })).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove set 2 of Supino reto' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Remove set 1 of Supino reto' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Supino reto' })).toHaveFocus());
  });

  it('removes a set with nothing logged or typed at once, without asking', async () => {
    const blank = workout([set(101, 1, '80', 10), set(102, 2, null, null)]);
    const mutations = recordMutations();
    const { user } = renderPage(
      [
        {
          request: { query: RemoveWorkoutSetMutation, variables: { id: 102 } },
          result: { data: { removeWorkoutSet: workout([set(101, 1, '80', 10)]) } },
        },
      ],
      mutations.link,
      [{ request: { query: WorkoutInProgressQuery }, result: { data: { workoutInProgress: blank } } }, ...base.slice(1)],
    );
    await user.click(await screen.findByRole('button', { name: 'Remove set 2 of Supino reto' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove set 2 of Supino reto' })).not.toBeInTheDocument());
    expect(mutations.sent).toEqual(['RemoveWorkoutSet']);
  });

  it('keeps a set whose removal failed, with a toast', async () => {
    const { user } = renderPage([
      {
        request: { query: RemoveWorkoutSetMutation, variables: { id: 102 } },
        result: { errors: [{ message: 'Workout set with id 102 was not found.', extensions: { code: 'NOT_FOUND' } }] },
      },
    ]);
    const remove = await screen.findByRole('button', { name: 'Remove set 2 of Supino reto' });
    await user.click(remove);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Workout set with id 102 was not found.')).toBeInTheDocument();
    expect(remove).toBeInTheDocument();
    await waitFor(() => expect(remove).not.toHaveAttribute('aria-busy'));
    // The keyboard is still where it was: on ×, not on the page's body.
    expect(remove).toHaveFocus();
  });

  it('asks before removing an added exercise, saying its sets go with it; Cancel sends nothing', async () => {
    const current = workout();
    const curl = {
      ...current.exercises[1],
      sets: [
        { ...set(201, 1, '12', 12), workoutExerciseId: 32 },
        { ...set(202, 2, null, null), workoutExerciseId: 32 },
      ],
    };
    const withCurl = { ...current, exercises: [current.exercises[0], curl] };
    const held = holdMutations();
    const mutations = recordMutations();
    const { user } = renderRoutes({
      // The layout's main region, which takes the focus when a removed control had it.
      routes: withToasts([
        {
          path: '/workout',
          element: (
            <main tabIndex={-1} aria-label="Page">
              <WorkoutPage />
            </main>
          ),
        },
      ]),
      path: '/workout',
      mocks: [
        { request: { query: WorkoutInProgressQuery }, result: { data: { workoutInProgress: withCurl } } },
        base[1],
        {
          request: { query: RemoveWorkoutExerciseMutation, variables: { id: 32 } },
          result: { data: { removeWorkoutExercise: { ...current, exercises: [current.exercises[0]] } } },
        },
      ],
      // The removal waits for `held.release()`: Remove can be pressed again while it is on its way.
      link: mutations.link.concat(held.link),
    });
    const remove = await screen.findByRole('button', { name: 'Remove Rosca direta' });
    await user.click(remove);
    const dialog = screen.getByRole('dialog', { name: 'Remove Rosca direta?' });
    expect(dialog).toHaveTextContent('Its 2 sets are removed with it. This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(remove).toHaveFocus());
    expect(mutations.sent).toEqual([]);

    await user.click(remove);
    await user.click(within(screen.getByRole('dialog', { name: 'Remove Rosca direta?' })).getByRole('button', { name: 'Remove' }));
    // Busy while it is removed: pressing it again asks nothing and sends nothing.
    await waitFor(() => expect(remove).toHaveAttribute('aria-busy', 'true'));
    await user.click(remove);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    held.release();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Rosca direta' })).not.toBeInTheDocument());
    expect(mutations.sent).toEqual(['RemoveWorkoutExercise']);
    // Its button went with its card: the keyboard goes on from the page's main region, not from nowhere.
    await waitFor(() => expect(screen.getByRole('main', { name: 'Page' })).toHaveFocus());
  });
  it('asks before discarding the workout: Keep it has the focus, and Escape or Keep it send nothing', async () => {
    const mutations = recordMutations();
    const { user } = renderPage([], mutations.link);
    const discard = await screen.findByRole('button', { name: 'Discard' });
    await user.click(discard);
    const dialog = screen.getByRole('dialog', { name: 'Discard this workout?' });
    expect(dialog).toHaveTextContent('Its sets will be lost.');
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(discard).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Discard this workout?' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mutations.sent).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Treino AB — A' })).toBeInTheDocument();
  });
});
