import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import type { Request, Response } from 'express';
import { authenticate } from '../auth/authenticate';
import { DomainError } from '../common/errors';
import { WriteLockError } from '../db/write-lock';
import { ImportKind } from '../modules/data/import.types';
import { megabytes, UPLOAD_LIMITS } from '../modules/data/upload.service';
import type { Logger } from '../observability/logger';
import type { Services } from '../services';

const tooLarge = (limit: number) => `The file is larger than ${megabytes(limit)}, the most this import takes.`;

/**
 * `POST /uploads?kind=…` (main port): a file for an import, as `multipart/form-data` with one `file` field, authorised
 * by the bearer token like GraphQL (no cookie: no other site can make a browser send it). The file goes to a
 * temporary file as it arrives (busboy, bounded by the kind's size limit), and only once it is whole is it stored in
 * the database under the write lock, so a slow client holds nobody up. Answers 201 with the upload's id; the preview
 * and the import are GraphQL operations (docs/graphql.md › Your data).
 */
export function uploadHandler(services: Services, log: () => Logger) {
  return async (req: Request, res: Response) => {
    const fail = (status: number, error: string) => {
      if (!res.headersSent) res.status(status).set('Cache-Control', 'no-store').json({ error });
    };
    const auth = await authenticate(services, req.headers.authorization);
    if (auth.status !== 'authenticated') return fail(401, 'Sign in to upload a file.');
    const kind = req.query.kind;
    if (typeof kind !== 'string' || !Object.values(ImportKind).includes(kind as ImportKind)) {
      return fail(400, `Say which import the file is for: ?kind=${Object.values(ImportKind).join(', ')}.`);
    }
    const limit = UPLOAD_LIMITS[kind as ImportKind];
    if (!req.is('multipart/form-data')) return fail(415, 'Send the file as multipart/form-data, in a field named "file".');
    if (Number(req.headers['content-length'] ?? 0) > limit + 64 * 1024) {
      // Refused before the body is read; the connection closes rather than read what would be thrown away.
      res.set('Connection', 'close');
      return fail(413, tooLarge(limit));
    }

    const temporary = path.join(tmpdir(), `fitness-manager-upload-${randomUUID()}`);
    try {
      const received = await receive(req, temporary, limit);
      if (received === 'too-large') return fail(413, tooLarge(limit));
      if (received === null) return fail(400, 'The request has no file: send it in a field named "file".');
      const upload = await services.writeLock.scope(async () => {
        const release = await services.writeLock.acquire();
        try {
          return await services.uploads.store(
            auth.user.id,
            kind as ImportKind,
            received.fileName,
            received.size,
            createReadStream(temporary),
          );
        } finally {
          release();
        }
      });
      res.status(201).json({ id: upload.id, kind: upload.kind, fileName: upload.fileName, size: upload.size });
    } catch (error) {
      if (error instanceof WriteLockError) {
        res.set('Retry-After', String(error.retryAfterSeconds));
        return fail(503, error.message);
      }
      if (error instanceof DomainError) return fail(error.code === 'CONFLICT' ? 409 : 400, error.message);
      if (error instanceof MalformedUpload) return fail(400, error.message);
      log().error({ err: error }, 'Upload failed');
      fail(500, 'The upload failed. Try again.');
    } finally {
      await unlink(temporary).catch(() => undefined);
    }
  };
}

class MalformedUpload extends Error {}

/** Reads the multipart body into `file`: the file's name and size, 'too-large', or null without a file field. */
function receive(req: Request, file: string, limit: number): Promise<{ fileName: string; size: number } | 'too-large' | null> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: limit, fields: 10, parts: 12 } });
    } catch {
      return reject(new MalformedUpload('The request is not a readable multipart/form-data body.'));
    }
    let saving: Promise<{ fileName: string; size: number } | 'too-large'> | null = null;
    parser.on('file', (name, stream, info) => {
      if (name !== 'file' || saving) return void stream.resume();
      let size = 0;
      let truncated = false;
      stream.on('data', (chunk: Buffer) => (size += chunk.length));
      stream.on('limit', () => (truncated = true));
      saving = pipeline(stream, createWriteStream(file)).then(() =>
        truncated ? 'too-large' : { fileName: info.filename || 'upload', size },
      );
    });
    parser.on('error', () => reject(new MalformedUpload('The request is not a readable multipart/form-data body.')));
    parser.on('close', () => {
      if (!saving) return resolve(null);
      saving.then(resolve, reject);
    });
    req.pipe(parser);
  });
}
