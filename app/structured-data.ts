import { PREVIEW_IMAGE } from '@/components/link-preview/link-preview';
import { emailOf, isEmail } from '@/lib/owner-links';
import type { Language } from '@/lib/languages';

/** A case study's page: the project as a CreativeWork, its author the owner, at the portfolio's address. */
export function caseStudyJsonLd(page: URL, home: URL, project: { title: string; tags: readonly string[] }, description: string, { locale, profile }: Language): string {
  const work = {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: project.title,
    description,
    url: page.href,
    inLanguage: locale,
    keywords: project.tags.join(', '),
    author: { '@type': 'Person', name: profile.name, url: home.href },
  };
  return JSON.stringify(work).replace(/</g, '\\u003c');
}

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
