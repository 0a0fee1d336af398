#!/usr/bin/env node
// The one test command (`npm test`). Runs every check and suite in order, streaming their output, and ends
// with a per-suite table and, as the very last line, `N passed, N failed`.
//
//   checks (1 test each): shared / server / client / root-tests typecheck, lint (ESLint + Prettier), generated
//   artefacts, docker-compose lint
//   jest on SQLite, jest on MariaDB (scripts/mariadb.sh), vitest (client), build + the login page's JavaScript
//   budget (scripts/login-budget.mjs, 1 test) + Chromium + e2e jest (with TEST_MYSQL_URL, for the test of two server
//   processes on one MariaDB database: a MariaDB this run started is stopped after the e2e suite)
//
// Every step runs even when an earlier one failed (a failed build fails e2e). Exit status 1 when anything
// failed or when no test ran at all. A client test that fails is run once more with its file: passing then, it
// counts as passed and the summary names it as flaky. The summary lists every failing test by file and name.
//
// Knobs: SKIP_MYSQL=1 skips the MariaDB suite (and the e2e replicas test); SKIP_E2E=1 skips the build, the login budget, Chromium and the e2e
// suite.
// Reports (JSON) land in reports/. No dependencies: plain Node.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'reports');
mkdirSync(reports, { recursive: true });
// Reports of an earlier run would be mistaken for this one's (ci.log, written by .ci/run, stays).
for (const name of readdirSync(reports)) {
  if (/^(jest-sqlite|jest-mysql|vitest|vitest-again|vitest-unhandled|e2e)\.json$|^e2e-.*\.png$/.test(name))
    rmSync(path.join(reports, name), { force: true });
}

const npm = 'npm';
const npx = 'npx';
const truthy = (value) => value !== undefined && value !== '' && value !== '0' && value.toLowerCase() !== 'false';
const skipMysql = truthy(process.env.SKIP_MYSQL ?? '');
const skipE2e = truthy(process.env.SKIP_E2E ?? '');

/** @type {{ suite: string, passed: number, failed: number, seconds: number, note: string, failures?: string[], flaky?: string[] }[]} */
const results = [];
const totalStart = Date.now();

function banner(title, command) {
  console.log(`\n${`── ${title} `.padEnd(100, '─')}`);
  if (command) console.log(`$ ${command}`);
}

/** Runs a command with inherited stdio; resolves to its exit code (never rejects). */
function run(command, args, { env = {}, cwd = root } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`Could not start ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('close', (code, signal) => resolve(signal ? 128 + (constants.signals[signal] ?? 1) : (code ?? 1)));
  });
}

function record(suite, passed, failed, started, note = '', failures = [], flaky = []) {
  const seconds = (Date.now() - started) / 1000;
  results.push({ suite, passed, failed, seconds, note, failures, flaky });
  const verdict = failed > 0 ? 'FAILED' : passed > 0 ? 'ok' : 'no tests';
  console.log(`→ ${suite}: ${passed} passed, ${failed} failed (${seconds.toFixed(1)} s) ${verdict}${note ? ` — ${note}` : ''}`);
}

function skip(suite, why) {
  results.push({ suite, passed: 0, failed: 0, seconds: 0, note: `skipped (${why})` });
  console.log(`→ ${suite}: skipped (${why})`);
}

/** A check counts as one test: passed when the command exits 0. */
async function check(suite, command, args, options) {
  banner(suite, [command, ...args].join(' '));
  const started = Date.now();
  const code = await run(command, args, options);
  record(suite, code === 0 ? 1 : 0, code === 0 ? 0 : 1, started, code === 0 ? '' : `exit code ${code}`);
  return code === 0;
}

/**
 * Counts a jest-style JSON report (jest --json, vitest's json reporter). A test file that failed without
 * a failing test (it did not compile, a hook threw, the worker crashed) counts as one failure, and so does
 * a non-zero exit with nothing failed in the report (or no report at all).
 */
function countReport(file, exitCode) {
  const report = readJson(file);
  if (!report) {
    return { passed: 0, failed: 1, failures: [], note: `no readable report at ${path.relative(root, file)} (exit code ${exitCode})` };
  }
  const passed = report.numPassedTests ?? 0;
  let failed = report.numFailedTests ?? 0;
  const notes = [];
  const brokenFiles = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  );
  // Older reporters may not list files: fall back on the runtime-error counter.
  const broken = Math.max(brokenFiles.length, report.numRuntimeErrorTestSuites ?? 0);
  if (broken > 0) {
    failed += broken;
    const names = brokenFiles.map((file) => path.relative(root, file.name)).join(', ');
    notes.push(`${broken} test file(s) failed to run${names ? `: ${names}` : ''}`);
  }
  if (exitCode !== 0 && failed === 0) {
    failed = 1;
    notes.push(`exit code ${exitCode} with no failing test in the report`);
  }
  if (passed + failed === 0) notes.push('no tests found');
  return { passed, failed, note: notes.join('; '), failures: failuresOf(report).map(({ line }) => line) };
}

// Strips terminal colours from a reporter's message.
// eslint-disable-next-line no-control-regex
const plain = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');

/**
 * One line per failing test of a jest-style report: file › test name: the start of its message. Printed
 * again beside the summary so that the end of a long log (all a CI page may keep) names what failed.
 */
function failuresOf(report) {
  const lines = [];
  for (const file of report.testResults ?? []) {
    const where = path.relative(root, file.name ?? '');
    const failing = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failing) {
      const message = plain((test.failureMessages ?? []).join('\n'))
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .slice(0, 3)
        .join(' ⏎ ');
      lines.push({ key: testKey(file, test), line: `${where} › ${test.fullName ?? test.title}: ${message.slice(0, 400)}` });
    }
    if (file.status === 'failed' && failing.length === 0) {
      const why =
        plain(file.message ?? '')
          .trim()
          .split('\n')[0] ?? '';
      lines.push({ key: `${file.name}`, line: `${where}: did not run: ${why.slice(0, 400)}` });
    }
  }
  return lines;
}

/** A test's identity across two runs of its file: the file and the full name. */
const testKey = (file, test) => `${file.name} › ${test.fullName ?? test.title}`;

/** The tests a jest-style report says passed, by testKey. */
const passedTests = (report) =>
  new Set(
    (report.testResults ?? []).flatMap((file) =>
      (file.assertionResults ?? []).filter((test) => test.status === 'passed').map((test) => testKey(file, test)),
    ),
  );

/** A JSON file's content; null when it is missing or not JSON (a run that wrote nothing, or was cut short). */
function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

async function suite(suiteName, command, args, reportFile, options) {
  banner(suiteName, [command, ...args].join(' '));
  const started = Date.now();
  rmSync(reportFile, { force: true });
  const code = await run(command, args, options);
  const { passed, failed, note, failures } = countReport(reportFile, code);
  record(suiteName, passed, failed, started, note, failures);
  return failed === 0;
}

const report = (name) => path.join(reports, name);
const jestArgs = (outputFile, extra = []) => ['--no', '--', 'jest', ...extra, '--json', `--outputFile=${outputFile}`];

// a. Checks -------------------------------------------------------------------------------------------------
await check('shared typecheck', npm, ['run', 'typecheck', '-w', 'shared']);
await check('server typecheck', npm, ['run', 'typecheck', '-w', 'server']);
await check('client typecheck', npm, ['run', 'typecheck', '-w', 'client']);
await check('tests typecheck', npx, ['--no', '--', 'tsc', '-p', 'tsconfig.json']);
await check('lint', npm, ['run', 'lint']);
await check('generated artefacts', npm, ['run', 'check-generated']);
await check('docker-compose lint', npx, ['--no', '--', 'dclint', '--max-warnings', '0', 'docker-compose.yml']);

// b. Server + legacy-contract suites on SQLite ------------------------------------------------------------------
await suite('jest (SQLite)', npx, jestArgs(report('jest-sqlite.json'), ['--maxWorkers=2']), report('jest-sqlite.json'), {
  env: { TEST_DB: 'sqlite' },
});

// c. The same suites on MariaDB ------------------------------------------------------------------------------------
// The MariaDB URL while it is up; the e2e suite's replicas test runs two server processes on it, so a server this run
// started is stopped only at the very end.
let mysqlUrl;
let stopMariaDb = false;
if (skipMysql) {
  banner('jest (MariaDB)');
  skip('jest (MariaDB)', 'SKIP_MYSQL=1');
} else {
  banner('MariaDB', 'bash scripts/mariadb.sh start');
  const started = Date.now();
  const port = process.env.FM_MARIADB_PORT || '3307';
  // A server we start is stopped again at the end: the test command leaves no daemon behind.
  const alreadyRunning = (await run('bash', ['scripts/mariadb.sh', 'status'])) === 0;
  const code = await run('bash', ['scripts/mariadb.sh', 'start']);
  if (code !== 0) {
    record('jest (MariaDB)', 0, 1, started, `MariaDB did not start (exit code ${code}); set SKIP_MYSQL=1 to skip`);
  } else {
    console.log(
      `MariaDB is up on 127.0.0.1:${port}${alreadyRunning ? ' (already running; left running)' : ' (stopped again after the suite)'}`,
    );
    mysqlUrl = process.env.TEST_MYSQL_URL || `mariadb://app:app@127.0.0.1:${port}`;
    await suite('jest (MariaDB)', npx, jestArgs(report('jest-mysql.json'), ['--maxWorkers=2']), report('jest-mysql.json'), {
      env: { TEST_DB: 'mysql', TEST_MYSQL_URL: mysqlUrl },
    });
  }
  stopMariaDb = !alreadyRunning;
}

// d. Client unit tests (vitest) ------------------------------------------------------------------------------------
// A client test that fails is run once more, with the rest of its file: one that passes then counts as passed and is
// named in the summary as flaky (jsdom under a loaded machine has turned timing holes of the app into rare failures,
// e.g. usePagedList's lost page: each is a race to find and fix, not to live with). One that fails again fails, and
// anything else (a file that did not run, no report) is never run again.
await clientSuite();

async function clientSuite() {
  const name = 'vitest (client)';
  const unhandledFile = report('vitest-unhandled.json');
  const vitest = (files, reportFile) => [
    'test',
    '-w',
    'client',
    '--',
    ...files,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportFile}`,
    `--reporter=${path.join(root, 'scripts', 'vitest-unhandled-errors.mjs')}`,
  ];
  const env = { FM_VITEST_UNHANDLED: unhandledFile };
  const firstReport = report('vitest.json');
  banner(name, [npm, ...vitest([], firstReport)].join(' '));
  const started = Date.now();
  rmSync(firstReport, { force: true });
  rmSync(unhandledFile, { force: true });
  const first = countReport(firstReport, await run(npm, vitest([], firstReport), { env }));
  const report1 = readJson(firstReport) ?? {};
  const unhandled = unhandledErrorsOf(unhandledFile);
  const failing = failuresOf(report1);
  // Run again only when all that failed are tests: not a file that did not run, not an error outside the tests.
  const onlyFailedTests = first.failed > 0 && first.note === '' && unhandled === 0 && failing.length === first.failed;
  if (!onlyFailedTests) {
    const notes = [first.note, unhandled ? `${unhandled} unhandled error(s) outside the tests (see the log)` : ''];
    record(name, first.passed, first.failed, started, notes.filter(Boolean).join('; '), first.failures);
    return;
  }
  const clientDir = path.join(root, 'client');
  const files = [...new Set((report1.testResults ?? []).filter((file) => file.status === 'failed').map((file) => file.name))];
  const againReport = report('vitest-again.json');
  const againArgs = vitest(
    files.map((file) => path.relative(clientDir, file)),
    againReport,
  );
  banner(`${name}: the ${files.length} file(s) with a failing test, once more`, [npm, ...againArgs].join(' '));
  rmSync(againReport, { force: true });
  rmSync(unhandledFile, { force: true });
  const againCode = await run(npm, againArgs, { env });
  // Flaky only when the second run of those files passed whole: every test, and no error outside them.
  const cleanAgain = againCode === 0 && unhandledErrorsOf(unhandledFile) === 0;
  const passedAgain = cleanAgain ? passedTests(readJson(againReport) ?? {}) : new Set();
  const flaky = failing.filter(({ key }) => passedAgain.has(key));
  const still = failing.filter(({ key }) => !passedAgain.has(key));
  const note = flaky.length > 0 ? `${flaky.length} passed only when run again (flaky)` : '';
  record(
    name,
    first.passed + flaky.length,
    still.length,
    started,
    note,
    still.map(({ line }) => line),
    flaky.map(({ line }) => line),
  );
}

/** The unhandled errors a vitest run reported (scripts/vitest-unhandled-errors.mjs); null when it wrote nothing. */
function unhandledErrorsOf(file) {
  return readJson(file)?.unhandledErrors ?? null;
}

// e. Build, Chromium, end-to-end ------------------------------------------------------------------------------------
if (skipE2e) {
  banner('build + e2e');
  skip('build', 'SKIP_E2E=1');
  skip('login page budget', 'SKIP_E2E=1');
  skip('e2e (Chromium)', 'SKIP_E2E=1');
} else {
  const built = await check('build', npm, ['run', 'build']);
  // What a first visit to /login downloads, gzipped, read from the build just made: fails above 150 kB.
  if (built) {
    await check('login page budget', 'node', ['scripts/login-budget.mjs']);
  } else {
    banner('login page budget');
    record('login page budget', 0, 1, Date.now(), 'not run: the build failed');
  }
  banner('Chromium', 'bash scripts/chromium.sh');
  const chromium = (await run('bash', ['scripts/chromium.sh'])) === 0;
  if (!built) {
    banner('e2e (Chromium)');
    record('e2e (Chromium)', 0, 1, Date.now(), 'not run: the build failed');
  } else if (!chromium) {
    banner('e2e (Chromium)');
    record('e2e (Chromium)', 0, 1, Date.now(), 'not run: Chromium is not available (see above)');
  } else {
    await suite(
      'e2e (Chromium)',
      npx,
      jestArgs(report('e2e.json'), ['--config', 'tests/e2e/jest.config.js', '--runInBand']),
      report('e2e.json'),
      // Without MariaDB (SKIP_MYSQL=1) the replicas test is skipped.
      { env: mysqlUrl ? { TEST_MYSQL_URL: mysqlUrl } : {} },
    );
  }
}

if (stopMariaDb) await run('bash', ['scripts/mariadb.sh', 'stop']);

// Summary ------------------------------------------------------------------------------------------------------------
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
const width = Math.max(...results.map((r) => r.suite.length), 'Suite'.length);
const row = (suiteName, p, f, time, status, note) =>
  `${suiteName.padEnd(width)}  ${String(p).padStart(6)}  ${String(f).padStart(6)}  ${time.padStart(8)}  ${status.padEnd(7)}${note ? `  ${note}` : ''}`;
console.log(`\n${'═'.repeat(100)}`);
console.log(row('Suite', 'Passed', 'Failed', 'Time', 'Status', ''));
for (const r of results) {
  const status = r.note.startsWith('skipped') ? 'SKIP' : r.failed > 0 ? 'FAIL' : r.passed > 0 ? 'PASS' : 'EMPTY';
  console.log(row(r.suite, r.passed, r.failed, `${r.seconds.toFixed(1)} s`, status, r.note));
}
console.log(row('Total', passed, failed, `${((Date.now() - totalStart) / 1000).toFixed(1)} s`, '', ''));
const flaky = results.flatMap((r) => (r.flaky ?? []).map((line) => `${r.suite}: ${line}`));
if (flaky.length) {
  console.log(`\nFlaky: failed, then passed when run again (${flaky.length}); a race to find and fix:`);
  for (const line of flaky) console.log(`  ~ ${line}`);
}
const failures = results.flatMap((r) => (r.failures ?? []).map((line) => `${r.suite}: ${line}`));
const shownFailures = 20;
if (failures.length) {
  console.log(`\nFailing tests (${failures.length}):`);
  for (const line of failures.slice(0, shownFailures)) console.log(`  ✗ ${line}`);
  if (failures.length > shownFailures) console.log(`  … and ${failures.length - shownFailures} more (see the reports)`);
}
const written = existsSync(reports)
  ? readdirSync(reports)
      .filter((name) => /\.(json|png)$/.test(name))
      .sort()
  : [];
if (written.length) console.log(`Reports in ${path.relative(root, reports)}/: ${written.join(', ')}`);
if (passed + failed === 0) console.log('No test ran: that counts as a failure.');
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 || passed === 0 ? 1 : 0;
