#!/usr/bin/env node
// The attack-and-fault run of issue 9, repeatable: prints figures, exits 1 when a "Done means" figure is wrong.
// docs/security.md › "Repeated attack-and-fault run" has the results and what each phase proves.
//
//   npm run build -w server
//   node scripts/attack-run.mjs                 # SQLite (a fresh file in a temporary directory)
//   ATTACK_DB=mariadb node scripts/attack-run.mjs
//
// Everything runs on 127.0.0.1: the built server (server/dist) as a child process with NODE_ENV=production, and on
// MariaDB a private mariadbd of its own (scripts/mariadb.sh with its own port and data directory: ATTACK_MARIADB_PORT,
// default 3318, ATTACK_MARIADB_DIR, default /tmp/fm-attack-mariadb), never the shared test server on 3307, because
// this run stops and kills it. Requests and time are bounded (a watchdog ends the run after ATTACK_DEADLINE_S, 600 s).
//
// Phases: 1 cross-user ids on both doors · 2 the cost attack · 3 a slow client holding half a body while writes go
// through · 4 the database stopped (graceful, then kill -9) under traffic and back (MariaDB; on SQLite the closed
// handle is server/src/http/database-down.test.ts) · 5 SIGTERM under keep-alive writes. 5xx answers are counted in
// every phase; during phase 4 a 503 with Retry-After and the documented body is "clean", any other 5xx is not.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { connect, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const ENTRY = path.join(ROOT, 'server/dist/src/main.js');
const DB = (process.env.ATTACK_DB || 'sqlite').toLowerCase();
if (DB !== 'sqlite' && DB !== 'mariadb') throw new Error(`ATTACK_DB must be sqlite or mariadb (got "${process.env.ATTACK_DB}")`);
const MARIADB_PORT = process.env.ATTACK_MARIADB_PORT || '3318';
const MARIADB_DIR = process.env.ATTACK_MARIADB_DIR || '/tmp/fm-attack-mariadb';
if (MARIADB_PORT === '3307') throw new Error('ATTACK_MARIADB_PORT must not be the shared test server (3307): this run stops its database');
const DEADLINE_S = Number(process.env.ATTACK_DEADLINE_S || 600);
if (!existsSync(ENTRY)) {
  console.error('attack-run: server/dist is missing; run `npm run build -w server` first.');
  process.exit(1);
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'fm-attack-'));
const JWT_SECRET = randomBytes(32).toString('hex');
const figures = {};
const failures = [];
const check = (ok, what) => {
  if (!ok) failures.push(what);
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}`);
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ── the server ─────────────────────────────────────────────────────────────────────────────────────────────────
async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function mariadb(command) {
  const env = { ...process.env, FM_MARIADB_PORT: MARIADB_PORT, FM_MARIADB_DIR: MARIADB_DIR };
  const result = spawnSync('bash', [path.join(ROOT, 'scripts/mariadb.sh'), command], { env, encoding: 'utf8' });
  return result.status;
}

let databaseUrl;
async function prepareDatabase() {
  if (DB === 'sqlite') {
    databaseUrl = `sqlite:${path.join(tmp, 'attack.sqlite')}`;
    return;
  }
  if (mariadb('start') !== 0) throw new Error(`the private MariaDB on port ${MARIADB_PORT} did not start (see ${MARIADB_DIR}/server.log)`);
  const { createConnection } = await import('mysql2/promise');
  const admin = await createConnection({ host: '127.0.0.1', port: Number(MARIADB_PORT), user: 'app', password: 'app' });
  await admin.query('DROP DATABASE IF EXISTS app_attack');
  await admin.query('CREATE DATABASE app_attack CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');
  await admin.end();
  databaseUrl = `mariadb://app:app@127.0.0.1:${MARIADB_PORT}/app_attack`;
}

let server = null;
async function startServer() {
  const [port, legacyPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, [ENTRY], {
    cwd: tmp,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LEGACY_PORT: String(legacyPort),
      DATABASE_URL: databaseUrl,
      DATA_DIR: tmp,
      CLIENT_DIR: 'off',
      JWT_SECRET,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exit = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let exited = false;
  void exit.then(() => (exited = true));
  const main = `http://127.0.0.1:${port}`;
  for (;;) {
    if (exited) throw new Error(`the server exited before it was healthy:\n${output}`);
    try {
      if ((await fetch(`${main}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  server = { child, exit, main, legacy: `http://127.0.0.1:${legacyPort}`, output: () => output };
  return server;
}

// ── requests, with every 5xx counted ──────────────────────────────────────────────────────────────────────────
const fivexx = { clean503: 0, other: 0, samples: [] };
const CLEAN_MESSAGE = 'The database cannot be reached right now. Try again in a few seconds.';
function count5xx(status, retryAfter, body, url) {
  if (status < 500) return;
  const legacyClean = Array.isArray(body?.errors) && body.errors[0] === CLEAN_MESSAGE;
  const graphqlClean = body?.errors?.[0]?.extensions?.code === 'SERVICE_UNAVAILABLE';
  if (status === 503 && retryAfter && (legacyClean || graphqlClean)) fivexx.clean503 += 1;
  else {
    fivexx.other += 1;
    if (fivexx.samples.length < 5) fivexx.samples.push({ url, status, body });
  }
}

async function call(url, { method = 'GET', token, body, headers = {} } = {}) {
  const response = await fetch(url, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  const retryAfter = response.headers.get('retry-after');
  count5xx(response.status, retryAfter, json, url);
  return { status: response.status, body: json, text, retryAfter };
}

const gql = (query, variables, token) => call(`${server.main}/graphql`, { method: 'POST', token, body: { query, variables } });
async function data(query, variables, token) {
  const answer = await gql(query, variables, token);
  if (answer.status !== 200 || answer.body.errors) throw new Error(`${query.slice(0, 60)}…: ${answer.status} ${answer.text.slice(0, 300)}`);
  return answer.body.data;
}

async function signUp(name) {
  const email = `${name.toLowerCase()}-${randomBytes(4).toString('hex')}@example.com`;
  await data('mutation($i: RegisterInput!) { register(input: $i) { id } }', { i: { name, email, password: 'attack-run' } });
  const { login } = await data('mutation($e: String!) { login(email: $e, password: "attack-run") { accessToken } }', { e: email });
  return { email, token: login.accessToken };
}

/** One of everything an id can name, for a user (GraphQL). */
async function seed(token, marker) {
  const n = (what) => `${marker} ${what}`;
  const food = (
    await data(
      `mutation($n: String!) { createFood(input: { name: $n, serving: "100", unit: G, calories: "100", carbohydrates: "10", proteins: "5", fats: "1" }) { id } }`,
      { n: n('food') },
      token,
    )
  ).createFood.id;
  const recipe = (
    await data(
      `mutation($n: String!, $f: Int!) { createRecipe(input: { name: $n, serving: "1", unit: UN, ingredients: [{ foodId: $f, quantity: "50" }] }) { id } }`,
      { n: n('recipe'), f: food },
      token,
    )
  ).createRecipe.id;
  const tag = (await data('mutation($n: String!) { createTag(input: { name: $n }) { id } }', { n: n('tag') }, token)).createTag.id;
  const exercise = (
    await data(
      'mutation($n: String!, $t: Int!) { createExercise(input: { name: $n, tagIds: [$t] }) { id } }',
      { n: n('exercise'), t: tag },
      token,
    )
  ).createExercise.id;
  const routine = (
    await data(
      'mutation($n: String!) { createRoutine(input: { name: $n, description: "d", goal: "g", weekFrequency: 2, isActive: true }) { id sessions { id } } }',
      { n: n('routine') },
      token,
    )
  ).createRoutine;
  const session = routine.sessions[0].id;
  const sessionExercise = (
    await data(
      'mutation($s: Int!, $e: Int!) { addSessionExercise(sessionId: $s, input: { exerciseId: $e, sets: 3, repetitions: 10, restSeconds: 60 }) { id } }',
      { s: session, e: exercise },
      token,
    )
  ).addSessionExercise.id;
  const day = (await data('mutation { startDay(date: "2026-01-15") { id meals { id } } }', {}, token)).startDay;
  const meal = day.meals[0].id;
  const entry = (
    await data(
      'mutation($m: Int!, $f: Int!) { addMealEntry(mealId: $m, input: { foodId: $f, quantity: "100" }) { entry { id } } }',
      { m: meal, f: food },
      token,
    )
  ).addMealEntry.entry.id;
  const workout = (await data('mutation($s: Int!) { startWorkout(sessionId: $s) { id exercises { id } } }', { s: session }, token))
    .startWorkout;
  const workoutExercise = workout.exercises[0].id;
  const set = (
    await data(
      'mutation($we: Int!) { addWorkoutSet(workoutExerciseId: $we, input: { reps: 5, weight: "50" }) { exercises { sets { id } } } }',
      { we: workoutExercise },
      token,
    )
  ).addWorkoutSet.exercises[0].sets.at(-1).id;
  const mealInfo = (await call(`${server.legacy}/meals/meals-info`, { token })).body.id;
  return {
    food,
    recipe,
    tag,
    exercise,
    routine: routine.id,
    session,
    sessionExercise,
    day: day.id,
    meal,
    entry,
    workout: workout.id,
    workoutExercise,
    set,
    mealInfo,
  };
}

/** Everything the victim can read, to compare before and after the attack. */
async function snapshot(token) {
  const read = await data(
    `{ allFoods { id name serving } allRecipes { id name ingredients { quantity } } allTags { id name } allExercises { id name }
       routines(page: 0, size: 50) { content { id name sessions { id description exercises { id sets repetitions } } } }
       dailyMeal(date: "2026-01-15") { id meals { id name entries { id quantity } } } workouts(page: 0, size: 50) { content { id inProgress exercises { id skipped sets { id reps weight done } } } } }`,
    {},
    token,
  );
  const info = (await call(`${server.legacy}/meals/meals-info`, { token })).text;
  return JSON.stringify(read) + info;
}

// ── phase 1: another user's ids ───────────────────────────────────────────────────────────────────────────────────
async function crossUser() {
  console.log('\n1. Cross-user ids, both doors');
  const victim = await signUp('Victim');
  const attacker = await signUp('Attacker');
  const v = await seed(victim.token, 'SECRET-VICTIM');
  const a = await seed(attacker.token, 'attacker');
  const before = await snapshot(victim.token);

  const set = '{ reps: 1, weight: "1" }';
  const graphqlOps = [
    ['food', `{ food(id: ${v.food}) { id name } }`],
    ['recipe', `{ recipe(id: ${v.recipe}) { id name } }`],
    ['tag', `{ tag(id: ${v.tag}) { id name } }`],
    ['exercise', `{ exercise(id: ${v.exercise}) { id name } }`],
    ['routine', `{ routine(id: ${v.routine}) { id name } }`],
    ['workout', `{ workout(id: ${v.workout}) { id title } }`],
    ['exerciseRecords', `{ exerciseRecords(exerciseId: ${v.exercise}) { __typename } }`],
    ['exerciseHistory', `{ exerciseHistory(exerciseId: ${v.exercise}, page: 0, size: 5) { __typename } }`],
    ['exerciseProgress', `{ exerciseProgress(exerciseId: ${v.exercise}) { __typename } }`],
    [
      'updateFood',
      `mutation { updateFood(id: ${v.food}, input: { name: "x", serving: "1", unit: G, calories: "1", carbohydrates: "1", proteins: "1", fats: "1" }) { id } }`,
    ],
    [
      'updateRecipe',
      `mutation { updateRecipe(id: ${v.recipe}, input: { name: "x", serving: "1", unit: UN, ingredients: [{ foodId: ${a.food}, quantity: "1" }] }) { id } }`,
    ],
    [
      'createRecipe with their food',
      `mutation { createRecipe(input: { name: "x", serving: "1", unit: UN, ingredients: [{ foodId: ${v.food}, quantity: "1" }] }) { id } }`,
    ],
    ['updateTag', `mutation { updateTag(id: ${v.tag}, input: { name: "x" }) { id } }`],
    ['createExercise with their tag', `mutation { createExercise(input: { name: "x", tagIds: [${v.tag}] }) { id } }`],
    ['updateExercise', `mutation { updateExercise(id: ${v.exercise}, input: { name: "x", tagIds: [${a.tag}] }) { id } }`],
    [
      'updateRoutine',
      `mutation { updateRoutine(id: ${v.routine}, input: { name: "x", description: "x", goal: "x", weekFrequency: 2, isActive: true }) { id } }`,
    ],
    ['updateSession', `mutation { updateSession(id: ${v.session}, description: "x") { id } }`],
    [
      'addSessionExercise',
      `mutation { addSessionExercise(sessionId: ${v.session}, input: { exerciseId: ${a.exercise}, sets: 1, repetitions: 1, restSeconds: 1 }) { id } }`,
    ],
    [
      'addSessionExercise with their exercise',
      `mutation { addSessionExercise(sessionId: ${a.session}, input: { exerciseId: ${v.exercise}, sets: 1, repetitions: 1, restSeconds: 1 }) { id } }`,
    ],
    [
      'updateSessionExercise',
      `mutation { updateSessionExercise(id: ${v.sessionExercise}, input: { exerciseId: ${a.exercise}, sets: 1, repetitions: 1, restSeconds: 1 }) { id } }`,
    ],
    ['completeSession', `mutation { completeSession(sessionId: ${v.session}) { id } }`],
    ['addMealEntry', `mutation { addMealEntry(mealId: ${v.meal}, input: { foodId: ${a.food}, quantity: "1" }) { entry { id } } }`],
    [
      'addMealEntry with their food',
      `mutation { addMealEntry(mealId: ${a.meal}, input: { foodId: ${v.food}, quantity: "1" }) { entry { id } } }`,
    ],
    [
      'addMealEntry with their recipe',
      `mutation { addMealEntry(mealId: ${a.meal}, input: { recipeId: ${v.recipe}, quantity: "1" }) { entry { id } } }`,
    ],
    ['updateMealEntry', `mutation { updateMealEntry(id: ${v.entry}, input: { foodId: ${a.food}, quantity: "1" }) { entry { id } } }`],
    ['startWorkout', `mutation { startWorkout(sessionId: ${v.session}) { id } }`],
    ['addWorkoutExercise', `mutation { addWorkoutExercise(workoutId: ${v.workout}, input: { exerciseId: ${a.exercise} }) { id } }`],
    [
      'addWorkoutExercise with their exercise',
      `mutation { addWorkoutExercise(workoutId: ${a.workout}, input: { exerciseId: ${v.exercise} }) { id } }`,
    ],
    ['addWorkoutSet', `mutation { addWorkoutSet(workoutExerciseId: ${v.workoutExercise}, input: ${set}) { id } }`],
    ['updateWorkoutSet', `mutation { updateWorkoutSet(id: ${v.set}, input: ${set}) { id } }`],
    ['completeWorkoutSet', `mutation { completeWorkoutSet(id: ${v.set}, input: ${set}) { __typename } }`],
    ['uncompleteWorkoutSet', `mutation { uncompleteWorkoutSet(id: ${v.set}) { id } }`],
    ['skipWorkoutExercise', `mutation { skipWorkoutExercise(id: ${v.workoutExercise}) { id } }`],
    ['extendRest', `mutation { extendRest(workoutId: ${v.workout}) { id } }`],
    ['skipRest', `mutation { skipRest(workoutId: ${v.workout}) { id } }`],
    [
      'logWorkout on their session',
      `mutation { logWorkout(input: { sessionId: ${v.session}, startedAt: "2026-01-10T10:00:00Z", finishedAt: "2026-01-10T11:00:00Z", exercises: [{ exerciseId: ${a.exercise}, sets: [${set}] }] }) { id } }`,
    ],
    [
      'logWorkout with their exercise',
      `mutation { logWorkout(input: { startedAt: "2026-01-10T10:00:00Z", finishedAt: "2026-01-10T11:00:00Z", exercises: [{ exerciseId: ${v.exercise}, sets: [${set}] }] }) { id } }`,
    ],
    ['removeWorkoutSet', `mutation { removeWorkoutSet(id: ${v.set}) { id } }`],
    ['removeWorkoutExercise', `mutation { removeWorkoutExercise(id: ${v.workoutExercise}) { id } }`],
    ['finishWorkout', `mutation { finishWorkout(id: ${v.workout}) { __typename } }`],
    ['discardWorkout', `mutation { discardWorkout(id: ${v.workout}) { id } }`],
    ['deleteWorkout', `mutation { deleteWorkout(id: ${v.workout}) { id } }`],
    ['deleteMealEntry', `mutation { deleteMealEntry(id: ${v.entry}) { entry { id } } }`],
    ['deleteSessionExercise', `mutation { deleteSessionExercise(id: ${v.sessionExercise}) { id } }`],
    ['deleteRoutine', `mutation { deleteRoutine(id: ${v.routine}) { id } }`],
    ['deleteExercise', `mutation { deleteExercise(id: ${v.exercise}) { id } }`],
    ['deleteTag', `mutation { deleteTag(id: ${v.tag}) { id } }`],
    ['deleteRecipe', `mutation { deleteRecipe(id: ${v.recipe}) { id } }`],
    ['deleteFood', `mutation { deleteFood(id: ${v.food}) { id } }`],
  ];
  // Legacy bodies: the attacker's own objects as the legacy door shows them, so only the id can be wrong.
  const own = async (p) => (await call(`${server.legacy}${p}`, { token: attacker.token })).body;
  const ownFood = await own(`/foods/${a.food}`);
  const ownRecipe = await own(`/recipes/${a.recipe}`);
  const ownTag = await own(`/tags/${a.tag}`);
  const ownExercise = await own(`/exercises/${a.exercise}`);
  const ownRoutine = await own(`/trainings/${a.routine}`);
  const ownItem = ownRoutine.trainingSessions[0].sessionExercises[0];
  const ownDay = await own('/meals?day=15&month=1&year=2026');
  const ownEntry = ownDay.meals[0].mealEntries[0];
  const ownInfo = await own('/meals/meals-info');
  const legacyOps = [
    ['GET', `/foods/${v.food}`],
    ['POST', `/foods/${v.food}`, { ...ownFood, id: v.food }],
    ['GET', `/recipes/${v.recipe}`],
    ['POST', `/recipes/${v.recipe}`, { ...ownRecipe, id: v.recipe }],
    [
      'POST',
      '/recipes',
      {
        ...ownRecipe,
        id: undefined,
        name: 'x',
        ingredients: [{ ...ownRecipe.ingredients[0], id: undefined, food: { ...ownRecipe.ingredients[0].food, id: v.food } }],
      },
    ],
    ['GET', `/tags/${v.tag}`],
    ['POST', `/tags/${v.tag}`, { ...ownTag, id: v.tag }],
    ['GET', `/exercises/${v.exercise}`],
    ['POST', `/exercises/${v.exercise}`, { ...ownExercise, id: v.exercise }],
    ['POST', '/exercises', { name: 'x', tags: [{ ...ownTag, id: v.tag }] }],
    ['GET', `/trainings/${v.routine}`],
    ['POST', `/trainings/${v.routine}`, { ...ownRoutine, id: v.routine }],
    ['POST', `/trainings/session/${v.session}`, { ...ownRoutine.trainingSessions[0], id: v.session }],
    [
      'POST',
      '/trainings/session-exercise',
      { ...ownItem, id: undefined, trainingSessionId: v.session, trainingSession: { id: v.session } },
    ],
    ['POST', `/trainings/session-exercise/${v.sessionExercise}`, { ...ownItem, id: v.sessionExercise }],
    ['POST', '/trainings/session/next', { id: v.session, trainingRoutineId: v.routine }],
    ['POST', '/meals/entries', { ...ownEntry, id: undefined, mealId: v.meal, dailyMealId: v.day }],
    ['POST', `/meals/entries/${v.entry}`, { ...ownEntry, id: v.entry }],
    ['GET', `/meals/meals-info/${v.mealInfo}`],
    ['POST', `/meals/meals-info/${v.mealInfo}`, { ...ownInfo, id: v.mealInfo }],
    ['POST', `/meals/meals-info/macros/${v.mealInfo}`, { ...ownInfo, id: v.mealInfo }],
    ['DELETE', `/meals/entries/${v.entry}`],
    ['DELETE', `/trainings/session-exercise/${v.sessionExercise}`],
    ['DELETE', `/trainings/${v.routine}`],
    ['DELETE', `/exercises/${v.exercise}`],
    ['DELETE', `/tags/${v.tag}`],
    ['DELETE', `/recipes/${v.recipe}`],
    ['DELETE', `/foods/${v.food}`],
  ];

  const outcome = { graphql: { notFound: 0, refused: 0, leaks: 0 }, legacy: { notFound: 0, refused: 0, leaks: 0 } };
  const refusedSamples = [];
  for (const [name, query] of graphqlOps) {
    const answer = await gql(query, {}, attacker.token);
    const code = answer.body?.errors?.[0]?.extensions?.code;
    const leaked = answer.text.includes('SECRET-VICTIM') || (answer.status === 200 && !answer.body.errors);
    if (leaked) outcome.graphql.leaks += 1;
    else if (code === 'NOT_FOUND') outcome.graphql.notFound += 1;
    else {
      outcome.graphql.refused += 1;
      refusedSamples.push(`GraphQL ${name}: ${answer.status} ${answer.text.slice(0, 160)}`);
    }
  }
  for (const [method, p, body] of legacyOps) {
    const answer = await call(`${server.legacy}${p}`, { method, token: attacker.token, body });
    const leaked = answer.text.includes('SECRET-VICTIM') || answer.status < 300;
    const notFound = answer.status === 400 && (answer.body?.errors ?? []).some((m) => /was not found/.test(m));
    if (leaked) outcome.legacy.leaks += 1;
    else if (notFound) outcome.legacy.notFound += 1;
    else {
      outcome.legacy.refused += 1;
      refusedSamples.push(`legacy ${method} ${p}: ${answer.status} ${answer.text.slice(0, 160)}`);
    }
  }
  // Control: the same kind of request with the victim's own token does show the data the detector looks for.
  const control = await gql(`{ food(id: ${v.food}) { name } }`, {}, victim.token);
  check(control.text.includes('SECRET-VICTIM'), 'control: the victim reads their own food by id (the leak detector can see a leak)');
  const changed = (await snapshot(victim.token)) !== before;
  figures.crossUser = { graphqlOperations: graphqlOps.length, legacyOperations: legacyOps.length, ...outcome, victimDataChanged: changed };
  console.log(
    `  GraphQL: ${graphqlOps.length} operations → ${outcome.graphql.notFound} not found, ${outcome.graphql.refused} refused otherwise, ${outcome.graphql.leaks} leaks`,
  );
  console.log(
    `  legacy:  ${legacyOps.length} operations → ${outcome.legacy.notFound} not found, ${outcome.legacy.refused} refused otherwise, ${outcome.legacy.leaks} leaks`,
  );
  for (const sample of refusedSamples) console.log(`    (refused otherwise) ${sample}`);
  check(
    outcome.graphql.leaks + outcome.legacy.leaks === 0,
    '0 leaks: no answer carried the victim’s data or succeeded on the victim’s ids',
  );
  check(!changed, 'the victim’s data is unchanged');
  return { attacker, victim };
}

// ── phase 2: the cost attack ────────────────────────────────────────────────────────────────────────────────────────
async function costAttack(token) {
  console.log('\n2. Cost attack (3 KB of nested aliases)');
  const times = (count, make) => Array.from({ length: count }, (_, i) => make(i)).join(' ');
  const attack = `{ allRecipes { ${times(50, (i) => `i${i}: ingredients { ...I }`)} } }
    fragment I on Ingredient { ${times(50, (i) => `f${i}: food { ...N }`)} }
    fragment N on Food { ${times(50, (i) => `n${i}: name`)} }`;
  const started = performance.now();
  const health = (async () => {
    const t = performance.now();
    await call(`${server.main}/health`);
    return performance.now() - t;
  })();
  const answers = await Promise.all(Array.from({ length: 5 }, () => gql(attack, {}, token)));
  const healthMs = await health;
  const ms = performance.now() - started;
  const codes = answers.map((answer) => `${answer.status} ${answer.body?.errors?.[0]?.extensions?.code}`);
  figures.cost = {
    bytes: attack.length,
    sent: answers.length,
    answers: [...new Set(codes)],
    allMs: Math.round(ms),
    healthMs: Math.round(healthMs),
  };
  console.log(
    `  ${attack.length} bytes × 5 at once → ${[...new Set(codes)].join(', ')} in ${Math.round(ms)} ms; /health meanwhile ${Math.round(healthMs)} ms`,
  );
  check(
    codes.every((code) => code === '400 QUERY_TOO_LARGE'),
    'every attack refused with QUERY_TOO_LARGE before it runs',
  );
}

// ── phase 3: a slow client holding half a body ───────────────────────────────────────────────────────────────
async function slowClient(token) {
  console.log('\n3. A slow client holds half a body of POST /users while writes go through');
  const socket = connect(Number(new URL(server.legacy).port), '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.on('error', () => undefined);
  const half = '{"name":"Slow","email":"slow@example.com",';
  socket.write(
    `POST /users HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${half.length * 2}\r\n\r\n${half}`,
  );
  await sleep(500);
  const started = performance.now();
  let ok = 0;
  const writes = 20;
  for (let i = 0; i < writes / 2; i++) {
    const g = await gql('mutation($n: String!) { createTag(input: { name: $n }) { id } }', { n: `slow-g-${i}` }, token);
    if (g.status === 200 && !g.body.errors) ok += 1;
    const l = await call(`${server.legacy}/tags`, { method: 'POST', token, body: { name: `slow-l-${i}` } });
    if (l.status === 200) ok += 1;
  }
  const ms = performance.now() - started;
  const stillOpen = !socket.destroyed;
  socket.destroy();
  figures.slowClient = { writes, acknowledged: ok, ms: Math.round(ms), socketStillOpen: stillOpen };
  console.log(
    `  ${ok}/${writes} writes acknowledged on both doors in ${Math.round(ms)} ms while the half body was held (socket still open: ${stillOpen})`,
  );
  check(ok === writes && stillOpen, 'no write blocked by one slow client');
}

// ── phase 4: the database stopped under traffic, then back ─────────────────────────────────────────────────────
async function databaseDown(token, how) {
  console.log(
    `\n4${how === 'kill' ? 'b' : 'a'}. MariaDB ${how === 'kill' ? 'killed (kill -9)' : 'stopped (SIGTERM, clean shutdown)'} under traffic, then started again`,
  );
  const before = { ...fivexx };
  const statuses = {};
  const acknowledged = [];
  const refused503 = [];
  let stop = false;
  let seq = 0;
  const client = async (door) => {
    while (!stop) {
      const name = `${how}-${door}-${seq++}`;
      const answer =
        door === 'graphql'
          ? await gql('mutation($n: String!) { createTag(input: { name: $n }) { id } }', { n: name }, token)
          : door === 'legacy'
            ? await call(`${server.legacy}/tags`, { method: 'POST', token, body: { name } })
            : await call(`${server.legacy}/tags?page=0&size=5`, { token });
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      const written = door !== 'read' && answer.status === 200 && !answer.body?.errors;
      if (written) acknowledged.push(name);
      if (door !== 'read' && answer.status === 503) refused503.push(name);
      await sleep(20);
    }
  };
  const clients = [client('graphql'), client('legacy'), client('read'), client('graphql'), client('legacy')];
  await sleep(1_000);
  const stopped = performance.now();
  if (how === 'kill') {
    const pid = readFileSync(path.join(MARIADB_DIR, 'mariadb.pid'), 'utf8').trim();
    process.kill(Number(pid), 'SIGKILL');
    while (mariadb('status') === 0) await sleep(50);
  } else {
    if (mariadb('stop') !== 0) throw new Error('mariadb.sh stop failed');
  }
  const stopMs = performance.now() - stopped;
  await sleep(3_000); // down: every request needs the database
  const downStatuses = { ...statuses };
  const restarted = performance.now();
  if (mariadb('start') !== 0) throw new Error('mariadb.sh start failed');
  const upMs = performance.now() - restarted;
  const up = performance.now();
  const ackBefore = acknowledged.length;
  while (acknowledged.length === ackBefore) await sleep(10);
  const recoveryMs = performance.now() - up;
  await sleep(1_000);
  stop = true;
  await Promise.all(clients);
  const stored = new Set((await data('{ allTags { name } }', {}, token)).allTags.map((tag) => tag.name));
  const lost = acknowledged.filter((name) => !stored.has(name));
  const refusedButStored = refused503.filter((name) => stored.has(name));
  const other5xx = fivexx.other - before.other;
  const clean = fivexx.clean503 - before.clean503;
  figures[`database${how === 'kill' ? 'Killed' : 'Stopped'}`] = {
    statuses,
    clean503: clean,
    other5xx,
    acknowledgedWrites: acknowledged.length,
    acknowledgedLost: lost.length,
    refused503ButStored: refusedButStored.length,
    stopMs: Math.round(stopMs),
    restartMs: Math.round(upMs),
    firstWriteAfterRestartMs: Math.round(recoveryMs),
  };
  console.log(`  answers: ${JSON.stringify(statuses)} (until the restart: ${JSON.stringify(downStatuses)})`);
  console.log(
    `  clean 503s: ${clean}; other 5xx: ${other5xx}; acknowledged writes ${acknowledged.length}, of which lost ${lost.length}; answered 503 but stored: ${refusedButStored.length}`,
  );
  console.log(
    `  stop took ${Math.round(stopMs)} ms, restart ${Math.round(upMs)} ms; first acknowledged write ${Math.round(recoveryMs)} ms after the restart returned`,
  );
  if (other5xx > 0) console.log(`  samples: ${JSON.stringify(fivexx.samples).slice(0, 600)}`);
  check(clean > 0 && other5xx === 0, 'while the database is down: only clean 503s with Retry-After');
  check(lost.length === 0, 'every acknowledged write stored');
}

// ── phase 5: SIGTERM under keep-alive writes ─────────────────────────────────────────────────────────────────────
async function sigterm(token) {
  console.log('\n5. SIGTERM under keep-alive writes on both doors');
  const acknowledged = [];
  let stop = false;
  const agents = [];
  const post = (agent, url, body) =>
    new Promise((resolve, reject) => {
      const sent = request(
        url,
        { method: 'POST', agent, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` } },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode, text }));
          response.on('error', reject);
        },
      );
      sent.on('error', reject);
      sent.end(JSON.stringify(body));
    });
  const client = async (door, id) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(agent);
    for (let i = 0; !stop && i < 2_000; i++) {
      const name = `term-${door}-${id}-${i}`;
      try {
        const answer =
          door === 'legacy'
            ? await post(agent, `${server.legacy}/tags`, { name })
            : await post(agent, `${server.main}/graphql`, {
                query: 'mutation($n: String!) { createTag(input: { name: $n }) { id } }',
                variables: { n: name },
              });
        if (answer.status === 200 && !JSON.parse(answer.text).errors) acknowledged.push(name);
        if (answer.status >= 500) fivexx.other += answer.status === 503 ? 0 : 1;
      } catch {
        return; // refused or reset: the server is gone
      }
    }
  };
  const clients = [client('legacy', 1), client('legacy', 2), client('graphql', 1), client('graphql', 2)];
  while (acknowledged.length < 200) await sleep(20);
  const { child, exit } = server;
  const signalled = performance.now();
  child.kill('SIGTERM');
  const { code, signal } = await exit;
  const exitMs = performance.now() - signalled;
  stop = true;
  await Promise.all(clients);
  for (const agent of agents) agent.destroy();
  await startServer(); // the same database
  const stored = new Set((await data('{ allTags { name } }', {}, token)).allTags.map((tag) => tag.name));
  const lost = acknowledged.filter((name) => !stored.has(name));
  figures.sigterm = {
    exitCode: code,
    signal,
    exitMs: Math.round(exitMs),
    acknowledgedWrites: acknowledged.length,
    acknowledgedLost: lost.length,
  };
  console.log(
    `  exit code ${code} after ${Math.round(exitMs)} ms; ${acknowledged.length} writes acknowledged, ${lost.length} of them missing after a restart`,
  );
  check(code === 0, 'SIGTERM exits 0');
  check(lost.length === 0, 'every acknowledged write stored');
}

// ── the run ────────────────────────────────────────────────────────────────────────────────────────────────────────
async function cleanup() {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await Promise.race([server.exit, sleep(40_000)]);
  }
  if (DB === 'mariadb') mariadb('stop');
  rmSync(tmp, { recursive: true, force: true });
}

const watchdog = setTimeout(() => {
  console.error(`attack-run: still running after ${DEADLINE_S} s; giving up.`);
  Promise.race([cleanup(), sleep(15_000)]).finally(() => process.exit(2));
}, DEADLINE_S * 1000);

try {
  console.log(
    `Attack-and-fault run on ${DB === 'sqlite' ? 'SQLite' : `a private MariaDB on 127.0.0.1:${MARIADB_PORT}`} (built server, NODE_ENV=production)`,
  );
  await prepareDatabase();
  await startServer();
  const { attacker } = await crossUser();
  await costAttack(attacker.token);
  await slowClient(attacker.token);
  if (DB === 'mariadb') {
    await databaseDown(attacker.token, 'stop');
    await databaseDown(attacker.token, 'kill');
  } else {
    console.log('\n4. Database down: not applicable to SQLite here (an embedded file; a closed handle answering 503 on both doors is');
    console.log('   server/src/http/database-down.test.ts)');
  }
  const other5xxBefore = fivexx.other;
  await sigterm(attacker.token);
  figures.fivexx = { clean503: fivexx.clean503, other: fivexx.other };
  console.log(`\n5xx over the whole run: ${fivexx.clean503} clean 503 (database down), ${fivexx.other} other`);
  if (fivexx.other > 0)
    console.log(`  samples: ${JSON.stringify(fivexx.samples).slice(0, 800)}; during SIGTERM: ${fivexx.other - other5xxBefore}`);
  check(fivexx.other === 0, '0 responses 5xx other than a clean 503 while the database is down');
} catch (error) {
  failures.push(String(error?.stack ?? error));
  console.error(error);
  if (server) console.error(`server output (last 2000 characters):\n${server.output().slice(-2000)}`);
} finally {
  clearTimeout(watchdog);
  await cleanup();
}
console.log(`\nFigures: ${JSON.stringify(figures)}`);
console.log(failures.length === 0 ? 'attack-run: every check passed' : `attack-run: ${failures.length} check(s) failed`);
process.exit(failures.length === 0 ? 0 : 1);
