import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

function pageMock(rows: RoutineRowFragment[], totalElements = rows.length) {
  return {
    request: { query: RoutinesPageQuery, variables: { page: 0, size: 9 } },
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
    expect(within(rowOf('Upper Lower')).getAllByRole('cell').map((cell) => cell.textContent).slice(0, 2)).toEqual([
      'Upper Lower description',
      '4',
    ]);
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

    expect(await screen.findByText('Deletion succeed')).toBeInTheDocument();
    expect(screen.getByText('Upper Lower was successfully deleted.')).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'Cardio' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Upper Lower' })).not.toBeInTheDocument());
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

    expect(await screen.findAllByText('Deletion failed')).toHaveLength(2);
    expect(screen.getByText('First problem.')).toBeInTheDocument();
    expect(screen.getByText('Second problem.')).toBeInTheDocument();
  });

  it('invites to create the first routine', async () => {
    renderRoutes({ routes, path: '/routines/list', mocks: [pageMock([])] });
    expect(await screen.findByRole('link', { name: 'Create your first routine' })).toHaveAttribute('href', '/routines/new');
  });
});
