/**
 * The owner's own values: who they are, where, and where to find them. Edit these; everything on
 * the page that names the owner reads from here. Neutral placeholders until then.
 */
export const profile = {
  name: 'Your Name',
  /** The page's title, the link preview image and the JSON-LD Person say this after the name. */
  jobTitle: 'Full-stack developer',
  location: 'Your City, Country',
  /** Used for the canonical URL, Open Graph, robots.txt and sitemap.xml (SITE_URL overrides). */
  siteUrl: 'https://example.com',
  links: {
    linkedIn: 'https://www.linkedin.com/in/your-profile',
    professionalGitHub: 'https://github.com/your-work-account',
    personalGitHub: 'https://github.com/your-personal-account',
  },
  hero: {
    headline: 'Full-stack developer focused on user experiences and the teams that build them.',
    subtext: 'I build commerce and checkout user experiences at a telecom company.',
    tags: ['Blending', 'technical', 'skills', 'with', 'leadership'],
  },
  about: {
    whatIDo: ['Full-Stack Development', 'Technical Program Management', 'Release Engineering'],
  },
  /** Given WORK.yearsOfExperience. */
  workIntro: (years: number) =>
    `${years} years of building for the web, from junior developer to senior engineer: where I worked, and what the work was made of.`,
  projectsIntro:
    'I keep my technical skills sharp and experiment with new tools through side projects.',
} as const;
