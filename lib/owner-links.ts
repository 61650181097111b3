/** A link as the page has it: its tag in the page's language. */
export type Link = { network: string; url: string; tag?: string };

export const isEmail = (link: Link) => link.url.startsWith('mailto:');
const isWebsite = (link: Link) => link.network.toLowerCase() === 'website';

/** The address's host, without `www.`; '' when it is no address. */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return '';
  }
}

/** On `network`, by its name or, when named otherwise, by its address. */
const isOn = (link: Link, network: 'linkedin' | 'github') => link.network.toLowerCase() === network || hostOf(link.url) === `${network}.com`;

/** The navbar's: a professional-network profile (the first LinkedIn link), and the GitHub accounts under its menu. */
export function navbarLinks<L extends Link>(links: readonly L[]): { profile: L | undefined; github: L[] } {
  return { profile: links.find((link) => isOn(link, 'linkedin')), github: links.filter((link) => isOn(link, 'github')) };
}

/** The address of a mailto: link. */
export const emailOf = (link: Link) => decodeURIComponent(link.url.slice('mailto:'.length).split('?')[0]!);

/** resume.json's basics: the first email and website in their own fields, every other link a profile. */
export function resumeLinks(links: readonly Link[], name: (link: Link) => string) {
  const email = links.find(isEmail);
  const website = links.find(isWebsite);
  const profiles = links
    .filter((link) => link !== email && link !== website)
    .map((link) => ({ network: name(link), url: link.url, username: new URL(link.url).pathname.split('/').filter(Boolean).at(-1) ?? '' }));
  return { email: email && emailOf(email), website: website?.url, profiles };
}
