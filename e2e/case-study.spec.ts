import { projectSlugs } from '../lib/content/project-slugs';
import { axeViolations } from './axe';
import { readContent } from './backend';
import { expect, test } from './fixtures';
import { openPage, untilHydrated } from './page';

/** The first project with a case study, its card's index and its page's slug, as the build makes them from the backend's rows. */
async function firstCaseStudy() {
  const { projects } = await readContent();
  const rows = projects.map((row) => ({ id: row.id as number, title: row.title as string, body: (row.body as string | null) ?? '', slug: (row.slug as string | null) ?? '' }));
  const { slugs } = projectSlugs(rows, ['en']);
  const index = rows.findIndex((row) => slugs.has(row.id));
  // The tests' own content has one (tests/fixtures/sample-content.sql): without it these tests would prove nothing.
  expect(index, 'the tests’ content has a project with a case study').toBeGreaterThanOrEqual(0);
  const project = rows[index]!;
  return { index, title: project.title, path: `/projects/${slugs.get(project.id)}/` };
}

test.describe('case study', () => {
  test("opens from the card's own click, in the same tab", async ({ page, context }) => {
    const study = await firstCaseStudy();
    await openPage(page);
    const card = page.getByTestId('project-card').nth(study.index);
    let popups = 0;
    context.on('page', () => popups++);
    // The card's corner: the tags may lie over the title, and the description holds links of its own.
    await card.click({ position: { x: 4, y: 4 } });
    await expect(page).toHaveURL(new RegExp(`${study.path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(study.title);
    expect(popups).toBe(0);
  });

  test('shows at once, with no spinner gate: its image asked for first and sized, its body images sized and lazy', async ({ page }) => {
    const study = await firstCaseStudy();
    // Stalled scripts hold the portfolio behind its gate; a case study waits for none.
    await page.route('**/_next/static/**/*.js', () => {});
    await page.goto(study.path, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).not.toHaveClass(/gate-closed/);
    await expect(page.getByRole('status')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const image = page.getByTestId('project-image').first().locator('img');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(await image.getAttribute('loading')).toBeNull();
    for (const attribute of ['width', 'height', 'alt']) await expect(image).toHaveAttribute(attribute, /./);
    // The tests' case study shows an image from the bucket in its body.
    const bodyImages = page.getByTestId('case-study-body').locator('img');
    expect(await bodyImages.count()).toBeGreaterThan(0);
    for (const bodyImage of await bodyImages.all()) {
      await expect(bodyImage).toHaveAttribute('loading', 'lazy');
      for (const attribute of ['width', 'height']) await expect(bodyImage).toHaveAttribute(attribute, /^[1-9]\d*$/);
    }
    // Its code blocks scroll inside the column: the page is never wider than a phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  });

  test('has its own title, canonical address and CreativeWork, hydrates after its first paint, and passes axe', async ({ page }) => {
    const study = await firstCaseStudy();
    await page.goto(study.path);
    // Without the gate, the framework's loader still starts once the page has painted.
    await untilHydrated(page);
    await expect(page).toHaveTitle(new RegExp(`^${study.title} · `));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${study.path}$`));
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.map((text) => JSON.parse(text) as { '@type': string; name?: string })).toContainEqual(expect.objectContaining({ '@type': 'CreativeWork', name: study.title }));
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('case study without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('is reached by the card\'s "Case study" link, and links back to the portfolio', async ({ page }) => {
    const study = await firstCaseStudy();
    await page.goto('/');
    const link = page.getByTestId('project-card').nth(study.index).getByRole('link', { name: `Case study: ${study.title}` });
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${study.path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(study.title);
    await expect(page.getByTestId('case-study-body')).toBeVisible();
    await page.getByTestId('case-study-home').click();
    await expect(page).toHaveURL(/\/$/);
  });
});
