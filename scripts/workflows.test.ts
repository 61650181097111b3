import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import { buildId } from '../lib/build-id';
import { exportDir } from '../lib/config';
import { imageCacheDir } from '../lib/content/project-images';
import { ROOT } from './lib/root';
import { npmScripts, playJob, readWorkflow, workflowFile, type Job, type Step } from '../tests/helpers/workflow-run';

/**
 * The workflows, checked offline for what they do: GitHub's schema (action-validator, as `npm run
 * lint:workflows` runs it), then which steps run when one fails, what each step's shell code does,
 * and that the pull-request suite holds every check .ci/run makes.
 */
const files = readdirSync(path.join(ROOT, '.github', 'workflows')).filter((name) => /\.ya?ml$/.test(name));
const packageScripts = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
const ciRun = readFileSync(path.join(ROOT, '.ci', 'run'), 'utf8');
/** The Node major .ci/run runs the checks on besides the Node 20 docs/publish.md supports (`npm exec --package=node@24`). */
const ciNode = /--package=node@(\d+)\b/.exec(ciRun)?.[1];

const usesAction = (name: string) => (step: Step) => step.uses?.startsWith(`${name}@`) ?? false;
const runsScript = (script: string) => (step: Step) => npmScripts(step).includes(script);
/** Scripts that drive Chromium: they need it installed first. */
const BROWSER_SCRIPTS = ['test:build', 'test:e2e', 'test:live', 'test:live:export'];

function stepIndex(job: Job, match: (step: Step) => boolean): number {
  const index = job.steps.findIndex(match);
  if (index < 0) throw new Error('no such step');
  return index;
}

/** A job's `run:` step as GitHub runs it on Linux (bash -e), with `env` as the step's environment. */
function runStep(step: Step, env: Record<string, string | undefined>) {
  return spawnSync('bash', ['-e', '-c', step.run!], { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' });
}

/** The arguments a `run:` step hands npm, read by a stand-in npm first on the PATH. */
function npmArguments(step: Step, env: Record<string, string>): string[] {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'npm-arguments-'));
  try {
    writeFileSync(path.join(dir, 'npm'), '#!/bin/sh\nprintf \'%s\\0\' "$@" > "$NPM_ARGUMENTS"\n', { mode: 0o755 });
    const result = runStep(step, { ...env, PATH: `${dir}:${process.env.PATH}`, NPM_ARGUMENTS: path.join(dir, 'arguments') });
    expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 0, stderr: '' });
    return readFileSync(path.join(dir, 'arguments'), 'utf8').split('\0').slice(0, -1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.each(files)('.github/workflows/%s', (file) => {
  const source = readFileSync(workflowFile(file), 'utf8');
  const workflow = readWorkflow(file);
  const jobs = Object.entries(workflow.jobs);

  it('is a valid workflow, and the validator would catch a misspelt key', () => {
    expect(validateWorkflow(source).errors).toEqual([]);
    const typo = source.replace('    runs-on: ubuntu-latest', '    runs_on: ubuntu-latest');
    expect(typo).not.toBe(source);
    expect(validateWorkflow(typo).errors).not.toEqual([]);
  });

  it('sets up the Node that .ci/run also checks on, and installs with npm install, never npm ci (.ci/run says why)', () => {
    const nodes = jobs.flatMap(([, job]) => job.steps.filter(usesAction('actions/setup-node')));
    expect(ciNode).toBeDefined();
    expect(nodes.length).toBeGreaterThan(0);
    for (const node of nodes) expect(node.with).toMatchObject({ 'node-version': ciNode });
    expect(jobs.flatMap(([, job]) => job.steps.filter((step) => /\bnpm ci\b/.test(step.run ?? '')))).toEqual([]);
  });

  it('runs only npm scripts that package.json has', () => {
    const run = jobs.flatMap(([, job]) => job.steps.flatMap(npmScripts));
    expect(run.length).toBeGreaterThan(0);
    expect(run.filter((script) => !Object.hasOwn(packageScripts, script))).toEqual([]);
  });

  it('hands ${{ }} values to its scripts through env, never pasted into one', () => {
    // A pasted expression becomes shell code before bash reads it: a branch name or a URL could run commands.
    const pasted = jobs.flatMap(([, job]) => job.steps.filter((step) => step.run?.includes('${{')).map((step) => step.name));
    expect(pasted).toEqual([]);
  });

  it('installs Chromium in a job before any step there drives it', () => {
    for (const [, job] of jobs) {
      const install = job.steps.findIndex((step) => step.run?.trim() === 'npx playwright install --with-deps chromium');
      const driving = job.steps.findIndex((step) => npmScripts(step).some((script) => BROWSER_SCRIPTS.includes(script)));
      if (driving >= 0) expect({ install, driving, before: install >= 0 && install < driving }).toMatchObject({ before: true });
    }
  });
});

describe('.github/workflows/checks.yml, the suite every pull request runs', () => {
  const source = readFileSync(workflowFile('checks.yml'), 'utf8');
  const workflow = readWorkflow('checks.yml');
  const [job, ...others] = Object.values(workflow.jobs);
  const checkSteps = job!.steps.filter((step) => npmScripts(step).length > 0);
  const idOf = (script: string) => job!.steps[stepIndex(job!, runsScript(script))]!.id!;

  it('runs on every pull request, reading no secret and with read access only', () => {
    expect(others).toEqual([]);
    // No branch filter, so Dependabot's branches count; never pull_request_target, which has secrets.
    expect(Object.keys(workflow.on)).toContain('pull_request');
    expect(workflow.on.pull_request ?? null).toBeNull();
    expect(Object.keys(workflow.on)).not.toContain('pull_request_target');
    expect(source).not.toMatch(/\bsecrets\./);
    expect(workflow.permissions).toEqual({ contents: 'read' });
    expect(job!.permissions).toBeUndefined();
  });

  it('runs every check .ci/run makes but the measurements (Lighthouse, the scale run, the interactions benchmark), the live checks on its own build included', () => {
    const ci = ciRun
      .split('\n')
      .filter((line) => !line.trimStart().startsWith('#'));
    const expand = (script: string): string[] =>
      script === 'test' ? [...packageScripts.test!.matchAll(/npm run ([\w:-]+)/g)].flatMap((match) => expand(match[1]!)) : [script];
    const viaNpm = ci.flatMap((line) => npmScripts({ run: line })).flatMap(expand);
    // A script .ci/run starts itself counts as the package scripts it starts (the live checks' proof
    // runs `npm run test:live:export`'s file on out/ and on a broken copy).
    const viaFiles = ci.flatMap((line) => [...line.matchAll(/node --import tsx (scripts\/[\w-]+\.mjs)/g)].map((match) => match[1]!));
    const started = viaFiles.flatMap((file) => {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      return Object.entries(packageScripts)
        .filter(([, command]) => [...command.matchAll(/scripts\/[\w-]+\.mjs/g)].some(([spawned]) => text.includes(`'${spawned}'`)))
        .map(([name]) => name);
    });
    expect(started).toContain('test:live:export');

    // Lighthouse, the scale run and the interactions benchmark measure: a shared runner's timings would fail pull requests at random.
    const expected = [...new Set([...viaNpm, ...started])].filter((script) => !['lighthouse', 'scale', 'interactions'].includes(script));
    const run = checkSteps.flatMap(npmScripts);
    expect(expected).toEqual(expect.arrayContaining(['lint', 'lint:workflows', 'typecheck', 'test:unit', 'test:build', 'test:e2e', 'build', 'size']));
    expect(expected.filter((script) => !run.includes(script))).toEqual([]);
    expect(stepIndex(job!, runsScript('build'))).toBeLessThan(stepIndex(job!, runsScript('test:live:export')));
    expect(stepIndex(job!, runsScript('build'))).toBeLessThan(stepIndex(job!, runsScript('size')));
  });

  it("runs the whole end-to-end suite on Next's own export too (E2E_PLAIN=all: the plain project, FIRST_PAINT=framework)", () => {
    const e2e = job!.steps[stepIndex(job!, runsScript('test:e2e'))]!;
    expect(e2e.env).toEqual({ E2E_PLAIN: 'all' });
  });

  it('gives every check an id of its own, so the summary can name it', () => {
    const ids = checkSteps.map((step) => step.id);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('runs every step when nothing fails', () => {
    expect(playJob(job!).filter((entry) => entry.outcome !== 'success')).toEqual([]);
  });

  it('runs every other check when one fails, but the checks of out/ only after a build', () => {
    for (const check of checkSteps) {
      const skipped = playJob(job!, [check.id!])
        .filter((entry) => entry.outcome === 'skipped')
        .map((entry) => entry.key);
      const waiting = npmScripts(check).includes('build') ? [idOf('size'), idOf('test:live:export')] : [];
      expect({ failed: check.id, skipped }).toEqual({ failed: check.id, skipped: waiting });
    }
  });

  it('runs every check that needs no browser when Chromium fails to install', () => {
    const chromium = job!.steps.find((step) => step.run?.trim() === 'npx playwright install --with-deps chromium')!;
    const skipped = playJob(job!, [chromium.id!])
      .filter((entry) => entry.outcome === 'skipped')
      .map((entry) => entry.key);
    const driving = checkSteps.filter((step) => npmScripts(step).some((script) => BROWSER_SCRIPTS.includes(script))).map((step) => step.id);
    expect(driving.length).toBeGreaterThan(0);
    expect(skipped.sort()).toEqual(driving.sort());
  });

  it('runs no check when the install fails, and still writes the summary', () => {
    const played = playJob(job!, ['install']);
    expect(played.filter((entry) => checkSteps.includes(entry.step) && entry.outcome !== 'skipped')).toEqual([]);
    expect(played.at(-1)!.outcome).toBe('success');
  });

  describe('the summary', () => {
    const summary = job!.steps.at(-1)!;
    const dir = mkdtempSync(path.join(os.tmpdir(), 'checks-summary-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    /** The summary step run on the steps context GitHub would hand it after the run `playJob` plays. */
    function summarise(failing: string[]) {
      const steps = Object.fromEntries(
        playJob(job!, failing)
          .filter((entry) => entry.step.id)
          .map((entry) => [entry.step.id, { outputs: {}, outcome: entry.outcome, conclusion: entry.outcome }]),
      );
      expect(summary.env).toEqual({ STEPS: '${{ toJSON(steps) }}' });
      const file = path.join(dir, `summary-${failing.join('-') || 'none'}.md`);
      const result = runStep(summary, { STEPS: JSON.stringify(steps), GITHUB_STEP_SUMMARY: file });
      expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 0, stderr: '' });
      return readFileSync(file, 'utf8');
    }

    it('comes last and runs whatever failed', () => {
      expect(playJob(job!, [idOf('lint')]).at(-1)).toMatchObject({ step: summary, outcome: 'success' });
    });

    it('names the failing steps first, then lists every check with its outcome', () => {
      const e2e = idOf('test:e2e');
      const build = idOf('build');
      const text = summarise([e2e, build]);
      expect(text.split('\n')[0]).toBe(`### Checks failed at: \`${build}\`, \`${e2e}\``);
      for (const check of checkSteps) expect(text).toMatch(new RegExp(`^\\| \`${check.id}\` \\| `, 'm'));
      expect(text).toContain(`| \`${idOf('size')}\` | ⏭ not run (a step it needs failed) |`);
      expect(text).toContain(`| \`${idOf('lint')}\` | ✅ passed |`);
    });

    it('says every step passed when none failed', () => {
      const text = summarise([]);
      expect(text.split('\n')[0]).toBe('### Checks: every step passed');
      expect(text).not.toContain('❌');
    });

    it('names the install when it failed', () => {
      expect(summarise(['install']).split('\n')[0]).toBe('### Checks failed at: `install`');
    });
  });
});

describe('.github/workflows/publish.yml', () => {
  const workflow = readWorkflow('publish.yml');
  const build = workflow.jobs.build!;
  const deploy = workflow.jobs.deploy!;
  const checkLive = workflow.jobs['check-live']!;
  const needs = (job: Job) => [job.needs ?? []].flat();
  const buildStep = () => build.steps[stepIndex(build, runsScript('build'))]!;
  const localCheck = () => build.steps[stepIndex(build, runsScript('test:live:export'))]!;
  const upload = () => build.steps[stepIndex(build, usesAction('actions/upload-pages-artifact'))]!;
  const playedUpload = (failing: string[]) => playJob(build, failing).find((entry) => entry.step === upload())!.outcome;
  /** The step that stops the run when a Supabase secret is missing. */
  const secretsCheckIndex = stepIndex(build, (step) => step.env !== undefined && (step.run?.includes('NEXT_PUBLIC_SUPABASE_URL') ?? false));

  it('runs its jobs in turn: build, then deploy, then check-live', () => {
    // The jobs in the order GitHub can start them: each once every job it needs has finished.
    const order: string[] = [];
    const names = Object.keys(workflow.jobs);
    while (order.length < names.length) {
      const ready = names.filter((name) => !order.includes(name) && needs(workflow.jobs[name]!).every((need) => order.includes(need)));
      expect(ready).toHaveLength(1);
      order.push(ready[0]!);
    }
    expect(order).toEqual(['build', 'deploy', 'check-live']);
  });

  it("keeps the folder the build's images are cached in between runs, restored before the build and saved under a new key", () => {
    const cache = stepIndex(build, usesAction('actions/cache'));
    expect(cache).toBeLessThan(stepIndex(build, runsScript('build')));
    const { path: kept, key = '', 'restore-keys': restore = '' } = build.steps[cache]!.with as Record<string, string | undefined>;
    expect(kept).toBe(path.relative(ROOT, imageCacheDir(ROOT)));
    expect(key).toContain('${{ github.run_id }}');
    expect(restore).not.toBe('');
    expect(key.startsWith(restore)).toBe(true);
  });

  describe('the live checks before the upload', () => {
    it('run in the build job on its out/, after the build and before the upload', () => {
      expect(stepIndex(build, runsScript('build'))).toBeLessThan(stepIndex(build, runsScript('test:live:export')));
      expect(stepIndex(build, runsScript('test:live:export'))).toBeLessThan(stepIndex(build, usesAction('actions/upload-pages-artifact')));
      // The folder the build's environment exports to is the one checked and the one uploaded.
      expect(exportDir(localCheck().env ?? {})).toBe(exportDir(buildStep().env ?? {}));
      expect(upload().with).toEqual({ path: exportDir(buildStep().env ?? {}) });
    });

    it('stop the upload when they fail, and only they or an earlier step can', () => {
      const key = localCheck().name!;
      expect(playedUpload([])).toBe('success');
      expect(playedUpload([key])).toBe('skipped');
      expect(playedUpload([buildStep().name!])).toBe('skipped');
    });

    it('compare with the hosted content the build read, from the secrets the first step checked', () => {
      const backend = (step: Step) => ({
        url: step.env?.NEXT_PUBLIC_SUPABASE_URL,
        key: step.env?.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY,
        legacyKey: step.env?.NEXT_PUBLIC_SUPABASE_ANON_KEY,
      });
      expect(backend(localCheck())).toEqual(backend(buildStep()));
      expect(backend(localCheck())).toEqual(backend(build.steps[secretsCheckIndex]!));
    });

    it('check the address the build was made for: the Pages base URL, as SITE_URL', () => {
      const pages = build.steps[stepIndex(build, usesAction('actions/configure-pages'))]!;
      expect(stepIndex(build, usesAction('actions/configure-pages'))).toBeLessThan(stepIndex(build, runsScript('build')));
      expect(buildStep().env!.SITE_URL).toBe(`\${{ steps.${pages.id}.outputs.base_url }}`);
    });
  });

  it('runs lint, the typecheck and the unit tests before building, the unit tests without the secrets', () => {
    const order = ['lint', 'typecheck', 'test:unit', 'build'].map((script) => stepIndex(build, runsScript(script)));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(build.steps[stepIndex(build, runsScript('test:unit'))]!.env).toBeUndefined();
  });

  describe('the live checks after the deploy', () => {
    it("check the deployment's page_url, waiting for the build id the build job made and the build used", () => {
      const deployStep = deploy.steps[stepIndex(deploy, usesAction('actions/deploy-pages'))]!;
      expect(deploy.outputs).toEqual({ page_url: `\${{ steps.${deployStep.id}.outputs.page_url }}` });
      expect(needs(checkLive).sort()).toEqual(['build', 'deploy']);

      const naming = stepIndex(build, (step) => step.run?.includes('GITHUB_OUTPUT') ?? false);
      const id = build.steps[naming]!.id!;
      expect(naming).toBeLessThan(stepIndex(build, runsScript('build')));
      expect(build.outputs).toEqual({ 'build-id': `\${{ steps.${id}.outputs.id }}` });
      expect(buildStep().env!.SITE_BUILD_ID).toBe(`\${{ steps.${id}.outputs.id }}`);

      const check = checkLive.steps[stepIndex(checkLive, runsScript('test:live'))]!;
      // Through the environment, whatever the URL holds reaches the checks as one argument, unexpanded.
      const address = 'https://owner.github.io/a b/$HOME/';
      expect(npmArguments(check, { PAGE_URL: address })).toEqual(['run', 'test:live', '--', address]);
      expect(check.env).toMatchObject({ PAGE_URL: '${{ needs.deploy.outputs.page_url }}', EXPECTED_BUILD_ID: '${{ needs.build.outputs.build-id }}' });
      expect(checkLive.permissions).toEqual({ contents: 'read' });
    });

    it('name each run and attempt with an id the build accepts', () => {
      const naming = build.steps[stepIndex(build, (step) => step.run?.includes('GITHUB_OUTPUT') ?? false)]!;
      const dir = mkdtempSync(path.join(os.tmpdir(), 'workflow-'));
      try {
        const output = path.join(dir, 'output');
        expect(runStep(naming, { GITHUB_RUN_ID: '16180339887', GITHUB_RUN_ATTEMPT: '2', GITHUB_OUTPUT: output }).status).toBe(0);
        const written = readFileSync(output, 'utf8');
        expect(written).toBe('id=16180339887-2\n');
        expect(buildId({ SITE_BUILD_ID: written.trim().slice('id='.length) })).toBe('16180339887-2');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });

  describe('the secrets check', () => {
    const check = build.steps[secretsCheckIndex]!;

    // With the secrets as the step maps them.
    function runCheck(secrets: Record<string, string>) {
      const env: Record<string, string> = {};
      for (const [name, value] of Object.entries(check.env!)) {
        const secret = /^\$\{\{ secrets\.(\w+) \}\}$/.exec(value)?.[1];
        if (secret) env[name] = secrets[secret] ?? '';
      }
      return runStep(check, env);
    }

    it('comes first, so nothing is installed or built without them', () => {
      expect(secretsCheckIndex).toBe(0);
    });

    it.each([['NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY'], ['NEXT_PUBLIC_SUPABASE_ANON_KEY']])('passes with the URL and the key as %s', (keyName) => {
      const result = runCheck({ NEXT_PUBLIC_SUPABASE_URL: 'https://ref.supabase.co', [keyName]: 'key' });
      expect(result.stdout).toBe('');
      expect(result.status).toBe(0);
    });

    it.each([
      ['NEXT_PUBLIC_SUPABASE_URL', { NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'key' }],
      ['NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY (or the legacy NEXT_PUBLIC_SUPABASE_ANON_KEY)', { NEXT_PUBLIC_SUPABASE_URL: 'https://ref.supabase.co' }],
    ])('fails naming %s when it is empty', (missing, secrets) => {
      const result = runCheck(secrets);
      expect(result.status).toBe(1);
      expect(result.stdout).toContain(`::error::The repository secret ${missing} is empty or missing`);
      expect(result.stdout.match(/::error::/g)).toHaveLength(1);
    });

    it('fails naming both when neither is set, and stops the run there', () => {
      const result = runCheck({});
      expect(result.status).toBe(1);
      expect(result.stdout.match(/::error::/g)).toHaveLength(2);
      expect(playedUpload([check.name!])).toBe('skipped');
    });
  });
});
