import { test, type APIRequestContext } from '@playwright/test';
import { linkHref, metaContent } from './html';
import { liveTarget } from '../lib/config';
import { sameAddress, servedAddress } from './target';

/** What crawlers and link previews read: the site's address (LIVE_SITE_URL for a copy served elsewhere). */
const target = liveTarget();
const note = (description: string) => test.info().annotations.push({ type: 'note', description });

async function fetchText(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url, { failOnStatusCode: false });
  if (response.status() !== 200) throw new Error(`${url} answered HTTP ${response.status()}`);
  return response.text();
}

test(`the canonical link names ${target.siteUrl}`, async ({ request }) => {
  const canonical = linkHref(await fetchText(request, target.url), 'canonical');
  if (!canonical) throw new Error(`${target.url} has no <link rel="canonical">`);
  if (!sameAddress(canonical, target.siteUrl)) throw new Error(`${target.url}: canonical is ${canonical}; expected ${target.siteUrl}`);
});

test(`robots.txt names the sitemap at ${target.siteUrl}sitemap.xml`, async ({ request }) => {
  const url = new URL('robots.txt', target.url).href;
  const sitemaps = [...(await fetchText(request, url)).matchAll(/^\s*Sitemap:\s*(\S+)/gim)].map(([, address]) => address!);
  if (!sitemaps.includes(`${target.siteUrl}sitemap.xml`)) {
    throw new Error(`${url}: Sitemap ${sitemaps.join(', ') || 'line missing'}; expected ${target.siteUrl}sitemap.xml`);
  }
});

test(`sitemap.xml lists ${target.siteUrl}`, async ({ request }) => {
  const url = new URL('sitemap.xml', target.url).href;
  const locations = [...(await fetchText(request, url)).matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map(([, address]) => address!);
  if (!locations.some((location) => sameAddress(location, target.siteUrl))) {
    throw new Error(`${url}: <loc> ${locations.join(', ') || 'none'}; expected ${target.siteUrl}`);
  }
});

test('the link-preview image (og:image), if the page names one, answers 200 image/png', async ({ request }) => {
  const image = metaContent(await fetchText(request, target.url), 'og:image');
  if (!image) {
    note('the page names no og:image: nothing to fetch');
    return;
  }
  const url = servedAddress(target, new URL(image, target.url).href);
  const response = await request.get(url, { failOnStatusCode: false });
  const type = response.headers()['content-type'] ?? 'no Content-Type';
  if (response.status() !== 200 || !type.startsWith('image/png')) {
    throw new Error(`og:image ${image}${url !== image ? ` (fetched from ${url})` : ''}: HTTP ${response.status()}, ${type}; expected 200 image/png`);
  }
  note(image);
});
