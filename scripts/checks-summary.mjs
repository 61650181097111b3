// checks.yml's last step, from STEPS (`toJSON(steps)`). Plain Node, no package: it also reports a failed `npm install`.
import { appendFileSync } from 'node:fs';

const summaryFile = process.env.GITHUB_STEP_SUMMARY;
let steps;
try {
  steps = Object.entries(JSON.parse(process.env.STEPS ?? ''));
} catch {
  console.error('checks-summary: STEPS must be the job\'s steps context as JSON (`STEPS: ${{ toJSON(steps) }}`).');
  process.exit(2);
}
if (!summaryFile) {
  console.error('checks-summary: GITHUB_STEP_SUMMARY is not set: it names the file GitHub shows as the run\'s summary.');
  process.exit(2);
}

const SHOWN = { success: '✅ passed', failure: '❌ failed', cancelled: '⏹ cancelled', skipped: '⏭ not run (a step it needs failed)' };
const failed = steps.filter(([, step]) => step.outcome === 'failure').map(([id]) => id);
const lines = [
  failed.length === 0 ? '### Checks: every step passed' : `### Checks failed at: ${failed.map((id) => `\`${id}\``).join(', ')}`,
  '',
  '| step | outcome |',
  '| --- | --- |',
  ...steps.map(([id, step]) => `| \`${id}\` | ${SHOWN[step.outcome] ?? step.outcome} |`),
  '',
];
appendFileSync(summaryFile, `${lines.join('\n')}\n`);
console.log(lines[0]);
