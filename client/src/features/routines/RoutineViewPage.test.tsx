import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deleteAfterConfirming } from '../../test/deletion';
import { Marker, renderRoutes, withToasts } from '../../test/render';
import { benchPress, curl, emptyHistoryMock, noWorkoutInProgressMock, pushPullLegs, sessionExercise, squat } from '../../test/training';
import { AllExercisesQuery } from '../exercises/exerciseDocuments';
import {
  ActiveRoutineQuery,
  AddSessionExerciseMutation,
  DeleteSessionExerciseMutation,
  RoutineQuery,
  UpdateSessionExerciseMutation,
  UpdateSessionMutation,
} from './routineDocuments';
import { RoutineViewPage } from './RoutineViewPage';

const routes = withToasts([
  { path: '/routines', element: <RoutineViewPage /> },
  { path: '/routines/:id', element: <RoutineViewPage /> },
  { path: '/routines/new', element: <Marker name="new routine" /> },
  { path: '/routines/list', element: <Marker name="routines list" /> },
  { path: '/exercises/:id/history', element: <Marker name="exercise history" /> },
]);

type Mocks = NonNullable<Parameters<typeof renderRoutes>[0]['mocks']>;

const ppl = pushPullLegs();
const activeMock = { request: { query: ActiveRoutineQuery }, result: { data: { activeRoutine: ppl } } };
const exerciseOptions = {
  request: { query: AllExercisesQuery },
  result: { data: { allExercises: [benchPress, squat, curl] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function renderView(path = '/routines', mocks: Mocks = [activeMock]) {
  return renderRoutes({ routes, path, mocks: [exerciseOptions, emptyHistoryMock, noWorkoutInProgressMock, ...mocks] });
}

function sessionCard(description: string) {
  return screen.getByRole('region', { name: description });
}

function rowOf(card: HTMLElement, name: string) {
  const tr = within(card).getByRole('rowheader', { name }).closest('tr');
  if (!tr) throw new Error(`No row for ${name}`);
  return tr;
}

describe('RoutineViewPage', () => {
  it('shows the active routine: its sessions, the current one, and each exercise with tags, sets x reps and rest', async () => {
    renderView();

    expect(await screen.findByRole('heading', { level: 1, name: 'Push Pull Legs' })).toBeInTheDocument();
    expect(document.title).toBe('Push Pull Legs · Fitness Manager');
    expect(screen.getByText('Three days a week')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Push Pull Legs' })).toHaveAttribute('href', '/routines/7/edit');
    expect(screen.getByRole('link', { name: 'New' })).toHaveAttribute('href', '/routines/new');
    expect(screen.getByRole('link', { name: 'List' })).toHaveAttribute('href', '/routines/list');
    expect(screen.getByText('Get stronger')).toBeInTheDocument();

    const [a, b, c] = ['A', 'B', 'C'].map(sessionCard);
    expect(a).toHaveAttribute('aria-current', 'step');
    expect(within(a).getByText('Current')).toBeInTheDocument();
    expect(b).not.toHaveAttribute('aria-current');
    expect(within(b).queryByText('Current')).not.toBeInTheDocument();
    for (const card of [a, b, c]) {
      expect(within(card).getByRole('button', { name: /^Edit session / })).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: /^Add exercise to / })).toHaveTextContent('Exercise');
    }

    const bench = rowOf(a, 'Bench press');
    expect(
      within(bench)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(1, 3),
    ).toEqual(['4 x 12', '90 s']);
    const badges = within(within(bench).getByRole('list', { name: 'Tags of Bench press' })).getAllByRole('listitem');
    expect(badges.map((badge) => [badge.textContent, badge.className])).toEqual([
      ['Chest', 'tag-badge tag-badge--success'],
      ['Arms', 'tag-badge tag-badge--warning'],
    ]);
    expect(
      within(rowOf(b, 'Squat'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(1, 3),
    ).toEqual(['5 x 5', '180 s']);
    expect(within(c).getByText('No exercises in this session yet.')).toBeInTheDocument();
  });

  it("links each session exercise to the exercise's history", async () => {
    const { user, pathname } = renderView();
    await screen.findByRole('heading', { level: 1, name: 'Push Pull Legs' });
    const history = within(rowOf(sessionCard('B'), 'Squat')).getByRole('link', { name: 'History of Squat' });
    expect(history).toHaveTextContent('History');
    expect(history).toHaveAttribute('href', '/exercises/11/history');
    expect(within(rowOf(sessionCard('A'), 'Bench press')).getByRole('link', { name: 'History of Bench press' })).toHaveAttribute(
      'href',
      '/exercises/10/history',
    );

    await user.click(history);

    expect(await screen.findByTestId('marker')).toHaveTextContent('exercise history');
    expect(pathname()).toBe('/exercises/11/history');
  });

  it('shows a routine by id', async () => {
    renderView('/routines/7', [
      { request: { query: RoutineQuery, variables: { id: 7 } }, result: { data: { routine: pushPullLegs({ isActive: false }) } } },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Push Pull Legs' })).toBeInTheDocument();
    expect(screen.getByText('Not my active routine')).toBeInTheDocument();
  });

  it("offers 'Create a new one' and 'Show my routines list' without an active routine", async () => {
    renderView('/routines', [{ request: { query: ActiveRoutineQuery }, result: { data: { activeRoutine: null } } }]);
    expect(await screen.findByText("You don't have an active routine.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a new one' })).toHaveAttribute('href', '/routines/new');
    expect(screen.getByRole('link', { name: 'Show my routines list' })).toHaveAttribute('href', '/routines/list');
  });

  it('offers the same for an unknown routine', async () => {
    renderView('/routines/99', [
      {
        request: { query: RoutineQuery, variables: { id: 99 } },
        result: { errors: [{ message: 'Routine with id 99 was not found.', extensions: { code: 'NOT_FOUND' } }] },
      },
    ]);
    expect(await screen.findByText("This routine doesn't exist or was deleted.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a new one' })).toHaveAttribute('href', '/routines/new');
    expect(screen.getByRole('link', { name: 'Show my routines list' })).toHaveAttribute('href', '/routines/list');
  });

  it('treats a non-numeric id as unknown without asking the server', async () => {
    renderView('/routines/abc', []);
    expect(await screen.findByText("This routine doesn't exist or was deleted.")).toBeInTheDocument();
  });
});

describe('the edit-session dialog', () => {
  it("requires a description, then renames the session with a 'Success' toast", async () => {
    const { user } = renderView('/routines', [
      activeMock,
      {
        request: { query: UpdateSessionMutation, variables: { id: 72, description: 'Legs day' } },
        result: { data: { updateSession: { __typename: 'Session' as const, id: 72, description: 'Legs day' } } },
      },
    ]);
    const opener = await screen.findByRole('button', { name: 'Edit session B' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Edit session' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const description = within(dialog).getByLabelText('Description');
    expect(description).toHaveValue('B');
    expect(description).toHaveFocus();

    await user.clear(description);
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    expect(await within(dialog).findByText('Required field.')).toBeInTheDocument();

    await user.type(description, 'Legs day');
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));

    expect(await screen.findByText('Legs day was successfully edited.')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Legs day' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit session Legs day' })).toHaveFocus();
  });

  it("toasts 'Edition failed' per message and stays open", async () => {
    const { user } = renderView('/routines', [
      activeMock,
      {
        request: { query: UpdateSessionMutation, variables: { id: 71, description: 'AA' } },
        result: {
          errors: [
            {
              message: 'Invalid input.',
              extensions: { code: 'BAD_USER_INPUT', fields: { description: ['Maximum 100 characters.'] } },
            },
          ],
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit session A' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit session' });
    await user.type(within(dialog).getByLabelText('Description'), 'A');
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));

    expect(await screen.findByText('Edition failed')).toBeInTheDocument();
    expect(screen.getByText('Maximum 100 characters.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit session' })).toBeInTheDocument();
  });
});

describe('the session-exercise dialog', () => {
  it('opens on the exercise select, validates, closes on Escape and gives the focus back', async () => {
    const { user } = renderView();
    const opener = await screen.findByRole('button', { name: 'Add exercise to C' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Add exercise' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Session C');
    const select = within(dialog).getByLabelText('Exercise');
    expect(select).toHaveFocus();
    expect(await within(select).findByRole('option', { name: 'Squat' })).toBeInTheDocument();
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select an exercise', 'Bench press', 'Squat', 'Biceps curl']);

    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findAllByText('Required field.')).toHaveLength(4);
    for (const label of ['Exercise', 'Sets', 'Repetitions', 'Rest (seconds)']) {
      expect(within(dialog).getByLabelText(label)).toHaveAccessibleDescription('Required field.');
    }

    // whole numbers only: a typed separator stays and is refused by validation (never 4,5 → 45), a letter is not typed
    const sets = within(dialog).getByLabelText('Sets');
    await user.type(sets, '4,5x');
    expect(sets).toHaveValue('4,5');
    expect(sets).toHaveAccessibleDescription(expect.stringContaining('Must be a whole number.'));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps the focus inside: Tab from the last control goes to the first, Shift+Tab back', async () => {
    const { user } = renderView();
    await user.click(await screen.findByRole('button', { name: 'Add exercise to C' }));
    const dialog = screen.getByRole('dialog', { name: 'Add exercise' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });

    cancel.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(cancel).toHaveFocus();

    // a full round stays inside the dialog
    for (let step = 0; step < 8; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes on a click on the backdrop or on Cancel', async () => {
    const { user } = renderView();
    await user.click(await screen.findByRole('button', { name: 'Add exercise to C' }));
    await user.click(screen.getByRole('dialog', { name: 'Add exercise' }).parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add exercise to C' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('adds an exercise to the session: toast, and the row appears without asking for the routine again', async () => {
    const activeResult = vi.fn(() => ({ data: { activeRoutine: ppl } }));
    const input = { exerciseId: 11, sets: 3, repetitions: 10, restSeconds: 60 };
    const { user } = renderView('/routines', [
      { request: { query: ActiveRoutineQuery }, result: activeResult },
      {
        request: { query: AddSessionExerciseMutation, variables: { sessionId: 73, input } },
        result: { data: { addSessionExercise: sessionExercise(703, 73, squat, 3, 10, 60) } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Add exercise to C' }));
    const dialog = screen.getByRole('dialog', { name: 'Add exercise' });
    await within(dialog).findByRole('option', { name: 'Squat' });
    await user.selectOptions(within(dialog).getByLabelText('Exercise'), 'Squat');
    await user.type(within(dialog).getByLabelText('Sets'), '3');
    await user.type(within(dialog).getByLabelText('Repetitions'), '10');
    await user.type(within(dialog).getByLabelText('Rest (seconds)'), '60');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Squat was successfully added.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const c = sessionCard('C');
    expect(
      within(rowOf(c, 'Squat'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(1, 3),
    ).toEqual(['3 x 10', '60 s']);
    expect(within(c).queryByText('No exercises in this session yet.')).not.toBeInTheDocument();
    expect(activeResult).toHaveBeenCalledTimes(1);
  });

  it("toasts 'Adition failed' per message and stays open", async () => {
    const input = { exerciseId: 10, sets: 3, repetitions: 10, restSeconds: 60 };
    const { user } = renderView('/routines', [
      activeMock,
      {
        request: { query: AddSessionExerciseMutation, variables: { sessionId: 73, input } },
        result: { errors: [{ message: 'Exercise with id 10 was not found.', extensions: { code: 'NOT_FOUND' } }] },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Add exercise to C' }));
    const dialog = screen.getByRole('dialog', { name: 'Add exercise' });
    await within(dialog).findByRole('option', { name: 'Bench press' });
    await user.selectOptions(within(dialog).getByLabelText('Exercise'), 'Bench press');
    await user.type(within(dialog).getByLabelText('Sets'), '3');
    await user.type(within(dialog).getByLabelText('Repetitions'), '10');
    await user.type(within(dialog).getByLabelText('Rest (seconds)'), '60');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Adition failed')).toBeInTheDocument();
    expect(screen.getByText('Exercise with id 10 was not found.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add exercise' })).toBeInTheDocument();
  });

  it('edits a session exercise, prefilled, and the row follows', async () => {
    const input = { exerciseId: 10, sets: 5, repetitions: 12, restSeconds: 90 };
    const { user } = renderView('/routines', [
      activeMock,
      {
        request: { query: UpdateSessionExerciseMutation, variables: { id: 701, input } },
        result: { data: { updateSessionExercise: sessionExercise(701, 71, benchPress, 5, 12, 90) } },
      },
    ]);
    const a = await screen.findByRole('region', { name: 'A' });
    await user.click(within(a).getByRole('button', { name: 'Edit Bench press' }));

    const dialog = screen.getByRole('dialog', { name: 'Edit exercise' });
    expect(within(dialog).getByLabelText('Exercise')).toHaveValue('10');
    expect(within(dialog).getByLabelText('Repetitions')).toHaveValue('12');
    expect(within(dialog).getByLabelText('Rest (seconds)')).toHaveValue('90');
    const sets = within(dialog).getByLabelText('Sets');
    expect(sets).toHaveValue('4');
    await user.clear(sets);
    await user.type(sets, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));

    expect(await screen.findByText('Bench press was successfully edited.')).toBeInTheDocument();
    expect(within(rowOf(sessionCard('A'), 'Bench press')).getAllByRole('cell')[1]).toHaveTextContent('5 x 12');
  });

  it("toasts 'Edition failed' when an edit fails", async () => {
    const input = { exerciseId: 10, sets: 4, repetitions: 12, restSeconds: 90 };
    const { user } = renderView('/routines', [
      activeMock,
      {
        request: { query: UpdateSessionExerciseMutation, variables: { id: 701, input } },
        result: { errors: [{ message: 'Session exercise with id 701 was not found.', extensions: { code: 'NOT_FOUND' } }] },
      },
    ]);
    const a = await screen.findByRole('region', { name: 'A' });
    await user.click(within(a).getByRole('button', { name: 'Edit Bench press' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Edit exercise' })).getByRole('button', { name: 'Edit' }));

    expect(await screen.findByText('Edition failed')).toBeInTheDocument();
    expect(screen.getByText('Session exercise with id 701 was not found.')).toBeInTheDocument();
  });
});

describe('deleting a session exercise', () => {
  it("removes the row with a 'Success' toast; the focus goes from its Delete button to the session's card", async () => {
    const { user } = renderView('/routines', [
      activeMock,
      {
        request: { query: DeleteSessionExerciseMutation, variables: { id: 702 } },
        result: {
          data: {
            deleteSessionExercise: {
              __typename: 'SessionExercise' as const,
              id: 702,
              sessionId: 72,
              exercise: { __typename: 'Exercise' as const, id: 11, name: 'Squat' },
            },
          },
        },
      },
    ]);
    const b = await screen.findByRole('region', { name: 'B' });
    await deleteAfterConfirming(user, 'Squat', b);

    expect(await screen.findByText('Squat was successfully deleted.')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    await waitFor(() => expect(within(sessionCard('B')).getByText('No exercises in this session yet.')).toBeInTheDocument());
    await waitFor(() => expect(sessionCard('B')).toHaveFocus());
  });

  it("toasts 'Deletion failed' and keeps the row", async () => {
    const { user } = renderView('/routines', [
      activeMock,
      {
        request: { query: DeleteSessionExerciseMutation, variables: { id: 702 } },
        result: { errors: [{ message: 'Session exercise with id 702 was not found.', extensions: { code: 'NOT_FOUND' } }] },
      },
    ]);
    const b = await screen.findByRole('region', { name: 'B' });
    await deleteAfterConfirming(user, 'Squat', b);

    expect(await screen.findByText('Deletion failed')).toBeInTheDocument();
    expect(within(sessionCard('B')).getByRole('rowheader', { name: 'Squat' })).toBeInTheDocument();
  });
});
