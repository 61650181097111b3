import { appendFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { SHOWN_SLIDE } from '@/components/bento/work/shown-slide';
import { CHROMIUM_ARGS, findChromium } from '@/scripts/lib/chromium';
import { freePort, serveExport, type Started } from '@/scripts/lib/processes';
import { copyProject, removeCopy, runBuild } from '@/tests/helpers/project-copy';
import { seedIn } from '@/tests/helpers/sample-content';

/**
 * A React developer's first edit: an event handler and a piece of state on the project card and on the
 * role card, as they would write them, in a copy of the project. Built on the embedded default with the
 * sample's projects and with 1,000 more, each must work after hydration on the first card and on the
 * last (rendered once the visitor has scrolled to it), and on the role shown.
 */
jest.setTimeout(900_000);

const SAMPLE_PROJECTS = 6;
const MORE_PROJECTS = 1000;

/** The copy's files are hard links to the working tree's: unlink before writing. */
function edit(dir: string, file: string, from: string, to: string): void {
  const target = path.join(dir, file);
  const source = readFileSync(target, 'utf8');
  if (!source.includes(from)) throw new Error(`${file} no longer holds ${JSON.stringify(from)}: update this test's edit to the component.`);
  rmSync(target);
  writeFileSync(target, source.replace(from, to));
}

/** A hover count in state, and a line in the console, on the component's outermost element. */
function addOwnersHandler(dir: string, file: string, { react, withState, after, element, name }: Record<'react' | 'withState' | 'after' | 'element' | 'name', string>): void {
  edit(dir, file, react, withState);
  edit(dir, file, after, `${after}\n  const [hovers, setHovers] = useState(0);`);
  edit(dir, file, element, `${element.split(' ')[0]} data-owner-hovers={hovers} onMouseEnter={() => { setHovers((count) => count + 1); console.log(\`owner: ${name}\`); }} ${element.split(' ').slice(1).join(' ')}`);
}

function makeOwnersEdits(dir: string): void {
  addOwnersHandler(dir, 'components/bento/projects/project-card.tsx', {
    react: "import { useRef, type MouseEvent, type ReactNode } from 'react';",
    withState: "import { useRef, useState, type MouseEvent, type ReactNode } from 'react';",
    after: '  const url = firstLink(project);',
    element: '<article className={styles.card}',
    name: 'card ${project.id}',
  });
  addOwnersHandler(dir, 'components/bento/work/role-card.tsx', {
    react: "import { memo } from 'react';",
    withState: "import { memo, useState } from 'react';",
    after: '  const companyId = `role-${role.id}-company`;',
    element: '<section className={styles.card}',
    name: 'role ${role.id}',
  });
}

function addProjects(dir: string, count: number): void {
  const seed = seedIn(dir);
  const source = readFileSync(seed, 'utf8');
  rmSync(seed);
  writeFileSync(seed, source);
  appendFileSync(
    seed,
    `\ninsert into public.projects (title, short_description, website_link, github_link, tags)
select 'Owner project ' || n, 'Made **by hand**, number ' || n, 'https://example.com/' || n, '', array['Tag']
from generate_series(1, ${count}) as n;\n`,
  );
}

let dir: string;
let browser: Browser;
const servers: Started[] = [];

beforeAll(async () => {
  dir = copyProject('owner-react');
  makeOwnersEdits(dir);
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  for (const server of servers) server.kill('SIGTERM');
  if (dir) removeCopy(dir);
});

async function buildAndServe(name: string): Promise<string> {
  const exportDir = path.join(dir, name);
  const port = await freePort();
  const site = `http://127.0.0.1:${port}`;
  const built = await runBuild(dir, { NEXT_EXPORT_DIR: name, SITE_URL: site }, 600_000);
  if (built.code !== 0) throw new Error(`npm run build failed (${built.code}):\n${built.output}`);
  servers.push(await serveExport(exportDir, port));
  return site;
}

/** Tries `check` until it holds; Jest has no expect.poll. */
async function until(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  for (const started = Date.now(); !(await check()); await new Promise((resolve) => setTimeout(resolve, 250))) {
    if (Date.now() - started > timeoutMs) throw new Error(`Not within ${timeoutMs / 1000} s: ${what}`);
  }
}

/** Hovers until the owner's handler has run: a hover before hydration reaches no handler, and is tried again. */
async function hoverUntilHeard(page: Page, selector: string, message: string, logs: string[]): Promise<void> {
  const target = page.locator(selector);
  await target.scrollIntoViewIfNeeded();
  await until(
    async () => {
      await page.mouse.move(0, 0);
      await target.hover();
      return logs.includes(message);
    },
    60_000,
    `the owner's onMouseEnter on ${selector} logs "${message}"`,
  );
  // The owner's state rendered: the attribute React writes from it.
  expect(Number(await target.getAttribute('data-owner-hovers'))).toBeGreaterThan(0);
}

async function scrollToTheEnd(page: Page, count: number): Promise<void> {
  await until(
    async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      return (await page.getByTestId('project-card').count()) === count;
    },
    120_000,
    `all ${count} cards rendered once scrolled to the end`,
  );
}

async function checkOwnerEdits(site: string, projects: number): Promise<void> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const logs: string[] = [];
  page.on('console', (message) => logs.push(message.text()));
  await page.goto(`${site}/`);
  await hoverUntilHeard(page, '[data-testid="project-card"] >> nth=0', 'owner: card 1', logs);
  await hoverUntilHeard(page, `${SHOWN_SLIDE} [data-testid="role-card"]`, 'owner: role 1', logs);
  await scrollToTheEnd(page, projects);
  await hoverUntilHeard(page, `[data-testid="project-card"] >> nth=${projects - 1}`, `owner: card ${projects}`, logs);
  // Every card on the page is one React rendered: the owner's attribute is on each.
  expect(await page.locator('[data-testid="project-card"]:not([data-owner-hovers])').count()).toBe(0);
  await page.close();
}

type Printed = { cards: number; last: string };

/**
 * Printed right after hydration, before the page has idled, the page holds every card: read as the
 * print lays it out, after the grid's own beforeprint handler (hydration added it first).
 */
async function checkPrint(site: string, projects: number): Promise<void> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const logs: string[] = [];
  page.on('console', (message) => logs.push(message.text()));
  await page.goto(`${site}/`);
  await hoverUntilHeard(page, '[data-testid="project-card"] >> nth=0', 'owner: card 1', logs);
  await page.evaluate(() => {
    const record = () => {
      const cards = [...document.querySelectorAll('[data-testid="project-card"]')];
      (window as unknown as { printed: Printed }).printed = { cards: cards.length, last: cards.at(-1)?.textContent ?? '' };
    };
    window.addEventListener('beforeprint', record, { once: true });
  });
  expect(await page.getByTestId('project-card').count()).toBeLessThan(projects);
  await page.pdf({ format: 'A4' });
  const printed = await page.evaluate(() => (window as unknown as { printed?: Printed }).printed);
  expect(printed?.cards).toBe(projects);
  expect(printed?.last).toContain(`Owner project ${MORE_PROJECTS}`);
  expect(printed?.last).toContain(`number ${MORE_PROJECTS}`);
  await page.close();
}

describe("an owner's React code on the cards", () => {
  it(`runs on the first and the last project card and on the role, with the sample's ${SAMPLE_PROJECTS} projects`, async () => {
    await checkOwnerEdits(await buildAndServe('.owner-sample'), SAMPLE_PROJECTS);
  });

  it(`runs on the first and the last project card and on the role, with ${SAMPLE_PROJECTS + MORE_PROJECTS} projects; and a print right after hydration holds every card`, async () => {
    addProjects(dir, MORE_PROJECTS);
    const site = await buildAndServe('.owner-scale');
    await checkOwnerEdits(site, SAMPLE_PROJECTS + MORE_PROJECTS);
    await checkPrint(site, SAMPLE_PROJECTS + MORE_PROJECTS);
  });
});
