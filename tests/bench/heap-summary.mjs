#!/usr/bin/env node
// Where a sampling heap profile's bytes were allocated (the .heapprofile files `BENCH_SURVIVORS=1 npm run bench`
// writes: what outlived a young collection during a read's load):
//
//   node tests/bench/heap-summary.mjs reports/profiles/mysql-foods-page-0-size-9.heapprofile [top]
//
// Prints the sampled bytes by package (node_modules/<package>, the app's own server/, shared/, node: internals) and
// the `top` (default 25) allocation sites by bytes, each with the chain of its nearest callers in the app's own code.
import { readFileSync } from 'node:fs';

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node tests/bench/heap-summary.mjs <file.heapprofile> [top]');
  process.exit(1);
}
const top = Number(topArg ?? 25);
const { head, samples } = JSON.parse(readFileSync(file, 'utf8'));

// Bytes per node: each sample stands for `size` bytes allocated at its node (the profile's nodes carry selfSize too,
// but samples are what the sampling interval scaled).
const bytesById = new Map();
for (const { nodeId, size } of samples) bytesById.set(nodeId, (bytesById.get(nodeId) ?? 0) + size);
const total = [...bytesById.values()].reduce((a, b) => a + b, 0);

function place({ url }) {
  if (!url) return '(native)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith('node:')) return 'node:';
  for (const part of ['/server/', '/shared/']) if (url.includes(part)) return part.slice(1, -1);
  return url;
}
const where = (frame) =>
  `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(server|shared)\//, '$1/')}:${frame.lineNumber + 1}`;

const byPlace = new Map();
const sites = [];
(function walk(node, callers) {
  const bytes = bytesById.get(node.id) ?? 0;
  const frame = node.callFrame;
  if (bytes > 0) {
    byPlace.set(place(frame), (byPlace.get(place(frame)) ?? 0) + bytes);
    const ours = callers.filter((f) => /\/(server|shared)\//.test(f.url) && !f.url.includes('node_modules')).slice(-3);
    sites.push({ bytes, site: where(frame), ours: ours.map(where).reverse() });
  }
  for (const child of node.children) walk(child, [...callers, frame]);
})(head, []);

const kb = (bytes) => (bytes / 1024).toFixed(0).padStart(8);
const pct = (bytes) => `${((100 * bytes) / total).toFixed(1).padStart(5)} %`;
console.log(`${file}: ${(total / 1024 / 1024).toFixed(1)} MB sampled\n\nby package:`);
for (const [name, bytes] of [...byPlace].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`${kb(bytes)} KB ${pct(bytes)}  ${name}`);
// One line per site (the same site reached through different callers is summed; its heaviest caller chain shown).
const bySite = new Map();
for (const { bytes, site, ours } of sites) {
  const entry = bySite.get(site) ?? { bytes: 0, chains: new Map() };
  entry.bytes += bytes;
  const chain = ours.join(' ← ');
  entry.chains.set(chain, (entry.chains.get(chain) ?? 0) + bytes);
  bySite.set(site, entry);
}
console.log(`\ntop ${top} allocation sites:`);
for (const [site, { bytes, chains }] of [...bySite].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, top)) {
  const [chain] = [...chains].sort((a, b) => b[1] - a[1])[0];
  console.log(`${kb(bytes)} KB ${pct(bytes)}  ${site}${chain ? `\n                      ← ${chain}` : ''}`);
}
