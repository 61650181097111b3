import type { Metadata } from 'next';
import { PREVIEW_IMAGE, SITE_ICON, TOUCH_ICON, previewImageAlt } from './link-preview';
import { profile } from './profile';

export const pageTitle = `${profile.name} · ${profile.jobTitle}`;
export const pageDescription = `${profile.hero.headline} ${profile.hero.subtext}`;

/**
 * The page's metadata for a site published at `url` (SITE_URL). The image URLs are made absolute
 * here rather than left to metadataBase: scrapers ignore relative ones, and `new URL(path, url)`
 * keeps a sub-path's base (https://owner.github.io/portfolio/og.png) for all to see.
 */
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
    alternates: { canonical: '/' },
    openGraph: {
      type: 'profile',
      url: '/',
      title: pageTitle,
      description: pageDescription,
      siteName: profile.name,
      locale: 'en',
      images: [image],
    },
    twitter: { card: 'summary_large_image', title: pageTitle, description: pageDescription, images: [{ url: image.url, alt: image.alt }] },
    // Both declared here, the favicon from public/: Next drops icons made by its file convention
    // (app/icon.*) once the metadata names any. The page itself loads the favicon, so it stays on
    // whatever origin serves the page; the touch icon is read by iOS and scrapers, as og:image is.
    icons: {
      icon: [{ url: `${url.pathname}${SITE_ICON.path}`, type: SITE_ICON.type }],
      apple: [{ url: new URL(TOUCH_ICON.path, url).href, sizes: `${TOUCH_ICON.size}x${TOUCH_ICON.size}`, type: TOUCH_ICON.type }],
    },
    robots: { index: true, follow: true },
    // <meta name="build-id">: a check of the published site waits until the CDN serves this build.
    other: { 'build-id': process.env.SITE_BUILD_ID ?? '' },
  };
}
