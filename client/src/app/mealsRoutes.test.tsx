import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CurrentUserQuery } from '../features/auth/useCurrentUser';
import { localToday } from '../shared/dates';
import { dailyMealMock, mealInfoMock } from '../features/meals/testData';
import { expIn, makeJwt, storeToken } from '../test/jwt';
import { renderRoutes } from '../test/render';
import { routes } from './routes';

const meMock = {
  request: { query: CurrentUserQuery },
  result: { data: { me: { __typename: 'User' as const, id: 1, name: 'Ana Souza', email: 'ana@example.com', language: 'EN' as const } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function renderSignedIn(path: string, mocks: Parameters<typeof renderRoutes>[0]['mocks'] = []) {
  storeToken(makeJwt({ sub: '1', exp: expIn(3600) }));
  return renderRoutes({ routes, path, mocks: [meMock, mealInfoMock(), ...(mocks ?? [])] });
}

describe('meals routes', () => {
  it('/meals shows the daily meals under the layout, the sidebar link current', async () => {
    renderSignedIn('/meals', [dailyMealMock(localToday(), null)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Daily Meals' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Start the day' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Daily Meals' })).toHaveAttribute('aria-current', 'page');
  });

  it("/meals/:id shows the meal names of the user's meal info", async () => {
    renderSignedIn('/meals/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Editing your meals names' })).toBeInTheDocument();
  });
});
