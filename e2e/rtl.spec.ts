import type { Locator, Page } from '@playwright/test';
import { SHOWN_CHART, SHOWN_SLIDE } from '../components/bento/work/shown-slide';
import { RECORD_TABLES } from '../lib/content/record';
import { profile } from '../tests/fixtures/profile';
import { readContent, translationRowsIn } from './backend';
import { expect, test } from './fixtures';
import ar from './fixtures/i18n/ar';
import { untilHydrated } from './page';
import { SUBPATH_SITE_URL } from './servers';
import { DESKTOP, MOBILE } from './viewports';

/**
 * The right-to-left page of the site in three languages (.e2e/subpath, the subpath project), its
 * content all English fallbacks: the backend holds no Arabic. Every English text says so, and still
 * every block lines up with the page: its start edge, the right one, is its container's.
 */
const ARABIC = `${SUBPATH_SITE_URL}/ar/`;

// Still boxes: the reveals and the entrance move what they show.
test.use({ contextOptions: { reducedMotion: 'reduce' } });
// Each test scrolls to a dozen sections and measures them; on a loaded two-core host that took most of the default 30 s.
test.setTimeout(60_000);

async function openArabic(page: Page): Promise<void> {
  await page.goto(ARABIC);
  await untilHydrated(page);
}

/** The sections of the tables that read as records, by their Arabic headings; a table with no rows has none. */
async function recordSections(page: Page): Promise<Locator[]> {
  const sections = RECORD_TABLES.filter((table) => !table.record.ownSection).map((table) => page.getByRole('region', { name: ar.records[table.name], exact: true }));
  const shown: Locator[] = [];
  for (const section of sections) if ((await section.count()) > 0) shown.push(section);
  expect(shown.length, 'the sample content fills record sections').toBeGreaterThan(0);
  return shown;
}

/** A record: the list item its title heads. */
const recordsIn = (section: Locator) => section.getByRole('listitem').filter({ has: section.page().getByRole('heading', { level: 3 }) });

/**
 * Each "·" of the records' meta lines, checked: the line alternates part, separator, part, ..., part in
 * the DOM; on screen each separator stands left of the part before it and right of the part after it,
 * on its line (or the part is on the line before, or after).
 */
function separatorOrder(records: Element[]): { lines: number; failures: string[] } {
  const failures: string[] = [];
  const isSeparator = (element: Element) => element.getAttribute('aria-hidden') === 'true' && element.textContent?.trim() === '·';
  const lines = records.flatMap((record) => [...record.querySelectorAll('p')].filter((line) => [...line.children].some(isSeparator)));
  for (const line of lines) {
    const text = line.textContent?.trim() ?? '';
    const stray = [...line.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
    if (stray.length > 0) failures.push(`"${text}": text outside the parts: ${stray.map((node) => JSON.stringify(node.textContent)).join(', ')}`);
    const children = [...line.children];
    children.forEach((child, index) => {
      if (isSeparator(child) !== (index % 2 === 1)) failures.push(`"${text}": child ${index} ("${child.textContent}") should be ${index % 2 === 1 ? 'a separator' : 'a part'}`);
    });
    if (children.length % 2 === 0) failures.push(`"${text}": ends in a separator`);
    const onLineOf = (part: Element, separator: DOMRect) => [...part.getClientRects()].find((box) => box.width > 0 && box.top < separator.bottom && box.bottom > separator.top);
    for (let index = 1; index < children.length - 1; index += 2) {
      const separator = children[index]!.getBoundingClientRect();
      const [before, after] = [children[index - 1]!, children[index + 1]!];
      const previous = onLineOf(before, separator);
      const next = onLineOf(after, separator);
      const where = `"${text}", separator ${(index + 1) / 2}`;
      if (previous ? separator.right > previous.left + 1 : before.getBoundingClientRect().top > separator.top) failures.push(`${where}: not left of "${before.textContent}"`);
      if (next ? separator.left < next.right - 1 : after.getBoundingClientRect().bottom < separator.bottom) failures.push(`${where}: not right of "${after.textContent}"`);
    }
  }
  return { lines: lines.length, failures };
}

/**
 * Every block of text in `containers` (an element that holds lines: a paragraph, a heading, a list
 * item; a row of chips or links as one), checked on a right-to-left page: its first line starts at
 * its content box's right edge, and its box at its container's, within 1px. Hidden texts (the
 * new-tab notes, the pie's labels) hold no line.
 */
function startEdges(containers: Element[]): { blocks: number; failures: string[] } {
  const style = (element: Element) => getComputedStyle(element);
  const isInline = (element: Element) => ['inline', 'contents'].includes(style(element).display);
  const isShown = (node: Node, container: Element) => {
    for (let element = node.parentElement; element && element !== container; element = element.parentElement) {
      const { position, visibility, display } = style(element);
      if (position === 'absolute' || position === 'fixed' || visibility === 'hidden' || display === 'none') return false;
    }
    return true;
  };
  const isRow = (element: Element) => /flex/.test(style(element).display) && style(element).flexDirection.startsWith('row');
  // A text's block: its nearest ancestor that is not inline; the flex row it is an item of, where it is one.
  const blockOf = (text: Node, container: Element) => {
    let element = text.parentElement!;
    while (element !== container && isInline(element)) element = element.parentElement!;
    return element !== container && element.parentElement !== container && isRow(element.parentElement!) ? element.parentElement! : element;
  };
  const contentRight = (element: Element) => element.getBoundingClientRect().right - parseFloat(style(element).borderRightWidth) - parseFloat(style(element).paddingRight);
  const named = (element: Element) => `<${element.localName}${element.hasAttribute('lang') ? ` lang="${element.getAttribute('lang')}"` : ''}> "${(element.textContent ?? '').trim().slice(0, 40)}"`;

  const blocks = new Map<Element, { texts: Node[]; container: Element }>();
  for (const container of containers) {
    const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || !isShown(node, container)) continue;
      const block = blockOf(node, container);
      if (block !== container) blocks.set(block, { texts: [...(blocks.get(block)?.texts ?? []), node], container });
    }
  }
  const failures: string[] = [];
  for (const [block, { texts, container }] of blocks) {
    const boxes = texts.flatMap((text) => {
      const range = document.createRange();
      range.selectNodeContents(text);
      return [...range.getClientRects()];
    });
    // A row's items, a list item's dot: boxes of their own on the first line.
    for (const child of block.children) if (!isInline(child) && style(child).position !== 'absolute') boxes.push(child.getBoundingClientRect());
    const drawn = boxes.filter((box) => box.width > 0 && box.height > 0);
    if (drawn.length === 0) continue;
    const top = drawn.reduce((first, box) => (box.top < first.top ? box : first));
    const start = Math.max(...drawn.filter((box) => box.top < top.bottom && box.bottom > top.top).map((box) => box.right));
    const [own, edge, parent] = [contentRight(block), block.getBoundingClientRect().right, contentRight(block.parentElement!)];
    const where = `${named(container).slice(0, 50)} › ${named(block)}`;
    if (Math.abs(start - own) > 1) failures.push(`${where}: its first line starts at ${start.toFixed(1)}, its content box at ${own.toFixed(1)}`);
    if (Math.abs(edge - parent) > 1) failures.push(`${where}: its box ends at ${edge.toFixed(1)}, its container's content at ${parent.toFixed(1)}`);
  }
  return { blocks: blocks.size, failures };
}

test('in each record’s meta line every “·” stands between two parts, in the DOM and on screen, right to left', async ({ page }) => {
  await openArabic(page);
  let lines = 0;
  for (const section of await recordSections(page)) {
    await section.scrollIntoViewIfNeeded();
    const checked = await recordsIn(section).evaluateAll(separatorOrder);
    expect(checked.failures, await section.getByRole('heading', { level: 2 }).innerText()).toEqual([]);
    lines += checked.lines;
  }
  expect(lines, 'meta lines with a separator').toBeGreaterThan(0);
});

for (const [viewport, size] of [
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
] as const) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: size });

    test('every block of the record sections, the project cards and the shown role card starts at its container’s right edge', async ({ page }) => {
      await openArabic(page);
      // Each group measured once it is in view: its reveal lays it out as it nears the viewport.
      const groups: [string, Locator][] = [];
      for (const section of await recordSections(page)) groups.push([(await section.getByRole('heading', { level: 2 }).innerText()).trim(), recordsIn(section)]);
      groups.push(['the project cards', page.getByTestId('project-card')], ['the shown role card', page.locator(SHOWN_SLIDE).getByTestId('role-card')]);
      for (const [name, containers] of groups) {
        await containers.first().scrollIntoViewIfNeeded();
        const checked = await containers.evaluateAll(startEdges);
        expect(checked.failures, `${viewport}: ${name}`).toEqual([]);
        expect(checked.blocks, `${viewport}: blocks measured in ${name}`).toBeGreaterThan(0);
      }
    });
  });
}

test('every English text of the content and the profile carries lang="en": the project tags, the link tags, the legend and the pie’s labels', async ({ page, request }) => {
  expect(await translationRowsIn('ar'), 'the backend has no Arabic translation: every project and role text on /ar/ falls back').toBe(0);
  const resume = await (await request.get(`${SUBPATH_SITE_URL}/resume.json`)).json();
  const { projects, roles } = await readContent();
  const texts = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') {
      // Addresses and ISO dates are no language's words.
      if (value.trim() && !/^(https?:|mailto:)/.test(value) && !/^\d{4}(-\d{2}){0,2}$/.test(value)) texts.add(value.trim());
    } else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  // The build's content as the default's résumé writes it (its basics are the owner's name and networks), and the backend's.
  collect(Object.fromEntries(Object.entries(resume).filter(([section]) => !['basics', 'meta', '$schema'].includes(section))));
  collect(projects.map(({ title, tags }) => ({ title, tags })));
  collect(roles.map(({ company, timeframe, title, description, responsibilities }) => ({ company, timeframe, title, description, responsibilities })));
  const linkTags: string[] = profile.links.flatMap((link) => ('tag' in link ? [link.tag] : []));
  collect([linkTags, profile.jobTitle, profile.location, profile.about.whatIDo, profile.hero.subtext, profile.projectsIntro]);

  await openArabic(page);
  // The pie draws once its card nears the viewport and the page idles; its labels are in the DOM, hidden, from then.
  await page.locator(SHOWN_CHART).scrollIntoViewIfNeeded();
  await expect(page.locator(`${SHOWN_CHART} [data-arc]`).first()).toBeAttached({ timeout: 15_000 });
  for (const section of await recordSections(page)) await section.scrollIntoViewIfNeeded();

  const { unmarked, found } = await page.evaluate(
    ({ english, tags, shownChart }) => {
      const inEnglish = new Set(english);
      const unmarked: string[] = [];
      const found = { projectTags: 0, linkTags: 0, pieLabels: 0, legend: 0, all: 0 };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        const element = node.parentElement!;
        if (!inEnglish.has(text) || element.closest('script, style, noscript')) continue;
        found.all += 1;
        if (element.closest('[data-testid="project-tag"]')) found.projectTags += 1;
        if (element.closest('[data-arc]') && element.closest(shownChart)) found.pieLabels += 1;
        if (element.closest('[data-testid="legend-item"]')) found.legend += 1;
        if (tags.includes(text)) found.linkTags += 1;
        const lang = element.closest('[lang]')?.getAttribute('lang');
        if (lang !== 'en') unmarked.push(`"${text}" in <${element.localName}> is lang="${lang}"`);
      }
      return { unmarked, found };
    },
    { english: [...texts], tags: linkTags, shownChart: SHOWN_CHART },
  );
  expect(unmarked).toEqual([]);
  expect(found.projectTags, 'project tags').toBe(await page.getByTestId('project-tag').count());
  expect(found.pieLabels, 'the pie’s labels').toBe(await page.locator(`${SHOWN_CHART} [data-arc]`).count());
  expect(found.legend, 'legend labels').toBeGreaterThan(0);
  // In the about block and in the navbar's GitHub menu, each.
  expect(found.linkTags, 'link tags').toBeGreaterThanOrEqual(2 * linkTags.length);
});

test.describe('on a phone', () => {
  test.use({ viewport: MOBILE });

  test('the navbar shows the owner’s name whole on one line, clear of the links beside it', async ({ page }) => {
    await openArabic(page);
    const navigation = page.getByRole('navigation', { name: ar.nav.label, exact: true });
    const name = navigation.getByText(profile.name, { exact: true });
    await expect(name).toBeVisible();
    const { lines, cut, box, links } = await name.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const tops = new Set([...range.getClientRects()].filter((line) => line.width > 0).map((line) => Math.round(line.top)));
      const edges = ({ left, right }: DOMRect) => ({ left, right });
      return { lines: tops.size, cut: element.scrollWidth > element.clientWidth, box: edges(element.getBoundingClientRect()), links: edges(element.nextElementSibling!.getBoundingClientRect()) };
    });
    expect(lines, 'lines').toBe(1);
    expect(cut, 'cut short by its ellipsis').toBe(false);
    // Right to left: the name at the bar's start, on the right, the links after it.
    expect(box.right).toBeLessThanOrEqual(MOBILE.width);
    expect(links.right).toBeLessThanOrEqual(box.left);
  });
});
