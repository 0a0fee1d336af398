import { MoreThan, type EntityManager } from 'typeorm';

/** Rows per INSERT of the bulk writes (the imports). */
export const INSERT_BATCH = 500;

/** better-sqlite3 answers synchronously: a turn of the event loop after each statement lets other requests' reads run. */
export const breathe = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Inserts user-owned rows in batches of INSERT_BATCH and reads their ids back in insert order: multi-row inserts
 * report ids differently per driver, and MySQL's interleaved auto-increment does not promise consecutive ones. Each
 * batch's rows are the user's with an id above the highest id before it (`user_id = ? AND id > ? ORDER BY id`, a range
 * of the primary key, whatever the table holds). The caller has locked the account's row (`lockAccount`, MySQL; SQLite
 * writes one request at a time), so no other row of the user is inserted meanwhile.
 */
export async function insertOwned<T extends { id: number; userId: number }>(
  manager: EntityManager,
  entity: new () => T,
  userId: number,
  rows: Partial<T>[],
): Promise<number[]> {
  const ids: number[] = [];
  if (rows.length === 0) return ids;
  const highest = await manager.createQueryBuilder(entity, 'row').select('MAX(row.id)', 'id').getRawOne<{ id: number | string | null }>();
  let after = Number(highest?.id ?? 0);
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    const batch = rows.slice(start, start + INSERT_BATCH);
    await manager.insert(entity, batch as never);
    const back = await manager.find(entity, {
      select: { id: true } as never,
      where: { userId, id: MoreThan(after) } as never,
      order: { id: 'ASC' } as never,
      take: batch.length,
    });
    ids.push(...back.map((row) => row.id));
    after = ids[ids.length - 1];
    await breathe();
  }
  return ids;
}

/** Inserts rows in batches of INSERT_BATCH, letting the event loop run between them. */
export async function insertAll<T>(manager: EntityManager, entity: new () => T, rows: Partial<T>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await manager.insert(entity, rows.slice(start, start + INSERT_BATCH));
    await breathe();
  }
}
