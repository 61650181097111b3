// `npm run images:rebuild [-- --projects 1000]` (docs/performance.md): what the projects' images cost a
// build. In a copy of the project: the build with every image column emptied, then with the images from
// an empty cache (cold), then again with nothing changed (warm), and once more each of the first and
// the last. The budget (issue 66): the warm build within 1.2× the build without images. With
// --projects N, N more projects each with an image of its own, N distinct sources in the bucket.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { copyProject, removeCopy, runBuild } from '../tests/helpers/project-copy.ts';
import { seedIn } from '../tests/helpers/sample-content.ts';

// --once: each build once (at 1,000 images the cold build alone takes a quarter of an hour here).
const { values } = parseArgs({ options: { projects: { type: 'string', default: '0' }, once: { type: 'boolean', default: false } } });
const MORE = Number(values.projects);
const BUDGET = 1.2;

/** A distinct 800 × 500 drawing per project: its own colours and number, so every source is encoded anew. */
async function scaleImage(number) {
  const hue = (number * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500"><rect width="800" height="500" fill="hsl(${hue},45%,88%)"/><circle cx="${200 + (number % 400)}" cy="250" r="140" fill="hsl(${(hue + 120) % 360},50%,60%)"/><text x="60" y="110" font-family="sans-serif" font-size="72" fill="#1b1b1f">Project ${number}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

function setSeed(dir, seed) {
  const file = seedIn(dir);
  rmSync(file);
  writeFileSync(file, seed);
}

async function timed(dir, what) {
  const build = await runBuild(dir, {}, 3_600_000);
  if (build.code !== 0) throw new Error(`${what}: npm run build failed:\n${build.output.slice(-4000)}`);
  const images = /^\[images\] .*$/m.exec(build.output)?.[0] ?? '';
  console.log(`${what.padEnd(22)} ${build.seconds.toFixed(1).padStart(7)} s   ${images}`);
  return { seconds: build.seconds, images };
}

async function main() {
  const dir = copyProject('image-rebuild');
  try {
    let seed = readFileSync(seedIn(dir), 'utf8');
    if (MORE > 0) {
      const folder = path.join(dir, 'supabase', 'media', 'scale');
      mkdirSync(folder, { recursive: true });
      for (let number = 1; number <= MORE; number++) writeFileSync(path.join(folder, `p${number}.png`), await scaleImage(number));
      seed += `\ninsert into public.projects (title, short_description, website_link, github_link, tags, image, image_alt)
select 'Scale project ' || n, 'Project number ' || n, 'https://example.com/' || n, '', array['Scale'], 'scale/p' || n || '.png', 'A drawing for project ' || n
from generate_series(1, ${MORE}) as n;\n`;
    }
    const none = `${seed}\nupdate public.projects set image = null, image_alt = null;\nupdate public.projects set body = regexp_replace(body, '!\\[[^]]*\\]\\([^)]*\\)', '', 'g');\n`;
    console.log(`Builds of a copy with the sample${MORE ? ` and ${MORE} more projects, each with an image` : ''}:`);
    setSeed(dir, none);
    const bare = [await timed(dir, 'no images')];
    setSeed(dir, seed);
    rmSync(path.join(dir, '.cache', 'images'), { recursive: true, force: true });
    const cold = await timed(dir, 'images, cold cache');
    const warm = [await timed(dir, 'images, warm cache')];
    if (!values.once) {
      setSeed(dir, none);
      bare.push(await timed(dir, 'no images'));
      setSeed(dir, seed);
      warm.push(await timed(dir, 'images, warm cache'));
    }
    const best = (list) => Math.min(...list.map((build) => build.seconds));
    const ratio = best(warm) / best(bare);
    const [, made, files, encodeSeconds] = /(\d+) of \d+ images made.*?, (\d+) files encoded, in ([\d.]+) s/.exec(cold.images) ?? [];
    console.log(`\nCold: ${made} images, ${files} files encoded in ${encodeSeconds} s: ${(Number(made) / Number(encodeSeconds)).toFixed(2)} images/s, ${(Number(files) / Number(encodeSeconds)).toFixed(1)} files/s (AVIF q50 e2, WebP q75 e4).`);
    console.log(`Warm build ${best(warm).toFixed(1)} s against ${best(bare).toFixed(1)} s without images (${values.once ? 'one each' : 'the better of two each'}): ${ratio.toFixed(2)}×, budget ${BUDGET}×.`);
    if (ratio > BUDGET) process.exitCode = 1;
  } finally {
    removeCopy(dir);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
