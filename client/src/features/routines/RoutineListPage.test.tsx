import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RoutineRowFragment } from '../../gql/graphql';
import { renderRoutes, withToasts } from '../../test/render';
import { DeleteRoutineMutation, RoutinesPageQuery } from './routineDocuments';
import { RoutineListPage } from './RoutineListPage';

const routes = withToasts([{ path: '/routines/list', element: <RoutineListPage /> }]);

function row(id: number, name: string, weekFrequency: number, isActive = false): RoutineRowFragment {
  return { __typename: 'Routine', id, name, description: `${name} description`, goal: 'Strength', weekFrequency, isActive };
}

const ppl = row(7, 'Push Pull Legs', 3, true);
const upperLower = row(8, 'Upper Lower', 4);
const cardio = row(9, 'Cardio', 2);

/** Eleven routines: page 0 holds the first nine, page 1 the last two. */
const ELEVEN = Array.from({ length: 11 }, (_, index) => row(100 + index, `Routine ${index + 1}`, 3));

function pageMock(rows: RoutineRowFragment[], totalElements = rows.length, { page = 0, search }: { page?: number; search?: string } = {}) {
  return {
    request: { query: RoutinesPageQuery, variables: { page, size: 9, ...(search ? { search } : {}) } },
    result: { data: { routines: { __typename: 'RoutinePage' as const, content: rows, totalElements } } },
  };
}

function rowOf(name: string) {
  const header = screen.getByRole('rowheader', { name: new RegExp(`^${name}`) });
  const tr = header.closest('tr');
  if (!tr) throw new Error(`No row for ${name}`);
  return tr;
}

describe('RoutineListPage', () => {
  it('lists name, description and times per week, with view, edit and delete', async () => {
    renderRoutes({ routes, path: '/routines/list', mocks: [pageMock([ppl, upperLower])] });

    expect(await screen.findByRole('rowheader', { name: 'Upper Lower' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Routines' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New' })).toHaveAttribute('href', '/routines/new');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Name',
      'Description',
      'Times per week',
      'Actions',
    ]);
    expect(
      within(rowOf('Upper Lower'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 2),
    ).toEqual(['Upper Lower description', '4']);
    // the active routine is marked
    expect(rowOf('Push Pull Legs')).toHaveTextContent('Active');
    expect(rowOf('Upper Lower')).not.toHaveTextContent('Active');
    expect(screen.getByRole('link', { name: 'View Upper Lower' })).toHaveAttribute('href', '/routines/8');
    expect(screen.getByRole('link', { name: 'Edit Upper Lower' })).toHaveAttribute('href', '/routines/8/edit');
    expect(screen.getByRole('button', { name: 'Delete Upper Lower' })).toBeEnabled();
  });

  it("deletes with a 'Deletion succeed' toast and reloads the page", async () => {
    const { user } = renderRoutes({
      routes,
      path: '/routines/list',
      mocks: [
        pageMock([ppl, upperLower]),
        {
          request: { query: DeleteRoutineMutation, variables: { id: 8 } },
          result: { data: { deleteRoutine: { __typename: 'Routine' as const, id: 8, name: 'Upper Lower' } } },
        },
        pageMock([ppl, cardio]),
      ],
    });

    await user.click(await screen.findByRole('button', { name: 'Delete Upper Lower' }));
    // Nothing is deleted before the confirmation.
    const dialog = screen.getByRole('dialog', { name: 'Delete Upper Lower?' });
    expect(screen.getByRole('rowheader', { name: 'Upper Lower' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Deletion succeed')).toBeInTheDocument();
    expect(screen.getByText('Upper Lower was successfully deleted.')).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'Cardio' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Upper Lower' })).not.toBeInTheDocument());
    // The confirmation gave the focus back to the row's Delete button, which went with its row: the focus stays in
    // the table.
    expect(screen.getByRole('region', { name: 'Routines' })).toHaveFocus();
  });

  it("shows one 'Deletion failed' toast per message", async () => {
    const { user } = renderRoutes({
      routes,
      path: '/routines/list',
      mocks: [
        pageMock([upperLower]),
        {
          request: { query: DeleteRoutineMutation, variables: { id: 8 } },
          result: { errors: [{ message: 'First problem.' }, { message: 'Second problem.' }] },
        },
      ],
    });

    await user.click(await screen.findByRole('button', { name: 'Delete Upper Lower' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findAllByText('Deletion failed')).toHaveLength(2);
    expect(screen.getByText('First problem.')).toBeInTheDocument();
    expect(screen.getByText('Second problem.')).toBeInTheDocument();
  });

  it('invites to create the first routine', async () => {
    renderRoutes({ routes, path: '/routines/list', mocks: [pageMock([])] });
    expect(await screen.findByRole('link', { name: 'Create your first routine' })).toHaveAttribute('href', '/routines/new');
  });

  it('pages through 9 routines at a time: Page 2 queries page 1 and shows its rows', async () => {
    const { user } = renderRoutes({
      routes,
      path: '/routines/list',
      mocks: [pageMock(ELEVEN.slice(0, 9), 11), pageMock(ELEVEN.slice(9), 11, { page: 1 })],
    });

    expect(await screen.findByRole('rowheader', { name: 'Routine 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('rowheader')).toHaveLength(9);
    const paginator = screen.getByRole('navigation', { name: 'Routines pages' });
    expect(within(paginator).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(paginator).getByRole('button', { name: 'Page 2' }));

    expect(await screen.findByRole('rowheader', { name: 'Routine 11' })).toBeInTheDocument();
    expect(screen.getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['Routine 10', 'Routine 11']);
    expect(within(paginator).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('searches on the server with the typed text and shows the matching rows', async () => {
    const searched = vi.fn(() => pageMock([cardio], 1, { search: 'car' }).result);
    const { user } = renderRoutes({
      routes,
      path: '/routines/list',
      mocks: [pageMock([upperLower, cardio]), { request: pageMock([], 0, { search: 'car' }).request, result: searched }],
    });
    await screen.findByRole('rowheader', { name: 'Upper Lower' });

    await user.type(screen.getByRole('searchbox', { name: 'Search routines' }), 'car');

    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Upper Lower' })).not.toBeInTheDocument());
    expect(screen.getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['Cardio']);
    expect(searched).toHaveBeenCalledTimes(1);
  });
});
