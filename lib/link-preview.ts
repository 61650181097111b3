import { profile } from './profile';

/**
 * The images a shared link shows: the preview card (Open Graph, X's large card) and the icon iOS
 * and some chat apps put beside a link. Both are drawn at build time from lib/profile.ts by the
 * routes of the same names in app/. Their names end in .png because static hosts pick the
 * Content-Type from the extension, and scrapers drop an image that is not served as one.
 */
export const PREVIEW_IMAGE = { path: 'og.png', width: 1200, height: 630, type: 'image/png' } as const;
export const TOUCH_ICON = { path: 'apple-touch-icon.png', size: 180, type: 'image/png' } as const;
/** The favicon, public/icon.svg, which both images draw too. */
export const SITE_ICON = { path: 'icon.svg', type: 'image/svg+xml' } as const;

/** What the preview image shows, in words, for its alt text. */
export function previewImageAlt(): string {
  return `${profile.name}, ${profile.jobTitle}: ${profile.hero.headline}`;
}
