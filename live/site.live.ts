import { test, type APIRequestContext } from '@playwright/test';
import { linkHref, metaContent } from './html';
import { liveTarget } from '../lib/config';
import { sameAddress, servedAddress } from './target';
import { readLiveContent } from './content';
import { pdfPages } from '../e2e/pdf-text';
import { fetchText, note } from './live-test';

/** What crawlers and link previews read: the site's address (LIVE_SITE_URL for a copy served elsewhere). */
const target = liveTarget();

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

/** resume.json and resume.pdf beside the page: there, of their types, and (with Supabase's variables) its content. */
const resumeJson = async (request: APIRequestContext) => {
  const url = new URL('resume.json', target.url).href;
  const resume = JSON.parse(await fetchText(request, url)) as { work?: Array<{ name: string; position: string }>; projects?: Array<{ name: string }> };
  if (!Array.isArray(resume.work) || !Array.isArray(resume.projects)) throw new Error(`${url}: not JSON Resume (no work[] and projects[])`);
  return { url, work: resume.work, projects: resume.projects };
};
const content = target.backend ? readLiveContent(target.backend) : null;
content?.catch(() => {});

test(`resume.json is JSON Resume${target.backend ? ' of the content in Supabase' : ''}`, async ({ request }) => {
  const { url, work, projects } = await resumeJson(request);
  if (!content) {
    note(`${work.length} roles and ${projects.length} projects (structure only: no Supabase variables)`);
    return;
  }
  const { roles, projects: expected } = await content;
  const problems = [
    ...compareLists('work', work.map((entry) => `${entry.name} · ${entry.position}`), roles.map((role) => `${role.company} · ${role.title}`)),
    ...compareLists('projects', projects.map((entry) => entry.name), expected.map((project) => project.title)),
  ];
  if (problems.length) throw new Error(`${url}:\n${problems.join('\n')}`);
  note(`${roles.length} roles and ${expected.length} projects`);
});

test('resume.pdf answers 200 application/pdf and names each company', async ({ request }, testInfo) => {
  const url = new URL('resume.pdf', target.url).href;
  const response = await request.get(url, { failOnStatusCode: false });
  const type = response.headers()['content-type'] ?? 'no Content-Type';
  if (response.status() !== 200 || !type.startsWith('application/pdf')) throw new Error(`${url}: HTTP ${response.status()}, ${type}; expected 200 application/pdf`);
  const text = pdfPages(await response.body(), testInfo.outputPath('resume.pdf')).join(' ').replace(/\s+/g, ' ');
  const companies = content ? (await content).roles.map((role) => role.company) : (await resumeJson(request)).work.map((entry) => entry.name);
  const missing = [...new Set(companies)].filter((company) => !text.includes(company));
  if (missing.length) throw new Error(`${url} does not name ${missing.map((company) => `"${company}"`).join(', ')}`);
});

/** One line per difference between what a list holds and what it should, in order. */
function compareLists(name: string, got: string[], want: string[]): string[] {
  if (got.join('\n') === want.join('\n')) return [];
  return [`${name}: ${got.length} entries (${got.map((entry) => `"${entry}"`).join(', ')}); expected ${want.length} (${want.map((entry) => `"${entry}"`).join(', ')})`];
}
