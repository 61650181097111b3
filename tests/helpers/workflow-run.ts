import { readFileSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { ROOT } from '@/scripts/lib/root';

export type Step = { id?: string; name?: string; if?: string; uses?: string; run?: string; with?: Record<string, unknown>; env?: Record<string, string> };
export type Job = { needs?: string | string[]; permissions?: Record<string, string>; outputs?: Record<string, string>; environment?: { name: string; url: string }; steps: Step[] };
export type Workflow = { on: Record<string, unknown>; permissions?: Record<string, string>; jobs: Record<string, Job> };
export type Outcome = 'success' | 'failure' | 'skipped';

export const workflowFile = (name: string) => path.join(ROOT, '.github', 'workflows', name);

// `yaml` parses YAML 1.2, where the key `on` stays a string (YAML 1.1 would make it `true`).
export const readWorkflow = (name: string): Workflow => YAML.parse(readFileSync(workflowFile(name), 'utf8')) as Workflow;

/** The package scripts a step runs: `npm run x`, `npm test`, `npm start`. */
export function npmScripts(step: Step): string[] {
  return [...(step.run ?? '').matchAll(/\bnpm (?:run ([\w:-]+)|(test|start)\b)/g)].map((match) => match[1] ?? match[2]!);
}

const stepKey = (step: Step, index: number) => step.id ?? step.name ?? `step ${index + 1}`;

/**
 * What GitHub would run of a job when the steps named in `failing` fail and every other step that
 * runs passes: each step's outcome, in order. Reads the subset of expressions the workflows use; any
 * other term throws, so a new kind of condition cannot pass unread.
 */
export function playJob(job: Job, failing: string[] = []): Array<{ key: string; step: Step; outcome: Outcome }> {
  const played: Array<{ key: string; step: Step; outcome: Outcome }> = [];
  const outcomeOf = new Map<string, Outcome>();
  job.steps.forEach((step, index) => {
    const key = stepKey(step, index);
    const terms = (step.if ?? 'success()')
      .replace(/^\$\{\{\s*|\s*\}\}$/g, '')
      .split('&&')
      .map((term) => term.trim());
    // A condition without a status function is given success() by GitHub.
    if (!terms.some((term) => /^(!?cancelled|success|failure|always)\(\)$/.test(term))) terms.push('success()');
    const holds = terms.every((term) => {
      if (term === 'always()' || term === '!cancelled()') return true;
      if (term === 'success()') return played.every((earlier) => earlier.outcome !== 'failure');
      if (term === 'failure()') return played.some((earlier) => earlier.outcome === 'failure');
      const read = /^steps\.([\w-]+)\.outcome == '(success|failure|skipped)'$/.exec(term);
      if (!read) throw new Error(`${key}: condition term "${term}" is not one this reading knows`);
      if (!outcomeOf.has(read[1]!)) throw new Error(`${key}: its condition reads steps.${read[1]}, which is no earlier step's id`);
      return outcomeOf.get(read[1]!) === read[2];
    });
    const outcome: Outcome = !holds ? 'skipped' : failing.includes(key) ? 'failure' : 'success';
    if (step.id) outcomeOf.set(step.id, outcome);
    played.push({ key, step, outcome });
  });
  const unknown = failing.filter((key) => !played.some((entry) => entry.key === key));
  if (unknown.length > 0) throw new Error(`no step ${unknown.join(', ')} in the job`);
  return played;
}
