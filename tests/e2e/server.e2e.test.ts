/**
 * The built server as `npm start` runs it: defaults (embedded SQLite file created on first start, both
 * listeners), start-up configuration errors, and a clean exit on SIGTERM.
 */
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import Database from 'better-sqlite3';
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
  // 'close', not 'exit': only then has everything the process printed been read.
  const exit = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
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

/** Waits until the server has printed `text` (a log line may come a moment after the port answers). */
async function waitForOutput(server: ReturnType<typeof run>, text: string): Promise<void> {
  let stopped = false;
  void server.exit.then(() => (stopped = true));
  const deadline = Date.now() + 30_000;
  while (!server.output().includes(text)) {
    if (stopped || Date.now() > deadline) {
      // Fails with the whole output to read.
      expect(server.output()).toContain(text);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the built server', () => {
  it('starts on the embedded database with both doors, and exits cleanly on SIGTERM', async () => {
    const [port, legacyPort] = [await freePort(), await freePort()];
    const server = run({ PORT: String(port), LEGACY_PORT: String(legacyPort), HOST: '127.0.0.1' });
    try {
      await waitForHealth(`http://127.0.0.1:${port}/health`, server.exit);
      expect(existsSync(path.join(server.cwd, 'data', 'fitness-manager.sqlite'))).toBe(true);
      // The start-up line is written once both doors listen, which can be a moment after /health first answers.
      await waitForOutput(server, `GraphQL at http://127.0.0.1:${port}/graphql`);

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

  it('on SIGTERM under keep-alive writes on both doors, answers every write it committed and exits 0', async () => {
    const [port, legacyPort] = [await freePort(), await freePort()];
    const server = run({ PORT: String(port), LEGACY_PORT: String(legacyPort), HOST: '127.0.0.1' });
    await waitForHealth(`http://127.0.0.1:${port}/health`, server.exit);
    const account = { name: 'Ana', email: 'ana@example.com', password: 'secret' };
    await fetch(`http://127.0.0.1:${legacyPort}/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
    const login = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { accessToken } }',
        variables: { e: account.email, p: account.password },
      }),
    });
    const token = ((await login.json()) as { data: { login: { accessToken: string } } }).data.login.accessToken;

    // Each client: one keep-alive socket, one write after another, until the server is gone.
    const post = (agent: Agent, url: string, body: unknown) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const sent = request(
          url,
          { method: 'POST', agent, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` } },
          (response) => {
            let text = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (text += chunk));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
            response.on('error', reject);
          },
        );
        sent.on('error', reject);
        sent.end(JSON.stringify(body));
      });
    const acknowledged: string[] = [];
    const client = async (door: 'legacy' | 'graphql', id: number) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        for (let i = 0; ; i += 1) {
          const name = `${door}-${id}-${i}`;
          const answer =
            door === 'legacy'
              ? await post(agent, `http://127.0.0.1:${legacyPort}/tags`, { name })
              : await post(agent, `http://127.0.0.1:${port}/graphql`, {
                  query: 'mutation($n: String!) { createTag(input: { name: $n }) { id } }',
                  variables: { n: name },
                });
          if (answer.status === 200 && !answer.body.includes('"errors"')) acknowledged.push(name);
        }
      } catch {
        // refused or reset: the server has stopped
      } finally {
        agent.destroy();
      }
    };
    const clients = [client('legacy', 1), client('legacy', 2), client('graphql', 1), client('graphql', 2)];
    while (acknowledged.length < 30) await new Promise((resolve) => setTimeout(resolve, 20));
    server.child.kill('SIGTERM');
    expect(await server.exit).toBe(0);
    await Promise.all(clients);

    const database = new Database(path.join(server.cwd, 'data', 'fitness-manager.sqlite'), { readonly: true });
    try {
      const stored = (database.prepare('SELECT name FROM tags').all() as { name: string }[]).map((row) => row.name);
      expect(stored.sort()).toEqual(acknowledged.sort());
    } finally {
      database.close();
    }
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
