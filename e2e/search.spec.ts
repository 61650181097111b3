import { profile } from '../tests/fixtures/profile';
import { expect, test } from './fixtures';

// Each e2e site is built with SITE_URL set to where it is served: the project's baseURL.
const addressOf = (baseURL: string | undefined) => new URL('/', baseURL).href;

test.describe('search and sharing', () => {
  test('has a title, description, canonical URL, Open Graph and a JSON-LD Person', async ({ page, baseURL }) => {
    const address = addressOf(baseURL);
    await page.goto('/');
    await expect(page).toHaveTitle(`${profile.name} · ${profile.jobTitle}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(profile.hero.headline.replace('.', '\\.')));
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical!).href).toBe(address);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `${profile.name} · ${profile.jobTitle}`);
    const ogUrl = await page.locator('meta[property="og:url"]').getAttribute('content');
    expect(new URL(ogUrl!).href).toBe(address);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'Person', name: profile.name, jobTitle: profile.jobTitle });
    expect(jsonLd.sameAs).toEqual(profile.links.map((link) => link.url));
  });

  test('serves robots.txt, sitemap.xml and a favicon', async ({ request, page, baseURL }) => {
    const address = addressOf(baseURL);
    const robots = await request.get('/robots.txt');
    expect(robots.ok()).toBe(true);
    expect(await robots.text()).toContain(`Sitemap: ${address}sitemap.xml`);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.ok()).toBe(true);
    expect(await sitemap.text()).toContain(`<loc>${address}</loc>`);
    await page.goto('/');
    const icon = await page.locator('link[rel="icon"]').first().getAttribute('href');
    expect((await request.get(icon!)).ok()).toBe(true);
  });
});
