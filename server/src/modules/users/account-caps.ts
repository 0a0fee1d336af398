import { message, type MessageId } from '@fitness-manager/shared';
import type { EntityManager } from 'typeorm';
import { ConflictError } from '../../common/errors';
import { writesConcurrently } from '../../db/database';
import { whole, type Row } from '../../db/rows';
import { lockAccount } from './account-lock';

/**
 * What one account may hold of the records it can add without another bound (docs/security.md › Query cost and input
 * bounds): the whole-catalogue reads (`allRecipes`, `allExercises`, `allTags`, the legacy `/…/all`), the export and the
 * personal records read all of them, so their size is what one account can make the server read. Each cap is far past
 * a real account (a decade of daily use, a whole Hevy or Strong history imported) and small enough that the client's
 * own whole-catalogue queries still fit the answer meter at the cap (MAX_ANSWER_VALUES, 250,000 values):
 *
 * - **recipes 2,000**: a new recipe every other day for eleven years. The entry dialog reads every recipe with its
 *   ingredients and their foods (about 93 values for a recipe of 8 ingredients: 186,000 at the cap, beside 8 values a
 *   food of `allFoods` in the same operation, so the meter, not this cap, is what a huge foods catalogue meets first);
 *   the database reads at most 200,000 ingredient rows (100 a recipe).
 * - **exercises 3,000**: Hevy's whole library is about 400 exercises, and an import creates only the names it uses.
 *   `allExercises` with up to 20 tags each is at most 43 values an exercise (129,000 at the cap).
 * - **tags 1,000**: tags label exercises (20 an exercise at most); an account import adds the file's tags beside the
 *   account's, so importing one's own export a few times still fits.
 * - **routines 500**: a new program every week for nearly ten years (programs usually last 4–12 weeks). The legacy
 *   `GET /trainings/all` reads every routine's tree (at most 7 sessions each).
 * - **workouts 10,000**: one a day for 27 years, or three a day for nine; a Hevy or Strong history of a decade of daily
 *   training is about 3,650. An exercise's personal records read its sets over all workouts.
 *
 * Foods have their own cap and count (`FOODS_PER_ACCOUNT_MAX`, foods/food-catalogue.ts: a maintained count, since the
 * foods page answers its total from it). Lists that belong to a parent are bounded by their rules (shared/src/limits.ts:
 * ingredients of a recipe, tags of an exercise, sessions of a routine, meals of a day, entries of a meal, exercises
 * and sets of a workout), and days, body weights and goal changes by their one row per date.
 */
export const ACCOUNT_CAPS = {
  recipes: { table: 'recipes', max: 2_000, full: 'server.recipesFull' },
  exercises: { table: 'exercises', max: 3_000, full: 'server.exercisesFull' },
  tags: { table: 'tags', max: 1_000, full: 'server.tagsFull' },
  routines: { table: 'training_routines', max: 500, full: 'server.routinesFull' },
  workouts: { table: 'workouts', max: 10_000, full: 'server.workoutsFull' },
} as const satisfies Record<string, { table: string; max: number; full: MessageId }>;

export type CappedKind = keyof typeof ACCOUNT_CAPS;

/**
 * Refuses (`CONFLICT`, the kind's message) an addition of `adding` records of `kind` that would take the account past
 * its cap, in the caller's transaction, before anything is written (the caller's transaction rolls back whatever it
 * wrote before: nothing of the addition stays). Every path that adds such records calls it: the services' creations
 * (both doors), and the imports.
 *
 * Race-free: two additions at the edge never both pass. On SQLite every writing request runs alone (the write lock,
 * db/write-lock.ts), so the count and the insert that follows are one step. On MySQL/MariaDB the account's row is locked
 * first (`lockAccount`: every addition takes it, and every insert of a user's row waits for it by its foreign key), so
 * no addition of this account commits between the count and this transaction's end. The count is a plain read: a
 * locking one (`LOCK IN SHARE MODE`) would also lock the index gap up to the next account's rows, and stall other
 * accounts' additions for as long as an import holds it. So it must see every addition committed before the lock:
 * call this before any plain read of the transaction (InnoDB's REPEATABLE READ takes the transaction's snapshot at
 * its first plain read), or after the account's lock was taken first (the imports).
 * Statements: one on SQLite (the count, by an index that starts with `user_id`), two on MySQL/MariaDB (the lock, the count).
 */
export async function ensureRoom(manager: EntityManager, userId: number, kind: CappedKind, adding: number): Promise<void> {
  if (adding <= 0) return;
  const { table, max, full } = ACCOUNT_CAPS[kind];
  if (writesConcurrently(manager)) await lockAccount(manager, userId);
  const [row] = await manager.query<Row[]>(`SELECT COUNT(*) AS held FROM ${table} WHERE user_id = ?`, [userId]);
  if (whole(row.held) + adding > max) throw new ConflictError(message(full, { max }));
}
