import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '@/scripts/lib/chromium';
import { readServedProjects } from './visit';

const origin = 'http://site.test';
const card = (title: string) => `<article data-testid="project-card"><h3 data-testid="project-title">${title}</h3></article>`;
const link = '<noscript><p><a data-testid="every-project-link" href="/projects/">All 3 projects</a></p></noscript>';

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
});
afterAll(() => browser?.close());

/** The page as a visitor without JavaScript reads it, from `pages` by path. */
async function served(pages: Record<string, string>): Promise<Page> {
  const page = await browser.newPage({ javaScriptEnabled: false });
  await page.route(`${origin}/**`, (route) => {
    const html = pages[new URL(route.request().url()).pathname];
    return html === undefined ? route.fulfill({ status: 404 }) : route.fulfill({ contentType: 'text/html', body: `<!doctype html><body>${html}</body>` });
  });
  await page.goto(`${origin}/`);
  return page;
}

describe('the cards a visitor without JavaScript gets', () => {
  it("are the HTML's own when it holds every card", async () => {
    const page = await served({ '/': card('One') + card('Two') });
    expect((await readServedProjects(page)).map((project) => project.title)).toEqual(['One', 'Two']);
    expect(page.url()).toBe(`${origin}/`);
  });

  it('are those of the page of every project when the HTML links to it past its own', async () => {
    const page = await served({ '/': card('One') + card('Two') + link, '/projects/': card('One') + card('Two') + card('Three') });
    expect((await readServedProjects(page)).map((project) => project.title)).toEqual(['One', 'Two', 'Three']);
    expect(page.url()).toBe(`${origin}/projects/`);
  });
});
