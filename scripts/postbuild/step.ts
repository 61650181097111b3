import { readFileSync } from 'node:fs';
import path from 'node:path';
import { exportedFiles } from '../lib/export-files';
import { loadsFramework } from '../lib/framework-scripts';
import { ShapeError } from '../lib/shape-error';
import { wayOut } from './first-paint-mode';

/** `firstPaint`: the step rewrites Next's framework for the first paint, and FIRST_PAINT=framework skips it. */
export type PostbuildStep = { name: string; firstPaint: boolean; run: (dir: string) => string[] | Promise<string[]> };

export type ExportPage = { file: string; name: string; html: string };

type Problem = { page?: string; message: string };

export class StepError extends Error {
  constructor(
    readonly step: string,
    problems: Problem[],
  ) {
    super(problems.map(({ page, message }) => `[${step}] ${page ? `${page}: ` : ''}${message}`).join('\n'));
    this.name = 'StepError';
  }
}

/** A shape the step does not know, in a step the switch skips, names the switch as the way out. */
function problem(step: PostbuildStep, page: string, error: unknown): Problem {
  const message = error instanceof Error ? error.message : String(error);
  return { page, message: error instanceof ShapeError && step.firstPaint ? `${message} ${wayOut(step.name)}` : message };
}

export function readPages(dir: string): ExportPage[] {
  return exportedFiles(dir, /\.html$/).map((file) => ({ file, name: path.relative(dir, file).split(path.sep).join('/'), html: readFileSync(file, 'utf8') }));
}

/** The site's own page is always one: an export where it is not has changed past knowing. */
export function frameworkPages(step: PostbuildStep, pages: ExportPage[]): ExportPage[] {
  const index = pages.find((page) => page.name === 'index.html');
  if (!index || !loadsFramework(index.html)) {
    const expected = "the site's page, loading the framework (the app's page gate, and Next's script tags)";
    const error = new ShapeError(expected, index ? 'neither' : 'no such page', 'The export has changed in a way no step knows: nothing would be rewritten.');
    throw new StepError(step.name, [problem(step, 'index.html', error)]);
  }
  return pages.filter((page) => loadsFramework(page.html));
}

/** Nothing is written until every page has passed; the error names every page that did not. */
export function rewritePages<T>(step: PostbuildStep, pages: ExportPage[], rewrite: (page: ExportPage) => T): Array<{ page: ExportPage; result: T }> {
  const done: Array<{ page: ExportPage; result: T }> = [];
  const problems: Problem[] = [];
  for (const page of pages) {
    try {
      done.push({ page, result: rewrite(page) });
    } catch (error) {
      problems.push(problem(step, page.name, error));
    }
  }
  if (problems.length > 0) throw new StepError(step.name, problems);
  return done;
}
