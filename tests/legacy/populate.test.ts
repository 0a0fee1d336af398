/** POST /users/populate registers like POST /users and adds the demo data atomically. */
import { call, newAccount, requestToken, startLegacyServer, type TestServer } from './helpers';
import { expectLegacyDailyMeal, expectLegacyUserMealInfo, macros } from './meals-helpers';

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
      'Arroz',
      'Banana',
      'Farelo de Aveia',
      'Feijão',
      'Frango',
      'Iogurte de Morango',
      'Leite',
      'Mel',
      'Ovo',
      'Whey',
    ]);
    expect(foods.json[1]).toMatchObject({ name: 'Banana', serving: '100.0', unit: 'g', carbohydrates: '23.9', calories: '92.0' });
    const recipes = await call(server, 'GET', '/recipes/all', { token });
    expect(recipes.json).toHaveLength(1);
    expect(recipes.json[0]).toMatchObject({ name: 'Vitamina de Banana', serving: '1.0', unit: 'un.' });
    expect(recipes.json[0].ingredients).toHaveLength(4);

    const active = await call(server, 'GET', '/trainings/active', { token });
    expect(active.json).toMatchObject({
      name: 'Treino ABC',
      weekFrequency: 3,
      isActiveRoutine: true,
      user: { name: account.name, email: account.email },
    });
    expect(
      active.json.trainingSessions.map((s: { description: string; isCurrentSession: boolean }) => [s.description, s.isCurrentSession]),
    ).toEqual([
      ['A - Peitoral', true],
      ['B - Dorsais', false],
      ['C - Perna', false],
    ]);
    const tags = await call(server, 'GET', '/tags/all', { token });
    expect(tags.json.map((t: { name: string }) => t.name)).toEqual(['Peitoral', 'Dorsal', 'Coxa']);
  });

  it('renames the meals Café da manhã / Almoço / Janta and sets the goals 3000/400/160/80 (GET /meals/meals-info)', async () => {
    const account = newAccount();
    expect((await call(server, 'POST', '/users/populate', { body: account })).status).toBe(200);
    const token = (await requestToken(server, account.email, account.password)).json.access_token;
    const response = await call(server, 'GET', '/meals/meals-info', { token });
    expect(response.status).toBe(200);
    const info = response.json;
    expectLegacyUserMealInfo(info, account);
    expect(info.mealsPerDay).toBe('3');
    expect(info.mealsName.map((name: any) => [name.orderNumber, name.name])).toEqual([
      [1, 'Café da manhã'],
      [2, 'Almoço'],
      [3, 'Janta'],
    ]);
    expect(info.macrosGoal).toEqual({ id: info.id, ...macros('3000.0', '400.0', '160.0', '80.0') });
  });

  it("adds today's demo day (the server's date): 3 named meals, the 7 demo entries and their total (GET /meals)", async () => {
    const account = newAccount();
    // The legacy test server runs with TIME_ZONE=UTC; a call across midnight may land on either date.
    const before = new Date().toISOString().slice(0, 10);
    expect((await call(server, 'POST', '/users/populate', { body: account })).status).toBe(200);
    const after = new Date().toISOString().slice(0, 10);
    const token = (await requestToken(server, account.email, account.password)).json.access_token;
    const started = [];
    for (const date of new Set([before, after])) {
      const [year, month, day] = date.split('-').map(Number);
      const response = await call(server, 'GET', `/meals?day=${day}&month=${month}&year=${year}`, { token });
      expect(response.status).toBe(200);
      if (response.json.user) started.push({ date, day: response.json });
    }
    expect(started).toHaveLength(1);
    const [{ date, day }] = started;
    expectLegacyDailyMeal(day, account);
    expect(day.date).toBe(date);
    // demo-data.json exactSumOfEntryMacros (carbs 358.59999999999997, stored to 3 decimals).
    expect(day.macrosCount).toEqual({ id: day.id, ...macros('2048.5', '358.6', '127.2', '30.55') });
    const entries = day.meals.map((meal: any) => [
      meal.orderNumber,
      meal.mealName,
      meal.mealEntries.map((entry: any) => [entry.food?.name ?? entry.recipe.name, entry.quantity, entry.macrosCount.caloriesCount]),
    ]);
    expect(entries).toEqual([
      [
        1,
        'Café da manhã',
        [
          ['Banana', '250.0', '230.0'],
          ['Farelo de Aveia', '100.0', '250.0'],
          ['Iogurte de Morango', '200.0', '160.0'],
        ],
      ],
      [
        2,
        'Almoço',
        [
          ['Arroz', '300.0', '384.0'],
          ['Feijão', '100.0', '339.0'],
          ['Frango', '150.0', '298.5'],
        ],
      ],
      [3, 'Janta', [['Vitamina de Banana', '1.0', '387.0']]],
    ]);
    const dinner = day.meals[2].mealEntries[0];
    expect(dinner.food).toBeNull();
    expect(dinner.recipe.ingredients.map((i: any) => [i.food.name, i.quantity])).toEqual([
      ['Banana', '100.0'],
      ['Leite', '200.0'],
      ['Whey', '30.0'],
      ['Mel', '20.0'],
    ]);
    expect(dinner.macrosCount).toEqual({ id: dinner.id, ...macros('387.0', '53.9', '30.7', '6.3') });
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

  it("never loses another request's saved write when a populate fails and rolls back", async () => {
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
    expect(
      responses
        .slice(0, 2)
        .map((r) => r.status)
        .sort(),
    ).toEqual([200, 400]);
    expect(responses.slice(2).map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await call(server, 'GET', '/foods/all', { token })).json).toHaveLength(5);
  });
});
