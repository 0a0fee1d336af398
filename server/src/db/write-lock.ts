import { message } from '@fitness-manager/shared';
import type { DataSource, EntitySubscriberInterface } from 'typeorm';
import type { BeforeQueryEvent } from 'typeorm/subscriber/event/QueryEvent';
import { currentScope, runInScope } from '../common/async-scope';
import { ServiceBusyError } from '../common/errors';
import type { DatabaseConfig } from '../config';

/**
 * One writing request at a time, for SQLite.
 *
 * TypeORM's better-sqlite3 driver shares one connection, so two requests' transactions would interleave
 * on it: a second transaction becomes a savepoint inside the first, and a rollback of the first also
 * undoes writes the second already reported as saved. The doors therefore run the database work of every
 * request that may write (GraphQL mutations, legacy POST/PUT/DELETE) under this lock; reads stay
 * concurrent. MySQL and MariaDB give each transaction its own pooled connection, so there the lock lets
 * everything through.
 *
 * The lock is only taken once the request body has been read (a client that sends half a body holds no
 * one up), and both ends are bounded so no client can stall the others:
 * - a request waits at most `waitMs` for the lock, then is refused (`WriteLockTimeoutError`, a 503) without
 *   having done anything: it leaves the queue and never runs later;
 * - a holder may use the database for `holdMs`; after that every statement it sends is refused
 *   (`WriteLockExpiredError`, a 503) except ROLLBACK, so its open transaction rolls back and nothing it did
 *   is committed after the deadline. The client is answered only after that, so no write lands after the
 *   client was told it failed.
 */
export interface WriteLock {
  /** Waits (at most the wait bound) for the lock; call the returned function (once or more) to let the next writer in. */
  acquire(): Promise<() => void>;
  /** Runs a request's work in a scope of its own, which the lock follows through its awaits (common/async-scope.ts). */
  scope<T>(work: () => T): T;
  /** Runs database work that belongs to no request (a timer's) under the lock, in its own scope. */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** Shutdown: writes still waiting, and any later one, are refused (503); the holder finishes within its bound. */
  close(): void;
}

export interface WriteLockBounds {
  /** How long a request may wait for the lock. */
  waitMs: number;
  /** How long a holder may keep using the database. */
  holdMs: number;
}

export const DEFAULT_WRITE_LOCK_BOUNDS: WriteLockBounds = { waitMs: 10_000, holdMs: 20_000 };

/** Seconds a refused writer is told to wait. */
const WRITE_LOCK_RETRY_AFTER_SECONDS = 5;

/** Base of the lock's refusals: busy services (both doors answer 503 with `Retry-After`). */
export abstract class WriteLockError extends ServiceBusyError {}

export class WriteLockTimeoutError extends WriteLockError {
  constructor() {
    super(message('server.busy'), WRITE_LOCK_RETRY_AFTER_SECONDS);
  }
}

export class WriteLockClosedError extends WriteLockError {
  constructor() {
    super(message('server.shuttingDown'), WRITE_LOCK_RETRY_AFTER_SECONDS);
  }
}

export class WriteLockExpiredError extends WriteLockError {
  constructor() {
    super(message('server.tookTooLong'), WRITE_LOCK_RETRY_AFTER_SECONDS);
  }
}

interface Holder {
  deadline: number;
}

interface Waiter {
  grant: () => void;
  refuse: (error: Error) => void;
  timer: NodeJS.Timeout;
}

class SerialWriteLock implements WriteLock {
  private held = false;
  private closed = false;
  private readonly queue: Waiter[] = [];

  constructor(
    private readonly bounds: WriteLockBounds,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * A new scope (per request, per timer's work) records the holder it got, if any, for statements to check
   * (`WriteLockGuard`); it keeps the request it runs in (the request's context and the lock share one
   * AsyncLocalStorage: common/async-scope.ts).
   */
  scope<T>(work: () => T): T {
    return runInScope({ request: currentScope()?.request }, work);
  }

  exclusive<T>(work: () => Promise<T>): Promise<T> {
    return this.scope(async () => {
      const release = await this.acquire();
      try {
        return await work();
      } finally {
        release();
      }
    });
  }

  /** Shutdown: queued and later writes are refused at once; the holder keeps its bound. */
  close(): void {
    this.closed = true;
    for (const waiter of this.queue.splice(0)) {
      clearTimeout(waiter.timer);
      waiter.refuse(new WriteLockClosedError());
    }
  }

  async acquire(): Promise<() => void> {
    if (this.closed) throw new WriteLockClosedError();
    if (this.held) {
      await new Promise<void>((resolve, reject) => {
        const waiter: Waiter = {
          grant: resolve,
          refuse: reject,
          timer: setTimeout(() => {
            this.queue.splice(this.queue.indexOf(waiter), 1);
            reject(new WriteLockTimeoutError());
          }, this.bounds.waitMs),
        };
        this.queue.push(waiter);
      });
    }
    // Here the lock is ours: either it was free, or the releasing holder handed it over (`held` stayed true).
    this.held = true;
    const holder: Holder = { deadline: this.now() + this.bounds.holdMs };
    const scope = currentScope();
    if (scope) scope.lockHolder = holder;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (scope?.lockHolder === holder) scope.lockHolder = undefined;
      const next = this.queue.shift();
      if (!next) {
        this.held = false;
        return;
      }
      clearTimeout(next.timer);
      next.grant();
    };
  }

  /** Whether the current request holds the lock past its deadline. */
  expired(): boolean {
    const holder = currentScope()?.lockHolder;
    return holder !== undefined && this.now() >= holder.deadline;
  }
}

/**
 * Refuses the statements of a holder past its deadline that could still change something: all but ROLLBACK (so its
 * transaction can end) and reads outside a transaction (what it committed before the deadline stays committed, and
 * reading it back must not turn a saved change into a "nothing was saved").
 */
class WriteLockGuard implements EntitySubscriberInterface {
  constructor(private readonly lock: SerialWriteLock) {}

  beforeQuery(event: BeforeQueryEvent<unknown>): void {
    if (!this.lock.expired() || /^\s*ROLLBACK\b/i.test(event.query)) return;
    if (!event.queryRunner.isTransactionActive && /^\s*SELECT\b/i.test(event.query)) return;
    throw new WriteLockExpiredError();
  }
}

const noLock: WriteLock = {
  acquire: async () => () => undefined,
  scope: (work) => work(),
  exclusive: (work) => work(),
  close: () => undefined,
};

/**
 * The lock of services bound to a transaction that already runs under the write lock (an import's, the demo
 * data's: `servicesFor` in services.ts): the lock is not reentrant, so they must not take it again.
 */
export const HELD_WRITE_LOCK: WriteLock = noLock;

export function createWriteLock(
  database: DatabaseConfig,
  bounds: WriteLockBounds = DEFAULT_WRITE_LOCK_BOUNDS,
  now?: () => number,
): WriteLock {
  return database.type === 'sqlite' ? new SerialWriteLock(bounds, now) : noLock;
}

/** Makes the data source enforce the lock's hold bound (see `WriteLock`); nothing to do without a lock. */
export function guardDataSource(dataSource: DataSource, lock: WriteLock): void {
  if (lock instanceof SerialWriteLock) dataSource.subscribers.push(new WriteLockGuard(lock));
}
