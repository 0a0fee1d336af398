import { message } from '@fitness-manager/shared';
import { LessThan, MoreThan, type EntityManager } from 'typeorm';
import { counterKey, type AttemptCounters } from '../../auth/attempt-counters';
import { ConflictError, NotFoundError, ServiceBusyError, TooManyAttemptsError } from '../../common/errors';
import type { Database } from '../../db/database';
import { DataUploadChunkEntity, DataUploadEntity, type UploadStatus } from './upload.entity';
import { ImportKind } from './import.types';

/** The largest file each import takes (POST /uploads answers 413 past it, naming the limit). */
export const UPLOAD_LIMITS: Record<ImportKind, number> = {
  [ImportKind.ACCOUNT_JSON]: 32 * 1024 * 1024,
  [ImportKind.WORKOUT_HISTORY_CSV]: 16 * 1024 * 1024,
  [ImportKind.FOODS_CSV]: 64 * 1024 * 1024,
};

/** Bytes all stored uploads together may hold (each account keeps one); past it a new upload is refused (503). */
export const UPLOADS_TOTAL_MAX = 512 * 1024 * 1024;
/** Uploads an account may send in UPLOAD_WINDOW_SECONDS (each replaces the last); past it, 429. */
export const UPLOADS_PER_WINDOW = 20;
export const UPLOAD_WINDOW_SECONDS = 15 * 60;

/** A size limit as its messages name it: whole megabytes (`server.upload.tooLarge`: "… larger than 16 MB …"). */
export const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** Bytes per stored chunk: under MySQL's BLOB limit of 65,535. */
export const CHUNK_BYTES = 60_000;
/** Chunks per INSERT or SELECT (about 2 MB, well under max_allowed_packet's smallest default). */
const CHUNKS_PER_STATEMENT = 32;
/** An upload nobody touched for this long is deleted by the server's housekeeping (every minute). */
export const UPLOAD_TTL_MS = 60 * 60_000;
/** A preview or import that reported nothing for this long died with its process (an import's transaction rolled back). */
export const STALE_IMPORT_MS = 2 * 60_000;
/** The stored preview's size bound: a TEXT column holds 65,535 bytes on MySQL. */
export const PREVIEW_STORED_MAX = 60_000;

export const uploadNotFound = (id: number) => new NotFoundError(message('server.upload.notFound', { id }));

/** Every stored upload together would pass UPLOADS_TOTAL_MAX: the uploads' 503. */
const uploadsFull = () => new ServiceBusyError(message('server.upload.full'), 60);

/** What reading a file claims its upload for: one at a time per account. */
export type UploadClaim = 'previewing' | 'importing';

/**
 * Files uploaded for an import, kept in the database (every replica reads them) until imported or an hour old, each
 * one's stored preview and its import's progress. One per user; `claim` makes sure a user's file is read (previewed or
 * imported) by one request at a time, on any replica.
 */
export class UploadService {
  constructor(
    private readonly db: Database,
    private readonly counters: AttemptCounters,
  ) {}

  /** Counts an upload of the user's (fixed windows, in the database: replicas share it); TOO_MANY_REQUESTS past the rate. */
  async countUpload(userId: number): Promise<void> {
    const count = await this.counters.increment(counterKey('upload', String(userId)), UPLOAD_WINDOW_SECONDS);
    if (count.hits <= UPLOADS_PER_WINDOW) return;
    const minutes = Math.max(1, Math.ceil(count.msLeft / 60_000));
    throw new TooManyAttemptsError(count.msLeft / 1000, message('server.tooManyUploads', { minutes }));
  }

  /**
   * Stores a file the HTTP door has received whole (`source` reads it back): replaces the user's previous upload,
   * unless that one is being read (CONFLICT), and only while every upload together stays within UPLOADS_TOTAL_MAX
   * (ServiceBusyError).
   * One transaction.
   */
  async store(userId: number, kind: ImportKind, fileName: string, size: number, source: AsyncIterable<Buffer>): Promise<DataUploadEntity> {
    return this.db.transaction(async (manager) => {
      const now = new Date();
      const previous = await manager.findOneBy(DataUploadEntity, { userId });
      if (previous && isRunning(previous, now)) {
        throw new ConflictError(message('server.upload.busy'));
      }
      const others = await manager
        .createQueryBuilder(DataUploadEntity, 'upload')
        .select('COALESCE(SUM(upload.size), 0)', 'bytes')
        .where('upload.userId <> :userId', { userId })
        .getRawOne<{ bytes: number | string }>();
      if (Number(others?.bytes ?? 0) + size > UPLOADS_TOTAL_MAX) throw uploadsFull();
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
        preview: null,
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
   * Marks the upload as being read (`previewing` or `importing`) before a byte of it is parsed: one preview or import
   * per user at a time, on every replica. `upload` is the row as the caller read it (`get`): one conditional UPDATE
   * takes it only if its status and time are still those, so of two claims of one reading only one wins. Reading it
   * while it is being read is a CONFLICT; a claim that reported nothing for STALE_IMPORT_MS died with its process and
   * may be taken over. A refused UPDATE (the row changed since the caller read it: another claim of the same reading
   * won, or the upload was replaced or imported) reads the row again and answers from what it says now: NOT_FOUND when
   * it is gone, the CONFLICT of what it is doing while it is being read, and one more claim of it as it is now when
   * that reading ended meanwhile. A claim that succeeds at once stays one statement. Returns the row as it was when
   * claimed (the caller's, or the one read again): what the claim's end restores, and any preview stored meanwhile.
   */
  claim(upload: DataUploadEntity, as: UploadClaim): Promise<DataUploadEntity> {
    return this.take(upload, as, true);
  }

  private async take(upload: DataUploadEntity, as: UploadClaim, again: boolean): Promise<DataUploadEntity> {
    const now = new Date();
    if (isRunning(upload, now)) throw busy(upload);
    const claimed = await this.db.manager.update(
      DataUploadEntity,
      { id: upload.id, userId: upload.userId, status: upload.status, updatedAt: upload.updatedAt },
      as === 'importing' ? { status: as, processedRows: 0, totalRows: 0, updatedAt: now } : { status: as, updatedAt: now },
    );
    if (claimed.affected === 1) return upload;
    const current = await this.db.manager.findOneBy(DataUploadEntity, { id: upload.id, userId: upload.userId });
    if (!current) throw uploadNotFound(upload.id);
    if (again && !isRunning(current, now)) return this.take(current, as, false);
    throw busy(current);
  }

  /** A claim ends without deleting the upload: back to `status` (uploaded, or failed after an import), with the preview to keep. */
  async release(id: number, from: UploadClaim, status: Extract<UploadStatus, 'uploaded' | 'failed'>, preview?: string): Promise<void> {
    await this.db.manager.update(
      DataUploadEntity,
      { id, status: from },
      preview === undefined ? { status, updatedAt: new Date() } : { status, preview, updatedAt: new Date() },
    );
  }

  /**
   * Progress of a running import, through the database the service was built on: on MySQL another pooled connection
   * committed at once (the page's polls on any replica see it), on SQLite the one connection, inside the import.
   */
  async progress(id: number, processedRows: number, totalRows: number): Promise<void> {
    await this.db.manager.update(DataUploadEntity, { id }, { processedRows, totalRows, updatedAt: new Date() });
    // better-sqlite3 answers synchronously, so an import would otherwise never let the event loop serve the page's
    // polls (or anything else) until it ends: one turn of the loop per batch.
    await new Promise((resolve) => setImmediate(resolve));
  }

  /** An import's last write, in its own transaction: the upload goes with the commit (or stays with a rollback). */
  async removeIn(manager: EntityManager, id: number): Promise<void> {
    await manager.delete(DataUploadEntity, { id });
  }

  /** Deletes every upload untouched for UPLOAD_TTL_MS (the server's housekeeping, every minute); returns how many. */
  async deleteStale(now = new Date()): Promise<number> {
    const result = await this.db.manager.delete(DataUploadEntity, { updatedAt: LessThan(new Date(now.getTime() - UPLOAD_TTL_MS)) });
    return result.affected ?? 0;
  }
}

/** The CONFLICT of an upload being read: imported, or (any other status that refused a claim) previewed. */
const busy = (upload: DataUploadEntity) =>
  new ConflictError(message(upload.status === 'importing' ? 'server.upload.importing' : 'server.upload.previewing'));

function isRunning(upload: DataUploadEntity, now: Date): boolean {
  return (upload.status === 'importing' || upload.status === 'previewing') && now.getTime() - upload.updatedAt.getTime() < STALE_IMPORT_MS;
}
