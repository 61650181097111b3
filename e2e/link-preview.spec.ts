import type { Page } from '@playwright/test';
import { PREVIEW_IMAGE, TOUCH_ICON, previewImageAlt } from '../components/link-preview/link-preview';
import en from '../lib/i18n/en';
import { profileIn } from '../lib/languages/profile-in';
import { profile } from '../tests/fixtures/profile';
import { pngSize } from '../tests/helpers/png';
import { expect, test } from './fixtures';
import { waitForGateOpen } from './lifecycle';
import { SHOWN_CHART } from '../components/bento/work/shown-slide';

/**
 * What a shared link shows: the tags scrapers read and the images they fetch, from the real
 * server. Runs at the root (desktop project) and under the sub-path (subpath project, the address
 * shape of a GitHub Pages project site, owner.github.io/portfolio/): each site is built with SITE_URL
 * set to the address it is served at, so every URL is its baseURL's.
 */
const SCRAPERS = {
  LinkedIn: 'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
  Facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  X: 'Twitterbot/1.0',
  Slack: 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
};

/** The page's own address: baseURL, which has no trailing slash at a domain's root. */
const addressOf = (baseURL: string | undefined) => new URL('./', `${baseURL!.replace(/\/$/, '')}/`).href;

const content = (page: Page, selector: string) => page.locator(selector).getAttribute('content');

test.describe('read as a scraper reads it: the HTML alone, no JavaScript, no cookies', () => {
  test.use({ javaScriptEnabled: false, userAgent: SCRAPERS.LinkedIn });

  test("the tags name the owner and the preview image by absolute URLs under the site's address", async ({ page, baseURL }) => {
    const address = addressOf(baseURL);
    await page.goto(address);
    const title = `${profile.name} · ${profile.jobTitle}`;
    const image = new URL(PREVIEW_IMAGE.path, address).href;

    expect(await content(page, 'meta[property="og:title"]')).toBe(title);
    expect(await content(page, 'meta[property="og:description"]')).toBe(`${profile.hero.headline} ${profile.hero.subtext}`);
    expect(new URL((await content(page, 'meta[property="og:url"]'))!).href).toBe(address);
    expect(await content(page, 'meta[property="og:image"]')).toBe(image);
    expect(await content(page, 'meta[property="og:image:width"]')).toBe(String(PREVIEW_IMAGE.width));
    expect(await content(page, 'meta[property="og:image:height"]')).toBe(String(PREVIEW_IMAGE.height));
    expect(await content(page, 'meta[property="og:image:type"]')).toBe('image/png');
    expect(await content(page, 'meta[property="og:image:alt"]')).toBe(previewImageAlt({ locale: 'en', messages: en, profile: profileIn('en', profile) }));
    expect(await content(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(await content(page, 'meta[name="twitter:title"]')).toBe(title);
    expect(await content(page, 'meta[name="twitter:image"]')).toBe(image);
    const touchIcon = page.locator('link[rel="apple-touch-icon"]');
    expect(await touchIcon.getAttribute('href')).toBe(new URL(TOUCH_ICON.path, address).href);
    expect(await touchIcon.getAttribute('sizes')).toBe(`${TOUCH_ICON.size}x${TOUCH_ICON.size}`);
    expect(await touchIcon.getAttribute('type')).toBe('image/png');
    // The tab's icon is the browser's own request, by path under the base path, as every asset is.
    const icon = page.locator('link[rel="icon"]');
    expect(await icon.getAttribute('href')).toBe(new URL('icon.svg', address).pathname);
    expect(await icon.getAttribute('type')).toBe('image/svg+xml');
    const person = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(person).toMatchObject({ '@type': 'Person', name: profile.name, jobTitle: profile.jobTitle, image });
  });
});

test.describe('the images, fetched as each scraper fetches them', () => {
  for (const [name, userAgent] of Object.entries(SCRAPERS)) {
    test(`${name}: the preview and the touch icon answer 200, image/png, at the sizes the tags say`, async ({ playwright, page, baseURL }) => {
      await page.goto(addressOf(baseURL));
      const images = [
        { url: (await content(page, 'meta[property="og:image"]'))!, width: PREVIEW_IMAGE.width, height: PREVIEW_IMAGE.height },
        { url: (await page.locator('link[rel="apple-touch-icon"]').getAttribute('href'))!, width: TOUCH_ICON.size, height: TOUCH_ICON.size },
      ];
      // A context of its own: nothing the browser's visit left behind goes with the request.
      const scraper = await playwright.request.newContext({ userAgent });
      try {
        for (const { url, width, height } of images) {
          const response = await scraper.get(url, { maxRedirects: 0 });
          expect(response.status(), url).toBe(200);
          expect(response.headers()['content-type'], url).toBe('image/png');
          const body = await response.body();
          expect(pngSize(body), url).toEqual({ width, height });
          expect(body.length, url).toBeLessThan(300 * 1024);
        }
      } finally {
        await scraper.dispose();
      }
    });
  }
});

test('the page itself never loads the preview image or the touch icon', async ({ page, baseURL }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(addressOf(baseURL));
  await waitForGateOpen(page);
  // Down to the foot of the page, so that every lazy part has loaded too.
  await page.locator(SHOWN_CHART).scrollIntoViewIfNeeded();
  await page.keyboard.press('End');
  await page.waitForLoadState('networkidle');

  expect(requested.length).toBeGreaterThan(5);
  expect(requested.filter((url) => url.includes(PREVIEW_IMAGE.path) || url.includes(TOUCH_ICON.path))).toEqual([]);
});
