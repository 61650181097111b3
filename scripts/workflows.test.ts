import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import YAML from 'yaml';
import { buildId } from '../lib/build-id';

/**
 * The publish workflow, checked offline: GitHub's schema (action-validator, as `npm run
 * lint:workflows` runs it), then what the schema cannot know: which triggers, secrets, outputs and
 * job order this site's publishing depends on.
 */
const file = path.join(__dirname, '..', '.github', 'workflows', 'publish.yml');
const source = readFileSync(file, 'utf8');

type Step = { id?: string; name?: string; uses?: string; run?: string; with?: Record<string, unknown>; env?: Record<string, string> };
type Job = {
  needs?: string | string[];
  environment?: { name: string; url: string };
  outputs?: Record<string, string>;
  permissions?: Record<string, string>;
  steps: Step[];
};
type Workflow = {
  on: Record<string, unknown>;
  permissions: Record<string, string>;
  concurrency: Record<string, unknown>;
  jobs: Record<string, Job>;
};

// `yaml` parses YAML 1.2, where the key `on` stays a string (YAML 1.1 would make it `true`).
const workflow = YAML.parse(source) as Workflow;
const build = workflow.jobs.build!;
const deploy = workflow.jobs.deploy!;
const checkLive = workflow.jobs['check-live']!;

function stepIndex(job: Job, match: (step: Step) => boolean | undefined): number {
  const index = job.steps.findIndex((step) => match(step));
  if (index < 0) throw new Error('no such step');
  return index;
}

const usesAction = (name: string) => (step: Step) => step.uses?.startsWith(`${name}@`);
const runs = (command: string) => (step: Step) => step.run?.trim() === command;

describe('.github/workflows/publish.yml', () => {
  it('is a valid workflow, and the validator would catch a misspelt key', () => {
    expect(validateWorkflow(source).errors).toEqual([]);
    const typo = source.replace('    runs-on: ubuntu-latest', '    runs_on: ubuntu-latest');
    expect(typo).not.toBe(source);
    expect(validateWorkflow(typo).errors).not.toEqual([]);
  });

  it('runs on a push to main, by hand, daily and when the database says content changed', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['push', 'repository_dispatch', 'schedule', 'workflow_dispatch']);
    expect(workflow.on.push).toEqual({ branches: ['main'] });
    expect(workflow.on.repository_dispatch).toEqual({ types: ['content-changed'] });
    const schedule = workflow.on.schedule as { cron: string }[];
    expect(schedule).toHaveLength(1);
    expect(schedule[0]!.cron.split(' ')).toHaveLength(5);
  });

  it('has only the permissions a Pages deployment needs, and never runs two publishes at once', () => {
    expect(workflow.permissions).toEqual({ contents: 'read', pages: 'write', 'id-token': 'write' });
    expect(workflow.concurrency).toEqual({ group: 'pages', 'cancel-in-progress': false });
  });

  it('installs with npm install, then lints, typechecks and runs the unit tests before building', () => {
    const node = build.steps[stepIndex(build, usesAction('actions/setup-node'))]!;
    // Node 24, the current LTS (Node 20's life ended on 2026-04-30).
    expect(node.with).toEqual({ 'node-version': '24', cache: 'npm' });
    expect(build.steps.filter((step) => step.run?.includes('npm ci'))).toEqual([]);

    const order = [
      stepIndex(build, usesAction('actions/checkout')),
      stepIndex(build, (step) => step.run?.startsWith('npm install')),
      stepIndex(build, runs('npm run lint')),
      stepIndex(build, runs('npm run typecheck')),
      stepIndex(build, runs('npm run test:unit')),
      stepIndex(build, runs('npm run build')),
      stepIndex(build, usesAction('actions/upload-pages-artifact')),
    ];
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('builds with the two Supabase secrets, the Pages base URL as SITE_URL and the live-refresh variable, and uploads out/', () => {
    const buildIndex = stepIndex(build, runs('npm run build'));
    const pagesIndex = stepIndex(build, usesAction('actions/configure-pages'));
    const pages = build.steps[pagesIndex]!;
    expect(pagesIndex).toBeLessThan(buildIndex);
    expect(pages.id).toBeTruthy();

    expect(build.steps[buildIndex]!.env).toMatchObject({
      NEXT_PUBLIC_SUPABASE_URL: '${{ secrets.NEXT_PUBLIC_SUPABASE_URL }}',
      NEXT_PUBLIC_SUPABASE_ANON_KEY: '${{ secrets.NEXT_PUBLIC_SUPABASE_ANON_KEY }}',
      SITE_URL: `\${{ steps.${pages.id}.outputs.base_url }}`,
      NEXT_PUBLIC_LIVE_REFRESH: '${{ vars.NEXT_PUBLIC_LIVE_REFRESH }}',
    });
    // The unit tests run on the embedded backend; only the build may see the hosted project.
    expect(build.steps[stepIndex(build, runs('npm run test:unit'))]!.env).toBeUndefined();

    const upload = build.steps[stepIndex(build, usesAction('actions/upload-pages-artifact'))]!;
    expect(upload.with).toEqual({ path: 'out' });
  });

  it('deploys only after the build job, to the github-pages environment', () => {
    expect(deploy.needs).toBe('build');
    const step = deploy.steps[stepIndex(deploy, usesAction('actions/deploy-pages'))]!;
    expect(deploy.environment).toEqual({ name: 'github-pages', url: `\${{ steps.${step.id}.outputs.page_url }}` });
  });

  describe('the live checks after the deploy', () => {
    const needs = (job: Job) => [job.needs ?? []].flat();

    it('run in a job of their own once the deploy is done: build, then deploy, then check-live', () => {
      // The jobs in the order GitHub can start them: each once every job it needs has finished.
      const order: string[] = [];
      const names = Object.keys(workflow.jobs);
      while (order.length < names.length) {
        const ready = names.filter((name) => !order.includes(name) && needs(workflow.jobs[name]!).every((need) => order.includes(need)));
        expect(ready).toHaveLength(1);
        order.push(ready[0]!);
      }
      expect(order).toEqual(['build', 'deploy', 'check-live']);
      expect(needs(checkLive).sort()).toEqual(['build', 'deploy']);
      // Reading content and the page needs nothing more than reading.
      expect(checkLive.permissions).toEqual({ contents: 'read' });
    });

    it("check the deployment's page_url, waiting for the build id the build job made and the build used", () => {
      const deployStep = deploy.steps[stepIndex(deploy, usesAction('actions/deploy-pages'))]!;
      expect(deploy.outputs).toEqual({ page_url: `\${{ steps.${deployStep.id}.outputs.page_url }}` });

      const naming = stepIndex(build, (step) => step.run?.includes('GITHUB_OUTPUT'));
      const id = build.steps[naming]!.id!;
      expect(naming).toBeLessThan(stepIndex(build, runs('npm run build')));
      expect(build.outputs).toEqual({ 'build-id': `\${{ steps.${id}.outputs.id }}` });
      expect(build.steps[stepIndex(build, runs('npm run build'))]!.env!.SITE_BUILD_ID).toBe(`\${{ steps.${id}.outputs.id }}`);

      const check = checkLive.steps[stepIndex(checkLive, (step) => step.run?.startsWith('npm run test:live'))]!;
      // The URL through the environment, never pasted into the script.
      expect(check.run!.trim()).toBe('npm run test:live -- "$PAGE_URL"');
      expect(check.env).toEqual({
        PAGE_URL: '${{ needs.deploy.outputs.page_url }}',
        EXPECTED_BUILD_ID: '${{ needs.build.outputs.build-id }}',
        NEXT_PUBLIC_SUPABASE_URL: '${{ secrets.NEXT_PUBLIC_SUPABASE_URL }}',
        NEXT_PUBLIC_SUPABASE_ANON_KEY: '${{ secrets.NEXT_PUBLIC_SUPABASE_ANON_KEY }}',
      });
    });

    it('name each run and attempt with an id the build accepts', () => {
      const naming = build.steps[stepIndex(build, (step) => step.run?.includes('GITHUB_OUTPUT'))]!;
      const dir = mkdtempSync(path.join(os.tmpdir(), 'workflow-'));
      try {
        const output = path.join(dir, 'output');
        const env = { ...process.env, GITHUB_RUN_ID: '16180339887', GITHUB_RUN_ATTEMPT: '2', GITHUB_OUTPUT: output };
        expect(spawnSync('bash', ['-e', '-c', naming.run!], { env }).status).toBe(0);
        const written = readFileSync(output, 'utf8');
        expect(written).toBe('id=16180339887-2\n');
        expect(buildId({ SITE_BUILD_ID: written.trim().slice('id='.length) })).toBe('16180339887-2');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it('install Node 24 and Playwright\'s Chromium before checking', () => {
      const node = checkLive.steps[stepIndex(checkLive, usesAction('actions/setup-node'))]!;
      expect(node.with).toEqual({ 'node-version': '24', cache: 'npm' });
      const order = [
        stepIndex(checkLive, usesAction('actions/checkout')),
        stepIndex(checkLive, usesAction('actions/setup-node')),
        stepIndex(checkLive, (step) => step.run?.startsWith('npm install')),
        stepIndex(checkLive, runs('npx playwright install --with-deps chromium')),
        stepIndex(checkLive, (step) => step.run?.startsWith('npm run test:live')),
      ];
      expect(order).toEqual([...order].sort((a, b) => a - b));
    });
  });

  describe('the secrets check', () => {
    const index = stepIndex(build, (step) => step.env !== undefined && step.run?.includes('NEXT_PUBLIC_SUPABASE_URL'));
    const check = build.steps[index]!;

    // Run as GitHub runs a `run:` step on Linux (bash -e), with the secrets as the step maps them.
    function runCheck(secrets: Record<string, string>) {
      const env: NodeJS.ProcessEnv = { ...process.env };
      for (const [name, value] of Object.entries(check.env!)) {
        const secret = /^\$\{\{ secrets\.(\w+) \}\}$/.exec(value)?.[1];
        if (secret) env[name] = secrets[secret] ?? '';
      }
      return spawnSync('bash', ['-e', '-c', check.run!], { env, encoding: 'utf8' });
    }

    it('comes first, so nothing is installed or built without them', () => {
      expect(index).toBe(0);
      expect(check.env).toEqual({
        NEXT_PUBLIC_SUPABASE_URL: '${{ secrets.NEXT_PUBLIC_SUPABASE_URL }}',
        NEXT_PUBLIC_SUPABASE_ANON_KEY: '${{ secrets.NEXT_PUBLIC_SUPABASE_ANON_KEY }}',
      });
    });

    it('passes when both secrets are set', () => {
      const result = runCheck({ NEXT_PUBLIC_SUPABASE_URL: 'https://ref.supabase.co', NEXT_PUBLIC_SUPABASE_ANON_KEY: 'key' });
      expect(result.stdout).toBe('');
      expect(result.status).toBe(0);
    });

    it.each([
      ['NEXT_PUBLIC_SUPABASE_URL', { NEXT_PUBLIC_SUPABASE_ANON_KEY: 'key' }],
      ['NEXT_PUBLIC_SUPABASE_ANON_KEY', { NEXT_PUBLIC_SUPABASE_URL: 'https://ref.supabase.co' }],
    ])('fails naming %s when it is empty', (missing, secrets) => {
      const result = runCheck(secrets);
      expect(result.status).toBe(1);
      expect(result.stdout).toContain(`::error::The repository secret ${missing} is empty or missing`);
      expect(result.stdout.match(/::error::/g)).toHaveLength(1);
    });

    it('fails naming both when neither is set', () => {
      const result = runCheck({});
      expect(result.status).toBe(1);
      expect(result.stdout.match(/::error::/g)).toHaveLength(2);
    });
  });
});
