#!/usr/bin/env node
// Where a CPU profile's time goes (the .cpuprofile files `BENCH_PROFILE=1 npm run bench` writes):
//
//   node tests/bench/profile-summary.mjs reports/profiles/sqlite-dailyMeal-date-day-tree.cpuprofile [top]
//
// Prints the self time by package (node_modules/<package>, the app's own server/, shared/, node: internals,
// garbage collection, idle) and the `top` (default 25) functions by self time, with their file.
import { readFileSync } from 'node:fs';

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node tests/bench/profile-summary.mjs <file.cpuprofile> [top]');
  process.exit(1);
}
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8'));

// Self time per node: the sampling interval each sample stands for (timeDeltas), summed per node id.
const selfMicros = new Map();
for (let i = 0; i < profile.samples.length; i++) {
  const id = profile.samples[i];
  selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
}
const total = [...selfMicros.values()].reduce((a, b) => a + b, 0);

function groupOf({ functionName, url }) {
  if (functionName === '(garbage collector)') return '(garbage collector)';
  if (functionName === '(idle)' || functionName === '(program)') return functionName;
  if (!url) return '(native)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith('node:')) return 'node: internals';
  const app = /\/(server|shared)\/dist\//.exec(url);
  if (app) return `${app[1]} (app)`;
  return url.replace(/^file:\/\//, '');
}

const byGroup = new Map();
const byFunction = new Map();
for (const node of profile.nodes) {
  const micros = selfMicros.get(node.id) ?? 0;
  if (micros === 0) continue;
  const group = groupOf(node.callFrame);
  byGroup.set(group, (byGroup.get(group) ?? 0) + micros);
  const where = node.callFrame.url
    ? `${node.callFrame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/(server|shared)\//, '$1/')}:${node.callFrame.lineNumber + 1}`
    : '';
  const key = `${node.callFrame.functionName || '(anonymous)'} ${where}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + micros);
}

const busy = total - (byGroup.get('(idle)') ?? 0);
const percent = (micros, of) => `${((100 * micros) / of).toFixed(1).padStart(5)} %`;
console.log(`${file}: ${(total / 1e6).toFixed(2)} s sampled, ${(busy / 1e6).toFixed(2)} s busy (percentages of busy time)\n`);
console.log('By package:');
for (const [group, micros] of [...byGroup].sort((a, b) => b[1] - a[1])) {
  if (group === '(idle)') continue;
  console.log(`  ${percent(micros, busy)}  ${group}`);
}
console.log(`\nTop ${top} functions by self time:`);
for (const [key, micros] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  if (key.startsWith('(idle)')) continue;
  console.log(`  ${percent(micros, busy)}  ${key}`);
}
