import type { FullConfig, FullResult, Reporter, Suite, TestCase, TestError, TestResult } from '@playwright/test/reporter';
import { liveTarget } from '../lib/config';

/** In GitHub Actions each failure is also an annotation, so the run's page (and its e-mail) names the check. */
const MAX_PROBLEM_LINES = 15;

const plain = (text: string) => text.replace(/\u001b\[[\d;]*m/g, '');

function problemLines(errors: TestError[]): string[] {
  const lines = errors
    .flatMap((error) => plain(error.message ?? error.value ?? 'failed').replace(/^Error: /, '').split('\n'))
    // The problems, not the stack frames of an error that stopped a check.
    .filter((line) => line.trim() && !/^\s+at /.test(line));
  if (lines.length <= MAX_PROBLEM_LINES) return lines;
  return [...lines.slice(0, MAX_PROBLEM_LINES), `… and ${lines.length - MAX_PROBLEM_LINES} more`];
}

export default class LiveReport implements Reporter {
  private passed = 0;
  private failed: Array<{ name: string; problems: string[] }> = [];
  private notRun = 0;

  printsToStdio(): boolean {
    return true;
  }

  onBegin(config: FullConfig, suite: Suite): void {
    const target = liveTarget();
    const chromium = config.projects[0]?.use.launchOptions?.executablePath ?? 'Playwright’s own';
    console.log(`Live checks of ${target.url}${target.siteUrl === target.url ? '' : ` (a copy of ${target.siteUrl})`}`);
    console.log(
      target.backend
        ? `  content: compared with Supabase at ${target.backend.url} (read-only, the data layer's own queries)`
        : '  content: NOT compared (no NEXT_PUBLIC_SUPABASE_URL and NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY): structure only',
    );
    console.log(`  build id: ${target.expectedBuildId ?? 'none expected'}; Chromium: ${chromium}; ${suite.allTests().length} checks\n`);
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const name = `[${test.parent.project()?.name}] ${test.title}`;
    const notes = result.annotations.filter((annotation) => annotation.type === 'note').map((annotation) => `      · ${annotation.description}`);
    if (result.status === 'passed') {
      this.passed++;
      console.log([`  ✓ ${name}`, ...notes].join('\n'));
    } else if (result.status === 'skipped') {
      this.notRun++;
      console.log(`  - ${name}\n      not run: a check it depends on failed`);
    } else {
      const problems = result.status === 'timedOut' && result.errors.length === 0 ? ['timed out'] : problemLines(result.errors);
      this.failed.push({ name, problems });
      console.log([`  ✘ ${name}`, ...problems.map((line) => `      ${line}`), ...notes].join('\n'));
    }
  }

  onError(error: TestError): void {
    // Outside any check: the configuration or a file that failed to load.
    this.failed.push({ name: 'the live checks themselves', problems: problemLines([error]) });
    console.log(`  ✘ ${problemLines([error]).join('\n      ')}`);
  }

  onEnd(result: FullResult): void {
    const total = this.passed + this.failed.length + this.notRun;
    if (this.failed.length === 0 && result.status === 'passed') {
      console.log(`\nLive checks passed: ${this.passed} of ${total}${liveTarget().backend ? '' : ' (structure only: content not compared)'}.`);
      return;
    }
    console.log(`\nLive checks FAILED: ${this.failed.length} failed, ${this.passed} passed, ${this.notRun} not run (status: ${result.status}).`);
    for (const failure of this.failed) console.log(`  ✘ ${failure.name}: ${failure.problems[0] ?? ''}${failure.problems.length > 1 ? ` (+${failure.problems.length - 1} more)` : ''}`);
    if (process.env.GITHUB_ACTIONS) {
      // A newline would end a workflow command; a property also ends at a colon or a comma.
      const escape = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
      const property = (text: string) => escape(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
      for (const failure of this.failed) console.log(`::error title=${property(`Live check failed: ${failure.name}`)}::${escape(failure.problems.join('\n'))}`);
    }
  }
}
