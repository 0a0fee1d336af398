import v8 from 'node:v8';

/**
 * How far V8 lets the old generation grow past what was live after a full collection before it collects again
 * (HEAP_GROWING_PERCENT, config.ts). Left to itself V8 picks up to 4× when collecting is cheap next to the
 * program's work, which is the case under load: with ~40–50 MB live after a full collection, the garbage that
 * requests in flight leave promoted let the heap reach 170–220 MB before each collection (docs/performance.md ›
 * Fourth pass). A fixed factor bounds that; the collection itself stays V8's (incremental and concurrent marking).
 *
 * V8 reads this flag each time it works out the next limit, so setting it once the process runs takes effect at
 * the next full collection: the one home for it is the server's start, whatever started the process (`npm start`,
 * the container, the bench), with no command-line flag to repeat. null: V8's own factor.
 */
export function applyHeapGrowth(percent: number | null): void {
  if (percent === null) return;
  v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
}
