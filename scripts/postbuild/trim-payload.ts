import { writeFileSync } from 'node:fs';
import { BUILT_GRID_SHAPE, trimBuiltGrid } from '../lib/flight-payload';
import { hasFrameworkLoader } from '../lib/framework-scripts';
import { ShapeError } from '../lib/shape-error';
import { frameworkPages, type PostbuildStep, readPages, rewritePages } from './step';

const BUILT_CARD = 'data-testid="project-card"';

function trimPage(html: string): ReturnType<typeof trimBuiltGrid> {
  if (hasFrameworkLoader(html)) {
    throw new ShapeError('a page as next build wrote it', 'the framework loader: the post-build has run on this export already', 'Build again (npm run build).');
  }
  const trimmed = trimBuiltGrid(html);
  if (trimmed.grid === null && html.includes(BUILT_CARD)) {
    throw new ShapeError(
      `the built project grid's row in the payload of a page that shows project cards, named by ProjectsBlock's prop: ${BUILT_GRID_SHAPE}`,
      'none',
      "Next's payload or the prop's name (components/bento/projects/built-grid.ts) has changed: passed on, the page's payload would carry every card a second time.",
    );
  }
  return trimmed;
}

const name = 'trim-payload';

/** The cards are in the HTML, kept there by StaticHtml; with many projects that row was most of the payload. */
export const trimPayloadStep: PostbuildStep = {
  name,
  run: (dir) => {
    const pages = frameworkPages(name, readPages(dir));
    const trimmed = rewritePages(name, pages, (page) => trimPage(page.html)).filter(({ result }) => result.grid !== null);
    for (const { page, result } of trimmed) writeFileSync(page.file, result.html);
    if (trimmed.length === 0) return ['no page shows project cards: no built grid to trim.'];
    const kib = (chars: number) => Math.round(chars / 1024);
    return trimmed.map(({ page, result }) => `${page.name}: RSC payload ${kib(result.before)} KiB → ${kib(result.after)} KiB (the built cards are in the HTML only).`);
  },
};
