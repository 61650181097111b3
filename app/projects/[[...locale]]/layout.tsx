import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { siteUrl } from '@/lib/config';
import { loadLanguage } from '@/lib/languages';
import { languagePages, localeOf } from '@/lib/languages/page-language';
import { SiteDocument } from '../../site-document';
import { siteIcons, siteViewport } from '../../site-metadata';

/** The page of every project, in each language: `/projects/`, `/projects/<code>/`. */
export const generateStaticParams = languagePages;
export const dynamicParams = false;

export const viewport: Viewport = siteViewport;

type Props = { params: Promise<{ locale?: string[] }> };

/** Not indexed: the home page holds every project too, for anyone whose browser runs its scripts. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { messages, profile } = await loadLanguage(localeOf((await params).locale));
  return { title: messages.projects.everyProjectTitle(profile.name), icons: siteIcons(siteUrl()), robots: { index: false, follow: true } };
}

export default async function EveryProjectLayout({ children, params }: Props & { children: ReactNode }) {
  return <SiteDocument language={await loadLanguage(localeOf((await params).locale))}>{children}</SiteDocument>;
}
