import type { MetadataRoute } from 'next';
import { caseStudySlugs } from '@/lib/content/case-studies';
import { siteUrl } from '@/lib/config';
import { isMultilingual, locales } from '@/lib/languages';
import { caseStudyPage, languageFolder } from '@/lib/languages/paths';

export const dynamic = 'force-static';

/** Every language's page and every case study in each, each naming the others in its languages as its alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const entries = (page: (code: string) => string, priority: number): MetadataRoute.Sitemap => {
    const url = (code: string) => new URL(page(code), siteUrl()).href;
    const languages = isMultilingual ? { languages: Object.fromEntries(locales.map((code) => [code, url(code)])) } : undefined;
    return locales.map((code) => ({ url: url(code), changeFrequency: 'monthly', priority, ...(languages && { alternates: languages }) }));
  };
  const slugs = [...(await caseStudySlugs()).values()];
  return [...entries(languageFolder, 1), ...slugs.flatMap((slug) => entries((code) => caseStudyPage(code, slug), 0.8))];
}
