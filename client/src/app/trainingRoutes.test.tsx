import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CurrentUserQuery } from '../features/auth/useCurrentUser';
import { ExercisesPageQuery } from '../features/exercises/exerciseDocuments';
import { ActiveRoutineQuery, RoutinesPageQuery } from '../features/routines/routineDocuments';
import { ExerciseTagOptionsQuery } from '../features/exercises/exerciseDocuments';
import { TagsPageQuery } from '../features/tags/tagDocuments';
import { expIn, makeJwt, storeToken } from '../test/jwt';
import { renderRoutes } from '../test/render';
import { emptyHistoryMock, noWorkoutInProgressMock, pushPullLegs } from '../test/training';
import { routes } from './routes';

const meMock = {
  request: { query: CurrentUserQuery },
  result: { data: { me: { __typename: 'User' as const, id: 1, name: 'Ana Souza', email: 'ana@example.com', language: 'EN' as const } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function emptyPage(query: typeof TagsPageQuery | typeof ExercisesPageQuery | typeof RoutinesPageQuery, field: string, typename: string) {
  return {
    request: { query, variables: { page: 0, size: 9 } },
    result: { data: { [field]: { __typename: typename, content: [], totalElements: 0 } } },
  };
}

function renderSignedIn(path: string, mocks: Parameters<typeof renderRoutes>[0]['mocks'] = []) {
  storeToken(makeJwt({ sub: '1', exp: expIn(3600) }));
  return renderRoutes({ routes, path, mocks: [meMock, emptyHistoryMock, noWorkoutInProgressMock, ...(mocks ?? [])] });
}

describe('training routes', () => {
  it('redirects /tags to /tags/list', async () => {
    const { pathname } = renderSignedIn('/tags', [emptyPage(TagsPageQuery, 'tags', 'TagPage')]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tags' })).toBeInTheDocument();
    expect(pathname()).toBe('/tags/list');
  });

  it('redirects /exercises to /exercises/list', async () => {
    const { pathname } = renderSignedIn('/exercises', [emptyPage(ExercisesPageQuery, 'exercises', 'ExercisePage')]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Exercises' })).toBeInTheDocument();
    expect(pathname()).toBe('/exercises/list');
  });

  it('opens the routines list', async () => {
    renderSignedIn('/routines/list', [emptyPage(RoutinesPageQuery, 'routines', 'RoutinePage')]);
    expect(await screen.findByRole('link', { name: 'Create your first routine' })).toHaveAttribute('href', '/routines/new');
  });

  it.each([
    ['/tags/new', 'Registering new tag'],
    ['/exercises/new', 'Registering new exercise'],
    ['/routines/new', 'Registering new routine'],
  ])('opens %s', async (path, title) => {
    renderSignedIn(path, [{ request: { query: ExerciseTagOptionsQuery }, result: { data: { allTags: [] } } }]);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('shows the active routine on /routines', async () => {
    renderSignedIn('/routines', [{ request: { query: ActiveRoutineQuery }, result: { data: { activeRoutine: pushPullLegs() } } }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Push Pull Legs' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Routines' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the training card on the home page', async () => {
    renderSignedIn('/home', [{ request: { query: ActiveRoutineQuery }, result: { data: { activeRoutine: pushPullLegs() } } }]);
    const training = await screen.findByRole('region', { name: 'Training' });
    expect(await within(training).findByText('Push Pull Legs')).toBeInTheDocument();
    expect(within(training).getByRole('button', { name: 'Done!' })).toBeInTheDocument();
  });
});
