/**
 * The built server as `npm start` runs it: defaults (embedded SQLite file created on first start, both
 * listeners), start-up configuration errors, and a clean exit on SIGTERM.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, REPO_ROOT } from './support/harness';

const SERVER_ENTRY = path.join(REPO_ROOT, 'server/dist/src/main.js');

function run(env: Record<string, string>) {
  const cwd = mkdtempSync(path.join(os.tmpdir(), 'fm-server-'));
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? cwd, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, cwd, exit, output: () => output };
}

async function waitForHealth(url: string, exit: Promise<unknown>): Promise<void> {
  let stopped = false;
  void exit.then(() => (stopped = true));
  for (;;) {
    if (stopped) throw new Error('the server exited before it was healthy');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the built server', () => {
  it('starts on the embedded database with both doors, and exits cleanly on SIGTERM', async () => {
    const [port, legacyPort] = [await freePort(), await freePort()];
    const server = run({ PORT: String(port), LEGACY_PORT: String(legacyPort), HOST: '127.0.0.1' });
    try {
      await waitForHealth(`http://127.0.0.1:${port}/health`, server.exit);
      expect(existsSync(path.join(server.cwd, 'data', 'fitness-manager.sqlite'))).toBe(true);
      expect(server.output()).toContain(`GraphQL at http://127.0.0.1:${port}/graphql`);

      const registered = await fetch(`http://127.0.0.1:${legacyPort}/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Ana', email: 'ana@example.com', password: 'secret' }),
      });
      expect(registered.status).toBe(200);
      const shell = await fetch(`http://127.0.0.1:${port}/home`);
      expect(await shell.text()).toContain('<div id="root">');
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exit).toBe(0);
    expect(server.output()).toContain('SIGTERM received');
  });

  it.each([
    [{ PORT: 'http' }, 'PORT'],
    [{ DATABASE_URL: 'postgres://localhost/x' }, 'DATABASE_URL'],
    [{ NODE_ENV: 'production' }, 'JWT_SECRET is required in production'],
  ])('refuses to start with a bad setting (%p) and names it', async (env, message) => {
    const server = run({ LEGACY_PORT: 'off', PORT: '0', ...env });
    expect(await server.exit).toBe(1);
    expect(server.output()).toContain(`Invalid configuration: ${message}`);
  });
});
