import { startIndex } from '../components/bento/work/carousel-index';
import type { Project, Role } from '../lib/content/types';
import type { ShownProject, Visit } from './visit';

/** Each returns the differences as sentences naming the project or role. */

const quote = (text: string) => `"${text}"`;
const list = (items: string[]) => (items.length ? items.map(quote).join(', ') : 'none');

export function projectProblems(expected: Project[], shown: ShownProject[]): string[] {
  const problems: string[] = [];
  // Each card is matched to one project of its title, in order, so two of a title both count.
  const unmatched = [...shown.keys()];
  const pairs: Array<[Project, ShownProject]> = [];
  for (const [index, project] of expected.entries()) {
    const at = unmatched.findIndex((card) => shown[card]!.title === project.title);
    if (at === -1) {
      problems.push(`project ${index + 1} of ${expected.length}, ${quote(project.title)} (id ${project.id}): not on the page`);
      continue;
    }
    pairs.push([project, shown[unmatched[at]!]!]);
    unmatched.splice(at, 1);
  }
  for (const card of unmatched) problems.push(`card ${card + 1} of ${shown.length}, ${quote(shown[card]!.title)}: not in Supabase`);

  const expectedOrder = pairs.map(([project]) => project.title);
  const shownOrder = shown.filter((card) => pairs.some(([, paired]) => paired === card)).map((card) => card.title);
  if (expectedOrder.join('\n') !== shownOrder.join('\n')) problems.push(`order: the page shows ${list(shownOrder)}; Supabase's order is ${list(expectedOrder)}`);

  for (const [project, card] of pairs) {
    const name = `${quote(project.title)} (id ${project.id})`;
    if (card.tags.join('\n') !== project.tags.join('\n')) problems.push(`${name}: tags ${list(card.tags)}; expected ${list(project.tags)}`);
    for (const [label, want, got] of [
      ['Website link', project.websiteLink, card.websiteLink],
      ['GitHub link', project.githubLink, card.githubLink],
    ] as const) {
      if (want !== got) problems.push(`${name}: ${label} ${got || 'none'}; expected ${want || 'none'}`);
    }
  }
  return problems;
}

/** By position: two roles may be at one company. */
export function roleProblems(expected: Role[], carousel: Visit['carousel']): string[] {
  const problems: string[] = [];
  const shownTotal = Number(/ of (\d+)$/.exec(carousel.labels[0] ?? '')?.[1] ?? 0);
  if (shownTotal !== expected.length) problems.push(`the carousel has ${shownTotal} roles; Supabase has ${expected.length}`);
  if (expected.length === 0) return problems;

  const start = startIndex(expected);
  const order = expected.map((_, step) => expected[(start + step) % expected.length]!);
  order.forEach((role, step) => {
    const shown = carousel.companies[step];
    const want = `${quote(role.company)} (id ${role.id}${step === 0 ? ': the role with id 1, else the first' : ''})`;
    if (shown === undefined) {
      problems.push(`slide ${step + 1}: never reached (the walk stopped at slide ${carousel.companies.length}); expected ${want}`);
    } else if (shown !== role.company) {
      problems.push(`slide ${step + 1}: shows ${shown ? quote(shown) : 'no company'}; expected ${want}`);
    }
  });
  for (const [step, company] of carousel.companies.entries()) {
    if (step >= order.length) problems.push(`slide ${step + 1}: shows ${quote(company)}, beyond Supabase's ${order.length} roles`);
  }
  if (carousel.wrapped === false) problems.push('"Next role" on the last role did not wrap to the first');
  return problems;
}

export function carouselStructureProblems(carousel: Visit['carousel']): string[] {
  const problems: string[] = [];
  const [, first = 0, total = 0] = (/^(\d+) of (\d+)$/.exec(carousel.labels[0] ?? '') ?? []).map(Number);
  const wanted = Array.from({ length: total }, (_, step) => `${((first - 1 + step) % total) + 1} of ${total}`);
  if (carousel.labels.join('\n') !== wanted.join('\n')) problems.push(`slides ${list(carousel.labels)}; expected ${list(wanted)}`);
  carousel.companies.forEach((company, index) => {
    if (!company) problems.push(`slide ${carousel.labels[index]} names no company`);
  });
  if (carousel.wrapped === false) problems.push('"Next role" on the last role did not wrap to the first');
  return problems;
}
