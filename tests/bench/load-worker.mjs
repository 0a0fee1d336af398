// One autocannon run in a worker thread, so the load generator never shares the server's event loop.
// workerData: { url, method, headers, body, connections, duration (s), warmup (s) }.
// Posts back { ok: true, result } with the figures run.mjs prints, or { ok: false, error }.
//
// Off the main thread autocannon hands back its raw (encoded) histograms, and its latency histogram has
// whole-millisecond resolution anyway; so this worker records every response time itself (float ms, from
// autocannon's 'response' event) and computes requests per second and the percentiles from them.
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

const { url, method = 'GET', headers = {}, body, connections, duration, warmup } = workerData;
const MAX_REQUESTS = 200_000; // per run: bounded in count as well as in time

/** A GraphQL answer is 200 even when it failed: count a body with `errors` as a mismatch. */
const verifyBody = (text) => !text.includes('"errors":[');

function run(seconds, record) {
  return new Promise((resolve, reject) => {
    const times = record ? new Float64Array(MAX_REQUESTS) : null;
    let count = 0;
    const instance = autocannon(
      { url, method, headers, body, connections, duration: seconds, maxOverallRequests: MAX_REQUESTS, timeout: 10, verifyBody },
      (error, result) => (error ? reject(error) : resolve({ result, times: times ? times.subarray(0, count) : null })),
    );
    if (record) {
      instance.on('response', (_client, statusCode, _bytes, ms) => {
        if (statusCode >= 200 && statusCode < 300 && count < MAX_REQUESTS) times[count++] = ms;
      });
    }
  });
}

const percentile = (sorted, q) =>
  sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];

try {
  if (warmup > 0) await run(warmup, false);
  const { result: r, times } = await run(duration, true);
  const sorted = Float64Array.from(times).sort();
  const mean = sorted.length ? sorted.reduce((a, b) => a + b, 0) / sorted.length : null;
  parentPort.postMessage({
    ok: true,
    result: {
      requestsPerSecond: r.duration > 0 ? r.totalCompletedRequests / r.duration : 0,
      requestsTotal: r.totalCompletedRequests,
      durationS: r.duration,
      latencyMs: {
        p50: percentile(sorted, 0.5),
        p90: percentile(sorted, 0.9),
        p99: percentile(sorted, 0.99),
        mean,
        max: percentile(sorted, 1),
      },
      status2xx: r['2xx'],
      non2xx: r.non2xx,
      errors: r.errors,
      timeouts: r.timeouts,
      mismatches: r.mismatches ?? 0,
    },
  });
} catch (error) {
  parentPort.postMessage({ ok: false, error: String(error?.stack ?? error) });
}
