import type { Request } from 'express';

/** The request's client address: `req.ip`, which TRUST_PROXY decides (the forwarded one behind trusted proxies). */
export function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
