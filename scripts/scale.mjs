// `npm run scale`: the build against 1,000 projects and 200 roles. It fills a fresh embedded
// backend (on its own port) through PostgREST with the service key, builds the site from it
// (live refresh off, so the audit measures the page itself), and reports build time against the
// sample content's, the HTML's size, and Lighthouse for the page (via scripts/lighthouse.mjs).
import { spawn } from 'node:child_process';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PORT = 54329;
const URL_ = `http://127.0.0.1:${PORT}`;
const PROJECTS = 1000;
const ROLES = 200;

const keys = readFileSync(path.join(ROOT, 'lib/embedded-backend/keys.ts'), 'utf8');
const ANON = /EMBEDDED_ANON_KEY =\s*'([^']+)'/.exec(keys)[1];
const SERVICE = /EMBEDDED_SERVICE_ROLE_KEY =\s*'([^']+)'/.exec(keys)[1];

function spawnProcess(command, args, env, ready) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      if (ready?.test(output)) resolve({ child, output });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('close', (code) => (code === 0 && !ready ? resolve({ child, output }) : reject(new Error(`${command} ${args.join(' ')} (${code}):\n${output}`))));
  });
}

async function timedBuild(env) {
  const started = performance.now();
  await spawnProcess('npm', ['run', '--silent', 'build'], env);
  return (performance.now() - started) / 1000;
}

async function insert(table, rows) {
  const response = await fetch(`${URL_}/rest/v1/${table}`, {
    method: 'POST',
    headers: { apikey: SERVICE, Authorization: `Bearer ${SERVICE}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(rows),
  });
  if (!response.ok) throw new Error(`insert into ${table}: ${response.status} ${await response.text()}`);
}

const TAGS = ['TypeScript', 'React', 'Next.js', 'Postgres', 'Accessibility', 'CSS', 'Node.js', 'Testing'];

async function main() {
  console.log('Building the sample content (embedded default) for the baseline...');
  const sampleSeconds = await timedBuild({ NEXT_PUBLIC_SUPABASE_URL: '', NEXT_PUBLIC_SUPABASE_ANON_KEY: '' });

  const { child: backend } = await spawnProcess('node', ['--import', 'tsx', 'scripts/backend.ts'], { EMBEDDED_BACKEND_PORT: String(PORT) }, /Embedded backend ready/);
  try {
    await insert(
      'projects',
      Array.from({ length: PROJECTS }, (_, index) => ({
        title: `Scale project ${index + 1}`,
        short_description: `Generated project **${index + 1}** of ${PROJECTS}, with [a link](https://example.com/${index + 1}) and some text to make the card realistic.`,
        website_link: index % 3 === 0 ? '' : `https://example.com/p/${index + 1}`,
        github_link: index % 4 === 0 ? null : `https://github.com/example/p${index + 1}`,
        tags: TAGS.slice(index % 5, (index % 5) + (index % 4)),
      })),
    );
    await insert(
      'roles',
      Array.from({ length: ROLES }, (_, index) => ({
        company: `Company ${index + 1}`,
        timeframe: `${2000 + (index % 25)}`,
        title: `Role ${index + 1}`,
        description: `Generated role ${index + 1} of ${ROLES}.`,
        responsibilities: Array.from({ length: (index % 8) + 1 }, (_, item) => ({ label: `Responsibility ${item + 1}`, value: 10 + item })),
      })),
    );
    console.log(`Building against ${PROJECTS + 6} projects and ${ROLES + 4} roles...`);
    const scaleSeconds = await timedBuild({ NEXT_PUBLIC_SUPABASE_URL: URL_, NEXT_PUBLIC_SUPABASE_ANON_KEY: ANON, NEXT_PUBLIC_LIVE_REFRESH: 'off' });
    const html = readFileSync(path.join(ROOT, 'out', 'index.html'));
    const scaleDir = path.join(ROOT, '.lighthouse', 'scale');
    rmSync(scaleDir, { recursive: true, force: true });
    cpSync(path.join(ROOT, 'out'), scaleDir, { recursive: true });
    console.log(`build: sample ${sampleSeconds.toFixed(1)} s, scale ${scaleSeconds.toFixed(1)} s (${(scaleSeconds / sampleSeconds).toFixed(2)}× the sample; target under 2×)`);
    console.log(`out/index.html: ${(html.length / 1024).toFixed(0)} KiB, ${(gzipSync(html, { level: 9 }).length / 1024).toFixed(0)} KiB gzip -9`);
  } finally {
    backend.kill();
  }
  // Leave out/ as the default build, as a plain `npm run build` would.
  await timedBuild({ NEXT_PUBLIC_SUPABASE_URL: '', NEXT_PUBLIC_SUPABASE_ANON_KEY: '' });
  const { output } = await spawnProcess('node', ['scripts/lighthouse.mjs', '--skip-build', '--targets', 'scale', '--runs', process.env.SCALE_RUNS ?? '1'], {}).catch((error) => ({ output: error.message }));
  console.log(output.trim());
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
