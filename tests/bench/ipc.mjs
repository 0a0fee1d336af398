// Request and answer over a child process's IPC channel, for the bench's two servers (app-server.mjs and
// floor-server.mjs): the parent sends { id, type, ...fields } and the child answers { id, ok, result } or
// { id, ok: false, error }. A child announces itself once with { type: 'listening', ... }.
import { fork } from 'node:child_process';

/** Child side: answers each request with `handlers[type](message)`. */
export function serveRequests(handlers) {
  process.on('message', (message) => {
    if (!message || typeof message.id !== 'number') return;
    const handler = handlers[message.type];
    Promise.resolve()
      .then(() => {
        if (!handler) throw new Error(`unknown request ${message.type}`);
        return handler(message);
      })
      .then(
        (result) => process.send({ id: message.id, ok: true, result: result ?? null }),
        (error) => process.send({ id: message.id, ok: false, error: String(error?.stack ?? error) }),
      );
  });
}

/** The CPU time (user + system, microseconds) this process has used so far: divided by requests answered, the
 * cost of one request whatever else the machine runs (run.mjs). */
export const cpuMicros = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

/** The peak resident set of this process, sampled every 20 ms, since the last reset. */
export function rssPeakMeter() {
  let peak = process.memoryUsage.rss();
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 20);
  sampler.unref();
  return {
    peak: () => Math.max(peak, process.memoryUsage.rss()),
    reset: () => {
      peak = process.memoryUsage.rss();
    },
  };
}

/**
 * Parent side: forks `file` and waits for its 'listening' message (at most `startS` seconds). Returns the
 * message and `request(type, fields, timeoutS)`, `close()` (asks for 'close', then kills after 40 s).
 */
export async function startChild(file, { env, execArgv = [], startS = 120, onExit } = {}) {
  const child = fork(file, { env, execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const pending = new Map();
  let nextId = 1;
  child.on('message', (message) => {
    const waiter = message && pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id);
    clearTimeout(waiter.timer);
    if (message.ok) waiter.resolve(message.result);
    else waiter.reject(new Error(message.error));
  });
  child.once('exit', (code, signal) => {
    for (const waiter of pending.values()) {
      clearTimeout(waiter.timer);
      waiter.reject(new Error(`${file}: exited (${code ?? signal})`));
    }
    pending.clear();
    onExit?.(code, signal);
  });
  const listening = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${file}: not listening after ${startS} s`)), startS * 1000);
    const onMessage = (message) => {
      if (message?.type !== 'listening') return;
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onEarlyExit);
      resolve(message);
    };
    const onEarlyExit = (code) => {
      clearTimeout(timer);
      reject(new Error(`${file}: exited (${code}) before listening`));
    };
    child.on('message', onMessage);
    child.once('exit', onEarlyExit);
  });
  const request = (type, fields = {}, timeoutS = 60) =>
    new Promise((resolve, reject) => {
      if (child.exitCode !== null || child.signalCode !== null) return reject(new Error(`${file}: not running`));
      const id = nextId++;
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error(`${file}: no answer to ${type} in ${timeoutS} s`));
      }, timeoutS * 1000);
      pending.set(id, { resolve, reject, timer });
      child.send({ id, type, ...fields });
    });
  const close = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    request('close', {}, 40).catch(() => {});
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 40_000))]);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
  };
  return { child, listening, request, close, pid: child.pid };
}
