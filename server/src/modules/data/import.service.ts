import type { EntityManager } from 'typeorm';
import { ValidationError } from '../../common/errors';
import { transactionDatabase, type Database } from '../../db/database';
import type { CoreServices } from '../../services';
import { planAccountImport, writeAccountImport } from './account-import';
import { wholeText } from './import-file';
import { DuplicateFoods, ImportKind, type ImportProblem, type ImportSummary } from './import.types';
import type { UploadService } from './upload.service';

/** Problems an answer lists (their total is always given). */
export const PROBLEMS_SHOWN = 100;

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
  ) {}

  async preview(userId: number, uploadId: number): Promise<ImportSummary> {
    const upload = await this.uploads.get(userId, uploadId);
    const kind = upload.kind as ImportKind;
    switch (kind) {
      case ImportKind.ACCOUNT_JSON: {
        const plan = planAccountImport(await wholeText(this.uploads.content(upload.id)));
        return summary({ kind, format: 'Fitness Manager export, version 1', rows: plan.rows, counts: plan.counts, problems: lineless(plan.problems) });
      }
      default:
        throw new ValidationError({ uploadId: ['This kind of import is not available.'] });
    }
  }

  async run(userId: number, uploadId: number, _duplicates: DuplicateFoods = DuplicateFoods.SKIP): Promise<ImportSummary> {
    const upload = await this.uploads.get(userId, uploadId);
    const kind = upload.kind as ImportKind;
    switch (kind) {
      case ImportKind.ACCOUNT_JSON: {
        const plan = planAccountImport(await wholeText(this.uploads.content(upload.id)));
        if (plan.problems.length > 0) throw new ValidationError({ file: plan.problems.slice(0, PROBLEMS_SHOWN) });
        const counts = await this.claimed(userId, upload.id, plan.rows, (services, manager, progress) =>
          writeAccountImport(manager, services, userId, plan, progress),
        );
        return summary({ kind, format: 'Fitness Manager export, version 1', rows: plan.rows, counts, problems: [] });
      }
      default:
        throw new ValidationError({ uploadId: ['This kind of import is not available.'] });
    }
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
