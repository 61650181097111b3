import { PREVIEW_IMAGE } from '@/components/link-preview/link-preview';
import { emailOf, isEmail } from '@/lib/owner-links';
import type { Language } from '@/lib/languages';

export function personJsonLd(url: URL, { profile }: Language): string {
  const mail = profile.links.find(isEmail);
  const email = mail && emailOf(mail);
  const person = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: profile.name,
    jobTitle: profile.jobTitle,
    description: profile.hero.headline,
    url: url.href,
    image: new URL(PREVIEW_IMAGE.path, url).href,
    address: { '@type': 'PostalAddress', addressLocality: profile.location },
    ...(email && { email }),
    sameAs: profile.links.filter((link) => !isEmail(link)).map((link) => link.url),
  };
  // "<" escaped so no value can close the script element early.
  return JSON.stringify(person).replace(/</g, '\\u003c');
}
