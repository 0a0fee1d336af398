import type { EntityManager } from 'typeorm';

const BATCH = 500;

/** Inserts user-owned rows in batches and reads their ids back in insert order (the account's row is locked). */
export async function insertOwned<T extends { id: number }>(
  manager: EntityManager,
  entity: new () => T,
  userId: number,
  rows: Partial<T>[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    await manager.insert(entity, batch as never);
    const back = await manager.find(entity, { select: { id: true } as never, where: { userId } as never, order: { id: 'DESC' } as never, take: batch.length });
    ids.push(...back.map((row) => row.id).reverse());
  }
  return ids;
}

export async function insertAll<T>(manager: EntityManager, entity: new () => T, rows: Partial<T>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) await manager.insert(entity, rows.slice(start, start + BATCH));
}

