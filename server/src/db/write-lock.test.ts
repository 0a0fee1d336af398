import { LOGIN, newUserInput, REGISTER, startTestServer, type TestServer } from '../../test/test-server';
import { FoodEntity } from '../modules/foods/food.entity';
import { UserEntity } from '../modules/users/user.entity';
import { createWriteLock } from './write-lock';

describe('write lock', () => {
  it('lets one writer in at a time on SQLite, in arrival order, and none waits on MySQL', async () => {
    const order: string[] = [];
    const sqlite = createWriteLock({ type: 'sqlite', path: ':memory:' });
    const first = await sqlite.acquire();
    const second = sqlite.acquire().then((release) => {
      order.push('second');
      release();
    });
    await Promise.resolve();
    order.push('first');
    first();
    await second;
    expect(order).toEqual(['first', 'second']);

    const mysql = createWriteLock({ type: 'mysql', url: 'mysql://x@h/d' });
    const held = await mysql.acquire();
    await mysql.acquire(); // resolves although `held` was not released
    held();
  });
});

describe('concurrent writes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('never loses a saved write when another request fails and rolls back', async () => {
    const writer = newUserInput();
    await server.gql(REGISTER, { input: writer });
    const token = (await server.gql(LOGIN, { email: writer.email, password: writer.password })).data!.login.accessToken;
    const twin = newUserInput();
    const food = (name: string) =>
      server.gql(
        `mutation($input: FoodInput!) { createFood(input: $input) { id } }`,
        {
          input: { name, serving: '100', unit: 'G', carbohydrates: '1', proteins: '1', fats: '1', calories: '1' },
        },
        token,
      );

    // Two registrations of one email (one fails and rolls back a long transaction) race five food saves.
    const results = await Promise.all([
      server.gql(REGISTER, { input: { ...twin, populate: true } }),
      server.gql(REGISTER, { input: { ...twin, populate: true } }),
      ...['a', 'b', 'c', 'd', 'e'].map(food),
    ]);

    const registrations = results.slice(0, 2);
    expect(registrations.filter((r) => !r.errors)).toHaveLength(1);
    expect(registrations.find((r) => r.errors)!.errors![0].extensions!.code).toBe('CONFLICT');
    expect(results.slice(2).every((r) => !r.errors)).toBe(true);
    const owner = await server.services.users.findByEmail(writer.email);
    expect(await server.services.dataSource.getRepository(FoodEntity).countBy({ userId: owner!.id })).toBe(5);
    expect(await server.services.dataSource.getRepository(UserEntity).countBy({ emailKey: twin.email.toLowerCase() })).toBe(1);
  });
});
