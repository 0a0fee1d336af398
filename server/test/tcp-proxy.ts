import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP relay between the server and its MySQL/MariaDB, to take the database away and bring it back without
 * touching the shared test database server: `down()` closes the listening port and resets every relayed
 * connection (the driver sees what it sees when the database stops: connections lost, then ECONNREFUSED), `up()`
 * listens on the same port again. `hold()` stops passing the server's bytes on to the database, so statements sent
 * afterwards are caught in flight and never reach it.
 */
export interface TcpProxy {
  readonly port: number;
  hold(): void;
  /** Relayed connections with bytes held back since `hold()`. */
  heldConnections(): number;
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  upstream: Socket;
  held: Buffer[];
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const pairs = new Set<Pair>();
  let holding = false;
  let server: Server | null = null;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((client) => {
        const upstream = connect(targetPort, targetHost);
        const pair: Pair = { client, upstream, held: [] };
        pairs.add(pair);
        const drop = () => {
          pairs.delete(pair);
          client.destroy();
          upstream.destroy();
        };
        client.on('data', (chunk) => (holding ? pair.held.push(chunk) : upstream.write(chunk)));
        upstream.on('data', (chunk) => client.write(chunk));
        client.on('error', drop).on('close', drop);
        upstream.on('error', drop).on('close', drop);
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        port = (next.address() as { port: number }).port;
        server = next;
        resolve();
      });
    });

  const down = async () => {
    const closing = server;
    server = null;
    holding = false;
    const closed = closing ? new Promise<void>((resolve) => closing.close(() => resolve())) : Promise.resolve();
    // Closed, as when the database's process goes away: the driver reports the connection lost.
    for (const pair of [...pairs]) {
      pair.client.destroy();
      pair.upstream.destroy();
    }
    pairs.clear();
    await closed;
  };

  await listen();
  return {
    get port() {
      return port;
    },
    hold: () => {
      holding = true;
    },
    heldConnections: () => [...pairs].filter((pair) => pair.held.length > 0).length,
    down,
    up: listen,
    close: down,
  };
}
