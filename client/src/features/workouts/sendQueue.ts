/**
 * One task at a time per key (a set, an exercise note): a task starts once the last one asked for its key has
 * settled, either way, so sends of one thing reach the server in the order they were asked. `onIdle` runs when a
 * key's last task has settled with none asked after it.
 */
export function sendQueue<K>(onIdle?: (key: K) => void) {
  /** The last task asked for each key (settled either way): the next one waits for it. */
  const last = new Map<K, Promise<void>>();
  return <T>(key: K, task: () => Promise<T>): Promise<T> => {
    const run = (last.get(key) ?? Promise.resolve()).then(task);
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    last.set(key, settled);
    void settled.then(() => {
      if (last.get(key) !== settled) return;
      last.delete(key);
      onIdle?.(key);
    });
    return run;
  };
}
