import type { EntityManager } from 'typeorm';
import { ValidationError, type FieldErrors } from '../../common/errors';
import { isTimeZone } from '../../common/zoned-time';
import { transactionDatabase, type Database } from '../../db/database';
import { WriteLockError, type WriteLock } from '../../db/write-lock';
import type { CoreServices } from '../../services';
import { accountImportWarnings, planAccountImport, writeAccountImport } from './account-import';
import { duplicatesOf, planFoodsImport } from './foods-import';
import { planHistoryImport, previewHistory, writeHistoryImport, type WeightUnit } from './history-import';
import { FoodEntity } from '../foods/food.entity';
import { DuplicateFoods, ImportKind, type ImportProblem, type ImportSummary } from './import.types';
import { PREVIEW_STORED_MAX, type UploadService } from './upload.service';
import type { DataUploadEntity } from './upload.entity';

/** Problems (and new exercises) an answer lists: their total is always given. */
export const PROBLEMS_SHOWN = 100;
/** Characters of one problem's message in an answer. */
const MESSAGE_MAX = 300;
/**
 * Files one process reads at once (previews and imports of every account together): a file of the largest size is a
 * few hundred MB of memory while it is checked. Past it: 503 with Retry-After, like the write lock's refusals.
 */
export const FILE_READS_MAX = 2;

/** How CSV files are read: the zone of their wall-clock times and Strong's weight unit when the file names none. */
export interface ImportOptions {
  duplicates?: DuplicateFoods | null;
  timeZone?: string | null;
  weightUnit?: WeightUnit | null;
}

export interface ImportRun {
  kind: ImportKind;
  format: string;
  rows: number;
  /** Problems with their lines; a CSV row with one is skipped, a JSON file with any is refused. */
  problems: ImportProblem[];
  newExercises?: string[];
  counts: { item: string; count: number }[];
  warnings?: string[];
}

const summary = (run: ImportRun): ImportSummary => ({
  kind: run.kind,
  format: run.format,
  rows: run.rows,
  counts: run.counts,
  newExercises: (run.newExercises ?? []).slice(0, PROBLEMS_SHOWN),
  problems: run.problems.slice(0, PROBLEMS_SHOWN).map((p) => ({ line: p.line, message: p.message.slice(0, MESSAGE_MAX) })),
  problemCount: run.problems.length,
  warnings: run.warnings ?? [],
});

const ACCOUNT_FORMAT = 'Fitness Manager export, version 1';

/** The process is reading FILE_READS_MAX files already: answered like the write lock's refusals (503, Retry-After). */
export class FilesBusyError extends WriteLockError {
  constructor() {
    super('The server is reading other files right now. Nothing was changed; try again in a few seconds.');
  }
}

/** A stored preview: the options it was read with, and its answer or its refusal. */
type StoredPreview = { key: string; summary: ImportSummary } | { key: string; error: FieldErrors };

/** The stored form of a preview, within PREVIEW_STORED_MAX bytes (trailing problems and names give way; totals stay). */
function storable(preview: StoredPreview): string {
  let text = JSON.stringify(preview);
  if ('summary' in preview) {
    const shown = { ...preview.summary, problems: [...preview.summary.problems], newExercises: [...preview.summary.newExercises] };
    while (Buffer.byteLength(text) > PREVIEW_STORED_MAX && (shown.problems.length > 0 || shown.newExercises.length > 0)) {
      if (shown.problems.length > 0) shown.problems.pop();
      else shown.newExercises.pop();
      text = JSON.stringify({ key: preview.key, summary: shown });
    }
  } else if (Buffer.byteLength(text) > PREVIEW_STORED_MAX) {
    text = JSON.stringify({ key: preview.key, error: { file: [preview.error.file?.[0] ?? 'This file cannot be imported.'] } });
  }
  return text;
}

function stored(text: string | null, key: string): StoredPreview | null {
  if (!text) return null;
  try {
    const preview = JSON.parse(text) as StoredPreview;
    return preview.key === key ? preview : null;
  } catch {
    return null;
  }
}

/**
 * Imports of uploaded files: `preview` reads the file and says what the import would do (nothing is written but the
 * answer, kept on the upload so asking again costs nothing); `run` does it. Both claim the upload first (one preview
 * or import per account at a time, on any replica), and read at most FILE_READS_MAX files per process at once. The
 * file is parsed and checked before the import takes the SQLite write lock; the writes are one transaction through
 * services bound to it, reporting progress on the upload's row (which the page polls), and the upload is deleted in
 * that same transaction, so it goes exactly when the import commits.
 */
export class DataImportService {
  private reading = 0;

  constructor(
    private readonly db: Database,
    private readonly uploads: UploadService,
    private readonly servicesFor: (db: Database) => CoreServices,
    /** The server's zone: CSV times are read in it when the client does not say its own. */
    private readonly timeZone: string,
    /** The SQLite write lock: held by the import's transaction, and briefly for the upload's own small writes. */
    private readonly lock: WriteLock,
  ) {}

  async preview(userId: number, uploadId: number, options: ImportOptions = {}): Promise<ImportSummary> {
    const upload = await this.uploads.get(userId, uploadId);
    const key = this.previewKey(upload, options);
    const kept = stored(upload.preview, key);
    if (kept) {
      if ('error' in kept) throw new ValidationError(kept.error);
      return kept.summary;
    }
    // The account's claim first (a CONFLICT of one's own requests is no fault of the server's), then a read slot.
    const before = await this.briefly(() => this.uploads.claim(userId, uploadId, 'previewing'));
    let preview: string | undefined;
    try {
      return await this.readingFile(async () => {
        try {
          const answer = await this.summarise(userId, upload, options);
          preview = storable({ key, summary: answer });
          return answer;
        } catch (error) {
          if (error instanceof ValidationError) preview = storable({ key, error: error.fields });
          throw error;
        }
      });
    } finally {
      await this.briefly(() => this.uploads.release(upload.id, 'previewing', restored(before), preview)).catch(() => undefined);
    }
  }

  async run(userId: number, uploadId: number, options: ImportOptions = {}): Promise<ImportSummary> {
    const upload = await this.uploads.get(userId, uploadId);
    const kind = upload.kind as ImportKind;
    const zone = kind === ImportKind.WORKOUT_HISTORY_CSV ? this.zone(options) : this.timeZone;
    const before = await this.briefly(() => this.uploads.claim(userId, uploadId, 'importing'));
    try {
      return await this.readingFile(async () => {
        const content = this.uploads.content(upload.id);
        switch (kind) {
          case ImportKind.ACCOUNT_JSON: {
            const plan = await planAccountImport(content);
            if (plan.problems.length > 0) throw new ValidationError({ file: plan.problems.slice(0, PROBLEMS_SHOWN) });
            const counts = await this.write(upload.id, (services, manager, progress) => writeAccountImport(manager, services, userId, plan, progress));
            return summary({ kind, format: ACCOUNT_FORMAT, rows: plan.rows, counts, problems: [] });
          }
          case ImportKind.WORKOUT_HISTORY_CSV: {
            const plan = await planHistoryImport(content, zone, options.weightUnit ?? 'KG');
            const counts = await this.write(upload.id, (services, manager, progress) => writeHistoryImport(manager, services, userId, plan, progress));
            return summary({ kind, format: plan.format, rows: plan.rows, counts, problems: plan.problems });
          }
          case ImportKind.FOODS_CSV: {
            const plan = await planFoodsImport(content);
            const mode = options.duplicates === DuplicateFoods.UPDATE ? 'update' : 'skip';
            const total = plan.foods.length;
            const result = await this.write(upload.id, (services, _manager, progress) =>
              services.foods.importMany(
                userId,
                plan.foods.map((row) => row.input),
                mode,
                (done) => progress(done, total),
              ),
            );
            const counts = [
              { item: 'foods', count: result.created },
              { item: 'updatedFoods', count: result.updated },
              { item: 'skippedFoods', count: result.skipped },
            ];
            return summary({ kind, format: plan.format, rows: plan.rows, counts, problems: plan.problems });
          }
        }
      });
    } catch (error) {
      // The upload stays, to be tried again (its claim ends even when the lock refused the import's own statements);
      // failed, unless the import never started.
      const back = error instanceof FilesBusyError ? restored(before) : 'failed';
      await this.briefly(() => this.uploads.release(upload.id, 'importing', back)).catch(() => undefined);
      throw error;
    }
  }

  /** What a preview of the upload says: parsed and checked here, the account read for what it has already. */
  private async summarise(userId: number, upload: DataUploadEntity, options: ImportOptions): Promise<ImportSummary> {
    const kind = upload.kind as ImportKind;
    const content = this.uploads.content(upload.id);
    switch (kind) {
      case ImportKind.ACCOUNT_JSON: {
        const plan = await planAccountImport(content);
        const warnings = await accountImportWarnings(this.db.manager, userId, plan);
        return summary({ kind, format: ACCOUNT_FORMAT, rows: plan.rows, counts: plan.counts, problems: lineless(plan.problems), warnings });
      }
      case ImportKind.WORKOUT_HISTORY_CSV: {
        const plan = await planHistoryImport(content, this.zone(options), options.weightUnit ?? 'KG');
        const { counts, newExercises } = await previewHistory(this.db.manager, userId, plan);
        return summary({ kind, format: plan.format, rows: plan.rows, counts, newExercises, problems: plan.problems });
      }
      case ImportKind.FOODS_CSV: {
        const plan = await planFoodsImport(content);
        const existing = await this.db.manager.find(FoodEntity, { select: { nameKey: true }, where: { userId } });
        const duplicates = duplicatesOf(plan, new Set(existing.map((food) => food.nameKey)));
        const counts = [
          { item: 'foods', count: plan.foods.length },
          { item: 'duplicateFoods', count: duplicates },
        ];
        return summary({ kind, format: plan.format, rows: plan.rows, counts, problems: plan.problems });
      }
    }
  }

  /** What a stored preview must have been read with to answer again: the zone and unit of a history file. */
  private previewKey(upload: DataUploadEntity, options: ImportOptions): string {
    return (upload.kind as ImportKind) === ImportKind.WORKOUT_HISTORY_CSV ? `${upload.kind}:${this.zone(options)}:${options.weightUnit ?? 'KG'}` : upload.kind;
  }

  /** The zone CSV times are read in: the client's, checked, or the server's. */
  private zone(options: ImportOptions): string {
    const zone = options.timeZone ?? this.timeZone;
    if (!isTimeZone(zone)) throw new ValidationError({ timeZone: [`"${zone.slice(0, 60)}" is not a time zone (such as America/Sao_Paulo).`] });
    return zone;
  }

  /** Runs `work` as one of the process's FILE_READS_MAX file reads, or refuses at once (FilesBusyError). */
  private async readingFile<T>(work: () => Promise<T>): Promise<T> {
    if (this.reading >= FILE_READS_MAX) throw new FilesBusyError();
    this.reading += 1;
    try {
      return await work();
    } finally {
      this.reading -= 1;
    }
  }

  /** A small write of the upload's own (a claim, its end) under the write lock, taken for it alone. */
  private briefly<T>(work: () => Promise<T>): Promise<T> {
    return this.lock.exclusive(work);
  }

  /**
   * The import's writes, once the file is parsed and checked: the write lock, then one transaction that ends by
   * deleting the upload, so the upload goes exactly when the import commits (a rollback keeps it).
   */
  private write<T>(
    uploadId: number,
    work: (services: CoreServices, manager: EntityManager, progress: (rows: number, total: number) => Promise<void>) => Promise<T>,
  ): Promise<T> {
    return this.lock.exclusive(() =>
      this.db.transaction(async (manager: EntityManager) => {
        const result = await work(this.servicesFor(transactionDatabase(manager)), manager, (rows, total) => this.uploads.progress(uploadId, rows, total));
        await this.uploads.removeIn(manager, uploadId);
        return result;
      }),
    );
  }
}

/** The status an upload returns to when a claim of it ends without an import. */
const restored = (before: DataUploadEntity): 'uploaded' | 'failed' => (before.status === 'uploaded' || before.status === 'previewing' ? 'uploaded' : 'failed');

const lineless = (messages: string[]): ImportProblem[] => messages.map((message) => ({ line: null, message }));
