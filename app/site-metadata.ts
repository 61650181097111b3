import type { Metadata, Viewport } from 'next';
import { PREVIEW_IMAGE, SITE_ICON, TOUCH_ICON, previewImageAlt } from '@/components/link-preview/link-preview';
import { THEME_COLOR_METAS } from '@/components/theme/theme-css';
import { RESUME_FILES } from '@/components/resume/resume-content';
import { isMultilingual, locales, type Language } from '@/lib/languages';
import { caseStudyPage, languageFile, languageFolder } from '@/lib/languages/paths';

/** Open Graph writes a language as `de_DE`; a code without a region is written as it is. */
const ogLocale = (code: string) => code.replace('-', '_');

/** Image URLs are made absolute here, not by metadataBase: scrapers ignore relative ones, and this keeps a sub-path. */
export function siteMetadata(url: URL, language: Language, preview: Language = language): Metadata {
  const { locale, messages, profile } = language;
  const pageTitle = `${profile.name} · ${profile.jobTitle}`;
  const pageDescription = `${profile.hero.headline} ${profile.hero.subtext}`;
  const page = `/${languageFolder(locale)}`;
  const image = {
    url: new URL(languageFile(preview.locale, PREVIEW_IMAGE.path), url).href,
    width: PREVIEW_IMAGE.width,
    height: PREVIEW_IMAGE.height,
    type: PREVIEW_IMAGE.type,
    alt: previewImageAlt(preview),
  };
  return {
    metadataBase: url,
    title: pageTitle,
    description: pageDescription,
    alternates: {
      canonical: page,
      // Each language's page, and x-default for a visitor whose language is none of them.
      ...(isMultilingual && {
        languages: { ...Object.fromEntries(locales.map((code) => [code, `/${languageFolder(code)}`])), 'x-default': '/' },
      }),
      types: { 'application/json': [{ url: new URL(languageFile(locale, RESUME_FILES.json), url).href, title: messages.resume.jsonTitle }] },
    },
    openGraph: {
      type: 'profile',
      url: page,
      title: pageTitle,
      description: pageDescription,
      siteName: profile.name,
      locale: ogLocale(locale),
      ...(isMultilingual && { alternateLocale: locales.filter((code) => code !== locale).map(ogLocale) }),
      images: [image],
    },
    twitter: { card: 'summary_large_image', title: pageTitle, description: pageDescription, images: [{ url: image.url, alt: image.alt }] },
    icons: siteIcons(url),
    robots: { index: true, follow: true },
    // The live check waits until the CDN serves this build.
    other: { 'build-id': process.env.SITE_BUILD_ID ?? '' },
  };
}

/** Where a case study's link preview is, relative to the site's root. */
const caseStudyPreview = (locale: string, slug: string) => `case-study-og/${locale}/${slug}/${PREVIEW_IMAGE.path}`;

/** A case study's own title, description, canonical address, alternates and link preview. */
export function caseStudyMetadata(url: URL, language: Language, study: { slug: string; title: string; description: string }): Metadata {
  const { locale, messages, profile } = language;
  const title = messages.projects.caseStudyTitle(study.title, profile.name);
  const page = `/${caseStudyPage(locale, study.slug)}`;
  const image = {
    url: new URL(caseStudyPreview(locale, study.slug), url).href,
    width: PREVIEW_IMAGE.width,
    height: PREVIEW_IMAGE.height,
    type: PREVIEW_IMAGE.type,
    alt: title,
  };
  return {
    metadataBase: url,
    title,
    description: study.description,
    alternates: {
      canonical: page,
      ...(isMultilingual && {
        languages: {
          ...Object.fromEntries(locales.map((code) => [code, `/${caseStudyPage(code, study.slug)}`])),
          'x-default': `/${caseStudyPage(locales[0], study.slug)}`,
        },
      }),
    },
    openGraph: { type: 'article', url: page, title, description: study.description, siteName: profile.name, locale: ogLocale(locale), images: [image] },
    twitter: { card: 'summary_large_image', title, description: study.description, images: [{ url: image.url, alt: image.alt }] },
    icons: siteIcons(url),
    robots: { index: true, follow: true },
  };
}

/** Every page's icons; without them a browser asks for /favicon.ico, which the site has not. */
export function siteIcons(url: URL): Metadata['icons'] {
  // Next drops file-convention icons once the metadata names any, so both are declared here.
  return {
    icon: [{ url: `${url.pathname}${SITE_ICON.path}`, type: SITE_ICON.type }],
    apple: [{ url: new URL(TOUCH_ICON.path, url).href, sizes: `${TOUCH_ICON.size}x${TOUCH_ICON.size}`, type: TOUCH_ICON.type }],
  };
}

export const siteViewport: Viewport = {
  themeColor: THEME_COLOR_METAS,
  // Before any stylesheet applies, the browser's canvas follows the system's scheme.
  colorScheme: 'light dark',
};
