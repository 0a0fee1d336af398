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

/**
 * One autocannon instance for the warm-up and the measured seconds together, so its connections carry on from one to
 * the other: response times are recorded for the requests sent after the warm-up. (A second instance started as the
 * warm-up's ended gave the first measured requests waits of 0.5–1.4 s, on the floor as on the app, in every round
 * with a warm-up and in none without: docs/performance.md › Eleventh pass.)
 */
function run(options) {
  const { url, method = 'GET', headers = {}, body, connections, duration, warmup } = options;
  return new Promise((resolve, reject) => {
    const times = new Float64Array(MAX_REQUESTS);
    let count = 0;
    let responses = 0;
    let measuredResponses = 0;
    const measureFrom = performance.now() + warmup * 1000;
    const instance = autocannon(
      {
        url,
        method,
        headers,
        body,
        connections,
        duration: warmup + duration,
        maxOverallRequests: MAX_REQUESTS,
        timeout: 10,
        verifyBody,
      },
      (error, result) => {
        if (error) return reject(error);
        const measuredS = Math.max(0.001, (performance.now() - measureFrom) / 1000);
        resolve({ result, responses, measuredResponses, measuredS, times: times.subarray(0, count) });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, ms) => {
      responses += 1;
      const now = performance.now();
      // Throughput counts the answers of the measured seconds; latency, the requests sent in them (one sent during the
      // warm-up is answered, not timed).
      if (now >= measureFrom) measuredResponses += 1;
      if (now - ms >= measureFrom && statusCode >= 200 && statusCode < 300 && count < MAX_REQUESTS) times[count++] = ms;
    });
  });
}

const percentile = (sorted, q) =>
  sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];

async function measure(options) {
  const { result: r, responses, measuredResponses, measuredS, times } = await run(options);
  const sorted = Float64Array.from(times).sort();
  const mean = sorted.length ? sorted.reduce((a, b) => a + b, 0) / sorted.length : null;
  return {
    requestsPerSecond: measuredResponses / measuredS,
    requestsTotal: measuredResponses,
    // Warm-up included: what the server's CPU time over the whole run is divided by (run.mjs).
    requestsAnswered: responses,
    durationS: measuredS,
    latencyMs: {
      p50: percentile(sorted, 0.5),
      p90: percentile(sorted, 0.9),
      p99: percentile(sorted, 0.99),
      mean,
      max: percentile(sorted, 1),
    },
    // Over the whole run, warm-up included: a failure there is one too.
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
