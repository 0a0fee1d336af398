import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * Prepares a listener for shutdown without dropping anyone. `close()` stops accepting connections, closes idle
 * keep-alive sockets at once, and lets every busy socket finish its request: the answer goes out with
 * `Connection: close` (also for a request that arrives on a still-open socket meanwhile) and the socket closes
 * after it. It resolves once every connection is gone; sockets still open after `graceMs` (a download a client
 * stopped reading) are cut then. Without this, a keep-alive client that kept sending would
 * be served for as long as it liked, and a forced exit then dropped answers to writes it had already committed.
 */
export function gracefulClose(server: Server, graceMs = 15_000): { close(): Promise<void> } {
  let closing = false;
  const active = new Set<ServerResponse>();

  const sweepIdle = () => setImmediate(() => server.closeIdleConnections());

  server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
    if (closing) response.setHeader('Connection', 'close');
    active.add(response);
    response.once('close', () => {
      active.delete(response);
      if (closing) sweepIdle();
    });
  });

  let closed: Promise<void> | undefined;
  return {
    close() {
      closed ??= new Promise<void>((resolve) => {
        closing = true;
        for (const response of active) {
          if (!response.headersSent) response.setHeader('Connection', 'close');
        }
        const cut = setTimeout(() => server.closeAllConnections(), graceMs);
        cut.unref();
        server.close(() => {
          clearTimeout(cut);
          resolve();
        });
        server.closeIdleConnections();
      });
      return closed;
    },
  };
}
