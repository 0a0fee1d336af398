import type { DatabaseConfig } from '../config';

/**
 * One writing request at a time, for SQLite.
 *
 * TypeORM's better-sqlite3 driver shares one connection, so two requests' transactions would interleave
 * on it: a second transaction becomes a savepoint inside the first, and a rollback of the first also
 * undoes writes the second already reported as saved. The doors therefore run every request that may
 * write (GraphQL mutations, legacy POST/PUT/DELETE) under this lock; reads stay concurrent. MySQL and
 * MariaDB give each transaction its own pooled connection, so there the lock lets everything through.
 */
export interface WriteLock {
  /** Waits for the lock; call the returned function (once or more) to let the next writer in. */
  acquire(): Promise<() => void>;
}

class SerialWriteLock implements WriteLock {
  private tail: Promise<void> = Promise.resolve();

  async acquire(): Promise<() => void> {
    const previous = this.tail;
    let release!: () => void;
    this.tail = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    return release;
  }
}

const noLock: WriteLock = { acquire: async () => () => undefined };

export function createWriteLock(database: DatabaseConfig): WriteLock {
  return database.type === 'sqlite' ? new SerialWriteLock() : noLock;
}
