// One autocannon run in a child process (forked by load.mjs), so the load generator shares neither the app's event
// loop nor its memory: the resident set the bench reports for the app is the app's own.
// Receives one message { url, method, headers, body, connections, duration (s), warmup (s) }, posts back
// { ok: true, result } with the figures run.mjs prints, or { ok: false, error }, then exits.
//
// Off the main thread autocannon hands back its raw (encoded) histograms, and its latency histogram has
// whole-millisecond resolution anyway; so this worker records every response time itself (float ms, from
// autocannon's 'response' event) and computes requests per second and the percentiles from them.
import autocannon from 'autocannon';

const MAX_REQUESTS = 200_000; // per run: bounded in count as well as in time

/** A GraphQL answer is 200 even when it failed: count a body with `errors` as a mismatch. */
const verifyBody = (text) => !text.includes('"errors":[');

function run(options, seconds, record) {
  const { url, method = 'GET', headers = {}, body, connections } = options;
  return new Promise((resolve, reject) => {
    const times = record ? new Float64Array(MAX_REQUESTS) : null;
    let count = 0;
    let responses = 0;
    const instance = autocannon(
      { url, method, headers, body, connections, duration: seconds, maxOverallRequests: MAX_REQUESTS, timeout: 10, verifyBody },
      (error, result) => (error ? reject(error) : resolve({ result, responses, times: times ? times.subarray(0, count) : null })),
    );
    instance.on('response', (_client, statusCode, _bytes, ms) => {
      responses += 1;
      if (record && statusCode >= 200 && statusCode < 300 && count < MAX_REQUESTS) times[count++] = ms;
    });
  });
}

const percentile = (sorted, q) =>
  sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];

async function measure(options) {
  const warmup = options.warmup > 0 ? await run(options, options.warmup, false) : { responses: 0 };
  const { result: r, responses, times } = await run(options, options.duration, true);
  const sorted = Float64Array.from(times).sort();
  const mean = sorted.length ? sorted.reduce((a, b) => a + b, 0) / sorted.length : null;
  return {
    requestsPerSecond: r.duration > 0 ? responses / r.duration : 0,
    requestsTotal: responses,
    // Warm-up included: what the server's CPU time over the whole run is divided by (run.mjs).
    requestsAnswered: warmup.responses + responses,
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
  };
}

process.once('message', (options) => {
  measure(options)
    .then((result) => process.send({ ok: true, result }))
    .catch((error) => process.send({ ok: false, error: String(error?.stack ?? error) }))
    .finally(() => process.disconnect());
});
