import { message } from '@fitness-manager/shared';
import type { EntityManager } from 'typeorm';
import { ConflictError } from '../../common/errors';
import type { Page } from '../../common/paging';
import { containsPattern, LIKE_ESCAPE } from '../../common/text';
import { writesConcurrently } from '../../db/database';
import { selectValues } from '../../db/raw-rows';
import { placeholders, whole, type Row } from '../../db/rows';
import { FOOD_COLUMNS, foodFromValues, type FoodEntity } from './food.entity';

/**
 * A user's catalogue of foods stays fast at any size (issue 17: 100,000 foods, what an import produces;
 * docs/performance.md › Catalogues). The one home of the bookkeeping that makes it so, and of the reads that use it:
 *
 * - **The count** (`food_counts`): a page of the whole catalogue answers `totalElements` from it instead of counting
 *   the catalogue on every page.
 * - **The search index** (`food_search_grams`): every distinct three-character piece of each food's `name_key`. A
 *   search of three characters or more reads the foods holding the rarest of its pieces, then keeps those whose key
 *   contains the whole text (the same `LIKE` as before, so the search still finds what it found: names containing
 *   the text, case and accents ignored). Shorter searches read the user's keys as before (the index cannot narrow
 *   them much: a letter is in most names).
 * - **Pages** are read by id first (a "deferred join": the page's ids from the `(user_id, name_key, id)` index, then
 *   those rows), so a deep page skips index entries rather than whole rows.
 *
 * Whatever adds, renames or deletes foods calls `added`, `renamed` or `removed` in the same transaction as the
 * change (FoodService does for create, update, delete and `importMany`, the bulk write of the imports). The account's
 * deletion cascades to both tables. The migration that created them filled them for existing catalogues.
 */
export class FoodCatalogue {
  // ---------------------------------------------------------------------------------------------------------------
  // Bookkeeping: in the caller's transaction.

  /** Foods just inserted (their ids known): their index rows, and the count. */
  async added(manager: EntityManager, userId: number, foods: ReadonlyArray<Pick<FoodEntity, 'id' | 'nameKey'>>): Promise<void> {
    if (foods.length === 0) return;
    await this.insertGrams(
      manager,
      userId,
      foods.flatMap((food) => nameGrams(food.nameKey).map((gram) => [food.id, gram] as const)),
    );
    // A catalogue has a size: what one account may make the server store and index (each food is up to ~100 index
    // rows). Past it the caller's transaction rolls back, so nothing of the addition stays.
    if ((await this.addToCount(manager, userId, foods.length)) > FOODS_PER_ACCOUNT_MAX)
      throw new ConflictError(message('server.foodsFull', { max: FOODS_PER_ACCOUNT_MAX }));
  }

  /**
   * Adds `added` to the user's count and answers the new count, in the one statement that changes it: SQLite's upsert
   * returns the row (`RETURNING`). MySQL 8 has no `INSERT … RETURNING` (MariaDB has, since 10.5), so MySQL and MariaDB
   * both run one statement that hands the updated count back as its insert id (`LAST_INSERT_ID(expr)`, MySQL's
   * documented way to read a value out of `ON DUPLICATE KEY UPDATE`; tested on MariaDB, MySQL's documented behaviour is the
   * same). A first insert (affected rows 1: no update ran, the insert id is 0) holds `added`; an update reports 2, and
   * never 1 because `added` is never 0 (mysql2's FOUND_ROWS would report an unchanged row as 1). The count is never
   * below 0 (`removed` subtracts only foods this count added), as LAST_INSERT_ID is unsigned.
   * `foods + ?`, not `VALUES(foods)`: MySQL 8.0.20+ warns on VALUES() in this clause. One assignment, so MariaDB's
   * sql_mode SIMULTANEOUS_ASSIGNMENT (each assignment reads the row as it was) cannot change it (docs/security.md).
   */
  private async addToCount(manager: EntityManager, userId: number, added: number): Promise<number> {
    if (dialectOf(manager) === 'sqlite') {
      const [row] = await manager.query<Row[]>(
        'INSERT INTO food_counts (user_id, foods) VALUES (?, ?) ON CONFLICT (user_id) DO UPDATE SET foods = foods + excluded.foods RETURNING foods',
        [userId, added],
      );
      return whole(row.foods);
    }
    const result = await manager.query<{ affectedRows: number; insertId: number | string }>(
      'INSERT INTO food_counts (user_id, foods) VALUES (?, ?) ON DUPLICATE KEY UPDATE foods = LAST_INSERT_ID(foods + ?)',
      [userId, added, added],
    );
    return result.affectedRows === 1 ? added : whole(result.insertId);
  }

  /** A food whose name (so key) changed: its index rows follow. */
  async renamed(manager: EntityManager, userId: number, foodId: number, keyBefore: string, keyAfter: string): Promise<void> {
    if (keyBefore === keyAfter) return;
    await this.deleteGrams(manager, userId, foodId, nameGrams(keyBefore));
    await this.insertGrams(
      manager,
      userId,
      nameGrams(keyAfter).map((gram) => [foodId, gram] as const),
    );
  }

  /** A food about to be deleted (or just deleted): its index rows go, and the count drops. */
  async removed(manager: EntityManager, userId: number, food: Pick<FoodEntity, 'id' | 'nameKey'>): Promise<void> {
    await this.deleteGrams(manager, userId, food.id, nameGrams(food.nameKey));
    await manager.query('UPDATE food_counts SET foods = foods - 1 WHERE user_id = ?', [userId]);
  }

  private async insertGrams(
    manager: EntityManager,
    userId: number,
    rows: ReadonlyArray<readonly [foodId: number, gram: string]>,
  ): Promise<void> {
    // OR IGNORE: on MySQL two pieces of one key can be equal under the column's collation (full-width and plain
    // letters, say); the index needs one of them, as the search compares under that collation too.
    const insert = dialectOf(manager) === 'sqlite' ? 'INSERT OR IGNORE' : 'INSERT IGNORE';
    for (let start = 0; start < rows.length; start += GRAM_ROWS_PER_INSERT) {
      const chunk = rows.slice(start, start + GRAM_ROWS_PER_INSERT);
      await manager.query(
        `${insert} INTO food_search_grams (user_id, gram, food_id) VALUES ${chunk.map(() => '(?, ?, ?)').join(', ')}`,
        chunk.flatMap(([foodId, gram]) => [userId, gram, foodId]),
      );
    }
  }

  private async deleteGrams(manager: EntityManager, userId: number, foodId: number, grams: string[]): Promise<void> {
    if (grams.length === 0) return;
    // By the primary key (user, piece, food): the food's pieces are known from its key.
    await manager.query(`DELETE FROM food_search_grams WHERE user_id = ? AND food_id = ? AND gram IN (${placeholders(grams.length)})`, [
      userId,
      foodId,
      ...grams,
    ]);
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Reads: two statements each, whatever the catalogue's size.

  /**
   * A page of the whole catalogue, by name, and its size. The first page reads its rows straight from the
   * `(user_id, name_key, id)` index (nothing to skip); deeper pages read their ids first (the deferred join). Rows are
   * read by position (db/raw-rows.ts): the page is the hottest read of a catalogue.
   */
  async page(manager: EntityManager, userId: number, page: number, size: number): Promise<Page<FoodEntity>> {
    const rows =
      page === 0
        ? await selectValues(manager, FIRST_PAGE_SQL, [userId, size])
        : await selectValues(manager, PAGE_SQL, [userId, size, page * size]);
    const [count] = await selectValues(manager, COUNT_SQL, [userId]);
    return { content: rows.map(foodFromValues), totalElements: count ? whole(count[0]) : 0 };
  }

  /**
   * A page of the foods whose key contains `key` (a search already made a key: `sortKey`), and how many they are:
   * counted along the same index as the page's, and only up to `countAtMost` when given (then the count stops there:
   * the pickers' "30 of 1000+" costs as much for a search matching 100,000 foods as for one matching 1,000).
   */
  async search(
    manager: EntityManager,
    userId: number,
    key: string,
    page: number,
    size: number,
    countAtMost?: number,
  ): Promise<Page<FoodEntity>> {
    const pattern = containsPattern(key);
    const grams = searchGrams(key);
    if (grams.length === 0) {
      // One or two characters: the user's keys, read from the (user_id, name_key, id) index.
      const where = `user_id = ? AND name_key LIKE ? ${LIKE_ESCAPE}`;
      const rows = await selectValues(manager, deferredPage(where), [userId, pattern, size, page * size]);
      const [[total]] = await selectValues(manager, ...countOf(`FROM foods WHERE ${where}`, [userId, pattern], countAtMost));
      return { content: rows.map(foodFromValues), totalElements: whole(total) };
    }
    // The rarest piece: each one's index rows counted up to WEIGH_LIMIT (enough to tell rare from common), the
    // fewest first. Then the foods holding it whose key contains the whole text.
    const weighed = grams
      .map(
        (_, i) =>
          `SELECT ? AS gram, (SELECT COUNT(*) FROM (SELECT 1 AS hit FROM food_search_grams WHERE user_id = ? AND gram = ? LIMIT ${WEIGH_LIMIT}) w${i}) AS hits`,
      )
      .join(' UNION ALL ');
    const rarest = `SELECT weighed.gram FROM (${weighed}) weighed ORDER BY weighed.hits, weighed.gram LIMIT 1`;
    const rarestParameters = grams.flatMap((gram) => [gram, userId, gram]);
    const from =
      `FROM food_search_grams g CROSS JOIN foods f ON f.id = g.food_id ` +
      `WHERE g.user_id = ? AND g.gram = (${rarest}) AND f.user_id = ? AND f.name_key LIKE ? ${LIKE_ESCAPE}`;
    const parameters = [userId, ...rarestParameters, userId, pattern];
    const rows = await selectValues(manager, `SELECT ${FOOD_COLUMNS} ${from} ORDER BY f.name_key, f.id LIMIT ? OFFSET ?`, [
      ...parameters,
      size,
      page * size,
    ]);
    const [[total]] = await selectValues(manager, ...countOf(from, parameters, countAtMost));
    return { content: rows.map(foodFromValues), totalElements: whole(total) };
  }
}

/**
 * The statement counting the rows of `from` (a FROM clause and its WHERE), and its parameters: all of them, or, with
 * `atMost`, no more than that many (the rows past it are never read).
 */
function countOf(from: string, parameters: unknown[], atMost: number | undefined): [string, unknown[]] {
  if (atMost === undefined) return [`SELECT COUNT(*) AS total ${from}`, parameters];
  return [`SELECT COUNT(*) AS total FROM (SELECT 1 AS hit ${from} LIMIT ?) counted`, [...parameters, atMost]];
}

/** The statements of a page of the whole catalogue (texts made once: a statement's cache key, db/raw-rows.ts). */
const FIRST_PAGE_SQL = `SELECT ${FOOD_COLUMNS} FROM foods f WHERE f.user_id = ? ORDER BY f.name_key, f.id LIMIT ?`;
/**
 * A page of the foods `where` selects, by name: their ids first, read from the (user_id, name_key, id) index past
 * the OFFSET (the deferred join), then only that page's rows.
 */
function deferredPage(where: string): string {
  return (
    `SELECT ${FOOD_COLUMNS} FROM (SELECT id FROM foods WHERE ${where} ORDER BY name_key, id LIMIT ? OFFSET ?) p ` +
    'JOIN foods f ON f.id = p.id ORDER BY f.name_key, f.id'
  );
}
const PAGE_SQL = deferredPage('user_id = ?');
const COUNT_SQL = 'SELECT foods FROM food_counts WHERE user_id = ?';

/** The most foods one account's catalogue holds (two full foods imports; docs/security.md › Bounds). */
export const FOODS_PER_ACCOUNT_MAX = 200_000;
/** Index rows per INSERT statement (3 parameters each). */
const GRAM_ROWS_PER_INSERT = 500;
/** A search weighs at most this many of its pieces, spread over the text (the first and the last among them). */
const SEARCH_GRAMS_MAX = 8;
/** Index rows counted per piece when weighing them. */
const WEIGH_LIMIT = 256;

type Dialect = 'sqlite' | 'mysql';
const dialectOf = (manager: EntityManager): Dialect => (writesConcurrently(manager) ? 'mysql' : 'sqlite');

/** The distinct runs of three code points of a key: what the index holds for it (none for a key shorter than 3). */
export function nameGrams(key: string): string[] {
  const points = Array.from(key);
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= points.length; i++) grams.add(points[i] + points[i + 1] + points[i + 2]);
  return [...grams];
}

/** The pieces a search weighs: at most SEARCH_GRAMS_MAX of the key's, evenly spread; none for one or two characters. */
export function searchGrams(key: string): string[] {
  const grams = nameGrams(key);
  if (grams.length <= SEARCH_GRAMS_MAX) return grams;
  const step = (grams.length - 1) / (SEARCH_GRAMS_MAX - 1);
  return Array.from({ length: SEARCH_GRAMS_MAX }, (_, i) => grams[Math.round(i * step)]);
}
