import type { Writable } from 'node:stream';
import { createGzip, type Gzip } from 'node:zlib';
import type { Request, Response } from 'express';
import { counterKey } from '../auth/attempt-counters';
import { message } from '@fitness-manager/shared';
import { DOWNLOAD_LINK_TTL_SECONDS } from '../auth/tokens';
import { formatForHeader, formatMessage, type ComposedMessage } from '../common/messages';
import type { Logger } from '../observability/logger';
import { EXPORT_CONTENT_TYPES } from '../modules/data/data.service';
import type { Services } from '../services';

/** `Content-Disposition` for a file name (ASCII fallback and RFC 5987's UTF-8 form). */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * `GET /download?token=…`: streams the export a download link names (docs/graphql.md › Your data). The token is the
 * link's own (seconds-lived, signed for downloads only, good for one download), so a plain browser navigation can
 * follow it; the request log never writes query strings. Writes wait for the socket to drain, so memory stays bounded whatever the export's size;
 * a client that leaves stops the export. Its refusals are worded in the language the link was asked in (the interface's:
 * the link carries it), else (a link that is not one) in the request's `Accept-Language`, else English.
 */
export function downloadHandler(services: Services, log: () => Logger) {
  return async (req: Request, res: Response) => {
    const token = typeof req.query.token === 'string' ? req.query.token : undefined;
    const check = await services.data.download(token);
    const words = (text: ComposedMessage) =>
      check.language ? formatMessage(text, check.language) : formatForHeader(text, req.headers['accept-language']);
    if (!check.ok) {
      res
        .status(401)
        .set('Cache-Control', 'no-store')
        .json({ error: words(check.message) });
      return;
    }
    const headers = {
      'Content-Type': EXPORT_CONTENT_TYPES[check.kind],
      'Content-Disposition': attachment(check.fileName),
      'Cache-Control': 'no-store',
      Vary: 'Accept-Encoding',
    };
    // HEAD says what a GET would send, without the export (nor using the link up).
    if (req.method === 'HEAD') return void res.status(200).set(headers).end();
    // A link works once: a copy in a proxy's log or the browser's history downloads nothing, even within its minute.
    const uses = await services.attemptCounters.increment(counterKey('download', token!), DOWNLOAD_LINK_TTL_SECONDS + 60);
    if (uses.hits > 1) {
      res
        .status(401)
        .set('Cache-Control', 'no-store')
        .json({ error: words(message('server.download.used')) });
      return;
    }
    res.status(200);
    res.set(headers);
    // gzip when the client takes it (JSON and CSV shrink about tenfold), through our own stream rather than the
    // compression middleware, whose 'drain' listeners can only be removed by firing.
    let out: Writable = res;
    let gzip: Gzip | null = null;
    if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      res.set('Content-Encoding', 'gzip');
      gzip = createGzip();
      gzip.pipe(res);
      out = gzip;
    }
    let gone = false;
    res.on('close', () => {
      gone = true;
      gzip?.destroy();
    });
    const sink = async (chunk: string) => {
      if (gone) throw new Error('The client closed the download.');
      if (!out.write(chunk)) {
        await new Promise<void>((resolve) => {
          const done = () => {
            out.off('drain', done);
            res.off('close', done);
            resolve();
          };
          out.on('drain', done);
          res.on('close', done);
        });
        if (gone) throw new Error('The client closed the download.');
      }
    };
    try {
      await check.write(sink);
      out.end();
    } catch (error) {
      // `end` after `destroy` sends nothing; it tells the in-flight count (shutdown waits for it) the handler is done.
      if (gone) return void res.destroy().end();
      log().error({ err: error }, 'Export failed');
      if (!res.headersSent) {
        gzip?.unpipe(res);
        res.removeHeader('Content-Encoding');
        res
          .status(500)
          .set('Content-Disposition', 'inline')
          .json({ error: words(message('server.download.failed')) });
        return;
      }
      // Headers are gone: cutting the connection is how the client learns the file is not whole.
      res.destroy().end();
    }
  };
}
