import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { readdir, stat, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isLanguage, message } from '@fitness-manager/shared';
import busboy from 'busboy';
import type { Request, Response } from 'express';
import { authenticate } from '../auth/authenticate';
import { DomainError, ServiceBusyError, TooManyAttemptsError } from '../common/errors';
import { formatMessage, type Words } from '../common/messages';
import { adoptUserLanguage, localized, requestLanguage } from '../graphql/language';
import { ImportKind } from '../modules/data/import.types';
import { megabytes, UPLOAD_LIMITS } from '../modules/data/upload.service';
import type { Logger } from '../observability/logger';
import type { Services } from '../services';

const tooLarge = (limit: number) => message('server.upload.tooLarge', { megabytes: megabytes(limit) });

/** An upload that sends no byte for this long is cut (408); a slow but steady one may take as long as it needs. */
export const UPLOAD_IDLE_MS = 30_000;
/** Uploads received at once by one process (each writes a temporary file of up to 64 MB); past it, 503. */
export const UPLOADS_RECEIVING_MAX = 8;

/** The process receives UPLOADS_RECEIVING_MAX uploads already: a busy service (503, Retry-After), answered before the body is read. */
const receivingMany = () => new ServiceBusyError(message('server.upload.receivingMany'), 60);

/** Temporary files of uploads being received: `<tmpdir>/fitness-manager-upload-<uuid>`. */
export const UPLOAD_TEMP_PREFIX = 'fitness-manager-upload-';
/**
 * A temporary file untouched for this long belongs to no upload: one being received is written at least every
 * UPLOAD_IDLE_MS, and one received is stored within the write lock's wait and hold bounds. Left by a process that
 * died; swept at start-up and every minute (several processes may share the directory, so never younger ones).
 */
export const UPLOAD_TEMP_ABANDONED_MS = 10 * 60_000;

export interface UploadOptions {
  /** No byte for this long cuts the upload (default UPLOAD_IDLE_MS; tests shorten it). */
  idleMs?: number;
  /** Where uploads are received (default the system's temporary folder). */
  directory?: string;
}

/**
 * `POST /uploads?kind=…` (main port): a file for an import, as `multipart/form-data` with one `file` field, authorised
 * by the bearer token like GraphQL (no cookie: no other site can make a browser send it). Counted per account
 * (UploadService.countUpload: 429 past the rate), then written to a temporary file as it arrives (busboy, bounded by
 * the kind's size limit; an upload idle for `idleMs` is cut with 408, and an aborted one leaves no file), and only
 * once it is whole is it stored in the database under the write lock, so a slow client holds nobody up. Answers 201
 * with the upload's id; the preview and the import are GraphQL operations (docs/graphql.md › Your data). Refusals
 * (`{ "error": "…" }`) are worded in the request's language: its `Accept-Language` (graphql/language.ts'
 * `acceptLanguage`, mounted before this handler), else the signed-in user's setting, else English, as GraphQL's are.
 */
export function uploadHandler(services: Services, log: () => Logger, options: UploadOptions = {}) {
  const idleMs = options.idleMs ?? UPLOAD_IDLE_MS;
  const directory = options.directory ?? tmpdir();
  let receiving = 0;
  return async (req: Request, res: Response) => {
    const fail = (status: number, error: Words | string, headers: Record<string, string> = {}) => {
      if (!res.headersSent)
        res
          .status(status)
          .set({ 'Cache-Control': 'no-store', ...headers })
          .json({ error: localized(error) });
    };
    // A refusal sent before the body was read closes the connection rather than read what would be thrown away.
    const refuse = (status: number, error: Words | string, headers: Record<string, string> = {}) =>
      fail(status, error, { Connection: 'close', ...headers });
    // A busy service (too many uploads being received, the write lock, the uploads' cap): 503 with its Retry-After;
    // before the body is read (`unread`), refused as `refuse` does.
    const refuseBusy = (busy: ServiceBusyError, { unread }: { unread: boolean }) =>
      (unread ? refuse : fail)(503, busy.text, { 'Retry-After': String(busy.retryAfterSeconds) });
    const auth = await authenticate(services, req.headers.authorization);
    if (auth.status !== 'authenticated') return refuse(401, message('server.upload.signIn'));
    adoptUserLanguage(isLanguage(auth.user.language) ? auth.user.language : null);
    const kind = req.query.kind;
    if (typeof kind !== 'string' || !Object.values(ImportKind).includes(kind as ImportKind)) {
      return refuse(400, message('server.upload.whichImport', { kinds: Object.values(ImportKind).join(', ') }));
    }
    const limit = UPLOAD_LIMITS[kind as ImportKind];
    if (!req.is('multipart/form-data')) return refuse(415, message('server.upload.notMultipart'));
    if (Number(req.headers['content-length'] ?? 0) > limit + 64 * 1024) return refuse(413, tooLarge(limit));
    try {
      await services.uploads.countUpload(auth.user.id);
    } catch (error) {
      if (!(error instanceof TooManyAttemptsError)) throw error;
      return refuse(429, error.text, { 'Retry-After': String(Math.max(1, Math.ceil(error.retryAfterSeconds))) });
    }
    if (receiving >= UPLOADS_RECEIVING_MAX) return refuseBusy(receivingMany(), { unread: true });

    receiving += 1;
    const temporary = path.join(directory, `${UPLOAD_TEMP_PREFIX}${randomUUID()}`);
    try {
      // The language settled now: busboy's events do not run in the request's context.
      const language = requestLanguage();
      const received = await receive(req, res, temporary, limit, idleMs, (text) => formatMessage(text, language));
      if (received === null) return fail(400, message('server.upload.noFile'));
      const upload = await services.writeLock.exclusive(() =>
        services.uploads.store(
          auth.user.id,
          kind as ImportKind,
          received.fileName,
          received.size,
          // Opened only when read: a refused store (a conflict, the cap) leaves no stream to open a deleted file.
          (async function* () {
            yield* createReadStream(temporary) as AsyncIterable<Buffer>;
          })(),
        ),
      );
      res.status(201).json({ id: upload.id, kind: upload.kind, fileName: upload.fileName, size: upload.size });
    } catch (error) {
      // Answered already (408 or 413), the rest of the body not read.
      if (error instanceof UploadStopped) return;
      // The client went away: nobody to answer, nothing was kept; `end` tells the in-flight count the handler is done.
      if (error instanceof UploadAborted) return void res.destroy().end();
      // The write lock's refusals, the uploads' cap.
      if (error instanceof ServiceBusyError) return refuseBusy(error, { unread: false });
      if (error instanceof DomainError) return fail(error.code === 'CONFLICT' ? 409 : 400, error.text);
      if (error instanceof MalformedUpload) return refuse(400, message('server.upload.malformed'));
      log().error({ err: error }, 'Upload failed');
      fail(500, message('server.upload.failed'));
    } finally {
      receiving -= 1;
      await unlink(temporary).catch(() => undefined);
    }
  };
}

class MalformedUpload extends Error {}
class UploadStopped extends Error {}
class UploadAborted extends Error {}

const MALFORMED = 'The request is not a readable multipart/form-data body.';

/**
 * Reads the multipart body into `file`: the file's name and size, 'too-large', or null without a file field. Settles
 * whatever happens to the request: a client that goes away (UploadAborted), sends nothing for `idleMs` or sends more
 * than `limit` (UploadStopped: answered 408 or 413 with `Connection: close` at once, then the request is destroyed
 * rather than read to its end), or a body busboy cannot read (MalformedUpload), rejects once the temporary file is
 * closed, so the caller's unlink leaves nothing behind.
 */
async function receive(
  req: Request,
  res: Response,
  file: string,
  limit: number,
  idleMs: number,
  /** A refusal's words in the request's language. */
  words: (text: Words) => string,
): Promise<{ fileName: string; size: number } | null> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: limit, fields: 10, parts: 12 } });
  } catch {
    throw new MalformedUpload(MALFORMED);
  }
  // Set by busboy's 'file' event: the temporary file and the promise of its whole content.
  const received: { out?: WriteStream; saving?: Promise<{ fileName: string; size: number }> } = {};
  // Answers at once and ends the request: destroying it closes the socket, so the answer goes first.
  let stopped = false;
  const stop = (status: number, text: Words) => {
    if (stopped) return;
    stopped = true;
    const end = () => watch.destroy(new UploadStopped('Answered.'));
    if (res.headersSent) return end();
    res.once('finish', end).once('close', end);
    res
      .status(status)
      .set({ 'Cache-Control': 'no-store', Connection: 'close' })
      .json({ error: words(text) });
  };
  parser.on('file', (name, stream, info) => {
    if (name !== 'file' || received.saving) return void stream.resume();
    let size = 0;
    stream.on('data', (chunk: Buffer) => (size += chunk.length));
    // Past the kind's limit (a chunked body, or a Content-Length that lied): 413 now, the rest never read.
    stream.on('limit', () => stop(413, tooLarge(limit)));
    received.out = createWriteStream(file);
    received.saving = pipeline(stream, received.out).then(() => ({ fileName: info.filename || 'upload', size }));
    // Awaited below; until then a failure must not count as unhandled.
    received.saving.catch(() => undefined);
  });
  // Any byte of the body restarts the clock; none for idleMs ends the upload.
  const watch = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      timer.refresh();
      done(null, chunk);
    },
  });
  const timer = setTimeout(() => stop(408, message('server.upload.idle', { seconds: Math.max(1, Math.round(idleMs / 1000)) })), idleMs);
  try {
    // pipeline settles on every end of the request (finished, aborted, reset, timed out) and destroys the rest.
    await pipeline(req, watch, parser);
    const saved = received.saving ? await received.saving : null;
    // Stopped (413) just as the body ended: answered already, nothing to keep.
    if (stopped) throw new UploadStopped('Answered.');
    return saved;
  } catch {
    if (stopped) throw new UploadStopped('Answered.');
    if (req.destroyed || req.readableAborted || !req.complete) throw new UploadAborted('The client went away.');
    throw new MalformedUpload(MALFORMED);
  } finally {
    clearTimeout(timer);
    // The file's descriptor is closed before the caller unlinks it.
    const stream = received.out;
    if (stream && !stream.closed) {
      await new Promise<void>((resolve) => {
        stream.once('close', () => resolve());
        stream.destroy();
      });
    }
  }
}

/**
 * Deletes temporary upload files untouched for `olderThanMs` (left by a process that died mid-upload): at start-up
 * and every minute. Returns how many went.
 */
export async function sweepUploadTemps(olderThanMs = UPLOAD_TEMP_ABANDONED_MS, directory = tmpdir(), now = Date.now()): Promise<number> {
  let swept = 0;
  for (const name of await readdir(directory).catch(() => [] as string[])) {
    if (!name.startsWith(UPLOAD_TEMP_PREFIX)) continue;
    const file = path.join(directory, name);
    try {
      if (now - (await stat(file)).mtimeMs < olderThanMs) continue;
      await unlink(file);
      swept += 1;
    } catch {
      // Gone meanwhile (its upload ended), or not ours to delete.
    }
  }
  return swept;
}
