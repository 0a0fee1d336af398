/** Contract §2.3: POST /users/populate registers like POST /users and adds the demo data atomically. */
import { call, newAccount, requestToken, startLegacyServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startLegacyServer();
});
afterAll(() => server.close());

describe('POST /users/populate', () => {
  it('registers, answers like /users, and fills the account with the demo data', async () => {
    const account = newAccount();
    const response = await call(server, 'POST', '/users/populate', { body: account });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ name: account.name, email: account.email });

    const token = (await requestToken(server, account.email, account.password)).json.access_token;
    const foods = await call(server, 'GET', '/foods/all', { token });
    expect(foods.json.map((f: { name: string }) => f.name)).toEqual([
      'Arroz', 'Banana', 'Farelo de Aveia', 'Feijão', 'Frango', 'Iogurte de Morango', 'Leite', 'Mel', 'Ovo', 'Whey',
    ]);
    expect(foods.json[1]).toMatchObject({ name: 'Banana', serving: '100.0', unit: 'g', carbohydrates: '23.9', calories: '92.0' });
    const recipes = await call(server, 'GET', '/recipes/all', { token });
    expect(recipes.json).toHaveLength(1);
    expect(recipes.json[0]).toMatchObject({ name: 'Vitamina de Banana', serving: '1.0', unit: 'un.' });
    expect(recipes.json[0].ingredients).toHaveLength(4);

    const active = await call(server, 'GET', '/trainings/active', { token });
    expect(active.json).toMatchObject({ name: 'Treino ABC', weekFrequency: 3, isActiveRoutine: true, user: { name: account.name, email: account.email } });
    expect(active.json.trainingSessions.map((s: { description: string; isCurrentSession: boolean }) => [s.description, s.isCurrentSession])).toEqual([
      ['A - Peitoral', true],
      ['B - Dorsais', false],
      ['C - Perna', false],
    ]);
    const tags = await call(server, 'GET', '/tags/all', { token });
    expect(tags.json.map((t: { name: string }) => t.name)).toEqual(['Peitoral', 'Dorsal', 'Coxa']);
  });

  it('validates exactly like POST /users', async () => {
    const response = await call(server, 'POST', '/users/populate', { body: { ...newAccount(), password: '' } });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ errors: ["User password can't be empty."] });
  });

  it('refuses a duplicate email and adds nothing', async () => {
    const account = newAccount();
    await call(server, 'POST', '/users', { body: account });
    const response = await call(server, 'POST', '/users/populate', { body: { ...account, email: account.email.toUpperCase() } });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ errors: [`User with email ${account.email.toUpperCase()} was already registered.`] });
    const token = (await requestToken(server, account.email, account.password)).json.access_token;
    expect((await call(server, 'GET', '/foods/all', { token })).json).toEqual([]);
  });

  it('never loses another request\'s saved write when a populate fails and rolls back', async () => {
    const writer = newAccount();
    await call(server, 'POST', '/users', { body: writer });
    const token = (await requestToken(server, writer.email, writer.password)).json.access_token;
    const twin = newAccount();
    const food = (name: string) =>
      call(server, 'POST', '/foods', {
        token,
        body: { name, serving: '100', unit: 'g', carbohydrates: '1', proteins: '1', fats: '1', calories: '1' },
      });
    const responses = await Promise.all([
      call(server, 'POST', '/users/populate', { body: twin }),
      call(server, 'POST', '/users/populate', { body: twin }),
      ...['a', 'b', 'c', 'd', 'e'].map(food),
    ]);
    expect(responses.slice(0, 2).map((r) => r.status).sort()).toEqual([200, 400]);
    expect(responses.slice(2).map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await call(server, 'GET', '/foods/all', { token })).json).toHaveLength(5);
  });
});
