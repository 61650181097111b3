import { writeFileSync } from 'node:fs';
import { BUILT_GRID_PROP, PRINTED_RESUME_PROP, type ServerHtmlProp } from '../../components/server-html-props';
import { serverHtmlShape, trimServerHtml } from '../lib/flight-payload';
import { hasFrameworkLoader } from '../lib/framework-scripts';
import { ShapeError } from '../lib/shape-error';
import { frameworkPages, type PostbuildStep, readPages, rewritePages } from './step';

// Temporary, until the lead's branch rewrites this file: the constant left page-lifecycle.ts.
const PRINT_TEXT_ATTRIBUTE = 'data-print-text';

/** What each server-HTML prop holds, how a page shows it, and what its row would carry if it were left. */
type Held = { what: string; short: string; page: string; shownBy: string; owner: string; carried: string };

const HELD: Record<ServerHtmlProp, Held> = {
  [BUILT_GRID_PROP]: {
    what: 'the built project grid',
    short: 'the built cards',
    page: 'a page that shows project cards',
    shownBy: 'data-testid="project-card"',
    owner: "ProjectsBlock's",
    carried: 'every card',
  },
  [PRINTED_RESUME_PROP]: {
    what: "the printed résumé's opening",
    short: 'the printed résumé',
    page: 'a page that prints a résumé',
    shownBy: `${PRINT_TEXT_ATTRIBUTE}=""`,
    owner: "PrintedResumeHtml's",
    carried: 'every role',
  },
};

function trimPage(html: string): ReturnType<typeof trimServerHtml> {
  if (hasFrameworkLoader(html)) {
    throw new ShapeError('a page as next build wrote it', 'the framework loader: the post-build has run on this export already', 'Build again (npm run build).');
  }
  const result = trimServerHtml(html);
  for (const [prop, held] of Object.entries(HELD) as [ServerHtmlProp, Held][]) {
    if (result.trimmed.includes(prop) || !html.includes(held.shownBy)) continue;
    throw new ShapeError(
      `${held.what}'s row in the payload of ${held.page}, named by ${held.owner} prop: ${serverHtmlShape(prop)}`,
      'none',
      `Next's payload or the prop's name (components/server-html-props.ts) has changed: passed on, the page's payload would carry ${held.carried} a second time.`,
    );
  }
  return result;
}

const name = 'trim-payload';

/** What the server-HTML rows hold is in the HTML, kept there by StaticHtml; with many projects or roles those rows were most of the payload. */
export const trimPayloadStep: PostbuildStep = {
  name,
  run: (dir) => {
    const pages = frameworkPages(name, readPages(dir));
    const trimmed = rewritePages(name, pages, (page) => trimPage(page.html)).filter(({ result }) => result.trimmed.length > 0);
    for (const { page, result } of trimmed) writeFileSync(page.file, result.html);
    if (trimmed.length === 0) return ['no page shows project cards or prints a résumé: no row to trim.'];
    const kib = (chars: number) => Math.round(chars / 1024);
    return trimmed.map(
      ({ page, result }) => `${page.name}: RSC payload ${kib(result.before)} KiB → ${kib(result.after)} KiB (${result.trimmed.map((prop) => HELD[prop].short).join(' and ')} are in the HTML only).`,
    );
  },
};
