import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ExerciseFieldsFragment } from '../../gql/graphql';
import { deleteAfterConfirming } from '../../test/deletion';
import { Marker, recordMutations, renderRoutes, withToasts } from '../../test/render';
import { exercise, tag } from '../../test/training';
import {
  CreateExerciseMutation,
  DeleteExerciseMutation,
  ExerciseQuery,
  ExercisesPageQuery,
  ExerciseTagOptionsQuery,
  UpdateExerciseMutation,
} from './exerciseDocuments';
import { ExerciseFormPage } from './ExerciseFormPage';
import { ExerciseListPage } from './ExerciseListPage';

type Mocks = NonNullable<Parameters<typeof renderRoutes>[0]['mocks']>;

const chest = tag(1, 'Chest');
const legs = tag(2, 'Legs');
const arms = tag(3, 'Arms');
const glutes = tag(6, 'Glutes');
const benchPress = exercise(10, 'Bench press', [chest, arms]);
const squat = exercise(11, 'Squat', [legs, glutes]);

/** Eleven exercises: page 0 holds the first nine, page 1 the last two. */
const ELEVEN = Array.from({ length: 11 }, (_, index) => exercise(100 + index, `Exercise ${index + 1}`, [chest]));

function pageMock(
  rows: ExerciseFieldsFragment[],
  totalElements = rows.length,
  { page = 0, search }: { page?: number; search?: string } = {},
) {
  return {
    request: { query: ExercisesPageQuery, variables: { page, size: 9, ...(search ? { search } : {}) } },
    result: { data: { exercises: { __typename: 'ExercisePage' as const, content: rows, totalElements } } },
  };
}

describe('ExerciseListPage', () => {
  const routes = withToasts([{ path: '/exercises/list', element: <ExerciseListPage /> }]);

  it('shows each exercise with its tags as coloured badges', async () => {
    renderRoutes({ routes, path: '/exercises/list', mocks: [pageMock([benchPress, squat])] });

    expect(await screen.findByRole('rowheader', { name: 'Squat' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Exercises' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New' })).toHaveAttribute('href', '/exercises/new');
    const squatTags = within(screen.getByRole('list', { name: 'Tags of Squat' })).getAllByRole('listitem');
    expect(squatTags.map((badge) => [badge.textContent, badge.className])).toEqual([
      ['Legs', 'tag-badge tag-badge--danger'],
      ['Glutes', 'tag-badge tag-badge--info'],
    ]);
    const benchTags = within(screen.getByRole('list', { name: 'Tags of Bench press' })).getAllByRole('listitem');
    expect(benchTags.map((badge) => badge.className)).toEqual(['tag-badge tag-badge--success', 'tag-badge tag-badge--warning']);
    expect(screen.getByRole('link', { name: 'Edit Squat' })).toHaveAttribute('href', '/exercises/11/edit');
  });

  it("links each exercise to its history with a 'History' button named after it", async () => {
    const { user, pathname } = renderRoutes({
      routes: withToasts([
        { path: '/exercises/list', element: <ExerciseListPage /> },
        { path: '/exercises/:id/history', element: <Marker name="exercise history" /> },
      ]),
      path: '/exercises/list',
      mocks: [pageMock([benchPress, squat])],
    });
    const squatRow = (await screen.findByRole('rowheader', { name: 'Squat' })).closest('tr') as HTMLElement;
    const history = within(squatRow).getByRole('link', { name: 'History of Squat' });
    expect(history).toHaveTextContent('History');
    expect(history).toHaveAttribute('href', '/exercises/11/history');
    expect(screen.getByRole('link', { name: 'History of Bench press' })).toHaveAttribute('href', '/exercises/10/history');

    await user.click(history);

    expect(await screen.findByTestId('marker')).toHaveTextContent('exercise history');
    expect(pathname()).toBe('/exercises/11/history');
  });

  it("asks first (Cancel sends nothing), then deletes with a 'Success' toast", async () => {
    const mutations = recordMutations();
    const { user } = renderRoutes({
      link: mutations.link,
      routes,
      path: '/exercises/list',
      mocks: [
        pageMock([benchPress, squat]),
        {
          request: { query: DeleteExerciseMutation, variables: { id: 10 } },
          result: { data: { deleteExercise: { __typename: 'Exercise' as const, id: 10, name: 'Bench press' } } },
        },
        pageMock([squat]),
      ],
    });

    await user.click(await screen.findByRole('button', { name: 'Delete Bench press' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Bench press?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mutations.sent).toEqual([]);

    await deleteAfterConfirming(user, 'Bench press');

    expect(await screen.findByText('Bench press was successfully deleted.')).toBeInTheDocument();
    expect(mutations.sent).toEqual(['DeleteExercise']);
    expect(screen.getByText('Success')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Bench press' })).not.toBeInTheDocument());
    expect(screen.getByRole('rowheader', { name: 'Squat' })).toBeInTheDocument();
  });

  it("shows 'Deletion failed' when a routine uses the exercise", async () => {
    const message = "You can't delete an exercise if it's part of some training routine.";
    const { user } = renderRoutes({
      routes,
      path: '/exercises/list',
      mocks: [
        pageMock([benchPress]),
        {
          request: { query: DeleteExerciseMutation, variables: { id: 10 } },
          result: { errors: [{ message, extensions: { code: 'CONFLICT' } }] },
        },
      ],
    });

    await deleteAfterConfirming(user, 'Bench press');

    expect(await screen.findByText('Deletion failed')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Bench press' })).toBeInTheDocument();
  });

  it('pages through 9 exercises at a time: Page 2 queries page 1 and shows its rows', async () => {
    const { user } = renderRoutes({
      routes,
      path: '/exercises/list',
      mocks: [pageMock(ELEVEN.slice(0, 9), 11), pageMock(ELEVEN.slice(9), 11, { page: 1 })],
    });

    expect(await screen.findByRole('rowheader', { name: 'Exercise 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('rowheader')).toHaveLength(9);
    const paginator = screen.getByRole('navigation', { name: 'Exercises pages' });
    expect(within(paginator).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(paginator).getByRole('button', { name: 'Page 2' }));

    expect(await screen.findByRole('rowheader', { name: 'Exercise 11' })).toBeInTheDocument();
    expect(screen.getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['Exercise 10', 'Exercise 11']);
    expect(within(paginator).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('searches on the server with the typed text and shows the matching rows', async () => {
    const searched = vi.fn(() => pageMock([squat], 1, { search: 'squ' }).result);
    const { user } = renderRoutes({
      routes,
      path: '/exercises/list',
      mocks: [pageMock([benchPress, squat]), { request: pageMock([], 0, { search: 'squ' }).request, result: searched }],
    });
    await screen.findByRole('rowheader', { name: 'Bench press' });

    await user.type(screen.getByRole('searchbox', { name: 'Search exercises' }), 'squ');

    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Bench press' })).not.toBeInTheDocument());
    expect(screen.getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['Squat']);
    expect(searched).toHaveBeenCalledTimes(1);
  });
});

describe('ExerciseFormPage', () => {
  const routes = withToasts([
    { path: '/exercises/new', element: <ExerciseFormPage /> },
    { path: '/exercises/:id/edit', element: <ExerciseFormPage /> },
    { path: '/exercises/list', element: <Marker name="exercises list" /> },
  ]);
  const tagOptions = {
    request: { query: ExerciseTagOptionsQuery },
    result: { data: { allTags: [chest, legs, arms, glutes] } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };

  function renderForm(path: string, mocks: Mocks = []) {
    return renderRoutes({ routes, path, mocks: [tagOptions, ...mocks] });
  }

  it('requires a name and at least one tag', async () => {
    const { user } = renderForm('/exercises/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Registering new exercise' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findAllByText('Required field.')).toHaveLength(2);
    expect(screen.queryByText(/Select at least one/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Required field.');
    const tags = screen.getByLabelText('Tags');
    expect(tags).toHaveAttribute('aria-invalid', 'true');
    expect(tags).toHaveAttribute('aria-describedby', expect.stringContaining('tagIds-error'));
    expect(tags).toHaveAccessibleDescription(/^Required field\./);
  });

  it('creates an exercise with the tags picked from all tags', async () => {
    const created = exercise(12, 'Hip thrust', [legs, glutes]);
    const result = vi.fn(() => ({ data: { createExercise: created } }));
    const { user, pathname } = renderForm('/exercises/new', [
      {
        request: { query: CreateExerciseMutation, variables: { input: { name: 'Hip thrust', tagIds: [6, 2] } } },
        result,
      },
    ]);

    await user.type(await screen.findByLabelText('Name'), 'Hip thrust');
    await user.click(screen.getByLabelText('Tags'));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Chest', 'Legs', 'Arms', 'Glutes']);
    await user.click(screen.getByRole('option', { name: 'Glutes' }));
    await user.click(screen.getByRole('option', { name: 'Legs' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByTestId('marker')).toHaveTextContent('exercises list');
    expect(pathname()).toBe('/exercises/list');
    expect(result).toHaveBeenCalled();
    expect(await screen.findByText('Hip thrust was successfully created.')).toBeInTheDocument();
  });

  it('edits an exercise, keeping its tags selected', async () => {
    const { user } = renderForm('/exercises/11/edit', [
      { request: { query: ExerciseQuery, variables: { id: 11 } }, result: { data: { exercise: squat } } },
      {
        request: {
          query: UpdateExerciseMutation,
          variables: { id: 11, input: { name: 'Back squat', tagIds: [2, 6] } },
        },
        result: { data: { updateExercise: exercise(11, 'Back squat', [legs, glutes]) } },
      },
    ]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Editing exercise Squat' })).toBeInTheDocument();
    expect(screen.getByText('Legs')).toBeInTheDocument();
    expect(screen.getByText('Glutes')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Back squat');
    await user.click(screen.getByRole('button', { name: 'Edit' }));

    expect(await screen.findByTestId('marker')).toHaveTextContent('exercises list');
    expect(await screen.findByText('Back squat was successfully edited.')).toBeInTheDocument();
  });

  it('shows server field messages under the tags', async () => {
    const { user } = renderForm('/exercises/new', [
      {
        request: { query: CreateExerciseMutation, variables: { input: { name: 'Row', tagIds: [1] } } },
        result: {
          errors: [
            {
              message: 'Exercise with id 1 was not found.',
              extensions: { code: 'BAD_USER_INPUT', fields: { tagIds: ['Tag with id 1 was not found.'] } },
            },
          ],
        },
      },
    ]);

    await user.type(await screen.findByLabelText('Name'), 'Row');
    await user.click(screen.getByLabelText('Tags'));
    await user.click(await screen.findByRole('option', { name: 'Chest' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Tag with id 1 was not found.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Check the fields marked below.');
  });
});
