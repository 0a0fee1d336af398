import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RoutineInput, RoutineRowFragment } from '../../gql/graphql';
import { chooseLanguage } from '../../shared/i18n/i18n';
import { Marker, renderRoutes, withToasts } from '../../test/render';
import { benchPress, curl, pushPullLegs, routine, session, sessionExercise, squat } from '../../test/training';
import { CreateRoutineMutation, DeleteRoutineMutation, RoutineQuery, RoutinesPageQuery, UpdateRoutineMutation } from './routineDocuments';
import { RoutineFormPage } from './RoutineFormPage';
import { RoutineListPage } from './RoutineListPage';

const routes = withToasts([
  { path: '/routines/new', element: <RoutineFormPage /> },
  { path: '/routines/:id/edit', element: <RoutineFormPage /> },
  { path: '/routines/list', element: <Marker name="routines list" /> },
]);

type Mocks = NonNullable<Parameters<typeof renderRoutes>[0]['mocks']>;

function renderForm(path: string, mocks: Mocks = []) {
  return renderRoutes({ routes, path, mocks });
}

type User = ReturnType<typeof renderForm>['user'];

const ppl = pushPullLegs();
const routineMock = { request: { query: RoutineQuery, variables: { id: 7 } }, result: { data: { routine: ppl } } };

async function fill(user: User, { name, description, goal, weekFrequency }: Omit<RoutineInput, 'isActive'>) {
  await user.type(await screen.findByLabelText('Name'), name);
  await user.type(screen.getByLabelText('Description'), description);
  await user.type(screen.getByLabelText('Goal'), goal);
  await user.selectOptions(screen.getByLabelText('Times per Week'), String(weekFrequency));
}

describe('RoutineFormPage (new)', () => {
  it("offers 1 to 7 times per week and 'Current routine?' ticked as 'will be my active one'", async () => {
    renderForm('/routines/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Registering new routine' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/routines/list');
    for (const label of ['Name', 'Description', 'Goal']) expect(screen.getByLabelText(label)).toHaveValue('');

    const frequency = screen.getByLabelText('Times per Week');
    expect(frequency).toHaveValue('');
    expect(
      within(frequency)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['', '1', '2', '3', '4', '5', '6', '7']);

    const current = screen.getByRole('group', { name: 'Current routine?' });
    const checkbox = within(current).getByRole('checkbox', { name: 'will be my active one' });
    expect(checkbox).toBeChecked();
    expect(screen.getByRole('button', { name: 'Create' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it("shows 'Required field.' under name, description, goal and times per week", async () => {
    const { user } = renderForm('/routines/new');
    await user.click(await screen.findByRole('button', { name: 'Create' }));

    expect(await screen.findAllByText('Required field.')).toHaveLength(4);
    for (const label of ['Name', 'Description', 'Goal', 'Times per Week']) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription('Required field.');
    }
  });

  it('creates an active routine, toasts and goes to the list', async () => {
    const input: RoutineInput = {
      name: 'Upper Lower',
      description: 'Two splits',
      goal: 'Strength',
      weekFrequency: 2,
      isActive: true,
    };
    const created = routine(8, 'Upper Lower', [session(81, 8, 1, 'A', true), session(82, 8, 2, 'B')], {
      description: 'Two splits',
      goal: 'Strength',
    });
    const result = vi.fn(() => ({ data: { createRoutine: created } }));
    const { user, pathname } = renderForm('/routines/new', [{ request: { query: CreateRoutineMutation, variables: { input } }, result }]);

    await fill(user, input);
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByTestId('marker')).toHaveTextContent('routines list');
    expect(pathname()).toBe('/routines/list');
    expect(result).toHaveBeenCalledWith({ input });
    expect(await screen.findByText('Upper Lower was successfully created.')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
  });

  it('creates an inactive routine when unticked', async () => {
    const input: RoutineInput = { name: 'Cardio', description: 'Runs', goal: 'Endurance', weekFrequency: 1, isActive: false };
    const created = routine(9, 'Cardio', [session(91, 9, 1, 'A', true)], { isActive: false });
    const { user } = renderForm('/routines/new', [
      { request: { query: CreateRoutineMutation, variables: { input } }, result: { data: { createRoutine: created } } },
    ]);

    await fill(user, input);
    await user.click(screen.getByRole('checkbox', { name: 'will be my active one' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByTestId('marker')).toHaveTextContent('routines list');
  });

  it("shows the server's messages in the 'Submition failed:' alert and one 'Adition failed' toast each", async () => {
    const input: RoutineInput = { name: 'Cardio', description: 'Runs', goal: 'Endurance', weekFrequency: 1, isActive: true };
    const { user, pathname } = renderRoutes({
      routes: withToasts(routes),
      path: '/routines/new',
      mocks: [
        {
          request: { query: CreateRoutineMutation, variables: { input } },
          result: {
            errors: [
              {
                message: 'Choose 1 to 7 times per week.',
                extensions: { code: 'BAD_USER_INPUT', fields: { weekFrequency: ['Choose 1 to 7 times per week.'] } },
              },
              { message: 'The database is busy.' },
            ],
          },
        },
      ],
    });

    await fill(user, input);
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Submition failed:')).toBeInTheDocument();
    expect(screen.getByText('Submition failed:').closest('[role="alert"]')).toHaveTextContent('Submition failed:The database is busy.');
    expect(await screen.findAllByText('Adition failed')).toHaveLength(2);
    expect(screen.getAllByText('Choose 1 to 7 times per week.').length).toBeGreaterThanOrEqual(2); // toast + field
    expect(screen.getAllByText('The database is busy.').length).toBe(2); // alert + toast
    expect(screen.getByLabelText('Times per Week')).toHaveAccessibleDescription('Choose 1 to 7 times per week.');
    expect(pathname()).toBe('/routines/new');
  });
});

describe('RoutineFormPage (edit)', () => {
  it("loads the routine, labels the checkbox 'is my active one' and saves", async () => {
    const input: RoutineInput = {
      name: 'Push Pull Legs',
      description: 'Three days a week',
      goal: 'Get stronger',
      weekFrequency: 2,
      isActive: false,
    };
    const { user, pathname } = renderForm('/routines/7/edit', [
      routineMock,
      {
        request: { query: UpdateRoutineMutation, variables: { id: 7, input } },
        result: { data: { updateRoutine: { ...ppl, weekFrequency: 2, isActive: false, sessions: ppl.sessions.slice(0, 2) } } },
      },
    ]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Editing routine Push Pull Legs' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Push Pull Legs');
    expect(screen.getByLabelText('Description')).toHaveValue('Three days a week');
    expect(screen.getByLabelText('Goal')).toHaveValue('Get stronger');
    expect(screen.getByLabelText('Times per Week')).toHaveValue('3');
    const checkbox = screen.getByRole('checkbox', { name: 'is my active one' });
    expect(checkbox).toBeChecked();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Times per Week'), '2');
    await user.click(checkbox);
    await user.click(screen.getByRole('button', { name: 'Edit' }));

    expect(await screen.findByTestId('marker')).toHaveTextContent('routines list');
    expect(pathname()).toBe('/routines/list');
    expect(await screen.findByText('Push Pull Legs was successfully edited.')).toBeInTheDocument();
  });

  it('shows an inactive routine unticked', async () => {
    renderForm('/routines/7/edit', [
      { request: { query: RoutineQuery, variables: { id: 7 } }, result: { data: { routine: pushPullLegs({ isActive: false }) } } },
    ]);
    expect(await screen.findByRole('checkbox', { name: 'is my active one' })).not.toBeChecked();
  });

  it("deletes the routine: 'Deletion succeed' toast, then the list", async () => {
    const { user, pathname } = renderForm('/routines/7/edit', [
      routineMock,
      {
        request: { query: DeleteRoutineMutation, variables: { id: 7 } },
        result: { data: { deleteRoutine: { __typename: 'Routine' as const, id: 7, name: 'Push Pull Legs' } } },
      },
    ]);

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    // It asks first, saying what goes with the routine; Cancel has the focus.
    const dialog = screen.getByRole('dialog', { name: 'Delete Push Pull Legs?' });
    expect(dialog).toHaveTextContent("sessions, their exercises and the routine's training history are deleted with it");
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByTestId('marker')).toHaveTextContent('routines list');
    expect(pathname()).toBe('/routines/list');
    expect(await screen.findByText('Deletion succeed')).toBeInTheDocument();
    expect(screen.getByText('Push Pull Legs was successfully deleted.')).toBeInTheDocument();
  });

  it("stays on the form with a 'Deletion failed' toast when the deletion fails", async () => {
    const { user, pathname } = renderForm('/routines/7/edit', [
      routineMock,
      {
        request: { query: DeleteRoutineMutation, variables: { id: 7 } },
        result: { errors: [{ message: 'Routine with id 7 was not found.', extensions: { code: 'NOT_FOUND' } }] },
      },
    ]);

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Deletion failed')).toBeInTheDocument();
    expect(screen.getByText('Routine with id 7 was not found.')).toBeInTheDocument();
    expect(pathname()).toBe('/routines/7/edit');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
  });

  it('says so when the routine does not exist', async () => {
    renderForm('/routines/99/edit', [
      {
        request: { query: RoutineQuery, variables: { id: 99 } },
        result: { errors: [{ message: 'Routine with id 99 was not found.', extensions: { code: 'NOT_FOUND' } }] },
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Routine not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the routines list' })).toHaveAttribute('href', '/routines/list');
  });
});

describe('RoutineFormPage (edit): a lower frequency that deletes sessions', () => {
  // 'Treino ABC': A (bench press), B (squat, curl), C described 'Legs day' (squat, curl, bench press).
  const abc = routine(5, 'Treino ABC', [
    session(51, 5, 1, 'A', true, [sessionExercise(501, 51, benchPress, 4, 12, 90)]),
    session(52, 5, 2, 'B', false, [sessionExercise(502, 52, squat, 5, 5, 180), sessionExercise(503, 52, curl, 3, 10, 60)]),
    session(53, 5, 3, 'Legs day', false, [
      sessionExercise(504, 53, squat, 5, 5, 180),
      sessionExercise(505, 53, curl, 3, 10, 60),
      sessionExercise(506, 53, benchPress, 3, 8, 90),
    ]),
  ]);
  const abcMock = { request: { query: RoutineQuery, variables: { id: 5 } }, result: { data: { routine: abc } } };
  const input = (weekFrequency: number): RoutineInput => ({
    name: 'Treino ABC',
    description: 'Treino ABC description',
    goal: 'Hypertrophy',
    weekFrequency,
    isActive: true,
  });
  function updateMock(weekFrequency: number) {
    const result = vi.fn(() => ({
      data: { updateRoutine: { ...abc, weekFrequency, sessions: abc.sessions.slice(0, weekFrequency) } },
    }));
    return { mock: { request: { query: UpdateRoutineMutation, variables: { id: 5, input: input(weekFrequency) } }, result }, result };
  }

  it('names the sessions and counts their exercises; Cancel (or Escape) saves nothing and gives the focus back', async () => {
    const update = updateMock(1);
    const { user, pathname } = renderForm('/routines/5/edit', [abcMock, update.mock]);

    const frequency = await screen.findByLabelText('Times per Week');
    await user.selectOptions(frequency, '1');
    const save = screen.getByRole('button', { name: 'Edit' });
    await user.click(save);

    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 sessions?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent(
      'Sessions B and Legs day and their 5 exercises will be deleted: a routine keeps as many sessions as times per week.',
    );
    expect(dialog).toHaveTextContent('The training history and the workouts you logged stay. This cannot be undone.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Delete and save' })).toHaveClass('button--danger');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Back where it was before the save press (the form's buttons keep the focus in the field): the frequency.
    await waitFor(() => expect(frequency).toHaveFocus());
    await waitFor(() => expect(save).not.toHaveAttribute('aria-busy'));
    expect(update.result).not.toHaveBeenCalled();
    expect(pathname()).toBe('/routines/5/edit');
    expect(frequency).toHaveValue('1');

    // Escape cancels too.
    await user.click(save);
    await screen.findByRole('dialog', { name: 'Delete 2 sessions?' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(frequency).toHaveFocus());
    expect(update.result).not.toHaveBeenCalled();
  });

  it('saves once confirmed', async () => {
    const update = updateMock(1);
    const { user, pathname } = renderForm('/routines/5/edit', [abcMock, update.mock]);

    await user.selectOptions(await screen.findByLabelText('Times per Week'), '1');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 sessions?' });
    expect(update.result).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete and save' }));

    expect(await screen.findByTestId('marker')).toHaveTextContent('routines list');
    expect(pathname()).toBe('/routines/list');
    expect(update.result).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Treino ABC was successfully edited.')).toBeInTheDocument();
  });

  it('names one session and its single exercise, in Portuguese too', async () => {
    await chooseLanguage('pt-BR');
    const oneExercise = routine(5, 'Treino ABC', [
      ...abc.sessions.slice(0, 2),
      session(53, 5, 3, 'C', false, [sessionExercise(504, 53, squat, 5, 5, 180)]),
    ]);
    const { user } = renderForm('/routines/5/edit', [
      { request: { query: RoutineQuery, variables: { id: 5 } }, result: { data: { routine: oneExercise } } },
    ]);

    await user.selectOptions(await screen.findByLabelText('Vezes por semana'), '2');
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir uma sessão?' });
    expect(dialog).toHaveTextContent(
      'A sessão C e o exercício dela serão excluídos: uma rotina tem tantas sessões quantas vezes por semana.',
    );
    await user.keyboard('{Escape}');
    await chooseLanguage('en');
  });

  it('asks for a session the user described even without exercises', async () => {
    const described = routine(5, 'Treino ABC', [...abc.sessions.slice(0, 2), session(53, 5, 3, 'Cardio', false, [])]);
    const { user } = renderForm('/routines/5/edit', [
      { request: { query: RoutineQuery, variables: { id: 5 } }, result: { data: { routine: described } } },
    ]);

    await user.selectOptions(await screen.findByLabelText('Times per Week'), '2');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete a session?' });
    expect(dialog).toHaveTextContent('Session Cardio will be deleted:');
  });

  it('saves at once when raising the frequency', async () => {
    const update = updateMock(4);
    update.result.mockImplementation(() => ({
      data: { updateRoutine: { ...abc, weekFrequency: 4, sessions: [...abc.sessions, session(54, 5, 4, 'D')] } },
    }));
    const { user } = renderForm('/routines/5/edit', [abcMock, update.mock]);

    await user.selectOptions(await screen.findByLabelText('Times per Week'), '4');
    await user.click(screen.getByRole('button', { name: 'Edit' }));

    expect(await screen.findByTestId('marker')).toHaveTextContent('routines list');
    expect(update.result).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('saves at once when the sessions removed hold nothing (no exercises, their default letter)', async () => {
    // Push Pull Legs' session C is empty and still described 'C'.
    const input2: RoutineInput = {
      name: 'Push Pull Legs',
      description: 'Three days a week',
      goal: 'Get stronger',
      weekFrequency: 2,
      isActive: true,
    };
    const result = vi.fn(() => ({ data: { updateRoutine: { ...ppl, weekFrequency: 2, sessions: ppl.sessions.slice(0, 2) } } }));
    const { user } = renderForm('/routines/7/edit', [
      routineMock,
      { request: { query: UpdateRoutineMutation, variables: { id: 7, input: input2 } }, result },
    ]);

    await user.selectOptions(await screen.findByLabelText('Times per Week'), '2');
    await user.click(screen.getByRole('button', { name: 'Edit' }));

    expect(await screen.findByTestId('marker')).toHaveTextContent('routines list');
    expect(result).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('RoutineFormPage opened from the list', () => {
  const listRoutes = withToasts([
    { path: '/routines/list', element: <RoutineListPage /> },
    { path: '/routines/:id/edit', element: <RoutineFormPage /> },
  ]);
  const listRow = (id: number, name: string, description: string): RoutineRowFragment => ({
    __typename: 'Routine',
    id,
    name,
    description,
    goal: 'Get stronger',
    weekFrequency: 3,
    isActive: id === 7,
  });
  const listPage = (rows: RoutineRowFragment[]) => ({
    request: { query: RoutinesPageQuery, variables: { page: 1, size: 9, search: 'p' } },
    result: { data: { routines: { __typename: 'RoutinePage' as const, content: rows, totalElements: 11 } } },
  });
  const PAGE_2 = [listRow(6, 'Full body plus', 'Twice a week'), listRow(7, 'Push Pull Legs', 'Three days a week')];
  const ADDRESS = '/routines/list?search=p&page=2';

  it('returns to the page and search it was opened from after a save, the row showing its new values', async () => {
    const input: RoutineInput = {
      name: 'Push Pull Legs',
      description: 'Three days a week, or four',
      goal: 'Get stronger',
      weekFrequency: 3,
      isActive: true,
    };
    const { user, router } = renderRoutes({
      routes: listRoutes,
      path: ADDRESS,
      mocks: [
        listPage(PAGE_2),
        routineMock,
        {
          request: { query: UpdateRoutineMutation, variables: { id: 7, input } },
          result: { data: { updateRoutine: { ...ppl, description: 'Three days a week, or four' } } },
        },
      ],
    });
    await user.click(await screen.findByRole('link', { name: 'Edit Push Pull Legs' }));
    await user.type(await screen.findByLabelText('Description'), ', or four');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', ADDRESS);
    await user.click(screen.getByRole('button', { name: 'Edit' }));

    expect(await screen.findByText('Push Pull Legs was successfully edited.')).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(ADDRESS);
    expect(await screen.findByRole('rowheader', { name: /^Full body plus/ })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search routines' })).toHaveValue('p');
    expect(screen.getByRole('rowheader', { name: /^Push Pull Legs/ }).closest('tr')).toHaveTextContent('Three days a week, or four');
  });

  it('returns to the page and search it was opened from after deleting the routine from its form', async () => {
    const { user, router } = renderRoutes({
      routes: listRoutes,
      path: ADDRESS,
      mocks: [
        listPage(PAGE_2),
        routineMock,
        {
          request: { query: DeleteRoutineMutation, variables: { id: 7 } },
          result: { data: { deleteRoutine: { __typename: 'Routine' as const, id: 7, name: 'Push Pull Legs' } } },
        },
        listPage(PAGE_2.slice(0, 1)),
      ],
    });
    await user.click(await screen.findByRole('link', { name: 'Edit Push Pull Legs' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete Push Pull Legs?' })).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Push Pull Legs was successfully deleted.')).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(ADDRESS);
    expect(await screen.findByRole('rowheader', { name: /^Full body plus/ })).toBeInTheDocument();
  });
});
