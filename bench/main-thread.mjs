// `npm run main-thread` (docs/performance.md): what the main thread did after the first contentful paint
// in the traces `npm run lighthouse` kept (.lighthouse/traces/), by what started each task, by kind of
// work and by chunk, the median of each target's runs, as Markdown tables. Lighthouse simulates from
// these traces, which are recorded unthrottled: the figures are this host's CPU ms, before any slowdown.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { ROOT } from '../scripts/lib/processes.ts';
import { median } from './lib/cpu-calibration.ts';
import { mainThreadWork, medianWork } from './lib/main-thread-work.ts';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: path.join(ROOT, '.lighthouse', 'traces') },
    'form-factor': { type: 'string', default: 'mobile' },
    // How many rows of each table; the rest are summed in one.
    rows: { type: 'string', default: '12' },
  },
});
const ROWS = Number(values.rows);

const pattern = new RegExp(`^(.+)-${values['form-factor'].replace(/[^a-z0-9-]/gi, '')}-(\\d+)\\.trace\\.json\\.gz$`);
const runs = new Map();
for (const file of readdirSync(values.dir).sort()) {
  const match = pattern.exec(file);
  if (!match) continue;
  const { traceEvents } = JSON.parse(gunzipSync(readFileSync(path.join(values.dir, file))).toString('utf8'));
  const work = mainThreadWork(traceEvents);
  if (!runs.has(match[1])) runs.set(match[1], []);
  runs.get(match[1]).push(work);
}
if (!runs.size) {
  console.error(`No ${values['form-factor']} traces in ${path.relative(ROOT, values.dir) || '.'}: run \`npm run lighthouse\` first.`);
  process.exit(1);
}

const targets = [...runs.keys()];
const ms = (value) => (value >= 10 ? Math.round(value).toLocaleString('en') : value.toFixed(1));

/** One table: a row per key, a column per target, the smaller keys summed in a last row. */
function table(title, pick) {
  const medians = new Map(targets.map((target) => [target, new Map(medianWork(runs.get(target).map(pick)))]));
  const order = medianWork(targets.map((target) => Object.fromEntries(medians.get(target))))
    .map(([key]) => key);
  const shown = order.slice(0, ROWS);
  const rest = order.slice(ROWS);
  const lines = [`| ${title} | ${targets.join(' | ')} |`, `|---|${targets.map(() => '---:').join('|')}|`];
  for (const key of shown) lines.push(`| ${key} | ${targets.map((target) => ms(medians.get(target).get(key) ?? 0)).join(' | ')} |`);
  if (rest.length) lines.push(`| ${rest.length} more | ${targets.map((target) => ms(rest.reduce((sum, key) => sum + (medians.get(target).get(key) ?? 0), 0))).join(' | ')} |`);
  return lines.join('\n');
}

const counts = targets.map((target) => `${target} ${runs.get(target).length}`).join(', ');
console.log(`Main-thread CPU after the first contentful paint, ${values['form-factor']}, ms, median of each target's runs (${counts}):\n`);
console.log(`| | ${targets.join(' | ')} |\n|---|${targets.map(() => '---:').join('|')}|`);
const row = (label, pick, format = ms) => console.log(`| ${label} | ${targets.map((target) => format(median(runs.get(target).map(pick)))).join(' | ')} |`);
row('all tasks', (work) => work.cpuMs);
row('tasks', (work) => work.tasks, (value) => String(Math.round(value)));
row('style recalculations', (work) => work.style.count, (value) => String(Math.round(value)));
row('elements restyled', (work) => work.style.elements, (value) => Math.round(value).toLocaleString('en'));
row('style, ms', (work) => work.style.ms);
row('layouts', (work) => work.layout.count, (value) => String(Math.round(value)));
row('layout, ms', (work) => work.layout.ms);
console.log(`\n${table('what started the task', (work) => work.byTrigger)}\n`);
console.log(`${table('kind of work', (work) => work.byKind)}\n`);
console.log(table("script's own time, by chunk", (work) => work.byChunk));
