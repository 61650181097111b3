import { test } from '@playwright/test';
import { startIndex } from '../components/bento/work/carousel-index';
import { carouselStructureProblems, projectProblems, roleProblems } from './compare';
import { readLiveContent } from './content';
import { liveTarget } from '../lib/config';
import { loadVisit } from './visit-file';
import { STEP, type Visit } from './visit';
import { note } from './live-test';

/** Each judges the visit its project recorded (visit.ts), listing every problem found and where. */
const target = liveTarget();

let visit: Visit;
test.beforeAll(({}, testInfo) => {
  visit = loadVisit(testInfo);
});

function expectNone(problems: (visit: Visit) => string[]): void {
  const found = visit.loadError ? [`the page did not load: ${visit.loadError}`] : problems(visit);
  if (found.length > 0) throw new Error([...new Set(found)].join('\n'));
}


function inBoth(served: string[], afterScripts: string[]): string[] {
  return [...new Set([...served, ...afterScripts])].map((problem) => {
    const where = served.includes(problem) ? (afterScripts.includes(problem) ? 'in the HTML as served and after the scripts ran' : 'in the HTML as served') : 'after the scripts ran';
    return `${problem} (${where})`;
  });
}

test('the page answers 200, the gate opens and the page is at the top (also on a reload from further down)', () => {
  expectNone(({ status, gate }) => [
    ...(status === 200 ? [] : [`${target.url} answered HTTP ${status}`]),
    ...(!gate?.opened ? ['no performance mark "gate-open": the gate never opened'] : []),
    ...(gate?.closedClassLeft ? ['<html> still has the class "gate-closed"'] : []),
    ...(gate && gate.scrollY !== 0 ? [`scrolled to ${gate.scrollY} px when the gate opened, not the top`] : []),
    ...(gate?.scrollYAfterReload ? [`reloaded from further down, scrolled to ${gate.scrollYAfterReload} px when the gate opened, not the top`] : []),
  ]);
});

test(`every request under ${target.url} succeeds`, () => {
  expectNone(({ failedRequests }) => failedRequests);
});

test('both fonts apply: the sans and the light serif', () => {
  expectNone(({ fonts }) => {
    if (!fonts) return ['the fonts could not be read'];
    return (
      [
        ['sans', fonts.sans, '--font-sans', 400],
        ['light serif', fonts.serif, '--font-serif', 300],
      ] as const
    ).flatMap(([name, font, variable, weight]) => {
      if (!font.family) return [`the ${name}: ${variable} is not set on <html>`];
      const problems = [];
      if (!font.loaded) problems.push(`the ${name} "${font.family}" (weight ${weight}) did not load (document.fonts)`);
      if (!font.usedBy) problems.push(`no element is set in the ${name} "${font.family}" at weight ${weight}`);
      if (problems.length === 0) note(`the ${name} "${font.family}" on ${font.usedBy}`);
      return problems;
    });
  });
});

test('no console error', () => {
  expectNone(({ consoleErrors }) => consoleErrors);
});

test('the CSP is present, and the visit (GitHub menu, carousel, chart) violates it nowhere', () => {
  expectNone(({ served, cspHeader, violations, steps }) => {
    note(cspHeader ? 'meta tag and header' : 'meta tag; the host sends no CSP header');
    return [
      ...(served?.cspMeta ? [] : ['no <meta http-equiv="Content-Security-Policy"> in the HTML as served']),
      ...(cspHeader !== null && !cspHeader.trim() ? ['the Content-Security-Policy header is empty'] : []),
      ...violations.map((violation) => `violation of ${violation.directive}: ${violation.blocked || '(inline)'}`),
      ...steps.filter((step) => step.problem).map((step) => `the visit could not ${step.name}: ${step.problem}`),
    ];
  });
});

test('axe finds no violation (WCAG 2.2 A/AA and best practice), menu closed and open', () => {
  expectNone(({ axe, steps }) => [
    ...(['menu closed', 'menu open'] as const)
      .filter((when) => !axe.some((run) => run.when === when))
      .map((when) => {
        const step = steps.find((candidate) => candidate.name === (when === 'menu closed' ? STEP.axe : STEP.menu));
        return `axe did not run with the ${when}: the visit could not ${step?.name}: ${step?.problem}`;
      }),
    ...axe.flatMap((run) => run.violations.map((violation) => `${run.when}: ${violation.id} at ${violation.nodes.join(', ')}`)),
  ]);
});

test('no "Loading ..." text once the gate is open', () => {
  expectNone(({ served, loadingTexts }) => [
    ...(served?.loadingTexts ?? []).map((text) => `the HTML as served shows "${text}"`),
    ...loadingTexts.map((text) => `the page shows "${text}" after the gate opened`),
  ]);
});

if (target.backend) {
  const backend = target.backend;
  const content = readLiveContent(backend);
  // Settled here, so a failed read is reported by the checks that need it, not as an unhandled rejection.
  content.catch(() => {});

  test('projects: every title, its tags and links, in Supabase order', async () => {
    const { projects } = await content;
    expectNone((shown) => inBoth(projectProblems(projects, shown.served?.projects ?? []), projectProblems(projects, shown.projects)));
    note(`${projects.length} projects from ${backend.url}`);
  });

  test('roles: every company in the carousel, from the first by the spec (id 1, else the first)', async () => {
    const { roles } = await content;
    expectNone((shown) => {
      const first = roles[startIndex(roles)];
      const served = shown.served?.firstCompany ?? null;
      return [
        ...(first && served !== first.company ? [`the HTML as served shows ${served ? `"${served}"` : 'no role'} first; expected "${first.company}" (id ${first.id})`] : []),
        ...roleProblems(roles, shown.carousel),
      ];
    });
    note(`${roles.length} roles from ${backend.url}`);
  });
} else {
  test('projects: each card has a title (structure only: no Supabase variables, content not compared)', () => {
    expectNone(({ projects, served }) => {
      const titles = (cards: typeof projects) => cards.map((card) => `"${card.title}"`).join(', ');
      return [
        ...projects.flatMap((card, index) => (card.title ? [] : [`card ${index + 1} has no title`])),
        // React re-renders HTML that does not match the page's data: a difference means the HTML is not what was built.
        ...(served && titles(served.projects) !== titles(projects) ? [`the HTML as served has the cards ${titles(served.projects)}; after the scripts ran, ${titles(projects)}`] : []),
      ];
    });
    note(`${visit.projects.length} project cards`);
  });

  test('roles: the carousel shows every slide once and wraps (structure only: content not compared)', () => {
    expectNone(({ carousel }) => carouselStructureProblems(carousel));
    note(`${visit.carousel.labels.length} roles`);
  });
}
