import type { OwnerProfile } from '@/lib/owner-profile';

/**
 * Edit these: everything the site says about its owner reads from here, and the build warns while a
 * placeholder is left. Any text may instead be given per language, `{ en: '…', de: '…' }`; a
 * language without its own uses the default's.
 */
export const profile = {
  /** The languages of the site, as lib/i18n/<code>.ts names them; the first is the default, served at `/`, each other at `/<code>/`. */
  locales: ['en'],
  name: 'Your Name',
  jobTitle: 'Full-stack developer',
  location: 'Your City, Country',
  /** SITE_URL, when set, wins; a path in it becomes the base path. */
  siteUrl: 'https://example.com',
  /** Any networks, an email (`mailto:you@example.org`) and a website (network 'Website'); a tag tells two on one network apart. */
  links: [
    { network: 'LinkedIn', url: 'https://www.linkedin.com/in/your-profile' },
    { network: 'GitHub', url: 'https://github.com/your-work-account', tag: 'Professional' },
    { network: 'GitHub', url: 'https://github.com/your-personal-account', tag: 'Personal' },
  ],
  hero: {
    headline: 'Full-stack developer focused on user experiences and the teams that build them.',
    subtext: 'I build commerce and checkout user experiences at a telecom company.',
    tags: ['Blending', 'technical', 'skills', 'with', 'leadership'],
  },
  about: {
    whatIDo: ['Full-Stack Development', 'Technical Program Management', 'Release Engineering'],
  },
  yearsOfExperience: 5,
  /** The work block's first sentence; {years} becomes yearsOfExperience. */
  workIntro:
    '{years} years of building for the web, from junior developer to senior engineer: where I worked, and what the work was made of.',
  projectsIntro:
    'I keep my technical skills sharp and experiment with new tools through side projects.',
} as const satisfies OwnerProfile;
