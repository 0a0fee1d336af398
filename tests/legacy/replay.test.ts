/**
 * Replay of one full session of the unchanged Angular client: every request is
 * built the way the old client builds it — the headers Angular's HttpClient adds, the placeholder fields
 * its forms send, numbers as mask strings (comma decimals included), the Basic client credentials and the
 * form-encoded token request, and the `month` bug of `/meals/meals-info/{id}/date` — and every answer is
 * checked for status, CORS, content type, JSON types and values as docs/legacy-rest.md describes them.
 */
import { CLIENT_BASIC, LEGACY_NUMBER, startLegacyServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startLegacyServer();
}, 30_000);
afterAll(() => server.close());

/** The client runs on the Angular dev server (another origin) and talks to the adapter cross-origin. */
const ORIGIN = 'http://localhost:4200';

interface Reply {
  status: number;
  headers: Headers;
  text: string;
  json: any;
}

/**
 * The legacy client's HTTP layer: HttpClient's Accept header, the browser's Origin, `Authorization:
 * Bearer` on every call except the token request once a token is stored, `Content-Type:
 * application/json` only when there is a body (`POST /meals` sends none).
 */
class AngularClient {
  /** localStorage["access_token"]: the whole token response, as the client stores it. */
  stored: any = null;

  async send(method: string, path: string, body?: unknown): Promise<Reply> {
    const headers: Record<string, string> = { accept: 'application/json, text/plain, */*', origin: ORIGIN };
    if (this.stored) headers.authorization = `Bearer ${this.stored.access_token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    return this.fetch(method, path, headers, body === undefined ? undefined : JSON.stringify(body));
  }

  /** `POST /oauth/token` as the login service sends it: HttpParams form (`@`, `+` un-escaped), Basic auth. */
  async token(username: string, password: string): Promise<Reply> {
    const encode = (value: string) => encodeURIComponent(value).replace(/%40/g, '@').replace(/%2B/gi, '+');
    return this.fetch(
      'POST',
      '/oauth/token',
      {
        accept: 'application/json, text/plain, */*',
        origin: ORIGIN,
        authorization: CLIENT_BASIC,
        'content-type': 'application/x-www-form-urlencoded',
      },
      `username=${encode(username)}&password=${encode(password)}&grant_type=password`,
    );
  }

  /** The browser's CORS preflight before a call with Authorization / Content-Type. */
  preflight(method: string, path: string): Promise<Reply> {
    return this.fetch('OPTIONS', path, {
      origin: ORIGIN,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization,content-type',
    });
  }

  private async fetch(method: string, path: string, headers: Record<string, string>, body?: string): Promise<Reply> {
    const response = await fetch(server.legacyUrl + path, { method, headers, body });
    const text = await response.text();
    let json: any;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    const reply = { status: response.status, headers: response.headers, text, json };
    // Every answer, error or not, carries the permissive CORS header and no cookie.
    expect(reply.headers.get('access-control-allow-origin')).toBe('*');
    expect(reply.headers.get('set-cookie')).toBeNull();
    return reply;
  }
}

/** 200 with a JSON body in UTF-8: creates answer 200, never 201. */
function expectJson(reply: Reply): any {
  if (reply.status !== 200) throw new Error(`expected 200 with JSON, got ${reply.status} ${reply.text}`);
  expect(reply.headers.get('content-type')).toBe('application/json; charset=utf-8');
  return reply.json;
}

/** 200 with no body at all (updates and deletes). */
function expectEmpty(reply: Reply) {
  if (reply.status !== 200) throw new Error(`expected an empty 200, got ${reply.status} ${reply.text}`);
  expect(reply.text).toBe('');
}

const NUMERIC_FOOD_FIELDS = ['serving', 'carbohydrates', 'proteins', 'fats', 'calories'] as const;

function expectId(value: unknown) {
  expect(Number.isInteger(value)).toBe(true);
  expect(value).toBeGreaterThan(0);
}

/** Food: integer id, every amount a plain decimal string, the unit label. */
function expectFood(food: any) {
  expect(Object.keys(food)).toEqual(['id', 'name', 'serving', 'unit', 'carbohydrates', 'proteins', 'fats', 'calories']);
  expectId(food.id);
  for (const field of NUMERIC_FOOD_FIELDS) expect(food[field]).toMatch(LEGACY_NUMBER);
  expect(['g', 'ml', 'un.']).toContain(food.unit);
}

function expectMacros(macros: any, id: number | null, counts: [string, string, string, string]) {
  expect(macros).toEqual({ id, caloriesCount: counts[0], carbsCount: counts[1], proteinsCount: counts[2], fatsCount: counts[3] });
}

/** Session: numbers for ids and counts, the `isCurrentSession` name, `sessionExercises` an array. */
function expectSession(session: any, routineId: number) {
  expect(Object.keys(session).sort()).toEqual([
    'description',
    'id',
    'isCurrentSession',
    'orderNumber',
    'sessionExercises',
    'trainingRoutineId',
  ]);
  expectId(session.id);
  expect(Number.isInteger(session.orderNumber)).toBe(true);
  expect(typeof session.description).toBe('string');
  expect(Array.isArray(session.sessionExercises)).toBe(true);
  expect(session.trainingRoutineId).toBe(routineId);
  expect(typeof session.isCurrentSession).toBe('boolean');
}

/** The date as the browser sees it: the meals page starts on the local "today". */
const now = new Date();
const today = { day: now.getDate(), month: now.getMonth() + 1, year: now.getFullYear() };
const todayIso = `${today.year}-${String(today.month).padStart(2, '0')}-${String(today.day).padStart(2, '0')}`;
/** GET/POST /meals: `getMonth() + 1`. */
const mealsQuery = `day=${today.day}&month=${today.month}&year=${today.year}`;
/** The meal-names page: the zero-based month with the text "1" appended (November → "101"). */
const renameQuery = `day=${today.day}&month=${String(now.getMonth()) + '1'}&year=${today.year}`;

it('replays a whole legacy Angular client session over HTTP', async () => {
  const client = new AngularClient();
  // A "+" in the email: HttpParams sends it un-escaped and the adapter keeps it literal (difference 11).
  const account = { name: 'Joana Araújo', email: `joana+replay${process.pid}@example.com`, password: 'sênha+1' };
  const owner = { name: account.name, email: account.email };

  // ---- Register, then log in (register page: the token is removed first, so no Authorization) ----
  const registered = expectJson(await client.send('POST', '/users', account));
  expect(registered).toEqual(owner); // never the password (difference 10)

  const tokenReply = expectJson(await client.token(account.email, account.password));
  expect(tokenReply).toEqual({
    access_token: expect.any(String),
    token_type: 'bearer',
    expires_in: expect.any(Number),
    scope: 'read write',
    jti: expect.any(String),
  });
  const parts = tokenReply.access_token.split('.');
  expect(parts).toHaveLength(3); // @auth0/angular-jwt decodes the payload in the route guard
  const payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  expect(payload.user_name).toBe(account.email);
  expect(Number.isInteger(payload.exp)).toBe(true);
  expect(payload.exp).toBeGreaterThan(Date.now() / 1000);
  client.stored = tokenReply;

  // ---- Home page: no routine yet, no day yet, default goals ----
  const noRoutine = expectJson(await client.send('GET', '/trainings/active'));
  expect(noRoutine).toEqual({
    id: null,
    name: '',
    description: '',
    goal: '',
    weekFrequency: 0,
    user: null,
    trainingSessions: null,
    isActiveRoutine: false,
  });
  const noDay = expectJson(await client.send('GET', `/meals?${mealsQuery}`));
  expect(noDay).toEqual({
    id: null,
    date: null,
    user: null,
    macrosCount: { id: null, caloriesCount: '0.0', carbsCount: '0.0', proteinsCount: '0.0', fatsCount: '0.0' },
    meals: [],
  });

  // ---- Foods: the form sends strings with a dot decimal and id null ----
  const preflight = await client.preflight('POST', '/foods');
  expect(preflight.status).toBe(200);
  expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization,content-type');
  const banana = expectJson(
    await client.send('POST', '/foods', {
      id: null,
      name: 'Banana',
      serving: '100',
      unit: 'g',
      carbohydrates: '23.9',
      proteins: '1.4',
      fats: '0.3',
      calories: '92',
    }),
  );
  expectFood(banana);
  expect(banana).toMatchObject({
    name: 'Banana',
    serving: '100.0',
    unit: 'g',
    carbohydrates: '23.9',
    proteins: '1.4',
    fats: '0.3',
    calories: '92.0',
  });
  const feijao = expectJson(
    await client.send('POST', '/foods', {
      id: null,
      name: 'Feijão',
      serving: '100',
      unit: 'g',
      carbohydrates: '63',
      proteins: '21',
      fats: '0.3',
      calories: '339',
    }),
  );
  expectFood(feijao);
  expect(feijao.name).toBe('Feijão'); // accents intact in UTF-8
  expect(feijao.id).not.toBe(banana.id);

  const foods = expectJson(await client.send('GET', '/foods/all'));
  expect(foods).toEqual([banana, feijao]); // by name; the dialog's default choice is the first
  const foodPage = expectJson(await client.send('GET', '/foods?page=0&size=9'));
  expect(foodPage.content).toEqual([banana, feijao]);
  expect(foodPage.totalElements).toBe(2);

  // ---- Recipe: ingredient ids 0, the foods of /foods/all with macros scaled to the quantity, a comma serving ----
  const scaled = (food: any, quantity: number) => ({
    ...food,
    carbohydrates: String((parseFloat(food.carbohydrates) / parseFloat(food.serving)) * quantity),
    proteins: String((parseFloat(food.proteins) / parseFloat(food.serving)) * quantity),
    fats: String((parseFloat(food.fats) / parseFloat(food.serving)) * quantity),
    calories: String((parseFloat(food.calories) / parseFloat(food.serving)) * quantity),
  });
  const recipeBody = {
    id: null,
    name: 'Vitamina de Feijão',
    foodsSelected: [banana.id, feijao.id],
    serving: '1,5',
    unit: 'un.',
    ingredients: [
      { id: 0, quantity: '150', food: scaled(foods[0], 150) },
      { id: 0, quantity: '50', food: scaled(foods[1], 50) },
    ],
  };
  const recipe = expectJson(await client.send('POST', '/recipes', recipeBody));
  expect(Object.keys(recipe)).toEqual(['id', 'name', 'serving', 'unit', 'ingredients']);
  expectId(recipe.id);
  expect(recipe).toMatchObject({ name: 'Vitamina de Feijão', serving: '1.5', unit: 'un.' });
  expect(recipe.ingredients.map((i: any) => [i.quantity, i.food])).toEqual([
    ['150.0', banana], // the stored foods, never the scaled copies (difference 16)
    ['50.0', feijao],
  ]);
  recipe.ingredients.forEach((ingredient: any) => expectId(ingredient.id));
  const recipes = expectJson(await client.send('GET', '/recipes/all'));
  expect(recipes).toEqual([recipe]);
  // The foods were not touched by the scaled copies.
  expect(expectJson(await client.send('GET', '/foods/all'))).toEqual([banana, feijao]);

  // ---- Meals page: today is empty → "Start the day" (POST without a body) ----
  expect(expectJson(await client.send('GET', `/meals?${mealsQuery}`)).user).toBeNull();
  const started = expectJson(await client.send('POST', `/meals?${mealsQuery}`));
  expectId(started.id);
  expect(started.date).toBe(todayIso);
  expect(started.user).toEqual(owner);
  expectMacros(started.macrosCount, started.id, ['0.0', '0.0', '0.0', '0.0']);
  expect(started.meals.map((m: any) => [m.mealName, m.orderNumber, m.mealEntries])).toEqual([
    ['Meal 1', 1, []],
    ['Meal 2', 2, []],
    ['Meal 3', 3, []],
  ]);
  started.meals.forEach((meal: any) => expectId(meal.id));
  const info = expectJson(await client.send('GET', '/meals/meals-info')); // the pencil link needs its id
  expectId(info.id);

  const day = expectJson(await client.send('GET', `/meals?${mealsQuery}`));
  expect(day).toEqual(started);
  const [breakfast, lunch] = day.meals;

  // ---- Entries: the unused one of food/recipe is absent; the quantity comes straight from the mask ----
  const foodEntry = expectJson(
    await client.send('POST', '/meals/entries', {
      id: null,
      mealId: breakfast.id,
      quantity: '80',
      food: foods[1],
      macrosCount: null,
      dailyMealId: day.id,
    }),
  );
  expect(foodEntry).toEqual({
    id: expect.any(Number),
    mealId: breakfast.id,
    quantity: '80.0',
    food: feijao,
    recipe: null,
    macrosCount: { id: foodEntry.id, caloriesCount: '271.2', carbsCount: '50.4', proteinsCount: '16.8', fatsCount: '0.24' },
    dailyMealId: day.id,
  });
  const recipeEntry = expectJson(
    await client.send('POST', '/meals/entries', {
      id: null,
      mealId: lunch.id,
      quantity: '1,5',
      recipe: recipes[0],
      macrosCount: null,
      dailyMealId: day.id,
    }),
  );
  // Recipe per unit (serving 1.5): 205 kcal, 44.9 carbs, 8.4 proteins, 0.4 fats; × 1.5.
  expect(recipeEntry).toEqual({
    id: expect.any(Number),
    mealId: lunch.id,
    quantity: '1.5',
    food: null,
    recipe,
    macrosCount: { id: recipeEntry.id, caloriesCount: '307.5', carbsCount: '67.35', proteinsCount: '12.6', fatsCount: '0.6' },
    dailyMealId: day.id,
  });

  // Edit the food entry: the client sends its copy back, server macrosCount included, with a new comma quantity.
  expectEmpty(await client.send('POST', `/meals/entries/${foodEntry.id}`, { ...foodEntry, quantity: '120,4' }));

  const afterEntries = expectJson(await client.send('GET', `/meals?${mealsQuery}`));
  expect(afterEntries.user).toEqual(owner);
  // 408.156 + 307.5, 75.852 + 67.35, 25.284 + 12.6, 0.3612 + 0.6 (rounded to 3 places).
  expectMacros(afterEntries.macrosCount, day.id, ['715.656', '143.202', '37.884', '0.961']);
  expect(afterEntries.meals[0].mealEntries).toEqual([
    {
      ...foodEntry,
      quantity: '120.4',
      macrosCount: { id: foodEntry.id, caloriesCount: '408.156', carbsCount: '75.852', proteinsCount: '25.284', fatsCount: '0.361' },
    },
  ]);
  expect(afterEntries.meals[1].mealEntries).toEqual([recipeEntry]);
  expect(afterEntries.meals[2].mealEntries).toEqual([]);

  // ---- Meal names: the defaults, then a save that also renames today (the encoded month) ----
  const infoBefore = expectJson(await client.send('GET', `/meals/meals-info/${info.id}`));
  expect(infoBefore).toEqual(info);
  expect(info).toMatchObject({ mealsPerDay: '3', user: owner });
  expectMacros(info.macrosGoal, info.id, ['2000.0', '150.0', '100.0', '50.0']);
  expect(info.mealsName.map((n: any) => [n.orderNumber, n.name, n.user])).toEqual([
    [1, 'Meal 1', owner],
    [2, 'Meal 2', owner],
    [3, 'Meal 3', owner],
  ]);
  const namesBody = {
    id: info.id,
    mealsPerDay: 4,
    user: { name: '', email: '', password: '' },
    mealsName: [
      { ...info.mealsName[0], name: 'Café da manhã' },
      { ...info.mealsName[1], name: 'Almoço' },
      { ...info.mealsName[2], name: 'Janta' },
      { id: 0, orderNumber: 4, name: 'Ceia' },
    ],
    macrosGoal: { id: 0, caloriesCount: '', carbsCount: '', proteinsCount: '', fatsCount: '' },
    shouldUpdateSelectedDate: true,
  };
  expectEmpty(await client.send('POST', `/meals/meals-info/${info.id}/date?${renameQuery}`, namesBody));

  const renamed = expectJson(await client.send('GET', `/meals?${mealsQuery}`));
  expect(renamed.meals.map((m: any) => [m.mealName, m.orderNumber, m.mealEntries.length])).toEqual([
    ['Café da manhã', 1, 1],
    ['Almoço', 2, 1],
    ['Janta', 3, 0],
    ['Ceia', 4, 0],
  ]);
  expect(renamed.meals.slice(0, 3).map((m: any) => m.id)).toEqual(day.meals.map((m: any) => m.id));
  expect(renamed.macrosCount).toEqual(afterEntries.macrosCount);
  const infoAfter = expectJson(await client.send('GET', '/meals/meals-info'));
  expect(infoAfter.mealsPerDay).toBe('4');
  expect(infoAfter.mealsName.map((n: any) => [n.orderNumber, n.name])).toEqual([
    [1, 'Café da manhã'],
    [2, 'Almoço'],
    [3, 'Janta'],
    [4, 'Ceia'],
  ]);
  expect(infoAfter.macrosGoal).toEqual(info.macrosGoal); // the empty macrosGoal placeholder changed nothing

  // ---- Macro goals (home page): dot-decimal strings, same id in path and body ----
  const goal = { id: info.macrosGoal.id, caloriesCount: '3000', carbsCount: '400', proteinsCount: '160', fatsCount: '80.5' };
  expectEmpty(await client.send('POST', `/meals/meals-info/macros/${info.macrosGoal.id}`, goal));
  expectMacros(expectJson(await client.send('GET', '/meals/meals-info')).macrosGoal, info.id, ['3000.0', '400.0', '160.0', '80.5']);

  // ---- Tags and an exercise ----
  const peitoral = expectJson(await client.send('POST', '/tags', { id: null, name: 'Peitoral' }));
  const triceps = expectJson(await client.send('POST', '/tags', { id: null, name: 'Tríceps' }));
  for (const tag of [peitoral, triceps]) {
    expect(Object.keys(tag)).toEqual(['id', 'name']);
    expectId(tag.id);
  }
  const tags = expectJson(await client.send('GET', '/tags/all'));
  expect(tags).toEqual([peitoral, triceps]);
  const supino = expectJson(await client.send('POST', '/exercises', { id: null, name: 'Supino reto', tags }));
  expect(supino).toEqual({ id: expect.any(Number), name: 'Supino reto', tags: [peitoral, triceps] });
  const exercises = expectJson(await client.send('GET', '/exercises/all'));
  expect(exercises).toEqual([supino]);

  // ---- A routine (weekFrequency 3, active) with the client's placeholders ----
  const created = expectJson(
    await client.send('POST', '/trainings', {
      id: null,
      name: 'Treino ABC',
      description: 'Membros superiores e inferiores.',
      goal: 'Hipertrofia',
      weekFrequency: 3,
      isActiveRoutine: true,
      trainingSessions: [],
      user: { name: '', email: '', password: '' },
    }),
  );
  expect(Object.keys(created)).toEqual([
    'id',
    'name',
    'description',
    'goal',
    'weekFrequency',
    'user',
    'trainingSessions',
    'isActiveRoutine',
  ]);
  expectId(created.id);
  expect(created).toMatchObject({ name: 'Treino ABC', goal: 'Hipertrofia', weekFrequency: 3, user: owner, isActiveRoutine: true });
  created.trainingSessions.forEach((session: any) => expectSession(session, created.id));
  expect(created.trainingSessions.map((s: any) => [s.orderNumber, s.description, s.isCurrentSession, s.sessionExercises])).toEqual([
    [1, 'A', true, []], // the first session is current (difference 7)
    [2, 'B', false, []],
    [3, 'C', false, []],
  ]);

  const active = expectJson(await client.send('GET', '/trainings/active'));
  expect(active).toEqual(created);
  const [sessionA, sessionB] = active.trainingSessions;

  // ---- Session exercises: sets, repetitions and rest as strings of integers; numbers come back ----
  const benchA = expectJson(
    await client.send('POST', '/trainings/session-exercise', {
      id: null,
      exercise: exercises[0],
      sets: '4',
      repetitions: '12',
      restInterval: '60',
      trainingSessionId: sessionA.id,
    }),
  );
  expect(benchA).toEqual({
    id: expect.any(Number),
    exercise: supino,
    sets: 4,
    repetitions: 12,
    restInterval: 60,
    trainingSessionId: sessionA.id,
  });
  const benchB = expectJson(
    await client.send('POST', '/trainings/session-exercise', {
      id: null,
      exercise: exercises[0],
      sets: '3',
      repetitions: '10',
      restInterval: '90',
      trainingSessionId: sessionB.id,
    }),
  );
  expect(benchB).toMatchObject({ sets: 3, repetitions: 10, restInterval: 90, trainingSessionId: sessionB.id });
  // An edit sends the strings back; the answer is empty.
  expectEmpty(
    await client.send('POST', `/trainings/session-exercise/${benchB.id}`, { ...benchB, sets: '5', repetitions: '8', restInterval: '120' }),
  );

  // ---- Session description: the client's defaults isCurrentSession false / trainingRoutineId 0 are ignored ----
  expectEmpty(
    await client.send('POST', `/trainings/session/${sessionA.id}`, {
      id: sessionA.id,
      orderNumber: sessionA.orderNumber,
      description: 'A - Peitoral',
      sessionExercises: [benchA],
      isCurrentSession: false,
      trainingRoutineId: 0,
    }),
  );

  const home = expectJson(await client.send('GET', '/trainings/active'));
  expect(home.trainingSessions.map((s: any) => [s.description, s.isCurrentSession, s.sessionExercises])).toEqual([
    ['A - Peitoral', true, [benchA]],
    ['B', false, [{ ...benchB, sets: 5, repetitions: 8, restInterval: 120 }]],
    ['C', false, []],
  ]);

  // ---- "Done!" three times: A → B → C → A; the client resends each answer ----
  let current = home.trainingSessions.find((s: any) => s.isCurrentSession);
  const seen: [number, string][] = [];
  for (let i = 0; i < 3; i++) {
    const next = expectJson(await client.send('POST', '/trainings/session/next', current));
    expectSession(next, home.id);
    expect(next.isCurrentSession).toBe(true);
    seen.push([next.id, next.description]);
    current = next;
  }
  expect(seen).toEqual([
    [home.trainingSessions[1].id, 'B'],
    [home.trainingSessions[2].id, 'C'],
    [home.trainingSessions[0].id, 'A - Peitoral'],
  ]);
  const finalRoutine = expectJson(await client.send('GET', '/trainings/active'));
  expect(finalRoutine.trainingSessions.map((s: any) => s.isCurrentSession)).toEqual([true, false, false]);

  // ---- The home page's diet card: today's total against the new goals ----
  const homeDay = expectJson(await client.send('GET', `/meals?${mealsQuery}`));
  expectMacros(homeDay.macrosCount, day.id, ['715.656', '143.202', '37.884', '0.961']);
}, 60_000);
