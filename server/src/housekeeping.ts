import { sweepUploadTemps } from './http/uploads';
import type { Services } from './services';

/**
 * The server's periodic clean-up (every minute by default), each task apart from requests' transactions (the SQLite
 * write lock): expired sign-in and upload counters, uploads untouched for an hour (with their chunks), and
 * temporary upload files a dead process left behind. A failing task is logged and the others still run. `stop()`
 * waits for a run in progress (the database may be closed next).
 */
export function scheduleHousekeeping(
  services: Services,
  intervalMs: number,
  /** Where uploads are received (default the system's temporary folder). */
  uploadDir: string | undefined,
  log: (error: unknown, task: string) => void,
) {
  const tasks: [string, () => Promise<unknown>][] = [
    ['expired counters', () => services.writeLock.exclusive(() => services.attemptCounters.deleteExpired())],
    ['stale uploads', () => services.writeLock.exclusive(() => services.uploads.deleteStale())],
    ['temporary upload files', () => sweepUploadTemps(undefined, uploadDir)],
  ];
  let running: Promise<unknown> = Promise.resolve();
  const run = async () => {
    for (const [name, task] of tasks) await task().catch((error: unknown) => log(error, name));
  };
  const timer = setInterval(() => {
    running = running.then(run);
  }, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
