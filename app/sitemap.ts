import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/config';
import { isMultilingual, locales } from '@/lib/languages';
import { languageFolder } from '@/lib/languages/paths';

export const dynamic = 'force-static';

/** Every language's page, each naming the others as its alternates. */
export default function sitemap(): MetadataRoute.Sitemap {
  const page = (code: string) => new URL(languageFolder(code), siteUrl()).href;
  const languages = isMultilingual ? { languages: Object.fromEntries(locales.map((code) => [code, page(code)])) } : undefined;
  return locales.map((code) => ({ url: page(code), changeFrequency: 'monthly', priority: 1, ...(languages && { alternates: languages }) }));
}
