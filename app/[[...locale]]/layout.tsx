import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { siteUrl } from '@/lib/config';
import { loadLanguage } from '@/lib/languages';
import { languagePages, localeOf } from '@/lib/languages/page-language';
import { fileLanguage } from '@/lib/languages/scripts';
import { siteMetadata, siteViewport } from '../site-metadata';
import { SiteDocument } from '../site-document';

/** An optional catch-all: with one language it makes `/` alone, where `[locale]` would need a second code. */
export const generateStaticParams = languagePages;
export const dynamicParams = false;

export const viewport: Viewport = siteViewport;

type Props = { params: Promise<{ locale?: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = localeOf((await params).locale);
  return siteMetadata(siteUrl(), await loadLanguage(locale), await loadLanguage(fileLanguage(locale)));
}

export default async function LanguageLayout({ children, params }: Props & { children: ReactNode }) {
  const locale = localeOf((await params).locale);
  return <SiteDocument language={await loadLanguage(locale)}>{children}</SiteDocument>;
}
