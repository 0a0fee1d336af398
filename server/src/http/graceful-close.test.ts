import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signUp, startTestServer } from '../../test/test-server';
import { openDataSource } from '../db/data-source';
import { TagEntity } from '../modules/training/tag.entity';

describe('shutdown under keep-alive traffic', () => {
  it('stops both doors while clients keep sending, and answers every write it committed', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fm-drain-'));
    const database = { type: 'sqlite', path: path.join(dir, 'drain.sqlite') } as const;
    try {
      const server = await startTestServer({ database });
      const { token } = await signUp(server);
      const acknowledged: string[] = [];
      let closing = false;
      const servedWhileClosing = { legacy: 0, graphql: 0 };
      // Node's own keep-alive agent, one socket per client: it reuses the socket as long as the server answers.
      const agents: Agent[] = [];
      const post = (door: 'legacy' | 'graphql', agent: Agent, url: string, body: unknown) =>
        new Promise<{ status: number; body: string }>((resolve, reject) => {
          const sent = request(
            url,
            { method: 'POST', agent, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` } },
            (response) => {
              let text = '';
              response.setEncoding('utf8');
              response.on('data', (chunk: string) => (text += chunk));
              response.on('end', () => {
                if (closing) servedWhileClosing[door] += 1;
                resolve({ status: response.statusCode ?? 0, body: text });
              });
              response.on('error', reject);
            },
          );
          sent.on('error', reject);
          sent.end(JSON.stringify(body));
        });
      const write = {
        legacy: async (agent: Agent, name: string) => (await post('legacy', agent, `${server.legacyUrl}/tags`, { name })).status === 200,
        graphql: async (agent: Agent, name: string) => {
          const answer = await post('graphql', agent, `${server.mainUrl}/graphql`, {
            query: 'mutation($input: TagInput!) { createTag(input: $input) { id } }',
            variables: { input: { name } },
          });
          return answer.status === 200 && !(JSON.parse(answer.body) as { errors?: unknown }).errors;
        },
      };
      // Clients that send one write after another on their keep-alive connections until the server is gone.
      const client = async (door: keyof typeof write, id: number) => {
        const agent = new Agent({ keepAlive: true, maxSockets: 1 });
        agents.push(agent);
        for (let i = 0; ; i += 1) {
          const name = `${door}-${id}-${i}`;
          try {
            if (await write[door](agent, name)) acknowledged.push(name);
          } catch {
            return; // refused or reset: the server has stopped
          }
        }
      };
      const clients = [client('legacy', 1), client('legacy', 2), client('graphql', 1), client('graphql', 2)];
      while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 20));

      closing = true;
      await server.close();
      await Promise.all(clients);
      for (const agent of agents) agent.destroy();
      // Each client had at most its one request in flight: it is answered (with Connection: close), and no more.
      expect(servedWhileClosing.legacy).toBeLessThanOrEqual(2);
      expect(servedWhileClosing.graphql).toBeLessThanOrEqual(2);

      const reopened = await openDataSource(database);
      try {
        const stored = (await reopened.getRepository(TagEntity).find()).map((tag) => tag.name);
        expect(stored.sort()).toEqual([...acknowledged].sort());
        expect(stored.some((name) => name.startsWith('legacy-'))).toBe(true);
      } finally {
        await reopened.destroy();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('idle keep-alive sockets', () => {
  it('are kept 65 s on both doors, past the idle timeout of clients and proxies (5 s let a busy client reuse a socket the server was closing: ECONNRESET)', async () => {
    const server = await startTestServer();
    try {
      const keepAlive = async (url: string) => {
        const agent = new Agent({ keepAlive: true, maxSockets: 1 });
        try {
          return await new Promise<string | undefined>((resolve, reject) => {
            request(url, { agent }, (response) => {
              response.resume();
              response.on('end', () => resolve(response.headers['keep-alive'] as string | undefined));
            })
              .on('error', reject)
              .end();
          });
        } finally {
          agent.destroy();
        }
      };
      expect(await keepAlive(`${server.mainUrl}/health`)).toBe('timeout=65');
      expect(await keepAlive(`${server.legacyUrl}/foods`)).toBe('timeout=65');
    } finally {
      await server.close();
    }
  });
});
