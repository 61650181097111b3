import type { Language } from '@/lib/languages';

/** Names end in .png because static hosts pick the Content-Type from the extension, and scrapers drop anything else. */
export const PREVIEW_IMAGE = { path: 'og.png', width: 1200, height: 630, type: 'image/png' } as const;
export const TOUCH_ICON = { path: 'apple-touch-icon.png', size: 180, type: 'image/png' } as const;
export const SITE_ICON = { path: 'icon.svg', type: 'image/svg+xml' } as const;

/** What the preview image shows, in words, for its alt text. */
export function previewImageAlt({ messages, profile }: Language): string {
  return messages.linkPreview.alt(profile.name, profile.jobTitle, profile.hero.headline);
}
