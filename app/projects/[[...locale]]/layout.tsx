import type { Viewport } from 'next';
import type { ReactNode } from 'react';
import { caseStudySlugs } from '@/lib/content/case-studies';
import { loadLanguage, otherLocales } from '@/lib/languages';
import { languagePages, projectsPathOf } from '@/lib/languages/page-language';
import { SiteDocument } from '../../site-document';
import { siteViewport } from '../../site-metadata';

/**
 * One route for every page under /projects/: the page of every project (`/projects/`, `/projects/<code>/`)
 * and each case study (`/projects/<slug>/`, `/projects/<code>/<slug>/`); the page tells them apart.
 */
export async function generateStaticParams(): Promise<{ locale: string[] }[]> {
  const slugs = [...(await caseStudySlugs()).values()];
  return [...languagePages(), ...slugs.map((slug) => ({ locale: [slug] })), ...otherLocales.flatMap((code) => slugs.map((slug) => ({ locale: [code, slug] })))];
}
export const dynamicParams = false;

export const viewport: Viewport = siteViewport;

type Props = { params: Promise<{ locale?: string[] }> };

export default async function ProjectsLayout({ children, params }: Props & { children: ReactNode }) {
  const { locale, slug } = projectsPathOf((await params).locale);
  // The spec's spinner gate belongs to the portfolio: a case study paints as soon as its HTML arrives.
  return (
    <SiteDocument language={await loadLanguage(locale)} gate={slug === null}>
      {children}
    </SiteDocument>
  );
}
