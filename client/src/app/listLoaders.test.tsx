import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession } from '../features/auth/session';
import { CurrentUserQuery } from '../features/auth/useCurrentUser';
import { FoodsPageQuery } from '../features/foods/foodDocuments';
import { expIn, makeJwt, storeToken } from '../test/jwt';
import { renderRoutes } from '../test/render';
import { routes } from './routes';

const meMock = {
  request: { query: CurrentUserQuery },
  result: { data: { me: { __typename: 'User' as const, id: 1, name: 'Ana Souza', email: 'ana@example.com', language: 'EN' as const } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const arroz = (id: number) => ({
  __typename: 'Food' as const,
  id,
  name: `Arroz ${id}`,
  serving: '100',
  unit: 'G' as const,
  carbohydrates: '28',
  proteins: '2.5',
  fats: '0.2',
  calories: '130',
});

/** The foods page `variables`, answered with `content`, counting the server's answers. */
function foodsServer(variables: Record<string, unknown>, content: ReturnType<typeof arroz>[], totalElements: number) {
  const server = { requests: 0 };
  const mock = {
    request: { query: FoodsPageQuery, variables },
    result: () => {
      server.requests += 1;
      return { data: { foods: { __typename: 'FoodPage' as const, content, totalElements } } };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  return { server, mock };
}

afterEach(() => clearSession());

describe('a list route preloads the page its address names', () => {
  it('asks for the searched page of /foods/list?search=arroz&page=2 once, and never for the first unsearched page', async () => {
    storeToken(makeJwt({ sub: '1', exp: expIn(3600) }));
    const addressed = foodsServer({ page: 1, size: 9, search: 'arroz' }, [arroz(10), arroz(11)], 11);
    const first = foodsServer({ page: 0, size: 9 }, [arroz(1)], 30);
    renderRoutes({ routes, path: '/foods/list?search=arroz&page=2', mocks: [meMock, addressed.mock, first.mock] });

    expect(await screen.findByRole('rowheader', { name: 'Arroz 11' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('arroz');
    await waitFor(() => expect(addressed.server.requests).toBe(1));
    expect(first.server.requests).toBe(0);
  });
});
