import { readFileSync } from 'node:fs';
import path from 'node:path';
import { exportedFiles } from '../lib/export-files';
import { loadsFramework } from '../lib/framework-scripts';
import { ShapeError } from '../lib/shape-error';

export type PostbuildStep = { name: string; run: (dir: string) => string[] };

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

export function readPages(dir: string): ExportPage[] {
  return exportedFiles(dir, /\.html$/).map((file) => ({ file, name: path.relative(dir, file).split(path.sep).join('/'), html: readFileSync(file, 'utf8') }));
}

/** The site's own page is always one: an export where it is not has changed past knowing. */
export function frameworkPages(step: string, pages: ExportPage[]): ExportPage[] {
  const index = pages.find((page) => page.name === 'index.html');
  if (!index || !loadsFramework(index.html)) {
    const expected = "the site's page, loading the framework (the app's page gate, and Next's script tags)";
    const error = new ShapeError(expected, index ? 'neither' : 'no such page', 'The export has changed in a way no step knows: nothing would be rewritten.');
    throw new StepError(step, [{ page: 'index.html', message: error.message }]);
  }
  return pages.filter((page) => loadsFramework(page.html));
}

/** Nothing is written until every page has passed; the error names every page that did not. */
export function rewritePages<T>(step: string, pages: ExportPage[], rewrite: (page: ExportPage) => T): Array<{ page: ExportPage; result: T }> {
  const done: Array<{ page: ExportPage; result: T }> = [];
  const problems: Problem[] = [];
  for (const page of pages) {
    try {
      done.push({ page, result: rewrite(page) });
    } catch (error) {
      problems.push({ page: page.name, message: error instanceof Error ? error.message : String(error) });
    }
  }
  if (problems.length > 0) throw new StepError(step, problems);
  return done;
}
