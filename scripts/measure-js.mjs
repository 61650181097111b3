// `npm run size`: the JavaScript out/index.html loads up front, gzip -9, against the budget.
// "Up front" is every <script src> in the HTML and every script it preloads (<link rel=preload
// as=script> or modulepreload): what a first visit downloads before anything lazy is asked for.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'out' },
    budget: { type: 'string', default: process.env.JS_BUDGET_KIB ?? '145' },
    json: { type: 'boolean', default: false },
  },
});

const root = path.resolve(values.dir);
const htmlFile = path.join(root, 'index.html');
if (!existsSync(htmlFile)) {
  console.error(`No ${path.relative(process.cwd(), htmlFile)}: run \`npm run build\` first.`);
  process.exit(2);
}
const html = readFileSync(htmlFile, 'utf8');

const urls = new Set();
for (const match of html.matchAll(/<script\b[^>]*>/g)) {
  const src = /\bsrc="([^"]+)"/.exec(match[0])?.[1];
  // nomodule scripts are polyfills that only browsers without ES modules download.
  if (src && !/\bnomodule\b/i.test(match[0])) urls.add(src);
}
for (const match of html.matchAll(/<link\b[^>]*>/g)) {
  const tag = match[0];
  const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
  if (href && (/\brel="modulepreload"/.test(tag) || (/\brel="preload"/.test(tag) && /\bas="script"/.test(tag)))) {
    urls.add(href);
  }
}

const gzipKiB = (buffer) => gzipSync(buffer, { level: 9 }).length / 1024;
const rows = [...urls].map((url) => {
  const file = path.join(root, decodeURIComponent(url.split('?')[0]));
  const body = readFileSync(file);
  return { url, rawKiB: body.length / 1024, gzipKiB: gzipKiB(body) };
});
const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('');
const inlineKiB = gzipKiB(Buffer.from(inline));
const total = rows.reduce((sum, row) => sum + row.gzipKiB, 0) + inlineKiB;
const budget = Number(values.budget);

if (values.json) {
  console.log(JSON.stringify({ scripts: rows, inlineKiB, totalKiB: total, budgetKiB: budget }, null, 2));
} else {
  for (const row of rows.sort((a, b) => b.gzipKiB - a.gzipKiB)) {
    console.log(`${row.gzipKiB.toFixed(1).padStart(7)} KiB  ${row.url}`);
  }
  console.log(`${inlineKiB.toFixed(1).padStart(7)} KiB  (inline scripts in index.html)`);
  console.log(`${total.toFixed(1).padStart(7)} KiB  initial JavaScript, gzip -9 (budget ${budget} KiB)`);
}
if (total > budget) {
  console.error(`Over budget by ${(total - budget).toFixed(1)} KiB.`);
  process.exit(1);
}
