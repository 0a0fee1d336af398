import { LessThan, MoreThan } from 'typeorm';
import { ConflictError, NotFoundError } from '../../common/errors';
import type { Database } from '../../db/database';
import { DataUploadChunkEntity, DataUploadEntity } from './upload.entity';
import { ImportKind } from './import.types';

/** The largest file each import takes (POST /uploads answers 413 past it, naming the limit). */
export const UPLOAD_LIMITS: Record<ImportKind, number> = {
  [ImportKind.ACCOUNT_JSON]: 32 * 1024 * 1024,
  [ImportKind.WORKOUT_HISTORY_CSV]: 16 * 1024 * 1024,
  [ImportKind.FOODS_CSV]: 64 * 1024 * 1024,
};

export const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** Bytes per stored chunk: under MySQL's BLOB limit of 65,535. */
export const CHUNK_BYTES = 60_000;
/** Chunks per INSERT or SELECT (about 2 MB, well under max_allowed_packet's smallest default). */
const CHUNKS_PER_STATEMENT = 32;
/** An upload nobody touched for this long is deleted by the next upload. */
const UPLOAD_TTL_MS = 60 * 60_000;
/** An import that reported no progress for this long died with its process (its transaction rolled back). */
export const STALE_IMPORT_MS = 2 * 60_000;

export const uploadNotFound = (id: number) => new NotFoundError(`Upload with id ${id} was not found.`);

/**
 * Files uploaded for an import, kept in the database (every replica reads them) until imported or an hour old, and
 * each import's progress. One per user; `claim` makes sure a user runs one import at a time.
 */
export class UploadService {
  constructor(private readonly db: Database) {}

  /**
   * Stores a file the HTTP door has received whole (`source` reads it back): replaces the user's previous upload,
   * unless that one is being imported (CONFLICT). Deletes everyone's uploads untouched for an hour. One transaction.
   */
  async store(userId: number, kind: ImportKind, fileName: string, size: number, source: AsyncIterable<Buffer>): Promise<DataUploadEntity> {
    return this.db.transaction(async (manager) => {
      const now = new Date();
      await manager.delete(DataUploadEntity, { updatedAt: LessThan(new Date(now.getTime() - UPLOAD_TTL_MS)) });
      const previous = await manager.findOneBy(DataUploadEntity, { userId });
      if (previous && isRunning(previous, now)) throw new ConflictError('An import is running: wait for it to finish before uploading another file.');
      if (previous) await manager.delete(DataUploadEntity, { id: previous.id });
      const upload = manager.create(DataUploadEntity, {
        userId,
        kind,
        fileName: fileName.slice(0, 255),
        size,
        status: 'uploaded',
        processedRows: 0,
        totalRows: 0,
        createdAt: now,
        updatedAt: now,
      });
      await manager.insert(DataUploadEntity, upload);
      let position = 0;
      let batch: { uploadId: number; position: number; data: Buffer }[] = [];
      let pending: Buffer = Buffer.alloc(0);
      const flush = async () => {
        if (batch.length > 0) await manager.insert(DataUploadChunkEntity, batch);
        batch = [];
      };
      for await (const piece of source) {
        pending = pending.length === 0 ? piece : Buffer.concat([pending, piece]);
        while (pending.length >= CHUNK_BYTES) {
          batch.push({ uploadId: upload.id, position: position++, data: pending.subarray(0, CHUNK_BYTES) });
          pending = pending.subarray(CHUNK_BYTES);
          if (batch.length >= CHUNKS_PER_STATEMENT) await flush();
        }
      }
      if (pending.length > 0) batch.push({ uploadId: upload.id, position: position++, data: pending });
      await flush();
      return upload;
    });
  }

  /** The user's upload, if any. */
  current(userId: number): Promise<DataUploadEntity | null> {
    return this.db.manager.findOneBy(DataUploadEntity, { userId });
  }

  async get(userId: number, id: number): Promise<DataUploadEntity> {
    const upload = await this.db.manager.findOneBy(DataUploadEntity, { id, userId });
    if (!upload) throw uploadNotFound(id);
    return upload;
  }

  /** The file's bytes in order, CHUNKS_PER_STATEMENT chunks per statement. */
  async *content(uploadId: number): AsyncGenerator<Buffer> {
    let after = -1;
    for (;;) {
      const chunks = await this.db.manager.find(DataUploadChunkEntity, {
        where: { uploadId, position: MoreThan(after) },
        order: { position: 'ASC' },
        take: CHUNKS_PER_STATEMENT,
      });
      for (const chunk of chunks) yield Buffer.from(chunk.data);
      if (chunks.length < CHUNKS_PER_STATEMENT) return;
      after = chunks[chunks.length - 1].position;
    }
  }

  /**
   * Marks the upload as being imported: one import per user at a time (a second one, or one of a file already being
   * imported, is a CONFLICT; an import that stopped reporting progress two minutes ago died, and may be run again).
   */
  async claim(userId: number, id: number, totalRows: number): Promise<void> {
    const upload = await this.get(userId, id);
    const now = new Date();
    if (isRunning(upload, now)) throw new ConflictError('This file is already being imported.');
    const claimed = await this.db.manager.update(
      DataUploadEntity,
      { id, userId, status: upload.status, updatedAt: upload.updatedAt },
      { status: 'importing', processedRows: 0, totalRows, updatedAt: now },
    );
    if (claimed.affected !== 1) throw new ConflictError('This file is already being imported.');
  }

  /** Progress of a running import (written outside the import's transaction on MySQL, so the page's polls see it). */
  async progress(id: number, processedRows: number): Promise<void> {
    await this.db.manager.update(DataUploadEntity, { id }, { processedRows, updatedAt: new Date() });
    // better-sqlite3 answers synchronously, so an import would otherwise never let the event loop serve the page's
    // polls (or anything else) until it ends: one turn of the loop per batch.
    await new Promise((resolve) => setImmediate(resolve));
  }

  /** An import ended: its upload goes once imported, or stays (failed) to be tried again. */
  async finish(id: number, imported: boolean): Promise<void> {
    if (imported) await this.db.manager.delete(DataUploadEntity, { id });
    else await this.db.manager.update(DataUploadEntity, { id }, { status: 'failed', updatedAt: new Date() });
  }
}

function isRunning(upload: DataUploadEntity, now: Date): boolean {
  return upload.status === 'importing' && now.getTime() - upload.updatedAt.getTime() < STALE_IMPORT_MS;
}
