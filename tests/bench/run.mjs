#!/usr/bin/env node
// Benchmark of the hot reads: prints figures, never passes or fails on timings (README › Benchmarks).
//
//   npm run bench                                   # builds the server, then runs this on a fresh SQLite file
//   BENCH_DB=mysql npm run bench                    # the same on MariaDB/MySQL (TEST_MYSQL_URL, default below)
//   node tests/bench/run.mjs                        # without rebuilding server/dist
//
// Settings (environment): BENCH_DB=sqlite|mysql, TEST_MYSQL_URL (mariadb://app:app@127.0.0.1:3307[/app_db]),
// BENCH_CONNECTIONS (10), BENCH_DURATION seconds per read (5), BENCH_WARMUP seconds per read (1).
//
// The server runs in this process (the built server/dist, clientDir null, free ports on 127.0.0.1); each
// autocannon run happens in a worker thread so the load generator does not share the server's event loop.
// SQL statements per request are counted on one request per read by spying on the data source's logger,
// like server/test/query-counter.ts.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { measureData } from './data.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DIST = path.join(ROOT, 'server', 'dist', 'src');
const REPORT = path.join(ROOT, 'reports', 'bench.json');

const intFromEnv = (name, fallback, min, max) => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  return value;
};

const DB_KIND = (process.env.BENCH_DB || 'sqlite').toLowerCase();
if (DB_KIND !== 'sqlite' && DB_KIND !== 'mysql') throw new Error(`BENCH_DB must be "sqlite" or "mysql" (got "${process.env.BENCH_DB}")`);
const CONNECTIONS = intFromEnv('BENCH_CONNECTIONS', 10, 1, 100);
const DURATION = intFromEnv('BENCH_DURATION', 5, 1, 30);
const WARMUP = intFromEnv('BENCH_WARMUP', 1, 0, 10);
const DAY = { iso: '2026-01-15', day: 15, month: 1, year: 2026 };

// Nothing here may run away: the whole run is bounded (reads × (warm-up + duration) + seeding and start-up).
const READS = 12;
// The 'Your data' figures (tests/bench/data.mjs) take about a minute more.
const DEADLINE_MS = (READS * (WARMUP + DURATION) + 300 + 240) * 1000;
const watchdog = setTimeout(() => {
  console.error(`bench: still running after ${DEADLINE_MS / 1000} s; giving up.`);
  Promise.race([cleanup(), new Promise((resolve) => setTimeout(resolve, 10_000))]).finally(() => process.exit(2));
}, DEADLINE_MS);

if (!existsSync(path.join(DIST, 'server.js'))) {
  console.error('bench: server/dist is missing; run `npm run build -w server` (npm run bench does it).');
  process.exit(1);
}
const importDist = async (file) => {
  const mod = await import(pathToFileURL(path.join(DIST, file)).href);
  return mod.default && !mod.startServer && !mod.loadConfig ? mod.default : mod;
};
// As deployed: Express and Apollo Server read NODE_ENV from the environment (config.env is set below).
process.env.NODE_ENV ??= 'production';
const { startServer } = await importDist('server.js');
const { loadConfig } = await importDist('config.js');

// ---------------------------------------------------------------------------------------------------------
// Database: a fresh SQLite file in a temporary folder, or a fresh MariaDB/MySQL database.

const cleanups = [];

async function prepareDatabase() {
  if (DB_KIND === 'sqlite') {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'fm-bench-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const file = path.join(dir, 'bench.sqlite');
    return { url: `sqlite:${file}`, label: 'SQLite (file, WAL)' };
  }
  const base = new URL(process.env.TEST_MYSQL_URL || 'mariadb://app:app@127.0.0.1:3307');
  if (!['mysql:', 'mariadb:'].includes(base.protocol)) throw new Error('TEST_MYSQL_URL must be a mysql:// or mariadb:// URL');
  const named = base.pathname.length > 1 ? decodeURIComponent(base.pathname.slice(1)) : null;
  const name = named ?? `app_bench_${process.pid}_${Date.now().toString(36)}`;
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`bench: unexpected database name "${name}"`);
  const { createConnection } = await import('mysql2/promise');
  const admin = await createConnection({
    host: base.hostname,
    port: Number(base.port || 3306),
    user: decodeURIComponent(base.username),
    password: decodeURIComponent(base.password),
    connectTimeout: 10_000,
  });
  let server;
  try {
    [[{ server }]] = await admin.query('SELECT VERSION() AS server');
    if (named) {
      // A database the caller named: use it only when it is empty, and leave it in place afterwards.
      await admin.query(`CREATE DATABASE IF NOT EXISTS \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
      const [[{ tables }]] = await admin.query('SELECT COUNT(*) AS tables FROM information_schema.tables WHERE table_schema = ?', [name]);
      if (Number(tables) > 0)
        throw new Error(`bench: database "${name}" is not empty; name a fresh one or leave the path off TEST_MYSQL_URL`);
    } else {
      await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    }
  } finally {
    await admin.end();
  }
  cleanups.push(async () => {
    const again = await createConnection({
      host: base.hostname,
      port: Number(base.port || 3306),
      user: decodeURIComponent(base.username),
      password: decodeURIComponent(base.password),
      connectTimeout: 10_000,
    });
    try {
      if (named) {
        // Leave the caller's database, emptied of our tables, as we found it: empty.
        const [rows] = await again.query('SELECT table_name AS t FROM information_schema.tables WHERE table_schema = ?', [name]);
        await again.query('SET FOREIGN_KEY_CHECKS = 0');
        for (const { t } of rows) await again.query(`DROP TABLE \`${name}\`.\`${t}\``);
      } else {
        await again.query(`DROP DATABASE IF EXISTS \`${name}\``);
      }
    } finally {
      await again.end();
    }
  });
  base.pathname = `/${name}`;
  return { url: base.toString(), label: `${server} (${base.protocol.slice(0, -1)}, database ${name})` };
}

// ---------------------------------------------------------------------------------------------------------
// GraphQL over fetch, bounded by a timeout per request.

function makeClient(mainUrl) {
  return async function gql(query, variables = {}, token) {
    const response = await fetch(`${mainUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(15_000),
    });
    const result = await response.json();
    if (result.errors) throw new Error(`GraphQL error: ${JSON.stringify(result.errors)} for ${query.slice(0, 80)}`);
    return result.data;
  };
}

const MACROS = '{ carbohydrates proteins fats calories }';
const FOOD_FIELDS = 'id name serving unit carbohydrates proteins fats calories';
const ENTRY_FIELDS = `id mealId quantity food { id name unit } recipe { id name unit } macros ${MACROS}`;
const MEAL_FIELDS = `id dailyMealId name orderNumber entries { ${ENTRY_FIELDS} } totals ${MACROS}`;
const EXERCISE_FIELDS = 'id name tags { id name }';
const WORKOUT_SET_FIELDS = 'id position weight reps setType rpe completedAt';
const SESSION_FIELDS = `id routineId orderNumber description isCurrent exercises { id sessionId sets repetitions restSeconds exercise { ${EXERCISE_FIELDS} } }`;

/** The reads, shaped like the React client's documents (client/src/features/{meals,routines,foods}). */
const QUERIES = {
  day: `query DailyMeal($date: LocalDate!) { dailyMeal(date: $date) { id date meals { ${MEAL_FIELDS} } totals ${MACROS} } }`,
  activeRoutine: `query ActiveRoutine { activeRoutine { id name description goal weekFrequency isActive sessions { ${SESSION_FIELDS} } currentSession { id } } }`,
  foods: `query FoodsPage($page: Int!, $size: Int!) { foods(page: $page, size: $size) { content { ${FOOD_FIELDS} } totalElements } }`,
  history: `query TrainingHistory($routineId: Int!, $page: Int!, $size: Int!) { trainingHistory(routineId: $routineId, page: $page, size: $size) { totalElements content { id completedAt sessionDescription } } }`,
  workoutInProgress: `query WorkoutInProgress { workoutInProgress { id title startedAt restTimer { endsAt serverTime } exercises { id position plannedSets plannedReps restSeconds skipped exercise { id name } sets { ${WORKOUT_SET_FIELDS} } lastTime { workoutId startedAt sets { ${WORKOUT_SET_FIELDS} } } } } }`,
  exerciseHistory: `query ExerciseHistory($exerciseId: Int!, $page: Int!, $size: Int!) { exerciseHistory(exerciseId: $exerciseId, page: $page, size: $size) { totalElements content { workoutId title startedAt sets { ${WORKOUT_SET_FIELDS} } } } }`,
  exerciseProgress: `query ExerciseProgress($exerciseId: Int!, $size: Int!) { exerciseProgress(exerciseId: $exerciseId, size: $size) { workoutId startedAt heaviestWeight estimatedOneRepMax volume } }`,
  dietProgress: `query DietProgress($from: LocalDate!, $to: LocalDate!) { dietProgress(from: $from, to: $to) { from to daysInRange daysLogged averages ${MACROS} days { date logged totals ${MACROS} goals ${MACROS} } } }`,
  recentMealSources: `query RecentMealSources($today: LocalDate!) { recentMealSources(today: $today) { uses lastUsed food { id name serving unit } recipe { id name serving unit } } }`,
  exerciseRecords: `query ExerciseRecords($exerciseId: Int!) { exerciseRecords(exerciseId: $exerciseId) { heaviestWeight { setId weight reps } bestEstimatedOneRepMax { setId estimatedOneRepMax } bestVolume { workoutId volume } mostRepsAtWeight(size: 10) { setId weight reps } } }`,
};

/** Five years of four logged workouts a week (4 exercises × 4 sets each), for the exercise history reads. */
const LOGGED_WEEKS = 5 * 52;
const WORKOUTS_PER_WEEK = 4;

/** The progress read covers a year of logged days ending on DAY. */
const PROGRESS_DAYS = 365;
const isoDaysBefore = (iso, days) => new Date(Date.parse(`${iso}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** How many times the bench routine's current session is marked 'Done!' (its training history). */
const COMPLETIONS = 300;

async function seed(gql) {
  const password = 'bench-password';
  const email = `bench-${process.pid}@example.com`;
  await gql(`mutation($input: RegisterInput!) { register(input: $input) { id } }`, { input: { name: 'Bench User', email, password } });
  const token = (
    await gql(`mutation($e: String!, $p: String!) { login(email: $e, password: $p) { accessToken } }`, { e: email, p: password })
  ).login.accessToken;
  const as = (query, variables) => gql(query, variables, token);

  const mealNames = ['Café da manhã', 'Lanche da manhã', 'Almoço', 'Lanche da tarde', 'Jantar', 'Ceia'];
  await as(`mutation($input: RenameMealsInput!) { renameMeals(input: $input) { mealInfo { mealsPerDay } } }`, {
    input: { names: mealNames },
  });

  const units = ['G', 'ML', 'UN'];
  const foodIds = [];
  for (let i = 0; i < 20; i++) {
    const input = {
      name: `Food ${String(i + 1).padStart(2, '0')}`,
      serving: String([100, 30, 1, 250][i % 4]),
      unit: units[i % 3],
      carbohydrates: (3.7 * (i + 1)).toFixed(1),
      proteins: (1.3 * (i % 7) + 0.4).toFixed(1),
      fats: (0.9 * (i % 5) + 0.1).toFixed(1),
      calories: String(40 + 17 * i),
    };
    foodIds.push((await as(`mutation($input: FoodInput!) { createFood(input: $input) { id } }`, { input })).createFood.id);
  }

  const recipeIds = [];
  for (let r = 0; r < 5; r++) {
    const ingredients = Array.from({ length: 3 + (r % 3) }, (_, k) => ({
      foodId: foodIds[(r * 4 + k) % 20],
      quantity: String(15 + 10 * k),
    }));
    const input = { name: `Recipe ${r + 1}`, serving: String(1 + r), ingredients };
    recipeIds.push((await as(`mutation($input: RecipeInput!) { createRecipe(input: $input) { id } }`, { input })).createRecipe.id);
  }

  const day = (await as(`mutation($date: LocalDate!) { startDay(date: $date) { meals { id } } }`, { date: DAY.iso })).startDay;
  let entries = 0;
  for (const [m, meal] of day.meals.entries()) {
    for (let e = 0; e < 8; e++) {
      // Every third entry a recipe, the rest foods: 16 recipe entries and 32 food entries.
      const input =
        (m * 8 + e) % 3 === 2
          ? { recipeId: recipeIds[(m + e) % 5], quantity: '1.5' }
          : { foodId: foodIds[(m * 3 + e) % 20], quantity: '42.5' };
      await as(`mutation($mealId: Int!, $input: MealEntryInput!) { addMealEntry(mealId: $mealId, input: $input) { entry { id } } }`, {
        mealId: meal.id,
        input,
      });
      entries += 1;
    }
  }

  // A year of eating: the day above copied into each of the 364 days before it (6 meals × 8 entries a day), with the
  // goals changed half-way, for the progress read.
  for (let back = 1; back < PROGRESS_DAYS; back++) {
    await as(`mutation($from: LocalDate!, $to: LocalDate!) { copyDay(from: $from, to: $to) { id } }`, {
      from: DAY.iso,
      to: isoDaysBefore(DAY.iso, back),
    });
  }
  await as(`mutation($input: MacroGoalsInput!, $date: LocalDate) { updateMacroGoals(input: $input, date: $date) { goals { calories } } }`, {
    input: { calories: '2400', carbohydrates: '250', proteins: '150', fats: '70' },
    date: isoDaysBefore(DAY.iso, 180),
  });

  const tagIds = [];
  for (const name of ['Peitoral', 'Costas', 'Pernas']) {
    tagIds.push((await as(`mutation($input: TagInput!) { createTag(input: $input) { id } }`, { input: { name } })).createTag.id);
  }
  const exerciseIds = [];
  for (let i = 0; i < 10; i++) {
    const input = { name: `Exercise ${i + 1}`, tagIds: i % 2 ? [tagIds[i % 3]] : [tagIds[i % 3], tagIds[(i + 1) % 3]] };
    exerciseIds.push((await as(`mutation($input: ExerciseInput!) { createExercise(input: $input) { id } }`, { input })).createExercise.id);
  }
  const routine = (
    await as(`mutation($input: RoutineInput!) { createRoutine(input: $input) { id sessions { id } } }`, {
      input: { name: 'Bench routine', description: 'Seven days', goal: 'Hypertrophy', weekFrequency: 7, isActive: true },
    })
  ).createRoutine;
  let sessionExercises = 0;
  for (const [s, session] of routine.sessions.entries()) {
    for (let k = 0; k < 5; k++) {
      const input = { exerciseId: exerciseIds[(s + k) % 10], sets: 3 + (k % 2), repetitions: 8 + k, restSeconds: 60 + 15 * k };
      await as(`mutation($s: Int!, $input: SessionExerciseInput!) { addSessionExercise(sessionId: $s, input: $input) { id } }`, {
        s: session.id,
        input,
      });
      sessionExercises += 1;
    }
  }
  let current = routine.sessions[0].id;
  for (let i = 0; i < COMPLETIONS; i++) {
    const done = await as(`mutation($s: Int!) { completeSession(sessionId: $s) { currentSession { id } } }`, { s: current });
    current = done.completeSession.currentSession.id;
  }
  // The lifting log: Monday, Tuesday, Thursday and Friday of each of the last 260 weeks, Exercise 1 to 4 each time
  // with a warm-up and three working sets whose weights creep up.
  const firstMonday = Date.now() - (LOGGED_WEEKS * 7 + 3) * 86_400_000;
  let loggedWorkouts = 0;
  for (let week = 0; week < LOGGED_WEEKS; week++) {
    for (const weekday of [0, 1, 3, 4].slice(0, WORKOUTS_PER_WEEK)) {
      const startedAt = new Date(firstMonday + (week * 7 + weekday) * 86_400_000);
      const exercises = exerciseIds.slice(0, 4).map((exerciseId, e) => {
        const working = 40 + e * 10 + Math.floor(week / 4) * 2.5;
        return {
          exerciseId,
          sets: [
            { weight: String(working / 2), reps: 12, setType: 'WARMUP' },
            ...[10, 8, 6].map((reps, k) => ({ weight: String(working + k * 2.5), reps })),
          ],
        };
      });
      const input = { startedAt: startedAt.toISOString(), finishedAt: new Date(startedAt.getTime() + 3_600_000).toISOString(), exercises };
      await as(`mutation($input: LogWorkoutInput!) { logWorkout(input: $input) { id } }`, { input });
      loggedWorkouts += 1;
    }
  }
  // The workout screen: session 1 started (Exercise 1 to 5: the first four with last time).
  await as(`mutation($s: Int!) { startWorkout(sessionId: $s) { id } }`, { s: routine.sessions[0].id });
  return {
    token,
    routineId: routine.id,
    exerciseId: exerciseIds[0],
    counts: {
      foods: foodIds.length,
      recipes: recipeIds.length,
      meals: day.meals.length,
      mealEntries: entries,
      sessions: routine.sessions.length,
      sessionExercises,
      completions: COMPLETIONS,
      loggedWorkouts,
      loggedSets: loggedWorkouts * 16,
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// Measuring.

/** The SQL statements the data source sends while `work` runs (the spy of server/test/query-counter.ts). */
async function countStatements(dataSource, work) {
  const logger = dataSource.logger;
  const hadOwn = Object.prototype.hasOwnProperty.call(logger, 'logQuery');
  const original = logger.logQuery;
  const statements = [];
  logger.logQuery = (query) => {
    statements.push(query.replace(/\s+/g, ' ').trim());
  };
  try {
    await work();
  } finally {
    if (hadOwn) logger.logQuery = original;
    else delete logger.logQuery;
  }
  return statements;
}

/**
 * Waits until the server sends no SQL for two quiet 100 ms windows (at most 5 s). When autocannon stops it
 * drops its sockets, but the server still finishes the requests it had started: without this wait their
 * statements would land in the next read's count, or hit a closed data source at shutdown.
 */
async function settle(dataSource) {
  const until = Date.now() + 5_000;
  let quiet = 0;
  while (quiet < 2 && Date.now() < until) {
    const statements = await countStatements(dataSource, () => new Promise((resolve) => setTimeout(resolve, 100)));
    quiet = statements.length === 0 ? quiet + 1 : 0;
  }
}

/** One request, checked for a sane answer (the figures of a failing read would mean nothing). */
async function probe(target) {
  const response = await fetch(target.url, {
    method: target.method,
    headers: target.headers,
    body: target.body,
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${target.name}: HTTP ${response.status}: ${text.slice(0, 300)}`);
  const json = JSON.parse(text);
  if (json.errors) throw new Error(`${target.name}: ${JSON.stringify(json.errors).slice(0, 300)}`);
  target.check?.(json);
  return text.length;
}

let activeWorker;
function load(target) {
  return new Promise((resolve, reject) => {
    const worker = (activeWorker = new Worker(new URL('./load-worker.mjs', import.meta.url), {
      workerData: {
        url: target.url,
        method: target.method,
        headers: target.headers,
        body: target.body,
        connections: CONNECTIONS,
        duration: DURATION,
        warmup: WARMUP,
      },
    }));
    const limit = setTimeout(
      () => {
        worker.terminate();
        reject(new Error(`${target.name}: the load run did not finish in time`));
      },
      (WARMUP + DURATION + 30) * 1000,
    );
    worker.once('message', (message) => {
      clearTimeout(limit);
      worker.terminate();
      if (message.ok) resolve(message.result);
      else reject(new Error(`${target.name}: ${message.error}`));
    });
    worker.once('error', (error) => {
      clearTimeout(limit);
      reject(error);
    });
  });
}

const expectEqual = (name, what, actual, expected) => {
  if (actual !== expected) throw new Error(`${name}: expected ${expected} ${what}, got ${actual}`);
};

function targets(server, token, counts, routineId, exerciseId) {
  const auth = { authorization: `Bearer ${token}` };
  const graphql = (name, query, variables, check) => ({
    name,
    method: 'POST',
    url: `${server.mainUrl}/graphql`,
    headers: { 'content-type': 'application/json', ...auth },
    body: JSON.stringify({ query, variables }),
    check,
  });
  return [
    {
      name: 'GET /health (baseline)',
      method: 'GET',
      url: `${server.mainUrl}/health`,
      headers: {},
      check: (j) => expectEqual('health', 'status', j.status, 'ok'),
    },
    graphql('dailyMeal(date) day tree', QUERIES.day, { date: DAY.iso }, ({ data }) => {
      expectEqual('day', 'meals', data.dailyMeal.meals.length, counts.meals);
      expectEqual(
        'day',
        'entries',
        data.dailyMeal.meals.reduce((n, m) => n + m.entries.length, 0),
        counts.mealEntries,
      );
    }),
    graphql(
      `dietProgress (${PROGRESS_DAYS} days × ${counts.mealEntries} entries)`,
      QUERIES.dietProgress,
      { from: isoDaysBefore(DAY.iso, PROGRESS_DAYS - 1), to: DAY.iso },
      ({ data }) => {
        expectEqual('dietProgress', 'days logged', data.dietProgress.daysLogged, PROGRESS_DAYS);
      },
    ),
    graphql('recentMealSources (14 days)', QUERIES.recentMealSources, { today: DAY.iso }, ({ data }) => {
      expectEqual('recentMealSources', 'rows', data.recentMealSources.length, 10);
    }),
    graphql('activeRoutine tree', QUERIES.activeRoutine, {}, ({ data }) => {
      expectEqual('activeRoutine', 'sessions', data.activeRoutine.sessions.length, counts.sessions);
      expectEqual(
        'activeRoutine',
        'session exercises',
        data.activeRoutine.sessions.reduce((n, s) => n + s.exercises.length, 0),
        counts.sessionExercises,
      );
    }),
    graphql('foods page (size 9)', QUERIES.foods, { page: 0, size: 9 }, ({ data }) => {
      expectEqual('foods', 'rows', data.foods.content.length, 9);
      expectEqual('foods', 'totalElements', data.foods.totalElements, counts.foods);
    }),
    graphql(`trainingHistory page (size 5 of ${counts.completions})`, QUERIES.history, { routineId, page: 0, size: 5 }, ({ data }) => {
      expectEqual('history', 'rows', data.trainingHistory.content.length, 5);
      expectEqual('history', 'totalElements', data.trainingHistory.totalElements, counts.completions);
    }),
    graphql('workoutInProgress (last time over the log)', QUERIES.workoutInProgress, {}, ({ data }) => {
      expectEqual('workoutInProgress', 'exercises', data.workoutInProgress.exercises.length, 5);
      expectEqual('workoutInProgress', 'exercises with last time', data.workoutInProgress.exercises.filter((e) => e.lastTime).length, 4);
    }),
    graphql(
      `exerciseHistory page (size 10 of ${counts.loggedWorkouts})`,
      QUERIES.exerciseHistory,
      { exerciseId, page: 0, size: 10 },
      ({ data }) => {
        expectEqual('exerciseHistory', 'rows', data.exerciseHistory.content.length, 10);
        expectEqual('exerciseHistory', 'totalElements', data.exerciseHistory.totalElements, counts.loggedWorkouts);
      },
    ),
    graphql('exerciseProgress (200 newest points)', QUERIES.exerciseProgress, { exerciseId, size: 200 }, ({ data }) => {
      expectEqual('exerciseProgress', 'points', data.exerciseProgress.length, 200);
    }),
    graphql(`exerciseRecords (${counts.loggedWorkouts * 3} working sets)`, QUERIES.exerciseRecords, { exerciseId }, ({ data }) => {
      if (!data.exerciseRecords.heaviestWeight) throw new Error('exerciseRecords: no heaviest weight');
    }),
    {
      name: 'legacy GET /meals?day&month&year',
      method: 'GET',
      url: `${server.legacyUrl}/meals?day=${DAY.day}&month=${DAY.month}&year=${DAY.year}`,
      headers: auth,
      check: (j) => {
        expectEqual('legacy day', 'meals', j.meals.length, counts.meals);
        expectEqual(
          'legacy day',
          'entries',
          j.meals.reduce((n, m) => n + m.mealEntries.length, 0),
          counts.mealEntries,
        );
      },
    },
  ];
}

// ---------------------------------------------------------------------------------------------------------
// Output.

const fixed = (value, digits) => (value === null || value === undefined || Number.isNaN(value) ? '-' : Number(value).toFixed(digits));

function printTable(rows) {
  const header = ['operation', 'req/s', 'p50 ms', 'p99 ms', 'mean ms', 'SQL/req', '× /health', 'failed'];
  const lines = rows.map((r) => [
    r.operation,
    fixed(r.requestsPerSecond, 0),
    fixed(r.latencyMs.p50, 2),
    fixed(r.latencyMs.p99, 2),
    fixed(r.latencyMs.mean, 2),
    String(r.sqlStatements),
    fixed(r.ratioToHealth, 3),
    String(r.failed),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
}

// ---------------------------------------------------------------------------------------------------------

let server;
async function cleanup() {
  await activeWorker?.terminate();
  const running = server;
  server = undefined;
  if (running) {
    await settle(running.services.dataSource).catch(() => {});
    await running.close().catch((error) => console.error('bench: closing the server:', error.message));
  }
  while (cleanups.length)
    await cleanups
      .pop()()
      .catch((error) => console.error('bench: cleanup:', error.message));
}
/** Ctrl-C or SIGTERM: stop the load, the server and the database, then exit. */
function takeOverSignals() {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    // Apollo Server's own handlers would stop it and re-raise the signal before our cleanup ran.
    process.removeAllListeners(signal);
    process.once(signal, () => {
      console.error(`bench: ${signal}, stopping`);
      cleanup().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
    });
  }
}
takeOverSignals();

async function main() {
  const started = Date.now();
  const loadAtStart = os.loadavg();
  const database = await prepareDatabase();
  const config = loadConfig({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    LEGACY_PORT: '0',
    DATABASE_URL: database.url,
    CLIENT_DIR: 'off',
    TIME_ZONE: 'UTC',
    JWT_SECRET: randomBytes(48).toString('base64url'),
    // One JSON line per request would flood the figures' output (BENCH_LOG_LEVEL=info measures with it).
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL || 'warn',
  });
  server = await startServer(config);
  takeOverSignals();
  const gql = makeClient(server.mainUrl);
  // BENCH_DATA_ONLY=1: only the 'Your data' figures (tests/bench/data.mjs), without the seed and the reads.
  if (process.env.BENCH_DATA_ONLY === '1') {
    console.log(`Fitness Manager bench, 'Your data' only — ${database.label}; node ${process.version}`);
    await measureData(server, gql);
    return;
  }
  const { token, counts, routineId, exerciseId } = await seed(gql);
  const seededIn = Date.now() - started;
  const cpus = os.cpus();
  console.log(
    `Fitness Manager bench — ${database.label}; node ${process.version}; ${cpus.length} × ${cpus[0]?.model ?? 'cpu'}; ` +
      `load average ${os.loadavg()[0].toFixed(1)} (other work on the machine skews the figures)\n` +
      `seeded ${counts.foods} foods, ${counts.recipes} recipes, a day of ${counts.meals} meals × ${counts.mealEntries / counts.meals} entries, ` +
      `${PROGRESS_DAYS} such days, ` +
      `a routine of ${counts.sessions} sessions × ${counts.sessionExercises / counts.sessions} exercises done ${counts.completions} times, ` +
      `${counts.loggedWorkouts} logged workouts (5 years × ${WORKOUTS_PER_WEEK} a week, ${counts.loggedSets} sets) and one in progress ` +
      `in ${(seededIn / 1000).toFixed(1)} s\n` +
      `autocannon: ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s per read (load in a worker thread, server on the main thread)\n`,
  );

  const rows = [];
  const reads = targets(server, token, counts, routineId, exerciseId);
  if (reads.length > READS) throw new Error(`bench: ${reads.length} reads; raise READS so the deadline covers them`);
  for (const target of reads) {
    const bytes = await probe(target);
    const statements = await countStatements(server.services.dataSource, () => probe(target));
    const result = await load(target);
    await settle(server.services.dataSource);
    const failed = result.non2xx + result.errors + result.timeouts + result.mismatches;
    rows.push({
      operation: target.name,
      method: target.method,
      path: new URL(target.url).pathname + new URL(target.url).search,
      responseBytes: bytes,
      ...result,
      failed,
      sqlStatements: statements.length,
      statements,
    });
    process.stdout.write(`  measured ${target.name}\n`);
  }
  const baseline = rows[0].requestsPerSecond;
  for (const row of rows) row.ratioToHealth = baseline > 0 ? row.requestsPerSecond / baseline : null;

  console.log('');
  printTable(rows);
  console.log(
    '\nFigures are informative: compare runs on the same machine. "failed" counts non-2xx, errors, timeouts and GraphQL error bodies.',
  );

  const data = await measureData(server, gql);

  // The login page's JavaScript as a first visit downloads it (scripts/login-budget.mjs), when the client is built.
  let loginPage = null;
  try {
    const { measureLoginPage } = await import('../../scripts/login-budget.mjs');
    loginPage = measureLoginPage();
    for (const measured of loginPage.languages) {
      console.log(
        `Login page JavaScript, first visit in ${measured.language}: ${(measured.gzip / 1000).toFixed(1)} kB gzipped (${(measured.raw / 1000).toFixed(1)} kB raw; budget ${loginPage.budget / 1000} kB)`,
      );
    }
  } catch (error) {
    console.log(`Login page JavaScript: not measured (${error.message})`);
  }

  const report = {
    startedAt: new Date(started).toISOString(),
    database: DB_KIND === 'sqlite' ? 'sqlite' : 'mysql',
    databaseLabel: database.label,
    node: process.version,
    platform: `${os.platform()} ${os.arch()}`,
    cpus: { count: cpus.length, model: cpus[0]?.model ?? null },
    loadAverage: { atStart: loadAtStart, atEnd: os.loadavg() },
    autocannon: { connections: CONNECTIONS, durationS: DURATION, warmupS: WARMUP },
    seed: counts,
    results: rows,
    data,
    loginPage: loginPage && {
      gzipBytes: loginPage.gzip,
      rawBytes: loginPage.raw,
      budgetBytes: loginPage.budget,
      files: loginPage.files,
      languages: loginPage.languages.map(({ language, gzip, raw }) => ({ language, gzipBytes: gzip, rawBytes: raw })),
    },
    totalSeconds: (Date.now() - started) / 1000,
  };
  await mkdir(path.dirname(REPORT), { recursive: true });
  await writeFile(REPORT, JSON.stringify(report, null, 2) + '\n');
  console.log(`Report: ${path.relative(process.cwd(), REPORT) || REPORT} (total ${report.totalSeconds.toFixed(1)} s)`);
}

try {
  await main();
} catch (error) {
  console.error('bench failed:', error?.stack ?? error);
  process.exitCode = 1;
} finally {
  await cleanup();
  clearTimeout(watchdog);
}
