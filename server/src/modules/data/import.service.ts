import type { EntityManager } from 'typeorm';
import { message } from '@fitness-manager/shared';
import { ServiceBusyError, ValidationError, type FieldMessages } from '../../common/errors';
import { compose, type Words } from '../../common/messages';
import { assertTimeZone } from '../../common/zoned-time';
import { transactionDatabase, type Database } from '../../db/database';
import type { WriteLock } from '../../db/write-lock';
import type { CoreServices } from '../../services';
import { accountImportWarnings, planAccountImport, writeAccountImport } from './account-import';
import { duplicatesOf, planFoodsImport, sameNameProblem } from './foods-import';
import { planHistoryImport, previewHistory, writeHistoryImport, type WeightUnit } from './history-import';
import { FoodEntity } from '../foods/food.entity';
import { DuplicateFoods, ImportKind, type ImportCount, type ImportSummary } from './import.types';
import { PROBLEMS_SHOWN, type Problem } from './import-file';
import { PREVIEW_STORED_MAX, type UploadService } from './upload.service';
import type { DataUploadEntity } from './upload.entity';

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
  /** The layout found: a message, or a name the same in every language ("Hevy", "Strong"). */
  format: Words | string;
  rows: number;
  /** Problems with their lines; a CSV row with one is skipped, a JSON file with any is refused. */
  problems: Problem[];
  newExercises?: string[];
  counts: ImportCount[];
  warnings?: Words[];
}

/**
 * What an import will do (preview) or did, with its words as codes (message descriptors): a preview is kept on its
 * upload in this form, so whoever asks next reads it in their own language (`worded`) without reading the file again.
 */
export interface ImportReport {
  kind: ImportKind;
  format: Words | string;
  rows: number;
  counts: ImportCount[];
  newExercises: string[];
  problems: Problem[];
  problemCount: number;
  warnings: Words[];
}

const report = (run: ImportRun): ImportReport => ({
  kind: run.kind,
  format: run.format,
  rows: run.rows,
  counts: run.counts,
  newExercises: (run.newExercises ?? []).slice(0, PROBLEMS_SHOWN),
  problems: run.problems.slice(0, PROBLEMS_SHOWN),
  problemCount: run.problems.length,
  warnings: run.warnings ?? [],
});

/** A report in words (`words`: the request's language, graphql/language.ts › localized), as the API answers it. */
export function worded(report: ImportReport, words: (text: Words | string) => string): ImportSummary {
  return {
    ...report,
    format: words(report.format),
    problems: report.problems.map((problem) => ({ line: problem.line, message: words(problem.message).slice(0, MESSAGE_MAX) })),
    warnings: report.warnings.map(words),
  };
}

const ACCOUNT_FORMAT = compose('server.import.format.account', { version: 1 });

/** The process is reading FILE_READS_MAX files already: a busy service (503, Retry-After), like the write lock's refusals. */
const filesBusy = () => new ServiceBusyError(message('server.import.filesBusy'), 5);

/** A stored preview: the options it was read with, and its report or its refusal (codes, not words). */
type StoredPreview = { key: string; report: ImportReport } | { key: string; error: FieldMessages };

/** The stored form of a preview, within PREVIEW_STORED_MAX bytes (trailing problems and names give way; totals stay). */
function storable(preview: StoredPreview): string {
  let text = JSON.stringify(preview);
  if ('report' in preview) {
    const shown = { ...preview.report, problems: [...preview.report.problems], newExercises: [...preview.report.newExercises] };
    while (Buffer.byteLength(text) > PREVIEW_STORED_MAX && (shown.problems.length > 0 || shown.newExercises.length > 0)) {
      if (shown.problems.length > 0) shown.problems.pop();
      else shown.newExercises.pop();
      text = JSON.stringify({ key: preview.key, report: shown });
    }
  } else if (Buffer.byteLength(text) > PREVIEW_STORED_MAX) {
    text = JSON.stringify({ key: preview.key, error: { file: [preview.error.file?.[0] ?? message('server.import.cannotImport')] } });
  }
  return text;
}

function stored(text: string | null, key: string): StoredPreview | null {
  if (!text) return null;
  try {
    const preview = JSON.parse(text) as StoredPreview;
    // A preview stored before its words were codes (it had a `summary`) is read again.
    return preview.key === key && ('report' in preview || 'error' in preview) ? preview : null;
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

  async preview(userId: number, uploadId: number, options: ImportOptions = {}): Promise<ImportReport> {
    const upload = await this.uploads.get(userId, uploadId);
    const key = this.previewKey(upload, options);
    const kept = stored(upload.preview, key);
    if (kept) {
      if ('error' in kept) throw new ValidationError(kept.error);
      return kept.report;
    }
    // The account's claim first (a CONFLICT of one's own requests is no fault of the server's), then a read slot.
    const claimed = await this.briefly(() => this.uploads.claim(upload, 'previewing'));
    let preview: string | undefined;
    try {
      // Claimed as it was read again (another reading ended meanwhile): it may have stored this very preview.
      const keptMeanwhile = claimed === upload ? null : stored(claimed.preview, key);
      if (keptMeanwhile) {
        if ('error' in keptMeanwhile) throw new ValidationError(keptMeanwhile.error);
        return keptMeanwhile.report;
      }
      return await this.readingFile(async () => {
        try {
          const answer = await this.summarise(userId, upload, options);
          preview = storable({ key, report: answer });
          return answer;
        } catch (error) {
          if (error instanceof ValidationError) preview = storable({ key, error: error.fieldMessages });
          throw error;
        }
      });
    } finally {
      await this.briefly(() => this.uploads.release(upload.id, 'previewing', restored(claimed), preview)).catch(() => undefined);
    }
  }

  async run(userId: number, uploadId: number, options: ImportOptions = {}): Promise<ImportReport> {
    const upload = await this.uploads.get(userId, uploadId);
    const kind = upload.kind as ImportKind;
    const zone = kind === ImportKind.WORKOUT_HISTORY_CSV ? this.zone(options) : this.timeZone;
    const claimed = await this.briefly(() => this.uploads.claim(upload, 'importing'));
    let started = false;
    try {
      return await this.readingFile(async () => {
        started = true;
        const content = this.uploads.content(upload.id);
        switch (kind) {
          case ImportKind.ACCOUNT_JSON: {
            const plan = await planAccountImport(content);
            if (plan.problems.length > 0) throw new ValidationError({ file: plan.problems.slice(0, PROBLEMS_SHOWN) });
            const counts = await this.write(upload.id, (services, manager, progress) => writeAccountImport(manager, services, userId, plan, progress));
            return report({ kind, format: ACCOUNT_FORMAT, rows: plan.rows, counts, problems: [] });
          }
          case ImportKind.WORKOUT_HISTORY_CSV: {
            const plan = await planHistoryImport(content, zone, options.weightUnit ?? 'KG');
            const { counts, warnings } = await this.write(upload.id, (services, manager, progress) => writeHistoryImport(manager, services, userId, plan, progress));
            return report({ kind, format: plan.format, rows: plan.rows, counts, problems: plan.problems, warnings });
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
            const sameName = result.ambiguous.map(({ index, foods }) => sameNameProblem(plan.foods[index].line, plan.foods[index].input.name, foods));
            return report({ kind, format: plan.format, rows: plan.rows, counts, problems: byLine(plan.problems, sameName) });
          }
        }
      });
    } catch (error) {
      // The upload stays, to be tried again (its claim ends even when the lock refused the import's own statements);
      // failed, unless the import never started (no read slot).
      const back = started ? 'failed' : restored(claimed);
      await this.briefly(() => this.uploads.release(upload.id, 'importing', back)).catch(() => undefined);
      throw error;
    }
  }

  /** What a preview of the upload says: parsed and checked here, the account read for what it has already. */
  private async summarise(userId: number, upload: DataUploadEntity, options: ImportOptions): Promise<ImportReport> {
    const kind = upload.kind as ImportKind;
    const content = this.uploads.content(upload.id);
    switch (kind) {
      case ImportKind.ACCOUNT_JSON: {
        const plan = await planAccountImport(content);
        const warnings = await accountImportWarnings(this.db.manager, userId, plan);
        return report({ kind, format: ACCOUNT_FORMAT, rows: plan.rows, counts: plan.counts, problems: lineless(plan.problems), warnings });
      }
      case ImportKind.WORKOUT_HISTORY_CSV: {
        const plan = await planHistoryImport(content, this.zone(options), options.weightUnit ?? 'KG');
        const { counts, newExercises, warnings } = await previewHistory(this.db.manager, userId, plan);
        return report({ kind, format: plan.format, rows: plan.rows, counts, newExercises, problems: plan.problems, warnings });
      }
      case ImportKind.FOODS_CSV: {
        const plan = await planFoodsImport(content);
        const existing = await this.db.manager.find(FoodEntity, { select: { nameKey: true }, where: { userId } });
        const foodsNamed = new Map<string, number>();
        for (const { nameKey } of existing) foodsNamed.set(nameKey, (foodsNamed.get(nameKey) ?? 0) + 1);
        const duplicates = duplicatesOf(plan, foodsNamed);
        const counts = [
          { item: 'foods', count: plan.foods.length - duplicates.sameName.length },
          { item: 'duplicateFoods', count: duplicates.existing },
          { item: 'repeatedFoods', count: duplicates.repeated },
        ];
        return report({ kind, format: plan.format, rows: plan.rows, counts, problems: byLine(plan.problems, duplicates.sameName) });
      }
    }
  }

  /** What a stored preview must have been read with to answer again: the zone and unit of a history file. */
  private previewKey(upload: DataUploadEntity, options: ImportOptions): string {
    return (upload.kind as ImportKind) === ImportKind.WORKOUT_HISTORY_CSV ? `${upload.kind}:${this.zone(options)}:${options.weightUnit ?? 'KG'}` : upload.kind;
  }

  /** The zone CSV times are read in: the client's, checked, or the server's. */
  private zone(options: ImportOptions): string {
    return assertTimeZone(options.timeZone ?? this.timeZone);
  }

  /** Runs `work` as one of the process's FILE_READS_MAX file reads, or refuses at once (a busy service). */
  private async readingFile<T>(work: () => Promise<T>): Promise<T> {
    if (this.reading >= FILE_READS_MAX) throw filesBusy();
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

/** The status an upload returns to when a claim of it ends without an import (`before`: as it was claimed). */
const restored = (before: DataUploadEntity): 'uploaded' | 'failed' => (before.status === 'uploaded' || before.status === 'previewing' ? 'uploaded' : 'failed');

const lineless = (messages: Words[]): Problem[] => messages.map((words) => ({ line: null, message: words }));

/** Two lists of problems (each in line order) as one, in line order. */
function byLine(first: Problem[], second: Problem[]): Problem[] {
  return second.length === 0 ? first : [...first, ...second].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}
