import { caseStudySlugs } from '@/lib/content/case-studies';
import { defaultLocale, locales } from '@/lib/languages';
import { caseStudyPreviewResponse } from '../../../../language-files';

// Each case study's link preview, drawn with its title, at /case-study-og/<code>/<slug>/og.png: a page's
// catch-all route can hold no file under it.
export const dynamic = 'force-static';
export const dynamicParams = false;

/** A dynamic segment with no params fails the export: with no case study, one unlinked preview of the portfolio. */
export async function generateStaticParams(): Promise<{ locale: string; slug: string }[]> {
  const slugs = [...(await caseStudySlugs()).values()];
  if (slugs.length === 0) return [{ locale: defaultLocale, slug: 'none' }];
  return locales.flatMap((locale) => slugs.map((slug) => ({ locale, slug })));
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; slug: string }> }): Promise<Response> {
  const { locale, slug } = await params;
  return caseStudyPreviewResponse(locale, slug);
}
