import type { Messages } from '@/lib/languages/messages';

export default {
  common: {
    opensInNewTab: '(opens in a new tab)',
    backTo: (name) => `Back to ${name}`,
  },
  gate: {
    loading: 'Loading',
  },
  nav: {
    label: 'Main',
    github: 'GitHub',
    githubProfiles: 'GitHub profiles',
    taggedLink: (network, tag) => `${tag} ${network}`,
  },
  languages: {
    label: 'Language',
  },
  theme: {
    label: 'Theme',
    light: 'Light',
    dark: 'Dark',
    system: 'System',
  },
  hero: {
    tagsSentence: (tags) => `${tags.join(' ')}.`,
  },
  about: {
    heading: 'About',
    location: 'Location',
    socials: 'Socials',
    whatIDo: 'What I do',
    resume: 'Résumé',
    resumeSize: (kilobytes) => `PDF, ${kilobytes} KB`,
  },
  work: {
    heading: 'Work experience',
    roles: 'Roles',
    carousel: 'carousel',
    slide: 'slide',
    slideLabel: (position, total) => `${position} of ${total}`,
    previous: 'Previous role',
    next: 'Next role',
    loading: 'Loading roles...',
    currentRole: 'Current Role',
  },
  projects: {
    label: 'Projects',
    heading: 'Projects Section',
    loading: 'Loading projects...',
    tags: 'Tags',
    website: 'Website',
    github: 'GitHub',
    websiteOf: (title) => `Website of ${title} (opens in a new tab)`,
    githubOf: (title) => `GitHub repository of ${title} (opens in a new tab)`,
    everyProject: (count) => `All ${count} projects`,
    everyProjectTitle: (name) => `Projects · ${name}`,
  },
  records: {
    projects: 'Projects',
    roles: 'Experience',
    education: 'Education',
    skills: 'Skills',
    awards: 'Awards',
    certificates: 'Certificates',
    publications: 'Publications',
    volunteer: 'Volunteering',
    spoken_languages: 'Languages',
    interests: 'Interests',
  },
  resume: {
    label: 'Résumé',
    title: (name) => `${name} · Résumé`,
    jsonTitle: 'Résumé (JSON Resume)',
    score: 'Grade',
    courses: 'Courses',
    present: 'Present',
    taggedLink: (network, tag) => `${network} (${tag.toLowerCase()})`,
  },
  notFound: {
    title: (name) => `Page not found · ${name}`,
    heading: 'This page does not exist.',
    text: 'The portfolio lives on a single page.',
  },
  linkPreview: {
    alt: (name, jobTitle, headline) => `${name}, ${jobTitle}: ${headline}`,
  },
} satisfies Messages;
