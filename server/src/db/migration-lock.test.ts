/**
 * Two replicas starting at once on one MySQL/MariaDB database: migrations run in one of them while the other waits
 * for the named lock (and says `migrating` on /ready), then finds nothing to do.
 */
import { createConnection } from 'mysql2/promise';
import { createServer } from 'node:net';
import type { DatabaseConfig } from '../config';
import { freshDatabaseConfig, testDialect } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { lockNameFor } from './migration-lock';
import { mysqlMigrations } from './migrations/mysql';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function connect(database: DatabaseConfig) {
  if (database.type !== 'mysql') throw new Error('MySQL only');
  const url = new URL(database.url);
  return createConnection({
    host: url.hostname,
    port: Number(url.port || 3306),
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    database: url.pathname.slice(1),
  });
}

(testDialect === 'mysql' ? describe : describe.skip)('migrations with two replicas on one MySQL/MariaDB database', () => {
  const servers: TestServer[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });

  it('two replicas starting at the same moment on an empty database both start, each migration applied once', async () => {
    const database = await freshDatabaseConfig();
    const started = await Promise.allSettled([startTestServer({ database }), startTestServer({ database })]);
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started'))).toEqual(['started', 'started']);

    const connection = await connect(database);
    try {
      const [rows] = await connection.query('SELECT name, COUNT(*) AS n FROM migrations GROUP BY name');
      const counts = rows as { name: string; n: number }[];
      expect(counts).toHaveLength(mysqlMigrations.length);
      expect(counts.every((row) => Number(row.n) === 1)).toBe(true);
    } finally {
      await connection.end();
    }
    for (const server of servers) expect((await fetch(`${server.mainUrl}/ready`)).status).toBe(200);
  });

  it('a replica waits while another holds the lock: /ready says migrating, no table is touched; then it starts', async () => {
    const database = await freshDatabaseConfig();
    const holder = await connect(database);
    try {
      const [[db]] = (await holder.query('SELECT DATABASE() AS db')) as unknown as [{ db: string }[]];
      const [[got]] = (await holder.query('SELECT GET_LOCK(?, 0) AS got', [lockNameFor(db.db)])) as unknown as [{ got: number }[]];
      expect(Number(got.got)).toBe(1);

      const port = await freePort();
      const starting = startTestServer({ database, port });
      starting.catch(() => undefined);
      // Wait until it is blocked on the lock (it says so on /ready), then look again a moment later.
      const deadline = Date.now() + 60_000;
      for (;;) {
        const ready = await fetch(`http://127.0.0.1:${port}/ready`).then(
          (r) => r.json() as Promise<{ status: string }>,
          () => undefined,
        );
        if (ready?.status === 'migrating') break;
        if (Date.now() > deadline) throw new Error(`no 'migrating' answer; last: ${JSON.stringify(ready)}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await fetch(`http://127.0.0.1:${port}/ready`).then((r) => r.status)).toBe(503);
      const [tables] = await holder.query('SHOW TABLES');
      expect(tables).toEqual([]);

      await holder.query('SELECT RELEASE_LOCK(?)', [lockNameFor(db.db)]);
      const server = await starting;
      servers.push(server);
      expect((await fetch(`${server.mainUrl}/ready`)).status).toBe(200);
      const [applied] = await holder.query('SELECT COUNT(*) AS n FROM migrations');
      expect(Number((applied as { n: number }[])[0].n)).toBe(mysqlMigrations.length);
    } finally {
      await holder.end();
    }
  });
});
