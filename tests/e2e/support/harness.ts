/**
 * End-to-end harness: the BUILT server (`node server/dist/src/main.js`, which also serves client/dist) as a
 * child process on a free 127.0.0.1 port over a fresh SQLite file, and Debian's Chromium driven by
 * playwright-core. Nothing is built here: `npm test` (scripts/test-all.mjs) runs `npm run build` first.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const REPO_ROOT = path.resolve(__dirname, '../../..');
const SERVER_ENTRY = path.join(REPO_ROOT, 'server/dist/src/main.js');
const CLIENT_DIR = path.join(REPO_ROOT, 'client/dist');
const REPORTS_DIR = path.join(REPO_ROOT, 'reports');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Flags from the toolchain notes: headless, no sandbox (root in CI), and no calls to outside hosts. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface AppServer {
  baseUrl: string;
  /** The legacy REST listener, when started with `legacy: true`. */
  legacyUrl?: string;
  /** Everything the server printed so far (shown when something goes wrong). */
  output(): string;
  stop(): Promise<void>;
}

export const BUILT_CLIENT_DIR = CLIENT_DIR;

export interface AppServerOptions {
  /** Serves another copy of the built client (a test that changes the files serves its own copy). */
  clientDir?: string;
  /** The database to run on; by default a fresh SQLite file of its own. */
  databaseUrl?: string;
  /** Also listen on a legacy REST port. */
  legacy?: boolean;
  /** More environment (e.g. a JWT_SECRET that replicas share, TRUST_PROXY). */
  env?: NodeJS.ProcessEnv;
}

/** Starts the built server (on a fresh SQLite file unless `databaseUrl` says otherwise) and waits until GET /ready answers 200. */
export async function startAppServer({
  clientDir = CLIENT_DIR,
  databaseUrl,
  legacy = false,
  env: extraEnv = {},
}: AppServerOptions = {}): Promise<AppServer> {
  for (const [what, file] of [
    ['server build', SERVER_ENTRY],
    ['client build', path.join(clientDir, 'index.html')],
  ]) {
    if (!existsSync(file)) throw new Error(`The ${what} is missing (${file}): run \`npm run build\` first.`);
  }
  const port = await freePort();
  const legacyPort = legacy ? await freePort() : undefined;
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'fm-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test', // a random JWT secret per run
    HOST: '127.0.0.1',
    PORT: String(port),
    LEGACY_PORT: legacyPort ? String(legacyPort) : 'off',
    DATABASE_URL: databaseUrl ?? `sqlite:${path.join(workDir, 'e2e.sqlite')}`,
    DATA_DIR: path.join(workDir, 'data'),
    CLIENT_DIR: clientDir,
  };
  delete env.JWT_SECRET;
  delete env.TOKEN_TTL_SECONDS;
  Object.assign(env, extraEnv);

  const child: ChildProcess = spawn(process.execPath, [SERVER_ENTRY], { cwd: workDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let running = true;
  void exited.then(() => (running = false));

  const baseUrl = `http://127.0.0.1:${port}`;
  const server: AppServer = {
    baseUrl,
    legacyUrl: legacyPort ? `http://127.0.0.1:${legacyPort}` : undefined,
    output: () => output,
    async stop() {
      if (running) {
        child.kill('SIGTERM');
        const killTimer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(killTimer);
      }
      rmSync(workDir, { recursive: true, force: true });
    },
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (!running) {
      await server.stop();
      throw new Error(`The server exited before it was ready. Its output:\n${output}`);
    }
    try {
      // /ready, not /health: it says 503 until the migrations have run (a replica may wait for another's).
      const response = await fetch(`${baseUrl}/ready`);
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`GET ${baseUrl}/ready did not answer 200 within 60 s. Server output:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: run \`bash scripts/chromium.sh\` (or set CHROMIUM_PATH).`);
  }
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, timeout: 30_000 });
}

/** One server and one browser per test file, shut down in afterAll. */
export function useApp(): { server(): AppServer; browser(): Browser } {
  let server: AppServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startAppServer();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close().catch(() => undefined);
    await server?.stop();
  });
  return {
    server: () => {
      if (!server) throw new Error('The app server did not start (see beforeAll).');
      return server;
    },
    browser: () => {
      if (!browser) throw new Error('Chromium did not start (see beforeAll).');
      return browser;
    },
  };
}

export interface PageOptions {
  viewport?: { width: number; height: number };
  /** The browser's language (`navigator.languages`, Accept-Language): default en-US. */
  locale?: string;
}

/**
 * Declares a test that gets a fresh browser context (empty local storage) on the app. On failure it saves a
 * screenshot to reports/e2e-<test name>.png and appends the server's output to the error.
 */
export function e2eTest(
  app: ReturnType<typeof useApp>,
  name: string,
  body: (page: Page, baseUrl: string) => Promise<void>,
  options: PageOptions = {},
): void {
  test(name, async () => {
    const context: BrowserContext = await app.browser().newContext({
      baseURL: app.server().baseUrl,
      viewport: options.viewport ?? { width: 1280, height: 800 },
      locale: options.locale ?? 'en-US',
    });
    context.setDefaultTimeout(10_000);
    context.setDefaultNavigationTimeout(20_000);
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(String(error)));
    try {
      await body(page, app.server().baseUrl);
    } catch (error) {
      const file = path.join(REPORTS_DIR, `e2e-${slug(name)}.png`);
      mkdirSync(REPORTS_DIR, { recursive: true });
      const saved = await page.screenshot({ path: file, fullPage: true }).then(
        () => `Screenshot: ${path.relative(REPO_ROOT, file)}`,
        (screenshotError: unknown) => `No screenshot (${String(screenshotError)})`,
      );
      const details = [
        saved,
        `Page URL: ${page.url()}`,
        consoleErrors.length ? `Browser console errors:\n  ${consoleErrors.join('\n  ')}` : '',
        `Server output (last 3000 characters):\n${app.server().output().slice(-3000)}`,
      ].filter(Boolean);
      if (error instanceof Error) {
        // Jest prints the stack, which repeats the message as it was when the error was created.
        error.message += `\n\n${details.join('\n')}`;
        const frames = error.stack?.indexOf('\n    at ') ?? -1;
        error.stack = frames >= 0 ? error.message + error.stack!.slice(frames) : error.message;
        throw error;
      }
      throw new Error(`${String(error)}\n\n${details.join('\n')}`);
    } finally {
      await context.close().catch(() => undefined);
    }
  });
}

function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
}

let counter = 0;
/** Credentials unique to this run. */
export function newUser() {
  counter += 1;
  const id = `${Date.now().toString(36)}-${process.pid}-${counter}`;
  return { name: `E2E User ${counter}`, email: `e2e-${id}@example.com`, password: 'secret-e2e' };
}
