/**
 * The owner's own values: who they are, where, and where to find them. Edit these; everything the
 * site says about its owner (the page, the 404 page, the title and description, the link preview,
 * JSON-LD, robots.txt and sitemap.xml) reads from here. A build warns, in one line, while a
 * placeholder ("Your Name", example.com, the your-... links) is left. Projects and roles are not
 * here: they are the content in Supabase (README, "Your content").
 */
export const profile = {
  name: 'Your Name',
  /** The page's title, the link preview image and the JSON-LD Person say this after the name. */
  jobTitle: 'Full-stack developer',
  location: 'Your City, Country',
  /**
   * Where the site is published: the canonical URL, Open Graph, robots.txt and sitemap.xml; a path
   * in it (https://owner.github.io/portfolio) is the base path. SITE_URL, when set, wins.
   */
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
  yearsOfExperience: 5,
  /** The work block's first sentence; {years} becomes yearsOfExperience. */
  workIntro:
    '{years} years of building for the web, from junior developer to senior engineer: where I worked, and what the work was made of.',
  projectsIntro:
    'I keep my technical skills sharp and experiment with new tools through side projects.',
} as const;
