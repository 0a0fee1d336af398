// The bench's floor: the compared reads written by hand, to measure the app against (docs/performance.md).
//
// A plain node:http server with hand-written SQL (mysql2 or better-sqlite3, on the bench's database) that answers
// the same requests as the app with byte-identical JSON: the same token check (jsonwebtoken, HS256 pinned, the
// account's token version read by id), the same exact decimal math (BigInt thousandths, rounded half-up to 3 places
// at the edge, never a binary float), the same order. It knows only the bench's documents:
//   POST /graphql   query DailyMeal($date), query ActiveRoutine, query FoodsPage($page, $size)
//   GET  /meals?day&month&year   (the legacy day)
// It is what the app would cost without GraphQL execution, TypeORM and the frameworks: the figure to compare with.
//
// Run by run.mjs as a child process (ipc.mjs): FLOOR_DB=sqlite|mysql, FLOOR_DB_URL (a SQLite file path or a
// mysql://… URL), FLOOR_JWT_SECRET. It announces { type: 'listening', url } once it listens on 127.0.0.1 and
// answers 'stats' with { statements, rssPeak } (statements of the last request answered, the peak resident set since
// the last 'reset-peak'), 'settle' (no request in flight) and 'close'.
import http from 'node:http';
import { createSecretKey } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { cpuMicros, rssPeakMeter, serveRequests } from './ipc.mjs';

const KIND = process.env.FLOOR_DB;
const URL_OR_PATH = process.env.FLOOR_DB_URL;
const SECRET = createSecretKey(Buffer.from(process.env.FLOOR_JWT_SECRET ?? '', 'utf8'));
if (KIND !== 'sqlite' && KIND !== 'mysql') throw new Error('FLOOR_DB must be sqlite or mysql');

// ---------------------------------------------------------------------------------------------------------
// SQL: `all(sql, params)` on either driver, counting statements per request.

/** Statements of the last request answered; requests count their own (a `tally` passed down), as several run at once. */
let statements = 0;
let inFlight = 0;
let all;
let closeDatabase;
if (KIND === 'sqlite') {
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(URL_OR_PATH, { readonly: true, fileMustExist: true });
  const prepared = new Map();
  all = async (tally, sql, params) => {
    tally.statements += 1;
    let statement = prepared.get(sql);
    if (!statement) prepared.set(sql, (statement = db.prepare(sql)));
    return statement.all(...params);
  };
  closeDatabase = async () => db.close();
} else {
  const { createPool } = await import('mysql2/promise');
  const url = new URL(URL_OR_PATH);
  // As the app's pool (10 connections, or DB_POOL_SIZE as the app reads it), DECIMAL as text, DATE as text.
  const pool = createPool({
    host: url.hostname,
    port: Number(url.port || 3306),
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    database: decodeURIComponent(url.pathname.slice(1)),
    connectionLimit: Number(process.env.DB_POOL_SIZE?.trim() || 10),
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    supportBigNumbers: true,
    dateStrings: true,
  });
  all = async (tally, sql, params) => {
    tally.statements += 1;
    const [rows] = await pool.query(sql, params);
    return rows;
  };
  closeDatabase = () => pool.end();
}
const placeholders = (n) => Array.from({ length: n }, () => '?').join(', ');

// ---------------------------------------------------------------------------------------------------------
// Exact decimal math in whole thousandths (every stored amount has at most 3 decimals).

/** A DECIMAL(12,3) as the driver gives it (mysql2: "42.500"; SQLite: 42.5) → whole thousandths. */
function thousandths(value) {
  if (typeof value === 'number') return BigInt(Math.round(value * 1000));
  const negative = value.startsWith('-');
  const digits = negative ? value.slice(1) : value;
  const dot = digits.indexOf('.');
  const whole =
    dot < 0
      ? BigInt(digits) * 1000n
      : BigInt(
          digits.slice(0, dot) +
            digits
              .slice(dot + 1)
              .padEnd(3, '0')
              .slice(0, 3),
        );
  return negative ? -whole : whole;
}

/** Whole thousandths → "12.345", "1.5", "2". */
function text(value) {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(4, '0');
  const fraction = digits.slice(-3).replace(/0+$/, '');
  return `${negative ? '-' : ''}${digits.slice(0, -3)}${fraction ? `.${fraction}` : ''}`;
}

const gcd = (a, b) => {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x === 0n ? 1n : x;
};
/** Exact rationals of thousandths as [numerator, denominator > 0]. */
const ZERO = [0n, 1n];
function add(a, b) {
  if (b[0] === 0n) return a;
  if (a[0] === 0n) return b;
  if (a[1] === b[1]) return [a[0] + b[0], a[1]];
  const num = a[0] * b[1] + b[0] * a[1];
  const den = a[1] * b[1];
  if (den < 1n << 96n) return [num, den];
  const divisor = gcd(num, den);
  return [num / divisor, den / divisor];
}
/** Rounded half-up (away from zero) to whole thousandths. */
function rounded([num, den]) {
  const magnitude = num < 0n ? -num : num;
  const value = (2n * magnitude + den) / (2n * den);
  return num < 0n ? -value : value;
}
const MACRO_KEYS = ['carbohydrates', 'proteins', 'fats', 'calories'];
const zeroMacros = () => [ZERO, ZERO, ZERO, ZERO];
const addMacros = (a, b) => [add(a[0], b[0]), add(a[1], b[1]), add(a[2], b[2]), add(a[3], b[3])];

/** What `quantity` of a source holds: value × quantity ÷ serving, per macro (zero serving: zero). */
function scaledMacros(values, serving, quantity) {
  if (serving === 0n) return zeroMacros();
  return values.map((value) => (value[1] === 1n ? [value[0] * quantity, serving] : [value[0] * quantity, value[1] * serving]));
}

function macrosJson(macros) {
  return `{"carbohydrates":"${text(rounded(macros[0]))}","proteins":"${text(rounded(macros[1]))}","fats":"${text(rounded(macros[2]))}","calories":"${text(rounded(macros[3]))}"}`;
}

/** The legacy number text: "0.0" for zero, a ".0" added to whole numbers. */
function legacyNumber(value) {
  if (value === 0n) return '0.0';
  const plain = text(value);
  return plain.includes('.') ? plain : `${plain}.0`;
}
const LEGACY_UNITS = { g: 'g', ml: 'ml', un: 'un.' };
const GRAPHQL_UNITS = { g: 'G', ml: 'ML', un: 'UN' };
const str = JSON.stringify;

// ---------------------------------------------------------------------------------------------------------
// The token check: the app's (server/src/auth/tokens.ts and authenticate.ts).

// Checked tokens are remembered with their expiry, as the app does (at most 2,000, least recently used out).
const checkedTokens = new Map();

function checkedClaims(token) {
  const known = checkedTokens.get(token);
  if (known) {
    checkedTokens.delete(token);
    if (Math.floor(Date.now() / 1000) >= known.exp) return null;
    checkedTokens.set(token, known);
    return known;
  }
  let payload;
  try {
    payload = jwt.verify(token, SECRET, { algorithms: ['HS256'] });
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || typeof payload.exp !== 'number') return null;
  if (!Number.isSafeInteger(payload.user_id) || payload.user_id < 1) return null;
  if (!Number.isSafeInteger(payload.token_version) || payload.token_version < 0) return null;
  if (checkedTokens.size >= 2_000) checkedTokens.delete(checkedTokens.keys().next().value);
  const claims = { user_id: payload.user_id, token_version: payload.token_version, exp: payload.exp };
  checkedTokens.set(token, claims);
  return claims;
}

async function authenticate(tally, authorization) {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!match) return null;
  const payload = checkedClaims(match[1]);
  if (!payload) return null;
  const [user] = await all(tally, 'SELECT id, email, name, token_version FROM users WHERE id = ?', [payload.user_id]);
  if (!user || Number(user.token_version) !== payload.token_version) return null;
  return { id: Number(user.id), email: user.email, name: user.name };
}

// ---------------------------------------------------------------------------------------------------------
// The day: three statements after the token check (day with meals, entries with foods, recipes with ingredients).

async function loadDay(tally, userId, date) {
  const mealRows = await all(
    tally,
    'SELECT d.id AS day_id, m.id, m.name, m.order_number FROM daily_meals d LEFT JOIN meals m ON m.daily_meal_id = d.id ' +
      'WHERE d.user_id = ? AND d.date = ? ORDER BY m.order_number, m.id',
    [userId, date],
  );
  if (mealRows.length === 0) return null;
  const dayId = Number(mealRows[0].day_id);
  const meals = mealRows
    .filter((row) => row.id !== null)
    .map((row) => ({ id: Number(row.id), name: row.name, orderNumber: Number(row.order_number), entries: [] }));
  const mealsById = new Map(meals.map((meal) => [meal.id, meal]));
  const entryRows =
    meals.length === 0
      ? []
      : await all(
          tally,
          'SELECT e.id, e.meal_id, e.recipe_id, e.quantity, f.id AS food_id, f.name, f.unit, f.serving, f.carbohydrates, f.proteins, f.fats, f.calories ' +
            'FROM meal_entries e JOIN meals m ON m.id = e.meal_id LEFT JOIN foods f ON f.id = e.food_id WHERE m.daily_meal_id = ? ORDER BY e.id',
          [dayId],
        );
  const recipeIds = [...new Set(entryRows.filter((row) => row.recipe_id !== null).map((row) => Number(row.recipe_id)))];
  const recipes = new Map();
  if (recipeIds.length > 0) {
    const rows = await all(
      tally,
      'SELECT r.id, r.name, r.unit, r.serving, i.id AS ingredient_id, i.quantity, f.id AS food_id, f.name AS food_name, f.unit AS food_unit, ' +
        'f.serving AS food_serving, f.carbohydrates, f.proteins, f.fats, f.calories FROM recipes r LEFT JOIN recipe_ingredients i ON i.recipe_id = r.id ' +
        `LEFT JOIN foods f ON f.id = i.food_id WHERE r.id IN (${placeholders(recipeIds.length)}) AND r.user_id = ? ORDER BY r.id, i.id`,
      [...recipeIds, userId],
    );
    for (const row of rows) {
      const id = Number(row.id);
      let recipe = recipes.get(id);
      if (!recipe) {
        recipe = { id, name: row.name, unit: row.unit, serving: thousandths(row.serving), ingredients: [], perServing: zeroMacros() };
        recipes.set(id, recipe);
      }
      if (row.ingredient_id === null) continue;
      const food = foodOf(row, 'food_id', 'food_name', 'food_unit', 'food_serving');
      const quantity = thousandths(row.quantity);
      recipe.ingredients.push({ id: Number(row.ingredient_id), quantity, food });
      recipe.perServing = addMacros(recipe.perServing, scaledMacros(food.values, food.serving, quantity));
    }
  }
  for (const row of entryRows) {
    const quantity = thousandths(row.quantity);
    const food = row.food_id === null ? null : foodOf(row, 'food_id', 'name', 'unit', 'serving');
    const recipe = row.recipe_id === null ? null : (recipes.get(Number(row.recipe_id)) ?? null);
    const macros = food
      ? scaledMacros(food.values, food.serving, quantity)
      : recipe
        ? scaledMacros(recipe.perServing, recipe.serving, quantity)
        : zeroMacros();
    mealsById.get(Number(row.meal_id)).entries.push({ id: Number(row.id), mealId: Number(row.meal_id), quantity, food, recipe, macros });
  }
  let dayTotals = zeroMacros();
  for (const meal of meals) {
    meal.totals = meal.entries.reduce((total, entry) => addMacros(total, entry.macros), zeroMacros());
    dayTotals = addMacros(dayTotals, meal.totals);
  }
  return { id: dayId, date, meals, totals: dayTotals };
}

function foodOf(row, id, name, unit, serving) {
  return {
    id: Number(row[id]),
    name: row[name],
    unit: row[unit],
    serving: thousandths(row[serving]),
    values: MACRO_KEYS.map((key) => [thousandths(row[key]), 1n]),
  };
}

function dayJson(day) {
  if (!day) return '{"data":{"dailyMeal":null}}\n';
  const source = (item) => (item ? `{"id":${item.id},"name":${str(item.name)},"unit":"${GRAPHQL_UNITS[item.unit]}"}` : 'null');
  const meals = day.meals.map((meal) => {
    const entries = meal.entries.map(
      (entry) =>
        `{"id":${entry.id},"mealId":${entry.mealId},"quantity":"${text(entry.quantity)}","food":${source(entry.food)},"recipe":${source(entry.recipe)},"macros":${macrosJson(entry.macros)}}`,
    );
    return `{"id":${meal.id},"dailyMealId":${day.id},"name":${str(meal.name)},"orderNumber":${meal.orderNumber},"entries":[${entries.join(',')}],"totals":${macrosJson(meal.totals)}}`;
  });
  return `{"data":{"dailyMeal":{"id":${day.id},"date":"${day.date}","meals":[${meals.join(',')}],"totals":${macrosJson(day.totals)}}}}\n`;
}

function legacyFoodJson(food) {
  const [carbohydrates, proteins, fats, calories] = food.values.map((value) => legacyNumber(value[0]));
  return (
    `{"id":${food.id},"name":${str(food.name)},"serving":"${legacyNumber(food.serving)}","unit":"${LEGACY_UNITS[food.unit]}",` +
    `"carbohydrates":"${carbohydrates}","proteins":"${proteins}","fats":"${fats}","calories":"${calories}"}`
  );
}

function legacyMacrosJson(id, macros) {
  const [carbohydrates, proteins, fats, calories] = macros.map((value) => legacyNumber(rounded(value)));
  return `{"id":${id},"caloriesCount":"${calories}","carbsCount":"${carbohydrates}","proteinsCount":"${proteins}","fatsCount":"${fats}"}`;
}

function legacyDayJson(day, user) {
  if (!day)
    return '{"id":null,"date":null,"user":null,"macrosCount":{"id":null,"caloriesCount":"0.0","carbsCount":"0.0","proteinsCount":"0.0","fatsCount":"0.0"},"meals":[]}';
  const recipeJson = (recipe) =>
    `{"id":${recipe.id},"name":${str(recipe.name)},"serving":"${legacyNumber(recipe.serving)}","unit":"${LEGACY_UNITS[recipe.unit]}","ingredients":[` +
    recipe.ingredients.map((i) => `{"id":${i.id},"quantity":"${legacyNumber(i.quantity)}","food":${legacyFoodJson(i.food)}}`).join(',') +
    ']}';
  const meals = day.meals.map((meal) => {
    const entries = meal.entries.map(
      (entry) =>
        `{"id":${entry.id},"mealId":${entry.mealId},"quantity":"${legacyNumber(entry.quantity)}",` +
        `"food":${entry.food ? legacyFoodJson(entry.food) : 'null'},"recipe":${entry.recipe ? recipeJson(entry.recipe) : 'null'},` +
        `"macrosCount":${legacyMacrosJson(entry.id, entry.macros)},"dailyMealId":${day.id}}`,
    );
    return `{"id":${meal.id},"mealName":${str(meal.name)},"orderNumber":${meal.orderNumber},"mealEntries":[${entries.join(',')}]}`;
  });
  return (
    `{"id":${day.id},"date":"${day.date}","user":{"name":${str(user.name)},"email":${str(user.email)}},` +
    `"macrosCount":${legacyMacrosJson(day.id, day.totals)},"meals":[${meals.join(',')}]}`
  );
}

// ---------------------------------------------------------------------------------------------------------
// The active routine: two statements after the token check (the tree, then the exercises' tags).

async function activeRoutineJson(tally, userId) {
  const rows = await all(
    tally,
    'SELECT r.id, r.name, r.description, r.goal, r.week_frequency, r.is_active, s.id AS session_id, s.order_number, s.description AS session_description, ' +
      's.is_current, x.id AS item_id, x.sets, x.repetitions, x.rest_seconds, e.id AS exercise_id, e.name AS exercise_name ' +
      'FROM training_routines r LEFT JOIN training_sessions s ON s.routine_id = r.id LEFT JOIN session_exercises x ON x.session_id = s.id ' +
      'LEFT JOIN exercises e ON e.id = x.exercise_id WHERE r.user_id = ? AND r.is_active = 1 ORDER BY r.id, s.order_number, s.id, x.id',
    [userId],
  );
  if (rows.length === 0) return '{"data":{"activeRoutine":null}}\n';
  const routineId = rows[0].id;
  const own = rows.filter((row) => row.id === routineId);
  const exerciseIds = [...new Set(own.filter((row) => row.exercise_id !== null).map((row) => Number(row.exercise_id)))];
  const tags = new Map(exerciseIds.map((id) => [id, []]));
  if (exerciseIds.length > 0) {
    const tagRows = await all(
      tally,
      `SELECT et.exercise_id, t.id, t.name FROM exercise_tags et JOIN tags t ON t.id = et.tag_id WHERE et.exercise_id IN (${placeholders(exerciseIds.length)}) ORDER BY et.tag_id`,
      exerciseIds,
    );
    for (const row of tagRows) tags.get(Number(row.exercise_id)).push(`{"id":${Number(row.id)},"name":${str(row.name)}}`);
  }
  const sessions = [];
  let current = null;
  for (const row of own) {
    if (row.session_id === null) continue;
    const sessionId = Number(row.session_id);
    let session = sessions.at(-1);
    if (!session || session.id !== sessionId) {
      const isCurrent = Boolean(Number(row.is_current));
      if (isCurrent && current === null) current = sessionId;
      session = {
        id: sessionId,
        head: `{"id":${sessionId},"routineId":${Number(routineId)},"orderNumber":${Number(row.order_number)},"description":${str(row.session_description)},"isCurrent":${isCurrent},"exercises":[`,
        items: [],
      };
      sessions.push(session);
    }
    if (row.item_id === null) continue;
    const exerciseId = Number(row.exercise_id);
    session.items.push(
      `{"id":${Number(row.item_id)},"sessionId":${sessionId},"sets":${Number(row.sets)},"repetitions":${Number(row.repetitions)},"restSeconds":${Number(row.rest_seconds)},` +
        `"exercise":{"id":${exerciseId},"name":${str(row.exercise_name)},"tags":[${tags.get(exerciseId).join(',')}]}}`,
    );
  }
  const head = own[0];
  return (
    `{"data":{"activeRoutine":{"id":${Number(routineId)},"name":${str(head.name)},"description":${str(head.description)},"goal":${str(head.goal)},` +
    `"weekFrequency":${Number(head.week_frequency)},"isActive":${Boolean(Number(head.is_active))},"sessions":[${sessions.map((s) => `${s.head}${s.items.join(',')}]}`).join(',')}],` +
    `"currentSession":${current === null ? 'null' : `{"id":${current}}`}}}}\n`
  );
}

// ---------------------------------------------------------------------------------------------------------
// A page of foods: the page and the count.

async function foodsPageJson(tally, userId, page, size) {
  const rows = await all(
    tally,
    'SELECT id, name, serving, unit, carbohydrates, proteins, fats, calories FROM foods WHERE user_id = ? ORDER BY name_key, id LIMIT ? OFFSET ?',
    [userId, size, page * size],
  );
  const [{ total }] = await all(tally, 'SELECT COUNT(*) AS total FROM foods WHERE user_id = ?', [userId]);
  const content = rows.map(
    (row) =>
      `{"id":${Number(row.id)},"name":${str(row.name)},"serving":"${text(thousandths(row.serving))}","unit":"${GRAPHQL_UNITS[row.unit]}",` +
      `"carbohydrates":"${text(thousandths(row.carbohydrates))}","proteins":"${text(thousandths(row.proteins))}","fats":"${text(thousandths(row.fats))}","calories":"${text(thousandths(row.calories))}"}`,
  );
  return `{"data":{"foods":{"content":[${content.join(',')}],"totalElements":${Number(total)}}}}\n`;
}

// ---------------------------------------------------------------------------------------------------------
// HTTP.

const BODY_MAX = 1 << 20;
function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let length = 0;
    req.on('data', (chunk) => {
      length += chunk.length;
      if (length > BODY_MAX) reject(new Error('body too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

const UNAUTHENTICATED = '{"errors":[{"message":"You must be signed in.","extensions":{"code":"UNAUTHENTICATED"}}],"data":null}\n';
const isIsoDate = (value) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

async function handle(req, res, tally) {
  const url = new URL(req.url, 'http://floor');
  if (req.method === 'GET' && url.pathname === '/meals') {
    const user = await authenticate(tally, req.headers.authorization);
    if (!user) return send(res, 401, '{"error":"invalid_token"}');
    const [day, month, year] = ['day', 'month', 'year'].map((name) => Number(url.searchParams.get(name)));
    const date = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    if (!isIsoDate(date)) return send(res, 400, '{"errors":["date"]}');
    return send(res, 200, legacyDayJson(await loadDay(tally, user.id, date), user));
  }
  if (req.method !== 'POST' || url.pathname !== '/graphql') return send(res, 404, '{"error":"not found"}');
  const { query, variables = {} } = JSON.parse(await readBody(req));
  const operation = /^\s*query\s+(\w+)/.exec(query ?? '')?.[1];
  const user = await authenticate(tally, req.headers.authorization);
  if (!user) return send(res, 200, UNAUTHENTICATED);
  switch (operation) {
    case 'DailyMeal':
      if (!isIsoDate(variables.date)) return send(res, 400, '{"errors":[{"message":"date"}]}');
      return send(res, 200, dayJson(await loadDay(tally, user.id, variables.date)));
    case 'ActiveRoutine':
      return send(res, 200, await activeRoutineJson(tally, user.id));
    case 'FoodsPage': {
      const page = Number(variables.page ?? 0);
      const size = Number(variables.size ?? 9);
      if (variables.search) return send(res, 400, '{"errors":[{"message":"The floor pages the whole catalogue only."}]}');
      if (!Number.isInteger(page) || page < 0 || !Number.isInteger(size) || size < 1 || size > 100)
        return send(res, 400, '{"errors":[{"message":"page"}]}');
      return send(res, 200, await foodsPageJson(tally, user.id, page, size));
    }
    default:
      return send(res, 400, `{"errors":[{"message":${str(`The floor does not know ${operation ?? 'this document'}.`)}}]}`);
  }
}

const rss = rssPeakMeter();
const server = http.createServer((req, res) => {
  const tally = { statements: 0 };
  inFlight += 1;
  handle(req, res, tally)
    .catch((error) => {
      if (!res.headersSent) send(res, 500, JSON.stringify({ error: String(error?.message ?? error) }));
      else res.destroy();
    })
    .finally(() => {
      inFlight -= 1;
      statements = tally.statements;
    });
});
server.keepAliveTimeout = 65_000;

serveRequests({
  stats: () => ({ statements, rssPeak: rss.peak(), cpuMicros: cpuMicros() }),
  // No request in flight (at most 5 s): after a load run the floor still answers the requests it had started.
  settle: async () => {
    const until = Date.now() + 5_000;
    while (inFlight > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
  },
  'reset-peak': () => rss.reset(),
  close: async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await closeDatabase();
    setImmediate(() => process.exit(0));
  },
});
server.listen(0, '127.0.0.1', () =>
  process.send({ type: 'listening', url: `http://127.0.0.1:${server.address().port}`, pid: process.pid }),
);
process.on('disconnect', () => process.exit(0));
