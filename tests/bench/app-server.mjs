// The app under measurement, in a child process of run.mjs: the built server (server/dist) started as main.ts
// starts it, with its configuration from the environment, so its resident set and CPU are its own. Over IPC
// (ipc.mjs) run.mjs asks it to:
//   count-start / count-stop   the SQL statements sent in between (a spy on the data source's logger, like
//                              server/test/query-counter.ts)
//   settle                     wait until no SQL was sent for two quiet 100 ms windows (at most 5 s): after a load
//                              run the server still finishes the requests it had started
//   stats / reset-peak         the peak resident set since the last reset (sampled every 20 ms)
//   memory                     process.memoryUsage() now, with anonymous and file-backed pages (Linux)
//   profile-start / -stop      a CPU profile (node:inspector) written to the given file
//   survivors-start / -stop    a sampling heap profile of what outlives a young collection (node:inspector), written
//                              to the given file
//   insert-foods               catalogue rows for the bench's seed (FoodService.importMany)
//   measure-data               the 'Your data' figures (data.mjs), here, where the write lock, the event loop and the
//                              memory it watches are the app's
//   close                      finish open requests, close the database, exit
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { measureData } from './data.mjs';
import { cpuMicros, rssPeakMeter, serveRequests } from './ipc.mjs';

const DIST = path.join(fileURLToPath(new URL('../../', import.meta.url)), 'server', 'dist', 'src');
const importDist = async (file) => {
  const mod = await import(pathToFileURL(path.join(DIST, file)).href);
  return mod.default && !mod.startServer && !mod.loadConfig ? mod.default : mod;
};
const { startServer } = await importDist('server.js');
const { loadConfig } = await importDist('config.js');

const server = await startServer(loadConfig(process.env));
const { dataSource } = server.services;

// Every statement passes the data source's logger (both drivers report each one there, logging on or off).
const logger = dataSource.logger;
const original = logger.logQuery;
let counted = null;
let lastStatementAt = 0;
logger.logQuery = function (query, ...rest) {
  lastStatementAt = Date.now();
  counted?.push(query.replace(/\s+/g, ' ').trim());
  return original?.call(this, query, ...rest);
};

const rss = rssPeakMeter();

/** process.memoryUsage(), with the resident set split into anonymous and file-backed pages where Linux tells it. */
function memory() {
  const usage = process.memoryUsage();
  try {
    const rollup = readFileSync('/proc/self/smaps_rollup', 'utf8');
    const kilobytes = (field) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(rollup)?.[1] ?? NaN);
    return { ...usage, anonymous: kilobytes('Anonymous') * 1024, fileBacked: (kilobytes('Rss') - kilobytes('Anonymous')) * 1024 };
  } catch {
    return usage;
  }
}
let session = null;

/** A GraphQL client of this app for data.mjs (its requests come from this process, as they did when the bench ran the app in its own). */
function graphqlClient(mainUrl) {
  return async function gql(query, variables = {}, token) {
    const response = await fetch(`${mainUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(120_000),
    });
    const result = await response.json();
    if (result.errors) throw new Error(`GraphQL error: ${JSON.stringify(result.errors)} for ${query.slice(0, 80)}`);
    return result.data;
  };
}

/**
 * Catalogue rows for the seed, one transaction per call: through FoodService.importMany (the bulk insert of the
 * imports, with the catalogue's count and search index), or straight into the table on a server from before it.
 */
async function insertFoods({ userId, foods }) {
  const inputs = foods.map((food) => ({ ...food, unit: food.unit.toLowerCase() }));
  if (typeof server.services.foods.importMany === 'function') {
    await server.services.foods.importMany(userId, inputs, 'add');
    return;
  }
  const { sortKey } = await import('@fitness-manager/shared');
  const rows = inputs.map((food) => [
    userId,
    food.name,
    sortKey(food.name),
    food.serving,
    food.unit,
    food.carbohydrates,
    food.proteins,
    food.fats,
    food.calories,
  ]);
  await dataSource.transaction((manager) =>
    manager.query(
      `INSERT INTO foods (user_id, name, name_key, serving, unit, carbohydrates, proteins, fats, calories) VALUES ${rows.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
      rows.flat(),
    ),
  );
}

/** Ends the inspector session with `method` (a profiler's stop) and writes the profile it answers to `file`. */
async function stopInto(method, file) {
  const { profile } = await session.post(method);
  session.disconnect();
  session = null;
  await writeFile(file, JSON.stringify(profile));
}

serveRequests({
  'count-start': () => {
    counted = [];
  },
  'count-stop': () => {
    const statements = counted ?? [];
    counted = null;
    return { statements };
  },
  settle: async () => {
    const until = Date.now() + 5_000;
    while (Date.now() < until && Date.now() - lastStatementAt < 200) await new Promise((resolve) => setTimeout(resolve, 100));
  },
  stats: () => ({ rssPeak: rss.peak(), cpuMicros: cpuMicros() }),
  memory: () => memory(),
  'reset-peak': () => rss.reset(),
  'profile-start': async () => {
    session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
  },
  'profile-stop': ({ file }) => stopInto('Profiler.stop', file),
  // Objects a young collection (scavenge) frees are left out: what is sampled was promoted to the old generation,
  // where only a full collection (or the end of the run: still alive) ends it, which is what makes full collections.
  'survivors-start': async () => {
    session = new Session();
    session.connect();
    await session.post('HeapProfiler.enable');
    await session.post('HeapProfiler.startSampling', {
      samplingInterval: 4096,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: false,
    });
  },
  'survivors-stop': ({ file }) => stopInto('HeapProfiler.stopSampling', file),
  'insert-foods': insertFoods,
  'measure-data': () => measureData(server, graphqlClient(server.mainUrl)),
  close: async () => {
    await server.close();
    setImmediate(() => process.exit(0));
  },
});

process.send({ type: 'listening', mainUrl: server.mainUrl, legacyUrl: server.legacyUrl, pid: process.pid });
process.on('disconnect', () => {
  server.close().finally(() => process.exit(0));
});
