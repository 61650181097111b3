import type { Metadata } from 'next';
import { PREVIEW_IMAGE, SITE_ICON, TOUCH_ICON, previewImageAlt } from '@/components/link-preview/link-preview';
import { RESUME_FILES } from '@/components/resume/resume-content';
import { defaultLocale, messages } from '@/lib/i18n';
import { profile } from '@/lib/profile';

const pageTitle = `${profile.name} · ${profile.jobTitle}`;
const pageDescription = `${profile.hero.headline} ${profile.hero.subtext}`;

/** Image URLs are made absolute here, not by metadataBase: scrapers ignore relative ones and this keeps a sub-path. */
export function siteMetadata(url: URL): Metadata {
  const image = {
    url: new URL(PREVIEW_IMAGE.path, url).href,
    width: PREVIEW_IMAGE.width,
    height: PREVIEW_IMAGE.height,
    type: PREVIEW_IMAGE.type,
    alt: previewImageAlt(),
  };
  return {
    metadataBase: url,
    title: pageTitle,
    description: pageDescription,
    // The résumé as JSON Resume, for tools that read one.
    alternates: { canonical: '/', types: { 'application/json': [{ url: new URL(RESUME_FILES.json, url).href, title: messages.resume.jsonTitle }] } },
    openGraph: {
      type: 'profile',
      url: '/',
      title: pageTitle,
      description: pageDescription,
      siteName: profile.name,
      locale: defaultLocale,
      images: [image],
    },
    twitter: { card: 'summary_large_image', title: pageTitle, description: pageDescription, images: [{ url: image.url, alt: image.alt }] },
    // Next drops file-convention icons once the metadata names any, so both are declared here.
    icons: {
      icon: [{ url: `${url.pathname}${SITE_ICON.path}`, type: SITE_ICON.type }],
      apple: [{ url: new URL(TOUCH_ICON.path, url).href, sizes: `${TOUCH_ICON.size}x${TOUCH_ICON.size}`, type: TOUCH_ICON.type }],
    },
    robots: { index: true, follow: true },
    // The live check waits until the CDN serves this build.
    other: { 'build-id': process.env.SITE_BUILD_ID ?? '' },
  };
}
