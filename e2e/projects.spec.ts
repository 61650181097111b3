import { readContent } from './backend';
import { expect, test } from './fixtures';
import { openPage } from './page';

test.describe('projects block', () => {
  test('has a hidden "Projects Section" heading, the intro and one card per project, in id order', { tag: '@smoke' }, async ({ page }) => {
    const { projects } = await readContent();
    await openPage(page);
    const heading = page.getByRole('heading', { name: 'Projects Section', level: 2 });
    await expect(heading).toBeAttached();
    expect(await heading.evaluate((element) => element.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
    await expect(page.getByText('I keep my technical skills sharp and experiment with new tools through side projects.')).toBeVisible();
    await expect(page.getByTestId('project-title')).toHaveText(projects.map((project) => project.title));
    await expect(page.getByText('Loading projects...')).toHaveCount(0);
  });

  test('shows each card’s tags, and its Website and GitHub links only when present, in new tabs', async ({ page }) => {
    const { projects } = await readContent();
    await openPage(page);
    for (const [index, project] of projects.entries()) {
      const card = page.getByTestId('project-card').nth(index);
      await expect(card.getByTestId('project-tag')).toHaveText(project.tags);
      const links = [
        { testId: 'project-website-link', href: project.website_link, label: `Website of ${project.title} (opens in a new tab)` },
        { testId: 'project-github-link', href: project.github_link, label: `GitHub repository of ${project.title} (opens in a new tab)` },
      ];
      for (const link of links) {
        const element = card.getByTestId(link.testId);
        if (!link.href) {
          await expect(element).toHaveCount(0);
          continue;
        }
        await expect(element).toHaveAttribute('href', link.href);
        await expect(element).toHaveAttribute('target', '_blank');
        await expect(element).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(element).toHaveAccessibleName(link.label);
      }
    }
  });

  test('shows each card’s image above its title, with its alt text, as the build made it on the site’s own origin', async ({ page }) => {
    const { projects } = await readContent();
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') requests.push(request.url());
    });
    await openPage(page);
    const withImage = projects.filter((project) => project.image && (project.image_alt as string | null)?.trim());
    // The tests' content gives most projects an image (tests/fixtures/sample-content.sql).
    expect(withImage.length).toBeGreaterThan(0);
    for (const [index, project] of projects.entries()) {
      const card = page.getByTestId('project-card').nth(index);
      const image = card.getByTestId('project-image').locator('img');
      if (!withImage.includes(project)) {
        await expect(card.getByTestId('project-image')).toHaveCount(0);
        continue;
      }
      await expect(image).toHaveAttribute('alt', project.image_alt as string);
      await expect(image).toHaveAttribute('loading', 'lazy');
      for (const attribute of ['width', 'height']) await expect(image).toHaveAttribute(attribute, /^[1-9]\d*$/);
      await expect(card.getByTestId('project-image').locator('source[type="image/avif"]')).toHaveAttribute('srcset', /\/media\/[a-z0-9-]+-360\.avif 360w/);
      // Above the title, in the card's order.
      const [imageBox, titleBox] = [await image.boundingBox(), await card.getByTestId('project-title').boundingBox()];
      expect(imageBox!.y + imageBox!.height).toBeLessThanOrEqual(titleBox!.y);
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    }
    const origin = new URL(page.url()).origin;
    expect(requests.filter((url) => url.startsWith('http') && !url.startsWith(origin))).toEqual([]);
  });

  test('renders descriptions as markdown, keeping allowed link protocols', async ({ page }) => {
    await openPage(page);
    const cards = page.getByTestId('project-card');
    await expect(cards.nth(0).locator('strong')).toHaveText('checkout UX patterns');
    await expect(cards.nth(1).getByRole('link', { name: /write to me/ })).toHaveAttribute('href', 'mailto:hello@example.com');
    await expect(cards.nth(4).getByRole('link', { name: /IRC/ })).toHaveAttribute('href', 'ircs://irc.example.net/standup');
    await expect(cards.nth(4).getByRole('link', { name: /XMPP/ })).toHaveAttribute('href', 'xmpp:standup@example.com');
    const unsafe = await page.locator('a[href]').evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')!).filter((href) => !/^(https?:|mailto:|ircs?:|xmpp:|#|\/)/i.test(href)),
    );
    expect(unsafe).toEqual([]);
  });

  test('a description’s relative link leads where it does on the home page, on the page of every project too', async ({ page }) => {
    // The links in the cards that stay in the tab: the descriptions' relative and fragment links.
    const sameTabHrefs = () => page.getByTestId('project-card').locator('a:not([target])').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    await openPage(page);
    const onHome = await sameTabHrefs();
    // The sample's "Notes on Shipping" links `resume.pdf`, relative to the page that shows it.
    expect(onHome).toContain('/resume.pdf');
    await page.goto('projects/');
    expect(await sameTabHrefs()).toEqual(onHome);
  });

  test('React renders and hydrates every card: the cards the HTML holds are the ones React attached to', async ({ page }) => {
    const { projects } = await readContent();
    // Marks the cards the HTML parser made, before any script of the framework has run.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        for (const card of document.querySelectorAll('[data-testid="project-card"]')) card.setAttribute('data-parsed', '');
      }),
    );
    await openPage(page);
    // React keeps its fiber on each element it rendered or hydrated: every card, and all inside each.
    const unowned = (selector: string) =>
      page.locator(selector).evaluateAll((elements) => elements.filter((element) => !Object.keys(element).some((key) => key.startsWith('__reactFiber'))).length);
    await expect(page.getByTestId('project-card')).toHaveCount(projects.length);
    expect(await unowned('[data-testid="project-card"], [data-testid="project-card"] *')).toBe(0);
    await expect(page.locator('[data-testid="project-card"][data-parsed]')).toHaveCount(projects.length);
  });

  test('opens the first link when the card itself is clicked, and only the link when a link is', async ({ page, context }) => {
    const { projects } = await readContent();
    await openPage(page);
    // A card with a case study opens that instead, in the same tab (case-study.spec.ts).
    const noStudy = (project: { body?: string | null }) => !project.body?.trim();
    const withWebsite = projects.findIndex((project) => project.website_link && noStudy(project));
    const githubOnly = projects.findIndex((project) => !project.website_link && project.github_link && noStudy(project));
    // Nothing is served at these addresses here: the new tabs' URLs are what count.
    await context.route(/example\.com|github\.com/, (route) => route.fulfill({ body: 'ok' }));

    const cardClick = context.waitForEvent('page');
    await page.getByTestId('project-card').nth(withWebsite).getByTestId('project-title').click();
    expect((await cardClick).url()).toBe(new URL(projects[withWebsite]!.website_link!).href);

    const githubCardClick = context.waitForEvent('page');
    await page.getByTestId('project-card').nth(githubOnly).getByTestId('project-title').click();
    expect((await githubCardClick).url()).toBe(new URL(projects[githubOnly]!.github_link!).href);

    const before = context.pages().length;
    const linkClick = context.waitForEvent('page');
    // Any card's link, one with a case study too: the link alone opens, and this tab stays.
    const withGithub = projects.findIndex((project) => project.github_link);
    await page.getByTestId('project-card').nth(withGithub).getByTestId('project-github-link').click();
    expect((await linkClick).url()).toBe(new URL(projects[withGithub]!.github_link!).href);
    // The one sleep of its kind: a second tab that must not open sends no event to wait for.
    await page.waitForTimeout(500);
    expect(context.pages().length).toBe(before + 1);
  });
});
