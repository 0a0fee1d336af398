import type { EntityManager } from 'typeorm';
import { ValidationError } from '../../common/errors';
import { transactionDatabase, type Database } from '../../db/database';
import type { CoreServices } from '../../services';
import { planAccountImport, writeAccountImport } from './account-import';
import { duplicatesOf, planFoodsImport } from './foods-import';
import { planHistoryImport, previewHistory, writeHistoryImport, type WeightUnit } from './history-import';
import { wholeText } from './import-file';
import { FoodEntity } from '../foods/food.entity';
import { DuplicateFoods, ImportKind, type ImportProblem, type ImportSummary } from './import.types';
import type { UploadService } from './upload.service';

/** Problems an answer lists (their total is always given). */
export const PROBLEMS_SHOWN = 100;

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
}

const summary = (run: ImportRun): ImportSummary => ({
  kind: run.kind,
  format: run.format,
  rows: run.rows,
  counts: run.counts,
  newExercises: run.newExercises ?? [],
  problems: run.problems.slice(0, PROBLEMS_SHOWN),
  problemCount: run.problems.length,
});

/**
 * Imports of uploaded files: `preview` reads the file and says what the import would do (nothing is written);
 * `run` does it, all in one transaction through services bound to it, reporting progress on the upload's row (which
 * the page polls). One import per user at a time (UploadService.claim).
 */
export class DataImportService {
  constructor(
    private readonly db: Database,
    private readonly uploads: UploadService,
    private readonly servicesFor: (db: Database) => CoreServices,
    /** The server's zone: CSV times are read in it when the client does not say its own. */
    private readonly timeZone: string,
  ) {}

  async preview(userId: number, uploadId: number, options: ImportOptions = {}): Promise<ImportSummary> {
    const upload = await this.uploads.get(userId, uploadId);
    const kind = upload.kind as ImportKind;
    const content = this.uploads.content(upload.id);
    switch (kind) {
      case ImportKind.ACCOUNT_JSON: {
        const plan = planAccountImport(await wholeText(content));
        return summary({ kind, format: 'Fitness Manager export, version 1', rows: plan.rows, counts: plan.counts, problems: lineless(plan.problems) });
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

  async run(userId: number, uploadId: number, options: ImportOptions = {}): Promise<ImportSummary> {
    const upload = await this.uploads.get(userId, uploadId);
    const kind = upload.kind as ImportKind;
    const content = this.uploads.content(upload.id);
    switch (kind) {
      case ImportKind.ACCOUNT_JSON: {
        const plan = planAccountImport(await wholeText(content));
        if (plan.problems.length > 0) throw new ValidationError({ file: plan.problems.slice(0, PROBLEMS_SHOWN) });
        const counts = await this.claimed(userId, upload.id, plan.rows, (services, manager, progress) =>
          writeAccountImport(manager, services, userId, plan, progress),
        );
        return summary({ kind, format: 'Fitness Manager export, version 1', rows: plan.rows, counts, problems: [] });
      }
      case ImportKind.WORKOUT_HISTORY_CSV: {
        const plan = await planHistoryImport(content, this.zone(options), options.weightUnit ?? 'KG');
        const total = plan.workouts.reduce((n, w) => n + w.exercises.reduce((m, e) => m + e.sets.length, 0), 0);
        const counts = await this.claimed(userId, upload.id, total, (services, manager, progress) =>
          writeHistoryImport(manager, services, userId, plan, progress),
        );
        return summary({ kind, format: plan.format, rows: plan.rows, counts, problems: plan.problems });
      }
      case ImportKind.FOODS_CSV: {
        const plan = await planFoodsImport(content);
        const mode = options.duplicates === DuplicateFoods.UPDATE ? 'update' : 'skip';
        const result = await this.claimed(userId, upload.id, plan.foods.length, (services, _manager, progress) =>
          services.foods.importMany(
            userId,
            plan.foods.map((row) => row.input),
            mode,
            progress,
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
  }

  /** The zone CSV times are read in: the client's, checked, or the server's. */
  private zone(options: ImportOptions): string {
    const zone = options.timeZone ?? this.timeZone;
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
    } catch {
      throw new ValidationError({ timeZone: [`"${zone}" is not a time zone (such as America/Sao_Paulo).`] });
    }
    return zone;
  }

  /** Runs an import's writes in one transaction once the upload is claimed; the upload goes when it succeeded. */
  private async claimed<T>(
    userId: number,
    uploadId: number,
    totalRows: number,
    write: (services: CoreServices, manager: EntityManager, progress: (rows: number) => Promise<void>) => Promise<T>,
  ): Promise<T> {
    await this.uploads.claim(userId, uploadId, totalRows);
    try {
      const result = await this.db.transaction((manager: EntityManager) =>
        write(this.servicesFor(transactionDatabase(manager)), manager, (rows) => this.uploads.progress(uploadId, rows)),
      );
      await this.uploads.finish(uploadId, true);
      return result;
    } catch (error) {
      await this.uploads.finish(uploadId, false).catch(() => undefined);
      throw error;
    }
  }
}

const lineless = (messages: string[]): ImportProblem[] => messages.map((message) => ({ line: null, message }));
