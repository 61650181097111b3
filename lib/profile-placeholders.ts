import { siteUrl } from './config';
import { defaultLocale } from './languages/locales';
import { inLanguage } from './languages/profile-in';
import { profile } from './profile';

type Env = Partial<Record<string, string>>;

/** The address uses RFC 2606's reserved domain so it is no one's. */
export const PROFILE_PLACEHOLDERS = {
  name: 'Your Name',
  location: 'Your City, Country',
  links: [
    { network: 'LinkedIn', url: 'https://www.linkedin.com/in/your-profile' },
    { network: 'GitHub', url: 'https://github.com/your-work-account' },
    { network: 'GitHub', url: 'https://github.com/your-personal-account' },
  ],
  siteHost: 'example.com',
} as const;

type ProfilePlaceholderFields = {
  name: string;
  location: string;
  siteUrl: string;
  links: readonly { network: string; url: string }[];
};

/** Warns on local builds too: that is how the owner checks the site before publishing. */
export function placeholderWarning(
  owner: ProfilePlaceholderFields = { ...profile, location: inLanguage<string>(profile.location, defaultLocale) },
  env: Env = { SITE_URL: process.env.SITE_URL },
): string | null {
  const left: string[] = [];
  if (owner.name === PROFILE_PLACEHOLDERS.name) left.push(`name "${owner.name}"`);
  if (owner.location === PROFILE_PLACEHOLDERS.location) left.push(`location "${owner.location}"`);
  const placeholders = new Set<string>(PROFILE_PLACEHOLDERS.links.map((link) => link.url));
  for (const { network, url } of owner.links) if (placeholders.has(url)) left.push(`the ${network} link ${url}`);
  let address: URL | null = null;
  try {
    address = siteUrl(env, owner.siteUrl);
  } catch {
    // the build stops on that error instead
  }
  const hostname = address?.hostname ?? '';
  if (hostname === PROFILE_PLACEHOLDERS.siteHost || hostname.endsWith(`.${PROFILE_PLACEHOLDERS.siteHost}`)) {
    left.push(`the site's address ${address!.href} (siteUrl, or SITE_URL where the site is published)`);
  }
  if (left.length === 0) return null;
  return `The site still carries placeholders from lib/profile.ts: ${left.join(', ')}. Edit lib/profile.ts to make it yours.`;
}
