import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { BUILT_GRID_PROP, PRINTED_RESUME_PROP } from '@/components/server-html-props';
import { BUILT_CARDS, exportedPage, GRID_ROWS, writeExport } from '@/tests/helpers/exported-page';
import { trimPayloadStep } from './trim-payload';

// Temporary, until the lead's branch rewrites this file: the constant left page-lifecycle.ts.
const PRINT_TEXT_ATTRIBUTE = 'data-print-text';

const home = exportedPage({ body: BUILT_CARDS, rows: [GRID_ROWS.slice(0, 120), GRID_ROWS.slice(120)] });
const notFound = exportedPage({ body: '<h1>404</h1>' });

let dir: string;
const page = (name: string) => readFileSync(path.join(dir, name), 'utf8');
const run = () => trimPayloadStep.run(dir);

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('trim-payload', () => {
  it("empties the built grid's row in the page that shows the cards, and leaves a page without them as it was", () => {
    dir = writeExport({ 'index.html': home, '404.html': notFound });
    expect(run()).toEqual([expect.stringMatching(/^index\.html: RSC payload \d+ KiB → \d+ KiB \(the built cards are in the HTML only\)\.$/)]);
    expect(page('index.html')).toContain('5:null');
    expect(page('index.html')).not.toContain('"title\\":\\"Second');
    expect(page('404.html')).toBe(notFound);
  });

  it("refuses a page that shows project cards when its payload names no built grid: the grid's prop renamed", () => {
    const renamed = home.replace(`\\"${BUILT_GRID_PROP}\\"`, '\\"shownGrid\\"');
    dir = writeExport({ 'index.html': renamed, '404.html': notFound });
    expect(run).toThrow(
      `[trim-payload] index.html: expected the built project grid's row in the payload of a page that shows project cards, named by ProjectsBlock's prop: "${BUILT_GRID_PROP}":"$L<row id>"; found none. ` +
        "Next's payload or the prop's name (components/server-html-props.ts) has changed: passed on, the page's payload would carry every card a second time.",
    );
    expect(page('index.html')).toBe(renamed);
  });

  it('refuses a page that prints a résumé when its payload names no printed résumé: its opening would be carried twice', () => {
    const printing = exportedPage({ body: `${BUILT_CARDS}<noscript ${PRINT_TEXT_ATTRIBUTE}=""><p>Role</p></noscript>`, rows: [GRID_ROWS] });
    dir = writeExport({ 'index.html': printing });
    expect(run).toThrow(
      `[trim-payload] index.html: expected the printed résumé's opening's row in the payload of a page that prints a résumé, named by PrintedResumeHtml's prop: "${PRINTED_RESUME_PROP}":"$L<row id>"; found none.`,
    );
    expect(page('index.html')).toBe(printing);
  });

  it('refuses every page whose payload bootstrap is renamed, naming each, and writes none', () => {
    dir = writeExport({ 'index.html': home.replaceAll('__next_f', '__next_r'), '404.html': notFound.replaceAll('__next_f', '__next_r') });
    const expected = (name: string) =>
      `[trim-payload] ${name}: expected one RSC payload bootstrap <script>(self.__next_f=self.__next_f||[]).push([0])</script> in a page that loads the framework; ` +
      'found none (an inline script starts "(self.__next_r=self.__next_r||[]).push(…" instead). A Next.js upgrade may have changed its export: passed on as it is, the page would never hydrate.';
    expect(run).toThrow([expected('404.html'), expected('index.html')].join('\n'));
    expect(page('index.html')).toBe(home.replaceAll('__next_f', '__next_r'));
  });

  it('refuses an export the post-build has rewritten already', () => {
    dir = writeExport({ 'index.html': home.replace('<script src="/portfolio/_next/static/chunks/a.js" async=""></script>', '<script id="framework-loader" data-async=""></script>') });
    expect(run).toThrow('[trim-payload] index.html: expected a page as next build wrote it; found the framework loader: the post-build has run on this export already. Build again (npm run build).');
  });
});
