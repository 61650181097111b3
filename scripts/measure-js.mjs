// `npm run size`. The RSC payload is only reported: a budget on code must not fail because a project was added.
import './lib/build-env.ts';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { exportDir } from '../lib/config.ts';
import { assetFile } from './lib/export-files.ts';
import { frameworkScripts, loaderPayload, payloadScripts } from './lib/framework-scripts.ts';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: exportDir() },
    budget: { type: 'string', default: process.env.JS_BUDGET_KIB ?? '160' },
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

const urls = new Set(frameworkScripts(html).scripts);
for (const match of html.matchAll(/<link\b[^>]*>/g)) {
  const tag = match[0];
  const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
  if (href && (/\brel="modulepreload"/.test(tag) || (/\brel="preload"/.test(tag) && /\bas="script"/.test(tag)))) {
    urls.add(href);
  }
}

const gzipKiB = (buffer) => gzipSync(buffer, { level: 9 }).length / 1024;
const rows = [...urls].map((url) => {
  const body = readFileSync(assetFile(root, url));
  return { url, rawKiB: body.length / 1024, gzipKiB: gzipKiB(body) };
});
const payloadUrls = loaderPayload(html);
// Next's own export (FIRST_PAINT=framework) keeps the payload inline, as scripts of its own.
const inlinePayload = payloadUrls.length ? [] : payloadScripts(html);
const payloadTags = new Set(inlinePayload.map((script) => script.tag));
const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)]
  .filter((m) => !payloadTags.has(m[0]))
  .map((m) => m[1])
  .join('');
const inlineKiB = gzipKiB(Buffer.from(inline));
const payloadKiB = payloadUrls.length
  ? payloadUrls.reduce((sum, url) => sum + gzipKiB(readFileSync(assetFile(root, url))), 0)
  : gzipKiB(Buffer.from(inlinePayload.map((script) => script.code).join('')));
const total = rows.reduce((sum, row) => sum + row.gzipKiB, 0);
const budget = Number(values.budget);

// What each lazy chunk is, told by a string only that library contains.
const MARKERS = [
  ['supabase-js', 'GoTrueClient'],
  ['motion (DOM API)', 'transformPerspective'],
  
  ['chart (@nivo/pie, d3)', 'arcLinkLabel'],
  ['markdown renderer', 'disableParsingRawHTML'],
  ['content refresh', 'fetch failed; keeping'],
];
const chunksDir = path.join(root, '_next', 'static', 'chunks');
const upFront = new Set([...rows.map((row) => path.basename(row.url)), ...payloadUrls.map((url) => path.basename(url))]);
const lazy = readdirSync(chunksDir)
  .filter((name) => name.endsWith('.js') && !upFront.has(name))
  .map((name) => {
    const body = readFileSync(path.join(chunksDir, name));
    const text = body.toString('utf8');
    const what = MARKERS.filter(([, marker]) => text.includes(marker)).map(([label]) => label);
    if (frameworkScripts(html).noModule.some((src) => src.endsWith(`/${name}`))) what.push('legacy polyfills (nomodule)');
    return { name, gzipKiB: gzipKiB(body), what: what.join(', ') || 'other' };
  })
  .sort((a, b) => b.gzipKiB - a.gzipKiB);

if (values.json) {
  console.log(JSON.stringify({ scripts: rows, totalKiB: total, payloadKiB, inlineKiB, budgetKiB: budget, lazy }, null, 2));
} else {
  for (const row of rows.sort((a, b) => b.gzipKiB - a.gzipKiB)) {
    console.log(`${row.gzipKiB.toFixed(1).padStart(7)} KiB  ${row.url}`);
  }
  console.log(`${total.toFixed(1).padStart(7)} KiB  initial JavaScript, gzip -9 (budget ${budget} KiB)`);
  console.log(`${payloadKiB.toFixed(1).padStart(7)} KiB  the RSC payload (content for hydration), ${payloadUrls.length ? `run before the framework${payloadUrls.length > 1 ? `, in ${payloadUrls.length} pieces` : ''}` : 'inline in the HTML'}: reported, not budgeted`);
  console.log(`${inlineKiB.toFixed(1).padStart(7)} KiB  inline scripts (the gate${payloadUrls.length ? ', the loader' : ''}): reported, not budgeted`);
  console.log('Lazy and other chunks, gzip -9:');
  for (const chunk of lazy) console.log(`${chunk.gzipKiB.toFixed(1).padStart(7)} KiB  ${chunk.name}  ${chunk.what}`);
}
if (total > budget) {
  console.error(`Over budget by ${(total - budget).toFixed(1)} KiB.`);
  process.exit(1);
}
