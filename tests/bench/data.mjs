// The 'Your data' figures of `npm run bench` (issue 15): an account of 100,000 meal entries and 900 workouts
// (imported from a generated Fitness Manager export of nearly the most items an import takes, which measures that
// import too) exported as JSON while the process's resident memory is sampled (the export streams: its growth must stay
// under 64 MB, the bound: more fails the run), and 50,000 foods imported from CSV with the progress the page
// polls. For each import: how long it held the SQLite write lock (its bound is 20 s; the file is parsed and checked
// before) and the longest the event loop was held up meanwhile. Informative figures, like the rest of the bench; a
// wrong count fails the run.
import { monitorEventLoopDelay } from 'node:perf_hooks';

const ENTRY_DAYS = 2084; // × 6 meals × 8 entries = 100,032 entries
const WORKOUTS = 900; // × 5 exercises × 6 sets: with the days, 147,000 list items (the most is 150,000)
const FOOD_ROWS = 50_000;
/** The bound on the export's memory growth. */
const EXPORT_RSS_GROWTH_MAX_MB = 64;

const isoDay = (offset) => new Date(Date.UTC(2019, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);

/** A Fitness Manager export with 20 foods and ENTRY_DAYS days of 6 meals × 8 entries. */
function bigExport() {
  const foods = Array.from({ length: 20 }, (_, i) => ({
    id: i + 1,
    name: `Food ${i + 1}`,
    serving: '100',
    unit: 'G',
    carbohydrates: String(10 + i),
    proteins: '3.5',
    fats: '1.25',
    calories: String(90 + i),
  }));
  const meals = ['Café da manhã', 'Lanche', 'Almoço', 'Lanche da tarde', 'Jantar', 'Ceia'];
  const dailyMeals = Array.from({ length: ENTRY_DAYS }, (_, d) => ({
    date: isoDay(d),
    meals: meals.map((name, m) => ({
      name,
      entries: Array.from({ length: 8 }, (_, e) => ({ foodId: ((d + m + e) % 20) + 1, recipeId: null, quantity: String(25 + e * 12.5) })),
    })),
  }));
  const exercises = Array.from({ length: 5 }, (_, i) => ({ id: i + 1, name: `Exercise ${i + 1}`, tagIds: [1] }));
  const at = (w, hours) => new Date(Date.UTC(2019, 0, 1) + w * 86_400_000 + hours * 3_600_000).toISOString();
  const workouts = Array.from({ length: WORKOUTS }, (_, w) => ({
    id: w + 1,
    title: `Workout ${w + 1}`,
    routineId: null,
    sessionId: null,
    sessionDescription: null,
    startedAt: at(w, 7),
    finishedAt: at(w, 8),
    notes: '',
    completionId: null,
    exercises: exercises.map((e) => ({
      exerciseId: e.id,
      plannedSets: null,
      plannedReps: null,
      restSeconds: 90,
      skipped: false,
      sets: Array.from({ length: 6 }, (_, s) => ({
        weight: String(40 + s * 2.5),
        reps: 10,
        setType: 'NORMAL',
        rpe: null,
        completedAt: at(w, 8),
      })),
    })),
  }));
  return {
    format: 'fitness-manager-export',
    version: 1,
    exportedAt: new Date().toISOString(),
    mealNames: meals,
    macroGoals: { calories: '2200', carbohydrates: '250', proteins: '150', fats: '70' },
    macroGoalHistory: [{ effectiveDate: '1970-01-01', calories: '2200', carbohydrates: '250', proteins: '150', fats: '70' }],
    foods,
    recipes: [],
    tags: [{ id: 1, name: 'Bench' }],
    exercises,
    routines: [],
    sessionCompletions: [],
    workouts,
    bodyWeights: [],
    dailyMeals,
  };
}

function foodsCsv() {
  const lines = ['name;serving;unit;carbohydrates;proteins;fats;calories'];
  for (let i = 0; i < FOOD_ROWS; i++) lines.push(`Produto ${i + 1};100;g;${i % 90},5;${i % 30},25;${i % 20},1;${100 + (i % 400)}`);
  return lines.join('\n') + '\n';
}

async function uploadFile(mainUrl, token, kind, content, name) {
  const form = new FormData();
  form.append('file', new Blob([content]), name);
  const response = await fetch(`${mainUrl}/uploads?kind=${kind}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = await response.json();
  if (response.status !== 201) throw new Error(`upload of ${name}: ${response.status} ${JSON.stringify(body)}`);
  return body.id;
}

const seconds = (ms) => Number((ms / 1000).toFixed(2));

/**
 * Runs `work` while watching the write lock (how long each holder kept it; on MySQL there is none) and the event loop
 * (the longest it was held up, garbage collection included).
 */
async function watched(server, work) {
  const lock = server.services.writeLock;
  const acquire = lock.acquire;
  const holds = [];
  lock.acquire = async (...args) => {
    const release = await acquire.apply(lock, args);
    const since = performance.now();
    return () => {
      holds.push(performance.now() - since);
      release();
    };
  };
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const started = Date.now();
  try {
    const result = await work();
    return {
      result,
      seconds: seconds(Date.now() - started),
      longestLockSeconds: seconds(Math.max(0, ...holds)),
      longestEventLoopDelayMs: Math.round(delay.max / 1e6),
    };
  } finally {
    delay.disable();
    lock.acquire = acquire;
  }
}

export async function measureData(server, gql) {
  const email = `bench-data-${process.pid}@example.com`;
  await gql(`mutation($input: RegisterInput!) { register(input: $input) { id } }`, {
    input: { name: 'Bench Data', email, password: 'bench-password' },
  });
  const token = (
    await gql(`mutation($e: String!, $p: String!) { login(email: $e, password: $p) { accessToken } }`, { e: email, p: 'bench-password' })
  ).login.accessToken;
  const as = (query, variables) => gql(query, variables, token);
  const figures = {};

  // 1. A big account, through the JSON import: its preview, then the import.
  const exportText = JSON.stringify(bigExport());
  const exportUpload = await uploadFile(server.mainUrl, token, 'ACCOUNT_JSON', exportText, 'big.json');
  const accountPreview = await watched(server, () =>
    as(`query($id: Int!) { importPreview(uploadId: $id) { rows problemCount } }`, { id: exportUpload }),
  );
  if (accountPreview.result.importPreview.problemCount !== 0) throw new Error('bench: the generated export has problems');
  const accountImport = await watched(server, () =>
    as(`mutation($id: Int!) { importUpload(uploadId: $id) { counts { item count } } }`, { id: exportUpload }),
  );
  const imported = accountImport.result;
  const entries = imported.importUpload.counts.find((c) => c.item === 'entries').count;
  if (entries !== ENTRY_DAYS * 48) throw new Error(`bench: imported ${entries} entries, expected ${ENTRY_DAYS * 48}`);
  figures.accountImport = {
    bytes: exportText.length,
    entries,
    sets: imported.importUpload.counts.find((c) => c.item === 'sets').count,
    previewSeconds: accountPreview.seconds,
    previewLongestEventLoopDelayMs: accountPreview.longestEventLoopDelayMs,
    seconds: accountImport.seconds,
    longestLockSeconds: accountImport.longestLockSeconds,
    longestEventLoopDelayMs: accountImport.longestEventLoopDelayMs,
  };

  // 2. Its export, streamed, with the resident memory sampled every 20 ms.
  const link = (await as(`mutation { createDownloadLink(kind: JSON) { url } }`)).createDownloadLink.url;
  await new Promise((resolve) => setTimeout(resolve, 200));
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  let started = Date.now();
  const response = await fetch(`${server.mainUrl}${link}`);
  let bytes = 0;
  let quantities = 0;
  let tail = '';
  const decoder = new TextDecoder();
  for await (const chunk of response.body) {
    bytes += chunk.length;
    const text = tail + decoder.decode(chunk, { stream: true });
    quantities += text.split('"quantity"').length - 1;
    tail = text.slice(-16).includes('"') ? text.slice(text.lastIndexOf('"')) : '';
    if (tail.includes('"quantity"')) quantities -= 1;
  }
  clearInterval(sampler);
  if (quantities !== entries) throw new Error(`bench: the export held ${quantities} entries, expected ${entries}`);
  figures.export = {
    entries: quantities,
    bytes,
    seconds: seconds(Date.now() - started),
    rssBeforeMB: Number((before / 1048576).toFixed(1)),
    rssGrowthMB: Number(((peak - before) / 1048576).toFixed(1)),
  };
  if (figures.export.rssGrowthMB > EXPORT_RSS_GROWTH_MAX_MB) {
    throw new Error(
      `bench: the export's resident memory grew ${figures.export.rssGrowthMB} MB, over the ${EXPORT_RSS_GROWTH_MAX_MB} MB bound of the issue (it must stream)`,
    );
  }

  // 3. 50,000 foods from CSV, with the progress the page polls.
  const csv = foodsCsv();
  started = Date.now();
  const foodsUpload = await uploadFile(server.mainUrl, token, 'FOODS_CSV', csv, 'foods.csv');
  const uploadedIn = Date.now() - started;
  const preview = await as(`query($id: Int!) { importPreview(uploadId: $id) { counts { item count } problemCount } }`, { id: foodsUpload });
  const previewedIn = Date.now() - started - uploadedIn;
  const seen = new Set();
  let polling = true;
  const poller = (async () => {
    while (polling) {
      const upload = (await as(`{ dataUpload { processedRows totalRows } }`)).dataUpload;
      if (upload) seen.add(upload.processedRows);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const foodsRun = await watched(server, () =>
    as(`mutation($id: Int!) { importUpload(uploadId: $id, duplicates: SKIP) { counts { item count } } }`, { id: foodsUpload }),
  );
  const result = foodsRun.result;
  polling = false;
  await poller;
  const created = result.importUpload.counts.find((c) => c.item === 'foods').count;
  if (created !== FOOD_ROWS || preview.importPreview.problemCount !== 0)
    throw new Error(`bench: ${created} foods imported of ${FOOD_ROWS}`);
  figures.foodsImport = {
    rows: FOOD_ROWS,
    bytes: csv.length,
    uploadSeconds: seconds(uploadedIn),
    previewSeconds: seconds(previewedIn),
    totalSeconds: seconds(Date.now() - started),
    longestLockSeconds: foodsRun.longestLockSeconds,
    longestEventLoopDelayMs: foodsRun.longestEventLoopDelayMs,
    progressValuesSeen: seen.size,
  };

  const a = figures.accountImport;
  console.log(
    `\nYour data: an export of ${entries.toLocaleString('en')} entries and ${a.sets.toLocaleString('en')} sets (${(a.bytes / 1048576).toFixed(1)} MB) ` +
      `previewed in ${a.previewSeconds} s (event loop held up ${a.previewLongestEventLoopDelayMs} ms at most), imported in ${a.seconds} s ` +
      `(write lock held ${a.longestLockSeconds} s, bound 20 s; event loop held up ${a.longestEventLoopDelayMs} ms at most); ` +
      `exported it (${(bytes / 1048576).toFixed(1)} MB) in ${figures.export.seconds} s with the resident memory ${figures.export.rssGrowthMB} MB above its ${figures.export.rssBeforeMB} MB at the start (bound 64 MB); ` +
      `${FOOD_ROWS.toLocaleString('en')} foods from CSV: upload ${figures.foodsImport.uploadSeconds} s, preview ${figures.foodsImport.previewSeconds} s, ` +
      `all in ${figures.foodsImport.totalSeconds} s (under a minute wanted; write lock held ${figures.foodsImport.longestLockSeconds} s, ` +
      `event loop held up ${figures.foodsImport.longestEventLoopDelayMs} ms at most), ${seen.size} progress values seen by the poll.`,
  );
  return figures;
}
