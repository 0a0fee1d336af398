import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestContext } from '../observability/request-context';

/**
 * What follows a piece of work through its awaits: the request it serves (observability/request-context.ts) and
 * the write lock it holds (db/write-lock.ts). One AsyncLocalStorage for both: every instance in use adds its own
 * step to every promise the process creates (two cost 3–4 % of a small read's CPU on SQLite; docs/performance.md
 * › Third pass).
 */
export interface AsyncScope {
  /** The request being handled; absent in a timer's work. */
  request?: RequestContext;
  /** The write lock's hold of this scope, if it holds the lock (db/write-lock.ts). */
  lockHolder?: { deadline: number };
}

const storage = new AsyncLocalStorage<AsyncScope>();

/** Runs `work` (and everything it awaits or starts) in `scope`. */
export function runInScope<T>(scope: AsyncScope, work: () => T): T {
  return storage.run(scope, work);
}

/** The scope of the work running now, if any. */
export function currentScope(): AsyncScope | undefined {
  return storage.getStore();
}
